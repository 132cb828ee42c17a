/**
 * Live positions of trucks on the road, derived from their trips: straight legs between office
 * locations at the route's planned times (DOMAIN.md), so the trucks move while one watches.
 */
import {
  currentStopIndex,
  distanceKm,
  featureRoles,
  type GeoPoint,
  type LivePosition,
  type Office,
  type Trip,
} from '@courier/domain';
import { route, type Api } from '../../http/api';
import { badRequest, HttpError } from '../../http/errors';
import { changeStream } from '../../http/events';

const toRad = (d: number) => (d * Math.PI) / 180;
export function bearingDeg(a: GeoPoint, b: GeoPoint) {
  const y = Math.sin(toRad(b.lng - a.lng)) * Math.cos(toRad(b.lat));
  const x =
    Math.cos(toRad(a.lat)) * Math.sin(toRad(b.lat)) -
    Math.sin(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.cos(toRad(b.lng - a.lng));
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

export function positionOf(offices: ReadonlyMap<string, Office>, trip: Trip, now: Date): LivePosition | null {
  const where = (i: number) => offices.get(trip.stops[i]!.officeId)?.location;
  const at = currentStopIndex(trip);
  const t = now.getTime();
  if (at >= 0) {
    const here = where(at)!;
    const next = trip.stops[at + 1];
    return {
      truckId: trip.truckId,
      tripId: trip.id,
      lat: here.lat,
      lng: here.lng,
      headingDeg: next ? Math.round(bearingDeg(here, where(at + 1)!)) : 0,
      speedKmh: 0,
      at: now.toISOString(),
      nextStop: next ? { officeId: next.officeId, eta: next.eta } : null,
    };
  }
  const from = trip.stops.reduce((last, s, i) => (s.departedAt ? i : last), -1);
  if (from < 0 || from + 1 >= trip.stops.length) return null;
  const a = where(from)!;
  const b = where(from + 1)!;
  const start = new Date(trip.stops[from]!.departedAt!).getTime();
  const end = Math.max(start + 60_000, new Date(trip.stops[from + 1]!.eta).getTime());
  const progress = Math.min(1, Math.max(0, (t - start) / (end - start)));
  const km = distanceKm(a, b);
  // A little life in the speedometer; a truck past its ETA waits at the gate.
  const cruising = (km / ((end - start) / 3_600_000)) * (1 + 0.06 * Math.sin(t / 47_000 + trip.id.length));
  return {
    truckId: trip.truckId,
    tripId: trip.id,
    lat: a.lat + (b.lat - a.lat) * progress,
    lng: a.lng + (b.lng - a.lng) * progress,
    headingDeg: Math.round(bearingDeg(a, b)),
    speedKmh: progress >= 1 ? 0 : Math.round(cruising),
    at: now.toISOString(),
    nextStop: { officeId: trip.stops[from + 1]!.officeId, eta: trip.stops[from + 1]!.eta },
  };
}

/** Where the trucks on the road are now. */
async function truckPositions(api: Api) {
  const now = api.now();
  const offices = new Map((await api.store.table('offices').all([])).map((o) => [o.id, o]));
  const onTheRoad = await api.store.table('trips').all([{ field: 'status', in: ['in_transit'] }]);
  return onTheRoad.map((t) => positionOf(offices, t, now)).filter((p): p is LivePosition => p !== null);
}

export function liveHandlers(api: Api) {
  return [
    route(api, 'get', '/api/v1/live/trucks', async ({ request }) => {
      await api.userWithRole(request, featureRoles['live-tracking']);
      return truckPositions(api);
    }),
    /**
     * The changes the user hears of, as server-sent events (http/events.ts). `Last-Event-ID`
     * (or `?after=`, for clients that cannot set it) is the cursor; `?trucks=1` adds the trucks'
     * positions for those who may watch the live map.
     */
    route(api, 'get', '/api/v1/events', async ({ request, url }) => {
      const { user, token } = await api.session(request);
      const asked = request.headers.get('last-event-id') ?? url.searchParams.get('after');
      if (asked !== null && !/^\d{1,15}$/.test(asked)) throw badRequest('Last-Event-ID is the id of an event');
      const positions =
        url.searchParams.get('trucks') === '1' && featureRoles['live-tracking'].includes(user.role)
          ? () => api.sharedTick(1000, () => truckPositions(api))
          : undefined;
      // A session ended meanwhile (signed out, the account disabled) ends the stream; the database being away does not.
      const stillValid = () =>
        api.session(request).then(
          () => true,
          (error: unknown) => !(error instanceof HttpError && error.status === 401),
        );
      return changeStream(api, user, token.sessionId, {
        after: asked === null ? null : Number(asked),
        positions,
        until: token.expiresAt,
        stillValid,
        signal: request.signal,
      });
    }),
  ];
}
