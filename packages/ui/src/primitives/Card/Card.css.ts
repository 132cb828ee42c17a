import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.xl,
    boxShadow: vars.shadow.md,
    overflow: 'hidden',
  },
  variants: {
    padding: { none: {}, md: { padding: vars.space.lg }, lg: { padding: vars.space.xl } },
    outlined: { true: { boxShadow: 'none', border: `1px solid ${vars.color.divider}` }, false: {} },
  },
  defaultVariants: { padding: 'md', outlined: false },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});
export const titles = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3xs'], minWidth: 0 });
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, margin: 0 });
export const subtitle = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
