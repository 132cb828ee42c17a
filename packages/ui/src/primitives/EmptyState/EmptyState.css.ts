import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  padding: `${vars.space['2xl']} ${vars.space.xl}`,
  color: vars.color.textMuted,
});
export const iconCircle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '3.5rem',
  borderRadius: '50%',
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  marginBottom: vars.space.xs,
});
export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  margin: 0,
});
export const description = style({ fontSize: vars.fontSize.md, maxWidth: '28rem' });
export const actions = style({ marginTop: vars.space.sm, display: 'flex', gap: vars.space.sm });
