import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { finalStatuses, parcelStatuses, type FailureReason, type ParcelStatus } from './parcel';
import {
  availableActions,
  checkScan,
  possibleActions,
  scanActions,
  scanChanges,
  scanRules,
  type ParcelState,
  type ScanAction,
  type ScanRequest,
} from './statusMachine';

const pod = {
  receivedBy: 'Mehmet Demir',
  relation: 'self' as const,
  signature: 'data:image/png;base64,iVBORw0KGgo=',
  at: '2026-11-20T10:00:00Z',
};

const fresh = (over: Partial<ParcelState> = {}): ParcelState => ({
  status: 'created',
  attempts: 0,
  lastFailureReason: null,
  isReturn: false,
  originOfficeId: 'BUR',
  destinationOfficeId: 'ANK',
  currentOfficeId: null,
  tripId: null,
  driverId: null,
  paymentMode: 'cod',
  codStatus: 'pending',
  ...over,
});

/** A request with everything any action could need. */
const full = (action: ScanAction, p: ParcelState): ScanRequest => ({
  action,
  officeId: action === 'received' ? p.originOfficeId : (p.currentOfficeId ?? p.destinationOfficeId),
  tripId: 't1',
  driverId: 'd1',
  pod,
  reason: action === 'held' ? 'address_check' : 'recipient_absent',
});

function apply(p: ParcelState, request: ScanRequest): ParcelState {
  const check = checkScan(p, request);
  if (!check.ok) throw new Error(`${request.action} refused: ${check.refusal}`);
  return { ...p, ...scanChanges(p, request, '2026-11-20T10:00:00Z'), status: check.statusAfter } as ParcelState;
}

describe('the status table', () => {
  it('moves a parcel through its whole life', () => {
    let p = fresh();
    p = apply(p, { action: 'received', officeId: 'BUR' });
    expect(p).toMatchObject({ status: 'at_office', currentOfficeId: 'BUR' });
    p = apply(p, { action: 'loaded', tripId: 't1' });
    expect(p).toMatchObject({ status: 'loaded', tripId: 't1' });
    p = apply(p, { action: 'departed', tripId: 't1' });
    expect(p).toMatchObject({ status: 'in_transit', currentOfficeId: null });
    p = apply(p, { action: 'unloaded', officeId: 'ANK' });
    expect(p).toMatchObject({ status: 'at_office', currentOfficeId: 'ANK', tripId: null });
    p = apply(p, { action: 'out_for_delivery', driverId: 'd1' });
    p = apply(p, { action: 'delivery_failed', reason: 'recipient_absent' });
    expect(p).toMatchObject({ status: 'delivery_failed', attempts: 1 });
    p = apply(p, { action: 'out_for_delivery', driverId: 'd1' });
    p = apply(p, { action: 'delivered', pod });
    expect(p).toMatchObject({ status: 'delivered', codStatus: 'collected', pod });
  });

  it.each(scanActions.map((action) => [action, scanRules[action]] as const))(
    '%s is allowed only from its statuses',
    (action, rule) => {
      for (const status of parcelStatuses) {
        const p = fresh({ status, currentOfficeId: status === 'at_office' ? 'ANK' : null, isReturn: false });
        const result = checkScan(p, full(action, p));
        if (!rule.from.includes(status))
          expect(result).toEqual({
            ok: false,
            refusal: status === 'created' ? 'not_received' : 'invalid_transition',
          });
      }
    },
  );

  it('names what is missing', () => {
    expect(checkScan(fresh(), { action: 'received' })).toEqual({ ok: false, refusal: 'office_required' });
    expect(checkScan(fresh({ status: 'at_office' }), { action: 'loaded' })).toEqual({
      ok: false,
      refusal: 'trip_required',
    });
    expect(checkScan(fresh({ status: 'out_for_delivery' }), { action: 'delivered' })).toEqual({
      ok: false,
      refusal: 'pod_required',
    });
    expect(checkScan(fresh({ status: 'out_for_delivery' }), { action: 'delivery_failed' })).toEqual({
      ok: false,
      refusal: 'reason_required',
    });
    expect(checkScan(fresh({ status: 'out_for_delivery' }), { action: 'delivery_failed', reason: 'sleeping' })).toEqual(
      { ok: false, refusal: 'invalid_reason' },
    );
    expect(checkScan(fresh({ status: 'at_office', currentOfficeId: 'ANK' }), { action: 'out_for_delivery' })).toEqual({
      ok: false,
      refusal: 'driver_required',
    });
  });

  it('receives only at the origin office', () => {
    expect(checkScan(fresh(), { action: 'received', officeId: 'IZM' })).toEqual({ ok: false, refusal: 'wrong_office' });
  });

  it('sends out for delivery only from the destination office', () => {
    expect(
      checkScan(fresh({ status: 'at_office', currentOfficeId: 'BUR' }), { action: 'out_for_delivery', driverId: 'd1' }),
    ).toEqual({ ok: false, refusal: 'not_at_destination' });
  });

  it.each<[number, FailureReason]>([
    [3, 'recipient_absent'],
    [1, 'refused'],
  ])('after %i failed attempts (last: %s) the only way on is back', (attempts, reason) => {
    const p = fresh({ status: 'delivery_failed', attempts, lastFailureReason: reason, currentOfficeId: null });
    expect(checkScan(p, { action: 'out_for_delivery', driverId: 'd1' })).toEqual({ ok: false, refusal: 'return_only' });
    const back = apply(p, { action: 'return_started' });
    expect(back).toMatchObject({
      status: 'returning',
      isReturn: true,
      destinationOfficeId: 'BUR',
      currentOfficeId: 'ANK',
    });
  });

  it('travels a return back to its origin, where it ends returned', () => {
    let p = apply(fresh({ status: 'delivery_failed', attempts: 3, lastFailureReason: 'other' }), {
      action: 'return_started',
    });
    expect(checkScan(p, { action: 'returned' })).toEqual({ ok: false, refusal: 'not_at_origin' });
    p = apply(p, { action: 'loaded', tripId: 't2' });
    p = apply(p, { action: 'departed', tripId: 't2' });
    p = apply(p, { action: 'unloaded', officeId: 'BUR' });
    expect(p.status).toBe('at_office');
    // A return at its origin is not sent out for delivery.
    expect(checkScan(p, { action: 'out_for_delivery', driverId: 'd1' })).toEqual({
      ok: false,
      refusal: 'not_at_destination',
    });
    p = apply(p, { action: 'returned' });
    expect(p.status).toBe('returned');
  });

  it('comes off a trip before departure only where it was loaded', () => {
    const loaded = apply(apply(fresh(), { action: 'received', officeId: 'BUR' }), { action: 'loaded', tripId: 't1' });
    expect(checkScan(loaded, { action: 'unloaded', officeId: 'ANK' })).toEqual({ ok: false, refusal: 'wrong_office' });
    expect(apply(loaded, { action: 'unloaded', officeId: 'BUR' })).toMatchObject({
      status: 'at_office',
      currentOfficeId: 'BUR',
      tripId: null,
    });
  });

  it('cancels only before it leaves the origin', () => {
    expect(checkScan(fresh(), { action: 'cancelled' }).ok).toBe(true);
    expect(checkScan(fresh({ status: 'at_office', currentOfficeId: 'BUR' }), { action: 'cancelled' }).ok).toBe(true);
    expect(checkScan(fresh({ status: 'at_office', currentOfficeId: 'ANK' }), { action: 'cancelled' })).toEqual({
      ok: false,
      refusal: 'not_at_origin',
    });
  });

  it('holds with a reason and releases', () => {
    const held = apply(fresh({ status: 'at_office', currentOfficeId: 'ANK' }), { action: 'held', reason: 'damaged' });
    expect(held.status).toBe('on_hold');
    expect(apply(held, { action: 'released' }).status).toBe('at_office');
  });

  it('offers no action on a final status', () => {
    for (const status of finalStatuses) expect(possibleActions(status)).toEqual([]);
    expect(possibleActions('created')).toEqual(['received', 'cancelled', 'lost']);
  });

  it('no sequence of scans reaches a status the table does not allow (property)', () => {
    const request = fc.record({
      action: fc.constantFrom(...scanActions),
      officeId: fc.option(fc.constantFrom('BUR', 'ANK', 'IZM'), { nil: undefined }),
      tripId: fc.option(fc.constant('t1'), { nil: undefined }),
      driverId: fc.option(fc.constant('d1'), { nil: undefined }),
      reason: fc.option(fc.constantFrom('recipient_absent', 'refused', 'damaged', 'nonsense'), { nil: undefined }),
      withPod: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(request, { maxLength: 40 }), (requests) => {
        let p = fresh();
        for (const { withPod, ...r } of requests) {
          const scan: ScanRequest = { ...r, pod: withPod ? pod : undefined };
          const check = checkScan(p, scan);
          if (!check.ok) continue;
          // Every accepted move is an edge of the table, out of a non-final status.
          expect(scanRules[scan.action].from).toContain(p.status);
          expect(finalStatuses).not.toContain(p.status);
          const next: ParcelStatus = check.statusAfter;
          expect(next).toBe(scanRules[scan.action].to);
          p = { ...p, ...scanChanges(p, scan, '2026-11-20T10:00:00Z'), status: next } as ParcelState;
          // Invariants the table implies.
          if (p.status === 'delivered') expect(p.attempts).toBeLessThanOrEqual(3);
          if (p.status === 'out_for_delivery') expect(p.isReturn).toBe(false);
          if (p.status === 'returned') expect(p.currentOfficeId).toBe(p.originOfficeId);
          expect(p.attempts).toBeLessThanOrEqual(4);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('the actions offered on a parcel page', () => {
  it('offer what the table allows at the parcel, less the trip’s own departure', () => {
    expect(availableActions('admin', fresh())).toEqual(['received', 'cancelled', 'lost']);
    // At the origin office it can still be cancelled; further on it cannot.
    expect(availableActions('manager', fresh({ status: 'at_office', currentOfficeId: 'BUR' }))).toEqual([
      'loaded',
      'return_started',
      'held',
      'cancelled',
      'lost',
    ]);
    expect(availableActions('manager', fresh({ status: 'at_office', currentOfficeId: 'IST' }))).toEqual([
      'loaded',
      'return_started',
      'held',
      'lost',
    ]);
    expect(availableActions('clerk', fresh({ status: 'loaded', tripId: 't1', currentOfficeId: 'BUR' }))).toEqual([
      'unloaded',
    ]);
  });

  it('offer out for delivery only at the destination, and only going back after the third failure', () => {
    const atDestination = fresh({ status: 'at_office', currentOfficeId: 'ANK' });
    expect(availableActions('dispatcher', atDestination)).toContain('out_for_delivery');
    expect(availableActions('dispatcher', { ...atDestination, isReturn: true })).not.toContain('out_for_delivery');
    const failedTwice = fresh({
      status: 'delivery_failed',
      attempts: 2,
      lastFailureReason: 'recipient_absent',
      currentOfficeId: null,
    });
    expect(availableActions('clerk', failedTwice)).toEqual(['out_for_delivery', 'return_started']);
    expect(availableActions('clerk', { ...failedTwice, attempts: 3 })).toEqual(['return_started']);
    expect(availableActions('clerk', { ...failedTwice, lastFailureReason: 'refused' })).toEqual(['return_started']);
  });

  it('keep to the role: drivers load, unload and deliver; only managers mark lost; support and finance scan nothing', () => {
    const out = fresh({ status: 'out_for_delivery', currentOfficeId: null, driverId: 'd1' });
    expect(availableActions('driver', out)).toEqual(['delivered', 'delivery_failed']);
    expect(availableActions('driver', fresh())).toEqual([]);
    expect(availableActions('clerk', out)).toEqual(['delivered', 'delivery_failed']);
    expect(availableActions('manager', out)).toContain('lost');
    for (const role of ['support', 'finance'] as const)
      for (const status of parcelStatuses) expect(availableActions(role, fresh({ status }))).toEqual([]);
  });

  it('never offers an action the table would refuse', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...parcelStatuses),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        (status, attempts, isReturn) => {
          const p = fresh({ status, attempts, isReturn, currentOfficeId: isReturn ? 'BUR' : 'ANK' });
          for (const action of availableActions('admin', p)) expect(scanRules[action].from).toContain(status);
          if (finalStatuses.includes(status)) expect(availableActions('admin', p)).toEqual([]);
        },
      ),
    );
  });
});
