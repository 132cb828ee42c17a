import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// The morning view: figures in a grid, the 30-day chart and the latest scans.
export const figures = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fill, minmax(13rem, 1fr))' });
export const scope = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });
export const scopeSelect = style({ minWidth: '14rem' });
export const chartFrame = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });
export const chart = style({ width: '100%', minWidth: 0 });
export const grid = style({});
globalStyle(`${grid} line`, { stroke: vars.color.divider });
export const axis = style({});
globalStyle(`${axis} text`, { fill: vars.color.textMuted, fontSize: vars.fontSize.xs });
globalStyle(`${axis} line`, { stroke: vars.color.divider });
export const cursor = style({ fill: vars.color.surfaceHover });
export const tooltip = style({});
globalStyle(`${tooltip} .recharts-default-tooltip`, { background: `${vars.color.surfaceRaised} !important`, borderColor: `${vars.color.border} !important`, borderRadius: vars.radius.md, color: vars.color.text });
const fill = (color: string) => ({ fill: color });
export const series = styleVariants({ delivered: fill(vars.color.success.base), failed: fill(vars.color.warn.base), returned: fill(vars.color.neutral[400]) });
globalStyle(`${series.delivered} path`, { fill: vars.color.success.base });
globalStyle(`${series.failed} path`, { fill: vars.color.warn.base });
globalStyle(`${series.returned} path`, { fill: vars.color.neutral[400] });
globalStyle('.recharts-legend-item-text', { color: `${vars.color.text} !important` });
export const tableDetails = style({ fontSize: vars.fontSize.sm });
globalStyle(`${tableDetails} summary`, { cursor: 'pointer', color: vars.color.primary.text });
export const table = style({ width: '100%', borderCollapse: 'collapse', marginTop: vars.space.sm, fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space['2xs']} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.divider}`, textAlign: 'left' });
export const caption = style({ textAlign: 'left', fontWeight: vars.fontWeight.semibold, padding: `${vars.space.xs} 0` });
export const scans = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });
export const scan = style({ display: 'grid', gridTemplateColumns: 'auto 1fr auto', gap: vars.space.sm, alignItems: 'baseline', fontSize: vars.fontSize.sm });
export const time = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
// The legend's swatches in the series' colours, in the series' order.
globalStyle(`${chartFrame} .recharts-legend-item:nth-child(1) path`, { fill: vars.color.success.base });
globalStyle(`${chartFrame} .recharts-legend-item:nth-child(2) path`, { fill: vars.color.warn.base });
globalStyle(`${chartFrame} .recharts-legend-item:nth-child(3) path`, { fill: vars.color.neutral[400] });
globalStyle(`${chartFrame} .recharts-cartesian-grid line`, { stroke: vars.color.divider });
globalStyle(`${chartFrame} .recharts-cartesian-axis-tick-value`, { fill: vars.color.textMuted, fontSize: vars.fontSize.xs });
globalStyle(`${chartFrame} .recharts-cartesian-axis-line`, { stroke: vars.color.divider });
