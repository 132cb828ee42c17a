import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Reports: the controls and the table's scrolling box (the chart and its table are in Charts/Chart.css).
export const controls = style({ display: 'grid', gap: vars.space.md, alignItems: 'end', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' });
export const tableWrap = style({ overflowX: 'auto' });
