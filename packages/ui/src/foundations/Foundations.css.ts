import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: vars.space.lg,
});
export const paletteCard = style({
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.md,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const paletteTitle = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.lg,
  textTransform: 'capitalize',
});
export const swatchRow = style({ display: 'flex', gap: vars.space['2xs'], flexWrap: 'wrap' });
export const swatch = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '4.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  padding: `0 ${vars.space.xs}`,
});
export const sample = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const row = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.lg,
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.color.divider}`,
});
// One column for every row of a scale, as wide as the longest name, so the samples start in line.
export const token = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  flex: '0 0 9.5rem',
});
export const spaceBar = style({ height: '0.75rem', background: vars.color.primary.base, borderRadius: vars.radius.sm });
export const tokenReference = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  color: vars.color.text,
  maxWidth: '60rem',
});
export const tokenTable = style({
  width: '100%',
  // The same columns in every table, so the groups read as one reference.
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${tokenTable} caption`, { textAlign: 'start', paddingBottom: vars.space.sm });
globalStyle(`${tokenTable} th, ${tokenTable} td`, {
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.divider}`,
  verticalAlign: 'middle',
});
globalStyle(`${tokenTable} thead th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold });
export const tokenSwatch = style({
  display: 'block',
  width: '3rem',
  height: '1.5rem',
  borderRadius: vars.radius.sm,
  boxShadow: `inset 0 0 0 1px ${vars.color.divider}`,
});

/** The two copy buttons of a token, one above the other. */
export const copyCell = style({ whiteSpace: 'nowrap' });
globalStyle(`${copyCell} > *`, { display: 'flex' });
export const tokenGroupTitle = style({ fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.lg });
export const tokenGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
/** A CSS variable wraps after a hyphen only (Breakable), so a name is never cut inside a word. */
export const tokenCss = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
export const tokenValue = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const tokenValueText = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  minWidth: 0,
});
export const tokenContrast = style({ display: 'block', marginTop: vars.space['2xs'], whiteSpace: 'nowrap' });
export const tokenColumns = styleVariants({
  token: { width: '27%' },
  css: { width: '22%' },
  value: { width: '20%' },
  use: { width: '20%' },
  copy: { width: '11%' },
});
