import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The control box and the chevron laid over its end; the chevron lets the presses through. */
export const box = style({ position: 'relative', display: 'flex' });
export const select = style({
  appearance: 'none',
  cursor: 'pointer',
  font: 'inherit',
  fontSize: vars.fontSize.md,
  textOverflow: 'ellipsis',
  paddingRight: `calc(${vars.space.md} + 22px)`,
  // The keyboard's ring, as on the library's own fields (a click shows none).
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
export const chevron = style({
  position: 'absolute',
  right: vars.space.md,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.textMuted,
  display: 'flex',
});
