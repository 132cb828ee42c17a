import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const title = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  overflowWrap: 'anywhere',
});
export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});

// The boards: cards in a grid.
export const boards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
});
export const boardCard = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  selectors: {
    '&:hover': { boxShadow: vars.shadow.md },
    '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
export const boardIcon = style({
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.full,
  background: vars.color.primary.soft,
  color: vars.color.primary.softText,
});
/** The board's name is its link; the link covers the whole card. */
export const boardLink = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  outline: 'none',
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg } },
});
export const members = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2xs'],
  marginTop: 'auto',
  paddingTop: vars.space.sm,
});

// One board: its lists side by side, scrolled sideways when they do not fit.
export const lists = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  overflowX: 'auto',
  scrollSnapType: 'x proximity',
  paddingBottom: vars.space.md,
  minHeight: '20rem',
});
export const list = style({
  flex: '0 0 18rem',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: '85vw',
  scrollSnapAlign: 'start',
  padding: vars.space.sm,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.lg,
});
export const listHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: `0 ${vars.space['2xs']}`,
});
export const listTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
export const count = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  marginInlineStart: vars.space.xs,
});
export const cards = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  minHeight: '3rem',
  borderRadius: vars.radius.md,
  outline: 'none',
  selectors: {
    '&[data-drop-target]': { outline: `2px dashed ${vars.color.primary.base}`, outlineOffset: '2px' },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` },
  },
});
export const emptyList = style({
  margin: 0,
  padding: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
export const card = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: vars.space.sm,
  background: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-hovered]': { borderColor: vars.color.border },
    '&[data-dragging]': { opacity: 0.5 },
  },
});
export const cardMain = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
});
export const cardTitle = style({ overflowWrap: 'anywhere' });
export const cardMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2xs'],
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
export const overdue = style({ color: vars.color.warn.text, fontWeight: vars.fontWeight.medium });
export const dropLine = style({
  height: 0,
  margin: `-1px ${vars.space.xs}`,
  selectors: { '&[data-drop-target]': { outline: `2px solid ${vars.color.primary.base}`, borderRadius: '2px' } },
});
export const addForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const addActions = style({ display: 'flex', gap: vars.space.xs });
export const newList = style({ flex: '0 0 18rem', maxWidth: '85vw' });

// The boards page's two views (active, archived).
export const views = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: vars.space.lg });
globalStyle(`${views} a[aria-current="page"]`, {
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.35em',
  textDecorationThickness: '2px',
});
/** A mark on a board's card (archived) keeps its own width in the card's column. */
export const boardMark = style({ alignSelf: 'flex-start' });
export const boardHeaderSide = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const archivedNotice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.warn.soft,
  color: vars.color.warn.text,
});

// A card's facts on its face.
export const cardFact = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2xs'] });
export const checklistDone = style([cardFact, { color: vars.color.success.text }]);
export const assignee = style({ marginInlineStart: 'auto' });

// The card editor's checklist and comments.
export const sectionTitle = style({
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});
export const checklist = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});
export const checklistItems = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
});
export const checklistItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  overflowWrap: 'anywhere',
});
export const addItem = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });
export const comments = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const commentList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
export const comment = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });
export const commentBody = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
});
export const commentText = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const addComment = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});
