import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { whenMotionOK } from '../../theme/motion';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  background: vars.color.scrim,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.lg,
  ...whenMotionOK({ selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.motion.duration.normal}` } } }),
});

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: 'calc(100vh - 2rem)',
    display: 'flex',
    flexDirection: 'column',
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    borderRadius: vars.radius.xl,
    boxShadow: vars.shadow.xl,
    outline: 'none',
    ...whenMotionOK({
      selectors: {
        '&[data-entering]': { animation: `${rise} ${vars.motion.duration.normal} ${vars.motion.easing.standard}` },
      },
    }),
  },
  variants: {
    size: {
      sm: { maxWidth: '26rem' },
      md: { maxWidth: '36rem' },
      lg: { maxWidth: '52rem' },
      xl: { maxWidth: '72rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const dialog = style({ display: 'flex', flexDirection: 'column', minHeight: 0, outline: 'none', flex: 1 });
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.xl} ${vars.space.sm}`,
});
export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold, margin: 0, flex: 1 });
export const body = style({ padding: `${vars.space.sm} ${vars.space.xl}`, overflow: 'auto', minHeight: 0, flex: 1 });
export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl} ${vars.space.lg}`,
  flexWrap: 'wrap',
});
