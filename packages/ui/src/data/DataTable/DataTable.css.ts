import { fallbackVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { stickyTop } from '../../theme/sticky.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  background: vars.color.surface,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.md,
  // Clipped to the rounded corners without being a scroll box: the header row sticks to the page.
  overflow: 'clip',
});
export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '3.25rem',
  padding: `${vars.space.xs} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.divider}`,
  flexWrap: 'wrap',
});
export const toolbarSpacer = style({ flex: 1 });
export const selectionBar = style({
  background: vars.color.primary.soft,
  color: vars.color.primary.softText,
  fontWeight: vars.fontWeight.medium,
});
// A container for its state message: the message spans what is in view, not the table's full width.
export const scroller = style({ position: 'relative', minHeight: 0, containerType: 'inline-size' });
/** A table given a height of its own: it scrolls in its box, the header row sticking to the box's top. */
export const boxed = style({ overflow: 'auto', vars: { [stickyTop]: '0px' } });
/** Wider than the page (columns added): sideways in its box, the header row moved down as the page scrolls. */
export const sideways = style({ overflowX: 'auto', overflowY: 'hidden' });
export const table = style({ width: '100%', borderCollapse: 'separate', borderSpacing: 0, fontSize: vars.fontSize.md });
export const th = style({
  position: 'sticky',
  top: fallbackVar(stickyTop, '0px'),
  transform: 'translateY(var(--table-header-lift, 0px))',
  zIndex: 1,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.03em',
  textAlign: 'left',
  whiteSpace: 'nowrap',
  padding: `0 ${vars.space.md}`,
  height: '2.5rem',
  borderBottom: `1px solid ${vars.color.divider}`,
});
export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  border: 'none',
  background: 'none',
  padding: `${vars.space['2xs']} ${vars.space['2xs']}`,
  margin: `0 calc(-1 * ${vars.space['2xs']})`,
  font: 'inherit',
  color: 'inherit',
  textTransform: 'inherit',
  letterSpacing: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
  },
});
export const sorted = style({ color: vars.color.primary.text });
export const td = style({
  padding: `0 ${vars.space.md}`,
  height: '2.75rem',
  borderBottom: `1px solid ${vars.color.divider}`,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  maxWidth: '24rem',
});
export const wrap = style({
  whiteSpace: 'normal',
  minWidth: '8rem',
  paddingBlock: vars.space.xs,
  lineHeight: vars.lineHeight.tight,
});
export const alignEnd = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
export const alignCenter = style({ textAlign: 'center' });
export const checkCell = style({ width: '2.75rem', paddingRight: 0 });
export const row = style({
  outline: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&[data-selected="true"]': { background: vars.color.surfaceSelected },
    '&[data-actionable="true"]': { cursor: 'pointer' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});
export const spacer = style({ padding: 0, border: 'none' });
export const stateCell = style({ padding: 0 });
/** The loading, empty or error message: held in view (and centred in it) while the columns scroll sideways. */
export const stateInner = style({ position: 'sticky', insetInlineStart: 0, width: '100cqi', maxWidth: '100%' });
export const stateText = style({
  margin: 0,
  padding: `${vars.space.lg} ${vars.space.md}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});
export const columnList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  minWidth: '14rem',
});
export const columnListTitle = style({
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
  marginBottom: vars.space['2xs'],
});
export const footer = style({ borderTop: `1px solid ${vars.color.divider}` });

/**
 * A phone's table: each row a compact card, its title and badge on the first line and a line
 * or two below, so a screen holds several rows. The header row stays for screen readers only.
 */
export const cards = style({ display: 'block' });
globalStyle(`${cards} thead`, {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
});
globalStyle(`${cards} tbody`, { display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.sm });
globalStyle(`${cards} tbody > tr`, {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space['3xs'],
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
globalStyle(`${cards}[data-selectable] tbody > tr`, { gridTemplateColumns: 'auto minmax(0, 1fr) auto' });
globalStyle(`${cards} tbody > tr > td`, {
  height: 'auto',
  maxWidth: 'none',
  minWidth: 0,
  padding: 0,
  border: 'none',
  textAlign: 'start',
  lineHeight: vars.lineHeight.tight,
});
globalStyle(`${cards} tbody > tr > td[data-card="title"]`, {
  gridColumn: '1 / span 1',
  gridRow: 1,
  fontWeight: vars.fontWeight.semibold,
});
globalStyle(`${cards} tbody > tr > td[data-card="badge"]`, { gridColumn: '-2 / -1', gridRow: 1, justifySelf: 'end' });
globalStyle(`${cards} tbody > tr > td[data-card="line"]`, {
  gridColumn: '1 / -1',
  fontSize: vars.fontSize.sm,
  whiteSpace: 'normal',
});
globalStyle(`${cards}[data-selectable] tbody > tr > td[data-card="title"]`, { gridColumn: '2 / span 1' });
globalStyle(`${cards}[data-selectable] tbody > tr > td[data-card="line"]`, { gridColumn: '2 / -1' });
globalStyle(`${cards} tbody > tr > td[data-card="line"]::before`, {
  content: 'attr(data-label) " "',
  color: vars.color.textMuted,
});
// A value drawn as a stack (a name over its city) reads as one line on the card.
globalStyle(`${cards} tbody > tr > td[data-card="line"] > *`, {
  display: 'inline-flex',
  flexDirection: 'row',
  flexWrap: 'wrap',
  columnGap: vars.space.xs,
  verticalAlign: 'middle',
});
globalStyle(`${cards} tbody > tr > td:first-child:not([data-card])`, { gridColumn: 1, gridRow: '1 / span 2' });
globalStyle(`${cards} tbody > tr:has(> td[colspan])`, { display: 'block', border: 'none', padding: 0 });
globalStyle(`${cards} tbody > tr > td[colspan]`, { display: 'block' });
