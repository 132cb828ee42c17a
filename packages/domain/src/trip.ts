import { z } from 'zod';
import { distanceKm, entityBase, isoDateTime, type GeoPoint } from './common';

export const tripStatuses = ['planned', 'loading', 'in_transit', 'completed', 'cancelled'] as const;
export type TripStatus = (typeof tripStatuses)[number];
export const openTripStatuses: readonly TripStatus[] = ['planned', 'loading', 'in_transit'];

export const tripStop = z.object({
  officeId: z.string(),
  eta: isoDateTime,
  arrivedAt: isoDateTime.nullable(),
  departedAt: isoDateTime.nullable(),
});
export type TripStop = z.infer<typeof tripStop>;

export const tripInput = z.object({
  routeId: z.string().min(1),
  truckId: z.string().min(1),
  driverId: z.string().min(1),
  scheduledAt: isoDateTime,
  seal: z.string().trim().min(4).max(20).optional(),
});
export type TripInput = z.infer<typeof tripInput>;
export const tripPatch = z
  .object({
    truckId: z.string().min(1),
    driverId: z.string().min(1),
    scheduledAt: isoDateTime,
    seal: z.string().trim().min(4).max(20).nullable(),
  })
  .partial()
  .strict();

export const trip = entityBase.extend({
  code: z.string().regex(/^TRP-\d{4}-\d{5}$/),
  routeId: z.string(),
  truckId: z.string(),
  driverId: z.string(),
  status: z.enum(tripStatuses),
  scheduledAt: isoDateTime,
  departedAt: isoDateTime.nullable(),
  completedAt: isoDateTime.nullable(),
  stops: z.array(tripStop).min(2),
  loadKg: z.number().min(0),
  parcelCount: z.number().int().min(0),
  seal: z.string().nullable(),
});
export type Trip = z.infer<typeof trip>;

/** The stop the truck stands at (arrived, not departed), or -1 while on the road or before. */
export function currentStopIndex(t: Pick<Trip, 'status' | 'stops'>): number {
  if (t.status === 'planned' || t.status === 'loading') return 0;
  return t.stops.findIndex((stop) => stop.arrivedAt && !stop.departedAt);
}

/** The next stop to arrive at, or -1 when all are reached. */
export const nextStopIndex = (t: Pick<Trip, 'stops'>) => t.stops.findIndex((stop, i) => i > 0 && !stop.arrivedAt);

/**
 * Whether a parcel bound for `destinationOfficeId` may be loaded at stop `atIndex`: its
 * destination is a later stop; or the trip ends at a hub, which sends it on, and the parcel
 * neither goes back to a stop the truck has passed (or stands at) nor has a route of its own
 * from here (`directFromHere`, see `directDestinations`), which would carry it the short way.
 */
export function loadableAt(
  stopOfficeIds: readonly string[],
  atIndex: number,
  destinationOfficeId: string,
  lastStopIsHub: boolean,
  directFromHere: ReadonlySet<string> = new Set(),
) {
  const later = stopOfficeIds.slice(atIndex + 1);
  if (later.includes(destinationOfficeId)) return true;
  if (!lastStopIsHub || later.length === 0) return false;
  return !stopOfficeIds.slice(0, atIndex + 1).includes(destinationOfficeId) && !directFromHere.has(destinationOfficeId);
}

/** The offices some active route reaches from `officeId` without a change of truck. */
export function directDestinations(
  routes: readonly { active: boolean; stops: readonly { officeId: string }[] }[],
  officeId: string,
): Set<string> {
  const reached = new Set<string>();
  for (const r of routes) {
    const from = r.stops.findIndex((s) => s.officeId === officeId);
    if (r.active && from >= 0) for (const s of r.stops.slice(from + 1)) reached.add(s.officeId);
  }
  return reached;
}

/**
 * Plausibility of a trip's moves. A truck may leave its first stop up to half an hour before the
 * planned time (loading done early), never sooner; it carries parcels only under seal; and it
 * reaches a stop no sooner than the leg allows at 90 km/h as the crow flies (trucks are held to
 * 90 km/h on Türkiye's motorways, and no road is shorter than the straight line), so a stop
 * "reached" seconds after leaving 450 km away is refused.
 */
export const earlyDepartureMinutes = 30;
export const topSpeedKmh = 90;
/** The least time a leg between two offices can take, in whole minutes. */
export const leastLegMinutes = (from: GeoPoint, to: GeoPoint) => Math.floor((distanceKm(from, to) / topSpeedKmh) * 60);

export type TripMoveProblem = { reason: 'too_early' | 'too_soon'; notBefore: string } | { reason: 'seal_missing' };

/** The soonest a trip may leave its first stop. */
export const earliestDeparture = (t: Pick<Trip, 'scheduledAt'>) =>
  new Date(new Date(t.scheduledAt).getTime() - earlyDepartureMinutes * 60_000).toISOString();

/** Why the trip may not leave the stop it stands at now, or null (the status rules aside). */
export function departureProblem(
  t: Pick<Trip, 'status' | 'stops' | 'scheduledAt' | 'seal' | 'parcelCount'>,
  now: Date,
): TripMoveProblem | null {
  if (t.parcelCount > 0 && !t.seal) return { reason: 'seal_missing' };
  if (currentStopIndex(t) === 0 && !t.stops[0]!.departedAt) {
    const notBefore = earliestDeparture(t);
    if (now.getTime() < new Date(notBefore).getTime()) return { reason: 'too_early', notBefore };
  }
  return null;
}

/** The soonest the truck can reach stop `index` (left the stop before, plus the leg's least time), or null before it has left. */
export function earliestArrival(
  t: Pick<Trip, 'stops'>,
  index: number,
  locate: (officeId: string) => GeoPoint | undefined,
): string | null {
  const before = t.stops[index - 1];
  const from = before && locate(before.officeId);
  const to = t.stops[index] && locate(t.stops[index].officeId);
  if (!before?.departedAt || !from || !to) return null;
  return new Date(new Date(before.departedAt).getTime() + leastLegMinutes(from, to) * 60_000).toISOString();
}

/** Why the truck cannot be at stop `index` by `now`, or null. */
export function arrivalProblem(
  t: Pick<Trip, 'stops'>,
  index: number,
  locate: (officeId: string) => GeoPoint | undefined,
  now: Date,
): TripMoveProblem | null {
  const notBefore = earliestArrival(t, index, locate);
  return notBefore && now.getTime() < new Date(notBefore).getTime() ? { reason: 'too_soon', notBefore } : null;
}

export type TripAction = 'depart' | 'arrive' | 'complete' | 'cancel';
export type TripRefusal =
  | 'invalid_transition'
  | 'not_at_a_stop'
  | 'wrong_stop'
  | 'stops_remaining'
  | 'parcels_on_board'
  | TripMoveProblem['reason'];

/** The company keeps Türkiye's time (UTC+3 all year): a planned day and clock time as an instant. */
export const turkeyInstant = (day: string, time: string) => new Date(`${day}T${time}:00+03:00`).toISOString();
/** The day and clock time in Türkiye of an instant. */
export function turkeyDayTime(iso: string): { day: string; time: string } {
  const local = new Date(new Date(iso).getTime() + 3 * 3_600_000).toISOString();
  return { day: local.slice(0, 10), time: local.slice(11, 16) };
}

/** The trip planner's fields: a route on a day at a time, with a truck and a driver. */
export const tripPlan = z.object({
  routeId: z.string().min(1),
  day: z.iso.date(),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'time' }),
  truckId: z.string().min(1),
  driverId: z.string().min(1),
  seal: z.string().trim().max(20),
});
export type TripPlan = z.infer<typeof tripPlan>;
/** The planner's fields as the create call's body. */
export const tripInputOf = (plan: TripPlan): TripInput => ({
  routeId: plan.routeId,
  truckId: plan.truckId,
  driverId: plan.driverId,
  scheduledAt: turkeyInstant(plan.day, plan.time),
  ...(plan.seal.trim() ? { seal: plan.seal.trim() } : {}),
});

/** What can be done with a trip where it stands (the server decides; this only offers). */
export function tripMoves(t: Pick<Trip, 'status' | 'stops'>): {
  depart: boolean;
  arriveAt: number;
  complete: boolean;
  cancel: boolean;
  canLoad: boolean;
} {
  const at = currentStopIndex(t);
  const next = nextStopIndex(t);
  const open = t.status === 'planned' || t.status === 'loading' || t.status === 'in_transit';
  return {
    depart: open && at >= 0 && at < t.stops.length - 1,
    arriveAt: t.status === 'in_transit' && at < 0 ? next : -1,
    complete: t.status === 'in_transit' && next < 0,
    cancel: t.status === 'planned' || t.status === 'loading',
    canLoad: open && at >= 0 && at < t.stops.length - 1,
  };
}
