import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const filled = (role: keyof typeof rolesOf) => ({
  background: rolesOf[role].base,
  color: rolesOf[role].on,
  selectors: {
    '&[data-hovered]': { background: rolesOf[role].hover },
    '&[data-pressed]': { background: rolesOf[role].hover, transform: 'translateY(1px)' },
  },
});
const rolesOf = { primary: vars.color.primary, warn: vars.color.warn } as const;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    textDecoration: 'none',
    transition: `background ${vars.motion.duration.fast}, border-color ${vars.motion.duration.fast}, color ${vars.motion.duration.fast}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
      '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: filled('primary'),
      danger: filled('warn'),
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.border,
        selectors: {
          '&[data-hovered]': { background: vars.color.surfaceHover, borderColor: vars.color.borderStrong },
          '&[data-pressed]': { background: vars.color.surfaceHover, transform: 'translateY(1px)' },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&[data-hovered]': { background: vars.color.surfaceHover },
          '&[data-pressed]': { background: vars.color.surfaceHover },
        },
      },
      link: {
        background: 'transparent',
        color: vars.color.primary.text,
        padding: '0 !important',
        height: 'auto !important',
        selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
      },
    },
    size: {
      sm: { height: vars.size.controlSm, padding: `0 ${vars.space.md}`, fontSize: vars.fontSize.sm },
      md: { height: vars.size.control, padding: `0 ${vars.space.lg}`, fontSize: vars.fontSize.md },
      lg: { height: vars.size.controlLg, padding: `0 ${vars.space.xl}`, fontSize: vars.fontSize.lg },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const pendingSpinner = style({
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
});
