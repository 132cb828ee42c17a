import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// A chart in the theme: grid, axes, cursor and tooltip, and the series in a palette's colours.
export const chart = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  minWidth: 0,
});
export const plot = style({ display: 'block', overflow: 'visible', touchAction: 'pan-y' });
export const grid = style({ stroke: vars.color.divider });
export const axis = style({ fill: vars.color.textMuted, stroke: vars.color.divider, fontSize: vars.fontSize.xs });
globalStyle(`${axis} text`, { stroke: 'none' });
/** What the pointer is on: the day's band behind bars, a line across lines. */
export const cursor = style({ fill: vars.color.text, opacity: 0.06 });
export const cursorLine = style({ stroke: vars.color.textMuted, strokeDasharray: '3 3' });
/** Catches the pointer over the whole plot. */
export const hit = style({ fill: 'transparent' });
export const tooltip = style({
  position: 'absolute',
  top: vars.space.sm,
  zIndex: 1,
  display: 'grid',
  gap: '2px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
});
export const tooltipTitle = style({ fontWeight: vars.fontWeight.semibold });

// The legend: our own list in the series' order, each swatch in its series' class (never matched by position).
export const legend = style({
  display: 'flex',
  marginTop: 'auto',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});
export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });
export const swatch = style({
  display: 'inline-block',
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: '2px',
  flex: 'none',
});
/** Any other mark in a series' colour (a share's bar): with the series' class it takes the colour as its background. */
export const seriesFill = style({});

const colours = {
  chart: [
    vars.color.chart[1],
    vars.color.chart[2],
    vars.color.chart[3],
    vars.color.chart[4],
    vars.color.chart[5],
    vars.color.chart[6],
    vars.color.chart[7],
    vars.color.chart[8],
  ],
  // Outcomes: done (green), failed (red), neither (grey).
  outcome: [vars.color.success.base, vars.color.warn.base, vars.color.neutral[400]],
};
/** A series' colour, set by its palette class: its bars, its line, its legend swatch. */
const seriesColour = createVar();
export const barSeries = style({ fill: seriesColour });
export const lineSeries = style({ fill: 'none', stroke: seriesColour, strokeWidth: 2 });
globalStyle(`${lineSeries} circle`, { fill: seriesColour, stroke: vars.color.surface, strokeWidth: 2 });
globalStyle(`${swatch}, ${seriesFill}`, { background: seriesColour });
/** A class per series of each palette. */
export const palettes = Object.fromEntries(
  Object.entries(colours).map(([palette, list]) => [
    palette,
    list.map((colour) => style({ vars: { [seriesColour]: colour } })),
  ]),
) as Record<keyof typeof colours, string[]>;

// The table beside a chart: the same numbers, readable exactly.
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.divider}`,
  textAlign: 'left',
  whiteSpace: 'nowrap',
});
globalStyle(`${table} thead th`, {
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
globalStyle(`${table} tfoot td, ${table} tfoot th`, {
  fontWeight: vars.fontWeight.semibold,
  borderTop: `2px solid ${vars.color.border}`,
});
export const num = style({});
globalStyle(`${table} ${num}`, { textAlign: 'right' });
export const caption = style({
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  padding: `${vars.space.xs} 0`,
});

// A chart with its table folded under it.
export const frame = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0, minWidth: 0 });
export const details = style({ fontSize: vars.fontSize.sm });
globalStyle(`${details} summary`, { cursor: 'pointer', color: vars.color.primary.text });
/** A wide table scrolls sideways inside its card rather than widening the page. */
export const scroll = style({
  overflowX: 'auto',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});
