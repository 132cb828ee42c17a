import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ParcelStatusBadge } from '../../courier/ParcelStatusBadge';
import { Button } from '../../primitives/Button/Button';
import { TextField } from '../../primitives/TextField/TextField';
import { Pagination } from '../Pagination/Pagination';
import { DataTable, type DataColumn, type TableSort } from './DataTable';
import { sampleParcels, type SampleParcel } from './sampleParcels';
import { settled } from '../../testing/motion';
import { afterShowcase, notCaptured, inTurkish } from '../../testing/modes';
import { DoDont, Sketch } from '../../docs/DoDont';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { bothExamplesRender } from '../../testing/doDont';
import { t, holding } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';
import { storyNumber } from '../../testing/format';

/** A weight as the story's language writes it ("2.50 kg", "2,50 kg"). */
const weight = (kg: number) => `${storyNumber(kg, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} kg`;

/** The columns, their headers in the story's language. */
const columnsInLanguage = (): DataColumn<SampleParcel>[] => [
  {
    id: 'trackingNumber',
    header: t('parcels.columns.trackingNumber'),
    cell: (p) => <code>{p.trackingNumber}</code>,
    value: (p) => p.trackingNumber,
    sortable: true,
    hideable: false,
  },
  {
    id: 'receiver',
    header: t('parcels.columns.receiver'),
    cell: (p) => p.receiver,
    value: (p) => p.receiver,
    sortable: true,
  },
  {
    id: 'destination',
    header: t('samples.table.destination'),
    cell: (p) => p.destination,
    value: (p) => p.destination,
    sortable: true,
  },
  {
    id: 'status',
    header: t('parcels.columns.status'),
    cell: (p) => <ParcelStatusBadge status={p.status} size="sm" />,
    value: (p) => p.status,
  },
  {
    id: 'weight',
    header: t('parcels.columns.weight'),
    cell: (p) => weight(p.weightKg),
    value: (p) => p.weightKg,
    sortable: true,
    align: 'end',
  },
];
const columns = columnsInLanguage();

const twelve = sampleParcels(12);

const meta = {
  title: 'Data/DataTable',
  component: DataTable<SampleParcel>,
  args: { 'aria-label': 'Parcels', columns, rows: twelve, getRowId: (p: SampleParcel) => p.id },
  decorators: sampleCopy({
    'aria-label': 'shell.search.groups.parcels',
    columns: (given: DataColumn<SampleParcel>[]) => (given === columns ? columnsInLanguage() : given),
  }),
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DataTable<SampleParcel>>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = (table: HTMLElement) => within(table.querySelector('tbody')!);

/** Twelve parcels in the order they came, each sortable column with its sort button. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: t('shell.search.groups.parcels') });
    await expect(body(table).getAllByRole('row')).toHaveLength(12);
    await expect(canvas.getByRole('columnheader', { name: holding(t('parcels.columns.weight')) })).toHaveAttribute(
      'aria-sort',
      'none',
    );
  },
};

/** The table sorts the rows it holds: a press on a header sorts by it, another flips the direction. */
export const ClientSorting: Story = {
  tags: ['interaction'],
  ...afterShowcase(Default, async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: t('shell.search.groups.parcels') });
    const header = canvas.getByRole('columnheader', { name: holding(t('parcels.columns.weight')) });
    await userEvent.click(within(header).getByRole('button'));
    const sortedWeights = () =>
      body(table)
        .getAllByRole('row')
        // "2.50 kg" in English, "2,50 kg" in Turkish.
        .map((r) => Number.parseFloat((r as HTMLTableRowElement).cells[4]!.textContent!.replace(',', '.')));
    const first = sortedWeights();
    await expect(header.getAttribute('aria-sort')).not.toBe('none');
    const ascending = [...first].sort((a, b) => a - b);
    const descending = [...ascending].reverse();
    await expect([ascending, descending]).toContainEqual(first);
    // Pressing again flips the direction.
    await userEvent.click(within(header).getByRole('button'));
    await expect(sortedWeights()).toEqual([...first].reverse());
  }),
  name: 'Client sorting',
};

export const ServerSorting: Story = {
  name: 'Server sorting',
  args: { onSortChange: fn(), sort: { id: 'receiver', direction: 'asc' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('columnheader', { name: holding(t('parcels.columns.receiver')) })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // The server sorts: the table reports the new sort and keeps the row order it was given.
    const before = canvas.getAllByRole('row').map((r) => r.textContent);
    await userEvent.click(
      within(canvas.getByRole('columnheader', { name: holding(t('parcels.columns.receiver')) })).getByRole('button'),
    );
    await expect(args.onSortChange).toHaveBeenCalledWith({ id: 'receiver', direction: 'desc' });
    await expect(canvas.getAllByRole('row').map((r) => r.textContent)).toEqual(before);
  },
};

export const SelectionAndBulkActions: Story = {
  name: 'Selection and bulk actions',
  args: {
    selectable: true,
    onSelectionChange: undefined,
    bulkActions: (ids: string[]) => (
      <>
        <Button size="sm" variant="secondary" icon="heroicons_outline:printer" onPress={() => printLabels(ids)}>
          {t('parcels.bulk.printLabels')}
        </Button>
        <Button size="sm" variant="secondary" icon="heroicons_outline:arrow-down-tray">
          {t('parcels.bulk.exportCsv')}
        </Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const rows = body(canvas.getByRole('table')).getAllByRole('row');
    await userEvent.click(within(rows[0]!).getByRole('checkbox'));
    await userEvent.click(within(rows[2]!).getByRole('checkbox'));
    await expect(canvas.getByRole('status')).toHaveTextContent(t('table.selected', { count: 2 }));
    await userEvent.click(canvas.getByRole('button', { name: t('parcels.bulk.printLabels') }));
    await expect(printLabels).toHaveBeenCalledWith(['p1', 'p3']);
    // The header checkbox is mixed, then selects every row.
    const all = canvas.getByRole('checkbox', { name: t('table.selectAll') });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('table.selected', { count: 12 }));
    await userEvent.click(canvas.getByRole('button', { name: t('table.clearSelection') }));
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
const printLabels = fn();

export const ColumnChoice: Story = {
  name: 'Column choice',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('table.columns') }));
    const dialog = await settled(within(document.body).findByRole('dialog', { name: t('table.columns') }));
    // The tracking number cannot be hidden, so it is not offered.
    await expect(within(dialog).queryByRole('checkbox', { name: t('tracking.label') })).toBeNull();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: t('samples.table.destination') }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(canvas.queryByRole('columnheader', { name: holding(t('samples.table.destination')) })).toBeNull(),
    );
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(4);
  },
};

export const RowAction: Story = {
  name: 'Row action',
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { onRowAction: fn() },
  play: async ({ canvas, args }) => {
    const rows = body(canvas.getByRole('table')).getAllByRole('row');
    await userEvent.click(rows[1]!);
    await expect(args.onRowAction).toHaveBeenCalledWith(twelve[1]);
    rows[3]!.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(twelve[3]);
  },
};

export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('table.empty'))).toBeVisible();
  },
};

export const Error: Story = {
  args: { rows: [], error: 'The server did not answer (503).', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('table.error'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

const tenThousand = sampleParcels(10_000);

export const TenThousandRowsVirtual: Story = {
  name: 'Ten thousand rows virtual',
  args: { rows: tenThousand, maxHeight: '480px', selectable: true },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-rowcount', '10001');
    // Only the rows in view (and a few around them) are in the DOM, once the scroller is measured.
    await waitFor(() => expect(within(table).getByText('CP100000000TR')).toBeVisible());
    const rendered = body(table)
      .getAllByRole('row')
      .filter((r) => !r.getAttribute('aria-hidden'));
    await expect(rendered.length).toBeLessThan(60);
    const scroller = canvasElement.querySelector<HTMLElement>('[aria-busy], div[style*="max-height"]')!;
    scroller.scrollTop = 44 * 5000;
    await waitFor(() => expect(within(table).getByText('CP100050000TR')).toBeVisible());
    // The header stays on top while scrolling.
    const header = canvas.getByRole('columnheader', { name: holding(t('parcels.columns.receiver')) });
    await expect(Math.abs(header.getBoundingClientRect().top - scroller.getBoundingClientRect().top)).toBeLessThan(2);
  },
};

function PagedTable() {
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(25);
  const [sort, setSort] = useState<TableSort | null>(null);
  const all = sampleParcels(137);
  const rows = all.slice((page - 1) * size, page * size);
  return (
    <DataTable
      aria-label={t('shell.search.groups.parcels')}
      columns={columnsInLanguage()}
      rows={rows}
      getRowId={(p) => p.id}
      sort={sort}
      onSortChange={setSort}
      toolbar={
        <TextField
          aria-label={t('samples.table.search')}
          placeholder={t('samples.table.searchHint')}
          icon="heroicons_outline:magnifying-glass"
        />
      }
      footer={
        <Pagination page={page} pageSize={size} total={all.length} onPageChange={setPage} onPageSizeChange={setSize} />
      }
    />
  );
}

export const WithPagination: Story = {
  name: 'With pagination',
  render: () => <PagedTable />,
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: t('pagination.label') });
    await expect(within(nav).getByRole('status')).toHaveTextContent(
      t('pagination.range', { start: 1, end: 25, total: 137 }),
    );
    await userEvent.click(within(nav).getByRole('button', { name: t('pagination.last') }));
    await expect(within(nav).getByRole('status')).toHaveTextContent(
      t('pagination.range', { start: 126, end: 137, total: 137 }),
    );
    await expect(within(nav).getByRole('button', { name: t('pagination.next') })).toBeDisabled();
  },
};

export const Dark: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { selectable: true, selectedIds: ['p2'] },
  globals: { scheme: 'dark' },
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  args: { rows: [], selectable: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Gösterilecek kayıt yok')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sütunlar' })).toBeVisible();
  },
};

const three = twelve.slice(0, 3);
/** A drawing of a table whose columns are laid out as given, for the don'ts a real table never draws. */
const tableSketch = (label: string, headers: string[], rows: string[][], align: ('start' | 'end')[]) => (
  <table aria-label={label} style={{ borderCollapse: 'collapse', fontSize: '0.8125rem' }}>
    <thead>
      <tr>
        {headers.map((h, i) => (
          <th key={h} scope="col" style={{ textAlign: align[i], padding: '0.25rem 0.75rem' }}>
            {h}
          </th>
        ))}
      </tr>
    </thead>
    <tbody>
      {rows.map((row) => (
        <tr key={row.join()}>
          {row.map((cell, i) => (
            <td key={i} style={{ textAlign: align[i], padding: '0.25rem 0.75rem' }}>
              {cell}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  </table>
);

/** The number people look for first; amounts right-aligned, so their digits line up. */
export const DoDontColumns: StoryObj = {
  name: 'Do and don’t: columns that read',
  render: () => (
    <DoDont
      do={{
        caption: 'Numbers and money right-aligned, the tracking number first',
        example: tableSketch(
          t('samples.table.wellLaidOut'),
          [t('parcels.columns.trackingNumber'), t('parcels.columns.receiver'), t('parcels.columns.weight')],
          three.map((p) => [p.trackingNumber, p.receiver, weight(p.weightKg)]),
          ['start', 'start', 'end'],
        ),
      }}
      dont={{
        caption: 'Let every column be as wide as its longest text, numbers left-aligned, the tracking number last',
        example: tableSketch(
          t('samples.table.badlyLaidOut'),
          [t('parcels.columns.weight'), t('parcels.columns.receiver'), t('parcels.columns.trackingNumber')],
          three.map((p) => [weight(p.weightKg), p.receiver, p.trackingNumber]),
          ['start', 'start', 'start'],
        ),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const { good, bad } = await bothExamplesRender(canvasElement);
    await expect(good.getAllByRole('columnheader')[0]).toHaveTextContent(t('tracking.label'));
    await expect(bad.getAllByRole('columnheader')[0]).toHaveTextContent(t('parcels.columns.weight'));
  },
};

/** An empty list says what to do next. */
export const DoDontEmpty: StoryObj = {
  name: 'Do and don’t: an empty list says what to do',
  render: () => (
    <DoDont
      do={{
        caption: 'An empty state that says what to do ("No parcels yet: book one")',
        example: (
          <EmptyState
            icon="heroicons_outline:inbox"
            title={t('parcels.nothingYet')}
            description={t('samples.table.firstParcel')}
            action={<Button>{t('parcels.new')}</Button>}
          />
        ),
      }}
      dont={{
        caption: 'A blank table',
        example: tableSketch(
          t('samples.table.blank'),
          [t('parcels.columns.trackingNumber'), t('parcels.columns.receiver'), t('parcels.columns.weight')],
          [],
          ['start', 'start', 'end'],
        ),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const { good, bad } = await bothExamplesRender(canvasElement);
    await expect(good.getByRole('button', { name: t('parcels.new') })).toBeVisible();
    await expect(bad.getAllByRole('row')).toHaveLength(1);
  },
};

/** 10 000 as the story's language writes it (as the pagination shows its total). */
const tenThousandShown = () => storyNumber(10_000);

/** A long list comes a page (or a window of rows) at a time. */
export const DoDontLongLists: StoryObj = {
  name: 'Do and don’t: long lists in pages',
  render: () => (
    <DoDont
      do={{
        caption: 'Paginate or virtualise long lists',
        example: <Pagination page={3} pageSize={25} total={10_000} onPageChange={fn()} onPageSizeChange={fn()} />,
      }}
      dont={{
        caption: 'Render thousands of rows at once: the page freezes while they are drawn',
        example: (
          <Sketch title={t('samples.table.manyTitle', { total: tenThousandShown() })}>
            <span>{t('samples.table.drawing', { total: tenThousandShown() })}</span>
          </Sketch>
        ),
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const { good, bad } = await bothExamplesRender(canvasElement);
    await expect(good.getByText(holding(tenThousandShown()))).toBeVisible();
    await expect(bad.getByText(t('samples.table.drawing', { total: tenThousandShown() }))).toBeVisible();
  },
};
