import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const sideBySide = 760;
const split = 1100;
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  containerType: 'inline-size',
  minWidth: 0,
});
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold });
export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const body = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@container': { [`(min-width: ${sideBySide}px)`]: { gridTemplateColumns: '13rem minmax(0, 1fr)' } },
});
/** The list and the open mail side by side ("right" layout) when there is room. */
export const main = style({ display: 'grid', gap: vars.space.md, alignItems: 'start', minWidth: 0 });
export const mainSplit = style({
  '@container': { [`(min-width: ${split}px)`]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});
export const hideNarrow = style({ '@container': { [`(max-width: ${split - 1}px)`]: { display: 'none' } } });
export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'] });
export const dot = style({ width: '0.625rem', height: '0.625rem', borderRadius: vars.radius.full, flexShrink: 0 });
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.control,
});
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  outline: 'none',
});
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.divider}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:last-child': { borderBottom: 0 },
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.surfaceSelected },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});
export const current = style({ boxShadow: `inset 3px 0 0 ${vars.color.primary.base}` });
export const unread = style({ fontWeight: vars.fontWeight.semibold });
export const rowMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3xs'], minWidth: 0 });
export const line = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });
export const ellipsis = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });
export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, whiteSpace: 'nowrap' });
export const starred = style({ color: vars.color.caution.text });
export const important = style({ color: vars.color.warn.text });
export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minWidth: 0 });
export const subject = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space['3xs']} ${vars.space.sm}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });
export const content = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: vars.lineHeight.relaxed,
});
export const attachments = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
export const attachment = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  minWidth: '12rem',
});
/** An attachment's preview under the list, made from its bytes. */
export const preview = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: `${vars.space.sm} 0 0`,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
});
export const previewImage = style({ display: 'block', maxWidth: '100%', maxHeight: 360, margin: '0 auto' });
export const previewPdf = style({ width: '100%', height: 420, border: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });
export const unreadDot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.primary.base,
  flexShrink: 0,
});
/** The layout switch: the chosen way is filled. */
export const toggle = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.control,
  height: vars.size.control,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-selected]': {
      background: vars.color.primary.soft,
      color: vars.color.primary.softText,
      borderColor: vars.color.primary.base,
    },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** The compose dialog: the fields one under another, the state and the buttons at the bottom. */
export const compose = style({ display: 'grid', gap: vars.space.md });
/** The whole dialog takes dropped files: outlined while files are dragged over it. */
export const composeDrop = style({
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { outline: `2px dashed ${vars.color.primary.base}`, outlineOffset: 4 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 4 },
  },
});
export const composeFiles = style({ display: 'grid', gap: vars.space.sm });
export const fileError = style({ color: vars.color.warn.text, fontSize: vars.fontSize.sm, margin: 0 });
export const composeActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});
globalStyle(`${composeActions} > p`, { marginRight: 'auto' });
/** The links of a mail's text. */
globalStyle(`${content} a`, { color: vars.color.primary.text, textDecoration: 'underline' });
