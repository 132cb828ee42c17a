import { describe, expect, it } from 'vitest';
import { call, signIn, testNow, useApi } from '../../testing/harness';

const { api, clock } = useApi({ resetEach: true });
const later = new Date(testNow.getTime() + 26 * 3_600_000).toISOString();

describe('planning trips', () => {
  it('says why a truck or driver cannot go', async () => {
    const token = await signIn('dispatcher');
    const { body } = await call('get', '/api/v1/trips/availability', { token, query: { scheduledAt: later } });
    const problem = (list: { id: string; problem: string | null }[], id: string) =>
      list.find((x) => x.id === id)!.problem;
    expect(problem(body.trucks, 'trk_028')).toBe('maintenance');
    expect(problem(body.trucks, 'trk_030')).toBe('retired');
    expect(problem(body.drivers, 'drv_006')).toBe('off_duty');
    expect(problem(body.drivers, 'drv_010')).toBe('on_leave');
    expect(problem(body.drivers, 'drv_001')).toBe('on_other_trip');
    expect(body.trucks.some((t: { problem: string | null }) => t.problem === null)).toBe(true);
  });

  it('creates a trip with its stops and ETAs, and refuses busy or unfit trucks and drivers', async () => {
    const token = await signIn('dispatcher');
    const { body } = await call('get', '/api/v1/trips/availability', { token, query: { scheduledAt: later } });
    const truck = body.trucks.find(
      (t: { problem: string | null; capacityKg: number }) => !t.problem && t.capacityKg > 3500,
    );
    const driver = body.drivers.find(
      (d: { problem: string | null; licenseClass: string }) => !d.problem && d.licenseClass === 'CE',
    );
    const created = await call('post', '/api/v1/trips', {
      token,
      body: { routeId: 'rte_003', truckId: truck.id, driverId: driver.id, scheduledAt: later },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'planned',
      code: expect.stringMatching(/^TRP-2026-\d{5}$/),
      loadKg: 0,
    });
    expect(
      created.body.stops.map((s: { eta: string }) => (new Date(s.eta).getTime() - new Date(later).getTime()) / 60000),
    ).toEqual([0, 150, 360]);

    const again = await call('post', '/api/v1/trips', {
      token,
      body: { routeId: 'rte_003', truckId: truck.id, driverId: driver.id, scheduledAt: later },
    });
    expect(again.body.error.fields).toEqual({ truckId: 'on_other_trip', driverId: 'on_other_trip' });
    const unfit = await call('post', '/api/v1/trips', {
      token,
      body: { routeId: 'rte_404', truckId: 'trk_028', driverId: 'drv_006', scheduledAt: '2020-01-01T00:00:00Z' },
    });
    expect(unfit.body.error.fields).toEqual({
      routeId: 'not_found',
      truckId: 'maintenance',
      driverId: 'off_duty',
      scheduledAt: 'in_past',
    });
  });
});

describe('trip actions', () => {
  async function rolling() {
    const token = await signIn('admin');
    const trip = (
      await call('get', '/api/v1/trips', { token, query: { status: 'in_transit', size: 50 } })
    ).body.items.find((t: { stops: { arrivedAt: string | null }[] }) => t.stops.length > 2);
    return { token, trip };
  }

  it('arrives at stops in order only', async () => {
    const { token, trip } = await rolling();
    const next = trip.stops.findIndex((s: { arrivedAt: string | null }, i: number) => i > 0 && !s.arrivedAt);
    const skipping = trip.stops[next + 1] ?? trip.stops[0];
    const answer = await call('post', `/api/v1/trips/${trip.id}/arrive`, {
      token,
      body: { officeId: skipping.officeId },
    });
    // On the road or at a stop it must leave first, the trip cannot jump ahead.
    expect(answer.status).toBe(409);
    expect(['wrong_stop', 'not_departed']).toContain(answer.body.error.reason);
  });

  it('will not complete with stops left or parcels on board', async () => {
    const { token, trip } = await rolling();
    const answer = await call('post', `/api/v1/trips/${trip.id}/complete`, { token });
    expect(answer.body.error).toMatchObject({ code: 'invalid_transition', reason: 'stops_remaining' });
  });

  it('lets only the trip’s own driver move it', async () => {
    const { trip } = await rolling();
    const other = (await api.store.table('users').all([{ field: 'driverId', in: [trip.driverId] }]))[0]!;
    expect(other.role).toBe('driver');
    const driver = await signIn('driver');
    // The demo driver does not see another driver's trip at all.
    expect((await call('post', `/api/v1/trips/${trip.id}/depart`, { token: driver })).status).toBe(404);
  });

  it('cancels a loading trip and takes its parcels off at the stop', async () => {
    const token = await signIn('admin');
    const loading = (await call('get', '/api/v1/trips', { token, query: { status: 'loading' } })).body.items[0];
    const onBoard = (await call('get', '/api/v1/parcels', { token, query: { tripId: loading.id } })).body.items;
    expect(onBoard.length).toBeGreaterThan(0);
    const cancelled = await call('post', `/api/v1/trips/${loading.id}/cancel`, { token });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', parcelCount: 0 });
    for (const p of onBoard)
      expect((await call('get', `/api/v1/parcels/${p.id}`, { token })).body).toMatchObject({
        status: 'at_office',
        tripId: null,
      });
    expect((await call('post', `/api/v1/trips/${loading.id}/depart`, { token })).status).toBe(409);
  });
});

describe('the crew a trip may have', () => {
  // R-01 leaves İstanbul (off_001) for Ankara. trk_023 and drv_035 (licence B) stand at Samsun
  // (off_011), about 560 km away; trk_008 (18 t), trk_025 (3.5 t), drv_015 (CE) and drv_037 (B) at İstanbul.
  const soon = new Date(testNow.getTime() + 50 * 60_000).toISOString();
  const problems = async (query: Record<string, string>) => {
    const token = await signIn('dispatcher');
    const { body } = await call('get', '/api/v1/trips/availability', { token, query });
    const of = (list: { id: string; problem: string | null }[]) =>
      Object.fromEntries(list.map((x) => [x.id, x.problem]));
    return { trucks: of(body.trucks), drivers: of(body.drivers), body };
  };

  it('offers only a truck and a driver at or near the first stop, with a licence for the truck', async () => {
    const now = await problems({ scheduledAt: soon, routeId: 'rte_001' });
    expect(now.trucks).toMatchObject({ trk_023: 'too_far', trk_008: null, trk_025: null });
    expect(now.drivers).toMatchObject({ drv_035: 'too_far', drv_015: null, drv_037: null });
    expect(now.body.trucks.find((t: { id: string }) => t.id === 'trk_023').atOfficeId).toBe('off_011');
    // A day ahead, Samsun is near enough: the truck can be driven over.
    const tomorrow = await problems({ scheduledAt: later, routeId: 'rte_001' });
    expect(tomorrow.trucks.trk_023).toBeNull();
    expect(tomorrow.drivers.drv_035).toBeNull();
    // With an 18 t truck chosen, a B licence is not enough; with a B driver chosen, only the light trucks.
    expect((await problems({ scheduledAt: soon, routeId: 'rte_001', truckId: 'trk_008' })).drivers).toMatchObject({
      drv_037: 'licence_class',
      drv_015: null,
    });
    expect((await problems({ scheduledAt: soon, routeId: 'rte_001', driverId: 'drv_037' })).trucks).toMatchObject({
      trk_008: 'needs_heavy_licence',
      trk_025: null,
    });
  });

  it('refuses the same choices when the trip is sent, and writes nothing', async () => {
    const token = await signIn('dispatcher');
    const count = async () => (await call('get', '/api/v1/trips', { token, query: { size: 1 } })).body.total;
    const before = await count();
    const plan = (truckId: string, driverId: string) =>
      call('post', '/api/v1/trips', { token, body: { routeId: 'rte_001', truckId, driverId, scheduledAt: soon } });
    // Samsun's 4.5 t truck is too far; its B driver could not drive it anyway (the licence is told first).
    expect(await plan('trk_023', 'drv_035')).toMatchObject({
      status: 422,
      body: { error: { code: 'validation', fields: { truckId: 'too_far', driverId: 'licence_class' } } },
    });
    expect((await plan('trk_025', 'drv_035')).body.error.fields).toEqual({ driverId: 'too_far' });
    expect((await plan('trk_008', 'drv_037')).body.error.fields).toEqual({ driverId: 'licence_class' });
    expect(await count()).toBe(before);
    expect((await plan('trk_008', 'drv_015')).body).toMatchObject({ truckId: 'trk_008', driverId: 'drv_015' });
    // Replanned to leave from Samsun's crew: refused the same way.
    const trip = (await call('get', '/api/v1/trips', { token, query: { size: 1, sort: 'createdAt', order: 'desc' } }))
      .body.items[0];
    const moved = await call('patch', `/api/v1/trips/${trip.id}`, { token, body: { truckId: 'trk_023' } });
    expect(moved.body.error.fields).toEqual({ truckId: 'too_far' });
  });
});

describe('plausible moves', () => {
  it('leaves half an hour early at the soonest, and reaches the next stop no sooner than 90 km/h allows', async () => {
    const token = await signIn('dispatcher');
    const { body } = await call('get', '/api/v1/trips/availability', { token, query: { scheduledAt: later } });
    const truck = body.trucks.find(
      (t: { problem: string | null; capacityKg: number }) => !t.problem && t.capacityKg > 3500,
    );
    const driver = body.drivers.find(
      (d: { problem: string | null; licenseClass: string }) => !d.problem && d.licenseClass === 'CE',
    );
    // R-01, İstanbul to Ankara: about 350 km between the offices as the crow flies.
    const trip = (
      await call('post', '/api/v1/trips', {
        token,
        body: { routeId: 'rte_001', truckId: truck.id, driverId: driver.id, scheduledAt: later },
      })
    ).body;
    const depart = () => call('post', `/api/v1/trips/${trip.id}/depart`, { token });

    const early = await depart();
    expect(early).toMatchObject({
      status: 409,
      body: {
        error: {
          code: 'invalid_transition',
          reason: 'too_early',
          notBefore: new Date(Date.parse(later) - 30 * 60_000).toISOString(),
        },
      },
    });
    expect((await call('get', `/api/v1/trips/${trip.id}`, { token })).body).toEqual(trip);

    clock.now = new Date(Date.parse(later) - 30 * 60_000);
    expect((await depart()).body.status).toBe('in_transit');
    clock.now = new Date(clock.now.getTime() + 5_000);
    const arrive = () =>
      call('post', `/api/v1/trips/${trip.id}/arrive`, { token, body: { officeId: trip.stops[1].officeId } });
    const soon = await arrive();
    expect(soon).toMatchObject({ status: 409, body: { error: { reason: 'too_soon' } } });
    const notBefore = Date.parse(soon.body.error.notBefore);
    // At 90 km/h, 350 km take nearly 4 hours.
    expect((notBefore - Date.parse(later) + 30 * 60_000) / 3_600_000).toBeCloseTo(3.9, 1);
    clock.now = new Date(notBefore - 60_000);
    expect((await arrive()).body.error.reason).toBe('too_soon');
    clock.now = new Date(notBefore);
    expect((await arrive()).status).toBe(200);
  });

  it('loads a parcel only onto a trip that carries it onwards', async () => {
    const admin = await signIn('admin');
    // A loading R-01 trip stands at İstanbul (off_001); the Ankara hub sends parcels on.
    const trip = (
      await call('get', '/api/v1/trips', { token: admin, query: { routeId: 'rte_001', status: 'loading' } })
    ).body.items[0];
    const atIstanbul = (
      await call('get', '/api/v1/parcels', {
        token: admin,
        query: { currentOfficeId: 'off_001', status: 'at_office', size: 100 },
      })
    ).body.items.filter((p: { tripId: string | null }) => !p.tripId);
    const offices = (await call('get', '/api/v1/offices', { token: admin, query: { size: 50 } })).body.items as {
      id: string;
      code: string;
    }[];
    const idOf = (code: string) => offices.find((o) => o.code === code)!.id;
    const load = (p: { trackingNumber: string }) =>
      call('post', '/api/v1/scans', {
        token: admin,
        body: { trackingNumber: p.trackingNumber, action: 'loaded', tripId: trip.id },
      });
    // Bound for Bursa: R-03 goes there from İstanbul directly, so not by way of Ankara.
    const forBursa = atIstanbul.find((p: { destinationOfficeId: string }) => p.destinationOfficeId === idOf('BUR'));
    expect(forBursa).toBeDefined();
    expect((await load(forBursa)).body.error).toMatchObject({ reason: 'not_on_route' });
    // Bound for Antalya: no route from İstanbul, the hub at Ankara sends it on.
    const forAntalya = atIstanbul.find((p: { destinationOfficeId: string }) => p.destinationOfficeId === idOf('ANT'));
    expect(forAntalya).toBeDefined();
    expect((await load(forAntalya)).body.parcel).toMatchObject({ status: 'loaded', tripId: trip.id });
  });
});

describe('editing trips', () => {
  it('freezes completed and cancelled trips, refuses an empty edit and a time in the past', async () => {
    const token = await signIn('dispatcher');
    for (const status of ['completed', 'cancelled']) {
      const trip = (await call('get', '/api/v1/trips', { token, query: { status, size: 1 } })).body.items[0];
      if (!trip) continue;
      const refused = await call('patch', `/api/v1/trips/${trip.id}`, { token, body: { seal: 'SEAL-999' } });
      expect(refused.status, status).toBe(409);
      expect((await call('get', `/api/v1/trips/${trip.id}`, { token })).body).toEqual(trip);
    }
    const planned = (await call('get', '/api/v1/trips', { token, query: { status: 'planned', size: 1 } })).body
      .items[0];
    expect((await call('patch', `/api/v1/trips/${planned.id}`, { token, body: {} })).status).toBe(422);
    const past = await call('patch', `/api/v1/trips/${planned.id}`, {
      token,
      body: { scheduledAt: '2026-11-01T08:00:00Z' },
    });
    expect(past.status).toBe(422);
    expect(past.body.error.fields).toMatchObject({ scheduledAt: 'in_past' });
    expect((await call('get', `/api/v1/trips/${planned.id}`, { token })).body).toEqual(planned);
  });
});

describe('moves recorded late, and a manager’s override', () => {
  /** A new R-01 trip (İstanbul to Ankara, about 350 km) at `later`, with a free heavy truck and a CE driver. */
  async function newTrip() {
    const token = await signIn('dispatcher');
    const { body } = await call('get', '/api/v1/trips/availability', { token, query: { scheduledAt: later } });
    const truck = body.trucks.find(
      (t: { problem: string | null; capacityKg: number }) => !t.problem && t.capacityKg > 3500,
    );
    const driver = body.drivers.find(
      (d: { problem: string | null; licenseClass: string }) => !d.problem && d.licenseClass === 'CE',
    );
    return (
      await call('post', '/api/v1/trips', {
        token,
        body: { routeId: 'rte_001', truckId: truck.id, driverId: driver.id, scheduledAt: later },
      })
    ).body;
  }
  const minutes = (n: number) => new Date(Date.parse(later) + n * 60_000).toISOString();

  it('takes the time a move really happened, within the window the rules allow', async () => {
    const token = await signIn('dispatcher');
    const trip = await newTrip();
    const depart = (at?: string) => call('post', `/api/v1/trips/${trip.id}/depart`, { token, body: at ? { at } : {} });
    const arrive = (at: string) =>
      call('post', `/api/v1/trips/${trip.id}/arrive`, { token, body: { officeId: trip.stops[1].officeId, at } });

    // Recorded 13 hours on: the departure at the planned time is past the 12-hour window.
    clock.now = new Date(minutes(13 * 60));
    expect(await depart(later)).toMatchObject({
      status: 409,
      body: { error: { reason: 'too_late_to_record', overridable: true } },
    });
    expect(await depart(minutes(13 * 60 + 5))).toMatchObject({ status: 409, body: { error: { reason: 'in_future' } } });
    // Before the half hour before the plan, even when typed in.
    clock.now = new Date(minutes(60));
    expect((await depart(minutes(-31))).body.error.reason).toBe('too_early');
    expect((await call('get', `/api/v1/trips/${trip.id}`, { token })).body).toEqual(trip);

    const departed = await depart(minutes(-10));
    expect(departed.body).toMatchObject({ status: 'in_transit', departedAt: minutes(-10) });
    expect(departed.body.stops[0].departedAt).toBe(minutes(-10));
    expect(departed.body.history).toEqual([
      expect.objectContaining({ action: 'depart', movedAt: minutes(-10), overrode: null, byName: expect.any(String) }),
    ]);

    clock.now = new Date(minutes(6 * 60));
    expect((await arrive(minutes(-20))).body.error).toMatchObject({
      reason: 'before_previous',
      notBefore: minutes(-10),
    });
    // 350 km at 90 km/h take nearly four hours: an arrival typed two hours after leaving is refused.
    expect((await arrive(minutes(110))).body.error.reason).toBe('too_soon');
    const arrived = await arrive(minutes(5 * 60));
    expect(arrived.status).toBe(200);
    expect(arrived.body.trip.stops[1].arrivedAt).toBe(minutes(5 * 60));
    expect(arrived.body.trip.history.map((h: { action: string }) => h.action)).toEqual(['depart', 'arrive']);
  });

  it('lets a manager, not a dispatcher, record a refused move with a reason, kept in the history and the audit log', async () => {
    const trip = await newTrip();
    const dispatcher = await signIn('dispatcher');
    const manager = await signIn('manager');
    const overrideReason = 'Loaded early at the customer’s request';
    const byDispatcher = await call('post', `/api/v1/trips/${trip.id}/depart`, {
      token: dispatcher,
      body: { overrideReason },
    });
    expect(byDispatcher).toMatchObject({
      status: 403,
      body: { error: { code: 'forbidden', reason: 'override_role' } },
    });
    expect((await call('get', `/api/v1/trips/${trip.id}`, { token: manager })).body).toEqual(trip);
    // A reason is a sentence, not a word.
    expect(
      (await call('post', `/api/v1/trips/${trip.id}/depart`, { token: manager, body: { overrideReason: 'ok' } }))
        .status,
    ).toBe(422);

    const overridden = await call('post', `/api/v1/trips/${trip.id}/depart`, {
      token: manager,
      body: { overrideReason },
    });
    expect(overridden.body).toMatchObject({ status: 'in_transit' });
    expect(overridden.body.history).toEqual([
      expect.objectContaining({ action: 'depart', overrode: 'too_early', reason: overrideReason }),
    ]);
    const admin = await signIn('admin');
    const rows = (await call('get', '/api/v1/audit', { token: admin, query: { action: 'trip.move_overridden' } })).body
      .items;
    expect(rows).toEqual([
      expect.objectContaining({
        recordId: trip.id,
        recordLabel: trip.code,
        changes: expect.arrayContaining([
          { field: 'overrode', before: null, after: 'too_early' },
          { field: 'reason', before: null, after: overrideReason },
        ]),
      }),
    ]);
    // Never the order of times: a move before the one before it stays refused, override or not.
    clock.now = new Date(minutes(5 * 60));
    const backwards = await call('post', `/api/v1/trips/${trip.id}/arrive`, {
      token: manager,
      body: {
        officeId: trip.stops[1].officeId,
        at: new Date(Date.parse(overridden.body.departedAt) - 60_000).toISOString(),
        overrideReason,
      },
    });
    expect(backwards.body.error).toMatchObject({ reason: 'before_previous', overridable: false });
  });
});
