import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const trigger = style({
  borderRadius: vars.radius.full,
  border: 'none',
  background: 'none',
  padding: 2,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}` } },
});
export const header = style({
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.divider}`,
  minWidth: '14rem',
});
export const name = style({ fontWeight: vars.fontWeight.semibold });
export const email = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
