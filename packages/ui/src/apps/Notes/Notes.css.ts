import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The side list beside the board when the view is wide enough (a container query), above it otherwise.
const sideBySide = 760;
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  containerType: 'inline-size',
  minWidth: 0,
});
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const tools = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm });
export const search = style({ width: '18rem', maxWidth: '100%' });
export const body = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@container': { [`(min-width: ${sideBySide}px)`]: { gridTemplateColumns: '14rem minmax(0, 1fr)' } },
});
export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** Notes in columns, each as tall as what it holds (a masonry board with CSS columns). */
export const board = style({ listStyle: 'none', margin: 0, padding: 0, columns: '15rem', columnGap: vars.space.md });
export const note = style({
  breakInside: 'avoid',
  marginBottom: vars.space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
});
export const noteOpen = style({
  all: 'unset',
  cursor: 'pointer',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
export const noteTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});
export const noteContent = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 8,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});
export const tasks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2xs'],
});
export const done = style({ textDecoration: 'line-through', color: vars.color.textMuted });
export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2xs'] });

export const checklist = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});
export const taskRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs });
/** A checklist line in the editor: its box, its text and its remove button on one line. */
export const lineRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const taskField = style({ flex: 1, minWidth: 0 });
