/**
 * Backups: a backup restores into an empty database (embedded, and PostgreSQL where DATABASE_URL
 * is set) with every row as it was, and the copy answers as the original did; a database that
 * holds data is refused unless replaced; a file that is not a backup changes nothing.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSnapshot } from '@courier/store';
import { openDatabase, openStore, SqlStore, type OpenedDatabase } from '@courier/store-sql';
import { backupTo, main, readAll, readBackup, writeAll, type Batch } from './backup';
import { scratchDatabase } from './testing/scratchDatabase';

const now = new Date('2026-11-20T09:30:00Z');
let dir = '';
let original: Awaited<ReturnType<typeof openStore>>;
let file = '';

const gather = async (batches: AsyncIterable<Batch>) => {
  const rows: Record<string, unknown[]> = {};
  for await (const batch of batches) (rows[batch.table] ??= []).push(...batch.rows);
  return rows;
};
const everything = (database: OpenedDatabase) => gather(readAll(database));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'courier-backup-'));
  original = await openStore({ seed: () => createSnapshot({ now, parcels: 300 }), clock: () => now });
  // A change after the seed, so the backup is of the data as it is, not as it was made.
  const parcel = (await original.store.table('parcels').get('par_000010'))!;
  await original.store.table('parcels').update({
    ...parcel,
    notes: [
      ...parcel.notes,
      { id: 'note_backup', at: now.toISOString(), userId: 'usr_001', text: 'Kept by the backup' },
    ],
  });
  file = join(dir, 'courier.jsonl.gz');
  const counts = await backupTo(original.database, file);
  expect(counts.parcels).toBe(300);
}, 120_000);

afterAll(async () => {
  await original?.database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('backup and restore', () => {
  it('restores every row into an empty embedded database, and the copy answers as the original', async () => {
    const copy = await openDatabase({});
    try {
      const written = await writeAll(copy, readBackup(file));
      expect(written.parcels).toBe(300);
      const backedUp = await gather(readBackup(file));
      expect(backedUp).toEqual(await everything(original.database));
      expect(await everything(copy)).toEqual(backedUp);
      const store = new SqlStore(copy.db, { clock: () => now });
      expect((await store.table('parcels').get('par_000010'))!.notes.at(-1)?.text).toBe('Kept by the backup');
      const query = {
        where: [{ field: 'status', in: ['delivered', 'in_transit'] }],
        sort: { key: 'receiver.name', order: 'asc' as const, text: true },
        page: 1,
        size: 20,
      };
      expect(await store.table('parcels').list(query)).toEqual(await original.store.table('parcels').list(query));
      expect(await store.nextId('par')).toBe(await original.store.nextId('par'));
    } finally {
      await copy.close();
    }
  }, 120_000);

  it('refuses a database that holds data unless replaced, and a file that is not a backup changes nothing', async () => {
    const copy = await openDatabase({});
    try {
      await writeAll(copy, readBackup(file));
      const before = await everything(copy);
      await expect(writeAll(copy, readBackup(file))).rejects.toThrow('already holds');
      const notBackup = join(dir, 'other.jsonl.gz');
      await writeFile(notBackup, gzipSync('{"hello":1}\n'));
      await expect(writeAll(copy, readBackup(notBackup), { replace: true })).rejects.toThrow('is not a backup');
      // A backup cut short: what was replaced so far is taken back.
      async function* cut(): AsyncGenerator<Batch> {
        let n = 0;
        for await (const batch of readBackup(file)) {
          if (++n > 3) throw new Error('The file ends early');
          yield batch;
        }
      }
      await expect(writeAll(copy, cut(), { replace: true })).rejects.toThrow('ends early');
      expect(await everything(copy)).toEqual(before);
      // Replaced: the same data again, whole.
      await writeAll(copy, readBackup(file), { replace: true });
      expect(await everything(copy)).toEqual(before);
    } finally {
      await copy.close();
    }
  }, 120_000);

  it.skipIf(!process.env.DATABASE_URL)(
    'restores an embedded database’s backup into PostgreSQL',
    async () => {
      const database = await scratchDatabase(process.env.DATABASE_URL!, `courier_restore_${process.pid}`);
      const postgres = await openDatabase({ url: database.url });
      try {
        await writeAll(postgres, readBackup(file));
        expect(await everything(postgres)).toEqual(await gather(readBackup(file)));
      } finally {
        await postgres.close();
        await database.drop();
      }
    },
    120_000,
  );

  it('writes a restore and a backup made from the command line in the audit log', async () => {
    const dataDir = join(dir, 'commands');
    const env = { DATA_DIR: dataDir };
    const say = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      await main('restore', [file], { env });
      await main('backup', [join(dir, 'again.jsonl.gz')], { env });
    } finally {
      say.mockRestore();
    }
    const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    try {
      const rows = await new SqlStore(database.db).table('audit').all([]);
      expect(rows.map((r) => [r.action, r.actorId, r.actorName, r.recordType, r.recordLabel])).toEqual([
        ['backup.restored', null, 'npm run db:restore', 'data', 'courier.jsonl.gz (300 parcels, 63 users)'],
        ['backup.made', null, 'npm run db:backup', 'data', 'again.jsonl.gz (300 parcels, 63 users)'],
      ]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
