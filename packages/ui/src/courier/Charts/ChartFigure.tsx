import type { ReactNode } from 'react';
import { useUiTranslation } from '../../i18n';
import { Chart, type ChartProps } from './Chart';
import * as styles from './Chart.css';

export interface ChartFigureProps extends ChartProps {
  /** What the numbers are: the table's caption. */
  caption: string;
  /** The heading of the table's first column (the x axis: "Day", "Month"). */
  xHeader: string;
  /** How an x value reads in the table (in full); the axis's short label by default. */
  rowLabel?: (value: string) => string;
}

/**
 * A chart with the same numbers as a table under it, folded: the chart for the eye, the table for
 * exact values and for assistive technology (the chart itself is hidden from it).
 */
export function ChartFigure({ caption, xHeader, rowLabel, ...chart }: ChartFigureProps) {
  const { t } = useUiTranslation();
  const label = rowLabel ?? chart.xLabel;
  return (
    <figure className={styles.frame}>
      <Chart {...chart} />
      <details className={styles.details}>
        <summary>{t('dashboard.asTable')}</summary>
        <ScrollArea label={caption}>
          <table className={styles.table}>
            <caption className={styles.caption}>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{xHeader}</th>
                {chart.series.map((s) => (
                  <th key={s.key} scope="col">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {chart.data.map((row) => {
                const values = row as Record<string, unknown>;
                const x = String(values[chart.x]);
                return (
                  <tr key={x}>
                    <th scope="row">{label(x)}</th>
                    {chart.series.map((s) => (
                      <td key={s.key} className={styles.num}>
                        {typeof values[s.key] === 'number' ? chart.value(values[s.key] as number) : ''}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollArea>
      </details>
    </figure>
  );
}

/**
 * A wide table's frame: it scrolls sideways inside its card on a narrow screen, and can be
 * scrolled by keyboard (a named, focusable region).
 */
export function ScrollArea({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useUiTranslation();
  return (
    <div className={styles.scroll} role="region" aria-label={t('dashboard.tableOf', { caption: label })} tabIndex={0}>
      {children}
    </div>
  );
}
