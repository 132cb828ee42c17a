/**
 * The parcel status machine of DOMAIN.md: which scan action is allowed from which status, what
 * it needs, and what it changes. Pure: the server checks trips, offices and roles around it.
 */
import type { FailureReason, Parcel, ParcelStatus, ProofOfDelivery } from './parcel';
import { failureReasons, holdReasons, isFinalStatus, limits } from './parcel';
import { scanRoles, type Role } from './roles';

export const scanActions = [
  'received',
  'loaded',
  'departed',
  'unloaded',
  'out_for_delivery',
  'delivered',
  'delivery_failed',
  'return_started',
  'returned',
  'held',
  'released',
  'cancelled',
  'lost',
] as const;
export type ScanAction = (typeof scanActions)[number];

/** Every event of the scan log: booking, then the scan actions. */
export const eventTypes = ['created', ...scanActions] as const;
export type EventType = (typeof eventTypes)[number];

export type Requirement = 'office' | 'trip' | 'driver' | 'pod' | 'reason';

export interface ScanRule {
  from: readonly ParcelStatus[];
  to: ParcelStatus;
  needs: readonly Requirement[];
}

const nonFinal = [
  'created',
  'at_office',
  'loaded',
  'in_transit',
  'out_for_delivery',
  'delivery_failed',
  'returning',
  'on_hold',
] as const satisfies readonly ParcelStatus[];

export const scanRules: Record<ScanAction, ScanRule> = {
  received: { from: ['created'], to: 'at_office', needs: ['office'] },
  loaded: { from: ['at_office', 'returning'], to: 'loaded', needs: ['trip'] },
  departed: { from: ['loaded'], to: 'in_transit', needs: ['trip'] },
  // Also from `loaded`: taking a parcel off a trip before it departs (a manifest correction, a
  // cancelled trip). Not in DOMAIN.md's table, which has no way back from `loaded` otherwise.
  unloaded: { from: ['in_transit', 'loaded'], to: 'at_office', needs: ['office'] },
  out_for_delivery: { from: ['at_office', 'delivery_failed'], to: 'out_for_delivery', needs: ['driver'] },
  delivered: { from: ['out_for_delivery'], to: 'delivered', needs: ['pod'] },
  delivery_failed: { from: ['out_for_delivery'], to: 'delivery_failed', needs: ['reason'] },
  return_started: { from: ['delivery_failed', 'at_office'], to: 'returning', needs: [] },
  returned: { from: ['returning', 'at_office'], to: 'returned', needs: [] },
  held: { from: ['at_office'], to: 'on_hold', needs: ['reason'] },
  released: { from: ['on_hold'], to: 'at_office', needs: [] },
  cancelled: { from: ['created', 'at_office'], to: 'cancelled', needs: [] },
  lost: { from: nonFinal, to: 'lost', needs: ['reason'] },
};

export interface ScanRequest {
  action: ScanAction;
  officeId?: string | null;
  tripId?: string | null;
  driverId?: string | null;
  pod?: ProofOfDelivery | null;
  reason?: string | null;
}

export type ParcelState = Pick<
  Parcel,
  | 'status'
  | 'attempts'
  | 'lastFailureReason'
  | 'isReturn'
  | 'originOfficeId'
  | 'destinationOfficeId'
  | 'currentOfficeId'
  | 'tripId'
  | 'driverId'
  | 'paymentMode'
  | 'codStatus'
>;

/** Why a scan is refused; the UI translates the code. */
export type ScanRefusal =
  | 'invalid_transition'
  | 'not_received'
  | 'office_required'
  | 'trip_required'
  | 'driver_required'
  | 'pod_required'
  | 'reason_required'
  | 'invalid_reason'
  | 'wrong_office'
  | 'not_at_destination'
  | 'return_only'
  | 'not_a_return'
  | 'not_at_origin';

export type ScanCheck = { ok: true; statusAfter: ParcelStatus } | { ok: false; refusal: ScanRefusal };

const refuse = (refusal: ScanRefusal): ScanCheck => ({ ok: false, refusal });

/** After three failed attempts, or a refusal, the parcel can only go back. */
export const mustReturn = (p: ParcelState) => p.attempts >= limits.maxAttempts || p.lastFailureReason === 'refused';

/**
 * Why the table refuses an action from the parcel's status, or null when it allows it. A parcel
 * that is only booked has not been received at the counter yet: that is what its clerk is told.
 */
export const statusRefusal = (
  status: ParcelStatus,
  action: ScanAction,
): 'not_received' | 'invalid_transition' | null =>
  scanRules[action].from.includes(status) ? null : status === 'created' ? 'not_received' : 'invalid_transition';

/** Checks a scan against the table and the parcel's own facts. */
export function checkScan(p: ParcelState, request: ScanRequest): ScanCheck {
  const rule = scanRules[request.action];
  const wrongStatus = statusRefusal(p.status, request.action);
  if (wrongStatus) return refuse(wrongStatus);
  for (const need of rule.needs) {
    if (need === 'office' && !request.officeId) return refuse('office_required');
    if (need === 'trip' && !request.tripId) return refuse('trip_required');
    if (need === 'driver' && !request.driverId) return refuse('driver_required');
    if (need === 'pod' && !request.pod) return refuse('pod_required');
    if (need === 'reason' && !request.reason) return refuse('reason_required');
  }
  switch (request.action) {
    case 'received':
      if (request.officeId !== p.originOfficeId) return refuse('wrong_office');
      break;
    case 'unloaded':
      // Off a trip that has not left: only where it was loaded.
      if (p.status === 'loaded' && request.officeId !== p.currentOfficeId) return refuse('wrong_office');
      break;
    case 'out_for_delivery':
      if (p.status === 'delivery_failed') {
        if (mustReturn(p)) return refuse('return_only');
      } else if (p.isReturn || p.currentOfficeId !== p.destinationOfficeId) {
        return refuse('not_at_destination');
      }
      break;
    case 'delivery_failed':
      if (!(failureReasons as readonly string[]).includes(request.reason!)) return refuse('invalid_reason');
      break;
    case 'held':
      if (!(holdReasons as readonly string[]).includes(request.reason!)) return refuse('invalid_reason');
      break;
    case 'return_started':
      if (p.isReturn) return refuse('invalid_transition');
      break;
    case 'returned':
      if (!p.isReturn && p.status === 'at_office') return refuse('not_a_return');
      if (p.currentOfficeId !== p.originOfficeId) return refuse('not_at_origin');
      break;
    case 'cancelled':
      if (p.status === 'at_office' && (p.isReturn || p.currentOfficeId !== p.originOfficeId))
        return refuse('not_at_origin');
      break;
  }
  return { ok: true, statusAfter: rule.to };
}

/**
 * The office where a scan happens, which decides whose scan it is (a clerk scans at his own
 * office): where the parcel is received, loaded, unloaded, held or cancelled; the destination for
 * deliveries and failed attempts, which belong to the office that delivers. Null where no office
 * is involved (a loss, marked by a manager).
 */
export function scanOffice(p: ParcelState, request: Pick<ScanRequest, 'action' | 'officeId'>): string | null {
  switch (request.action) {
    case 'received':
      return p.originOfficeId;
    case 'unloaded':
      return request.officeId ?? null;
    case 'out_for_delivery':
      return p.currentOfficeId ?? p.destinationOfficeId;
    case 'delivered':
    case 'delivery_failed':
      return p.destinationOfficeId;
    case 'lost':
      return null;
    default:
      return standsAt(p);
  }
}

/** The office the parcel stands at: where it is, or where it was booked until it is received; null on the road. */
export const standsAt = (p: Pick<ParcelState, 'status' | 'currentOfficeId' | 'originOfficeId'>): string | null =>
  p.currentOfficeId ?? (p.status === 'created' ? p.originOfficeId : null);

/** What an accepted scan changes on the parcel (besides status, which follows the event). */
export function scanChanges(p: ParcelState, request: ScanRequest, at: string): Partial<Parcel> {
  switch (request.action) {
    case 'received':
    case 'unloaded':
    case 'released':
      return { currentOfficeId: request.officeId ?? p.currentOfficeId, tripId: null, driverId: null };
    case 'loaded':
      return { tripId: request.tripId!, driverId: null };
    case 'departed':
      return { currentOfficeId: null };
    case 'out_for_delivery':
      return { driverId: request.driverId!, currentOfficeId: null, tripId: null };
    case 'delivered':
      return {
        deliveredAt: at,
        pod: request.pod!,
        driverId: p.driverId,
        codStatus: p.paymentMode === 'cod' ? 'collected' : p.codStatus,
      };
    case 'delivery_failed':
      return { attempts: p.attempts + 1, lastFailureReason: request.reason as FailureReason };
    case 'return_started':
      // A failed parcel comes back to the office it went out from; a return heads for its origin.
      return {
        isReturn: true,
        destinationOfficeId: p.originOfficeId,
        currentOfficeId: p.currentOfficeId ?? p.destinationOfficeId,
        driverId: null,
      };
    case 'returned':
      return { currentOfficeId: p.originOfficeId, ...nothingToCollect(p) };
    case 'cancelled':
    case 'lost':
      return nothingToCollect(p);
    case 'held':
      return {};
  }
}

/** A parcel that ends undelivered has no cash on delivery left to collect. */
const nothingToCollect = (p: ParcelState): Partial<Parcel> => (p.codStatus === 'pending' ? { codStatus: 'none' } : {});

/** The actions a parcel in this state could take next (before role and context checks). */
export const possibleActions = (status: ParcelStatus): ScanAction[] =>
  isFinalStatus(status) ? [] : scanActions.filter((action) => scanRules[action].from.includes(status));

/** Scan actions a driver takes: his trips' loading and unloading and his own deliveries. */
export const driverScanActions: readonly ScanAction[] = [
  'loaded',
  'unloaded',
  'out_for_delivery',
  'delivered',
  'delivery_failed',
];

/**
 * The actions a user may start on this parcel from its page: the status table's, less what
 * the parcel's own facts refuse (a fourth attempt, a return out for delivery), what the role may
 * not do (a driver only loads, unloads and delivers; only a manager marks a parcel lost), and
 * departing, which a parcel does with its trip. The context (office, trip, driver, reason) is
 * asked for afterwards, so it is assumed here.
 */
export function availableActions(role: Role, p: ParcelState): ScanAction[] {
  if (!scanRoles.includes(role)) return [];
  return possibleActions(p.status).filter((action) => {
    if (action === 'departed') return false;
    if (action === 'lost' && role !== 'admin' && role !== 'manager') return false;
    if (role === 'driver' && !driverScanActions.includes(action)) return false;
    const officeId =
      action === 'received'
        ? p.originOfficeId
        : action === 'unloaded' && p.status === 'loaded'
          ? p.currentOfficeId
          : (p.currentOfficeId ?? p.destinationOfficeId);
    const reason = action === 'delivery_failed' ? 'recipient_absent' : action === 'held' ? 'other' : 'assumed';
    const pod = {
      receivedBy: 'assumed',
      relation: 'self' as const,
      signature: 'data:image/png;base64,AA==',
      at: new Date(0).toISOString(),
    };
    return checkScan(p, { action, officeId, tripId: 'assumed', driverId: 'assumed', reason, pod }).ok;
  });
}
