import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { StaffMember } from '@courier/domain';
import type { TableSort } from '../../data/DataTable/DataTable';
import { choosable, settled } from '../../testing/motion';
import { storyEvents, storyOffices, storyParcel } from '../fixtures';
import { noHistoryFilters, ParcelHistory, type HistoryFilters } from './ParcelHistory';
import { notCaptured, withPhone, inTurkish } from '../../testing/modes';
import { listStateProps, showsListState, type ListState } from '../MasterData/storyList';
import { showFilters } from '../../testing/filters';
import { storyFormat } from '../../testing/format';
import { t, holding } from '../../testing/t';

const events = [0, 1, 2].flatMap((i) => storyEvents(storyParcel(i))).sort((a, b) => b.at.localeCompare(a.at));
const staff: StaffMember[] = [
  { id: 'usr_clerk', name: 'Selin Arslan', role: 'clerk', officeId: 'off_ist', driverId: null, avatar: null },
  { id: 'usr_driver', name: 'Emre Şahin', role: 'driver', officeId: 'off_ank', driverId: 'drv_1', avatar: null },
];

function Live({
  onFiltersChange,
  onExport,
  state,
}: {
  onFiltersChange: (f: HistoryFilters) => void;
  onExport: () => void;
  state?: ListState;
}) {
  const [filters, setFilters] = useState(noHistoryFilters);
  const [sort, setSort] = useState<TableSort | null>({ id: 'at', direction: 'desc' });
  const [page, setPage] = useState(1);
  const rows =
    state === 'empty'
      ? []
      : events.filter(
          (e) =>
            (!filters.type || e.type === filters.type) &&
            (!filters.userId || e.userId === filters.userId) &&
            (!filters.tripId || e.tripId === filters.tripId) &&
            (!filters.trackingNumber || e.trackingNumber.includes(filters.trackingNumber)),
        );
  return (
    <ParcelHistory
      filters={filters}
      onFiltersChange={(next) => {
        onFiltersChange(next);
        setFilters(next);
        setPage(1);
      }}
      sort={sort}
      onSortChange={setSort}
      page={page}
      pageSize={10}
      onPageChange={setPage}
      onPageSizeChange={() => {}}
      result={{ items: rows.slice((page - 1) * 10, page * 10), total: rows.length }}
      {...listStateProps(state)}
      offices={storyOffices}
      staff={staff}
      trips={{ trp_1: 'TRP-2026-00133' }}
      drivers={{ drv_1: 'Emre Şahin' }}
      searchTrips={async () => [{ id: 'trp_1', label: 'TRP-2026-00133' }]}
      parcelHref={(e) => `/secure/parcels/${e.parcelId}`}
      tripHref={(id) => `/secure/trips/${id}`}
      onExport={onExport}
    />
  );
}

const meta = {
  title: 'Courier/Parcels/History',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: withPhone } },
  component: Live,
  args: { onFiltersChange: fn(), onExport: fn() },
} satisfies Meta<typeof Live>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
/** The pager's range of rows, as the story's language writes it. */
const range = (start: number, end: number, total: number) => {
  const format = storyFormat();
  return t('pagination.range', { start: format.count(start), end: format.count(end), total: format.count(total) });
};

/** Who did what, where and when, newest first; the parcel links to its page. */
export const ScanLog: Story = {
  name: 'Scan log',
  tags: ['desktop'],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: t('history.title') });
    const first = within(table).getAllByRole('row')[1]!;
    await expect(first).toHaveTextContent(t('parcel.event.delivery_failed'));
    await expect(first).toHaveTextContent(t('parcel.failureReason.recipient_absent'));
    await expect(first).toHaveTextContent('Emre Şahin');
    await expect(within(first).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/secure\/parcels\/par_/),
    );
    await expect(canvas.getByText(range(1, 10, 21))).toBeVisible();
  },
};

/** The first page on its way: the frame stands, placeholder rows where the scans will be. */
export const Loading: Story = { args: { state: 'loading' }, play: showsListState(() => t('history.title'), 'loading') };

/** No scans yet: the table says so. */
export const Empty: Story = { args: { state: 'empty' }, play: showsListState(() => t('history.title'), 'empty') };

/** The server did not answer: the table says so in words, with Try again. */
export const Failed: Story = { args: { state: 'failed' }, play: showsListState(() => t('history.title'), 'failed') };

/** Filtering by event, user and trip; the export takes what matches. */
export const FilterAndExport: Story = {
  name: 'Filter and export',
  play: async ({ canvas, args }) => {
    await showFilters(canvas);
    await userEvent.click(canvas.getByRole('button', { name: holding(t('history.allEvents')) }));
    await userEvent.click(await settled(body().findByRole('option', { name: t('parcel.event.loaded') })));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'loaded' }));
    await waitFor(() => expect(canvas.getByText(range(1, 3, 3))).toBeVisible());
    await userEvent.type(canvas.getByRole('combobox', { name: t('history.columns.trip') }), 'TRP');
    await userEvent.click(await choosable(body().findByRole('option', { name: 'TRP-2026-00133' })));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'loaded', tripId: 'trp_1' }),
    );
    await userEvent.click(
      canvas.getByRole('button', { name: t('history.export', { count: 3, rows: storyFormat().count(3) }) }),
    );
    await expect(args.onExport).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: t('records.clearFilters') }));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(noHistoryFilters);
  },
};

/** A tracking number, typed in part and in lower case, narrows the log; a trip's code opens the trip. */
export const ByTrackingNumberAndTripLink: Story = {
  name: 'By tracking number and trip link',
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: t('history.title') });
    const trip = within(table).getAllByRole('link', { name: 'TRP-2026-00133' })[0]!;
    await expect(trip).toHaveAttribute('href', '/secure/trips/trp_1');
    await showFilters(canvas);
    const number = events.find((e) => e.tripId)!.trackingNumber;
    await userEvent.type(
      canvas.getByRole('textbox', { name: t('parcels.columns.trackingNumber') }),
      number.slice(0, 8).toLowerCase(),
    );
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ trackingNumber: number.slice(0, 8) }),
    );
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('link')
          .filter((a) => /^[A-Z]{2}\d/.test(a.textContent ?? ''))
          .every((a) => a.textContent!.includes(number.slice(0, 8))),
      ).toBe(true),
    );
  },
};

export const Dark: Story = {
  ...ScanLog,
  tags: ['interaction'],
  parameters: notCaptured(ScanLog.parameters),
  globals: { scheme: 'dark' },
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) =>
    void (await expect(canvas.getByRole('heading', { name: 'Gönderi geçmişi' })).toBeVisible()),
};
