import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const avatar = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: '50%',
    background: vars.color.primary.soft,
    color: vars.color.primary.softText,
    fontWeight: vars.fontWeight.semibold,
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { width: '1.75rem', height: '1.75rem', fontSize: '0.6875rem' },
      md: { width: '2.25rem', height: '2.25rem', fontSize: vars.fontSize.sm },
      lg: { width: '3rem', height: '3rem', fontSize: vars.fontSize.lg },
      xl: { width: '5rem', height: '5rem', fontSize: vars.fontSize['2xl'] },
    },
  },
  defaultVariants: { size: 'md' },
});

export const image = style({ width: '100%', height: '100%', borderRadius: '50%', objectFit: 'cover' });

export const status = recipe({
  base: {
    position: 'absolute',
    right: 0,
    bottom: 0,
    width: '30%',
    height: '30%',
    minWidth: '0.5rem',
    minHeight: '0.5rem',
    borderRadius: '50%',
    boxShadow: `0 0 0 2px ${vars.color.surface}`,
  },
  variants: {
    status: {
      online: { background: vars.color.success.base },
      away: { background: vars.color.caution.base },
      busy: { background: vars.color.warn.base },
      'not-visible': { background: vars.color.neutral[400] },
    },
  },
});
