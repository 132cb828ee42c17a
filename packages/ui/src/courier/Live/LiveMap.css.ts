import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// A truck on the live map; the chosen one is ringed.
export const truck = style({ cursor: 'pointer' });
export const selected = style({});
globalStyle(`path${selected}`, { stroke: vars.color.text, strokeWidth: 3, fillOpacity: 1 });
