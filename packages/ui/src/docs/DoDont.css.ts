import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space.md,
  color: vars.color.text,
});
const example = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surface,
});
/** The verdict's colour runs along the top, and it is said in words and by its icon too. */
export const figure = styleVariants({
  do: [example, { borderTop: `4px solid ${vars.color.success.base}` }],
  dont: [example, { borderTop: `4px solid ${vars.color.warn.base}` }],
});
export const stage = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: '6rem',
  padding: vars.space.lg,
  background: vars.color.background,
});
export const caption = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});
const verdictBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
});
export const verdict = styleVariants({
  do: [verdictBase, { color: vars.color.success.text }],
  dont: [verdictBase, { color: vars.color.warn.text }],
});
export const sketch = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: '12rem',
  maxWidth: '100%',
  padding: vars.space.md,
  border: `1px solid ${vars.color.divider}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.sm,
});
export const sketchTitle = style({ fontSize: vars.fontSize.md });
export const sketchActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
