import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2rem',
  padding: `${vars.space['2xs']} ${vars.space.md}`,
  background: vars.color.caution.soft,
  color: vars.color.caution.softText,
  fontSize: vars.fontSize.sm,
  borderBottom: `1px solid ${vars.color.divider}`,
});
export const exposed = style({ background: vars.color.warn.soft, color: vars.color.warn.softText });
export const text = style({ flex: 1, minWidth: 0 });
export const label = style({ fontWeight: vars.fontWeight.semibold });
