import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '48rem' });
export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold });
export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const day = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const dayTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
/** A timeline: each entry's figure on a line that runs down the day. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '2.5rem minmax(0, 1fr)',
  gap: vars.space.md,
  paddingBottom: vars.space.lg,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: 'calc(1.25rem - 1px)',
      top: '2.5rem',
      bottom: 0,
      width: 2,
      background: vars.color.divider,
    },
    '&:last-child::before': { display: 'none' },
  },
});
export const figure = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: '50%',
  background: vars.color.primary.soft,
  color: vars.color.primary.softText,
  overflow: 'hidden',
});
export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  minWidth: 0,
  paddingTop: vars.space['2xs'],
});
export const description = style({ overflowWrap: 'anywhere' });
export const time = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const extra = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
  overflowWrap: 'anywhere',
});
export const link = style({ alignSelf: 'flex-start', overflowWrap: 'anywhere' });
