import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const cell = style({
  borderRight: `1px solid ${vars.color.divider}`,
  borderBottom: `1px solid ${vars.color.divider}`,
  selectors: { '&:nth-child(2n)': { borderRight: 'none' } },
});
export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  width: '100%',
  minHeight: '7.5rem',
  padding: vars.space.md,
  color: vars.color.text,
  textDecoration: 'none',
  textAlign: 'center',
  background: 'none',
  border: 'none',
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover, &[data-hovered]': { background: vars.color.surfaceHover },
    '&:focus-visible, &[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
  },
});
export const tileIcon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: '50%',
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});
export const label = style({ fontWeight: vars.fontWeight.medium });
export const description = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const editMark = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  color: vars.color.textMuted,
});
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.lg });
export const formActions = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  alignItems: 'center',
});
export const spacer = style({ flex: 1 });
