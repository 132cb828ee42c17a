import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const page = style({ minHeight: '100vh', background: vars.color.background, color: vars.color.text });
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.topBar,
  padding: `0 ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.divider}`,
});
export const headerEnd = style({ marginLeft: 'auto', display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const main = style({
  width: '100%',
  maxWidth: '44rem',
  margin: '0 auto',
  padding: `${vars.space['2xl']} ${vars.space.lg}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  outline: 'none',
});
export const title = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});
export const intro = style({ margin: 0, color: vars.color.textMuted });
export const form = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'start',
  '@media': { [`screen and (min-width: ${breakpoints.sm}px)`]: { gridTemplateColumns: '1fr auto' } },
});
export const field = style({ minWidth: 0 });
// Level with the input, below the label.
export const submit = style({
  '@media': { [`screen and (min-width: ${breakpoints.sm}px)`]: { marginTop: '1.625rem' } },
});
export const result = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.md,
  margin: 0,
});
globalStyle(`${facts} dt`, { fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.fontWeight.semibold });
export const historyTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const privacy = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
