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

/** Statuses as coloured, translated badges; money in TRY; the route as office codes. */
export const Default: Story = {
  tags: ['desktop'],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Parcels' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await expect(within(table).getAllByText('In transit').length).toBeGreaterThan(0);
    await expect(within(table).getAllByText(/^₺/).length).toBeGreaterThan(0);
    await expect(within(table).getAllByText('IST → ANK').length).toBeGreaterThan(0);
    await expect(canvas.getByText('1–10 of 60')).toBeVisible();
  },
};

/** Typing searches after a pause; a status narrows at once; "Clear filters" brings all back. */
export const SearchAndFilter: Story = {
  name: 'Search and filter',
  tags: ['desktop'],
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'ayşe');
    await waitFor(() => expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'ayşe' })));
    await expect(args.onFiltersChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByText('1–5 of 5')).toBeVisible());
    await showFilters(canvas);
    await userEvent.click(canvas.getByRole('button', { name: /All statuses/ }));
    await userEvent.click(await settled(body().findByRole('option', { name: 'Delivered' })));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ q: 'ayşe', status: 'delivered' }),
    );
    await userEvent.click(
      within(canvas.getByRole('search', { name: 'Search and filters' })).getByRole('button', { name: 'Clear filters' }),
    );
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ q: '', status: null }));
    await waitFor(() => expect(canvas.getByText('1–10 of 60')).toBeVisible());
  },
};

/** Filtered to nothing: the table says so (not "nothing yet") and offers the way back. */
export const FilteredToNothing: Story = {
  name: 'Filtered to nothing',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'no such parcel');
    const table = canvas.getByRole('table', { name: 'Parcels' });
    await waitFor(() => expect(table).toHaveTextContent('Nothing matches these filters'));
    await userEvent.click(within(table).getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ q: '' }));
    await waitFor(() => expect(canvas.getByText('1–10 of 60')).toBeVisible());
  },
};

/** Selecting rows offers the bulk actions, which receive the chosen ids. */
export const BulkSelection: Story = {
  name: 'Bulk selection',
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Parcels' });
    const boxes = within(table).getAllByRole('checkbox', { name: 'Select row' });
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[2]!);
    await expect(canvas.getByText('2 selected')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Print labels' }));
    await expect(args.onPrintLabels).toHaveBeenCalledWith(['par_0', 'par_2']);
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select all rows' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect((args.onExportCsv as ReturnType<typeof fn>).mock.calls[0]![0]).toHaveLength(10);
  },
};

/** The columns menu hides and shows columns; the tracking number cannot be hidden. */
export const ColumnChoice: Story = {
  name: 'Column choice',
  tags: ['desktop'],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('columnheader', { name: /COD/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const dialog = await settled(body().findByRole('dialog', { name: 'Columns' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'COD' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('columnheader', { name: /COD/ })).toBeVisible());
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
    const table = canvas.getByRole('table', { name: 'Parcels' });
    const total = within(table).getByRole('columnheader', { name: 'Price' });
    await expect(total).not.toHaveAttribute('aria-sort');
    await expect(within(total).queryByRole('button')).toBeNull();
    await expect(within(table).getByRole('columnheader', { name: /Receiver/ })).toHaveAttribute('aria-sort', 'none');
    const totals = within(table)
      .getAllByRole('cell')
      .filter((cell) => cell.dataset.label === 'Price')
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
    const table = canvas.getByRole('table', { name: 'Parcels' });
    await expect(within(table).queryByRole('columnheader', { name: 'Price' })).toBeNull();
    await expect(within(table).queryAllByText(/^₺/)).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const dialog = await settled(body().findByRole('dialog', { name: 'Columns' }));
    await expect(within(dialog).queryByRole('checkbox', { name: 'COD' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    // Closed, and the keyboard is back on the button that opened it.
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Columns' })).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Columns' })).toHaveFocus());
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
    const table = canvas.getByRole('table', { name: 'Parcels' });
    await expect(table).toHaveTextContent('No parcels yet');
    await expect(within(table).getByRole('link', { name: 'Book a parcel' })).toHaveAttribute(
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
    const table = canvas.getByRole('table', { name: 'Parcels' });
    await expect(table).toHaveTextContent('Parcels show here as soon as they are booked.');
    await expect(canvas.queryByRole('link', { name: 'Book a parcel' })).toBeNull();
  },
};
/** The list could not be loaded: the reason, and "Try again", which asks again. */
export const LoadFailed: Story = {
  name: 'Load failed',
  args: { error: 'The server could not be reached.' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server could not be reached.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
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
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    const filters = within(canvas.getByRole('search', { name: 'Search and filters' }));
    const toggle = filters.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(filters.queryByRole('button', { name: /Status$/ })).toBeNull();
    await userEvent.click(toggle);
    await expect(filters.getByRole('button', { name: /Status$/ })).toBeVisible();
    // Each row is a compact card: the number with its status, then the receiver and when it was booked.
    const row = within(canvas.getByRole('table', { name: 'Parcels' })).getAllByRole('row')[1]!;
    const cells = within(row).getAllByRole('cell');
    const status = cells.find((cell) => cell.dataset.label === 'Status')!;
    await expect(status.dataset.card).toBe('badge');
    await expect(status.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(cells.filter((cell) => cell.dataset.card === 'line').map((cell) => cell.dataset.label)).toEqual([
      'Receiver',
      'Booked',
    ]);
    await expect(cells.find((cell) => cell.dataset.label === 'From → to')).toBeUndefined();
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
