import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '../theme/breakpoints';
import { vars } from '../theme/contract.css';

// The shared frame of lists, detail pages and forms of records (parcels, offices, customers, …).
export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const back = style({ alignSelf: 'flex-start', fontSize: vars.fontSize.sm });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  justifyContent: 'space-between',
});
export const headline = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold });
export const mono = style({ fontFamily: vars.font.mono, letterSpacing: '0.02em' });
export const subtitle = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.medium });
export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: '1fr',
  // The cards of a row share its height, so their edges line up.
  alignItems: 'stretch',
  '@media': {
    [`screen and (min-width: ${breakpoints.md}px)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [`screen and (min-width: ${breakpoints.xl}px)`]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});
export const wide = style({ gridColumn: '1 / -1' });
export const facts = style({ display: 'grid', gap: vars.space.sm, margin: 0 });
export const fact = style({ display: 'grid', gridTemplateColumns: 'minmax(8rem, 40%) 1fr', gap: vars.space.sm });
globalStyle(`${fact} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${fact} dd`, { margin: 0, overflowWrap: 'anywhere' });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.divider}`,
});
/** The filters inside the bar: cells of its grid, as if the wrapper were not there. */
export const filterSet = style({ display: 'contents', selectors: { '&[hidden]': { display: 'none' } } });
export const search = style({
  gridColumn: '1 / -1',
  '@media': { [`screen and (min-width: ${breakpoints.md}px)`]: { gridColumn: 'span 2' } },
});
export const clear = style({ justifySelf: 'start' });
export const listTitle = style([title, { marginRight: 'auto' }]);
export const formGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
  alignItems: 'start',
});
export const span2 = style({
  gridColumn: 'span 2',
  '@media': { [`screen and (max-width: ${breakpoints.sm}px)`]: { gridColumn: 'auto' } },
});
export const formButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const warn = style({ color: vars.color.warn.text, fontWeight: vars.fontWeight.medium });
export const caution = style({ color: vars.color.caution.text, fontWeight: vars.fontWeight.medium });
// Doubled in its selector for the weight: a code is often a Link too (a trip in a driver's list),
// whose own weight would otherwise win or lose by the order the stylesheets happen to load in.
export const code = style({
  fontFamily: vars.font.mono,
  whiteSpace: 'nowrap',
  selectors: { '&&': { fontWeight: vars.fontWeight.semibold } },
});
export const stack = style({ display: 'flex', flexDirection: 'column' });
export const related = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const stackGap = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: vars.space.md,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});
export const legend = style({
  padding: `0 ${vars.space.xs}`,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
});
export const prewrap = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
/** A button that keeps its width in a column of fields. */
export const startButton = style({ alignSelf: 'flex-start' });
