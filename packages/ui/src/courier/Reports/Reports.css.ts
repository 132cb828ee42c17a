import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Reports: the controls, the chart in the theme's chart colours, the table and the print sheet.
export const controls = style({ display: 'grid', gap: vars.space.md, alignItems: 'end', gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' });
export const chart = style({ width: '100%', minWidth: 0 });
export const tooltip = style({});
globalStyle(`${tooltip} .recharts-default-tooltip`, { background: `${vars.color.surfaceRaised} !important`, borderColor: `${vars.color.border} !important`, borderRadius: vars.radius.md, color: vars.color.text });
globalStyle(`${chart} .recharts-cartesian-grid line`, { stroke: vars.color.divider });
globalStyle(`${chart} .recharts-cartesian-axis-tick-value`, { fill: vars.color.textMuted, fontSize: vars.fontSize.xs });
globalStyle(`${chart} .recharts-cartesian-axis-line`, { stroke: vars.color.divider });
globalStyle(`${chart} .recharts-legend-item-text`, { color: `${vars.color.text} !important` });

const colors = [vars.color.chart[1], vars.color.chart[2], vars.color.chart[3], vars.color.chart[4], vars.color.chart[5], vars.color.chart[6], vars.color.chart[7], vars.color.chart[8]];
export const series = colors.map(() => style({}));
colors.forEach((color, i) => {
  globalStyle(`${series[i]}.recharts-bar path, ${series[i]} .recharts-bar-rectangle path`, { fill: color });
  globalStyle(`${series[i]} .recharts-line-curve, ${series[i]}.recharts-line path`, { stroke: color });
  globalStyle(`${chart} .recharts-legend-item:nth-child(${i + 1}) path`, { fill: color, stroke: color });
});

export const tableWrap = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.divider}`, textAlign: 'left', whiteSpace: 'nowrap' });
globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontSize: vars.fontSize.xs, textTransform: 'uppercase', letterSpacing: '0.04em' });
globalStyle(`${table} tfoot td, ${table} tfoot th`, { fontWeight: vars.fontWeight.semibold, borderTop: `2px solid ${vars.color.border}` });
export const num = style({});
globalStyle(`${table} ${num}`, { textAlign: 'right' });
export const caption = style({ textAlign: 'left', fontWeight: vars.fontWeight.semibold, padding: `${vars.space.xs} 0` });
