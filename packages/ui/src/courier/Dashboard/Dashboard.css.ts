import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The morning view: figures in a grid, the 30-day chart and the latest scans.
export const figures = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
});
export const scope = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });
export const scopeSelect = style({ minWidth: '14rem' });
/** The one office a reader's figures are for (a clerk's), where there is nothing to choose. */
export const scopeFixed = style({ fontWeight: vars.fontWeight.medium });
export const scans = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const scan = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  gap: vars.space.sm,
  alignItems: 'baseline',
  fontSize: vars.fontSize.sm,
});
export const time = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
