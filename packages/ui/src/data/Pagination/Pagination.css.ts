import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.md,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
export const size = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const sizeSelect = style({ width: '5rem' });
export const range = style({
  fontVariantNumeric: 'tabular-nums',
  minWidth: '8rem',
  textAlign: 'right',
  color: vars.color.text,
});
export const buttons = style({ display: 'flex', gap: vars.space['3xs'] });
