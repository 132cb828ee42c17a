import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const iconButton = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    border: 'none',
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: 'inherit',
    cursor: 'pointer',
    outline: 'none',
    transition: `background ${vars.motion.duration.fast}`,
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover },
      '&[data-pressed]': { background: vars.color.surfaceHover },
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
      '&[data-disabled]': { opacity: 0.45, cursor: 'not-allowed' },
    },
  },
  variants: {
    size: {
      sm: { width: vars.size.controlSm, height: vars.size.controlSm },
      md: { width: vars.size.control, height: vars.size.control },
      lg: { width: vars.size.controlLg, height: vars.size.controlLg },
    },
    tone: {
      neutral: {},
      primary: { color: vars.color.primary.text },
      danger: { color: vars.color.warn.text },
    },
  },
  defaultVariants: { size: 'md', tone: 'neutral' },
});

export const badge = style({ position: 'absolute', top: 1, right: 1, pointerEvents: 'none' });
