/** A driver's round: his parcels out for delivery, in stop order, read by him alone. */
import { describe, expect, it } from 'vitest';
import type { Parcel, ParcelView } from '@courier/domain';
import { call, signIn, useApi } from '../../testing/harness';

const { api } = useApi({ resetEach: true });

const proof = { receivedBy: 'Ayla Demir', relation: 'self', signature: 'data:image/png;base64,AA==' };

/** Puts parcels out for delivery with a driver, each at the postal code given. */
async function outWith(driverId: string, postalCodes: string[], status = 'at_office') {
  const parcels = (await api.store.table('parcels').all([{ field: 'status', in: [status] }])).slice(
    0,
    postalCodes.length,
  );
  expect(parcels).toHaveLength(postalCodes.length);
  const out: Parcel[] = [];
  for (const [i, p] of parcels.entries())
    out.push(
      await api.store.table('parcels').update({
        ...p,
        status: 'out_for_delivery',
        driverId,
        tripId: null,
        paymentMode: i === 0 ? 'cod' : p.paymentMode,
        codAmount: i === 0 ? 350 : p.paymentMode === 'cod' ? p.codAmount : 0,
        receiver: { ...p.receiver, address: { ...p.receiver.address, postalCode: postalCodes[i]! } },
      }),
    );
  return out;
}

describe('GET api/v1/round', () => {
  it("lists the driver's own parcels out for delivery, in stop order, with the COD he collects and no price", async () => {
    const driver = await signIn('driver');
    const me = (await call('get', '/api/common/user', { token: driver })).body as { driverId: string };
    const before = (await call('get', '/api/v1/round', { token: driver })).body.items as Parcel[];
    const mine = await outWith(me.driverId, ['34710', '06420', '16140']);
    const other = (await api.store.table('drivers').all([])).find((d) => d.id !== me.driverId)!;
    const [theirs] = await outWith(other.id, ['01010'], 'created');

    const { status, body } = await call('get', '/api/v1/round', { token: driver });
    expect(status).toBe(200);
    const items = body.items as ParcelView[];
    const ids = items.map((p) => p.id);
    for (const p of mine) expect(ids).toContain(p.id);
    expect(ids).not.toContain(theirs!.id);
    expect(items).toHaveLength(before.length + 3);
    expect(items.every((p) => p.status === 'out_for_delivery' && p.driverId === me.driverId)).toBe(true);
    // Stop order: by postal code.
    const codes = items.map((p) => p.receiver.address.postalCode);
    expect(codes).toEqual([...codes].sort((a, b) => a.localeCompare(b, 'tr', { numeric: true })));
    const cod = items.find((p) => p.id === mine[0]!.id)!;
    expect(cod.codAmount).toBe(350);
    expect(cod.price).toBeNull();
  });

  it('drops a parcel once delivered or failed', async () => {
    const driver = await signIn('driver');
    const me = (await call('get', '/api/common/user', { token: driver })).body as { driverId: string };
    const [delivered, failed] = await outWith(me.driverId, ['34000', '34001']);
    const scan = (body: object) => call('post', '/api/v1/scans', { token: driver, body });
    expect(
      (
        await scan({
          trackingNumber: delivered!.trackingNumber,
          action: 'delivered',
          pod: { ...proof, at: '2026-11-20T09:30:00Z' },
        })
      ).status,
    ).toBe(200);
    expect(
      (await scan({ trackingNumber: failed!.trackingNumber, action: 'delivery_failed', reason: 'recipient_absent' }))
        .status,
    ).toBe(200);
    const ids = ((await call('get', '/api/v1/round', { token: driver })).body.items as Parcel[]).map((p) => p.id);
    expect(ids).not.toContain(delivered!.id);
    expect(ids).not.toContain(failed!.id);
  });

  it('is the driver’s alone', async () => {
    for (const role of ['admin', 'dispatcher', 'clerk']) {
      const refused = await call('get', '/api/v1/round', { token: await signIn(role) });
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('forbidden');
    }
    expect((await call('get', '/api/v1/round')).status).toBe(401);
  });
});
