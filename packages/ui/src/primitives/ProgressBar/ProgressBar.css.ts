import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const slide = keyframes({ '0%': { left: '-40%' }, '100%': { left: '100%' } });

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'], width: '100%' });
export const labels = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const labelText = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });
export const track = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    background: vars.color.track,
    width: '100%',
  },
  variants: { size: { xs: { height: 3 }, sm: { height: 6 }, md: { height: 10 } } },
  defaultVariants: { size: 'sm' },
});
export const fill = recipe({
  base: {
    position: 'absolute',
    top: 0,
    bottom: 0,
    left: 0,
    borderRadius: 'inherit',
    transition: `width ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  },
  variants: {
    tone: {
      primary: { background: vars.color.primary.base },
      success: { background: vars.color.success.base },
      caution: { background: vars.color.caution.base },
      warn: { background: vars.color.warn.base },
    },
  },
  defaultVariants: { tone: 'primary' },
});
export const indeterminate = style({
  width: '40%',
  animation: `${slide} 1.2s ${vars.motion.easing.standard} infinite`,
});
