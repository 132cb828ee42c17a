import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const basic = style({ width: 'min(22rem, 40vw)' });
export const bar = style({
  position: 'absolute',
  inset: 0,
  zIndex: 5,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `0 ${vars.space.lg}`,
  background: vars.color.surface,
  color: vars.color.text,
});
export const barField = style({ flex: 1 });
export const barInput = style({
  border: 'none',
  fontSize: vars.fontSize.lg,
  height: '100%',
  boxShadow: 'none',
  selectors: { '&[data-focus-within], &[data-focused]': { boxShadow: 'none' } },
});
export const result = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });
export const resultText = style({ display: 'flex', flexDirection: 'column', minWidth: 0, flex: 1 });
export const title = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const subtitle = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const hint = style({ padding: vars.space.md, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const done = style({ textDecoration: 'line-through', color: vars.color.textMuted });
