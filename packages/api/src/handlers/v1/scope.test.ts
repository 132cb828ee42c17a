/** Scope on the server for every write to a parcel: a clerk's office, a driver's own rounds. */
import { describe, expect, it } from 'vitest';
import { call, signIn, useApi } from '../../testing/harness';

const { api } = useApi({ resetEach: true });

async function parcels(query: Record<string, string>) {
  const admin = await signIn('admin');
  return (await call('get', '/api/v1/parcels', { token: admin, query: { size: 50, ...query } })).body.items as {
    id: string;
    trackingNumber: string;
    status: string;
    originOfficeId: string;
    currentOfficeId: string | null;
    destinationOfficeId: string;
    driverId: string | null;
  }[];
}

/** A proof of delivery anyone could make up. */
const madeUpProof = { receivedBy: 'Anyone', relation: 'self', signature: 'data:image/png;base64,AA==' };

const clerkOffice = async () =>
  (await call('get', '/api/common/user', { token: await signIn('clerk') })).body.officeId as string;

describe('a clerk writes only to the parcels of his office', () => {
  it('cannot edit a parcel booked at another office and not at his', async () => {
    const office = await clerkOffice();
    const created = await parcels({ status: 'created' });
    // Bound for his office, he reads it but may not change it; another office's is not his to find (404).
    const bound = created.find((p) => p.originOfficeId !== office)!;
    await api.store
      .table('parcels')
      .update({ ...(await api.store.table('parcels').get(bound.id))!, destinationOfficeId: office });
    const other = created.find(
      (p) => p.id !== bound.id && p.originOfficeId !== office && p.destinationOfficeId !== office,
    )!;
    for (const [parcel, status] of [
      [bound, 403],
      [other, 404],
    ] as const) {
      const before = (await call('get', `/api/v1/parcels/${parcel.id}`, { token: await signIn('admin') })).body;
      const refused = await call('patch', `/api/v1/parcels/${parcel.id}`, {
        token: await signIn('clerk'),
        body: { paymentMode: 'prepaid', codAmount: 0, weightKg: 1 },
      });
      expect(refused.status).toBe(status);
      expect((await call('get', `/api/v1/parcels/${parcel.id}`, { token: await signIn('admin') })).body).toEqual(
        before,
      );
    }
  });

  it('may still correct the receiver of a parcel booked elsewhere that stands at his office', async () => {
    const office = await clerkOffice();
    // A parcel from another city, unloaded here on its way on.
    const from = (await parcels({ status: 'at_office' })).find((p) => p.originOfficeId !== office)!;
    const here = { ...(await api.store.table('parcels').get(from.id))!, currentOfficeId: office };
    await api.store.table('parcels').update(here);
    const changed = await call('patch', `/api/v1/parcels/${here.id}`, {
      token: await signIn('clerk'),
      body: { reference: 'Kapı 3' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.reference).toBe('Kapı 3');
  });

  it.each([
    ['held', { reason: 'customer_request' }],
    ['cancelled', {}],
  ])('cannot scan %s a parcel at another office, with or without naming an office', async (action, extra) => {
    const office = await clerkOffice();
    const away = (await parcels({ status: 'at_office' })).find((p) => p.currentOfficeId !== office)!;
    const clerk = await signIn('clerk');
    for (const named of [{}, { officeId: away.currentOfficeId }]) {
      const refused = await call('post', '/api/v1/scans', {
        token: clerk,
        body: { trackingNumber: away.trackingNumber, action, ...extra, ...named },
      });
      expect(refused.status, JSON.stringify(named)).toBe(403);
    }
    const after = (await call('get', `/api/v1/parcels/${away.id}`, { token: await signIn('admin') })).body;
    expect(after.status).toBe('at_office');
  });

  it('cannot record a delivery, with a made-up proof, of a parcel out in another city', async () => {
    const office = await clerkOffice();
    const out = (await parcels({ status: 'out_for_delivery' })).find((p) => p.destinationOfficeId !== office)!;
    const refused = await call('post', '/api/v1/scans', {
      token: await signIn('clerk'),
      body: {
        trackingNumber: out.trackingNumber,
        action: 'delivered',
        pod: madeUpProof,
      },
    });
    expect(refused.status).toBe(403);
    expect((await call('get', `/api/v1/parcels/${out.id}`, { token: await signIn('admin') })).body.status).toBe(
      'out_for_delivery',
    );
  });

  it('is told why, by a reason the client translates, when he receives a parcel booked at another office', async () => {
    const office = await clerkOffice();
    const other = (await parcels({ status: 'created' })).find((p) => p.originOfficeId !== office)!;
    const refused = await call('post', '/api/v1/scans', {
      token: await signIn('clerk'),
      body: { trackingNumber: other.trackingNumber, action: 'received' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'forbidden', reason: 'own_office' });
  });

  it('is told that a parcel booked at his counter has not been received yet when he scans it delivered', async () => {
    const office = await clerkOffice();
    const booked = (await parcels({ status: 'created', originOfficeId: office }))[0]!;
    const before = (await call('get', `/api/v1/parcels/${booked.id}`, { token: await signIn('admin') })).body;
    const refused = await call('post', '/api/v1/scans', {
      token: await signIn('clerk'),
      body: {
        trackingNumber: booked.trackingNumber,
        action: 'delivered',
        pod: madeUpProof,
      },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'invalid_transition',
      reason: 'not_received',
      status: 'created',
      action: 'delivered',
    });
    expect((await call('get', `/api/v1/parcels/${booked.id}`, { token: await signIn('admin') })).body).toEqual(before);
  });

  it('scans at his own office without naming it', async () => {
    const office = await clerkOffice();
    const here = (await parcels({ status: 'at_office', currentOfficeId: office }))[0]!;
    const held = await call('post', '/api/v1/scans', {
      token: await signIn('clerk'),
      body: { trackingNumber: here.trackingNumber, action: 'held', reason: 'customer_request' },
    });
    expect(held.status).toBe(200);
    expect(held.body.event.officeId).toBe(office);
  });
});

describe('a driver takes out only parcels of his own office, for himself', () => {
  it('is refused a parcel at another office', async () => {
    const driver = await signIn('driver');
    const me = (await call('get', '/api/common/user', { token: driver })).body;
    const home = (await call('get', `/api/v1/drivers/${me.driverId}`, { token: await signIn('admin') })).body
      .homeOfficeId as string;
    const away = (await parcels({ status: 'at_office' })).find(
      (p) => p.currentOfficeId !== home && p.currentOfficeId === p.destinationOfficeId,
    )!;
    const refused = await call('post', '/api/v1/scans', {
      token: driver,
      body: { trackingNumber: away.trackingNumber, action: 'out_for_delivery', driverId: me.driverId },
    });
    expect(refused.status).toBe(403);
    const ours = (await parcels({ status: 'at_office', currentOfficeId: home })).find(
      (p) => p.destinationOfficeId === home,
    );
    if (ours) {
      const taken = await call('post', '/api/v1/scans', {
        token: driver,
        body: { trackingNumber: ours.trackingNumber, action: 'out_for_delivery' },
      });
      expect(taken.status).toBe(200);
      expect(taken.body.parcel.driverId).toBe(me.driverId);
    }
  });
});

describe('a role that may not do a thing learns nothing of which records exist', () => {
  it('refuses a trip move with 403 to support and finance, whether or not the trip exists', async () => {
    const trips = (await call('get', '/api/v1/trips', { token: await signIn('admin'), query: { size: 5 } })).body
      .items as { id: string }[];
    for (const role of ['support', 'finance']) {
      const token = await signIn(role);
      for (const move of ['depart', 'arrive', 'complete'])
        for (const id of [trips[0]!.id, 'trp_9999'])
          expect(
            (await call('post', `/api/v1/trips/${id}/${move}`, { token, body: { officeId: 'off_001' } })).status,
            `${role} ${move} ${id}`,
          ).toBe(403);
    }
  });
});
