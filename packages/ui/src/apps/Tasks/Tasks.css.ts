import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The list and the open task sit side by side when the view itself is wide enough (a container
// query: the same view is narrower beside a navigation than alone in Storybook).
const sideBySide = 720;
export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, containerType: 'inline-size' });
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold });
export const counts = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const search = style({ flex: '0 1 20rem' });
/** The list beside the open task (the task alone on a narrow screen, the list when none is open). */
export const body = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@container': { [`(min-width: ${sideBySide}px)`]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(20rem, 2fr)' } },
});
export const hideNarrow = style({ '@container': { [`(max-width: ${sideBySide - 1}px)`]: { display: 'none' } } });
export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, margin: 0, padding: 0 });
export const sectionTitle = style({ margin: `0 0 ${vars.space.xs}`, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted, textTransform: 'uppercase', letterSpacing: '0.04em' });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, background: vars.color.surface, border: `1px solid ${vars.color.divider}`, borderRadius: vars.radius.lg });
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.divider}` }, '&[data-current]': { background: vars.color.surfaceSelected } },
});
export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3xs'], minWidth: 0 });
export const taskTitle = style({ overflowWrap: 'anywhere', selectors: { '[data-completed] &': { textDecoration: 'line-through', color: vars.color.textMuted } } });
export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const overdue = style({ color: vars.color.warn.text, fontWeight: vars.fontWeight.medium });
export const moves = style({ display: 'flex', gap: vars.space['3xs'] });
export const mark = style({ background: vars.color.caution.soft, color: vars.color.caution.softText, borderRadius: vars.radius.sm, padding: '0 1px' });
export const notes = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const detailHeader = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space.sm });
export const detailTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const subTasks = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
