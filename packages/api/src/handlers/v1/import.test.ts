import { describe, expect, it } from 'vitest';
import { booking } from '../../testing/fixtures';
import { call, openEvents, signIn, useApi } from '../../testing/harness';

useApi({ resetEach: true });

const rows = (n: number, change: (i: number) => object = () => ({})) =>
  Array.from({ length: n }, (_, i) => ({ ...booking, reference: `ORD-${i}`, ...change(i) }));
const total = async (token: string, query: Record<string, string>) =>
  (await call('get', '/api/v1/parcels', { token, query: { ...query, size: 1 } })).body.total as number;

describe('importing bookings (POST /api/v1/parcels/import)', () => {
  it('books every valid row in one call, each as a single booking would be', async () => {
    const clerk = await signIn('clerk');
    const answer = await call('post', '/api/v1/parcels/import', {
      token: clerk,
      body: { rows: rows(25), mode: 'valid' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.rejected).toEqual([]);
    expect(answer.body.booked).toHaveLength(25);
    expect(answer.body.booked.map((b: { row: number }) => b.row)).toEqual(Array.from({ length: 25 }, (_, i) => i));
    const numbers = answer.body.booked.map((b: { trackingNumber: string }) => b.trackingNumber);
    expect(new Set(numbers).size).toBe(25);
    // The same parcel a single booking makes: price, status, its creation in the scan log.
    const single = (await call('post', '/api/v1/parcels', { token: clerk, body: booking })).body;
    const first = (await call('get', `/api/v1/parcels/${answer.body.booked[0].id}`, { token: clerk })).body;
    expect(first).toMatchObject({
      status: 'created',
      price: single.price,
      reference: 'ORD-0',
      codStatus: 'pending',
      promisedDate: single.promisedDate,
    });
    const events = (await call('get', '/api/v1/parcel-events', { token: clerk, query: { parcelId: first.id } })).body;
    expect(events.items).toMatchObject([{ type: 'created', officeId: 'off_001', userId: 'usr_004' }]);
    // Ids and serials go on after the block: the next single booking takes the next ones.
    expect(Number(single.trackingNumber.slice(2, 10))).toBe(Number(numbers.at(-1).slice(2, 10)) + 1);
    expect(await total(clerk, { q: 'ORD-1' })).toBeGreaterThanOrEqual(1);
  });

  it('answers each refused row with its field codes, and books the rest', async () => {
    const clerk = await signIn('clerk');
    const body = {
      rows: rows(4, (i) =>
        i === 1
          ? { weightKg: -1 }
          : i === 2
            ? { destinationOfficeId: 'off_999' }
            : i === 3
              ? { originOfficeId: 'off_003' }
              : {},
      ),
      mode: 'valid',
    };
    const answer = await call('post', '/api/v1/parcels/import', { token: clerk, body });
    expect(answer.status).toBe(200);
    expect(answer.body.booked.map((b: { row: number }) => b.row)).toEqual([0]);
    expect(answer.body.rejected).toEqual([
      { row: 1, fields: { weightKg: 'too_small' } },
      { row: 2, fields: { destinationOfficeId: 'not_found' } },
      // A clerk books at his own counter, in an import too.
      { row: 3, fields: { originOfficeId: 'not_your_office' } },
    ]);
  });

  it('books nothing when asked for all or none and a row is refused', async () => {
    const clerk = await signIn('clerk');
    const before = await total(clerk, { status: 'created' });
    const answer = await call('post', '/api/v1/parcels/import', {
      token: clerk,
      body: {
        rows: rows(3, (i) => (i === 2 ? { receiver: { ...booking.receiver, phone: 'call me' } } : {})),
        mode: 'all',
      },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({
      code: 'validation',
      rows: [{ row: 2, fields: { 'receiver.phone': expect.any(String) } }],
    });
    expect(await total(clerk, { status: 'created' })).toBe(before);
  });

  it('refuses what is not an import, and those who may not book', async () => {
    const clerk = await signIn('clerk');
    expect(
      (await call('post', '/api/v1/parcels/import', { token: clerk, body: { rows: [], mode: 'valid' } })).status,
    ).toBe(422);
    expect(
      (await call('post', '/api/v1/parcels/import', { token: clerk, body: { rows: rows(1), mode: 'some' } })).body.error
        .fields,
    ).toEqual({ mode: 'invalid_value' });
    expect((await call('post', '/api/v1/parcels/import', { token: clerk, raw: '[1,2' })).status).toBe(400);
    expect(
      (
        await call('post', '/api/v1/parcels/import', {
          token: await signIn('driver'),
          body: { rows: rows(1), mode: 'valid' },
        })
      ).status,
    ).toBe(403);
    expect((await call('post', '/api/v1/parcels/import', { body: { rows: rows(1), mode: 'valid' } })).status).toBe(401);
  });

  it('tells listeners once for the whole import', async () => {
    const manager = await openEvents(await signIn('manager'));
    try {
      await manager.next(1);
      await call('post', '/api/v1/parcels/import', {
        token: await signIn('clerk'),
        body: { rows: rows(30), mode: 'valid' },
      });
      expect((await manager.when('parcel')).data).toEqual({ count: 30 });
    } finally {
      await manager.close();
    }
  });
});
