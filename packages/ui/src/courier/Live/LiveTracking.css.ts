import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

// The live view: the list of trucks beside the map (above it on a narrow screen).
export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [`screen and (min-width: ${breakpoints.lg}px)`]: { gridTemplateColumns: '20rem minmax(0, 1fr)' } },
});
export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });
export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  maxHeight: '60vh',
  overflowY: 'auto',
});
export const row = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  width: '100%',
  padding: vars.space.sm,
  border: `1px solid transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[aria-pressed="true"]': { background: vars.color.surfaceSelected, borderColor: vars.color.primary.base },
  },
});
export const rowText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const swatch = style({
  flexShrink: 0,
  display: 'inline-block',
  width: '0.75rem',
  height: '0.75rem',
  marginTop: '0.3rem',
  borderRadius: '999px',
  background: vars.color.primary.base,
  selectors: {
    '&[data-state="at_stop"]': { background: vars.color.success.base },
    '&[data-state="late"]': { background: vars.color.caution.base },
    '&[data-state="stale"]': { background: vars.color.neutral[500] },
  },
});
export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
globalStyle(`${legend} > li`, { display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const details = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  '@media': { [`screen and (min-width: ${breakpoints.md}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
