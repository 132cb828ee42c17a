import { describe, expect, it } from 'vitest';
import { createSnapshot } from '../seed';
import { MemoryStore } from './store';

const now = new Date('2026-11-20T09:30:00Z');
const seeded = createSnapshot({ now, parcels: 60 });
const fresh = () =>
  new MemoryStore(structuredClone(seeded), { clock: () => now, reseed: () => structuredClone(seeded) });

describe('the memory store', () => {
  it('takes back every write of a transaction that fails, and keeps those of one that succeeds', async () => {
    const store = fresh();
    const offices = store.table('offices');
    const [first, second] = await offices.all([]);
    const before = await offices.count([]);
    await expect(
      store.transaction(async () => {
        await offices.insert({ ...first!, id: 'off_new', code: 'NEW' });
        await offices.update({ ...second!, name: 'Renamed' });
        await offices.delete(first!.id);
        await store.scanReplies.put('usr_1:scan-1', { parcelId: 'par_1', eventId: 'evt_1' });
        throw new Error('refused part-way');
      }),
    ).rejects.toThrow('refused part-way');
    expect(await offices.count([])).toBe(before);
    expect(await offices.get('off_new')).toBeUndefined();
    expect(await offices.get(second!.id)).toEqual(second);
    expect(await offices.get(first!.id)).toEqual(first);
    expect(await store.scanReplies.get('usr_1:scan-1')).toBeUndefined();

    const samples = await store.documents.get<{ notes: unknown[] }>('samples', 'all');
    await expect(
      store.transaction(async () => {
        await store.documents.put('samples', 'all', { ...samples, notes: [] });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect((await store.documents.get<{ notes: unknown[] }>('samples', 'all'))!.notes).toEqual(samples!.notes);
    // A document is read as a copy: changing it changes nothing kept.
    samples!.notes.length = 0;
    expect((await store.documents.get<{ notes: unknown[] }>('samples', 'all'))!.notes.length).toBeGreaterThan(0);

    await store.transaction(async () => {
      await offices.update({ ...second!, name: 'Renamed' });
    });
    expect((await offices.get(second!.id))!.name).toBe('Renamed');
  });

  it('finds parcels by tracking number and scans by parcel, and keeps both indexes through writes', async () => {
    const store = fresh();
    const parcels = store.table('parcels');
    const [parcel] = await parcels.all([]);
    expect(await parcels.all([{ field: 'trackingNumber', in: [parcel!.trackingNumber] }])).toEqual([parcel]);
    const events = await store.table('parcel-events').all([{ field: 'parcelId', in: [parcel!.id] }]);
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((e) => e.parcelId === parcel!.id)).toBe(true);
    await parcels.delete(parcel!.id);
    expect(await parcels.all([{ field: 'trackingNumber', in: [parcel!.trackingNumber] }])).toEqual([]);
    for (const e of events) await store.table('parcel-events').delete(e.id);
    expect(await store.table('parcel-events').all([{ field: 'parcelId', in: [parcel!.id] }])).toEqual([]);
  });

  it('counts and sums per group, by field and by Türkiye day', async () => {
    const store = fresh();
    const all = await store.table('parcels').all([]);
    const groups = await store.table('parcels').aggregate({ where: [], groupBy: ['status'], sum: ['price.total'] });
    expect(groups.reduce((s, g) => s + g.count, 0)).toBe(all.length);
    for (const g of groups) {
      const rows = all.filter((p) => p.status === g.key[0]);
      expect(g.count).toBe(rows.length);
      expect(g.sums[0]).toBeCloseTo(
        rows.reduce((s, p) => s + p.price.total, 0),
        2,
      );
    }
    // 21:30 UTC on the 19th is already the 20th in Türkiye (UTC+3).
    const late = { ...all[0]!, id: 'par_late', trackingNumber: 'XX', createdAt: '2026-11-19T21:30:00.000Z' };
    await store.table('parcels').insert(late);
    const days = await store
      .table('parcels')
      .aggregate({ where: [{ field: 'id', in: ['par_late'] }], groupBy: [{ day: 'createdAt' }] });
    expect(days).toEqual([{ key: ['2026-11-20'], count: 1, sums: [] }]);
  });
});
