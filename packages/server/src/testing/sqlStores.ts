/**
 * The contract suite's stores on SQL: PGlite in memory, and PostgreSQL in a database of the
 * run's own (made on the server of DATABASE_URL, dropped after). Each test file gets a fresh
 * database, migrated by the committed migrations and loaded with the sample.
 *
 * Loading the sample takes seconds (and PGlite's empty database more), so a run does it once per
 * sample: into a template (templates.global.ts gives the run its place), that each test file's
 * database is then copied from: PGlite's data folder as a file, a template database on PostgreSQL.
 *
 * The file's tests run inside one transaction that is never committed, marked by a savepoint at
 * the start: each write of the API is a nested transaction (a savepoint of its own, as on a
 * server), and a reset rolls back to the first savepoint: milliseconds.
 *
 * On PGlite a database takes seconds to start (about 2 s empty, 5–9 s with the sample), so the
 * test files of one worker (the contract projects do not isolate files, vitest.config.ts) share
 * it: each file's transaction is rolled back when the file ends, and the sequences, which a
 * rollback does not take back, are set again to where they stood, so every file starts on the
 * same data with the same next ids.
 */
import { createHash } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { createSnapshot } from '@courier/store';
import { openDatabase, SqlStore, type OpenedDatabase, type SqlDatabase } from '@courier/store-sql';
import type { StoreFactory, TestStore } from '@courier/api/testing';
import { databaseUrl, onServer, scratchDatabase, scratchName } from './scratchDatabase';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run keeps its samples (templates.global.ts). */
    contractTemplates: { folder: string; prefix: string };
  }
}

type SampleOptions = Parameters<StoreFactory>[0];

/** A sample's name: the same seed, moment and size give the same data. */
const sampleKey = (options: SampleOptions) =>
  createHash('sha256')
    .update(JSON.stringify({ seed: options.seed, now: options.now, parcels: options.parcels }))
    .digest('hex')
    .slice(0, 12);

/** Migrates a database and loads the sample of `options` into it. */
async function loadSample(database: OpenedDatabase, options: SampleOptions) {
  await database.migrate();
  await new SqlStore(database.db, { clock: options.clock }).load(createSnapshot(options));
}

/** The store in a transaction held open on the database until the store closes. */
async function heldStore(
  database: OpenedDatabase,
  options: SampleOptions,
  end: () => Promise<void>,
): Promise<TestStore> {
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
  const store = new SqlStore(tx, { clock: options.clock, oneAtATime: true });
  await tx.execute(sql`savepoint sample`);
  return Object.assign(store, {
    reset: async () => {
      // The change log is not part of the data (as in the memory store): a reset keeps it, so a
      // client's cursor from before the reset still points into it.
      const log = (await tx.execute(sql`select id, at, doc from changes order by id`)).rows as {
        id: string | number;
        at: string;
        doc: unknown;
      }[];
      await tx.execute(sql`rollback to savepoint sample`);
      for (const row of log)
        await tx.execute(
          sql`insert into changes (id, at, doc) values (${row.id}, ${row.at}, ${JSON.stringify(row.doc)}::jsonb)`,
        );
    },
    close: async () => {
      release();
      await ended;
      await end();
    },
  }) as TestStore;
}

/**
 * A PGlite database with the sample loaded: a copy of the run's saved data folder, or, for the
 * first test file of the run that asks, one it loads and saves for the others.
 */
async function pgliteDatabase(options: SampleOptions): Promise<OpenedDatabase> {
  const file = join(inject('contractTemplates').folder, `${sampleKey(options)}.tar.gz`);
  const made = await readFile(file).catch(() => null);
  if (made) return openDatabase({ from: new Blob([made]) });
  const database = await openDatabase({});
  try {
    await loadSample(database, options);
    const dump = await database.dump!();
    // Written whole, then named: a file running beside this one reads all of it or none.
    const part = `${file}.${process.pid}-${threadId}`;
    await writeFile(part, new Uint8Array(await dump.arrayBuffer()));
    await rename(part, file);
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** The sequences of a database and where each stands: `restore()` sets them there again. */
async function sequencesOf(database: OpenedDatabase) {
  const { rows } = await database.db.execute(
    sql`select format('%I.%I', schemaname, sequencename) as name, last_value from pg_sequences`,
  );
  const stood = rows as { name: string; last_value: string | number | null }[];
  return {
    restore: async () => {
      for (const { name, last_value } of stood)
        await database.db.execute(
          last_value === null
            ? sql`select setval(${name}::regclass, 1, false)`
            : sql`select setval(${name}::regclass, ${String(last_value)}::bigint, true)`,
        );
    },
  };
}

/** This worker's PGlite databases with a sample loaded, by sample, and the sequences as loaded. */
const pgliteDatabases = new Map<
  string,
  Promise<{ database: OpenedDatabase; sequences: { restore(): Promise<void> } }>
>();

export const pgliteStore: StoreFactory = async (options) => {
  const key = sampleKey(options);
  let opened = pgliteDatabases.get(key);
  if (!opened) {
    opened = pgliteDatabase(options).then(async (database) => ({ database, sequences: await sequencesOf(database) }));
    pgliteDatabases.set(key, opened);
    opened.catch(() => pgliteDatabases.delete(key));
  }
  const { database, sequences } = await opened;
  return heldStore(database, options, () => sequences.restore());
};

/** The lock of making templates on the server (any number; this one spells "sample"). */
const templateLock = 0x73616d706c65;

/** A template database with the sample loaded, made by the first test file of the run that asks. */
async function postgresTemplate(url: string, options: SampleOptions): Promise<string> {
  const name = `${inject('contractTemplates').prefix}_${sampleKey(options)}`;
  await onServer(url, async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [templateLock]);
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (rowCount) return;
      await admin.query(`create database ${name}`);
      const database = await openDatabase({ url: databaseUrl(url, name), poolSize: 2 });
      try {
        await loadSample(database, options);
      } catch (error) {
        await database.close();
        await admin.query(`drop database ${name} with (force)`);
        throw error;
      }
      // A database is copied only while nobody is connected to it.
      await database.close();
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [templateLock]).catch(() => undefined);
    }
  });
  return name;
}

/** A database of its own on the server of `url`, copied from the sample's template, dropped when the store closes. */
export function postgresStore(url: string): StoreFactory {
  return async (options) => {
    const database = await scratchDatabase(url, scratchName('courier_test'), await postgresTemplate(url, options));
    const opened = await openDatabase({ url: database.url, poolSize: 2 });
    return heldStore(opened, options, async () => {
      await opened.close();
      await database.drop();
    });
  };
}
