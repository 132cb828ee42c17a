import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { addDays, type Report } from '@courier/domain';
import { settled } from '../../testing/motion';
import { storyOffices } from '../fixtures';
import * as chartStyles from '../Charts/Chart.css';
import { Reports, type ReportState } from './Reports';
import { notCaptured, withPhone, inTurkish, afterShowcase } from '../../testing/modes';
import { storyFormat } from '../../testing/format';
import { t, endsWith } from '../../testing/t';

const body = () => within(document.body);
/** The deliveries report's series, in the chart's order. */
const series = ['delivered', 'returned', 'cancelled', 'lost'] as const;
/** What the chart says of a day pointed at: the day, then each series' value. */
const dayTip = (day: string, values: number[]) => {
  const format = storyFormat();
  return `${format.day(day)}${series.map((name, i) => `${t(`reports.columns.deliveries.${name}`)}: ${format.count(values[i]!)}`).join('')}`;
};
const daysFrom = (from: string, n: number) => Array.from({ length: n }, (_, i) => addDays(from, i));
const deliveries = (from: string, n: number): Report => {
  const rows = daysFrom(from, n).map((date, i) => ({
    date,
    delivered: 100 + ((i * 37) % 50),
    returned: i % 5,
    cancelled: i % 3,
    lost: i % 17 === 0 ? 1 : 0,
  }));
  const sum = (k: 'delivered' | 'returned' | 'cancelled' | 'lost') => rows.reduce((s, r) => s + r[k], 0);
  return {
    report: 'deliveries',
    from,
    to: addDays(from, n - 1),
    officeId: null,
    rows,
    totals: { delivered: sum('delivered'), returned: sum('returned'), cancelled: sum('cancelled'), lost: sum('lost') },
  };
};
const cod = (from: string, n: number): Report => {
  const rows = daysFrom(from, n).map((date, i) => ({
    date,
    parcels: 20 + (i % 9),
    collected: 9000 + ((i * 131) % 4000),
    remitted: 8000 + ((i * 97) % 3000),
    outstanding: 1000,
  }));
  return {
    report: 'cod',
    from,
    to: addDays(from, n - 1),
    officeId: null,
    rows,
    totals: {
      parcels: rows.reduce((s, r) => s + r.parcels, 0),
      collected: rows.reduce((s, r) => s + r.collected, 0),
      remitted: rows.reduce((s, r) => s + r.remitted, 0),
      outstanding: n * 1000,
    },
  };
};

/** The page with a pretend server: the state changes as the user asks; the data is what the story gives. */
function LiveReports({
  initial,
  data,
  stale,
  error,
  onRetry,
  onChange,
  onExportCsv,
  onPrint,
}: {
  initial: ReportState;
  data?: Report;
  stale?: boolean;
  error?: string;
  onRetry?: () => void;
  onChange: (s: ReportState) => void;
  onExportCsv: (rows: Record<string, string | number>[]) => void;
  onPrint: () => void;
}) {
  const [state, setState] = useState(initial);
  return (
    <Reports
      state={state}
      onChange={(next) => {
        onChange(next);
        setState(next);
      }}
      data={data?.report === state.report ? data : undefined}
      stale={stale}
      error={error}
      onRetry={onRetry}
      offices={storyOffices}
      onExportCsv={onExportCsv}
      onPrint={onPrint}
    />
  );
}

const week: ReportState = { report: 'deliveries', preset: '7d', from: '2026-11-15', to: '2026-11-21', officeId: null };
const meta = {
  title: 'Courier/Reports',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: withPhone } },
  component: LiveReports,
  args: { initial: week, data: deliveries('2026-11-15', 7), onChange: fn(), onExportCsv: fn(), onPrint: fn() },
} satisfies Meta<typeof LiveReports>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Seven days of deliveries: the chart, the table with its totals, and the CSV with the same rows. */
export const SevenDays: Story = {
  name: 'Seven days',
  play: async ({ canvas, canvasElement, args }) => {
    const table = canvas.getByRole('table', { name: t('reports.names.deliveries') });
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 7 + 1);
    await expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent(
      `${t('reports.total')}${storyFormat().count(Number(args.data!.totals.delivered))}`,
    );
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-chart-series] rect').length).toBeGreaterThan(7), {
      timeout: 5000,
    });
    // The legend names the series in order, each swatch in the colour of that series' bars.
    const legend = [...canvasElement.querySelectorAll<HTMLElement>('[data-series]')];
    await expect(legend.map((item) => item.textContent)).toEqual(series.map((name) => t(`reports.columns.deliveries.${name}`)));
    const bars = [...canvasElement.querySelectorAll('[data-chart-series]')];
    const swatch = (item: HTMLElement) => getComputedStyle(item.querySelector('span')!).backgroundColor;
    await waitFor(() =>
      expect(legend.map(swatch)).toEqual(bars.map((bar) => getComputedStyle(bar.querySelector('rect')!).fill)),
    );
    await expect(new Set(legend.map(swatch)).size).toBe(4);
  },
};

/** Pointing at a day shows its values beside it, in the series' order; leaving the chart hides them. */
export const PointAtADay: Story = {
  tags: ['interaction'],
  ...afterShowcase(SevenDays, async ({ canvasElement }) => {
    const tip = () => canvasElement.querySelector(`.${chartStyles.tooltip}`);
    const plot = canvasElement.querySelector<SVGRectElement>(`.${chartStyles.hit}`)!;
    const box = plot.getBoundingClientRect();
    // The fourth of seven days: the middle of the plot; then the last, at its right edge.
    fireEvent.pointerMove(plot, { clientX: box.left + box.width / 2, clientY: box.top + 10 });
    await waitFor(() => expect(tip()).toHaveTextContent(dayTip('2026-11-18', [111, 3, 0, 0])));
    fireEvent.pointerMove(plot, { clientX: box.right - 1, clientY: box.top + 10 });
    await waitFor(() => expect(tip()).toHaveTextContent(dayTip('2026-11-21', [122, 1, 0, 0])));
    fireEvent.pointerOut(plot, { relatedTarget: canvasElement });
    await waitFor(() => expect(tip()).toBeNull());
  }),
  name: 'Point at a day',
};

export const ExportAndChangePeriod: Story = {
  tags: ['interaction'],
  ...afterShowcase(SevenDays, async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('records.exportCsv') }));
    const rows = (args.onExportCsv as ReturnType<typeof fn>).mock.calls[0]![0] as Record<string, string | number>[];
    await expect(rows).toHaveLength(7);
    await expect(rows[0]).toEqual({
      [t('reports.columns.deliveries.date')]: '2026-11-15',
      [t('reports.columns.deliveries.delivered')]: 100,
      [t('reports.columns.deliveries.returned')]: 0,
      [t('reports.columns.deliveries.cancelled')]: 0,
      [t('reports.columns.deliveries.lost')]: 1,
    });
    await userEvent.click(canvas.getByRole('button', { name: endsWith(t('reports.range')) }));
    await userEvent.click(await settled(body().findByRole('option', { name: t('reports.presets.last_month') })));
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.objectContaining({ preset: 'last_month' }));
  }),
  name: 'Export and change period',
};

/** One day with nothing in it: the table says so, there is nothing to export. */
export const EmptyDay: Story = {
  name: 'Empty day',
  args: {
    initial: { ...week, preset: 'today', from: '2026-11-21', to: '2026-11-21' },
    data: { report: 'deliveries', from: '2026-11-21', to: '2026-11-21', officeId: null, rows: [], totals: {} },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: t('reports.names.deliveries') })).toHaveTextContent(
      t('reports.empty'),
    );
    await expect(canvas.getByRole('button', { name: t('records.exportCsv') })).toBeDisabled();
  },
};

/** A year of cash on delivery as lines: 365 rows, money in lira. */
export const AYearOfCod: Story = {
  name: 'A year of COD',
  args: {
    initial: { report: 'cod', preset: 'custom', from: '2025-11-22', to: '2026-11-21', officeId: null },
    data: cod('2025-11-22', 365),
  },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: t('reports.names.cod') });
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 365 + 1);
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('₺');
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-chart-series] path')).toHaveLength(2), {
      timeout: 5000,
    });
  },
};

/** While the report loads, the table is busy and nothing is offered for export. */
/** The report could not be loaded: said in words, with a way to try again. */
export const Failed: Story = {
  args: { data: undefined, error: 'The report could not be loaded.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The report could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { data: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: t('reports.print') })).toBeDisabled();
  },
};

/** A new range is loading: last week's rows stay on screen, but the table is busy and they are not exported. */
export const StaleWhileLoading: Story = {
  name: 'Stale while loading',
  args: { stale: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: t('reports.names.deliveries') })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: t('records.exportCsv') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('reports.print') })).toBeDisabled();
  },
};

export const Dark: Story = {
  ...SevenDays,
  tags: ['interaction'],
  parameters: notCaptured(SevenDays.parameters),
  play: async ({ canvas }) =>
    void (await expect(canvas.getByRole('table', { name: t('reports.names.deliveries') })).toBeVisible()),
  globals: { scheme: 'dark' },
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Raporlar' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Son duruma göre teslimatlar' })).toHaveTextContent('Toplam');
  },
};
