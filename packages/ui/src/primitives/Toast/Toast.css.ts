import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { whenMotionOK } from '../../theme/motion';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(12px)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = style({
  position: 'fixed',
  bottom: vars.space.lg,
  right: vars.space.lg,
  left: 'auto',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  outline: 'none',
  width: 'min(24rem, calc(100vw - 2rem))',
  selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '4px' } },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.xl,
    borderLeft: '4px solid',
    outline: 'none',
    ...whenMotionOK({ animation: `${slideIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}` }),
    selectors: { '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
  },
  variants: {
    tone: {
      info: { borderLeftColor: vars.color.info.base },
      success: { borderLeftColor: vars.color.success.base },
      caution: { borderLeftColor: vars.color.caution.base },
      warn: { borderLeftColor: vars.color.warn.base },
    },
  },
});
export const icon = recipe({
  base: { flexShrink: 0, marginTop: 1 },
  variants: {
    tone: {
      info: { color: vars.color.info.text },
      success: { color: vars.color.success.text },
      caution: { color: vars.color.caution.text },
      warn: { color: vars.color.warn.text },
    },
  },
});
export const content = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3xs'],
  minWidth: 0,
});
export const title = style({ fontWeight: vars.fontWeight.semibold });
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
