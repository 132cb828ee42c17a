import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  containerType: 'inline-size',
});
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const titles = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'], minWidth: 0 });
export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});
export const crumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${crumbs} > li:not(:last-child)::after`, {
  content: '"/"',
  marginLeft: vars.space.xs,
  color: vars.color.textMuted,
});
export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const toggle = style({
  display: 'inline-flex',
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
});
export const toggleButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  border: 0,
  background: vars.color.surface,
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-selected]': { background: vars.color.primary.soft, color: vars.color.primary.softText },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});
/** The folder beside a file's details when there is room; the details under it when not. */
export const body = style({ display: 'grid', gap: vars.space.lg, alignItems: 'start' });
export const withDetails = style({
  '@container': { '(min-width: 760px)': { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});
export const main = style({ minWidth: 0 });
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
});
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  height: '100%',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.divider}`,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.primary.base },
    '&[aria-current="true"]': { borderColor: vars.color.primary.base, background: vars.color.primary.soft },
  },
});
export const tileName = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
export const folderIcon = style({ color: vars.color.caution.base, flex: 'none' });
export const fileIcon = style({ color: vars.color.primary.base, flex: 'none' });
export const nameCell = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.divider}`,
  background: vars.color.surface,
  minWidth: 0,
});
export const detailsHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const detailsTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
export const close = style({
  display: 'inline-grid',
  placeItems: 'center',
  padding: vars.space['2xs'],
  borderRadius: vars.radius.md,
});
export const preview = style({
  display: 'grid',
  placeItems: 'center',
  height: '8rem',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.primary.base,
});
export const facts = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });
export const fact = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });
export const description = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
});
export const newFolder = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });
export const actionError = style({ color: vars.color.warn.text, margin: 0 });
export const drop = style({
  minWidth: 0,
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { outline: `2px dashed ${vars.color.primary.base}`, outlineOffset: 4 },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 4 },
  },
});
export const previewImage = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: 240,
  margin: '0 auto',
  borderRadius: vars.radius.sm,
});
export const previewPdf = style({ width: '100%', height: 320, border: 0, borderRadius: vars.radius.sm });
export const detailActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** A tile with its actions' button in its corner, beside (not inside) the tile's link. */
export const tileItem = style({ position: 'relative', minWidth: 0 });
export const tileMenu = style({ position: 'absolute', top: vars.space['2xs'], right: vars.space['2xs'] });
export const sharedNote = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});
export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const destinations = style({
  minWidth: 0,
  maxHeight: '18rem',
  overflow: 'auto',
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
});
