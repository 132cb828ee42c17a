import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const soft = (role: { soft: string; softText: string }) => ({ background: role.soft, color: role.softText });

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2xs'],
    borderRadius: vars.radius.full,
    fontWeight: vars.fontWeight.semibold,
    whiteSpace: 'nowrap',
    lineHeight: 1,
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.accent.soft, color: vars.color.accent.softText },
      primary: soft(vars.color.primary),
      accent: soft(vars.color.accent),
      info: soft(vars.color.info),
      success: soft(vars.color.success),
      caution: soft(vars.color.caution),
      warn: soft(vars.color.warn),
    },
    size: {
      sm: { fontSize: vars.fontSize.xs, padding: `0.1875rem ${vars.space.xs}` },
      md: { fontSize: vars.fontSize.sm, padding: `${vars.space['2xs']} ${vars.space.sm}` },
    },
    /** A solid count bubble, for unread counts on icons. */
    count: {
      true: {
        background: vars.color.warn.base,
        color: vars.color.warn.on,
        minWidth: '1.125rem',
        height: '1.125rem',
        padding: `0 ${vars.space['2xs']}`,
        justifyContent: 'center',
        fontSize: '0.6875rem',
      },
      false: {},
    },
  },
  defaultVariants: { tone: 'neutral', size: 'sm', count: false },
});

export const dot = recipe({
  base: { width: '0.5rem', height: '0.5rem', borderRadius: '50%', flexShrink: 0 },
  variants: {
    tone: {
      neutral: { background: vars.color.neutral[500] },
      primary: { background: vars.color.primary.base },
      accent: { background: vars.color.accent.base },
      info: { background: vars.color.info.base },
      success: { background: vars.color.success.base },
      caution: { background: vars.color.caution.base },
      warn: { background: vars.color.warn.base },
    },
  },
});
