import { useUiTranslation } from '../../i18n';
import { Chart } from '../Charts/Chart';
import * as chartStyles from '../Charts/Chart.css';
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
 * Deliveries per day by how they ended, as stacked bars in the outcome colours; the same numbers
 * are in the table under it for screen readers and for reading exact values.
 */
export function DeliveriesChart({ days, height = 260 }: { days: DeliveriesDay[]; height?: number }) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const label = (day: string) => format.day(day).replace(/,? \d{4}$/, '');
  return (
    <figure className={styles.chartFrame}>
      <Chart
        data={days}
        x="date"
        xLabel={label}
        series={series.map((key) => ({ key, label: t(`dashboard.series.${key}`) }))}
        kind="bar"
        stacked
        palette="outcome"
        value={(n) => format.count(n)}
        height={height}
      />
      <details className={styles.tableDetails}>
        <summary>{t('dashboard.asTable')}</summary>
        <table className={chartStyles.table}>
          <caption className={chartStyles.caption}>{t('dashboard.deliveries30')}</caption>
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
                  <td key={key} className={chartStyles.num}>
                    {format.count(d[key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
