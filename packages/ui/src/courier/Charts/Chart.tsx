import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
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
}

/**
 * A chart of the reports and the dashboard (Recharts, in the chunk of the pages that show one):
 * bars or lines in the theme's colours, so both schemes read. The table beside it holds the same
 * numbers for reading them exactly and for assistive technology, so the chart is hidden from it.
 */
export function Chart({ data, x, xLabel, series, kind, stacked, value, palette = 'chart', height = 280 }: ChartProps) {
  const tones = styles.palettes[palette];
  const common = (
    <>
      <CartesianGrid vertical={false} />
      <XAxis dataKey={x} tickFormatter={(v) => xLabel(String(v))} tickLine={false} minTickGap={12} />
      <YAxis tickFormatter={(v) => value(Number(v))} tickLine={false} axisLine={false} width={72} />
      <Tooltip labelFormatter={(v) => xLabel(String(v))} formatter={(v, name) => [value(Number(v)), series.find((s) => s.key === name)?.label ?? String(name)]} wrapperClassName={styles.tooltip} />
      <Legend
        content={() => (
          <ul className={styles.legend}>
            {series.map((s, i) => (
              <li key={s.key} className={styles.legendItem} data-series={s.key}>
                <span className={`${styles.swatch} ${tones[i % tones.length]}`} />
                {s.label}
              </li>
            ))}
          </ul>
        )}
      />
    </>
  );
  return (
    <div className={styles.chart} data-palette={palette} style={{ height }} aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        {kind === 'bar' ? (
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            {common}
            {series.map((s, i) => (
              <Bar key={s.key} dataKey={s.key} stackId={stacked ? 'all' : undefined} className={tones[i % tones.length]} isAnimationActive={false} />
            ))}
          </BarChart>
        ) : (
          <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            {common}
            {series.map((s, i) => (
              <Line key={s.key} dataKey={s.key} type="monotone" dot={false} strokeWidth={2} className={tones[i % tones.length]} isAnimationActive={false} connectNulls />
            ))}
          </LineChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
