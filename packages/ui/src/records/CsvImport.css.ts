import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, maxWidth: '72rem' });
export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold });
export const intro = style({ margin: `${vars.space.xs} 0 0`, color: vars.color.textMuted, maxWidth: '48rem' });
export const source = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '40rem' });
export const fileRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
export const fileName = style({ fontWeight: vars.fontWeight.semibold });
export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warn.soft,
  color: vars.color.warn.softText,
});
export const note = style({ margin: 0, color: vars.color.textMuted });
export const mapping = style({
  display: 'grid',
  gap: vars.space.md,
  marginTop: vars.space.md,
  '@media': { [`screen and (min-width: ${breakpoints.md}px)`]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const check = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const summary = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const problems = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${problems} th, ${problems} td`, {
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.divider}`,
});
globalStyle(`${problems} th`, { color: vars.color.textMuted, fontWeight: vars.fontWeight.semibold });
export const number = style({ fontVariantNumeric: 'tabular-nums', width: '5rem' });
export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.success.soft,
  color: vars.color.success.softText,
});
export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', marginTop: vars.space.xs });
export const template = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

/** The columns an import reads, listed before a file is chosen. */
export const expected = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['3xs']} ${vars.space.md}`,
  margin: `${vars.space['3xs']} 0 0`,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
});
export const required = style({ color: vars.color.textMuted });
/** A bad value as written: read whole, broken only where it must be. */
export const value = style({ overflowWrap: 'anywhere', maxWidth: '16rem' });
