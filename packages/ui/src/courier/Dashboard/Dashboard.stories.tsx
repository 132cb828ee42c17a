import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Dashboard as DashboardData, ListLink } from '@courier/domain';
import { storyLatestScans, storyOffices } from '../fixtures';
import { sampleNow } from '../../testing/sampleData';
import { Dashboard } from './Dashboard';
import { notCaptured, withPhone, inTurkish, afterShowcase } from '../../testing/modes';
import { storyFormat } from '../../testing/format';
import { t, holding } from '../../testing/t';

const link = (resource: ListLink['resource'], params: Record<string, string>): ListLink => ({ resource, params });
const days = Array.from({ length: 30 }, (_, i) => ({
  date: new Date(Date.UTC(2026, 9, 23 + i)).toISOString().slice(0, 10),
  delivered: 120 + ((i * 37) % 60),
  failed: 6 + ((i * 7) % 9),
  returned: i % 4,
}));
const today: DashboardData = {
  date: '2026-11-21',
  officeId: null,
  figures: {
    booked: { value: 184, link: link('parcels', { from: '2026-11-21', to: '2026-11-21' }) },
    received: { value: 171, link: link('parcel-events', { type: 'received', from: '2026-11-21', to: '2026-11-21' }) },
    inTransit: { value: 412, link: link('parcels', { status: 'in_transit' }) },
    outForDelivery: { value: 96, link: link('parcels', { status: 'out_for_delivery' }) },
    delivered: { value: 143, link: link('parcel-events', { type: 'delivered', from: '2026-11-21', to: '2026-11-21' }) },
    failed: {
      value: 9,
      link: link('parcel-events', { type: 'delivery_failed', from: '2026-11-21', to: '2026-11-21' }),
    },
    onTimeRate: {
      value: 0.9371,
      link: link('parcel-events', { type: 'delivered', from: '2026-11-21', to: '2026-11-21' }),
    },
    codToCollect: { value: 48250.5, count: 61, link: link('parcels', { paymentMode: 'cod', codStatus: 'pending' }) },
    revenueThisMonth: { value: 1_254_300, link: link('parcels', { from: '2026-11-01', to: '2026-11-21' }) },
    revenueLastMonth: {
      value: 1_690_000,
      toDate: 1_140_000,
      link: link('parcels', { from: '2026-10-01', to: '2026-10-31' }),
    },
    tripsOnRoad: { value: 8, link: link('trips', { status: 'in_transit' }) },
    openComplaints: {
      value: 37,
      byPriority: { urgent: 2, high: 9, medium: 18, low: 8 },
      pastSla: 5,
      link: link('complaints', { status: 'open,in_progress,awaiting_customer' }),
      pastSlaLink: link('complaints', { pastSla: 'true' }),
    },
  },
  deliveries30d: days,
  latestScans: storyLatestScans(8),
};
const hrefOf = (l: ListLink) => `#${l.resource}?${new URLSearchParams(l.params).toString()}`;

const meta = {
  title: 'Courier/Dashboard',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: withPhone } },
  component: Dashboard,
  args: {
    data: today,
    offices: storyOffices,
    officeId: null,
    onOfficeChange: fn(),
    linkOf: hrefOf,
    parcelHref: (e) => `#${e.parcelId}`,
    showMoney: true,
    updatedAt: Date.parse(sampleNow),
  },
} satisfies Meta<typeof Dashboard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every figure links to the list behind it; revenue against the same day last month; the chart has its table. */
export const Today: Story = {
  play: async ({ canvas, canvasElement }) => {
    const figures = canvas.getByRole('region', { name: t('dashboard.today') });
    await expect(within(figures).getByRole('link', { name: holding(t('dashboard.failed')) })).toHaveAttribute(
      'href',
      '#parcel-events?type=delivery_failed&from=2026-11-21&to=2026-11-21',
    );
    await expect(within(figures).getByRole('link', { name: holding(t('dashboard.codToCollect')) })).toHaveTextContent(
      t('dashboard.parcelsCount', { count: 61 }),
    );
    await expect(within(figures).getByRole('link', { name: holding(t('dashboard.revenue')) })).toHaveTextContent(
      storyFormat().signedRate(0.1),
    );
    await expect(within(figures).getByRole('link', { name: holding(t('dashboard.onTime')) })).toHaveTextContent(
      storyFormat().rate(0.937),
    );
    await expect(within(figures).getByRole('link', { name: holding(t('dashboard.openComplaints')) })).toHaveTextContent(
      (
        [
          ['urgent', 2],
          ['high', 9],
          ['medium', 18],
          ['low', 8],
        ] as const
      )
        .map(([priority, count]) => `${t(`complaints.priorities.${priority}`)} ${count}`)
        .join(' · '),
    );
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-chart-series] rect').length).toBeGreaterThan(60), {
      timeout: 5000,
    });
  },
};

export const TableAndAnotherOffice: Story = {
  tags: ['interaction'],
  ...afterShowcase(Today, async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText(t('dashboard.asTable')));
    await expect(
      within(canvas.getByRole('table', { name: t('dashboard.deliveries30') })).getAllByRole('row'),
    ).toHaveLength(31);
    await expect(canvas.getByRole('region', { name: t('dashboard.latestScans') })).toHaveTextContent(
      t('parcel.event.delivery_failed'),
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('dashboard.scope') }), 'ANK · Ankara Hub');
    await expect(args.onOfficeChange).toHaveBeenCalledWith('off_ank');
    // Back to the whole network: the page is told null, not the list's own value for it.
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('dashboard.scope') }), t('dashboard.network'));
    await expect(args.onOfficeChange).toHaveBeenLastCalledWith(null);
  }),
  name: 'Table and another office',
};

/** A dispatcher or a clerk does not read the money: no revenue, no cash figures. */
export const WithoutMoney: Story = {
  name: 'Without money',
  args: { showMoney: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(t('dashboard.revenue'))).toBeNull();
    await expect(canvas.queryByText(t('dashboard.codToCollect'))).toBeNull();
    await expect(canvas.getByText(t('dashboard.tripsOnRoad'))).toBeVisible();
  },
};

/** A clerk's figures are his office's only: the office is named, with nothing to choose and no money. */
export const OneOfficeOnly: Story = {
  name: 'One office only',
  args: { officeId: 'off_kad', onOfficeChange: undefined, showMoney: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('combobox', { name: t('dashboard.scope') })).toBeNull();
    await expect(canvas.getByText('KAD · Kadıköy Branch')).toBeVisible();
    await expect(canvas.queryByText(t('dashboard.revenue'))).toBeNull();
  },
};

/** Early morning: nothing delivered yet, no scans; the figures say so instead of showing 0 %. */
export const EmptyDay: Story = {
  name: 'Empty day',
  args: {
    data: {
      ...today,
      figures: {
        ...today.figures,
        delivered: { ...today.figures.delivered, value: 0 },
        onTimeRate: { ...today.figures.onTimeRate, value: null },
        booked: { ...today.figures.booked, value: 0 },
      },
      deliveries30d: days.map((d) => ({ ...d, delivered: 0, failed: 0, returned: 0 })),
      latestScans: [],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: holding(t('dashboard.onTime')) })).toHaveTextContent(
      t('dashboard.noDeliveries'),
    );
    await expect(canvas.getByText(t('dashboard.noScans'))).toBeVisible();
    // No bars, and the count axis is not cut in fractions.
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-axis="y"] text').length).toBeGreaterThan(0), {
      timeout: 5000,
    });
    await expect(canvasElement.querySelectorAll('[data-chart-series] rect')).toHaveLength(0);
    await expect([...canvasElement.querySelectorAll('[data-axis="y"] text')].map((tick) => tick.textContent)).toEqual([
      '0',
      '1',
    ]);
  },
};

/** While the first answer loads, the cards keep their places. */
/** The day's figures could not be loaded: said in words, with a way to try again. */
export const Failed: Story = {
  args: { data: undefined, updatedAt: undefined, error: 'The dashboard could not be loaded.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The dashboard could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { data: undefined, updatedAt: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(t('common.loading')).length).toBeGreaterThan(5);
  },
};

export const Dark: Story = {
  ...Today,
  tags: ['interaction'],
  parameters: notCaptured(Today.parameters),
  globals: { scheme: 'dark' },
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bugün' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Bugün başarısız/ })).toBeVisible();
  },
};
