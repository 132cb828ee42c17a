import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const alert = style({ margin: 0, color: vars.color.warn.text, fontWeight: vars.fontWeight.medium });
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
});
export const group = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
export const labelRow = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.xs });
export const field = style({ flex: 1, minWidth: 0 });
export const labels = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
