/** POST api/v1/scans: a scan through the status machine, with trips, offices and roles around it. */
import {
  checkScan,
  checkTrackingNumber,
  currentStopIndex,
  directDestinations,
  loadableAt,
  scanChanges,
  scanInput,
  scanOffice,
  scanRoles,
  standsAt,
  statusRefusal,
  type Parcel,
  type ScanRefusal,
  type ScanRequest,
  type Trip,
} from '@courier/domain';
import type { UserRecord } from '@courier/store';
import { route, type Api } from '../../http/api';
import { forbidden, invalidTransition, notFound, validation } from '../../http/errors';
import { parseBody } from '../../http/respond';
import { newEvent, parcelByTracking } from './parcels';
import { parcelViewer } from './resources';

const missingField: Partial<Record<ScanRefusal, string>> = {
  office_required: 'officeId',
  trip_required: 'tripId',
  driver_required: 'driverId',
  pod_required: 'pod',
  reason_required: 'reason',
  invalid_reason: 'reason',
};

const refuse = (parcel: Parcel, action: string, reason: string, message: string, extra: Record<string, unknown> = {}) =>
  invalidTransition(message, { status: parcel.status, action, reason, ...extra });

const statusMessage = (parcel: Parcel, action: string, refusal: ScanRefusal) =>
  refusal === 'not_received'
    ? 'The parcel has not been received yet: receive it at the counter first'
    : `The parcel is ${parcel.status.replaceAll('_', ' ')}: ${action.replaceAll('_', ' ')} is not allowed (${refusal})`;

/** Actions a driver may scan: his trips' loading and unloading and his own deliveries. */
const driverActions = new Set(['loaded', 'unloaded', 'out_for_delivery', 'delivered', 'delivery_failed']);

export async function loadOnTrip(api: Api, trip: Trip, parcel: Parcel, sign: 1 | -1): Promise<Trip> {
  const next = {
    ...trip,
    parcelCount: trip.parcelCount + sign,
    loadKg: Math.max(0, Math.round((trip.loadKg + sign * parcel.weightKg) * 100) / 100),
    updatedAt: api.nowIso(),
  };
  if (sign === 1 && next.status === 'planned') next.status = 'loading';
  return api.store.table('trips').update(next);
}

/** Applies a checked scan: the parcel, its event and the trip it affects. */
export async function applyScan(
  api: Api,
  parcel: Parcel,
  request: ScanRequest & { note?: string | null },
  user: UserRecord,
  statusAfter: Parcel['status'],
) {
  const at = api.nowIso();
  const next: Parcel = { ...parcel, ...scanChanges(parcel, request, at), status: statusAfter, updatedAt: at };
  if (request.action === 'delivered' && request.pod) next.pod = { ...request.pod, at };
  await api.store.table('parcels').update(next);
  const event = await newEvent(api, next, user, {
    type: request.action,
    // Deliveries and failures belong to the destination office, so its lists and figures count them.
    officeId:
      request.officeId ??
      (request.action === 'loaded'
        ? parcel.currentOfficeId
        : ['delivered', 'delivery_failed'].includes(request.action)
          ? parcel.destinationOfficeId
          : null),
    tripId: request.tripId ?? (request.action === 'unloaded' ? parcel.tripId : null),
    driverId: request.driverId ?? (['delivered', 'delivery_failed'].includes(request.action) ? parcel.driverId : null),
    reason: request.reason ?? null,
    note: request.note ?? null,
  });
  await api.store.table('parcel-events').insert(event);
  return { parcel: next, event };
}

export function scanHandlers(api: Api) {
  return [
    route(
      api,
      'post',
      '/api/v1/scans',
      async ({ request }) => {
        const user = await api.userWithRole(request, scanRoles);
        const input = await parseBody(request, scanInput);

        // A retried scan (same client id) answers what the first one did.
        if (input.clientScanId) {
          const earlier = await api.store.scanReplies.get(`${user.id}:${input.clientScanId}`);
          const parcel = earlier && (await api.store.table('parcels').get(earlier.parcelId));
          if (earlier)
            return {
              parcel: parcel && (await parcelViewer(api, user))(parcel),
              event: await api.store.table('parcel-events').get(earlier.eventId),
              replayed: true,
            };
        }
        const tracking = checkTrackingNumber(input.trackingNumber);
        // A wrong check digit is a validation error, not a "not found".
        if (!tracking.ok)
          throw validation(
            { trackingNumber: tracking.reason },
            tracking.reason === 'check_digit' ? 'The check digit does not match' : 'Not a tracking number',
          );
        const parcel = await parcelByTracking(api, tracking.value);
        if (!parcel) throw notFound('Parcel');

        if (input.action === 'lost' && user.role !== 'admin' && user.role !== 'manager')
          throw forbidden('Only a manager marks a parcel lost', 'manager_marks_lost');
        if (user.role === 'driver' && !driverActions.has(input.action))
          throw forbidden('Drivers scan loading, unloading and deliveries', 'driver_actions');
        if (input.action === 'departed')
          throw refuse(parcel, input.action, 'trip_action', 'Parcels depart with their trip: depart the trip');

        // Every scan happens at an office: a clerk's at his own (named, or his by default), where the
        // parcel is; a driver's on his own trips and rounds (his round starts at his home office).
        const officeId = input.officeId ?? (user.role === 'clerk' ? (user.officeId ?? undefined) : undefined);
        const driverId =
          input.driverId ??
          (user.role === 'driver' && input.action === 'out_for_delivery' ? (user.driverId ?? undefined) : undefined);
        const where = scanOffice(parcel, { action: input.action, officeId });
        if (
          user.role === 'clerk' &&
          (!user.officeId || officeId !== user.officeId || (where !== null && where !== user.officeId))
        ) {
          // A parcel standing at his own counter that the scan does not fit (a delivery of one only
          // booked): he is told what is wrong with it, not that it is elsewhere.
          const wrongStatus = statusRefusal(parcel.status, input.action);
          if (wrongStatus && user.officeId && officeId === user.officeId && standsAt(parcel) === user.officeId)
            throw refuse(parcel, input.action, wrongStatus, statusMessage(parcel, input.action, wrongStatus));
          throw forbidden('You scan at your own office, the parcels that are there', 'own_office');
        }
        if (
          user.role === 'driver' &&
          input.action === 'out_for_delivery' &&
          where !== (user.driverId ? (await api.store.table('drivers').get(user.driverId))?.homeOfficeId : undefined)
        )
          throw forbidden('Your rounds start at your own office', 'round_office');

        const scan: ScanRequest = {
          action: input.action,
          officeId,
          tripId: input.tripId,
          driverId,
          reason: input.reason,
          pod: input.pod ? { ...input.pod, at: api.nowIso() } : undefined,
        };
        if (officeId && !(await api.store.table('offices').get(officeId))) throw validation({ officeId: 'not_found' });
        if (driverId) {
          const driver = await api.store.table('drivers').get(driverId);
          if (!driver) throw validation({ driverId: 'not_found' });
          if (driver.status === 'off_duty' || driver.status === 'on_leave')
            throw validation({ driverId: 'not_working' });
          if (user.role === 'driver' && driverId !== user.driverId)
            throw forbidden('You scan your own deliveries', 'own_deliveries');
        }
        if (
          user.role === 'driver' &&
          ['delivered', 'delivery_failed'].includes(input.action) &&
          parcel.driverId !== user.driverId
        )
          throw forbidden('This parcel is out with another driver', 'other_driver');

        const check = checkScan(parcel, scan);
        if (!check.ok) {
          const field = missingField[check.refusal];
          if (field) throw validation({ [field]: check.refusal === 'invalid_reason' ? 'invalid' : 'required' });
          throw refuse(parcel, input.action, check.refusal, statusMessage(parcel, input.action, check.refusal));
        }

        // Trip rules around loading and unloading.
        let trip: Trip | undefined;
        if (input.action === 'loaded' || input.action === 'unloaded') {
          const tripId = input.action === 'loaded' ? input.tripId! : (input.tripId ?? parcel.tripId);
          trip = tripId ? await api.store.table('trips').get(tripId) : undefined;
          if (!trip) throw validation({ tripId: 'not_found' });
          if (user.role === 'driver' && trip.driverId !== user.driverId)
            throw forbidden('You load and unload your own trips', 'own_trips');
          const stopIds = trip.stops.map((s) => s.officeId);
          const at = currentStopIndex(trip);
          if (input.action === 'loaded') {
            if (trip.status === 'completed' || trip.status === 'cancelled')
              throw refuse(parcel, input.action, 'trip_closed', 'That trip is no longer open', {
                tripStatus: trip.status,
              });
            if (at < 0 || stopIds[at] !== parcel.currentOfficeId)
              throw refuse(parcel, input.action, 'trip_not_here', 'The trip is not at the office where the parcel is');
            const route = await api.store.table('routes').get(trip.routeId);
            const lastIsHub = (await api.store.table('offices').get(stopIds[stopIds.length - 1]!))?.type === 'hub';
            const direct = directDestinations(await api.store.table('routes').all([]), stopIds[at]!);
            if (!route || !loadableAt(stopIds, at, parcel.destinationOfficeId, lastIsHub, direct))
              throw refuse(
                parcel,
                input.action,
                'not_on_route',
                'The trip does not go towards the parcel’s destination',
              );
            const truck = await api.store.table('trucks').get(trip.truckId);
            if (truck && trip.loadKg + parcel.weightKg > truck.capacityKg)
              throw refuse(parcel, input.action, 'capacity_exceeded', 'The truck is full', {
                capacityKg: truck.capacityKg,
                loadKg: trip.loadKg,
                weightKg: parcel.weightKg,
              });
          } else {
            if (parcel.tripId !== trip.id)
              throw refuse(parcel, input.action, 'not_on_trip', 'The parcel is not on that trip');
            const stop = trip.stops.find((s) => s.officeId === officeId);
            // Off a trip that has not left (loaded), or at a stop it has reached (in transit).
            const here = parcel.status === 'loaded' ? at >= 0 && stopIds[at] === officeId : !!stop?.arrivedAt;
            if (!here) throw refuse(parcel, input.action, 'trip_not_here', 'The trip is not at that office');
          }
        }

        const result = await applyScan(api, parcel, { ...scan, note: input.note ?? null }, user, check.statusAfter);
        if (trip) await loadOnTrip(api, trip, parcel, input.action === 'loaded' ? 1 : -1);
        if (input.clientScanId)
          await api.store.scanReplies.put(`${user.id}:${input.clientScanId}`, {
            parcelId: parcel.id,
            eventId: result.event.id,
          });
        return { ...result, parcel: (await parcelViewer(api, user))(result.parcel) };
      },
      { write: true },
    ),
  ];
}
