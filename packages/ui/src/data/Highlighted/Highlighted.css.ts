import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const mark = style({
  background: vars.color.caution.soft,
  color: vars.color.caution.softText,
  borderRadius: vars.radius.sm,
  padding: '0 1px',
});
