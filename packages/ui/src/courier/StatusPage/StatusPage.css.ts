import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  maxWidth: '32rem',
  margin: '0 auto',
  padding: `${vars.space['3xl']} ${vars.space.lg}`,
});
export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '4.5rem',
    height: '4.5rem',
    borderRadius: '50%',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.primary.soft, color: vars.color.primary.softText },
      warn: { background: vars.color.warn.soft, color: vars.color.warn.softText },
    },
  },
});
export const code = style({
  margin: 0,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
  lineHeight: 1,
});
export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold });
export const text = style({ margin: 0, color: vars.color.textMuted });
export const action = style({ marginTop: vars.space.sm });
