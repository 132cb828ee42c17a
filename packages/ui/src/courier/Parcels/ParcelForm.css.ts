import { style } from '@vanilla-extract/css';
import { breakpoints } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });
export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });
export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold });
export const note = style({ margin: 0, color: vars.color.textMuted });
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [`screen and (min-width: ${breakpoints.lg}px)`]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});
export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });
export const side = style({
  '@media': {
    [`screen and (min-width: ${breakpoints.lg}px)`]: {
      position: 'sticky',
      top: `calc(${vars.size.topBar} + ${vars.space.lg})`,
    },
  },
});
export const sticky = style({});
export const card = style({});
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))',
  alignItems: 'start',
});
export const grid4 = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
  alignItems: 'start',
});
export const span2 = style({
  gridColumn: 'span 2',
  '@media': { [`screen and (max-width: ${breakpoints.sm}px)`]: { gridColumn: 'auto' } },
});
export const customer = style({ marginBottom: vars.space.md, maxWidth: '32rem' });
export const serviceOption = style({ display: 'inline-flex', flexDirection: 'column' });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const weights = style({ margin: `${vars.space.md} 0`, color: vars.color.textMuted });
export const buttons = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});
