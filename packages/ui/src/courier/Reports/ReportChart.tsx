import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import * as styles from './Reports.css';

export interface ChartSeries {
  key: string;
  label: string;
}

export interface ReportChartProps {
  data: Record<string, string | number | null>[];
  /** The key of the x axis, and how its values read. */
  x: string;
  xLabel: (value: string) => string;
  series: ChartSeries[];
  kind: 'bar' | 'line';
  stacked?: boolean;
  /** How a value reads (money, a count, a share). */
  value: (n: number) => string;
  height?: number;
}

/**
 * A report's chart (Recharts, loaded with the reports page): bars or lines in the theme's chart
 * colours, so both schemes read. The table beside it holds the same numbers for reading them
 * exactly and for assistive technology, so the chart itself is hidden from it.
 */
export function ReportChart({ data, x, xLabel, series, kind, stacked, value, height = 280 }: ReportChartProps) {
  const common = (
    <>
      <CartesianGrid vertical={false} />
      <XAxis dataKey={x} tickFormatter={(v) => xLabel(String(v))} tickLine={false} minTickGap={12} />
      <YAxis tickFormatter={(v) => value(Number(v))} tickLine={false} axisLine={false} width={72} />
      <Tooltip labelFormatter={(v) => xLabel(String(v))} formatter={(v, name) => [value(Number(v)), series.find((s) => s.key === name)?.label ?? String(name)]} wrapperClassName={styles.tooltip} />
      <Legend formatter={(name) => series.find((s) => s.key === name)?.label ?? String(name)} />
    </>
  );
  return (
    <div className={styles.chart} style={{ height }} aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        {kind === 'bar' ? (
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            {common}
            {series.map((s, i) => (
              <Bar key={s.key} dataKey={s.key} stackId={stacked ? 'all' : undefined} className={styles.series[i % styles.series.length]} isAnimationActive={false} />
            ))}
          </BarChart>
        ) : (
          <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
            {common}
            {series.map((s, i) => (
              <Line key={s.key} dataKey={s.key} type="monotone" dot={false} strokeWidth={2} className={styles.series[i % styles.series.length]} isAnimationActive={false} connectNulls />
            ))}
          </LineChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
