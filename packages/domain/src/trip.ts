import { z } from 'zod';
import { entityBase, isoDateTime } from './common';

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
export const tripPatch = z.object({ truckId: z.string().min(1), driverId: z.string().min(1), scheduledAt: isoDateTime, seal: z.string().trim().min(4).max(20).nullable() }).partial().strict();

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
 * destination is a later stop, or the trip ends at a hub (a transfer onwards).
 */
export function loadableAt(stopOfficeIds: readonly string[], atIndex: number, destinationOfficeId: string, lastStopIsHub: boolean) {
  const later = stopOfficeIds.slice(atIndex + 1);
  return later.includes(destinationOfficeId) || (lastStopIsHub && later.length > 0);
}

export type TripAction = 'depart' | 'arrive' | 'complete' | 'cancel';
export type TripRefusal =
  | 'invalid_transition'
  | 'not_at_a_stop'
  | 'wrong_stop'
  | 'stops_remaining'
  | 'parcels_on_board'
  | 'nothing_loaded';

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
export const tripInputOf = (plan: TripPlan): TripInput => ({ routeId: plan.routeId, truckId: plan.truckId, driverId: plan.driverId, scheduledAt: turkeyInstant(plan.day, plan.time), ...(plan.seal.trim() ? { seal: plan.seal.trim() } : {}) });

/** What can be done with a trip where it stands (the server decides; this only offers). */
export function tripMoves(t: Pick<Trip, 'status' | 'stops'>): { depart: boolean; arriveAt: number; complete: boolean; cancel: boolean; canLoad: boolean } {
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
