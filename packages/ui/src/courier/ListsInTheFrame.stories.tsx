import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { asSeenBy } from '@courier/domain';
import { Layout } from '../shell/Layout/Layout';
import { storyNavigation } from '../shell/fixtures';
import { withPhone } from '../testing/modes';
import { mediaDown } from '../theme/breakpoints';
import { ComplaintList, noComplaintFilters } from './Complaints/Complaints';
import { sampleNow } from '../testing/sampleData';
import {
  storyComplaintLog,
  storyCustomers,
  storyDrivers,
  storyOffices,
  storyParcels,
  storyRoutes,
  storyTripLog,
  storyTrucks,
} from './fixtures';
import { CustomerList, noCustomerFilters } from './MasterData/Customers';
import { useStoryListView } from './MasterData/storyList';
import { noParcelFilters, ParcelList } from './Parcels/ParcelList';
import { noTripFilters, TripList } from './Trips/Trips';
import { t, startsWith } from '../testing/t';

/**
 * The four busiest lists as a page of the app shows them: in the classic layout, beside the
 * navigation. At 1280 px each shows its default columns without scrolling sideways, the page
 * scrolls as one with the header row held under the top bar, and on a phone each row is a
 * compact card.
 */
type Kind = 'parcels' | 'trips' | 'complaints' | 'customers';

const parcels = storyParcels(25).map((p) => asSeenBy(p, { price: true, codAmount: true, declaredValue: true }));
// Enough trips and complaints for a page that scrolls.
const trips = storyTripLog(20);
const complaints = storyComplaintLog(20);
const now = Date.parse(sampleNow);

function List({ kind, driver }: { kind: Kind; driver?: boolean }) {
  const parcelView = useStoryListView(parcels, noParcelFilters, () => true, fn(), {
    id: 'createdAt',
    direction: 'desc',
  });
  const tripView = useStoryListView(trips, noTripFilters, () => true, fn(), { id: 'scheduledAt', direction: 'desc' });
  const complaintView = useStoryListView(complaints, noComplaintFilters, () => true, fn(), {
    id: 'createdAt',
    direction: 'desc',
  });
  const customerView = useStoryListView(storyCustomers, noCustomerFilters, () => true, fn(), {
    id: 'name',
    direction: 'asc',
  });
  if (kind === 'parcels') {
    const { newHref, rowHref, onOpen, ...view } = parcelView;
    return (
      <ParcelList
        {...view}
        offices={storyOffices}
        onPrintLabels={fn()}
        onExportCsv={fn()}
        newParcelHref={newHref}
        parcelHref={rowHref}
        onOpenParcel={onOpen}
      />
    );
  }
  if (kind === 'trips')
    return (
      <TripList
        {...tripView}
        refs={{ routes: storyRoutes, trucks: storyTrucks, drivers: storyDrivers, offices: storyOffices }}
        onExportCsv={driver ? undefined : fn()}
      />
    );
  if (kind === 'complaints')
    return (
      <ComplaintList
        {...complaintView}
        staff={[
          { id: 'usr_support', name: 'Büşra Tekin', role: 'support', officeId: null, driverId: null, avatar: null },
        ]}
        customers={{ cus_1: 'Anadolu Tekstil A.Ş.', cus_2: 'Elif Çelik' }}
        now={now}
        onExportCsv={fn()}
      />
    );
  return <CustomerList {...customerView} offices={storyOffices} onExportCsv={fn()} />;
}

function Page({ kind, driver }: { kind: Kind; driver?: boolean }) {
  return (
    <Layout
      layout="classic"
      navigation={storyNavigation}
      currentPath={`/secure/${kind}`}
      companyName="Courier Express"
      widgets={{}}
      year={2026}
    >
      <List kind={kind} driver={driver} />
    </Layout>
  );
}

const meta = {
  title: 'Courier/Lists in the frame',
  component: Page,
  parameters: { layout: 'fullscreen', chromatic: { modes: withPhone } },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

const onPhone = () => window.matchMedia(mediaDown('md')).matches;

/**
 * At 1280 px the default columns, the key ones among them, fit beside the navigation: the table
 * is no wider than the page's column and no box of its own scrolls. On a phone each row is a
 * card of at most three lines: its title and badge, and a line or two.
 */
const fitsTheScreen =
  (table: string, key: string[]) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    // The table and its key columns are named by the keys of their strings, in the story's language.
    const grid = canvas.getByRole('table', { name: t(table) });
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(2));
    const row = within(grid).getAllByRole('row')[1]!;
    if (onPhone()) {
      const cells = within(row).getAllByRole('cell');
      await expect(cells.filter((cell) => cell.dataset.card === 'title')).toHaveLength(1);
      await expect(cells.filter((cell) => cell.dataset.card === 'line').length).toBeLessThanOrEqual(2);
      // Three lines of text at most: a card is far shorter than one line per column would make it.
      const lineHeight = Number.parseFloat(getComputedStyle(cells[cells.length - 1]!).lineHeight) || 20;
      await expect(row.getBoundingClientRect().height).toBeLessThan(lineHeight * 3 + 48);
      await expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
      return;
    }
    for (const name of key)
      await expect(within(grid).getByRole('columnheader', { name: startsWith(t(name)) })).toBeVisible();
    const page = canvas.getByRole('main');
    const room = page.clientWidth - Number.parseFloat(getComputedStyle(page).paddingLeft) * 2;
    await expect(grid.getBoundingClientRect().width).toBeLessThanOrEqual(room + 1);
    const scroller = grid.parentElement!;
    await expect(getComputedStyle(scroller).overflowX).toBe('visible');
    await expect(getComputedStyle(scroller).overflowY).toBe('visible');
  };

export const Parcels: Story = {
  args: { kind: 'parcels' },
  play: fitsTheScreen('parcels.title', [
    'parcels.columns.trackingNumber',
    'parcels.columns.status',
    'parcels.columns.receiver',
    'parcels.columns.route',
    'parcels.columns.total',
    'parcels.columns.booked',
  ]),
};
/** On a phone: a card per parcel, its number and status, the receiver, when it was booked. */
export const ParcelsOnAPhone: Story = {
  ...Parcels,
  globals: { viewport: { value: 'phone' } },
  parameters: { chromatic: { disableSnapshot: true } },
  name: 'Parcels on a phone',
};
export const Trips: Story = {
  args: { kind: 'trips' },
  play: fitsTheScreen('trips.title', [
    'trips.code',
    'trips.scheduledAt',
    'trips.route',
    'trips.driver',
    'trips.load',
    'trips.status',
  ]),
};
export const Complaints: Story = {
  args: { kind: 'complaints' },
  play: fitsTheScreen('complaints.title', [
    'complaints.code',
    'complaints.subject',
    'complaints.priority',
    'complaints.status',
    'complaints.assignee',
    'complaints.sla.title',
  ]),
};
export const Customers: Story = {
  args: { kind: 'customers' },
  play: fitsTheScreen('customers.title', ['customers.code', 'customers.name', 'records.phone', 'records.state']),
};

/** The page scrolls as one: the table's header row stays in view, under the top bar. */
export const HeaderStaysInView: Story = {
  name: 'Header stays in view',
  args: { kind: 'parcels' },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('table', { name: t('parcels.title') });
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(20));
    const header = within(grid).getAllByRole('columnheader')[1]!;
    const bar = canvas.getByRole('banner');
    const start = grid.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, start + 400);
    try {
      await waitFor(() => expect(window.scrollY).toBeGreaterThan(start));
      if (onPhone()) return;
      await waitFor(() =>
        expect(Math.abs(header.getBoundingClientRect().top - bar.getBoundingClientRect().bottom)).toBeLessThan(2),
      );
      await expect(header).toBeVisible();
    } finally {
      window.scrollTo(0, 0);
    }
  },
};

/** A driver's own trips: nothing to do with a selection, so no selection boxes. */
export const TripsOfADriver: Story = {
  name: 'Trips of a driver',
  args: { kind: 'trips', driver: true },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('table', { name: t('shell.search.groups.trips') });
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(2));
    await expect(within(grid).queryAllByRole('checkbox')).toHaveLength(0);
  },
};
