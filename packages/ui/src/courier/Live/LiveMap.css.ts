import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// A truck on the live map; the chosen one is ringed.
export const truck = style({ cursor: 'pointer' });
export const selected = style({});
globalStyle(`path${selected}`, { stroke: vars.color.text, strokeWidth: 3, fillOpacity: 1 });

// An office on the live map: a small square under the trucks, told apart from them by its shape.
export const office = style({
  background: vars.color.surface,
  border: `2px solid ${vars.color.text}`,
  borderRadius: vars.radius.sm,
  boxSizing: 'border-box',
});
