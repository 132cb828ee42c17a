import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.md, flexWrap: 'wrap' });
export const title = style({ margin: 0, marginRight: 'auto', fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold });
export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
  padding: vars.space.lg,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.divider}`,
});
export const search = style({ gridColumn: '1 / -1', '@media': { [`screen and (min-width: ${breakpoints.md}px)`]: { gridColumn: 'span 2' } } });
export const clear = style({ justifySelf: 'start' });
export const tracking = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });
export const stack = style({ display: 'flex', flexDirection: 'column' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
