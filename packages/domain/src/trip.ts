import { z } from 'zod';
import { distanceKm, entityBase, isoDateTime, type GeoPoint } from './common';
import type { Role } from './roles';

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

/**
 * One move in a trip's history: when it happened (`movedAt`, which a dispatcher may enter when
 * the move is recorded late), when and by whom it was recorded, and a manager's reason when he
 * overrode a refusal of the plausibility rules (`overrode`: the rule set aside).
 */
export const tripHistoryEntry = z.object({
  action: z.enum(['depart', 'arrive', 'complete', 'cancel']),
  officeId: z.string().nullable(),
  movedAt: isoDateTime,
  recordedAt: isoDateTime,
  byId: z.string().nullable(),
  byName: z.string(),
  overrode: z.string().nullable(),
  reason: z.string().nullable(),
});
export type TripHistoryEntry = z.infer<typeof tripHistoryEntry>;

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
  /** Each move as it was recorded (absent on trips from before the history was kept). */
  history: z.array(tripHistoryEntry).optional(),
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

/**
 * A move recorded late: the dispatcher enters when it really happened. That time is not in the
 * future (a minute's grace for clocks), not before the trip's previous move, and at most
 * `lateRecordHours` ago (a shift: older moves are a manager's correction, with a reason). The
 * plausibility rules above are then checked at that time instead of now.
 */
export const lateRecordHours = 12;
export const clockGraceMs = 60_000;
export const movedAtInput = z.object({
  /** When the move really happened; absent: now. */
  at: isoDateTime.optional(),
  /** A manager sets a plausibility refusal aside, saying why (kept in the trip's history and the audit log). */
  overrideReason: z.string().trim().min(5).max(300).optional(),
});
export type MovedAtInput = z.infer<typeof movedAtInput>;

export type RecordedTimeProblem =
  | { reason: 'in_future' }
  | { reason: 'before_previous'; notBefore: string }
  | { reason: 'too_late_to_record'; notBefore: string };

/** The time of the trip's move before a departure from, or an arrival at, stop `index`, or null. */
export function previousMoveAt(t: Pick<Trip, 'stops'>, move: 'depart' | 'arrive', index: number): string | null {
  return (move === 'depart' ? t.stops[index]?.arrivedAt : t.stops[index - 1]?.departedAt) ?? null;
}

/** Why a move cannot be recorded as having happened at `at` (seen at `now`), or null. */
export function recordedTimeProblem(
  t: Pick<Trip, 'stops'>,
  move: 'depart' | 'arrive',
  index: number,
  at: Date,
  now: Date,
): RecordedTimeProblem | null {
  if (at.getTime() > now.getTime() + clockGraceMs) return { reason: 'in_future' };
  const previous = previousMoveAt(t, move, index);
  if (previous && at.getTime() < new Date(previous).getTime())
    return { reason: 'before_previous', notBefore: previous };
  const window = new Date(now.getTime() - lateRecordHours * 3_600_000);
  if (at.getTime() < window.getTime()) return { reason: 'too_late_to_record', notBefore: window.toISOString() };
  return null;
}

/** Refusals a manager may set aside with a reason: the plausibility of the times, never their order or the seal. */
export const overridableRefusals = ['too_early', 'too_soon', 'too_late_to_record'] as const;
export const mayOverride = (reason: string) => (overridableRefusals as readonly string[]).includes(reason);
/** Who may override: the office's managers and the administrator. */
export const tripOverrideRoles: readonly Role[] = ['admin', 'manager'];

/** A clock time typed in Türkiye's time ("07:40") as the latest such instant not after `now` (today, else yesterday). */
export function recentTurkeyInstant(time: string, now: Date): string {
  const today = turkeyInstant(turkeyDayTime(now.toISOString()).day, time);
  const at = new Date(today).getTime();
  return new Date(at > now.getTime() + clockGraceMs ? at - 86_400_000 : at).toISOString();
}

export type TripAction = 'depart' | 'arrive' | 'complete' | 'cancel';
export type TripRefusal =
  | 'invalid_transition'
  | 'not_at_a_stop'
  | 'wrong_stop'
  | 'stops_remaining'
  | 'parcels_on_board'
  | TripMoveProblem['reason']
  | RecordedTimeProblem['reason'];

/** Trucks above 3.5 t need a C or CE licence; a B licence drives the light vans. */
export const licenceFits = (licenseClass: string, capacityKg: number) => capacityKg <= 3500 || licenseClass !== 'B';

/**
 * Whether a truck or driver standing at one office can be at a trip's first stop by its planned
 * time ("near" it): the same town (within 30 km, e.g. İstanbul's two offices), or reachable from
 * now by the road, taken as 1.3 times the straight line at 70 km/h (a truck's average with its
 * breaks; the network's routes do not join every pair of offices, so their times cannot serve).
 * Samsun to İstanbul (about 560 km straight) takes some ten and a half hours: not 50 minutes.
 */
export const sameTownKm = 30;
export const roadDetourFactor = 1.3;
export const repositionKmh = 70;
export const repositionMinutes = (from: GeoPoint, to: GeoPoint) =>
  Math.ceil(((distanceKm(from, to) * roadDetourFactor) / repositionKmh) * 60);
export function reachesInTime(from: GeoPoint, to: GeoPoint, now: Date, scheduledAt: string): boolean {
  if (distanceKm(from, to) <= sameTownKm) return true;
  return now.getTime() + repositionMinutes(from, to) * 60_000 <= new Date(scheduledAt).getTime();
}

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
