/**
 * Opening the database: PostgreSQL through node-postgres when a URL is given, the embedded
 * PGlite (files in a folder, or memory) otherwise. Opening migrates to the committed schema and,
 * on an empty database, loads the sample, both under an advisory lock: servers that start
 * together on one empty database migrate and seed once.
 */
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzleLite } from 'drizzle-orm/pglite';
import { migrate as migrateLite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Snapshot } from '@courier/store';
import { SqlStore, type Listen, type SqlDatabase, type SqlStoreOptions } from './store';

export interface DatabaseOptions {
  /** `postgres://…`: PostgreSQL. Without it, PGlite. */
  url?: string;
  /** PGlite's folder; without it (and without a URL) the data lives in memory only. */
  dataDir?: string;
  /** PGlite: starts from this copy of a data folder (`dump()`'s), not from an empty database. */
  from?: Blob;
  /** The folder of the migrations (the package's own by default; a bundled server passes its copy). */
  migrations?: string;
  /** Connections of the pool (PostgreSQL). */
  poolSize?: number;
}

export interface OpenedDatabase {
  db: SqlDatabase;
  driver: 'postgres' | 'pglite';
  /** Whether the database answers (for `/readyz`). */
  ping(): Promise<boolean>;
  /** Applies the migrations not yet applied, in order. */
  migrate(): Promise<void>;
  /** LISTEN on a channel: on PostgreSQL a connection of its own, connected again (and `onNotify` called, to catch up) when it drops. */
  listen: Listen;
  /** PGlite: the data folder as one file (gzip'd tar), to start another database from (`from`). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

const packageMigrations = () => fileURLToPath(new URL('../migrations', import.meta.url));
/** The advisory lock of migrating and seeding (any number; this one spells "courier"). */
const setupLock = 0x636f75726965;

export async function openDatabase(options: DatabaseOptions): Promise<OpenedDatabase> {
  const migrationsFolder = options.migrations ?? packageMigrations();
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server drops is an event, not a crash.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool);
    const listeners = new Set<() => Promise<void>>();
    return {
      db: db as unknown as SqlDatabase,
      driver: 'postgres',
      ping: () =>
        pool.query('select 1').then(
          () => true,
          () => false,
        ),
      migrate: () => migratePg(db, { migrationsFolder }),
      listen: async (channel, onNotify) => {
        const stop = await listenPg(options.url!, channel, onNotify);
        listeners.add(stop);
        return async () => {
          listeners.delete(stop);
          await stop();
        };
      },
      close: async () => {
        await Promise.all([...listeners].map((stop) => stop()));
        await pool.end();
      },
    };
  }
  const client = await PGlite.create(options.dataDir ?? 'memory://', {
    extensions: { pg_trgm },
    loadDataDir: options.from,
  });
  const db = drizzleLite({ client });
  return {
    db: db as unknown as SqlDatabase,
    driver: 'pglite',
    ping: () =>
      client.query('select 1').then(
        () => true,
        () => false,
      ),
    close: () => client.close(),
    dump: () => client.dumpDataDir('gzip'),
    listen: async (channel, onNotify) => {
      const stop = await client.listen(channel, () => onNotify());
      return async () => {
        if (!client.closed) await stop();
      };
    },
    ...{ migrate: () => migrateLite(db, { migrationsFolder }) },
  } as OpenedDatabase & { migrate(): Promise<void> };
}

/** A connection that LISTENs on `channel` until stopped, connected again a second after it drops. */
async function listenPg(url: string, channel: string, onNotify: () => void): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | null = null;
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    try {
      await client.connect();
      client.on('notification', () => onNotify());
      await client.query(`listen ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (stopped) return void (await client.end());
    current = client;
    client.on('end', () => {
      current = null;
      if (!stopped) setTimeout(again, 1_000);
    });
  };
  const again = () => {
    if (stopped) return;
    connect().then(
      // What was committed while nobody listened is read now.
      () => onNotify(),
      () => setTimeout(again, 1_000),
    );
  };
  await connect();
  return async () => {
    stopped = true;
    await current?.end().catch(() => undefined);
  };
}

export interface StoreOptions extends DatabaseOptions, SqlStoreOptions {
  /** The sample an empty database is loaded with; none for an empty company. */
  seed?: (() => Snapshot | Promise<Snapshot>) | null;
}

/** The store on an opened, migrated and (when empty) seeded database. */
export async function openStore(
  options: StoreOptions,
): Promise<{ store: SqlStore; database: OpenedDatabase; seeded: boolean }> {
  const database = await openDatabase(options);
  const store = new SqlStore(database.db, { ...options, listen: database.listen });
  let seeded = false;
  try {
    await withLock(database, async () => {
      await database.migrate();
      if (options.seed && (await store.isEmpty())) {
        await store.load(await options.seed());
        // Fresh statistics and visibility, so the first queries already read the indexes well.
        await database.db.execute(sql`vacuum analyze`);
        seeded = true;
      }
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  return { store, database, seeded };
}

/** Runs `fn` while holding the setup lock (on one connection of the pool, released after). */
async function withLock(database: OpenedDatabase, fn: () => Promise<void>) {
  if (database.driver === 'pglite') return fn();
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [setupLock]);
    await fn();
  } finally {
    await holder.query('select pg_advisory_unlock($1)', [setupLock]).catch(() => undefined);
    holder.release();
  }
}
