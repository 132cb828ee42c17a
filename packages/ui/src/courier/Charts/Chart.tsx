import { scaleBand, scaleLinear, scalePoint } from 'd3-scale';
import { curveMonotoneX, line, stack, stackOffsetDiverging } from 'd3-shape';
import { useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import * as styles from './Chart.css';

export interface ChartSeries {
  key: string;
  label: string;
}

export interface ChartProps {
  data: readonly object[];
  /** The key of the x axis, and how its values read. */
  x: string;
  xLabel: (value: string) => string;
  series: ChartSeries[];
  kind: 'bar' | 'line';
  stacked?: boolean;
  /** How a value reads (money, a count, a share). */
  value: (n: number) => string;
  /** The chart palette, or the outcome colours (done, failed, neither) where the series are outcomes. */
  palette?: 'chart' | 'outcome';
  height?: number;
  /**
   * Whether the value axis starts at zero (the default, and always for bars, whose length is the
   * value). A line whose level matters more than its size (a price) passes false: its axis then
   * spans its own range, so a move of a few per cent is seen.
   */
  zero?: boolean;
}

/** Room around the plot: the y axis's labels on the left, the x axis's under it. */
const margin = { top: 8, right: 8, bottom: 24, left: 72 };
/** The legend's line under the plot. */
const legendRoom = 32;
/** The x axis's labels are 12 px text: about this wide per character, and kept this far apart. */
const charWidth = 6.5;
const labelGap = 12;

type Row = Record<string, unknown>;
const numberAt = (row: Row, key: string) => {
  const v = row[key];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};

/**
 * A chart of the reports and the dashboards: bars (side by side or stacked) or lines, drawn as SVG
 * by React with d3's scales and shapes (in the chunk of the pages that show one), in the theme's
 * colours so both schemes read. Pointing at a day shows its values. The table beside it holds the
 * same numbers for reading them exactly and for assistive technology, so the chart is hidden from it.
 */
export function Chart({
  data,
  x: xKey,
  xLabel,
  series,
  kind,
  stacked,
  value,
  palette = 'chart',
  height = 280,
  zero = true,
}: ChartProps) {
  const tones = styles.palettes[palette];
  const frame = useRef<HTMLDivElement>(null);
  const width = useWidth(frame);
  const [hover, setHover] = useState<number | null>(null);
  const rows = data as readonly Row[];
  const keys = series.map((s) => s.key);
  const plotWidth = Math.max(0, width - margin.left - margin.right);
  const plotHeight = Math.max(0, height - legendRoom - margin.top - margin.bottom);

  // Bars stand in bands; a line runs from the plot's left edge to its right.
  const indices = rows.map((_, i) => i);
  const x =
    kind === 'bar'
      ? scaleBand<number>().domain(indices).range([0, plotWidth]).padding(0.2)
      : scalePoint<number>().domain(indices).range([0, plotWidth]);
  const centre = (i: number) => (x(i) ?? 0) + x.bandwidth() / 2;
  // Stacked bars pile up from zero (negative values below it); otherwise each value stands alone.
  const layers =
    kind === 'bar' && stacked
      ? stack<Row, string>()
          .keys(keys)
          .value((row, key) => numberAt(row, key) ?? 0)
          .offset(stackOffsetDiverging)([...rows])
      : null;
  const extent = layers
    ? layers.flatMap((layer) => layer.flatMap(([a, b]) => [a, b]))
    : rows.flatMap((row) => keys.map((key) => numberAt(row, key) ?? 0));
  const fromZero = zero || kind === 'bar';
  const low = Math.min(...(fromZero ? [0] : []), ...extent);
  const high = Math.max(...(fromZero ? [0] : []), ...extent);
  const y = scaleLinear()
    .domain([low, high === low ? low + 1 : high])
    .range([plotHeight, 0])
    .nice(5);
  // The x axis lies at zero, or under a line that spans its own range.
  const baseline = y(fromZero ? 0 : y.domain()[0]!);
  // Counts are not cut in fractions: where every value is whole, so is every tick.
  const whole = extent.every(Number.isInteger);
  const ticks = y.ticks(5).filter((tick) => !whole || Number.isInteger(tick));
  const group = scaleBand<string>().domain(keys).range([0, x.bandwidth()]).padding(0.05);

  // Every nth label, so that neighbours do not touch.
  const labels = rows.map((row) => xLabel(String(row[xKey])));
  const labelWidth = Math.max(0, ...labels.map((l) => l.length)) * charWidth;
  const every = Math.max(1, Math.ceil((labelWidth + labelGap) / Math.max(1, x.step())));

  const point = (event: PointerEvent<SVGRectElement>) => {
    const left = event.clientX - event.currentTarget.getBoundingClientRect().left;
    const i = Math.round((left - centre(0)) / Math.max(1, x.step()));
    setHover(rows.length ? Math.min(rows.length - 1, Math.max(0, i)) : null);
  };

  const shown = hover !== null && hover < rows.length ? hover : null;
  // The values show beside the day's band, on the side with more room.
  const tipLeft = shown !== null ? margin.left + centre(shown) : 0;
  const tipGap = x.step() / 2 + 8;
  return (
    <div ref={frame} className={styles.chart} data-palette={palette} style={{ height }} aria-hidden="true">
      {width > 0 && (
        <svg width={width} height={height - legendRoom} className={styles.plot}>
          <g transform={`translate(${margin.left},${margin.top})`}>
            <g className={styles.grid}>
              {ticks.map((tick) => (
                <line key={tick} x1={0} x2={plotWidth} y1={y(tick)} y2={y(tick)} />
              ))}
            </g>
            <g className={styles.axis}>
              <g data-axis="y">
                {ticks.map((tick) => (
                  <text key={tick} x={-8} y={y(tick)} dy="0.32em" textAnchor="end">
                    {value(tick)}
                  </text>
                ))}
              </g>
              <line x1={0} x2={plotWidth} y1={baseline} y2={baseline} />
              {labels.map((label, i) => {
                if (i % every !== 0) return null;
                // A label that would pass the plot's right edge ends at it.
                const end = centre(i) + (label.length * charWidth) / 2 > plotWidth + margin.right;
                return (
                  <text
                    key={i}
                    x={end ? plotWidth + margin.right : centre(i)}
                    y={plotHeight + 16}
                    textAnchor={end ? 'end' : 'middle'}
                  >
                    {label}
                  </text>
                );
              })}
            </g>
            {shown !== null &&
              (kind === 'bar' ? (
                <rect
                  className={styles.cursor}
                  x={(x(shown) ?? 0) - (x.step() - x.bandwidth()) / 2}
                  width={x.step()}
                  y={0}
                  height={plotHeight}
                />
              ) : (
                <line className={styles.cursorLine} x1={centre(shown)} x2={centre(shown)} y1={0} y2={plotHeight} />
              ))}
            {series.map((s, si) => {
              const tone = tones[si % tones.length];
              if (kind === 'line') {
                const points = rows.flatMap((row, i) => {
                  const v = numberAt(row, s.key);
                  return v === null ? [] : [[centre(i), y(v)] as [number, number]];
                });
                const marked = shown === null ? null : numberAt(rows[shown]!, s.key);
                return (
                  <g key={s.key} className={`${styles.lineSeries} ${tone}`} data-chart-series={s.key}>
                    <path d={line().curve(curveMonotoneX)(points) ?? undefined} />
                    {shown !== null && marked !== null && <circle cx={centre(shown)} cy={y(marked)} r={4} />}
                  </g>
                );
              }
              return (
                <g key={s.key} className={`${styles.barSeries} ${tone}`} data-chart-series={s.key}>
                  {rows.map((row, i) => {
                    const [from, to] = layers ? layers[si]![i]! : [0, numberAt(row, s.key) ?? 0];
                    if (from === to) return null;
                    const left = (x(i) ?? 0) + (layers ? 0 : (group(s.key) ?? 0));
                    return (
                      <rect
                        key={i}
                        x={left}
                        width={layers ? x.bandwidth() : group.bandwidth()}
                        y={y(Math.max(from, to))}
                        height={Math.abs(y(from) - y(to))}
                      />
                    );
                  })}
                </g>
              );
            })}
            <rect
              className={styles.hit}
              width={plotWidth}
              height={plotHeight}
              onPointerMove={point}
              onPointerDown={point}
              onPointerLeave={() => setHover(null)}
            />
          </g>
        </svg>
      )}
      {shown !== null && (
        <div
          className={styles.tooltip}
          style={tipLeft > width / 2 ? { right: width - tipLeft + tipGap } : { left: tipLeft + tipGap }}
        >
          <div className={styles.tooltipTitle}>{labels[shown]}</div>
          {series.map((s, si) => {
            const v = numberAt(rows[shown]!, s.key);
            return (
              <div key={s.key} className={styles.legendItem}>
                <span className={`${styles.swatch} ${tones[si % tones.length]}`} />
                {s.label}: {v === null ? '–' : value(v)}
              </div>
            );
          })}
        </div>
      )}
      <ul className={styles.legend}>
        {series.map((s, i) => (
          <li key={s.key} className={styles.legendItem} data-series={s.key}>
            <span className={`${styles.swatch} ${tones[i % tones.length]}`} />
            {s.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The element's width, kept up to date as its container changes. Read from the element's resize
 * observations only, the first of which comes with the frame that lays the element out: read in a
 * layout effect, it made the browser lay the whole page out in the middle of React's commit and
 * drew the chart again at once, in the same task. Until then the chart's frame holds its height.
 */
function useWidth(ref: RefObject<HTMLElement | null>) {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
