import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Trips: the load bar in a table cell, the stops as a line of dots, the manifest's parts.
export const compactBar = style({ minWidth: '6rem' });
export const stops = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const stop = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  alignItems: 'baseline',
});
export const dot = style({
  gridRow: 'span 2',
  alignSelf: 'center',
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: '999px',
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  selectors: {
    [`${stop}[data-state="left"] &`]: { background: vars.color.success.base, borderColor: vars.color.success.base },
    [`${stop}[data-state="here"] &`]: { background: vars.color.primary.base, borderColor: vars.color.primary.base },
  },
});
export const times = style({
  gridColumn: 2,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
export const loadRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'flex-end' });
export const scanField = style({ flex: '1 1 16rem' });
export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.divider}`,
  textAlign: 'left',
  verticalAlign: 'middle',
});
export const num = style([cell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);
export const options = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
});
/** What the last move did, said on the page; takes no room until it has something to say. */
export const done = style({
  margin: 0,
  color: vars.color.success.text,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&:empty': { display: 'none' } },
});

/** A move's button with why it waits (and a manager's override) beside it. */
export const move = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
export const moveBlocked = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, maxWidth: '22rem' });
export const history = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.fontSize.sm,
});
export const historyWhat = style({ fontWeight: vars.fontWeight.medium });
