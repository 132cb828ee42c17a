import { useUiTranslation } from '../../i18n';
import { ChartFigure } from '../Charts/ChartFigure';
import { useCourierFormat } from '../format';

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
  return (
    <ChartFigure
      caption={t('dashboard.deliveries30')}
      xHeader={t('dashboard.day')}
      data={days}
      x="date"
      xLabel={(day) => format.day(day).replace(/,? \d{4}$/, '')}
      rowLabel={(day) => format.day(day)}
      series={series.map((key) => ({ key, label: t(`dashboard.series.${key}`) }))}
      kind="bar"
      stacked
      palette="outcome"
      value={(n) => format.count(n)}
      height={height}
    />
  );
}
