import { useCallback, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Parcel, TripAvailability } from '@courier/domain';
import { storyLogo } from '../../testing/images';
import { settled } from '../../testing/motion';
import { storyDrivers, storyOffices, storyParcel, storyRoutes, storyTrips, storyTrucks } from '../fixtures';
import { holds, useStoryListView, showsListState, type ListState } from '../MasterData/storyList';
import { ManifestSheet } from './ManifestSheet';
import { TripDetail, type LoadResult, type TripDetailProps } from './TripDetail';
import { blankTripPlan, TripPlanner, type TripCrewChoice, type TripPlannerProps } from './TripPlanner';
import { CapacityBar, noTripFilters, TripList, type TripFilters, type TripRefs } from './Trips';
import { notCaptured, withPhone, inTurkish, afterShowcase } from '../../testing/modes';

const body = () => within(document.body);
const refs: TripRefs = { routes: storyRoutes, trucks: storyTrucks, drivers: storyDrivers, offices: storyOffices };

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
  component: LiveList,
  args: { onFiltersChange: fn(), onExportCsv: fn() },
} satisfies Meta<typeof LiveList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each trip with its route, driver and how full it is (the truck is added through Columns); the status narrows the list. */
export const List: Story = {
  tags: ['desktop'],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Trips' });
    const first = within(table).getByRole('cell', { name: 'TRP-2026-00101' }).closest('tr')!;
    await expect(first).toHaveTextContent('R-01 İstanbul – Ankara line haul');
    await expect(first).toHaveTextContent('Hasan Yıldız');
    await expect(within(first).getByRole('progressbar', { name: 'Load' })).toHaveAttribute(
      'aria-valuetext',
      expect.stringMatching(/\(36%\)$/),
    );
  },
};

export const FilterByStatus: Story = {
  tags: ['interaction'],
  ...afterShowcase(List, async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Trips' });
    await userEvent.click(canvas.getByRole('button', { name: /^All statuses/ }));
    await userEvent.click(await settled(body().findByRole('option', { name: 'Completed' })));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'completed' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  }),
};

/** The first page on its way: the frame stands, placeholder rows where the trips will be. */
export const Loading: Story = { args: { state: 'loading' }, play: showsListState('Trips', 'loading') };

/** None yet: the table says so, and where to start. */
export const Empty: Story = { args: { state: 'empty' }, play: showsListState('Trips', 'empty') };

/** The server did not answer: the table says so in words, with Try again. */
export const Failed: Story = { args: { state: 'failed' }, play: showsListState('Trips', 'failed') };

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
    const bars = canvas.getAllByRole('progressbar', { name: 'Load' });
    await expect(bars.map((b) => b.getAttribute('aria-valuetext'))).toEqual([
      expect.stringMatching(/\(36%\)$/),
      expect.stringMatching(/\(93%\)$/),
      expect.stringMatching(/\(103%\)$/),
    ]);
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
    await userEvent.click(canvas.getByRole('button', { name: /Route$/ }));
    await userEvent.click(await settled(body().findByRole('option', { name: /^R-01/ })));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^Departure/ })).toHaveValue('22:00'));
    await waitFor(() =>
      expect(args.onScheduleChange).toHaveBeenLastCalledWith(
        '2026-11-23T19:00:00.000Z',
        expect.objectContaining({ routeId: 'rte_1' }),
      ),
    );
    await expect(canvas.getByRole('region', { name: 'Stops and times' })).toHaveTextContent(/ANK.*Planned/);
    await expect(canvas.getByText(/1 truck and 2 drivers are free then/)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: /Truck$/ }));
    const busy = await settled(body().findByRole('option', { name: /34 ABC 123/ }));
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toHaveTextContent('on another trip');
    await expect(body().getByRole('option', { name: /06 KLM 4521/ })).toHaveTextContent('in maintenance');
    await userEvent.click(body().getByRole('option', { name: /35 ZT 88/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Driver$/ }));
    await expect(await settled(body().findByRole('option', { name: /Kemal Ünal/ }))).toHaveTextContent(
      'licence expired',
    );
    await userEvent.click(body().getByRole('option', { name: /Gül Aksoy/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Plan the trip' }));
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
  render: (args) => <TripPlanner {...args} />,
  args: {
    ...Planner.args,
    initial: { ...blankTripPlan('2026-11-23'), routeId: 'rte_1', time: '22:00', truckId: 'trk_3', driverId: 'drv_2' },
    serverErrors: { driverId: 'licence_class' },
    error: 'Some fields are not valid',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('The licence class is too low for this truck')).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: /^Departure/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Plan the trip' }));
    await expect(
      await canvas.findByText('This field is required', { selector: '[slot="errorMessage"]' }),
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
  tags: ['interaction'],
  render: (args) => <LivePlanner {...args} />,
  args: {
    ...Planner.args,
    initial: { ...blankTripPlan('2026-11-23'), routeId: 'rte_1', time: '22:00' },
  },
  play: async ({ canvas, args }) => {
    const far = await openList(canvas, /Truck$/, /06 AB 777/);
    await expect(far).toHaveAttribute('aria-disabled', 'true');
    await expect(far).toHaveTextContent('at ANK: cannot be at IST in time');
    await userEvent.click(body().getByRole('option', { name: /34 ABC 123/ }));
    await waitFor(() =>
      expect(args.onScheduleChange).toHaveBeenLastCalledWith(
        '2026-11-23T19:00:00.000Z',
        expect.objectContaining({ truckId: 'trk_1' }),
      ),
    );
    const light = await openList(canvas, /Driver$/, /Kemal Ünal/);
    await expect(light).toHaveAttribute('aria-disabled', 'true');
    await expect(light).toHaveTextContent('licence class too low for this truck');
    await expect(body().getByRole('option', { name: /Gül Aksoy/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(body().getByRole('option', { name: /Hasan Yıldız/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Plan the trip' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ truckId: 'trk_1', driverId: 'drv_1' })),
    );
  },
};

/** A choice that no longer fits (the B driver with the 18 t truck) is said at both fields at once, before sending. */
export const PlannerChoiceRefusedAtOnce: StoryObj<typeof TripPlanner> = {
  tags: ['interaction'],
  render: (args) => <LivePlanner {...args} />,
  args: {
    ...Planner.args,
    initial: { ...blankTripPlan('2026-11-23'), routeId: 'rte_1', time: '22:00', truckId: 'trk_1', driverId: 'drv_3' },
  },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('The licence class is too low for this truck')).toBeVisible();
    await expect(canvas.getByText('The chosen driver’s licence is too low for this truck')).toBeVisible();
    await userEvent.click(await openList(canvas, /Driver$/, /Hasan Yıldız/));
    await waitFor(() => expect(canvas.queryByText('The licence class is too low for this truck')).toBeNull());
    await expect(canvas.queryByText('The chosen driver’s licence is too low for this truck')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Plan the trip' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
  },
};

export const PlannerOnlyEligibleTurkish: StoryObj<typeof TripPlanner> = {
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

/** The stories' moment: Saturday 21 November, 09:30 UTC (12:30 in Türkiye); tonight's trip leaves at 22:00. */
const storyNow = new Date('2026-11-21T09:30:00Z');
const loading = storyTrips[2]!;
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
        ? 'The trip is not at the office where the parcel is'
        : weightOf(onBoard) + parcel.weightKg > capacityKg
          ? 'The truck is full'
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
    // Parcels on board and no seal yet: Depart waits, and says why beside it.
    await expect(canvas.getByRole('button', { name: 'Depart' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Depart' })).toHaveAccessibleDescription(
      'Set the seal first: a truck with parcels on board leaves sealed',
    );
    // The load is the parcels' own: 4 and 8 kg.
    await expect(canvas.getByRole('progressbar', { name: 'Load' })).toHaveAttribute(
      'aria-valuetext',
      '12 kg of 18,000 kg (0%)',
    );
    await expect(canvas.getByText('The truck stands at IST: parcels are loaded and unloaded here.')).toBeVisible();
    // Half an hour before its planned time at the soonest (the server holds to it).
    await expect(
      canvas.getByText(/^It may leave from \d+ Nov 2026, \d\d:\d\d.*, sealed once parcels are on board\.$/),
    ).toBeVisible();
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
    const scan = canvas.getByRole('textbox', { name: /^Scan or type a tracking number/ });
    const onBoardTable = () => canvas.getByRole('table', { name: /^On board/ });
    const waitingTable = () => canvas.getByRole('table', { name: /^Waiting at IST/ });
    const elsewhere = storyParcel(7).trackingNumber;
    await userEvent.type(scan, `${elsewhere}{Enter}`);
    await expect(
      await canvas.findByText(`${elsewhere} refused: The trip is not at the office where the parcel is`),
    ).toBeVisible();

    const [first, ...rest] = args.waiting!;
    await userEvent.type(scan, `${first!.trackingNumber.toLowerCase()}{Enter}`);
    await expect(args.onLoad).toHaveBeenLastCalledWith([first!.trackingNumber]);
    await expect(await canvas.findByText(`${first!.trackingNumber} loaded`)).toBeVisible();
    await waitFor(() => expect(onBoardTable()).toHaveAccessibleName('On board (3)'));
    await expect(
      within(onBoardTable()).getByRole('row', { name: new RegExp(first!.trackingNumber) }),
    ).toHaveTextContent('Loaded');
    await expect(within(waitingTable()).queryByText(first!.trackingNumber)).toBeNull();
    await expect(canvas.getByRole('progressbar', { name: 'Load' })).toHaveAttribute(
      'aria-valuetext',
      '24 kg of 18,000 kg (0%)',
    );

    await userEvent.click(within(waitingTable()).getByRole('checkbox', { name: 'Select all rows' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Load selected' }));
    await expect(args.onLoad).toHaveBeenLastCalledWith(rest.map((p) => p.trackingNumber));
    await expect(await canvas.findByText('2 parcels done')).toBeVisible();
    await waitFor(() => expect(onBoardTable()).toHaveAccessibleName('On board (5)'));
    await expect(canvas.getByText('No parcel here is bound for this route.')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Load' })).toHaveAttribute(
      'aria-valuetext',
      `${weightOf([...onBoard, ...args.waiting!])} kg of 18,000 kg (0%)`,
    );

    // The seal is set before the truck leaves; a too short one is refused at the field.
    const seal = canvas.getByRole('textbox', { name: 'Seal number' });
    await userEvent.type(seal, 'S1');
    await userEvent.click(canvas.getByRole('button', { name: 'Set the seal' }));
    await expect(canvas.getByText('4 to 20 characters')).toBeVisible();
    await userEvent.type(seal, '-2044');
    await userEvent.click(canvas.getByRole('button', { name: 'Set the seal' }));
    await expect(args.onSeal).toHaveBeenCalledWith('S1-2044');
    // Said on the page, not in a toast over the manifest; the seal is named once, by its field.
    await expect(await canvas.findByText(`Seal of ${trip.code} saved`)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Seal number' })).toHaveValue('S1-2044');
    await expect(canvas.getAllByText('Seal number')).toHaveLength(1);
  }),
  render: (args) => <LoadingTrip {...args} />,
};

/** Departing asks first; a refusal (parcels still on board when completing) stays in the dialog. */
export const MovesAndRefusal: StoryObj<typeof TripDetail> = {
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
    onMove: fn(() => Promise.reject({ message: 'Parcels are still on board: unload them first' })),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Depart' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Complete' }));
    const dialog = await settled(body().findByRole('alertdialog', { name: 'Complete the trip?' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete' }));
    await expect(args.onMove).toHaveBeenCalledWith('complete', undefined);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Parcels are still on board: unload them first',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/** On the road between stops: the next stop is offered, nothing is loaded. */
export const OnTheRoad: StoryObj<typeof TripDetail> = {
  render: (args) => <TripDetail {...args} />,
  args: {
    ...Manifest.args,
    trip: {
      ...storyTrips[0]!,
      stops: storyTrips[0]!.stops.map((s, i) => ({ ...s, departedAt: i === 0 ? '2026-11-20T19:00:00.000Z' : null })),
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('On the road: nothing is loaded until the next stop.')).toBeVisible();
    // Left İstanbul at 19:00 UTC; Bursa is about 90 km away as the crow flies: not before an hour later.
    await expect(canvas.getByText(/^It can be at BUR from 20 Nov 2026, 23:0\d.* at the earliest\.$/)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /^Scan or type/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Arrive at BUR' }));
    const dialog = await settled(body().findByRole('alertdialog', { name: 'Arrive at BUR?' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Arrive at BUR' }));
    await expect(args.onMove).toHaveBeenCalledWith('arrive', 'off_bur');
    await waitFor(() => expect(canvas.getByText(`Trip ${storyTrips[0]!.code} arrived`)).toBeVisible());
  },
};

/** The server refuses to let the truck leave or the trip be cancelled: each reason is said in its dialog, nothing changes. */
export const DepartAndCancelRefused: StoryObj<typeof TripDetail> = {
  render: (args) => <TripDetail {...args} />,
  args: {
    ...Manifest.args,
    trip: sealed,
    now: new Date('2026-11-21T19:00:00Z'),
    onMove: fn(() => Promise.reject({ message: 'The trip’s driver is not working: choose another driver' })),
    onCancel: fn(() => Promise.reject({ message: 'Not possible in the trip’s status' })),
  },
  play: async ({ canvas, args }) => {
    for (const [button, dialogName, reason] of [
      ['Depart', 'Depart from IST?', 'The trip’s driver is not working: choose another driver'],
      ['Cancel trip', 'Cancel the trip?', 'Not possible in the trip’s status'],
    ] as const) {
      await userEvent.click(canvas.getByRole('button', { name: button }));
      const dialog = await settled(body().findByRole('alertdialog', { name: dialogName }));
      await userEvent.click(within(dialog).getByRole('button', { name: button }));
      await expect(await within(dialog).findByRole('alert')).toHaveTextContent(reason);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
    }
    await expect(args.onMove).toHaveBeenCalledWith('depart', undefined);
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/**
 * Sealed, but it is 12:30 and the trip leaves at 22:00: Depart is not offered until 21:30, and
 * the page says so beside the button (the server would refuse it until then).
 */
export const DepartWaits: StoryObj<typeof TripDetail> = {
  render: (args) => <TripDetail {...args} />,
  args: { ...Manifest.args, trip: sealed },
  play: async ({ canvas }) => {
    const depart = canvas.getByRole('button', { name: 'Depart' });
    await expect(depart).toBeDisabled();
    await expect(depart).toHaveAccessibleDescription(/^Too early: the trip may leave from .*21:30/);
    await expect(canvas.getByRole('button', { name: 'Cancel trip' })).toBeEnabled();
    // A dispatcher has no way round the rule.
    await expect(canvas.queryByRole('button', { name: 'Record anyway…' })).toBeNull();
  },
};

/** A manager records the departure anyway: the reason is asked for, and sent with the move. */
export const ManagerOverride: StoryObj<typeof TripDetail> = {
  tags: ['interaction'],
  render: (args) => <TripDetail {...args} />,
  args: { ...DepartWaits.args, mayOverride: true, onMove: fn(async () => undefined) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Record anyway…' }));
    const dialog = await settled(body().findByRole('alertdialog', { name: 'Depart from IST?' }));
    await expect(within(dialog).getByText(/^You are setting aside a rule: Too early/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Depart' }));
    await expect(within(dialog).getByText('Give the reason: 5 to 300 characters')).toBeVisible();
    await expect(args.onMove).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Loaded early for the customer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Depart' }));
    await expect(args.onMove).toHaveBeenCalledWith('depart', undefined, {
      overrideReason: 'Loaded early for the customer',
    });
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
};

/**
 * The arrival at Bursa is recorded at 12:30 though the truck came in at 07:40: the dispatcher
 * types the actual time (Türkiye's), checked at the field, sent as the instant it names.
 */
export const RecordedLate: StoryObj<typeof TripDetail> = {
  tags: ['interaction'],
  render: (args) => <TripDetail {...args} />,
  args: { ...Manifest.args, trip: OnTheRoad.args!.trip, onMove: fn(async () => undefined) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Arrive at BUR' }));
    const dialog = await settled(body().findByRole('alertdialog', { name: 'Arrive at BUR?' }));
    const time = within(dialog).getByRole('textbox', { name: /^Actual time/ });
    await userEvent.type(time, '25:10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Arrive at BUR' }));
    await expect(within(dialog).getByText('A time such as 07:40')).toBeVisible();
    await userEvent.clear(time);
    await userEvent.type(time, '07:40');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Arrive at BUR' }));
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
      recordedAt: '2026-11-21T07:05:00.000Z',
      byId: 'usr_2',
      byName: 'Selin Kaya',
      overrode: 'too_early',
      reason: 'Loaded early at the customer’s request',
    },
  ],
});

/** Each recorded move: when it happened, who recorded it and when, and a manager's override with its reason. */
export const WithHistory: StoryObj<typeof TripDetail> = {
  render: (args) => <TripDetail {...args} />,
  args: { ...Manifest.args, trip: history(sealed) },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'History' });
    await expect(within(card).getByText('Left IST')).toBeVisible();
    await expect(within(card).getByText(/^· recorded by Selin Kaya at /)).toBeVisible();
    await expect(within(card).getByText('Override (too early): Loaded early at the customer’s request')).toBeVisible();
  },
};

export const DepartWaitsTurkish: StoryObj<typeof TripDetail> = {
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
    await expect(canvas.getByRole('table', { name: 'On board (2)' })).toBeVisible();
  },
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

/** The A4 manifest: the trip, truck, driver and seal, a barcode per parcel and the totals. */
export const PrintableManifest: StoryObj<typeof ManifestSheet> = {
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
    const sheet = canvas.getByRole('article', { name: `Manifest ${trip.code}` });
    await expect(sheet).toHaveTextContent('SL-204417');
    await expect(sheet).toHaveTextContent('IST → BUR → ANK');
    await expect(within(sheet).getAllByRole('img', { name: /^Barcode / })).toHaveLength(4);
    await expect(within(sheet).getByText('3 parcels')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalled();
  },
};

/** A company with its own logo at the head of the manifest, beside its name. */
export const PrintableManifestWithLogo: StoryObj<typeof ManifestSheet> = {
  render: (args) => <ManifestSheet {...args} />,
  args: { ...PrintableManifest.args, companyName: 'Anadolu Kargo', companyLogo: storyLogo },
  play: async ({ canvas }) => {
    const sheet = canvas.getByRole('article', { name: `Manifest ${trip.code}` });
    const logo = sheet.querySelector('header img') as HTMLImageElement;
    await expect(logo).toHaveAttribute('src', storyLogo);
    await waitFor(() => expect(logo.naturalWidth).toBe(320));
    await expect(logo.parentElement).toHaveTextContent('Anadolu Kargo');
    await expect(within(sheet).getAllByRole('img', { name: /^Barcode / })).toHaveLength(4);
  },
};
