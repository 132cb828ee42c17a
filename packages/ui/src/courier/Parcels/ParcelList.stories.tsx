import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { asSeenBy, type ParcelView } from '@courier/domain';
import type { TableSort } from '../../data/DataTable/DataTable';
import { settled } from '../../testing/motion';
import { storyOffices, storyParcels } from '../fixtures';
import { noParcelFilters, ParcelList, type ParcelFilters, type ParcelListMoney } from './ParcelList';
import { notCaptured, withPhone, inTurkish } from '../../testing/modes';
import { showFilters } from '../../testing/filters';
import { storyFormat } from '../../testing/format';
import { t, endsWith, holding } from '../../testing/t';

const all = storyParcels(60);

/** The list with a pretend server: filters, sort and pages applied to the sample, as the API would. */
function Live(props: {
  onFiltersChange: (f: ParcelFilters) => void;
  onPrintLabels: (ids: string[]) => void;
  onExportCsv: (ids: string[]) => void;
  onOpenParcel: (p: ParcelView) => void;
  onRetry: () => void;
  error?: string;
  /** A role that may not book: the list offers no booking. */
  cannotBook?: boolean;
  loading?: boolean;
  empty?: boolean;
  /** The amounts as a role sees them: a clerk of İstanbul (`shown`), support (`hidden`). */
  money?: ParcelListMoney;
}) {
  const [filters, setFilters] = useState<ParcelFilters>(noParcelFilters);
  const [sort, setSort] = useState<TableSort | null>({ id: 'createdAt', direction: 'desc' });
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  // Undefined until a column is chosen: the list's own default columns.
  const [hidden, setHidden] = useState<string[]>();
  const [selected, setSelected] = useState<string[]>([]);
  const q = filters.q.toLowerCase();
  const rows = (props.empty ? [] : all).filter(
    (p) =>
      (!q ||
        `${p.trackingNumber} ${p.reference ?? ''} ${p.sender.name} ${p.receiver.name}`.toLowerCase().includes(q)) &&
      (!filters.status || p.status === filters.status) &&
      (!filters.service || p.service === filters.service) &&
      (!filters.originOfficeId || p.originOfficeId === filters.originOfficeId),
  );
  // As the server answers them: amounts the role does not see are null (a clerk sees İstanbul's bookings').
  const items = rows.slice((page - 1) * size, page * size).map((p) => {
    const shown = props.money === 'hidden' ? false : props.money === 'shown' ? p.originOfficeId === 'off_ist' : true;
    return asSeenBy(p, { price: shown, codAmount: shown, declaredValue: shown });
  });
  return (
    <ParcelList
      filters={filters}
      onFiltersChange={(next) => {
        props.onFiltersChange(next);
        setFilters(next);
        setPage(1);
        setSelected([]);
      }}
      sort={sort}
      onSortChange={setSort}
      page={page}
      pageSize={size}
      onPageChange={setPage}
      onPageSizeChange={setSize}
      result={props.loading || props.error ? undefined : { items, total: rows.length }}
      isLoading={props.loading}
      error={props.error}
      onRetry={props.onRetry}
      offices={storyOffices}
      hiddenColumns={hidden}
      onHiddenColumnsChange={setHidden}
      selectedIds={selected}
      onSelectionChange={setSelected}
      onPrintLabels={props.onPrintLabels}
      onExportCsv={props.onExportCsv}
      money={props.money}
      newParcelHref={props.cannotBook ? undefined : '/secure/parcels/new'}
      parcelHref={(p) => `/secure/parcels/${p.id}`}
      onOpenParcel={props.onOpenParcel}
      debounceMs={100}
    />
  );
}

const meta = {
  title: 'Courier/Parcels/Parcel list',
  tags: ['autodocs'],
  component: Live,
  parameters: { chromatic: { modes: withPhone }, layout: 'padded' },
  args: { onFiltersChange: fn(), onPrintLabels: fn(), onExportCsv: fn(), onOpenParcel: fn(), onRetry: fn() },
} satisfies Meta<typeof Live>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
/** The pager's range of rows, as the story's language writes it. */
const range = (start: number, end: number, total: number) => {
  const format = storyFormat();
  return t('pagination.range', { start: format.count(start), end: format.count(end), total: format.count(total) });
};

/** Statuses as coloured, translated badges; money in TRY; the route as office codes. */
export const Default: Story = {
  tags: ['desktop'],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: t('parcels.title') });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(within(table).getAllByText(t('parcel.status.in_transit')).length).toBeGreaterThan(0);
    await expect(within(table).getAllByText(/^₺/).length).toBeGreaterThan(0);
    await expect(within(table).getAllByText('IST → ANK').length).toBeGreaterThan(0);
    await expect(canvas.getByText(range(1, 10, 60))).toBeVisible();
  },
};

/** Typing searches after a pause; a status narrows at once; "Clear filters" brings all back. */
export const SearchAndFilter: Story = {
  name: 'Search and filter',
  tags: ['desktop'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: t('shell.search.label') }), 'ayşe');
    await waitFor(() => expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'ayşe' })));
    await expect(args.onFiltersChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByText(range(1, 5, 5))).toBeVisible());
    await showFilters(canvas);
    await userEvent.click(canvas.getByRole('button', { name: holding(t('parcels.filters.allStatuses')) }));
    await userEvent.click(await settled(body().findByRole('option', { name: t('parcel.status.delivered') })));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ q: 'ayşe', status: 'delivered' }),
    );
    await userEvent.click(
      within(canvas.getByRole('search', { name: t('records.filters') })).getByRole('button', {
        name: t('records.clearFilters'),
      }),
    );
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ q: '', status: null }));
    await waitFor(() => expect(canvas.getByText(range(1, 10, 60))).toBeVisible());
  },
};

/** Filtered to nothing: the table says so (not "nothing yet") and offers the way back. */
export const FilteredToNothing: Story = {
  name: 'Filtered to nothing',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: t('shell.search.label') }), 'no such parcel');
    const table = canvas.getByRole('table', { name: t('parcels.title') });
    await waitFor(() => expect(table).toHaveTextContent(t('records.noMatch')));
    await userEvent.click(within(table).getByRole('button', { name: t('records.clearFilters') }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ q: '' }));
    await waitFor(() => expect(canvas.getByText(range(1, 10, 60))).toBeVisible());
  },
};

/** Selecting rows offers the bulk actions, which receive the chosen ids. */
export const BulkSelection: Story = {
  name: 'Bulk selection',
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: t('parcels.title') });
    const boxes = within(table).getAllByRole('checkbox', { name: t('table.selectRow') });
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[2]!);
    await expect(canvas.getByText(t('table.selected', { count: 2 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('parcels.bulk.printLabels') }));
    await expect(args.onPrintLabels).toHaveBeenCalledWith(['par_0', 'par_2']);
    await userEvent.click(within(table).getByRole('checkbox', { name: t('table.selectAll') }));
    await userEvent.click(canvas.getByRole('button', { name: t('parcels.bulk.exportCsv') }));
    await expect((args.onExportCsv as ReturnType<typeof fn>).mock.calls[0]![0]).toHaveLength(10);
  },
};

/** The columns menu hides and shows columns; the tracking number cannot be hidden. */
export const ColumnChoice: Story = {
  name: 'Column choice',
  tags: ['desktop'],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('columnheader', { name: holding(t('parcels.columns.cod')) })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('table.columns') }));
    const dialog = await settled(body().findByRole('dialog', { name: t('table.columns') }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: t('parcels.columns.cod') }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(canvas.getByRole('columnheader', { name: holding(t('parcels.columns.cod')) })).toBeVisible(),
    );
  },
};

/**
 * A clerk sees the amounts of the parcels booked at his office only: the others read —, and the
 * amount columns offer no order (it would tell what they hide).
 */
export const AmountsOfOneOffice: Story = {
  name: 'Amounts of one office',
  tags: ['desktop'],
  args: { money: 'shown' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: t('parcels.title') });
    const total = within(table).getByRole('columnheader', { name: t('parcels.columns.total') });
    await expect(total).not.toHaveAttribute('aria-sort');
    await expect(within(total).queryByRole('button')).toBeNull();
    await expect(
      within(table).getByRole('columnheader', { name: holding(t('parcels.columns.receiver')) }),
    ).toHaveAttribute('aria-sort', 'none');
    const totals = within(table)
      .getAllByRole('cell')
      .filter((cell) => cell.dataset.label === t('parcels.columns.total'))
      .map((cell) => cell.textContent);
    await expect(totals.some((text) => text?.startsWith('₺'))).toBe(true);
    await expect(totals).toContain('—');
  },
};

/** Support and dispatchers see no amount: the list has no amount columns. */
export const NoAmounts: Story = {
  name: 'No amounts',
  tags: ['desktop'],
  args: { money: 'hidden' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: t('parcels.title') });
    await expect(within(table).queryByRole('columnheader', { name: t('parcels.columns.total') })).toBeNull();
    await expect(within(table).queryAllByText(/^₺/)).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: t('table.columns') }));
    const dialog = await settled(body().findByRole('dialog', { name: t('table.columns') }));
    await expect(within(dialog).queryByRole('checkbox', { name: t('parcels.columns.cod') })).toBeNull();
    await userEvent.keyboard('{Escape}');
    // Closed, and the keyboard is back on the button that opened it.
    await waitFor(() => expect(body().queryByRole('dialog', { name: t('table.columns') })).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: t('table.columns') })).toHaveFocus());
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) =>
    void (await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull()),
};
/** No parcel at all: the list says so and offers the next step, booking one. */
export const Empty: Story = {
  args: { empty: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: t('parcels.title') });
    await expect(table).toHaveTextContent(t('parcels.nothingYet'));
    await expect(within(table).getByRole('link', { name: t('parcels.new') })).toHaveAttribute(
      'href',
      '/secure/parcels/new',
    );
  },
};
/** For a role that may not book, the empty list says when parcels will show and offers no booking. */
export const EmptyCannotBook: Story = {
  name: 'Empty cannot book',
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { empty: true, cannotBook: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: t('parcels.title') });
    await expect(table).toHaveTextContent(t('parcels.nothingYetReader'));
    await expect(canvas.queryByRole('link', { name: t('parcels.new') })).toBeNull();
  },
};
/** The list could not be loaded: the reason, and "Try again", which asks again. */
export const LoadFailed: Story = {
  name: 'Load failed',
  args: { error: 'The server could not be reached.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server could not be reached.');
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
export const Dark: Story = {
  ...Default,
  tags: ['interaction'],
  parameters: notCaptured(Default.parameters),
  globals: { scheme: 'dark' },
};
/** On a phone the filters fold behind one button, so the rows are on the first screen. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: t('shell.search.label') })).toBeVisible();
    const filters = within(canvas.getByRole('search', { name: t('records.filters') }));
    const toggle = filters.getByRole('button', { name: t('records.filtersButton') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(filters.queryByRole('button', { name: endsWith(t('parcels.columns.status')) })).toBeNull();
    await userEvent.click(toggle);
    await expect(filters.getByRole('button', { name: endsWith(t('parcels.columns.status')) })).toBeVisible();
    // Each row is a compact card: the number with its status, then the receiver and when it was booked.
    const row = within(canvas.getByRole('table', { name: t('parcels.title') })).getAllByRole('row')[1]!;
    const cells = within(row).getAllByRole('cell');
    const status = cells.find((cell) => cell.dataset.label === t('parcels.columns.status'))!;
    await expect(status.dataset.card).toBe('badge');
    await expect(status.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(cells.filter((cell) => cell.dataset.card === 'line').map((cell) => cell.dataset.label)).toEqual([
      t('parcels.columns.receiver'),
      t('parcels.columns.booked'),
    ]);
    await expect(cells.find((cell) => cell.dataset.label === t('parcels.columns.route'))).toBeUndefined();
  },
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Gönderiler' })).toBeVisible();
    await expect(canvas.getAllByText('Yolda').length).toBeGreaterThan(0);
  },
};
