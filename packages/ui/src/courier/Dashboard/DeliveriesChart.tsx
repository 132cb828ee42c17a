import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useUiTranslation } from '../../i18n';
import { useCourierFormat } from '../format';
import * as styles from './Dashboard.css';

export interface DeliveriesDay {
  date: string;
  delivered: number;
  failed: number;
  returned: number;
}

const series = ['delivered', 'failed', 'returned'] as const;

/**
 * Deliveries per day by how they ended, as stacked bars (Recharts, in the chunk of the pages
 * that show it), coloured from the theme so both schemes read; the same numbers are in the
 * table under it for screen readers and for reading exact values.
 */
export function DeliveriesChart({ days, height = 260 }: { days: DeliveriesDay[]; height?: number }) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const label = (day: string) => format.day(day).replace(/,? \d{4}$/, '');
  return (
    <figure className={styles.chartFrame}>
      <div className={styles.chart} style={{ height }} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
            <CartesianGrid vertical={false} className={styles.grid} />
            <XAxis dataKey="date" tickFormatter={label} className={styles.axis} tickLine={false} minTickGap={16} />
            <YAxis allowDecimals={false} className={styles.axis} tickLine={false} axisLine={false} />
            <Tooltip labelFormatter={(day) => format.day(String(day))} formatter={(value, name) => [format.count(Number(value)), t(`dashboard.series.${String(name) as (typeof series)[number]}`)]} wrapperClassName={styles.tooltip} cursor={{ className: styles.cursor }} />
            <Legend formatter={(name) => t(`dashboard.series.${String(name) as (typeof series)[number]}`)} />
            {series.map((key) => (
              <Bar key={key} dataKey={key} stackId="day" className={styles.series[key]} isAnimationActive={false} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className={styles.tableDetails}>
        <summary>{t('dashboard.asTable')}</summary>
        <table className={styles.table}>
          <caption className={styles.caption}>{t('dashboard.deliveries30')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.day')}</th>
              {series.map((key) => (
                <th key={key} scope="col">
                  {t(`dashboard.series.${key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{format.day(d.date)}</th>
                {series.map((key) => (
                  <td key={key}>{format.count(d[key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
