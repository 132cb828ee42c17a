/** Planning trips, their manifest moves (depart, arrive, complete, cancel) and the live positions. */
import {
  arrivalProblem,
  currentStopIndex,
  departureProblem,
  licenceFits,
  licenceValid,
  mayOverride,
  movedAtInput,
  nextStopIndex,
  reachesInTime,
  recordedTimeProblem,
  tripOverrideRoles,
  type TripHistoryEntry,
  type RecordedTimeProblem,
  type TripMoveProblem,
  openTripStatuses,
  tripInput,
  tripMoveRoles,
  tripPatch,
  writeRoles,
  type Driver,
  type GeoPoint,
  type Trip,
  type Truck,
} from '@courier/domain';
import { z } from 'zod';
import type { UserRecord } from '@courier/store';
import { audit, auditDeletion } from '../../http/audit';
import { route, type Api } from '../../http/api';
import { conflict, forbidden, invalidTransition, validation } from '../../http/errors';
import { parseBody, parseOptionalBody, parseQuery } from '../../http/respond';
import { findVisible } from './crud';
import { tripSpec } from './resources';
import { applyScan } from './scans';

/**
 * What a truck's or driver's fitness for a trip is judged by: the open trips (each truck and
 * driver on one at a time), the planned time, the trip being replanned (not counted against its
 * own crew), and where the trip starts (absent: not judged), with the offices' places and now.
 */
export interface CrewCheck {
  open: readonly Trip[];
  scheduledAt: string;
  exceptTripId?: string;
  start?: { officeId: string; locate: (officeId: string) => GeoPoint | undefined; now: Date };
}

/** Whether one standing at `officeId` cannot be at the trip's first stop in time. */
function tooFar(officeId: string, check: CrewCheck): boolean {
  if (!check.start || officeId === check.start.officeId) return false;
  const from = check.start.locate(officeId);
  const to = check.start.locate(check.start.officeId);
  return !!from && !!to && !reachesInTime(from, to, check.start.now, check.scheduledAt);
}

/** Why a truck cannot take a trip (`atOfficeId`: where it stands; `driver`: the one chosen), or null when it can. */
export function truckProblem(
  truck: Truck,
  check: CrewCheck,
  atOfficeId = truck.homeOfficeId,
  driver?: Driver,
): string | null {
  if (truck.status === 'maintenance' || truck.status === 'retired') return truck.status;
  if (check.open.some((t) => t.truckId === truck.id && t.id !== check.exceptTripId)) return 'on_other_trip';
  if (driver && !licenceFits(driver.licenseClass, truck.capacityKg)) return 'needs_heavy_licence';
  if (tooFar(atOfficeId, check)) return 'too_far';
  return null;
}
/** Why a driver cannot take a trip (`truck`: the one chosen), or null when he can. */
export function driverProblem(
  driver: Driver,
  check: CrewCheck,
  atOfficeId = driver.homeOfficeId,
  truck?: Truck,
): string | null {
  if (driver.status === 'on_leave' || driver.status === 'off_duty') return driver.status;
  if (!licenceValid(driver, check.scheduledAt.slice(0, 10))) return 'licence_expired';
  if (truck && !licenceFits(driver.licenseClass, truck.capacityKg)) return 'licence_class';
  if (check.open.some((t) => t.driverId === driver.id && t.id !== check.exceptTripId)) return 'on_other_trip';
  if (tooFar(atOfficeId, check)) return 'too_far';
  return null;
}

/**
 * Where each truck and driver stands: the last stop of its latest completed trip (among the
 * latest 200, which covers a fleet's last days), else its home office.
 */
async function standing(api: Api): Promise<{ trucks: Map<string, string>; drivers: Map<string, string> }> {
  const { items } = await api.store.table('trips').list({
    where: [{ field: 'status', in: ['completed'] }],
    sort: { key: 'scheduledAt', order: 'desc', text: false },
    page: 1,
    size: 200,
  });
  const trucks = new Map<string, string>();
  const drivers = new Map<string, string>();
  for (const t of items) {
    const end = t.stops.at(-1)!.officeId;
    if (!trucks.has(t.truckId)) trucks.set(t.truckId, end);
    if (!drivers.has(t.driverId)) drivers.set(t.driverId, end);
  }
  return { trucks, drivers };
}

/** The check of a crew for a trip on `routeId` at `scheduledAt` (the route's first stop, if the route is known). */
async function crewCheck(
  api: Api,
  routeId: string | undefined,
  scheduledAt: string,
  exceptTripId?: string,
): Promise<CrewCheck> {
  const route = routeId ? await api.store.table('routes').get(routeId) : undefined;
  const places = new Map((await api.store.table('offices').all([])).map((o) => [o.id, o.location]));
  return {
    open: await openTrips(api),
    scheduledAt,
    exceptTripId,
    start: route?.stops[0]
      ? { officeId: route.stops[0].officeId, locate: (id) => places.get(id), now: api.now() }
      : undefined,
  };
}

const openTrips = (api: Api) => api.store.table('trips').all([{ field: 'status', in: openTripStatuses }]);

const stopsOf = async (api: Api, routeId: string, scheduledAt: string) =>
  (await api.store.table('routes').get(routeId))!.stops.map((s) => ({
    officeId: s.officeId,
    eta: new Date(new Date(scheduledAt).getTime() + s.offsetMin * 60_000).toISOString(),
    arrivedAt: null,
    departedAt: null,
  }));

const onBoard = (api: Api, trip: Trip) =>
  api.store.table('parcels').all([
    { field: 'tripId', in: [trip.id] },
    { field: 'status', in: ['loaded', 'in_transit'] },
  ]);

const refuse = (trip: Trip, action: string, reason: string, message: string, extra: Record<string, unknown> = {}) =>
  invalidTransition(message, { status: trip.status, action, reason, ...extra });

async function setFleetStatus(api: Api, trip: Trip, status: 'on_trip' | 'available') {
  const truck = await api.store.table('trucks').get(trip.truckId);
  if (truck && (truck.status === 'available' || truck.status === 'on_trip'))
    await api.store.table('trucks').update({ ...truck, status, updatedAt: api.nowIso() });
  const driver = await api.store.table('drivers').get(trip.driverId);
  if (driver && (driver.status === 'available' || driver.status === 'on_trip'))
    await api.store.table('drivers').update({ ...driver, status, updatedAt: api.nowIso() });
}

/**
 * The trip to move and who moves it: the role is checked before the trip is looked up (a role that
 * moves no trips learns nothing of which exist); a driver moves only his own trips, dispatchers and
 * up move any.
 */
async function tripToMove(api: Api, request: Request, id: string): Promise<{ user: UserRecord; trip: Trip }> {
  const user = await api.userWithRole(request, tripMoveRoles);
  const trip = await findVisible(api, tripSpec, user, id);
  if (user.role === 'driver' && trip.driverId !== user.driverId)
    throw forbidden('You move your own trips', 'own_trips');
  return { user, trip };
}

/** A move's history entry, recorded now by `user`. */
const historyEntry = (
  api: Api,
  user: UserRecord,
  action: TripHistoryEntry['action'],
  officeId: string | null,
  movedAt: string,
  override: { overrode: string | null; reason: string | null } = { overrode: null, reason: null },
): TripHistoryEntry => ({
  action,
  officeId,
  movedAt,
  recordedAt: api.nowIso(),
  byId: user.id,
  byName: user.name,
  ...override,
});
const withHistory = (trip: Trip, entry: TripHistoryEntry): Trip['history'] => [...(trip.history ?? []), entry];

/**
 * When a depart or arrive happened, as the caller says (`at`, else now), checked against the
 * recording window and then against the plausibility rule of the move at that time. A manager's
 * `overrideReason` sets aside the refusals that `mayOverride` names (never the order of times or
 * the seal); what was set aside is returned for the history and the audit log.
 */
async function moveTime(
  api: Api,
  user: UserRecord,
  trip: Trip,
  move: 'depart' | 'arrive',
  index: number,
  input: { at?: string; overrideReason?: string },
  plausibility: (at: Date) => TripMoveProblem | null,
): Promise<{ at: string; overrode: string | null; reason: string | null }> {
  if (input.overrideReason && !tripOverrideRoles.includes(user.role))
    throw forbidden('Only a manager may override a refusal', 'override_role');
  const now = api.now();
  const at = input.at ? new Date(input.at) : now;
  const overridden: string[] = [];
  for (const problem of [recordedTimeProblem(trip, move, index, at, now), plausibility(at)]) {
    if (!problem) continue;
    if (input.overrideReason && mayOverride(problem.reason)) overridden.push(problem.reason);
    else
      throw refuse(trip, move, problem.reason, refusalMessages[problem.reason], {
        ...problem,
        overridable: mayOverride(problem.reason),
      });
  }
  return {
    at: at.toISOString(),
    overrode: overridden.length ? overridden.join(',') : null,
    reason: input.overrideReason ?? null,
  };
}

const refusalMessages: Record<TripMoveProblem['reason'] | RecordedTimeProblem['reason'], string> = {
  seal_missing: 'A truck with parcels on board leaves sealed: set the seal first',
  too_early: 'Too early: the trip may leave half an hour before its planned time at the soonest',
  too_soon: 'Too soon: no truck covers that leg so fast',
  in_future: 'A move cannot be recorded for a time still to come',
  before_previous: 'The time is before the trip’s previous move',
  too_late_to_record: 'Moves older than 12 hours are recorded by a manager, with a reason',
};

/** The audit row of a move a manager recorded over a refusal. */
const auditOverride = (
  api: Api,
  request: Request,
  user: UserRecord,
  trip: Trip,
  move: string,
  time: { at: string; overrode: string | null; reason: string | null },
) =>
  time.overrode
    ? audit(api, request, user, {
        action: 'trip.move_overridden',
        recordType: 'trip',
        recordId: trip.id,
        recordLabel: trip.code,
        changes: [
          { field: 'move', before: null, after: move },
          { field: 'movedAt', before: null, after: time.at },
          { field: 'overrode', before: null, after: time.overrode },
          { field: 'reason', before: null, after: time.reason },
        ],
      })
    : undefined;

export function tripHandlers(api: Api) {
  const save = (trip: Trip) => api.store.table('trips').update(trip);
  return [
    route(api, 'get', '/api/v1/trips/availability', async ({ request, url }) => {
      await api.userWithRole(request, writeRoles.trips.create);
      const query = parseQuery(
        url,
        z.object({
          scheduledAt: z.iso.datetime({ offset: true }),
          tripId: z.string().max(40).optional(),
          routeId: z.string().max(40).optional(),
          truckId: z.string().max(40).optional(),
          driverId: z.string().max(40).optional(),
        }),
      );
      const check = await crewCheck(api, query.routeId, query.scheduledAt, query.tripId);
      const at = await standing(api);
      const trucks = await api.store.table('trucks').all([]);
      const drivers = await api.store.table('drivers').all([]);
      const truck = trucks.find((t) => t.id === query.truckId);
      const driver = drivers.find((d) => d.id === query.driverId);
      return {
        trucks: trucks.map((t) => {
          const atOfficeId = at.trucks.get(t.id) ?? t.homeOfficeId;
          return {
            id: t.id,
            plate: t.plate,
            capacityKg: t.capacityKg,
            homeOfficeId: t.homeOfficeId,
            atOfficeId,
            problem: truckProblem(t, check, atOfficeId, driver),
          };
        }),
        drivers: drivers.map((d) => {
          const atOfficeId = at.drivers.get(d.id) ?? d.homeOfficeId;
          return {
            id: d.id,
            name: d.name,
            licenseClass: d.licenseClass,
            homeOfficeId: d.homeOfficeId,
            atOfficeId,
            problem: driverProblem(d, check, atOfficeId, truck),
          };
        }),
      };
    }),

    route(
      api,
      'post',
      '/api/v1/trips',
      async ({ request }) => {
        await api.userWithRole(request, writeRoles.trips.create);
        const input = await parseBody(request, tripInput);
        const problems: Record<string, string> = {};
        const routeRow = await api.store.table('routes').get(input.routeId);
        if (!routeRow) problems.routeId = 'not_found';
        else if (!routeRow.active) problems.routeId = 'inactive';
        // The same checks as the planner's lists (licence class, free, near the first stop).
        const check = await crewCheck(api, routeRow?.active ? routeRow.id : undefined, input.scheduledAt);
        const at = await standing(api);
        const truck = await api.store.table('trucks').get(input.truckId);
        const truckIssue = truck ? truckProblem(truck, check, at.trucks.get(truck.id)) : 'not_found';
        if (truckIssue) problems.truckId = truckIssue;
        const driver = await api.store.table('drivers').get(input.driverId);
        const driverIssue = driver ? driverProblem(driver, check, at.drivers.get(driver.id), truck) : 'not_found';
        if (driverIssue) problems.driverId = driverIssue;
        if (new Date(input.scheduledAt).getTime() < api.now().getTime() - 3_600_000) problems.scheduledAt = 'in_past';
        if (Object.keys(problems).length) throw validation(problems);
        const n = await api.store.next('trip');
        const now = api.nowIso();
        const trip: Trip = {
          id: await api.store.nextId('trp'),
          code: `TRP-${input.scheduledAt.slice(0, 4)}-${String(n).padStart(5, '0')}`,
          routeId: input.routeId,
          truckId: input.truckId,
          driverId: input.driverId,
          status: 'planned',
          scheduledAt: new Date(input.scheduledAt).toISOString(),
          departedAt: null,
          completedAt: null,
          stops: await stopsOf(api, input.routeId, input.scheduledAt),
          loadKg: 0,
          parcelCount: 0,
          seal: input.seal ?? null,
          createdAt: now,
          updatedAt: now,
        };
        return api.store.table('trips').insert(trip);
      },
      { write: true, created: true },
    ),

    route(
      api,
      'patch',
      '/api/v1/trips/:id',
      async ({ request, params }) => {
        const user = await api.userWithRole(request, writeRoles.trips.update);
        const trip = await findVisible(api, tripSpec, user, params.id!);
        const change = await parseBody(request, tripPatch);
        if (!Object.keys(change).length) throw validation({ _: 'empty' }, 'Nothing to change');
        // A completed or cancelled trip is history: nothing on it changes any more.
        if (trip.status === 'completed' || trip.status === 'cancelled')
          throw conflict('A completed or cancelled trip cannot be edited', { status: trip.status });
        if (trip.status !== 'planned' && trip.status !== 'loading' && Object.keys(change).some((k) => k !== 'seal'))
          throw conflict('Only a trip that has not left can be replanned', { status: trip.status });
        const next: Trip = {
          ...trip,
          ...change,
          seal: change.seal === undefined ? trip.seal : change.seal,
          updatedAt: api.nowIso(),
        };
        const problems: Record<string, string> = {};
        if (change.scheduledAt && new Date(change.scheduledAt).getTime() < api.now().getTime() - 3_600_000)
          problems.scheduledAt = 'in_past';
        const check = await crewCheck(api, trip.routeId, next.scheduledAt, trip.id);
        const at = await standing(api);
        const truck = await api.store.table('trucks').get(next.truckId);
        if (change.truckId || change.scheduledAt) {
          const issue = truck ? truckProblem(truck, check, at.trucks.get(truck.id)) : 'not_found';
          if (issue) problems.truckId = issue;
          else if (truck && next.loadKg > truck.capacityKg) problems.truckId = 'capacity_exceeded';
        }
        if (change.driverId || change.scheduledAt || change.truckId) {
          const driver = await api.store.table('drivers').get(next.driverId);
          const issue = driver ? driverProblem(driver, check, at.drivers.get(driver.id), truck) : 'not_found';
          if (issue) problems.driverId = issue;
        }
        if (Object.keys(problems).length) throw validation(problems);
        if (change.scheduledAt) next.stops = await stopsOf(api, trip.routeId, change.scheduledAt);
        return save(next);
      },
      { write: true },
    ),

    route(
      api,
      'delete',
      '/api/v1/trips/:id',
      async ({ request, params }) => {
        const user = await api.userWithRole(request, writeRoles.trips.delete);
        const trip = await findVisible(api, tripSpec, user, params.id!);
        if (trip.status !== 'planned' || trip.parcelCount > 0)
          throw conflict('Only a planned, empty trip can be deleted: cancel it instead', { status: trip.status });
        await auditDeletion(api, request, user, 'trips', trip);
        return api.store.table('trips').delete(trip.id);
      },
      { write: true },
    ),

    route(
      api,
      'post',
      '/api/v1/trips/:id/depart',
      async ({ request, params }) => {
        const { user, trip } = await tripToMove(api, request, params.id!);
        const at = currentStopIndex(trip);
        const isLast = at === trip.stops.length - 1;
        if (!['planned', 'loading', 'in_transit'].includes(trip.status) || at < 0 || isLast)
          throw refuse(
            trip,
            'depart',
            at < 0 ? 'not_at_a_stop' : 'invalid_transition',
            'The trip is not at a stop it can leave',
          );
        // Nobody sets off with a driver who is on leave, off duty or whose account is disabled.
        if (trip.status !== 'in_transit') {
          const driver = await api.store.table('drivers').get(trip.driverId);
          const [account] = await api.store.table('users').all([{ field: 'driverId', in: [trip.driverId] }]);
          const problem = !driver
            ? 'not_found'
            : driver.status === 'on_leave' || driver.status === 'off_duty'
              ? driver.status
              : account?.active === false
                ? 'account_disabled'
                : null;
          if (problem)
            throw refuse(
              trip,
              'depart',
              'driver_not_working',
              'The trip’s driver is not working: choose another driver',
              { driverStatus: problem },
            );
        }
        const time = await moveTime(
          api,
          user,
          trip,
          'depart',
          at,
          await parseOptionalBody(request, movedAtInput.strict()),
          (when) => departureProblem(trip, when),
        );
        const stops = trip.stops.map((s, i) => (i === at ? { ...s, departedAt: time.at } : s));
        const next: Trip = {
          ...trip,
          stops,
          status: 'in_transit',
          departedAt: trip.departedAt ?? time.at,
          updatedAt: api.nowIso(),
          history: withHistory(trip, historyEntry(api, user, 'depart', trip.stops[at]!.officeId, time.at, time)),
        };
        await save(next);
        await auditOverride(api, request, user, trip, 'depart', time);
        await setFleetStatus(api, next, 'on_trip');
        // The loaded parcels go in transit with it.
        for (const parcel of (await onBoard(api, trip)).filter((p) => p.status === 'loaded'))
          await applyScan(
            api,
            parcel,
            { action: 'departed', tripId: trip.id, officeId: trip.stops[at]!.officeId },
            user,
            'in_transit',
          );
        return api.store.table('trips').get(trip.id);
      },
      { write: true },
    ),

    route(
      api,
      'post',
      '/api/v1/trips/:id/arrive',
      async ({ request, params }) => {
        const { user, trip } = await tripToMove(api, request, params.id!);
        const { officeId, ...when } = await parseBody(
          request,
          movedAtInput.extend({ officeId: z.string().min(1) }).strict(),
        );
        if (trip.status !== 'in_transit')
          throw refuse(trip, 'arrive', 'invalid_transition', 'Only a trip on the road arrives');
        if (currentStopIndex(trip) >= 0)
          throw refuse(trip, 'arrive', 'not_departed', 'The trip has not left its stop yet');
        const index = nextStopIndex(trip);
        // Stops are arrived at in order.
        if (index < 0 || trip.stops[index]!.officeId !== officeId)
          throw refuse(trip, 'arrive', 'wrong_stop', 'That is not the next stop', {
            expectedOfficeId: index < 0 ? null : trip.stops[index]!.officeId,
          });
        const offices = new Map((await api.store.table('offices').all([])).map((o) => [o.id, o.location]));
        const time = await moveTime(api, user, trip, 'arrive', index, when, (at) =>
          arrivalProblem(trip, index, (id) => offices.get(id), at),
        );
        const last = index === trip.stops.length - 1;
        let current: Trip = {
          ...trip,
          stops: trip.stops.map((s, i) => (i === index ? { ...s, arrivedAt: time.at } : s)),
          updatedAt: api.nowIso(),
          history: withHistory(trip, historyEntry(api, user, 'arrive', officeId, time.at, time)),
        };
        // Its parcels are unloaded there; at the last stop every parcel still on board.
        const unloading = (await onBoard(api, trip)).filter(
          (p) => p.status === 'in_transit' && (last || p.destinationOfficeId === officeId),
        );
        for (const parcel of unloading) {
          await applyScan(api, parcel, { action: 'unloaded', officeId, tripId: trip.id }, user, 'at_office');
          current = {
            ...current,
            parcelCount: current.parcelCount - 1,
            loadKg: Math.max(0, Math.round((current.loadKg - parcel.weightKg) * 100) / 100),
          };
        }
        await save(current);
        await auditOverride(api, request, user, trip, 'arrive', time);
        return { trip: current, unloaded: unloading.length };
      },
      { write: true },
    ),

    route(
      api,
      'post',
      '/api/v1/trips/:id/complete',
      async ({ request, params }) => {
        const { user, trip } = await tripToMove(api, request, params.id!);
        if (trip.status !== 'in_transit')
          throw refuse(trip, 'complete', 'invalid_transition', 'Only a trip on the road can be completed');
        if (nextStopIndex(trip) >= 0) throw refuse(trip, 'complete', 'stops_remaining', 'The trip has stops left');
        const still = await onBoard(api, trip);
        if (still.length)
          throw refuse(trip, 'complete', 'parcels_on_board', 'Parcels are still on board', { parcels: still.length });
        const now = api.nowIso();
        const next: Trip = {
          ...trip,
          status: 'completed',
          completedAt: now,
          updatedAt: now,
          history: withHistory(trip, historyEntry(api, user, 'complete', trip.stops.at(-1)!.officeId, now)),
        };
        await save(next);
        await setFleetStatus(api, next, 'available');
        return next;
      },
      { write: true },
    ),

    route(
      api,
      'post',
      '/api/v1/trips/:id/cancel',
      async ({ request, params }) => {
        const user = await api.userWithRole(request, writeRoles.trips.update);
        const trip = await findVisible(api, tripSpec, user, params.id!);
        if (trip.status !== 'planned' && trip.status !== 'loading')
          throw refuse(trip, 'cancel', 'invalid_transition', 'Only a trip that has not left can be cancelled');
        // Parcels already loaded come off at the stop.
        const office = trip.stops[0]!.officeId;
        for (const parcel of await onBoard(api, trip))
          await applyScan(
            api,
            parcel,
            { action: 'unloaded', officeId: parcel.currentOfficeId ?? office, tripId: trip.id },
            user,
            'at_office',
          );
        return save({
          ...trip,
          status: 'cancelled',
          parcelCount: 0,
          loadKg: 0,
          updatedAt: api.nowIso(),
          history: withHistory(trip, historyEntry(api, user, 'cancel', office, api.nowIso())),
        });
      },
      { write: true },
    ),
  ];
}
