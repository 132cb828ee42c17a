import { describe, expect, it } from 'vitest';
import { checkTrackingNumber, makeTrackingNumber, publicTracking } from '@courier/domain';
import { booking } from '../../testing/fixtures';
import { call, signIn, useApi } from '../../testing/harness';

const { advance, api } = useApi({ resetEach: true });

const signature =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

async function r01Trip(token: string) {
  const trips = (
    await call('get', '/api/v1/trips', {
      token,
      query: { routeId: 'rte_001', status: 'planned,loading', sort: 'scheduledAt', order: 'asc' },
    })
  ).body.items;
  return trips[0] as { id: string; code: string; driverId: string; truckId: string };
}

describe('a parcel’s whole life', () => {
  it('is booked, received, loaded, departs, arrives, fails once and is delivered; public tracking follows', async () => {
    const clerk = await signIn('clerk');
    const driver = await signIn('driver');
    const admin = await signIn('admin');

    const booked = await call('post', '/api/v1/parcels', { token: clerk, body: booking });
    expect(booked.status).toBe(201);
    const parcel = booked.body;
    expect(checkTrackingNumber(parcel.trackingNumber)).toEqual({ ok: true, value: parcel.trackingNumber });
    expect(parcel.trackingNumber).toMatch(/^CP\d{9}TR$/);
    // 40 x 30 x 20 / 5000 = 4.8 kg chargeable; 4 kg above the first at 12; COD 2 % of 850 = 17; insurance 0.5 % of 500.
    expect(parcel.price).toEqual({ base: 60, weight: 48, cod: 17, insurance: 2.5, vat: 25.5, total: 153 });
    expect(parcel).toMatchObject({ status: 'created', codStatus: 'pending', promisedDate: '2026-11-22' });

    const scan = (token: string, body: object) =>
      call('post', '/api/v1/scans', { token, body: { trackingNumber: parcel.trackingNumber, ...body } });
    const track = async () =>
      publicTracking.parse((await call('get', `/api/v1/parcels/track/${parcel.trackingNumber}`)).body);

    expect((await scan(clerk, { action: 'received', officeId: 'off_001' })).body.parcel.status).toBe('at_office');
    expect((await track()).status).toBe('at_office');

    const trip = await r01Trip(admin);
    expect(trip.driverId).toBe('drv_001');
    const loaded = await scan(driver, { action: 'loaded', tripId: trip.id });
    expect(loaded.body.parcel).toMatchObject({ status: 'loaded', tripId: trip.id });
    expect((await call('get', `/api/v1/trips/${trip.id}`, { token: admin })).body.status).toBe('loading');

    advance(120);
    // Loaded, the truck leaves only under seal; refused, nothing moves.
    const unsealed = await call('post', `/api/v1/trips/${trip.id}/depart`, { token: driver });
    expect(unsealed).toMatchObject({
      status: 409,
      body: { error: { code: 'invalid_transition', reason: 'seal_missing' } },
    });
    expect((await call('get', `/api/v1/parcels/${parcel.id}`, { token: admin })).body.status).toBe('loaded');
    expect(
      (await call('patch', `/api/v1/trips/${trip.id}`, { token: admin, body: { seal: 'SL-204417' } })).status,
    ).toBe(200);
    const departed = await call('post', `/api/v1/trips/${trip.id}/depart`, { token: driver });
    expect(departed.body.status).toBe('in_transit');
    expect((await call('get', `/api/v1/parcels/${parcel.id}`, { token: admin })).body.status).toBe('in_transit');
    expect((await track()).status).toBe('in_transit');

    // The truck moves on the live map while one watches.
    const live = async () =>
      (
        (await call('get', '/api/v1/live/trucks', { token: admin })).body as {
          tripId: string;
          lat: number;
          lng: number;
        }[]
      ).find((p) => p.tripId === trip.id)!;
    const before = await live();
    advance(60);
    const after = await live();
    expect(after.lng).toBeGreaterThan(before.lng);

    advance(300);
    const arrived = await call('post', `/api/v1/trips/${trip.id}/arrive`, {
      token: driver,
      body: { officeId: 'off_003' },
    });
    expect(arrived.body.unloaded).toBeGreaterThanOrEqual(1);
    expect((await call('get', `/api/v1/parcels/${parcel.id}`, { token: admin })).body).toMatchObject({
      status: 'at_office',
      currentOfficeId: 'off_003',
      tripId: null,
    });
    expect((await call('post', `/api/v1/trips/${trip.id}/complete`, { token: driver })).body.status).toBe('completed');

    // Last mile from Ankara: an Ankara driver, one failed attempt, then delivered with a signature.
    const ankaraDriver = (
      await call('get', '/api/v1/drivers', { token: admin, query: { homeOfficeId: 'off_003', status: 'available' } })
    ).body.items[0];
    advance(720);
    expect((await scan(admin, { action: 'out_for_delivery', driverId: ankaraDriver.id })).body.parcel.status).toBe(
      'out_for_delivery',
    );
    expect((await scan(admin, { action: 'delivery_failed', reason: 'recipient_absent' })).body.parcel).toMatchObject({
      status: 'delivery_failed',
      attempts: 1,
    });
    advance(1200);
    await scan(admin, { action: 'out_for_delivery', driverId: ankaraDriver.id });
    const delivered = await scan(admin, {
      action: 'delivered',
      pod: { receivedBy: 'Mehmet Demir', relation: 'self', signature },
    });
    expect(delivered.body.parcel).toMatchObject({
      status: 'delivered',
      codStatus: 'collected',
      pod: { receivedBy: 'Mehmet Demir', signature },
    });

    const tracked = await track();
    expect(tracked.status).toBe('delivered');
    expect(tracked.events.map((e) => e.type)).toEqual([
      'created',
      'received',
      'loaded',
      'departed',
      'unloaded',
      'out_for_delivery',
      'delivery_failed',
      'out_for_delivery',
      'delivered',
    ]);
    expect(tracked.events.at(-1)!.city).toBe('Ankara');
    // Nothing personal in the public answer.
    const text = JSON.stringify(tracked);
    for (const secret of ['Mehmet', '+90532', 'Atatürk', '850', 'price', 'receiver', 'sender'])
      expect(text).not.toContain(secret);

    const history = (
      await call('get', '/api/v1/parcel-events', {
        token: admin,
        query: { parcelId: parcel.id, sort: 'at', order: 'asc' },
      })
    ).body.items;
    expect(history.map((e: { userId: string }) => e.userId)[0]).toBe('usr_004');
    expect(history.map((e: { statusAfter: string }) => e.statusAfter).at(-1)).toBe('delivered');
  });
});

describe('scan refusals', () => {
  async function received() {
    const clerk = await signIn('clerk');
    const parcel = (await call('post', '/api/v1/parcels', { token: clerk, body: booking })).body;
    await call('post', '/api/v1/scans', {
      token: clerk,
      body: { trackingNumber: parcel.trackingNumber, action: 'received', officeId: 'off_001' },
    });
    return { clerk, parcel };
  }

  it('refuses a scan the table does not allow with 409, and changes nothing', async () => {
    const { clerk, parcel } = await received();
    const answer = await call('post', '/api/v1/scans', {
      token: clerk,
      body: { trackingNumber: parcel.trackingNumber, action: 'received', officeId: 'off_001' },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({
      code: 'invalid_transition',
      status: 'at_office',
      action: 'received',
      reason: 'invalid_transition',
    });
    const events = (await call('get', '/api/v1/parcel-events', { token: clerk, query: { parcelId: parcel.id } })).body;
    expect(events.total).toBe(2);
  });

  it('tells a wrong check digit (422) from an unknown parcel (404)', async () => {
    const token = await signIn('clerk');
    const wrong = await call('post', '/api/v1/scans', {
      token,
      body: { trackingNumber: 'CP123456784TR', action: 'received', officeId: 'off_001' },
    });
    expect(wrong).toMatchObject({ status: 422, body: { error: { fields: { trackingNumber: 'check_digit' } } } });
    const unknown = await call('post', '/api/v1/scans', {
      token,
      body: { trackingNumber: makeTrackingNumber('express', 99_999_999), action: 'received', officeId: 'off_001' },
    });
    expect(unknown.status).toBe(404);
    expect((await call('get', '/api/v1/parcels/track/CP123456784TR')).status).toBe(422);
  });

  it('names the missing context as a field', async () => {
    const { clerk, parcel } = await received();
    const answer = await call('post', '/api/v1/scans', {
      token: clerk,
      body: { trackingNumber: parcel.trackingNumber, action: 'held' },
    });
    expect(answer).toMatchObject({ status: 422, body: { error: { fields: { reason: 'required' } } } });
  });

  it('keeps drivers to their own trips and deliveries, and clerks to their office', async () => {
    const { clerk, parcel } = await received();
    const driver = await signIn('driver');
    expect(
      (
        await call('post', '/api/v1/scans', {
          token: driver,
          body: { trackingNumber: parcel.trackingNumber, action: 'held', reason: 'damaged' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call('post', '/api/v1/scans', {
          token: clerk,
          body: { trackingNumber: parcel.trackingNumber, action: 'held', reason: 'damaged', officeId: 'off_003' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call('post', '/api/v1/scans', {
          token: await signIn('support'),
          body: { trackingNumber: parcel.trackingNumber, action: 'held', reason: 'damaged' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call('post', '/api/v1/scans', {
          token: clerk,
          body: { trackingNumber: parcel.trackingNumber, action: 'lost', reason: 'complaint' },
        })
      ).status,
    ).toBe(403);
  });

  it('refuses loading onto a trip that goes elsewhere, and a full truck', async () => {
    const { clerk, parcel } = await received();
    const admin = await signIn('admin');
    const elsewhere = (
      await call('get', '/api/v1/trips', { token: admin, query: { routeId: 'rte_003', status: 'planned,loading' } })
    ).body.items.find((t: { stops: { officeId: string }[] }) => t.stops[0]!.officeId === 'off_001');
    if (elsewhere) {
      const answer = await call('post', '/api/v1/scans', {
        token: clerk,
        body: { trackingNumber: parcel.trackingNumber, action: 'loaded', tripId: elsewhere.id },
      });
      expect(answer.body.error).toMatchObject({
        code: 'invalid_transition',
        reason: expect.stringMatching(/not_on_route|trip_not_here/),
      });
    }
    const trip = await r01Trip(admin);
    const truck = (await call('get', `/api/v1/trucks/${trip.truckId}`, { token: admin })).body;
    // The truck is loaded to 10 kg below its capacity: a 2.4 kg parcel fits, a 70 kg one does not.
    await api.store
      .table('trips')
      .update({ ...(await api.store.table('trips').get(trip.id))!, loadKg: truck.capacityKg - 10 });
    const heavy = (
      await call('post', '/api/v1/parcels', {
        token: clerk,
        body: { ...booking, weightKg: 70, paymentMode: 'prepaid', codAmount: 0 },
      })
    ).body;
    await call('post', '/api/v1/scans', {
      token: clerk,
      body: { trackingNumber: heavy.trackingNumber, action: 'received', officeId: 'off_001' },
    });
    const tooHeavy = await call('post', '/api/v1/scans', {
      token: clerk,
      body: { trackingNumber: heavy.trackingNumber, action: 'loaded', tripId: trip.id },
    });
    expect(tooHeavy.body.error).toMatchObject({
      code: 'invalid_transition',
      reason: 'capacity_exceeded',
      capacityKg: truck.capacityKg,
    });
    expect(
      (
        await call('post', '/api/v1/scans', {
          token: clerk,
          body: { trackingNumber: parcel.trackingNumber, action: 'loaded', tripId: trip.id },
        })
      ).status,
    ).toBe(200);
  });

  it('answers a repeated scan with the first result (client scan id)', async () => {
    const { clerk, parcel } = await received();
    const body = {
      trackingNumber: parcel.trackingNumber,
      action: 'held',
      reason: 'address_check',
      clientScanId: 'scan-1',
    };
    const first = await call('post', '/api/v1/scans', { token: clerk, body });
    const again = await call('post', '/api/v1/scans', { token: clerk, body });
    expect(again.status).toBe(200);
    expect(again.body.replayed).toBe(true);
    expect(again.body.event.id).toBe(first.body.event.id);
  });
});
