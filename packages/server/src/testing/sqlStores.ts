/**
 * The contract suite's stores on SQL: PGlite in memory, and PostgreSQL in a database of the
 * run's own (made on the server of DATABASE_URL, dropped after). Each test file gets a fresh
 * database, migrated by the committed migrations and loaded with the sample.
 *
 * The file's tests run inside one transaction that is never committed: the sample is loaded in
 * it and marked by a savepoint, each write of the API is a nested transaction (a savepoint of
 * its own, as on a server), and a reset rolls back to the sample's savepoint: milliseconds,
 * where loading the sample again takes seconds.
 */
import { sql } from 'drizzle-orm';
import { createSnapshot, type Snapshot } from '@courier/store';
import { openDatabase, SqlStore, type OpenedDatabase, type SqlDatabase } from '@courier/store-sql';
import type { StoreFactory, TestStore } from '@courier/api/testing';
import { scratchDatabase, scratchName } from './scratchDatabase';

/** The sample of a test file, made once per options (the same seed and moment give the same data). */
const samples = new Map<string, Snapshot>();
function sampleOf(options: Parameters<StoreFactory>[0]): Snapshot {
  const id = JSON.stringify({ seed: options.seed, now: options.now, parcels: options.parcels });
  let sample = samples.get(id);
  if (!sample) samples.set(id, (sample = createSnapshot(options)));
  return structuredClone(sample);
}

/** The store in a transaction held open on the database until the store closes. */
async function heldStore(database: OpenedDatabase, options: Parameters<StoreFactory>[0], drop?: () => Promise<void>): Promise<TestStore> {
  await database.migrate();
  let release!: () => void;
  let held!: (tx: SqlDatabase) => void;
  const opened = new Promise<SqlDatabase>((resolve) => (held = resolve));
  const ended = database.db
    .transaction(async (tx) => {
      held(tx as SqlDatabase);
      await new Promise<void>((resolve) => (release = resolve));
      throw new Error('rolled back');
    })
    .catch(() => undefined);
  const tx = await opened;
  const store = new SqlStore(tx, { clock: options.clock });
  await store.load(sampleOf(options));
  await tx.execute(sql`savepoint sample`);
  return Object.assign(store, {
    reset: async () => {
      // The change log is not part of the data (as in the memory store): a reset keeps it, so a
      // client's cursor from before the reset still points into it.
      const log = (await tx.execute(sql`select id, at, doc from changes order by id`)).rows as { id: string | number; at: string; doc: unknown }[];
      await tx.execute(sql`rollback to savepoint sample`);
      for (const row of log) await tx.execute(sql`insert into changes (id, at, doc) values (${row.id}, ${row.at}, ${JSON.stringify(row.doc)}::jsonb)`);
    },
    close: async () => {
      release();
      await ended;
      await database.close();
      await drop?.();
    },
  }) as TestStore;
}

export const pgliteStore: StoreFactory = async (options) => heldStore(await openDatabase({}), options);

/** A database of its own on the server of `url`, dropped when the store closes. */
export function postgresStore(url: string): StoreFactory {
  return async (options) => {
    const database = await scratchDatabase(url, scratchName('courier_test'));
    return heldStore(await openDatabase({ url: database.url, poolSize: 2 }), options, database.drop);
  };
}
