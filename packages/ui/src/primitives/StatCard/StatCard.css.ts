import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.md,
  color: vars.color.text,
  textDecoration: 'none',
  minWidth: 0,
  outline: 'none',
  transition: `box-shadow ${vars.motion.duration.fast}, transform ${vars.motion.duration.fast}`,
  selectors: {
    'a&[data-hovered], a&:hover': { boxShadow: vars.shadow.lg },
    '&[data-focus-visible], a&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
export const top = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});
export const value = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});
export const icon = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '2.25rem',
    height: '2.25rem',
    borderRadius: vars.radius.lg,
  },
  variants: {
    tone: {
      primary: { background: vars.color.primary.soft, color: vars.color.primary.softText },
      info: { background: vars.color.info.soft, color: vars.color.info.softText },
      success: { background: vars.color.success.soft, color: vars.color.success.softText },
      caution: { background: vars.color.caution.soft, color: vars.color.caution.softText },
      warn: { background: vars.color.warn.soft, color: vars.color.warn.softText },
      neutral: { background: vars.color.accent.soft, color: vars.color.accent.softText },
    },
  },
  defaultVariants: { tone: 'primary' },
});
export const delta = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['3xs'],
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
  },
  variants: {
    tone: {
      good: { color: vars.color.success.text },
      bad: { color: vars.color.warn.text },
      neutral: { color: vars.color.textMuted },
    },
  },
});
export const footnote = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
