import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'] });
// The pad stays white in both schemes: the signature is printed on paper.
export const canvas = style({
  width: '100%',
  height: '10rem',
  background: '#fff',
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  touchAction: 'none',
  cursor: 'crosshair',
  selectors: { '&[data-invalid]': { borderColor: vars.color.warn.base } },
});
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
export const hint = style({ marginRight: 'auto', fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.warn.text });
