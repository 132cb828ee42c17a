import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const skeleton = style({
  display: 'block',
  background: vars.color.track,
  borderRadius: vars.radius.md,
  animation: `${pulse} 1.6s ease-in-out infinite`,
});
export const text = style({ height: '0.75em', margin: '0.35em 0' });
export const circle = style({ borderRadius: '50%' });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
