import { lazy, Suspense, useMemo } from 'react';
import { reportNames, reportPresets, services, type Office, type Report, type ReportName, type ReportPreset } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Button } from '../../primitives/Button/Button';
import { Card } from '../../primitives/Card/Card';
import { DateField } from '../../primitives/DateField/DateField';
import { Select } from '../../primitives/Select/Select';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import * as recordStyles from '../../records/Record.css';
import { RetryAlert } from '../../records/RetryAlert';
import { useCourierFormat } from '../format';
import { officeCode } from '../MasterData/shared';
import type { ChartSeries } from '../Charts/Chart';
import * as chartStyles from '../Charts/Chart.css';
import * as styles from './Reports.css';

// The chart library comes with the first chart, in its own chunk.
const Chart = lazy(() => import('../Charts/Chart').then((m) => ({ default: m.Chart })));

/** How a column reads: a day, a count, money, a share, hours, or words from a list. */
type Kind = 'day' | 'count' | 'money' | 'rate' | 'hours' | 'text' | 'service' | 'office' | 'category' | 'priority';
type Row = Record<string, string | number | null>;

interface ReportDef {
  columns: { key: string; kind: Kind }[];
  /** The chart: what runs along x, which numbers, how (rows are summed per x when several share it). */
  chart: { x: string; xKind: Kind; series: string[]; kind: 'bar' | 'line'; stacked?: boolean; value: Kind; top?: number };
}

/** The seven reports of DOMAIN.md: their columns, in the server's field names, and their chart. */
export const reportDefs: Record<ReportName, ReportDef> = {
  deliveries: {
    columns: [
      { key: 'date', kind: 'day' },
      { key: 'delivered', kind: 'count' },
      { key: 'returned', kind: 'count' },
      { key: 'cancelled', kind: 'count' },
      { key: 'lost', kind: 'count' },
    ],
    chart: { x: 'date', xKind: 'day', series: ['delivered', 'returned', 'cancelled', 'lost'], kind: 'bar', stacked: true, value: 'count' },
  },
  'on-time': {
    columns: [
      { key: 'date', kind: 'day' },
      { key: 'service', kind: 'service' },
      { key: 'delivered', kind: 'count' },
      { key: 'onTime', kind: 'count' },
      { key: 'rate', kind: 'rate' },
    ],
    chart: { x: 'date', xKind: 'day', series: ['delivered', 'onTime'], kind: 'bar', value: 'count' },
  },
  revenue: {
    columns: [
      { key: 'date', kind: 'day' },
      { key: 'service', kind: 'service' },
      { key: 'officeId', kind: 'office' },
      { key: 'parcels', kind: 'count' },
      { key: 'net', kind: 'money' },
      { key: 'vat', kind: 'money' },
      { key: 'total', kind: 'money' },
    ],
    chart: { x: 'date', xKind: 'day', series: ['net', 'vat'], kind: 'bar', stacked: true, value: 'money' },
  },
  offices: {
    columns: [
      { key: 'code', kind: 'text' },
      { key: 'name', kind: 'text' },
      { key: 'booked', kind: 'count' },
      { key: 'delivered', kind: 'count' },
    ],
    chart: { x: 'code', xKind: 'text', series: ['booked', 'delivered'], kind: 'bar', value: 'count' },
  },
  drivers: {
    columns: [
      { key: 'employeeNo', kind: 'text' },
      { key: 'name', kind: 'text' },
      { key: 'deliveries', kind: 'count' },
      { key: 'failedAttempts', kind: 'count' },
      { key: 'onTimeRate', kind: 'rate' },
    ],
    chart: { x: 'name', xKind: 'text', series: ['deliveries', 'failedAttempts'], kind: 'bar', value: 'count', top: 15 },
  },
  complaints: {
    columns: [
      { key: 'category', kind: 'category' },
      { key: 'priority', kind: 'priority' },
      { key: 'count', kind: 'count' },
      { key: 'resolved', kind: 'count' },
      { key: 'avgHoursToResolve', kind: 'hours' },
    ],
    chart: { x: 'category', xKind: 'category', series: ['count', 'resolved'], kind: 'bar', value: 'count' },
  },
  cod: {
    columns: [
      { key: 'date', kind: 'day' },
      { key: 'parcels', kind: 'count' },
      { key: 'collected', kind: 'money' },
      { key: 'remitted', kind: 'money' },
      { key: 'outstanding', kind: 'money' },
    ],
    chart: { x: 'date', xKind: 'day', series: ['collected', 'remitted'], kind: 'line', value: 'money' },
  },
};

/** The rows of the chart: one per x, the series summed over the rows that share it. */
export function chartRows(def: ReportDef, rows: Row[]): Row[] {
  const byX = new Map<string, Row>();
  for (const row of rows) {
    const x = String(row[def.chart.x] ?? '');
    const into = byX.get(x) ?? { [def.chart.x]: x };
    for (const key of def.chart.series) into[key] = Number(into[key] ?? 0) + Number(row[key] ?? 0);
    byX.set(x, into);
  }
  const all = [...byX.values()];
  return def.chart.top ? all.slice(0, def.chart.top) : all;
}

export interface ReportState {
  report: ReportName;
  preset: ReportPreset;
  from: string;
  to: string;
  officeId: string | null;
}

export interface ReportsProps {
  state: ReportState;
  onChange: (next: ReportState) => void;
  /** Undefined while the report loads. */
  data?: Report;
  /** The rows are an earlier view's, kept on screen while this one loads: busy, neither exported nor printed. */
  stale?: boolean;
  error?: string | null;
  onRetry?: () => void;
  offices: Office[];
  /** The rows as they are shown, keyed by the column headings, with plain numbers: for the CSV. */
  onExportCsv: (rows: Record<string, string | number>[]) => void;
  onPrint: () => void;
}

/** While a report is on screen, printing shows only the report. */
const printCss = `
@page { size: A4 landscape; margin: 12mm; }
body * { visibility: hidden; }
[data-printable], [data-printable] * { visibility: visible; }
[data-printable] { position: absolute; inset: 0 auto auto 0; width: 100%; }
`;

/**
 * The reports: one of the seven, over a range of days (today, 7 or 30 days, this or last month,
 * or chosen days) and for the network or one office; its chart, and the table behind it with
 * the totals; export to CSV and a printable page.
 */
export function Reports(props: ReportsProps) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const { state, data, offices } = props;
  const def = reportDefs[state.report];
  const cell = (kind: Kind, v: string | number | null): string => {
    if (v === null || v === undefined) return '—';
    switch (kind) {
      case 'day':
        return format.day(String(v));
      case 'count':
        return format.count(Number(v));
      case 'money':
        return format.money(Number(v));
      case 'rate':
        return format.rate(Number(v));
      case 'hours':
        return t('reports.hours', { hours: format.count(Number(v)) });
      case 'service':
        return (services as readonly string[]).includes(String(v)) ? t(`parcel.service.${v as (typeof services)[number]}`) : String(v);
      case 'office':
        return officeCode(offices, String(v));
      case 'category':
        return t(`complaints.categories.${v as 'delay'}`);
      case 'priority':
        return t(`complaints.priorities.${v as 'low'}`);
      default:
        return String(v);
    }
  };
  const heading = (key: string) => t(`reports.columns.${state.report}.${key}`, { defaultValue: key });
  const rows = useMemo(() => data?.rows ?? [], [data]);
  const chart = useMemo(() => chartRows(def, rows), [def, rows]);
  const series: ChartSeries[] = def.chart.series.map((key) => ({ key, label: heading(key) }));
  const set = (change: Partial<ReportState>) => props.onChange({ ...state, ...change });
  const csv = () =>
    props.onExportCsv(
      rows.map((row) => Object.fromEntries(def.columns.map((c) => [heading(c.key), ['count', 'money', 'rate', 'hours'].includes(c.kind) ? (row[c.key] ?? '') : c.kind === 'day' ? String(row[c.key] ?? '') : cell(c.kind, row[c.key] ?? null)])) as Record<string, string | number>),
    );
  const title = t(`reports.names.${state.report}`);

  return (
    <div className={recordStyles.root}>
      <style media="print">{printCss}</style>
      <div className={recordStyles.header}>
        <h1 className={recordStyles.listTitle}>{t('reports.title')}</h1>
        <div className={recordStyles.buttons}>
          <Button variant="secondary" icon="heroicons_outline:arrow-down-tray" onPress={csv} isDisabled={!rows.length || props.stale}>
            {t('records.exportCsv')}
          </Button>
          <Button variant="secondary" icon="heroicons_outline:printer" onPress={props.onPrint} isDisabled={!data || props.stale}>
            {t('reports.print')}
          </Button>
        </div>
      </div>
      <div className={styles.controls} role="search" aria-label={t('reports.controls')}>
        <Select label={t('reports.report')} items={reportNames.map((name) => ({ id: name, label: t(`reports.names.${name}`) }))} value={state.report} onChange={(key) => key && set({ report: key as ReportName })} />
        <Select label={t('reports.range')} items={reportPresets.map((p) => ({ id: p, label: t(`reports.presets.${p}`) }))} value={state.preset} onChange={(key) => key && set({ preset: key as ReportPreset })} />
        <DateField label={t('reports.from')} value={state.from} onChange={(from) => from && set({ preset: 'custom', from })} maxValue={state.to} />
        <DateField label={t('reports.to')} value={state.to} onChange={(to) => to && set({ preset: 'custom', to })} minValue={state.from} />
        <Select label={t('reports.office')} items={[{ id: 'all', label: t('dashboard.network') }, ...offices.map((o) => ({ id: o.id, label: `${o.code} · ${o.name}` }))]} value={state.officeId ?? 'all'} onChange={(key) => set({ officeId: key === 'all' || key === null ? null : String(key) })} />
      </div>
      {props.error ? <RetryAlert message={props.error} onRetry={props.onRetry} /> : null}
      <div data-printable="">
      <Card as="section" title={t('reports.of', { report: title, from: format.day(state.from), to: format.day(state.to) })}>
        <div className={recordStyles.stackGap}>
          {!data ? (
            <Skeleton height="280px" shape="block" />
          ) : rows.length ? (
            <Suspense fallback={<Skeleton height="280px" shape="block" />}>
              <Chart data={chart} x={def.chart.x} xLabel={(v) => cell(def.chart.xKind, v)} series={series} kind={def.chart.kind} stacked={def.chart.stacked} value={(n) => cell(def.chart.value, n)} />
            </Suspense>
          ) : null}
          <div className={styles.tableWrap}>
            <table className={chartStyles.table} aria-busy={!data || props.stale || undefined}>
              <caption className={chartStyles.caption}>{title}</caption>
              <thead>
                <tr>
                  {def.columns.map((c) => (
                    <th key={c.key} scope="col" className={['count', 'money', 'rate', 'hours'].includes(c.kind) ? chartStyles.num : undefined}>
                      {heading(c.key)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row, i) => (
                  <tr key={i}>
                    {def.columns.map((c) => (
                      <td key={c.key} className={['count', 'money', 'rate', 'hours'].includes(c.kind) ? chartStyles.num : undefined}>
                        {cell(c.kind, row[c.key] ?? null)}
                      </td>
                    ))}
                  </tr>
                ))}
                {data && !rows.length ? (
                  <tr>
                    <td colSpan={def.columns.length}>{t('reports.empty')}</td>
                  </tr>
                ) : null}
              </tbody>
              {data && rows.length ? (
                <tfoot>
                  <tr>
                    {def.columns.map((c, i) => (
                      <td key={c.key} className={['count', 'money', 'rate', 'hours'].includes(c.kind) ? chartStyles.num : undefined}>
                        {i === 0 ? t('reports.total') : c.key in data.totals ? cell(c.kind, data.totals[c.key] ?? null) : ''}
                      </td>
                    ))}
                  </tr>
                </tfoot>
              ) : null}
            </table>
          </div>
        </div>
      </Card>
      </div>
    </div>
  );
}
