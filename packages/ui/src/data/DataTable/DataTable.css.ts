import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  background: vars.color.surface,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.md,
  overflow: 'hidden',
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
export const scroller = style({ overflow: 'auto', position: 'relative', minHeight: 0, containerType: 'inline-size' });
export const table = style({ width: '100%', borderCollapse: 'separate', borderSpacing: 0, fontSize: vars.fontSize.md });
export const th = style({
  position: 'sticky',
  top: 0,
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
 * A phone's table: each row a card of "column: value" lines, so every column (the status too)
 * is on screen without scrolling sideways. The header row stays for screen readers only.
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
globalStyle(`${cards} tbody`, { display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.sm });
globalStyle(`${cards} tbody > tr`, {
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});
globalStyle(`${cards} tbody > tr > td`, {
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: 'auto',
  minHeight: '2rem',
  maxWidth: 'none',
  padding: `${vars.space['2xs']} 0`,
  border: 'none',
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  textAlign: 'start',
});
globalStyle(`${cards} tbody > tr > td::before`, {
  content: 'attr(data-label)',
  flex: '0 0 38%',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${cards} tbody > tr > td:not([data-label])::before`, { content: 'none' });
globalStyle(`${cards} tbody > tr:has(> td[colspan])`, { border: 'none', padding: 0 });
globalStyle(`${cards} tbody > tr > td[colspan]`, { display: 'block' });
