import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const textarea = style({
  resize: 'none',
  overflowY: 'auto',
  padding: `${vars.space.xs} ${vars.space.md}`,
  minHeight: vars.size.control,
  lineHeight: vars.lineHeight.normal,
  alignItems: 'flex-start',
});
