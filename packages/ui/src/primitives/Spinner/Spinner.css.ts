import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: '50%',
    borderStyle: 'solid',
    borderColor: vars.color.primary.text,
    borderRightColor: 'transparent',
    animation: `${spin} 0.75s linear infinite`,
  },
  variants: {
    size: {
      sm: { width: '1rem', height: '1rem', borderWidth: 2 },
      md: { width: '1.5rem', height: '1.5rem', borderWidth: 2.5 },
      lg: { width: '2.5rem', height: '2.5rem', borderWidth: 3 },
    },
  },
  defaultVariants: { size: 'md' },
});
