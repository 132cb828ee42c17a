import { useCallback, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Parcel, TripAvailability } from '@courier/domain';
import { storyLogo } from '../../testing/images';
import { settled } from '../../testing/motion';
import { sampleNow } from '../../testing/sampleData';
import { storyDrivers, storyOffices, storyParcel, storyRoutes, storyTrips, storyTrucks } from '../fixtures';
import { holds, useStoryListView, showsListState, type ListState } from '../MasterData/storyList';
import { ManifestSheet } from './ManifestSheet';
import { TripDetail, type LoadResult, type TripDetailProps } from './TripDetail';
import { blankTripPlan, TripPlanner, type TripCrewChoice, type TripPlannerProps } from './TripPlanner';
import { CapacityBar, noTripFilters, TripList, type TripFilters, type TripRefs } from './Trips';
import { notCaptured, withPhone, inTurkish, afterShowcase } from '../../testing/modes';
import { storyFormat } from '../../testing/format';
import { sampleCopy } from '../../testing/sampleCopy';
import { t, startsWith, endsWith, holding } from '../../testing/t';

const body = () => within(document.body);
const refs: TripRefs = { routes: storyRoutes, trucks: storyTrucks, drivers: storyDrivers, offices: storyOffices };
/** A capacity bar's words: the load against the truck's capacity, and the share it fills. */
const loadOf = (loadKg: number, capacityKg: number) => {
  const format = storyFormat();
  return t('trips.loadOf', {
    load: format.kg(loadKg),
    capacity: format.kg(capacityKg),
    percent: format.percent(Math.round((loadKg / capacityKg) * 100)),
  });
};
/** The end of a capacity bar's words: the share of the truck it fills. */
const filling = (percent: number) => expect.stringMatching(endsWith(`(${storyFormat().percent(percent)})`));

function LiveList(props: {
  state?: ListState;
  onFiltersChange: (f: TripFilters) => void;
  onExportCsv: (ids: string[]) => void;
}) {
  const view = useStoryListView(
    storyTrips,
    noTripFilters,
    (x, f) => holds(x.code, f.q) && (!f.status || x.status === f.status) && (!f.driverId || x.driverId === f.driverId),
    props.onFiltersChange,
    { id: 'scheduledAt', direction: 'desc' },
    props.state,
  );
  return <TripList {...view} refs={refs} onExportCsv={props.onExportCsv} />;
}

const meta = {
  title: 'Courier/Trips',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: withPhone } },
  // The detail's back link, as the app names it, in the story's language.
  decorators: [sampleCopy({ backLabel: 'trips.back' })],
  component: LiveList,
  args: { onFiltersChange: fn(), onExportCsv: fn() },
} satisfies Meta<typeof LiveList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each trip with its route, driver and how full it is (the truck is added through Columns); the status narrows the list. */
export const List: Story = {
  tags: ['desktop'],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: t('trips.title') });
    const first = within(table).getByRole('cell', { name: 'TRP-2026-00101' }).closest('tr')!;
    await expect(first).toHaveTextContent('R-01 İstanbul – Ankara line haul');
    await expect(first).toHaveTextContent('Hasan Yıldız');
    await expect(within(first).getByRole('progressbar', { name: t('trips.load') })).toHaveAttribute(
      'aria-valuetext',
      filling(36),
    );
  },
};

export const FilterByStatus: Story = {
  tags: ['interaction'],
  ...afterShowcase(List, async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: t('trips.title') });
    await userEvent.click(canvas.getByRole('button', { name: startsWith(t('records.allStatuses')) }));
    await userEvent.click(await settled(body().findByRole('option', { name: t('trips.statuses.completed') })));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'completed' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  }),
  name: 'Filter by status',
};

/** The first page on its way: the frame stands, placeholder rows where the trips will be. */
export const Loading: Story = { args: { state: 'loading' }, play: showsListState(() => t('trips.title'), 'loading') };

/** None yet: the table says so, and where to start. */
export const Empty: Story = { args: { state: 'empty' }, play: showsListState(() => t('trips.title'), 'empty') };

/** The server did not answer: the table says so in words, with Try again. */
export const Failed: Story = { args: { state: 'failed' }, play: showsListState(() => t('trips.title'), 'failed') };

/** The bar turns amber from 90 % and red past the truck's capacity. */
export const Capacity: StoryObj<typeof CapacityBar> = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <CapacityBar loadKg={6400} capacityKg={18000} />
      <CapacityBar loadKg={16800} capacityKg={18000} />
      <CapacityBar loadKg={18600} capacityKg={18000} />
    </div>
  ),
  play: async ({ canvas }) => {
    const bars = canvas.getAllByRole('progressbar', { name: t('trips.load') });
    await expect(bars.map((b) => b.getAttribute('aria-valuetext'))).toEqual([filling(36), filling(93), filling(103)]);
    await expect(bars[2]!.querySelector<HTMLElement>('[style]')!.style.width).toBe('100%');
  },
};

const availability: TripAvailability = {
  trucks: [
    { id: 'trk_1', plate: '34 ABC 123', capacityKg: 18000, homeOfficeId: 'off_ist', problem: 'on_other_trip' },
    { id: 'trk_2', plate: '06 KLM 4521', capacityKg: 18000, homeOfficeId: 'off_ist', problem: 'maintenance' },
    { id: 'trk_3', plate: '35 ZT 88', capacityKg: 3500, homeOfficeId: 'off_ist', problem: null },
  ],
  drivers: [
    { id: 'drv_1', name: 'Hasan Yıldız', licenseClass: 'CE', homeOfficeId: 'off_ist', problem: null },
    { id: 'drv_2', name: 'Gül Aksoy', licenseClass: 'C', homeOfficeId: 'off_ank', problem: null },
    { id: 'drv_3', name: 'Kemal Ünal', licenseClass: 'B', homeOfficeId: 'off_kad', problem: 'licence_expired' },
  ],
};

/**
 * The route brings its departure time and its stops with ETAs; trucks and drivers who are not
 * free stay listed, greyed, with the reason; the plan is sent with the chosen ones.
 */
export const Planner: StoryObj<typeof TripPlanner> = {
  render: (args) => <TripPlanner {...args} />,
  args: {
    routes: storyRoutes,
    refs,
    availability,
    initial: blankTripPlan('2026-11-23'),
    onScheduleChange: fn(),
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: endsWith(t('trips.route')) }));
    await userEvent.click(await settled(body().findByRole('option', { name: /^R-01/ })));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: startsWith(t('trips.time')) })).toHaveValue('22:00'),
    );
    await waitFor(() =>
      expect(args.onScheduleChange).toHaveBeenLastCalledWith(
        '2026-11-23T19:00:00.000Z',
        expect.objectContaining({ routeId: 'rte_1' }),
      ),
    );
    // Ankara, the last stop, seven hours after leaving İstanbul at 22:00.
    const stops = within(canvas.getByRole('region', { name: t('trips.stopsEta') }));
    await expect(stops.getByText('ANK').closest('li')).toHaveTextContent(
      t('trips.eta', { time: storyFormat().moment('2026-11-24T02:00:00.000Z') }),
    );
    await expect(
      canvas.getByText(
        t('trips.freeCount', {
          trucks: t('trips.freeTrucks', { count: 1 }),
          drivers: t('trips.freeDrivers', { count: 2 }),
        }),
      ),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: endsWith(t('trips.truck')) }));
    const busy = await settled(body().findByRole('option', { name: /34 ABC 123/ }));
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toHaveTextContent(t('trips.problems.on_other_trip'));
    await expect(body().getByRole('option', { name: /06 KLM 4521/ })).toHaveTextContent(
      t('trips.problems.maintenance'),
    );
    await userEvent.click(body().getByRole('option', { name: /35 ZT 88/ }));
    await userEvent.click(canvas.getByRole('button', { name: endsWith(t('trips.driver')) }));
    await expect(await settled(body().findByRole('option', { name: /Kemal Ünal/ }))).toHaveTextContent(
      t('trips.problems.licence_expired'),
    );
    await userEvent.click(body().getByRole('option', { name: /Gül Aksoy/ }));
    await userEvent.click(canvas.getByRole('button', { name: t('trips.plan') }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          routeId: 'rte_1',
          day: '2026-11-23',
          time: '22:00',
          truckId: 'trk_3',
          driverId: 'drv_2',
        }),
      ),
    );
  },
};

/** Nothing chosen: each field says so; the server's refusal (a licence too low for the truck) lands on the driver. */
export const PlannerRefusals: StoryObj<typeof TripPlanner> = {
  name: 'Planner refusals',
  render: (args) => <TripPlanner {...args} />,
  args: {
    ...Planner.args,
    initial: { ...blankTripPlan('2026-11-23'), routeId: 'rte_1', time: '22:00', truckId: 'trk_3', driverId: 'drv_2' },
    serverErrors: { driverId: 'licence_class' },
    error: 'Some fields are not valid',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(t('form.errors.licence_class'))).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: startsWith(t('trips.time')) }));
    await userEvent.click(canvas.getByRole('button', { name: t('trips.plan') }));
    await expect(
      await canvas.findByText(t('shell.auth.errors.required'), { selector: '[slot="errorMessage"]' }),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * The fleet as the server answers for R-01 from İstanbul tonight: what may go depends on the
 * choice (a B licence drives no 18 t truck), and the Ankara truck and driver are too far away.
 */
const crewFor = (choice: TripCrewChoice | undefined): TripAvailability => {
  const heavyTruck = choice?.truckId === 'trk_1' || choice?.truckId === 'trk_4';
  const bDriver = choice?.driverId === 'drv_3';
  return {
    trucks: [
      {
        id: 'trk_1',
        plate: '34 ABC 123',
        capacityKg: 18000,
        homeOfficeId: 'off_ist',
        atOfficeId: 'off_ist',
        problem: bDriver ? 'needs_heavy_licence' : null,
      },
      {
        id: 'trk_4',
        plate: '06 AB 777',
        capacityKg: 18000,
        homeOfficeId: 'off_ank',
        atOfficeId: 'off_ank',
        problem: 'too_far',
      },
      {
        id: 'trk_3',
        plate: '35 ZT 88',
        capacityKg: 3500,
        homeOfficeId: 'off_ist',
        atOfficeId: 'off_ist',
        problem: null,
      },
    ],
    drivers: [
      {
        id: 'drv_1',
        name: 'Hasan Yıldız',
        licenseClass: 'CE',
        homeOfficeId: 'off_ist',
        atOfficeId: 'off_ist',
        problem: null,
      },
      {
        id: 'drv_2',
        name: 'Gül Aksoy',
        licenseClass: 'C',
        homeOfficeId: 'off_ank',
        atOfficeId: 'off_ank',
        problem: 'too_far',
      },
      {
        id: 'drv_3',
        name: 'Kemal Ünal',
        licenseClass: 'B',
        homeOfficeId: 'off_ist',
        atOfficeId: 'off_ist',
        problem: heavyTruck ? 'licence_class' : null,
      },
    ],
  };
};
function LivePlanner(props: TripPlannerProps) {
  const [choice, setChoice] = useState<TripCrewChoice>();
  const told = props.onScheduleChange;
  const onScheduleChange = useCallback(
    (at: string | null, chosen: TripCrewChoice) => (told(at, chosen), setChoice(chosen)),
    [told],
  );
  return <TripPlanner {...props} availability={crewFor(choice)} onScheduleChange={onScheduleChange} />;
}
const openList = async (canvas: ReturnType<typeof within>, name: RegExp, option: RegExp) => {
  await userEvent.click(canvas.getByRole('button', { name }));
  return settled(body().findByRole('option', { name: option }));
};

/** Only a truck and a driver who may go are offered: the others greyed with the reason (too far, the licence for the truck chosen). */
export const PlannerOnlyEligible: StoryObj<typeof TripPlanner> = {
  name: 'Planner only eligible',
  tags: ['interaction'],
  render: (args) => <LivePlanner {...args} />,
  args: {
    ...Planner.args,
    initial: { ...blankTripPlan('2026-11-23'), routeId: 'rte_1', time: '22:00' },
  },
  play: async ({ canvas, args }) => {
    const far = await openList(canvas, endsWith(t('trips.truck')), /06 AB 777/);
    await expect(far).toHaveAttribute('aria-disabled', 'true');
    await expect(far).toHaveTextContent(t('trips.problems.too_far', { office: 'ANK', start: 'IST' }));
    await userEvent.click(body().getByRole('option', { name: /34 ABC 123/ }));
    await waitFor(() =>
      expect(args.onScheduleChange).toHaveBeenLastCalledWith(
        '2026-11-23T19:00:00.000Z',
        expect.objectContaining({ truckId: 'trk_1' }),
      ),
    );
    const light = await openList(canvas, endsWith(t('trips.driver')), /Kemal Ünal/);
    await expect(light).toHaveAttribute('aria-disabled', 'true');
    await expect(light).toHaveTextContent(t('trips.problems.licence_class'));
    await expect(body().getByRole('option', { name: /Gül Aksoy/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(body().getByRole('option', { name: /Hasan Yıldız/ }));
    await userEvent.click(canvas.getByRole('button', { name: t('trips.plan') }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ truckId: 'trk_1', driverId: 'drv_1' })),
    );
  },
};

/** A choice that no longer fits (the B driver with the 18 t truck) is said at both fields at once, before sending. */
export const PlannerChoiceRefusedAtOnce: StoryObj<typeof TripPlanner> = {
  name: 'Planner choice refused at once',
  tags: ['interaction'],
  render: (args) => <LivePlanner {...args} />,
  args: {
    ...Planner.args,
    initial: { ...blankTripPlan('2026-11-23'), routeId: 'rte_1', time: '22:00', truckId: 'trk_1', driverId: 'drv_3' },
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText(t('form.errors.licence_class'))).toBeVisible();
    await expect(canvas.getByText(t('form.errors.needs_heavy_licence'))).toBeVisible();
    await userEvent.click(await openList(canvas, endsWith(t('trips.driver')), /Hasan Yıldız/));
    await waitFor(() => expect(canvas.queryByText(t('form.errors.licence_class'))).toBeNull());
    await expect(canvas.queryByText(t('form.errors.needs_heavy_licence'))).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('trips.plan') }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
  },
};

export const PlannerOnlyEligibleTurkish: StoryObj<typeof TripPlanner> = {
  name: 'Planner only eligible Turkish',
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  render: (args) => <LivePlanner {...args} />,
  args: PlannerChoiceRefusedAtOnce.args,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Ehliyet sınıfı bu kamyon için yetersiz')).toBeVisible();
    const far = await openList(canvas, /Kamyon$/, /06 AB 777/);
    await expect(far).toHaveTextContent('ANK şubesinde: IST şubesine zamanında yetişemez');
    await userEvent.keyboard('{Escape}');
  },
};

/** The stories' moment: Saturday 21 November, 09:30 in Türkiye; tonight's trip leaves at 22:00. */
const storyNow = new Date(sampleNow);
const loading = storyTrips[2]!;
/** Half an hour before its planned time at the soonest (the server holds to it). */
const leavesFrom = new Date(Date.parse(loading.scheduledAt) - 30 * 60_000).toISOString();
const loaded = (i: number): Parcel =>
  storyParcel(i, {
    status: 'loaded',
    tripId: loading.id,
    currentOfficeId: null,
    destinationOfficeId: 'off_ank',
    originOfficeId: 'off_ist',
  });
const weightOf = (parcels: { weightKg: number }[]) => parcels.reduce((kg, p) => kg + p.weightKg, 0);
const onBoard = [loaded(1), loaded(2)];
/** Tonight's trip loading at İstanbul: its load and count are those of the parcels on board, as the server keeps them. */
const trip = { ...loading, status: 'loading' as const, loadKg: weightOf(onBoard), parcelCount: onBoard.length };
const sealed = { ...trip, seal: 'S1-2044' };
const waitingParcel = (i: number): Parcel =>
  storyParcel(i, {
    status: 'at_office',
    currentOfficeId: 'off_ist',
    destinationOfficeId: 'off_bur',
    originOfficeId: 'off_ist',
  });

/** What the server answers to a load it is not shown acting on: each parcel done. */
const loadResult = (numbers: string[]): LoadResult => ({ done: numbers, refused: [] });

/**
 * The trip detail as the app keeps it fresh: a parcel the server loads moves from the waiting list
 * onto the truck, the trip's load and count follow its parcels, a seal saved is the trip's. The
 * server's rules are played: a parcel that is not waiting at the stop is refused, and one that
 * would overload the truck.
 */
function LoadingTrip(props: TripDetailProps) {
  const capacityKg = props.refs.trucks.find((x) => x.id === props.trip.truckId)?.capacityKg ?? Infinity;
  const [manifest, setManifest] = useState({ onBoard: props.onBoard, waiting: props.waiting });
  const [seal, setSeal] = useState(props.trip.seal);
  const latest = useRef(manifest);
  const onLoad = async (numbers: string[]): Promise<LoadResult> => {
    await props.onLoad?.(numbers);
    let { onBoard, waiting } = latest.current;
    const result: LoadResult = { done: [], refused: [] };
    for (const trackingNumber of numbers) {
      const parcel = waiting.find((p) => p.trackingNumber === trackingNumber);
      const reason = !parcel
        ? t('scan.refusal.trip_not_here')
        : weightOf(onBoard) + parcel.weightKg > capacityKg
          ? t('scan.refusal.capacity_exceeded')
          : null;
      if (reason) result.refused.push({ trackingNumber, reason });
      else {
        onBoard = [...onBoard, { ...parcel!, status: 'loaded', tripId: props.trip.id, currentOfficeId: null }];
        waiting = waiting.filter((p) => p !== parcel);
        result.done.push(trackingNumber);
      }
    }
    latest.current = { onBoard, waiting };
    setManifest(latest.current);
    return result;
  };
  return (
    <TripDetail
      {...props}
      trip={{ ...props.trip, seal, loadKg: weightOf(manifest.onBoard), parcelCount: manifest.onBoard.length }}
      onBoard={manifest.onBoard}
      waiting={manifest.waiting}
      onLoad={onLoad}
      onSeal={async (next) => (await props.onSeal?.(next), setSeal(next))}
    />
  );
}

/**
 * A trip loading at İstanbul hours before it leaves: the load of the parcels on board against the
 * truck, those waiting at the stop, the seal still to set.
 */
export const Manifest: StoryObj<typeof TripDetail> = {
  // Found by its name: the trip detail, whose manifest lists the parcels loaded.
  name: 'Trip detail (manifest)',
  render: (args) => <TripDetail {...args} />,
  args: {
    trip,
    refs,
    onBoard,
    waiting: [waitingParcel(3), waitingParcel(4), waitingParcel(5)],
    backHref: '#trips',
    backLabel: 'Trips',
    manifestHref: '#manifest',
    parcelHref: (p) => `#${p.id}`,
    onMove: fn(async () => undefined),
    onCancel: fn(async () => undefined),
    onLoad: fn(async (numbers: string[]) => loadResult(numbers)),
    onUnload: fn(async (numbers: string[]) => loadResult(numbers)),
    onSeal: fn(async () => undefined),
    now: storyNow,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: holding(t('trips.back')) })).toHaveAttribute('href', '#trips');
    // Parcels on board and no seal yet: Depart waits, and says why beside it.
    await expect(canvas.getByRole('button', { name: t('trips.moves.depart') })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t('trips.moves.depart') })).toHaveAccessibleDescription(
      t('trips.refusals.seal_missing'),
    );
    // The load is the parcels' own: 4 and 8 kg.
    await expect(canvas.getByRole('progressbar', { name: t('trips.load') })).toHaveAttribute(
      'aria-valuetext',
      loadOf(12, 18000),
    );
    await expect(canvas.getByText(t('trips.standsAt', { office: 'IST' }))).toBeVisible();
    await expect(canvas.getByText(t('trips.leavesFrom', { time: storyFormat().moment(leavesFrom) }))).toBeVisible();
  },
};

/**
 * A scan loads a parcel waiting at the stop and refuses one that is elsewhere; the rest are loaded
 * by selection; each loaded parcel moves on board and the load grows by its weight. The seal is
 * checked at its field, then saved.
 */
export const ManifestLoadAndSeal: StoryObj<typeof TripDetail> = {
  tags: ['interaction'],
  ...afterShowcase(Manifest, async ({ canvas, args }) => {
    const scan = canvas.getByRole('textbox', { name: startsWith(t('trips.scanToLoad')) });
    const onBoardTable = (count: number) => canvas.getByRole('table', { name: t('trips.onBoard', { count }) });
    const waitingTable = (count: number) =>
      canvas.getByRole('table', { name: t('trips.waiting', { office: 'IST', count }) });
    const elsewhere = storyParcel(7).trackingNumber;
    await userEvent.type(scan, `${elsewhere}{Enter}`);
    await expect(
      await canvas.findByText(t('trips.loadRefused', { number: elsewhere, reason: t('scan.refusal.trip_not_here') })),
    ).toBeVisible();

    const [first, ...rest] = args.waiting!;
    await userEvent.type(scan, `${first!.trackingNumber.toLowerCase()}{Enter}`);
    await expect(args.onLoad).toHaveBeenLastCalledWith([first!.trackingNumber]);
    await expect(await canvas.findByText(t('trips.loadedOne', { number: first!.trackingNumber }))).toBeVisible();
    await waitFor(() => expect(onBoardTable(3)).toBeVisible());
    await expect(
      within(onBoardTable(3)).getByRole('row', { name: new RegExp(first!.trackingNumber) }),
    ).toHaveTextContent(t('parcel.status.loaded'));
    await expect(within(waitingTable(2)).queryByText(first!.trackingNumber)).toBeNull();
    await expect(canvas.getByRole('progressbar', { name: t('trips.load') })).toHaveAttribute(
      'aria-valuetext',
      loadOf(24, 18000),
    );

    await userEvent.click(within(waitingTable(2)).getByRole('checkbox', { name: t('table.selectAll') }));
    await userEvent.click(canvas.getByRole('button', { name: t('trips.loadSelected') }));
    await expect(args.onLoad).toHaveBeenLastCalledWith(rest.map((p) => p.trackingNumber));
    await expect(await canvas.findByText(t('trips.allDone', { count: 2 }))).toBeVisible();
    await waitFor(() => expect(onBoardTable(5)).toBeVisible());
    await expect(canvas.getByText(t('trips.noneWaiting'))).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: t('trips.load') })).toHaveAttribute(
      'aria-valuetext',
      loadOf(weightOf([...onBoard, ...args.waiting!]), 18000),
    );

    // The seal is set before the truck leaves; a too short one is refused at the field.
    const seal = canvas.getByRole('textbox', { name: t('trips.seal') });
    await userEvent.type(seal, 'S1');
    await userEvent.click(canvas.getByRole('button', { name: t('trips.setSeal') }));
    await expect(canvas.getByText(t('trips.sealLength'))).toBeVisible();
    await userEvent.type(seal, '-2044');
    await userEvent.click(canvas.getByRole('button', { name: t('trips.setSeal') }));
    await expect(args.onSeal).toHaveBeenCalledWith('S1-2044');
    // Said on the page, not in a toast over the manifest; the seal is named once, by its field.
    await expect(await canvas.findByText(t('trips.sealSet', { code: trip.code }))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('trips.seal') })).toHaveValue('S1-2044');
    await expect(canvas.getAllByText(t('trips.seal'))).toHaveLength(1);
  }),
  render: (args) => <LoadingTrip {...args} />,
  name: 'Manifest load and seal',
};

/** Departing asks first; a refusal (parcels still on board when completing) stays in the dialog. */
export const MovesAndRefusal: StoryObj<typeof TripDetail> = {
  name: 'Moves and refusal',
  render: (args) => <TripDetail {...args} />,
  args: {
    ...Manifest.args,
    trip: {
      ...storyTrips[0]!,
      stops: storyTrips[0]!.stops.map((s, i) => ({
        ...s,
        departedAt: i < 2 ? '2026-11-20T19:00:00.000Z' : null,
        arrivedAt: i > 0 ? '2026-11-20T22:00:00.000Z' : null,
      })),
    },
    onMove: fn(() => Promise.reject({ message: t('trips.refusals.parcels_on_board') })),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: t('trips.moves.depart') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('trips.moves.complete') }));
    const dialog = await settled(body().findByRole('alertdialog', { name: t('trips.moves.completeTitle') }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('trips.moves.complete') }));
    await expect(args.onMove).toHaveBeenCalledWith('complete', undefined);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(t('trips.refusals.parcels_on_board'));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.close') }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/** On the road between stops: the next stop is offered, nothing is loaded. */
export const OnTheRoad: StoryObj<typeof TripDetail> = {
  name: 'On the road',
  render: (args) => <TripDetail {...args} />,
  args: {
    ...Manifest.args,
    trip: {
      ...storyTrips[0]!,
      stops: storyTrips[0]!.stops.map((s, i) => ({ ...s, departedAt: i === 0 ? '2026-11-20T19:00:00.000Z' : null })),
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(t('trips.onTheRoad'))).toBeVisible();
    // Left İstanbul at 19:00 UTC; Bursa is about 90 km away as the crow flies: not before an hour later.
    const format = storyFormat();
    const soonest = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(
      (minute) =>
        holding(t('trips.arrivesFrom', { office: 'BUR', time: format.moment(`2026-11-20T20:0${minute}:00.000Z`) }))
          .source,
    );
    await expect(canvas.getByText(new RegExp(`^(${soonest.join('|')})$`))).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: startsWith(t('trips.scanToLoad')) })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('trips.moves.arrive', { office: 'BUR' }) }));
    const dialog = await settled(
      body().findByRole('alertdialog', { name: t('trips.moves.arriveTitle', { office: 'BUR' }) }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('trips.moves.arrive', { office: 'BUR' }) }));
    await expect(args.onMove).toHaveBeenCalledWith('arrive', 'off_bur');
    await waitFor(() => expect(canvas.getByText(t('trips.moved.arrive', { code: storyTrips[0]!.code }))).toBeVisible());
  },
};

/** The server refuses to let the truck leave or the trip be cancelled: each reason is said in its dialog, nothing changes. */
export const DepartAndCancelRefused: StoryObj<typeof TripDetail> = {
  name: 'Depart and cancel refused',
  render: (args) => <TripDetail {...args} />,
  args: {
    ...Manifest.args,
    trip: sealed,
    now: new Date('2026-11-21T19:00:00Z'),
    onMove: fn(() => Promise.reject({ message: t('trips.refusals.not_at_a_stop') })),
    onCancel: fn(() => Promise.reject({ message: t('trips.refusals.invalid_transition') })),
  },
  play: async ({ canvas, args }) => {
    for (const [button, dialogName, reason] of [
      [t('trips.moves.depart'), t('trips.moves.departTitle', { office: 'IST' }), t('trips.refusals.not_at_a_stop')],
      [t('trips.moves.cancel'), t('trips.moves.cancelTitle'), t('trips.refusals.invalid_transition')],
    ] as const) {
      await userEvent.click(canvas.getByRole('button', { name: button }));
      const dialog = await settled(body().findByRole('alertdialog', { name: dialogName }));
      await userEvent.click(within(dialog).getByRole('button', { name: button }));
      await expect(await within(dialog).findByRole('alert')).toHaveTextContent(reason);
      await userEvent.click(within(dialog).getByRole('button', { name: t('common.close') }));
      await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    }
    await expect(args.onMove).toHaveBeenCalledWith('depart', undefined);
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/**
 * Sealed, but it is 09:30 and the trip leaves at 22:00: Depart is not offered until 21:30, and
 * the page says so beside the button (the server would refuse it until then).
 */
export const DepartWaits: StoryObj<typeof TripDetail> = {
  name: 'Depart waits',
  render: (args) => <TripDetail {...args} />,
  args: { ...Manifest.args, trip: sealed },
  play: async ({ canvas }) => {
    const depart = canvas.getByRole('button', { name: t('trips.moves.depart') });
    await expect(depart).toBeDisabled();
    await expect(depart).toHaveAccessibleDescription(
      t('trips.refusals.too_early', { time: storyFormat().moment(leavesFrom) }),
    );
    await expect(canvas.getByRole('button', { name: t('trips.moves.cancel') })).toBeEnabled();
    // A dispatcher has no way round the rule.
    await expect(canvas.queryByRole('button', { name: t('trips.override') })).toBeNull();
  },
};

/** A manager records the departure anyway: the reason is asked for, and sent with the move. */
export const ManagerOverride: StoryObj<typeof TripDetail> = {
  name: 'Manager override',
  tags: ['interaction'],
  render: (args) => <TripDetail {...args} />,
  args: { ...DepartWaits.args, mayOverride: true, onMove: fn(async () => undefined) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('trips.override') }));
    const dialog = await settled(
      body().findByRole('alertdialog', { name: t('trips.moves.departTitle', { office: 'IST' }) }),
    );
    const rule = t('trips.refusals.too_early', { time: storyFormat().moment(leavesFrom) });
    await expect(within(dialog).getByText(t('trips.overrideOf', { rule }))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: t('trips.moves.depart') }));
    await expect(within(dialog).getByText(t('trips.overrideReasonNeeded'))).toBeVisible();
    await expect(args.onMove).not.toHaveBeenCalled();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: startsWith(t('trips.overrideReason')) }),
      'Loaded early for the customer',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('trips.moves.depart') }));
    await expect(args.onMove).toHaveBeenCalledWith('depart', undefined, {
      overrideReason: 'Loaded early for the customer',
    });
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/**
 * The arrival at Bursa is recorded at 09:30 though the truck came in at 07:40: the dispatcher
 * types the actual time (Türkiye's), checked at the field, sent as the instant it names.
 */
export const RecordedLate: StoryObj<typeof TripDetail> = {
  name: 'Recorded late',
  tags: ['interaction'],
  render: (args) => <TripDetail {...args} />,
  args: { ...Manifest.args, trip: OnTheRoad.args!.trip, onMove: fn(async () => undefined) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('trips.moves.arrive', { office: 'BUR' }) }));
    const dialog = await settled(
      body().findByRole('alertdialog', { name: t('trips.moves.arriveTitle', { office: 'BUR' }) }),
    );
    const time = within(dialog).getByRole('textbox', { name: startsWith(t('trips.movedAt')) });
    await userEvent.type(time, '25:10');
    await userEvent.click(within(dialog).getByRole('button', { name: t('trips.moves.arrive', { office: 'BUR' }) }));
    await expect(within(dialog).getByText(t('trips.movedAtFormat'))).toBeVisible();
    await userEvent.clear(time);
    await userEvent.type(time, '07:40');
    await userEvent.click(within(dialog).getByRole('button', { name: t('trips.moves.arrive', { office: 'BUR' }) }));
    await expect(args.onMove).toHaveBeenCalledWith('arrive', 'off_bur', { at: '2026-11-21T04:40:00.000Z' });
  },
};

const history = (t: typeof sealed) => ({
  ...t,
  status: 'in_transit' as const,
  departedAt: '2026-11-21T05:20:00.000Z',
  stops: t.stops.map((s, i) => ({ ...s, departedAt: i === 0 ? '2026-11-21T05:20:00.000Z' : null })),
  history: [
    {
      action: 'depart' as const,
      officeId: 'off_ist',
      movedAt: '2026-11-21T05:20:00.000Z',
      recordedAt: '2026-11-21T06:05:00.000Z',
      byId: 'usr_2',
      byName: 'Selin Kaya',
      overrode: 'too_early',
      reason: 'Loaded early at the customer’s request',
    },
  ],
});

/** Each recorded move: when it happened, who recorded it and when, and a manager's override with its reason. */
export const WithHistory: StoryObj<typeof TripDetail> = {
  name: 'With history',
  render: (args) => <TripDetail {...args} />,
  args: { ...Manifest.args, trip: history(sealed) },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: t('trips.history') });
    await expect(within(card).getByText(t('trips.historyAction.depart', { office: 'IST' }))).toBeVisible();
    const recordedAt = storyFormat().moment('2026-11-21T06:05:00.000Z');
    await expect(
      within(card).getByText(`· ${t('trips.historyRecordedLate', { name: 'Selin Kaya', time: recordedAt })}`),
    ).toBeVisible();
    // The manager's reason is kept as written.
    await expect(
      within(card).getByText(
        t('trips.historyOverride', {
          rules: t('trips.overriddenRule.too_early'),
          reason: 'Loaded early at the customer’s request',
        }),
      ),
    ).toBeVisible();
  },
};

export const DepartWaitsTurkish: StoryObj<typeof TripDetail> = {
  name: 'Depart waits Turkish',
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  render: (args) => <TripDetail {...args} />,
  args: { ...DepartWaits.args, mayOverride: true, trip: { ...sealed, history: history(sealed).history } },
  play: async ({ canvas }) => {
    const depart = canvas.getByRole('button', { name: 'Kalkış yap' });
    await expect(depart).toBeDisabled();
    await expect(depart).toHaveAccessibleDescription(/^Çok erken: sefer en erken .* itibarıyla yola çıkabilir$/);
    await expect(canvas.getByRole('button', { name: 'Yine de kaydet…' })).toBeVisible();
    await expect(
      canvas.getByText('Kural dışı kayıt (çok erken): Loaded early at the customer’s request'),
    ).toBeVisible();
  },
};

export const ManifestDark: StoryObj<typeof TripDetail> = {
  ...Manifest,
  tags: ['interaction'],
  parameters: notCaptured(Manifest.parameters),
  globals: { scheme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: trip.code })).toBeVisible();
    await expect(canvas.getByRole('table', { name: t('trips.onBoard', { count: 2 }) })).toBeVisible();
  },
  name: 'Manifest dark',
};
export const ListTurkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Seferler' });
    await expect(within(table).getByText('Yolda')).toBeVisible();
  },
};

/** The barcodes of a manifest, each by its name: the trip's, then one per parcel. */
const barcodes = (sheet: HTMLElement, parcels: { trackingNumber: string }[]) => [
  within(sheet).getByRole('img', { name: t('manifest.tripBarcode', { code: trip.code }) }),
  ...parcels.map((p) => within(sheet).getByRole('img', { name: t('labels.barcode', { tracking: p.trackingNumber }) })),
];

/** The A4 manifest: the trip, truck, driver and seal, a barcode per parcel and the totals. */
export const PrintableManifest: StoryObj<typeof ManifestSheet> = {
  name: 'Printable manifest',
  render: (args) => <ManifestSheet {...args} />,
  args: {
    trip: { ...trip, seal: 'SL-204417' },
    refs,
    parcels: [loaded(1), loaded(2), loaded(6)],
    companyName: 'Courier Express',
    backHref: '#trip',
    onPrint: fn(),
  },
  play: async ({ canvas, args }) => {
    const sheet = canvas.getByRole('article', { name: t('manifest.sheet', { code: trip.code }) });
    await expect(sheet).toHaveTextContent('SL-204417');
    await expect(sheet).toHaveTextContent('IST → BUR → ANK');
    for (const barcode of barcodes(sheet, args.parcels!)) await expect(barcode).toBeVisible();
    await expect(within(sheet).getByText(t('manifest.total', { count: 3 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('manifest.print') }));
    await expect(args.onPrint).toHaveBeenCalled();
  },
};

/** A company with its own logo at the head of the manifest, beside its name. */
export const PrintableManifestWithLogo: StoryObj<typeof ManifestSheet> = {
  name: 'Printable manifest with logo',
  render: (args) => <ManifestSheet {...args} />,
  args: { ...PrintableManifest.args, companyName: 'Anadolu Kargo', companyLogo: storyLogo },
  play: async ({ canvas, args }) => {
    const sheet = canvas.getByRole('article', { name: t('manifest.sheet', { code: trip.code }) });
    const logo = sheet.querySelector('header img') as HTMLImageElement;
    await expect(logo).toHaveAttribute('src', storyLogo);
    await waitFor(() => expect(logo.naturalWidth).toBe(320));
    await expect(logo.parentElement).toHaveTextContent('Anadolu Kargo');
    for (const barcode of barcodes(sheet, args.parcels!)) await expect(barcode).toBeVisible();
  },
};
