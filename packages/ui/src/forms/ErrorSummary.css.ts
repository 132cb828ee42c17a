import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: `4px solid ${vars.color.warn.base}`,
  background: vars.color.warn.soft,
  color: vars.color.warn.softText,
});
export const title = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
/** As many columns as fit: a long list stays short. */
export const list = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  columns: '16rem',
  columnGap: vars.space['2xl'],
  lineHeight: vars.lineHeight.relaxed,
});
export const link = style({
  color: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
