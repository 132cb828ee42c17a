/** Planning trips, their manifest moves (depart, arrive, complete, cancel) and the live positions. */
import {
  arrivalProblem,
  currentStopIndex,
  departureProblem,
  licenceValid,
  nextStopIndex,
  openTripStatuses,
  tripInput,
  tripMoveRoles,
  tripPatch,
  writeRoles,
  type Driver,
  type Trip,
  type Truck,
} from '@courier/domain';
import { z } from 'zod';
import type { UserRecord } from '@courier/store';
import { auditDeletion } from '../../http/audit';
import { route, type Api } from '../../http/api';
import { conflict, forbidden, invalidTransition, validation } from '../../http/errors';
import { parseBody, parseQuery } from '../../http/respond';
import { findVisible } from './crud';
import { tripSpec } from './resources';
import { applyScan } from './scans';

/** Why a truck or driver cannot take a trip, or null when it can; `open` are the open trips. */
export function truckProblem(truck: Truck, open: readonly Trip[], exceptTripId?: string): string | null {
  if (truck.status === 'maintenance' || truck.status === 'retired') return truck.status;
  if (open.some((t) => t.truckId === truck.id && t.id !== exceptTripId)) return 'on_other_trip';
  return null;
}
export function driverProblem(
  driver: Driver,
  scheduledAt: string,
  truck: Truck | undefined,
  open: readonly Trip[],
  exceptTripId?: string,
): string | null {
  if (driver.status === 'on_leave' || driver.status === 'off_duty') return driver.status;
  if (!licenceValid(driver, scheduledAt.slice(0, 10))) return 'licence_expired';
  // Trucks above 3.5 t need a C or CE licence.
  if (truck && truck.capacityKg > 3500 && driver.licenseClass === 'B') return 'licence_class';
  if (open.some((t) => t.driverId === driver.id && t.id !== exceptTripId)) return 'on_other_trip';
  return null;
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

export function tripHandlers(api: Api) {
  const save = (trip: Trip) => api.store.table('trips').update(trip);
  return [
    route(api, 'get', '/api/v1/trips/availability', async ({ request, url }) => {
      await api.userWithRole(request, writeRoles.trips.create);
      const { scheduledAt, tripId } = parseQuery(
        url,
        z.object({ scheduledAt: z.iso.datetime({ offset: true }), tripId: z.string().optional() }),
      );
      const open = await openTrips(api);
      return {
        trucks: (await api.store.table('trucks').all([])).map((t) => ({
          id: t.id,
          plate: t.plate,
          capacityKg: t.capacityKg,
          homeOfficeId: t.homeOfficeId,
          problem: truckProblem(t, open, tripId),
        })),
        drivers: (await api.store.table('drivers').all([])).map((d) => ({
          id: d.id,
          name: d.name,
          licenseClass: d.licenseClass,
          homeOfficeId: d.homeOfficeId,
          problem: driverProblem(d, scheduledAt, undefined, open, tripId),
        })),
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
        const open = await openTrips(api);
        const truck = await api.store.table('trucks').get(input.truckId);
        const truckIssue = truck ? truckProblem(truck, open) : 'not_found';
        if (truckIssue) problems.truckId = truckIssue;
        const driver = await api.store.table('drivers').get(input.driverId);
        const driverIssue = driver ? driverProblem(driver, input.scheduledAt, truck, open) : 'not_found';
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
      { write: true },
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
        const open = await openTrips(api);
        const truck = await api.store.table('trucks').get(next.truckId);
        if (change.truckId) {
          const issue = truck ? truckProblem(truck, open, trip.id) : 'not_found';
          if (issue) problems.truckId = issue;
          else if (truck && next.loadKg > truck.capacityKg) problems.truckId = 'capacity_exceeded';
        }
        if (change.driverId || change.scheduledAt || change.truckId) {
          const driver = await api.store.table('drivers').get(next.driverId);
          const issue = driver ? driverProblem(driver, next.scheduledAt, truck, open, trip.id) : 'not_found';
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
        const implausible = departureProblem(trip, api.now());
        if (implausible)
          throw refuse(
            trip,
            'depart',
            implausible.reason,
            implausible.reason === 'seal_missing'
              ? 'A truck with parcels on board leaves sealed: set the seal first'
              : 'Too early: the trip may leave half an hour before its planned time at the soonest',
            implausible,
          );
        const now = api.nowIso();
        const stops = trip.stops.map((s, i) => (i === at ? { ...s, departedAt: now } : s));
        const next: Trip = { ...trip, stops, status: 'in_transit', departedAt: trip.departedAt ?? now, updatedAt: now };
        await save(next);
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
        const { officeId } = await parseBody(request, z.object({ officeId: z.string().min(1) }));
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
        const implausible = arrivalProblem(trip, index, (id) => offices.get(id), api.now());
        if (implausible)
          throw refuse(trip, 'arrive', implausible.reason, 'Too soon: no truck covers that leg so fast', implausible);
        const now = api.nowIso();
        const last = index === trip.stops.length - 1;
        let current: Trip = {
          ...trip,
          stops: trip.stops.map((s, i) => (i === index ? { ...s, arrivedAt: now } : s)),
          updatedAt: now,
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
        return { trip: current, unloaded: unloading.length };
      },
      { write: true },
    ),

    route(
      api,
      'post',
      '/api/v1/trips/:id/complete',
      async ({ request, params }) => {
        const { trip } = await tripToMove(api, request, params.id!);
        if (trip.status !== 'in_transit')
          throw refuse(trip, 'complete', 'invalid_transition', 'Only a trip on the road can be completed');
        if (nextStopIndex(trip) >= 0) throw refuse(trip, 'complete', 'stops_remaining', 'The trip has stops left');
        const still = await onBoard(api, trip);
        if (still.length)
          throw refuse(trip, 'complete', 'parcels_on_board', 'Parcels are still on board', { parcels: still.length });
        const now = api.nowIso();
        const next: Trip = { ...trip, status: 'completed', completedAt: now, updatedAt: now };
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
        return save({ ...trip, status: 'cancelled', parcelCount: 0, loadKg: 0, updatedAt: api.nowIso() });
      },
      { write: true },
    ),
  ];
}
