/** Moving the embedded database to PostgreSQL keeps every row: the same answers from both. Runs where DATABASE_URL is set. */
import { afterAll, describe, expect, it } from 'vitest';
import { createSnapshot } from '@courier/store';
import { openDatabase, openStore, SqlStore } from '@courier/store-sql';
import { moveData } from './moveData';
import { scratchDatabase, scratchName } from './testing/scratchDatabase';

const url = process.env.DATABASE_URL;
let scratch: Awaited<ReturnType<typeof scratchDatabase>> | null = null;

describe.skipIf(!url)('moving to PostgreSQL', () => {
  afterAll(async () => {
    await scratch?.drop();
  });

  it('copies every table, and the copy answers as the original did', async () => {
    const now = new Date('2026-11-20T09:30:00Z');
    const embedded = await openStore({ seed: () => createSnapshot({ now, parcels: 300 }), clock: () => now });
    scratch = await scratchDatabase(url!, scratchName('courier_move'));
    const postgres = await openDatabase({ url: scratch.url });
    try {
      const moved = await moveData(embedded.database, postgres);
      expect(moved.parcels).toBe(300);
      expect(moved.parcel_events).toBeGreaterThan(1000);
      const copy = new SqlStore(postgres.db, { clock: () => now });
      const query = {
        where: [{ field: 'status', in: ['delivered', 'in_transit'] }],
        search: { text: 'a', fields: ['receiver.name'] },
        sort: { key: 'receiver.name', order: 'asc' as const, text: true },
        page: 2,
        size: 20,
      };
      expect(await copy.table('parcels').list(query)).toEqual(await embedded.store.table('parcels').list(query));
      expect(await copy.table('parcel-events').all([{ field: 'parcelId', in: ['prc_000010'] }])).toEqual(
        await embedded.store.table('parcel-events').all([{ field: 'parcelId', in: ['prc_000010'] }]),
      );
      expect(await copy.nextId('prc')).toBe(await embedded.store.nextId('prc'));
      expect(await copy.documents.get('samples', 'all')).toEqual(await embedded.store.documents.get('samples', 'all'));
      // Into a database that holds data already, nothing is moved.
      await expect(moveData(embedded.database, postgres)).rejects.toThrow('already holds');
    } finally {
      await Promise.all([embedded.database.close(), postgres.close()]);
    }
  }, 120_000);
});
