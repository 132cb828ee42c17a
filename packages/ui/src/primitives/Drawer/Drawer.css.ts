import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { whenMotionOK } from '../../theme/motion';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fromLeft = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'none' } });
const fromRight = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.drawer,
  background: vars.color.scrim,
  ...whenMotionOK({ selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.normal}` } } }),
});

const enterFromLeft = style(
  whenMotionOK({
    selectors: {
      '&[data-entering]': { animation: `${fromLeft} ${vars.motion.duration.normal} ${vars.motion.easing.standard}` },
    },
  }),
);
const enterFromRight = style(
  whenMotionOK({
    selectors: {
      '&[data-entering]': { animation: `${fromRight} ${vars.motion.duration.normal} ${vars.motion.easing.standard}` },
    },
  }),
);

export const panel = recipe({
  base: {
    position: 'fixed',
    top: 0,
    bottom: 0,
    display: 'flex',
    flexDirection: 'column',
    maxWidth: '100vw',
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.xl,
    outline: 'none',
  },
  variants: {
    side: {
      left: [{ left: 0 }, enterFromLeft],
      right: [{ right: 0 }, enterFromRight],
    },
  },
});

export const dialog = style({ display: 'flex', flexDirection: 'column', height: '100%', outline: 'none' });
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.topBar,
  padding: `0 ${vars.space.md} 0 ${vars.space.xl}`,
  borderBottom: `1px solid ${vars.color.divider}`,
});
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, margin: 0, flex: 1 });
export const body = style({ flex: 1, overflow: 'auto', minHeight: 0 });
