import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tooltip = style({
  background: vars.color.neutral[800],
  color: vars.color.neutral[50],
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  padding: `${vars.space['2xs']} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  boxShadow: vars.shadow.md,
  maxWidth: '18rem',
  zIndex: vars.zIndex.tooltip,
  selectors: {
    '&[data-entering]': { animation: 'none', opacity: 1 },
  },
});
export const arrow = style({ fill: vars.color.neutral[800] });
