import { describe, expect, it } from 'vitest';
import { booking } from '../../testing/fixtures';
import { call, signIn, testNow, useApi } from '../../testing/harness';

useApi({ resetEach: true });

describe('booking', () => {
  it('books same day only within one city, and a clerk only at his counter', async () => {
    const clerk = await signIn('clerk');
    expect(
      (await call('post', '/api/v1/parcels', { token: clerk, body: { ...booking, service: 'same_day' } })).body.error
        .fields,
    ).toEqual({ service: 'same_day_city' });
    const sameCity = await call('post', '/api/v1/parcels', {
      token: clerk,
      body: { ...booking, service: 'same_day', destinationOfficeId: 'off_002' },
    });
    expect(sameCity.body).toMatchObject({
      service: 'same_day',
      trackingNumber: expect.stringMatching(/^ES/),
      promisedDate: '2026-11-20',
    });
    expect(
      (
        await call('post', '/api/v1/parcels', {
          token: clerk,
          body: { ...booking, originOfficeId: 'off_003', destinationOfficeId: 'off_001' },
        })
      ).body.error.fields,
    ).toEqual({ originOfficeId: 'not_your_office' });
    expect(
      (
        await call('post', '/api/v1/parcels', {
          token: await signIn('manager'),
          body: { ...booking, customerId: 'cus_404', destinationOfficeId: 'off_404' },
        })
      ).body.error.fields,
    ).toEqual({ customerId: 'not_found', destinationOfficeId: 'not_found' });
  });

  it('refuses COD amounts that do not go with the payment mode', async () => {
    const clerk = await signIn('clerk');
    expect(
      (await call('post', '/api/v1/parcels', { token: clerk, body: { ...booking, paymentMode: 'prepaid' } })).body.error
        .fields,
    ).toEqual({ codAmount: 'cod_not_allowed' });
    expect(
      (await call('post', '/api/v1/parcels', { token: clerk, body: { ...booking, codAmount: 0 } })).body.error.fields,
    ).toEqual({ codAmount: 'cod_required' });
    expect(
      (await call('post', '/api/v1/parcels', { token: clerk, body: { ...booking, codAmount: 60000 } })).body.error
        .fields,
    ).toEqual({ codAmount: 'too_big' });
  });
});

describe('editing and deleting', () => {
  async function booked() {
    const clerk = await signIn('clerk');
    return { clerk, parcel: (await call('post', '/api/v1/parcels', { token: clerk, body: booking })).body };
  }

  it('edits everything but the service before the parcel is received, and reprices', async () => {
    const { clerk, parcel } = await booked();
    const heavier = await call('patch', `/api/v1/parcels/${parcel.id}`, { token: clerk, body: { weightKg: 9.5 } });
    expect(heavier.body.price.weight).toBe(108);
    expect(heavier.body.chargeableWeightKg).toBe(9.5);
    expect(
      (await call('patch', `/api/v1/parcels/${parcel.id}`, { token: clerk, body: { service: 'express' } })).body.error
        .fields,
    ).toEqual({ service: 'immutable' });
    expect(
      (await call('patch', `/api/v1/parcels/${parcel.id}`, { token: clerk, body: { paymentMode: 'prepaid' } })).body
        .error.fields,
    ).toEqual({ codAmount: 'cod_not_allowed' });
  });

  it('lets only the receiver and reference change once it is in the network', async () => {
    const { clerk, parcel } = await booked();
    await call('post', '/api/v1/scans', {
      token: clerk,
      body: { trackingNumber: parcel.trackingNumber, action: 'received', officeId: 'off_001' },
    });
    const locked = await call('patch', `/api/v1/parcels/${parcel.id}`, { token: clerk, body: { weightKg: 3 } });
    expect(locked).toMatchObject({ status: 409, body: { error: { code: 'conflict', fields: ['weightKg'] } } });
    const moved = await call('patch', `/api/v1/parcels/${parcel.id}`, {
      token: clerk,
      body: { receiver: { ...booking.receiver, phone: '+905339998877' }, reference: 'ORD-7' },
    });
    expect(moved.body).toMatchObject({ reference: 'ORD-7', receiver: { phone: '+905339998877' } });
  });

  it('deletes only a parcel that was never scanned (admin and manager)', async () => {
    const { clerk, parcel } = await booked();
    const manager = await signIn('manager');
    expect((await call('delete', `/api/v1/parcels/${parcel.id}`, { token: clerk })).status).toBe(403);
    expect((await call('delete', `/api/v1/parcels/${parcel.id}`, { token: manager })).body).toBe(true);
    expect((await call('get', `/api/v1/parcels/track/${parcel.trackingNumber}`)).status).toBe(404);
    const scanned = (await call('get', '/api/v1/parcels', { token: manager, query: { status: 'at_office' } })).body
      .items[0];
    expect((await call('delete', `/api/v1/parcels/${scanned.id}`, { token: manager })).body.error.code).toBe(
      'conflict',
    );
  });

  it('takes notes from support, not from finance', async () => {
    const { parcel } = await booked();
    const noted = await call('post', `/api/v1/parcels/${parcel.id}/notes`, {
      token: await signIn('support'),
      body: { text: 'Customer asked to call before delivery.' },
    });
    expect(noted.body.notes).toEqual([
      expect.objectContaining({ text: 'Customer asked to call before delivery.', userId: 'usr_006' }),
    ]);
    expect(
      (
        await call('post', `/api/v1/parcels/${parcel.id}/notes`, {
          token: await signIn('finance'),
          body: { text: 'x' },
        })
      ).status,
    ).toBe(403);
  });
});

describe('replanning and deleting trips', () => {
  it('replans a planned trip and deletes it while empty', async () => {
    const token = await signIn('dispatcher');
    const planned = (await call('get', '/api/v1/trips', { token, query: { status: 'planned' } })).body.items[0];
    const later = new Date(testNow.getTime() + 50 * 3_600_000).toISOString();
    const moved = await call('patch', `/api/v1/trips/${planned.id}`, {
      token,
      body: { scheduledAt: later, seal: 'SL123456' },
    });
    expect(moved.body).toMatchObject({ scheduledAt: later, seal: 'SL123456' });
    expect(moved.body.stops[0].eta).toBe(later);
    expect(
      (await call('patch', `/api/v1/trips/${planned.id}`, { token, body: { truckId: 'trk_028' } })).body.error.fields,
    ).toEqual({ truckId: 'maintenance' });
    expect((await call('delete', `/api/v1/trips/${planned.id}`, { token })).status).toBe(403);
    expect((await call('delete', `/api/v1/trips/${planned.id}`, { token: await signIn('admin') })).body).toBe(true);
    const rolling = (await call('get', '/api/v1/trips', { token, query: { status: 'in_transit' } })).body.items[0];
    expect(
      (await call('patch', `/api/v1/trips/${rolling.id}`, { token, body: { truckId: 'trk_001' } })).body.error.code,
    ).toBe('conflict');
  });
});
