import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const handle = style({
  display: 'inline-grid',
  placeItems: 'center',
  alignSelf: 'center',
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'grab',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});
