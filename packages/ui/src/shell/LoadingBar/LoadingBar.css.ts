import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const slide = keyframes({
  '0%': { left: '-35%', right: '100%' },
  '60%': { left: '100%', right: '-90%' },
  '100%': { left: '100%', right: '-90%' },
});

export const bar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: 3,
  zIndex: vars.zIndex.loadingBar,
  overflow: 'hidden',
  pointerEvents: 'none',
});
export const fill = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  left: 0,
  background: vars.color.primary.base,
  transition: `width ${vars.motion.duration.normal}`,
});
export const indeterminate = style({ animation: `${slide} 1.6s ${vars.motion.easing.standard} infinite` });
