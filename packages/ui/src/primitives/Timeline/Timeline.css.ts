import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const item = style({ position: 'relative', display: 'flex', gap: vars.space.md, paddingBottom: vars.space.lg });
export const rail = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  flexShrink: 0,
  selectors: {
    [`${item}:not(:last-child) &::after`]: {
      content: '""',
      position: 'absolute',
      top: '2rem',
      bottom: `calc(-1 * ${vars.space.lg})`,
      width: 2,
      background: vars.color.divider,
    },
  },
});
export const marker = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '2rem',
    height: '2rem',
    borderRadius: '50%',
    flexShrink: 0,
  },
  variants: {
    tone: {
      neutral: { background: vars.color.accent.soft, color: vars.color.accent.softText },
      primary: { background: vars.color.primary.soft, color: vars.color.primary.softText },
      info: { background: vars.color.info.soft, color: vars.color.info.softText },
      success: { background: vars.color.success.soft, color: vars.color.success.softText },
      caution: { background: vars.color.caution.soft, color: vars.color.caution.softText },
      warn: { background: vars.color.warn.soft, color: vars.color.warn.softText },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3xs'],
  minWidth: 0,
  paddingTop: vars.space['2xs'],
  flex: 1,
});
export const headline = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const title = style({ fontWeight: vars.fontWeight.semibold });
export const time = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, fontSize: vars.fontSize.sm });
