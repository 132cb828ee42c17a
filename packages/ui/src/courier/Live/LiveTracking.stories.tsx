import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useMemo, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Driver, LivePosition, Trip, Truck } from '@courier/domain';
import { expectTooltipAsText, waitForReady } from '../../testing/maps';
import { storyOffices, storyRoutes } from '../fixtures';
import { sampleName, sampleNow } from '../../testing/sampleData';
import { LiveTracking, type LiveRefs } from './LiveTracking';
import { notCaptured, withPhone, inTurkish } from '../../testing/modes';
import { t } from '../../testing/t';
import { storyFormat } from '../../testing/format';

/** The stories' "now": positions are judged against it, so the states do not drift. */
const start = Date.parse(sampleNow);
const legs = storyOffices.flatMap((a) => storyOffices.filter((b) => b !== a).map((b) => [a, b] as const));

/** A fleet of `n` trucks on straight legs between the sample offices, `seconds` into the story. */
function fleet(n: number, seconds: number, driverName?: string) {
  const trucks: Truck[] = [];
  const drivers: Driver[] = [];
  const trips: Trip[] = [];
  const positions: LivePosition[] = [];
  for (let i = 0; i < n; i++) {
    const [a, b] = legs[i % legs.length]!;
    const progress = ((i * 37) % 100) / 100 + ((seconds * 0.002) % 1);
    const p = progress % 1;
    const id = String(i + 1).padStart(3, '0');
    trucks.push({ id: `trk_${id}`, plate: `${String((i % 81) + 1).padStart(2, '0')} TR ${1000 + i}` } as Truck);
    drivers.push({ id: `drv_${id}`, name: driverName ?? sampleName(i) } as Driver);
    const eta = new Date(start + (i % 7 === 0 ? -40 : 90) * 60_000).toISOString();
    trips.push({
      id: `trp_${id}`,
      code: `TRP-2026-${String(i + 1).padStart(5, '0')}`,
      routeId: 'rte_1',
      truckId: `trk_${id}`,
      driverId: `drv_${id}`,
      status: 'in_transit',
      scheduledAt: new Date(start - 3_600_000).toISOString(),
      departedAt: new Date(start - 3_600_000).toISOString(),
      completedAt: null,
      stops: [
        {
          officeId: a.id,
          eta: new Date(start - 3_600_000).toISOString(),
          arrivedAt: null,
          departedAt: new Date(start - 3_600_000).toISOString(),
        },
        { officeId: b.id, eta, arrivedAt: null, departedAt: null },
      ],
      loadKg: 4000 + i * 10,
      parcelCount: 100 + i,
      seal: null,
      createdAt: '2026-11-21T03:00:00.000Z',
      updatedAt: '2026-11-21T03:00:00.000Z',
    });
    const stale = i % 11 === 5;
    positions.push({
      truckId: `trk_${id}`,
      tripId: `trp_${id}`,
      lat: a.location.lat + (b.location.lat - a.location.lat) * p,
      lng: a.location.lng + (b.location.lng - a.location.lng) * p,
      headingDeg: 90,
      speedKmh: i % 13 === 3 ? 0 : 78,
      at: new Date(start + seconds * 1000 - (stale ? 120_000 : 1_000)).toISOString(),
      nextStop: { officeId: b.id, eta },
    });
  }
  return { trucks, drivers, trips, positions };
}

/**
 * The live page with a pretend server: every `every` ms the fleet moves on. `state` shows the page
 * before the first answer (loading) or when the answer failed (failed, with nothing shown yet).
 */
function LiveFleet({
  size,
  every,
  onSelect,
  driverName,
  state,
}: {
  size: number;
  every: number;
  onSelect: (id: string | null) => void;
  driverName?: string;
  state?: 'loading' | 'failed';
}) {
  const [seconds, setSeconds] = useState(0);
  const [selected, setSelected] = useState<string | null>(null);
  useEffect(() => {
    if (!every) return;
    const timer = setInterval(() => setSeconds((s) => s + every / 1000), every);
    return () => clearInterval(timer);
  }, [every]);
  const base = useMemo(() => fleet(size, 0, driverName), [size, driverName]);
  const { positions } = useMemo(() => fleet(size, seconds), [size, seconds]);
  const refs = useMemo<LiveRefs>(
    () => ({ routes: storyRoutes, trucks: base.trucks, drivers: base.drivers, offices: storyOffices }),
    [base],
  );
  return (
    <LiveTracking
      positions={state ? [] : positions}
      trips={state ? [] : base.trips}
      refs={refs}
      now={start + seconds * 1000}
      selectedTruckId={selected}
      onSelect={(id) => {
        onSelect(id);
        setSelected(id);
      }}
      tripHref={(trip) => `#${trip.id}`}
      tiles={null}
      isLoading={state === 'loading'}
      error={state === 'failed' ? 'The server did not answer (503). Trying again every 2 seconds.' : null}
    />
  );
}

const meta = {
  title: 'Courier/Live tracking',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: withPhone } },
  component: LiveFleet,
  args: { size: 24, every: 0, onSelect: fn() },
} satisfies Meta<typeof LiveFleet>;
export default meta;
type Story = StoryObj<typeof meta>;

const markersOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelectorAll(`[role="region"][aria-label="${CSS.escape(t('live.map'))}"] path.leaflet-interactive`);

/** The fleet as it opens: every truck on the map, coloured by how it stands, with the legend's counts. */
async function showsTheFleet(canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], canvasElement: HTMLElement) {
  const map = canvas.getByRole('region', { name: t('live.map') });
  await waitForReady(map);
  await waitFor(() => expect(markersOf(canvasElement)).toHaveLength(24));
  // No tiles here: Türkiye's 81 provinces are drawn beneath the trucks instead of a grey area.
  await waitFor(() => expect(canvasElement.querySelectorAll('[data-provinces] path')).toHaveLength(81));
  const legend = canvas.getByRole('list', { name: t('live.legend') });
  await expect(legend).toHaveTextContent(`${t('live.states.stale')} (2)`);
  await expect(legend).toHaveTextContent(`${t('live.states.late')} (4)`);
}

/** Trucks coloured by how they stand, none chosen and no search: the view as the operations desk opens it. */
export const Fleet: Story = {
  play: async ({ canvas, canvasElement }) => showsTheFleet(canvas, canvasElement),
};

/** Before the first positions come: placeholders in the list, not "no truck on the road". */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('live.loading'));
    await expect(canvas.queryByText(t('live.none'))).not.toBeInTheDocument();
  },
};

/** No trip on the road: the list says so, and when a truck will show. */
export const Empty: Story = {
  args: { size: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('live.none'));
    await expect(canvas.getByText(t('live.noneHint'))).toBeVisible();
    await expect(canvas.getByRole('list', { name: t('live.legend') })).toHaveTextContent(
      `${t('live.states.moving')} (0)`,
    );
  },
};

/** The positions could not be loaded: the page says so in words (the app asks again every 2 s). */
export const Failed: Story = {
  args: { state: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server did not answer (503)');
  },
};

/** Found by plate; the chosen one shows its trip, next stop, load and a stale warning, and its route joins the map. */
export const FindAndChooseATruck: Story = {
  name: 'Find and choose a truck',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, canvasElement, args }) => {
    await showsTheFleet(canvas, canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: t('live.find') }), '06 tr');
    await expect(canvas.getByRole('status')).toHaveTextContent(t('live.onTheRoad', { count: 1 }));
    const truck = within(canvas.getByRole('complementary', { name: t('live.trucks') })).getByRole('button', {
      name: /06 TR 1005/,
    });
    await userEvent.click(truck);
    await expect(args.onSelect).toHaveBeenCalledWith('trk_006');
    await expect(truck).toHaveAttribute('aria-pressed', 'true');
    const chosen = canvas.getByRole('region', { name: t('live.chosen', { plate: '06 TR 1005' }) });
    await expect(chosen).toHaveTextContent('TRP-2026-00006');
    // The sixth truck of the fleet: 105 parcels, 4,050 kg, its last position two minutes old.
    await expect(chosen).toHaveTextContent(t('live.load', { count: 105, kg: storyFormat().kg(4050) }));
    await expect(within(chosen).getByRole('alert')).toHaveTextContent(
      t('live.staleWarning', { time: storyFormat().clock(new Date(start - 120_000).toISOString()) }),
    );
    // The route of the chosen truck joins the map: its line and its two stops.
    await waitFor(() => expect(markersOf(canvasElement)).toHaveLength(24 + 3));
  },
};

/**
 * 300 trucks moving every 2 s: the markers move in place (the same elements, new places). A test
 * of the motion: where the trucks stand depends on how many updates have come, so it is not
 * captured.
 */
export const Fleet300: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { size: 300, every: 2000 },
  play: async ({ canvas, canvasElement }) => {
    await waitForReady(canvas.getByRole('region', { name: t('live.map') }));
    await waitFor(() => expect(markersOf(canvasElement)).toHaveLength(300));
    const first = markersOf(canvasElement)[0]!;
    const before = first.getAttribute('d');
    await waitFor(() => expect(first.getAttribute('d')).not.toBe(before), { timeout: 5000 });
    await expect(markersOf(canvasElement)[0]).toBe(first);
  },
};

export const FleetDark: Story = {
  ...FindAndChooseATruck,
  tags: ['interaction'],
  parameters: notCaptured(),
  globals: { scheme: 'dark' },
  name: 'Fleet dark',
};
export const FleetTurkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Canlı takip' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Renkler' })).toHaveTextContent('Yakın zamanda konum yok (2)');
  },
};

/** A driver's name is text on the map: markup in it shows as written and never runs. */
export const MarkupInDriverNameIsText: Story = {
  name: 'Markup in driver name is text',
  tags: ['interaction'],
  args: { size: 2, driverName: '<img src=x onerror="window.__driverXss=1">Ali' },
  play: async ({ canvas, canvasElement }) => {
    const map = canvas.getByRole('region', { name: t('live.map') });
    await waitForReady(map);
    await waitFor(() => expect(markersOf(canvasElement)).toHaveLength(2));
    await expectTooltipAsText(
      canvasElement,
      markersOf(canvasElement)[0]!,
      '<img src=x onerror="window.__driverXss=1">Ali',
      '__driverXss',
    );
  },
};

/** A trip IST → ANK → IZM standing at ANK, its next stop IZM at 10:12 (Türkiye time). */
const [first, middle, last] = storyOffices;
const standing: Trip = {
  ...fleet(1, 0).trips[0]!,
  stops: [
    { officeId: first!.id, eta: '2026-11-21T02:30:00Z', arrivedAt: null, departedAt: '2026-11-21T02:30:00Z' },
    { officeId: middle!.id, eta: '2026-11-21T06:10:00Z', arrivedAt: '2026-11-21T06:15:00Z', departedAt: null },
    { officeId: last!.id, eta: '2026-11-21T07:12:00Z', arrivedAt: null, departedAt: null },
  ],
};
const standingAt: LivePosition = {
  truckId: standing.truckId,
  tripId: standing.id,
  lat: middle!.location.lat,
  lng: middle!.location.lng,
  headingDeg: 0,
  speedKmh: 0,
  at: new Date(start - 1_000).toISOString(),
  nextStop: { officeId: last!.id, eta: '2026-11-21T07:12:00Z' },
};

function StandingTruck({ onSelect }: { onSelect: (id: string | null) => void }) {
  const [selected, setSelected] = useState<string | null>(null);
  const { trucks, drivers } = fleet(1, 0);
  return (
    <LiveTracking
      positions={[standingAt]}
      trips={[standing]}
      refs={{ routes: storyRoutes, trucks, drivers, offices: storyOffices }}
      now={start}
      selectedTruckId={selected}
      onSelect={(id) => {
        onSelect(id);
        setSelected(id);
      }}
      tripHref={(trip) => `#${trip.id}`}
      tiles={null}
    />
  );
}

/**
 * A truck standing at an office says where it is and what is next ("At ANK · next IZM at 10:12"),
 * not only "At a stop"; the offices are marked on the map, named as text; choosing the truck zooms
 * the map to it and brings its details into view.
 */
export const StandingAtAnOffice: StoryObj<typeof StandingTruck> = {
  name: 'Standing at an office',
  tags: ['interaction'],
  parameters: notCaptured(),
  render: (args) => <StandingTruck {...args} />,
  args: { onSelect: fn() },
  play: async ({ canvas, canvasElement }) => {
    const map = canvas.getByRole('region', { name: t('live.map') });
    await waitForReady(map);
    const list = within(canvas.getByRole('complementary', { name: t('live.trucks') }));
    const truck = list.getByRole('button', { name: /01 TR 1000/ });
    await expect(truck).toHaveTextContent(
      `${t('live.atOffice', { office: middle!.code })} · ${t('live.next', { office: last!.code, time: storyFormat().time(standingAt.nextStop!.eta) })}`,
    );
    const offices = await waitFor(() => {
      const found = canvasElement.querySelectorAll('.leaflet-marker-icon');
      expect(found).toHaveLength(storyOffices.length);
      return found;
    });
    await expectTooltipAsText(canvasElement, offices[0]!, `${first!.code} · ${first!.name}`, '__officeMarkup');
    // The widest province drawn: larger once the map is zoomed in.
    const province = () =>
      Math.max(
        ...[...canvasElement.querySelectorAll('[data-provinces] path')].map((p) => p.getBoundingClientRect().width),
      );
    await waitFor(() => expect(canvasElement.querySelector('[data-provinces] path')).not.toBeNull());
    const before = province();
    await userEvent.click(truck);
    const chosen = canvas.getByRole('region', { name: t('live.chosen', { plate: '01 TR 1000' }) });
    await expect(chosen).toHaveTextContent(t('live.atOffice', { office: `${middle!.code} · ${middle!.name}` }));
    await expect(chosen).toHaveTextContent(
      t('live.nextStopEta', { office: last!.code, time: storyFormat().moment(standingAt.nextStop!.eta) }),
    );
    // Zoomed in from the whole country: a province is drawn larger.
    await waitFor(() => expect(province()).toBeGreaterThan(before * 2));
    const box = chosen.getBoundingClientRect();
    await expect(box.top).toBeLessThan(window.innerHeight);
  },
};
