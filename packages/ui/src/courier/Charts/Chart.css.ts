import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// A chart in the theme: grid, axes, tooltip and legend, and the series in a palette's colours.
export const chart = style({ width: '100%', minWidth: 0 });
export const tooltip = style({});
globalStyle(`${tooltip} .recharts-default-tooltip`, { background: `${vars.color.surfaceRaised} !important`, borderColor: `${vars.color.border} !important`, borderRadius: vars.radius.md, color: vars.color.text });
globalStyle(`${chart} .recharts-cartesian-grid line`, { stroke: vars.color.divider });
globalStyle(`${chart} .recharts-cartesian-axis-tick-value`, { fill: vars.color.textMuted, fontSize: vars.fontSize.xs });
globalStyle(`${chart} .recharts-cartesian-axis-line`, { stroke: vars.color.divider });

// The legend: our own list in the series' order, each swatch in its series' class (never matched by position).
export const legend = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: `${vars.space.xs} ${vars.space.md}`, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.sm, color: vars.color.text });
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const swatch = style({ display: 'inline-block', width: '0.75rem', height: '0.75rem', borderRadius: '2px', flex: 'none' });
/** Any other mark in a series' colour (a share's bar): with the series' class it takes the colour as its background. */
export const seriesFill = style({});

const colours = {
  chart: [vars.color.chart[1], vars.color.chart[2], vars.color.chart[3], vars.color.chart[4], vars.color.chart[5], vars.color.chart[6], vars.color.chart[7], vars.color.chart[8]],
  // Outcomes: done (green), failed (red), neither (grey).
  outcome: [vars.color.success.base, vars.color.warn.base, vars.color.neutral[400]],
};
/** A class per series of each palette: its bars, its line and its legend swatch. */
export const palettes = Object.fromEntries(
  Object.entries(colours).map(([palette, list]) => [
    palette,
    list.map((colour) => {
      const series = style({});
      globalStyle(`${series}.recharts-bar path, ${series} .recharts-bar-rectangle path`, { fill: colour });
      globalStyle(`${series} .recharts-line-curve, ${series}.recharts-line path`, { stroke: colour });
      globalStyle(`${swatch}${series}, ${seriesFill}${series}`, { background: colour });
      return series;
    }),
  ]),
) as Record<keyof typeof colours, string[]>;


// The table beside a chart: the same numbers, readable exactly.
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.divider}`, textAlign: 'left', whiteSpace: 'nowrap' });
globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontSize: vars.fontSize.xs, textTransform: 'uppercase', letterSpacing: '0.04em' });
globalStyle(`${table} tfoot td, ${table} tfoot th`, { fontWeight: vars.fontWeight.semibold, borderTop: `2px solid ${vars.color.border}` });
export const num = style({});
globalStyle(`${table} ${num}`, { textAlign: 'right' });
export const caption = style({ textAlign: 'left', fontWeight: vars.fontWeight.semibold, padding: `${vars.space.xs} 0` });

// A chart with its table folded under it.
export const frame = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, minWidth: 0 });
export const details = style({ fontSize: vars.fontSize.sm });
globalStyle(`${details} summary`, { cursor: 'pointer', color: vars.color.primary.text });
/** A wide table scrolls sideways inside its card rather than widening the page. */
export const scroll = style({ overflowX: 'auto', borderRadius: vars.radius.sm, outline: 'none', selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } } });
