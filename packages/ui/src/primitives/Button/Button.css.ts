import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const button = style({
  background: vars.color.primary,
  color: vars.color.onPrimary,
  border: 'none',
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  cursor: 'pointer',
});
