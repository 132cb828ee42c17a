import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const heading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const people = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
export const personName = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
