import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold });
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [`screen and (min-width: ${breakpoints.lg}px)`]: { gridTemplateColumns: '20rem minmax(0, 1fr)' } },
});
export const setup = style({});
export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const scanForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space.sm });
export const codeField = style({ flex: '1 1 16rem' });
export const feedback = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  marginTop: vars.space.lg,
  padding: vars.space.lg,
  minHeight: '5.5rem',
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.divider}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  selectors: {
    '&[data-outcome="accepted"]': {
      background: vars.color.success.soft,
      color: vars.color.success.softText,
      borderColor: vars.color.success.base,
    },
    '&[data-outcome="already"]': {
      background: vars.color.info.soft,
      color: vars.color.info.softText,
      borderColor: vars.color.info.base,
    },
    '&[data-outcome="refused"], &[data-outcome="unknown"]': {
      background: vars.color.warn.soft,
      color: vars.color.warn.softText,
      borderColor: vars.color.warn.base,
    },
    '&[data-outcome="invalid"]': {
      background: vars.color.caution.soft,
      color: vars.color.caution.softText,
      borderColor: vars.color.caution.base,
    },
    '&[data-outcome="queued"]': {
      background: vars.color.surfaceSunken,
      color: vars.color.text,
      borderColor: vars.color.textMuted,
      borderStyle: 'dashed',
    },
    '&[data-outcome="conflict"]': {
      background: vars.color.warn.soft,
      color: vars.color.warn.softText,
      borderColor: vars.color.warn.base,
    },
    '&[data-outcome="undone"]': {
      background: vars.color.surfaceSunken,
      color: vars.color.text,
      borderColor: vars.color.textMuted,
    },
  },
});
export const connection = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.caution.base}`,
  background: vars.color.caution.soft,
  color: vars.color.caution.softText,
  selectors: {
    '&[data-state="sending"]': {
      borderColor: vars.color.info.base,
      background: vars.color.info.soft,
      color: vars.color.info.softText,
    },
  },
});
export const connectionText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3xs'],
  flex: '1 1 16rem',
});
export const conflictHint = style({ margin: `0 0 ${vars.space.sm}`, color: vars.color.textMuted });
export const conflict = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.divider}`,
});
export const feedbackText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3xs'],
  fontSize: vars.fontSize.lg,
});
export const feedbackCode = style({
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
});
export const counts = style({ margin: `${vars.space.md} 0 0`, color: vars.color.textMuted });
export const entries = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const entry = style({
  display: 'grid',
  gridTemplateColumns: '2rem minmax(0, 1fr) auto auto auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.divider}`,
});
export const entryIndex = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'right',
});
export const entryMain = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
// A scan taken back is struck through (not faded, which would cost contrast).
export const entryCode = style({
  fontFamily: vars.font.mono,
  fontWeight: vars.fontWeight.semibold,
  // A tracking number is read whole: it never breaks mid-code.
  whiteSpace: 'nowrap',
  selectors: { '[data-undone] &': { textDecoration: 'line-through' } },
});
export const entryMessage = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const entryTime = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
export const empty = style({ margin: 0, color: vars.color.textMuted });
