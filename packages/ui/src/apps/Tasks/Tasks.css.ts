import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The list and the open task sit side by side when the view itself is wide enough (a container
// query: the same view is narrower beside a navigation than alone in Storybook).
const sideBySide = 720;
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  containerType: 'inline-size',
});
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold });
export const counts = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const search = style({ flex: '0 1 20rem' });
/** The search and the header's two ways on: a new task, the tasks given to me. */
export const tools = style({
  display: 'flex',
  flex: '1 1 auto',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});
/** The list beside the open task (the task alone on a narrow screen, the list when none is open). */
export const body = style({ display: 'grid', gap: vars.space.lg, alignItems: 'start' });
export const split = style({
  '@container': { [`(min-width: ${sideBySide}px)`]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(20rem, 2fr)' } },
});
export const hideNarrow = style({ '@container': { [`(max-width: ${sideBySide - 1}px)`]: { display: 'none' } } });
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  overflowWrap: 'anywhere',
});
/** The one list: sections are its items too, so a drag can move a task into another section. */
export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'], margin: 0, padding: 0 });
const item = {
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
    '&[data-dragging]': { opacity: 0.5 },
  },
} as const;
export const dropLine = style({
  height: 0,
  margin: `-1px ${vars.space.xs}`,
  selectors: { '&[data-drop-target]': { outline: `2px solid ${vars.color.primary.base}`, borderRadius: '2px' } },
});
export const sectionRow = style({
  ...item,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.md} ${vars.space.xs} ${vars.space['2xs']}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  selectors: { ...item.selectors, '&:first-child': { paddingTop: 0 } },
});
export const row = style({
  ...item,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.md,
});
export const current = style({ background: vars.color.surfaceSelected });
export const completed = style({});
export const main = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space['3xs'], minWidth: 0 });
export const taskTitle = style({
  overflowWrap: 'anywhere',
  selectors: { [`${completed} &`]: { textDecoration: 'line-through', color: vars.color.textMuted } },
});
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const overdue = style({ color: vars.color.warn.text, fontWeight: vars.fontWeight.medium });
export const notes = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const detailHeader = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const detailTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
export const subTasks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
/** The tasks given to the user, a card each. */
export const assigned = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
