/**
 * The Store on SQL: the same calls as the memory store, answered by PostgreSQL (node-postgres)
 * or PGlite through Drizzle. Lists, counts and aggregates run in the database (./sql.ts); a
 * write transaction locks the rows it reads (`FOR UPDATE`), so two servers cannot both accept
 * the same scan of a parcel; unique keys and foreign keys refuse what slips past the API's own
 * checks, as a StoreConflict (409).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  StoreConflict,
  type Change,
  findable,
  findTerms,
  type Clock,
  type DocumentCollection,
  type Findable,
  type NewChange,
  type HostedStore,
  type Page,
  type ScanReply,
  type SignInLimit,
  type Snapshot,
  type SortKey,
  type Table,
  type TableName,
  type Tables,
} from '@courier/store';
import { sortKey } from './collation';
import * as schema from './schema';
import { findCondition } from './find';
import { aggregateSelect, containing, orderBy, searchText, shapeOf, sortKeyName, where, type TableShape } from './sql';

/** What the store needs of a Drizzle database (either driver) or of one of its transactions. */
export interface Executor {
  execute(query: SQL): Promise<{ rows: Record<string, unknown>[] }>;
}
export interface SqlDatabase extends Executor {
  transaction<R>(
    fn: (tx: Executor) => Promise<R>,
    config?: {
      isolationLevel?: 'read committed' | 'repeatable read' | 'serializable';
      accessMode?: 'read only' | 'read write';
    },
  ): Promise<R>;
}

const tables: { [K in TableName]: { table: PgTable; textSorts: readonly SortKey[]; madeOrder?: SQL } } = {
  offices: { table: schema.offices, textSorts: ['name', 'address.city'] },
  customers: { table: schema.customers, textSorts: [{ coalesce: ['companyName', 'name'] }, 'name'] },
  parcels: { table: schema.parcels, textSorts: ['receiver.name', 'sender.name'] },
  // The scan log in the order it was recorded: by time, then as written.
  'parcel-events': { table: schema.parcelEvents, textSorts: [], madeOrder: sql`at asc, seq asc` },
  routes: { table: schema.routes, textSorts: ['name'] },
  drivers: { table: schema.drivers, textSorts: ['name'] },
  trucks: { table: schema.trucks, textSorts: ['make'] },
  trips: { table: schema.trips, textSorts: [] },
  complaints: { table: schema.complaints, textSorts: [] },
  users: { table: schema.users, textSorts: ['name'] },
  audit: { table: schema.audit, textSorts: [] },
  sessions: { table: schema.sessions, textSorts: [] },
  files: { table: schema.files, textSorts: ['name'] },
  'api-keys': { table: schema.apiKeys, textSorts: [] },
  webhooks: { table: schema.webhooks, textSorts: [] },
  'webhook-deliveries': { table: schema.webhookDeliveries, textSorts: [] },
};
export const shapes = Object.fromEntries(
  Object.entries(tables).map(([name, t]) => [
    name,
    shapeOf(t.table, t.textSorts, (other) => shapes[other], t.madeOrder),
  ]),
) as Record<TableName, TableShape>;

/** The Turkish sort keys a row keeps for its table's name sorts. */
function keysOf(shape: TableShape, row: object): Record<string, string> {
  const keys: Record<string, string> = {};
  const read = (path: string): unknown =>
    path
      .split('.')
      .reduce<unknown>(
        (v, part) =>
          v && typeof v === 'object' && Object.hasOwn(v, part) ? (v as Record<string, unknown>)[part] : undefined,
        row,
      );
  for (const key of shape.textSorts) {
    const paths = typeof key === 'string' ? [key] : 'coalesce' in key ? key.coalesce : [key.rank];
    const value = paths.map(read).find((v) => v !== null && v !== undefined);
    const made = value === undefined ? null : sortKey(String(value));
    if (made !== null) keys[sortKeyName(key)] = made;
  }
  return keys;
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** PostgreSQL's refusals that are the caller's, not a fault: a taken key, a record in use. */
function refusal(error: unknown): never {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const code = (cause as { code?: string }).code;
  const constraint = (cause as { constraint?: string }).constraint;
  if (code === '23505') throw new StoreConflict('taken', constraint);
  if (code === '23503') throw new StoreConflict('in_use', constraint);
  throw error;
}

/** Listens on a channel of the database (LISTEN); resolves to the way to stop. */
export type Listen = (channel: string, onNotify: () => void) => Promise<() => Promise<void>>;

/** The channel a committed change is told on, and the advisory lock its writer holds (any number; this one spells "chang"). */
const changeChannel = 'courier_changes';
const changeLock = 0x6368616e67;
/** The first half of a sign-in key's lock (the second is the key's hash); it spells "sign". */
const signInLock = 0x7369676e;
/** The advisory lock a write holds on a shared document it reads ("docs"), by its collection and key. */
const documentLock = 0x646f6373;
/**
 * Documents that more than one person writes (a conversation, a colleague's mailbox) or that a
 * write reads and writes back whole (the sample data): inside a write, reading one locks it (even
 * one not there yet) until the commit, so a write on another server waits and then reads this one's.
 */
const lockedCollections: ReadonlySet<DocumentCollection> = new Set(['chat', 'samples']);
/** How long changes are kept for clients that reconnect. */
const keepChangesMs = 24 * 3_600_000;

export interface SqlStoreOptions {
  clock?: Clock;
  /** How this process hears of changes committed by any server (LISTEN); without it, of its own only. */
  listen?: Listen;
  /** The data a reset starts again from; without it the store cannot be reset. */
  reseed?: () => Snapshot | Promise<Snapshot>;
  /**
   * Transactions one at a time. A store on one connection whose transactions are savepoints of
   * one held open (the contract suite's) would otherwise interleave them, where on a pool (or
   * PGlite, which runs one transaction at a time) each is apart from the others.
   */
  oneAtATime?: boolean;
}

export class SqlStore implements HostedStore {
  clock: Clock;
  private readonly inTransaction = new AsyncLocalStorage<Executor>();
  /** The transactions that appended changes (told locally after they commit when there is no LISTEN). */
  private readonly appended = new WeakSet<Executor>();
  private readonly listeners = new Set<() => void>();
  private listening: Promise<(() => Promise<void>) | undefined> | null = null;

  constructor(
    readonly db: SqlDatabase,
    private readonly options: SqlStoreOptions = {},
  ) {
    this.clock = options.clock ?? (() => new Date());
    if (!options.reseed) this.reset = undefined;
  }

  now(): Date {
    return this.clock();
  }

  /** The transaction of this call, or the database. */
  private get run(): Executor {
    return this.inTransaction.getStore() ?? this.db;
  }

  private async rows(query: SQL): Promise<Record<string, unknown>[]> {
    try {
      return (await this.run.execute(query)).rows;
    } catch (error) {
      refusal(error);
    }
  }

  table<K extends TableName>(name: K): Table<Tables[K]> {
    type T = Tables[K];
    const shape = shapes[name];
    const from = sql.identifier(shape.sqlName);
    // Inside a write, rows read are locked until it ends: two writes of one parcel take turns.
    const lock = () => (this.inTransaction.getStore() ? sql` for update` : sql``);
    const docs = (rows: Record<string, unknown>[]) => rows.map((r) => r.doc as T);
    return {
      get: async (id, conditions = []) =>
        docs(
          await this.rows(sql`select doc from ${from} where id = ${id} and ${where(shape, conditions)}${lock()}`),
        )[0],
      list: async (query): Promise<Page<T>> => {
        const filters = [where(shape, query.where)];
        if (query.search?.text)
          filters.push(
            sql`${searchText(shape, query.search.fields)} like ${containing(query.search.text.toLocaleLowerCase('tr'))}`,
          );
        const filter = sql.join(filters, sql` and `);
        const items = docs(
          await this.rows(
            sql`select doc from ${from} where ${filter} order by ${orderBy(shape, query.sort)} limit ${query.size} offset ${(query.page - 1) * query.size}`,
          ),
        );
        const total = Number((await this.rows(sql`select count(*)::int as n from ${from} where ${filter}`))[0]!.n);
        return {
          items,
          total,
          page: query.page,
          size: query.size,
          lastPage: Math.max(1, Math.ceil(total / query.size)),
        };
      },
      find: async (query) => {
        const fields = (findable as Partial<Record<TableName, Findable>>)[name];
        if (!fields) throw new Error(`${name} is not searched`);
        const match = findCondition(fields, findTerms(query.text));
        return docs(
          await this.rows(
            sql`select doc from ${from} where ${where(shape, query.where)} and ${match} order by id desc limit ${query.size}`,
          ),
        );
      },
      all: async (conditions) =>
        docs(
          await this.rows(
            sql`select doc from ${from} where ${where(shape, conditions)} order by ${shape.madeOrder}${lock()}`,
          ),
        ),
      count: async (conditions) =>
        Number((await this.rows(sql`select count(*)::int as n from ${from} where ${where(shape, conditions)}`))[0]!.n),
      aggregate: async (query) => {
        const { select, groupCount } = aggregateSelect(shape, query);
        const groupBy = groupCount
          ? sql` group by ${sql.raw(Array.from({ length: groupCount }, (_, i) => String(i + 1)).join(', '))}`
          : sql``;
        const rows = await this.rows(sql`select ${select} from ${from} where ${where(shape, query.where)}${groupBy}`);
        return rows
          .filter((r) => groupCount || Number(r.n) > 0)
          .map((r) => ({
            key: Array.from({ length: groupCount }, (_, i) => (r[`k${i}`] === null ? null : String(r[`k${i}`]))),
            count: Number(r.n),
            sums: (query.sum ?? []).map((_, i) => Number(r[`s${i}`])),
          }));
      },
      insert: async (row) => {
        await this.rows(
          sql`insert into ${from} (id, doc, keys) values (${row.id}, ${json(row)}, ${json(keysOf(shape, row))})`,
        );
        return row;
      },
      insertMany: async (many) => {
        // 500 rows a statement, as the sample is loaded.
        for (let i = 0; i < many.length; i += 500) {
          const values = many
            .slice(i, i + 500)
            .map((row) => sql`(${row.id}, ${json(row)}, ${json(keysOf(shape, row))})`);
          await this.rows(sql`insert into ${from} (id, doc, keys) values ${sql.join(values, sql`, `)}`);
        }
      },
      update: async (row) => {
        const changed = await this.rows(
          sql`update ${from} set doc = ${json(row)}, keys = ${json(keysOf(shape, row))} where id = ${row.id} returning id`,
        );
        if (!changed.length) throw new Error(`No ${name} row ${row.id} to update`);
        return row;
      },
      delete: async (id) => (await this.rows(sql`delete from ${from} where id = ${id} returning id`)).length > 0,
    };
  }

  private queue: Promise<unknown> = Promise.resolve();
  /** One unit of work: all its writes, or (when it throws) none. A call inside one joins it. */
  transaction<R>(fn: () => Promise<R>): Promise<R> {
    if (this.inTransaction.getStore()) return fn();
    if (this.options.oneAtATime) {
      const run = this.queue.then(() => this.runTransaction(fn));
      this.queue = run.catch(() => undefined);
      return run;
    }
    return this.runTransaction(fn);
  }

  private runTransaction<R>(fn: () => Promise<R>): Promise<R> {
    let used: Executor | undefined;
    const result = this.db.transaction((tx) => {
      used = tx;
      return this.inTransaction.run(tx, fn);
    });
    if (this.options.listen) return result;
    // Without LISTEN (a store inside a test's transaction) this process tells its own listeners.
    return result.then((value) => {
      if (used && this.appended.has(used)) this.tell();
      return value;
    });
  }

  private tell() {
    for (const listener of this.listeners) listener();
  }

  readonly changes = {
    append: (change: NewChange) =>
      this.transaction(async () => {
        // Taken before the id is drawn and held to the commit: ids commit in order, so a reader that has seen id n has seen every id below it.
        await this.rows(sql`select pg_advisory_xact_lock(${changeLock})`);
        const id = Number(
          (await this.rows(sql`insert into changes (at, doc) values (${change.at}, ${json(change)}) returning id`))[0]!
            .id,
        );
        if (id % 1000 === 0)
          await this.rows(
            sql`delete from changes where at < ${new Date(Date.parse(change.at) - keepChangesMs).toISOString()}`,
          );
        // Sent when the transaction commits, to every server that listens; one per transaction.
        await this.rows(sql`select pg_notify(${changeChannel}, '')`);
        this.appended.add(this.inTransaction.getStore()!);
      }),
    since: async (after: number, limit: number): Promise<Change[]> =>
      (await this.rows(sql`select id, doc from changes where id > ${after} order by id limit ${limit}`)).map((r) => ({
        ...(r.doc as NewChange),
        id: Number(r.id),
      })),
    range: async () => {
      const row = (await this.rows(sql`select min(id) as first, max(id) as last from changes`))[0]!;
      const last = row.last === null ? 0 : Number(row.last);
      return { first: row.first === null ? last + 1 : Number(row.first), last };
    },
    subscribe: (listener: () => void) => {
      this.listeners.add(listener);
      if (!this.listening && this.options.listen)
        this.listening = this.options.listen(changeChannel, () => this.tell()).catch(() => undefined);
      return () => void this.listeners.delete(listener);
    },
  };

  async next(sequence: string, count = 1): Promise<number> {
    const rows = await this.rows(
      sql`insert into counters (name, value) values (${sequence}, ${count}) on conflict (name) do update set value = counters.value + ${count} returning value`,
    );
    return Number(rows[0]!.value);
  }

  async nextId(prefix: string): Promise<string> {
    return `${prefix}_${String(await this.next(`id:${prefix}`)).padStart(6, '0')}`;
  }

  readonly scanReplies = {
    get: async (key: string): Promise<ScanReply | undefined> => {
      const row = (await this.rows(sql`select parcel_id, event_id from scan_replies where client_scan_id = ${key}`))[0];
      return row ? { parcelId: String(row.parcel_id), eventId: String(row.event_id) } : undefined;
    },
    put: async (key: string, reply: ScanReply) => {
      await this.rows(
        sql`insert into scan_replies (client_scan_id, parcel_id, event_id) values (${key}, ${reply.parcelId}, ${reply.eventId})`,
      );
    },
  };

  readonly documents = {
    get: async <T>(collection: DocumentCollection, key: string): Promise<T | undefined> => {
      if (lockedCollections.has(collection) && this.inTransaction.getStore())
        await this.rows(sql`select pg_advisory_xact_lock(${documentLock}, hashtext(${`${collection}:${key}`}))`);
      const row = (
        await this.rows(sql`select value from documents where collection = ${collection} and key = ${key}`)
      )[0];
      return row ? (row.value as T) : undefined;
    },
    put: async <T>(collection: DocumentCollection, key: string, value: T) => {
      if (value === undefined)
        await this.rows(sql`delete from documents where collection = ${collection} and key = ${key}`);
      else
        await this.rows(
          sql`insert into documents (collection, key, value) values (${collection}, ${key}, ${json(value)}) on conflict (collection, key) do update set value = excluded.value`,
        );
    },
  };

  readonly signInFailures = {
    // Each key's lock, taken in one order, holds its count and its new row together until the
    // commit: a parallel attempt on this or another server waits, then counts this one.
    attempt: (limits: readonly SignInLimit[], at: string, keepSince: string) =>
      this.transaction(async () => {
        const keys = [...new Set(limits.map((l) => l.key))].sort();
        for (const key of keys) await this.rows(sql`select pg_advisory_xact_lock(${signInLock}, hashtext(${key}))`);
        await this.rows(sql`delete from sign_in_failures where at <= ${keepSince}`);
        for (const limit of limits) {
          const times = (
            await this.rows(
              sql`select at from sign_in_failures where key = ${limit.key} and at > ${limit.since} order by at`,
            )
          ).map((r) => String(r.at));
          if (times.length >= limit.limit) return { limit, times };
        }
        for (const key of keys) await this.rows(sql`insert into sign_in_failures (key, at) values (${key}, ${at})`);
        return null;
      }),
    forget: async (keys: readonly string[], at: string) => {
      for (const key of keys)
        await this.rows(
          sql`delete from sign_in_failures where ctid in (select ctid from sign_in_failures where key = ${key} and at = ${at} limit 1)`,
        );
    },
    clear: async (key: string) => void (await this.rows(sql`delete from sign_in_failures where key = ${key}`)),
  };

  readonly blobs = {
    put: async (id: string, bytes: Uint8Array) =>
      void (await this.rows(
        sql`insert into file_blobs (id, content) values (${id}, ${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)}) on conflict (id) do update set content = excluded.content`,
      )),
    get: async (id: string) => {
      const row = (await this.rows(sql`select content from file_blobs where id = ${id}`))[0];
      if (!row) return undefined;
      const content = row.content as Uint8Array | string;
      // node-postgres answers a Buffer; a driver that answers the text form gives `\x…` hex.
      return typeof content === 'string'
        ? new Uint8Array(Buffer.from(content.slice(2), 'hex'))
        : new Uint8Array(content.buffer, content.byteOffset, content.byteLength).slice();
    },
    delete: async (id: string) => void (await this.rows(sql`delete from file_blobs where id = ${id}`)),
  };

  readonly revokedTokens = {
    has: async (tokenId: string) =>
      (await this.rows(sql`select 1 from revoked_tokens where token_id = ${tokenId}`)).length > 0,
    add: async (tokenId: string, expiresAt: string) => {
      // Tokens past their expiry are refused anyway: their entries go.
      await this.rows(sql`delete from revoked_tokens where expires_at < ${this.clock().toISOString()}`);
      await this.rows(
        sql`insert into revoked_tokens (token_id, expires_at) values (${tokenId}, ${expiresAt}) on conflict do nothing`,
      );
    },
  };

  /** Starts again from the seed ("reset demo data"): every table emptied and loaded, in one transaction. */
  reset? = async (): Promise<void> => {
    const snapshot = await this.options.reseed!();
    await this.transaction(async () => {
      await this.rows(
        sql.raw(
          `truncate ${Object.values(shapes)
            .map((s) => `"${s.sqlName}"`)
            .join(', ')}, file_blobs, documents, counters, scan_replies, revoked_tokens, sign_in_failures, meta`,
        ),
      );
      await this.load(snapshot);
    });
  };

  /** Writes a whole sample into empty tables, many rows per statement. */
  async load(snapshot: Snapshot): Promise<void> {
    const put = async <K extends TableName>(name: K, rows: readonly Tables[K][]) => {
      const shape = shapes[name];
      for (let i = 0; i < rows.length; i += 500) {
        const values = rows.slice(i, i + 500).map((row) => sql`(${row.id}, ${json(row)}, ${json(keysOf(shape, row))})`);
        await this.rows(
          sql`insert into ${sql.identifier(shape.sqlName)} (id, doc, keys) values ${sql.join(values, sql`, `)}`,
        );
      }
    };
    await this.transaction(async () => {
      await put('offices', snapshot.offices);
      await put('customers', snapshot.customers);
      await put('routes', snapshot.routes);
      await put('drivers', snapshot.drivers);
      await put('trucks', snapshot.trucks);
      await put('trips', snapshot.trips);
      await put('parcels', snapshot.parcels);
      await put('parcel-events', snapshot.events);
      await put('complaints', snapshot.complaints);
      await put('users', snapshot.users);
      await put('audit', snapshot.audit ?? []);
      await put('sessions', snapshot.sessions ?? []);
      await put('files', snapshot.files ?? []);
      await put('api-keys', snapshot.apiKeys ?? []);
      await put('webhooks', snapshot.webhooks ?? []);
      await put('webhook-deliveries', snapshot.webhookDeliveries ?? []);
      for (const [id, bytes] of Object.entries(snapshot.fileBlobs ?? {})) await this.blobs.put(id, bytes);
      const documents: [DocumentCollection, string, unknown][] = [
        ['samples', 'all', snapshot.samples],
        ['chat', 'all', { chats: snapshot.chats, contacts: snapshot.chatContacts, profile: snapshot.chatProfile }],
        ...Object.entries(snapshot.messages).map(([key, value]): [DocumentCollection, string, unknown] => [
          'messages',
          key,
          value,
        ]),
        ...Object.entries(snapshot.notifications).map(([key, value]): [DocumentCollection, string, unknown] => [
          'notifications',
          key,
          value,
        ]),
        ...Object.entries(snapshot.shortcuts).map(([key, value]): [DocumentCollection, string, unknown] => [
          'shortcuts',
          key,
          value,
        ]),
        ...(['samples', 'chat'] as const).flatMap((collection) =>
          Object.entries(snapshot.own?.[collection] ?? {}).map(
            ([key, value]): [DocumentCollection, string, unknown] => [collection, key, value],
          ),
        ),
      ];
      for (const [collection, key, value] of documents) await this.documents.put(collection, key, value);
      for (const [name, value] of Object.entries(snapshot.counters))
        await this.rows(sql`insert into counters (name, value) values (${name}, ${value})`);
      for (const [key, reply] of Object.entries(snapshot.scanReplies)) await this.scanReplies.put(key, reply);
      await this.rows(
        sql`insert into meta (key, value) values ('sample', ${json({ seed: snapshot.seed, version: snapshot.version })})`,
      );
    });
  }

  /** Whether the database holds no company yet (no office): then a host seeds it. */
  async isEmpty(): Promise<boolean> {
    return (await this.rows(sql`select 1 from offices limit 1`)).length === 0;
  }
}
