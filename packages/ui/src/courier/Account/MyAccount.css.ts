import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Profile and password side by side where there is room, one above the other on a phone. */
export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  alignItems: 'start',
});
export const form = style({ display: 'grid', gap: vars.space.md });
export const actions = style({ display: 'flex', justifyContent: 'flex-end' });
/** A value the person cannot change here (the email). */
export const fixed = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const device = style({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
