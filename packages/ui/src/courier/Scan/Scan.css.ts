import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const camera = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});
export const video = style({
  width: '100%',
  maxWidth: '28rem',
  aspectRatio: '4 / 3',
  background: '#000',
  borderRadius: vars.radius.md,
  objectFit: 'cover',
});
export const cameraState = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
