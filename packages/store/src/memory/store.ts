/**
 * The memory store: the whole company's data in one process (a browser's Web Worker, a test).
 * The API calls `commit()` once a write has changed the data and answers only when it has
 * resolved; keeping the data is the host's (the demo's worker journals each write in IndexedDB
 * before it runs).
 */
import type { Chat, ChatContact, ChatProfile } from '@courier/domain';
import type { Clock } from '../clock';
import { findable, findMatches, findTerms, findText, type Findable } from '../find';
import type { Condition } from '../query';
import type {
  Change,
  DocumentCollection,
  NewChange,
  ScanReply,
  SignInLimit,
  Store,
  Table,
  TableName,
  Tables,
} from '../store';
import { Database, type Snapshot } from './database';
import { compile, firstInOrder, matches, reader, runAggregate, runQuery } from './query';

export interface MemoryStoreOptions {
  clock?: Clock;
  /** The data a reset starts again from (the seed). */
  reseed: () => Snapshot | Promise<Snapshot>;
  /** Told when a reset has replaced the data. */
  onReset?: () => Promise<void> | void;
}

export class MemoryStore implements Store {
  db: Database;
  /** Where the time comes from: the wall clock, or a fixed or moving time in tests. */
  clock: Clock;
  /** Whether the data has changed since it was seeded (a changed demo is kept across days). */
  changed: boolean;
  private readonly options: MemoryStoreOptions;
  /** Inside a transaction: how to take back each write made so far. */
  private undo: (() => void)[] | null = null;
  private queue: Promise<void> = Promise.resolve();
  /** The change log (the newest `keptChanges`), and who listens to it. Not part of the data: a reset keeps it. */
  private changeLog: Change[] = [];
  private lastChange = 0;
  private lastCommitted = 0;
  private uncommitted = false;
  private readonly listeners = new Set<() => void>();

  constructor(snapshot: Snapshot, options: MemoryStoreOptions, changed = false) {
    this.options = options;
    this.clock = options.clock ?? (() => new Date());
    this.db = new Database(snapshot, () => this.clock());
    this.changed = changed;
  }

  table<K extends TableName>(name: K): Table<Tables[K]> {
    type T = Tables[K];
    const rows = () => memoryTables[name](this.db) as Map<string, T> | T[];
    const each = (): Iterable<T> => {
      const table = rows();
      return Array.isArray(table) ? table : table.values();
    };
    /** The rows that can meet the conditions: from an index when the first condition names an indexed field. */
    const candidates = (where: readonly Condition[]): Iterable<T> => {
      const first = where[0];
      const lookup = first && 'in' in first && !first.nullAs ? indexes[name]?.[first.field] : undefined;
      if (lookup) return (first as { in: readonly string[] }).in.flatMap((value) => lookup(this.db, value) as T[]);
      // The scan log is kept in time order: a time window starts where its first scan is.
      const since =
        name === 'parcel-events'
          ? where.find((c): c is { field: string; from: string } => 'from' in c && c.field === 'at')
          : undefined;
      return since ? (eventsSince(this.db.events, since.from) as T[]) : each();
    };
    return {
      get: async (id, conditions = []) => {
        const where = this.resolved(conditions);
        const table = rows();
        const row = Array.isArray(table) ? table.find((r) => r.id === id) : table.get(id);
        return row && where.every((c) => matches(row, c)) ? row : undefined;
      },
      list: async (query) => {
        const where = this.resolved(query.where);
        return runQuery(candidates(where), { ...query, where });
      },
      find: async (query) => {
        const fields = (findable as Partial<Record<TableName, Findable>>)[name];
        if (!fields) throw new Error(`${name} is not searched`);
        const where = this.resolved(query.where);
        const tests = where.map(compile);
        const terms = findTerms(query.text);
        const found: T[] = [];
        for (const row of candidates(where))
          if (tests.every((t) => t(row)) && findMatches(findTextOf(fields, row), terms)) found.push(row);
        // Newest first by id, as the SQL store orders them.
        return firstInOrder(
          found,
          query.size,
          (row) => row.id,
          (a, _, b) => (a < b ? 1 : a > b ? -1 : 0),
          true,
        );
      },
      all: async (conditions) => {
        const where = this.resolved(conditions);
        const tests = where.map(compile);
        return [...candidates(where)].filter((row) => tests.every((t) => t(row)));
      },
      count: async (conditions) => {
        const where = this.resolved(conditions);
        const tests = where.map(compile);
        let n = 0;
        for (const row of candidates(where)) if (tests.every((t) => t(row))) n++;
        return n;
      },
      aggregate: async (query) => {
        const where = this.resolved(query.where);
        return runAggregate(candidates(where), { ...query, where });
      },
      insert: async (row) => {
        writers[name].insert(this.db, row);
        this.undo?.push(() => writers[name].remove(this.db, row));
        return row;
      },
      insertMany: async (many) => {
        for (const row of many) {
          writers[name].insert(this.db, row);
          this.undo?.push(() => writers[name].remove(this.db, row));
        }
      },
      update: async (row) => {
        const table = rows() as Map<string, T>;
        const before = table.get(row.id);
        if (!before) throw new Error(`No ${name} row ${row.id} to update`);
        writers[name].replace(this.db, before, row);
        this.undo?.push(() => writers[name].replace(this.db, row, before));
        return row;
      },
      delete: async (id) => {
        const table = rows();
        const before = Array.isArray(table) ? table.find((r) => r.id === id) : table.get(id);
        if (!before) return false;
        writers[name].remove(this.db, before);
        this.undo?.push(() => writers[name].insert(this.db, before));
        return true;
      },
    };
  }

  /** The conditions with each `inRowsOf` answered: the ids of the other table's rows that meet its conditions. */
  private resolved(where: readonly Condition[]): readonly Condition[] {
    const resolve = (c: Condition): Condition => {
      if ('inRowsOf' in c) {
        const tests = this.resolved(c.inRowsOf.where).map(compile);
        const table = memoryTables[c.inRowsOf.table](this.db);
        const ids: string[] = [];
        for (const row of Array.isArray(table) ? table : table.values())
          if (tests.every((t) => t(row))) ids.push(row.id);
        return { field: c.field, in: ids };
      }
      if ('any' in c) return { any: c.any.map(resolve) };
      if ('all' in c) return { all: c.all.map(resolve) };
      return c;
    };
    // Most reads name no other table: their conditions (and the tests compiled for them) stay as they are.
    return where.some(namesOtherTable) ? where.map(resolve) : where;
  }

  /** Runs `fn` as one unit of work: its writes are all kept, or, when it throws, none. One at a time. */
  transaction<R>(fn: () => Promise<R>): Promise<R> {
    if (this.undo) return fn();
    const run = async () => {
      this.undo = [];
      try {
        const result = await fn();
        this.undo = null;
        if (this.uncommitted) this.told();
        return result;
      } catch (error) {
        const undo = this.undo ?? [];
        this.undo = null;
        for (const step of undo.reverse()) step();
        this.uncommitted = false;
        throw error;
      }
    };
    const result = this.queue.then(run, run);
    this.queue = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  async nextId(prefix: string): Promise<string> {
    return this.db.newId(prefix);
  }

  async next(sequence: string, count = 1): Promise<number> {
    return this.db.next(sequence, count);
  }

  readonly scanReplies = {
    get: async (key: string) => this.db.scanReplies.get(key),
    put: async (key: string, reply: ScanReply) => {
      this.db.scanReplies.set(key, reply);
      this.undo?.push(() => this.db.scanReplies.delete(key));
    },
  };

  readonly documents = {
    get: async <T>(collection: DocumentCollection, key: string): Promise<T | undefined> => {
      const value = documentsOf[collection].get(this.db, key);
      return value === undefined ? undefined : (structuredClone(value) as T);
    },
    put: async <T>(collection: DocumentCollection, key: string, value: T) => {
      const before = documentsOf[collection].get(this.db, key);
      documentsOf[collection].put(this.db, key, value);
      this.undo?.push(() => documentsOf[collection].put(this.db, key, before));
    },
  };

  readonly changes = {
    append: async (change: NewChange) => {
      const kept = { ...change, id: ++this.lastChange };
      this.changeLog.push(kept);
      if (this.changeLog.length > keptChanges) this.changeLog.splice(0, this.changeLog.length - keptChanges);
      if (!this.undo) return this.told();
      this.uncommitted = true;
      // A transaction taken back takes its changes back; the ids are not used again.
      this.undo.push(() => {
        const at = this.changeLog.indexOf(kept);
        if (at >= 0) this.changeLog.splice(at, 1);
      });
    },
    // A transaction's own changes are for the others once it has ended.
    since: async (after: number, limit: number) =>
      this.changeLog.filter((c) => c.id > after && c.id <= this.lastCommitted).slice(0, limit),
    range: async () => ({
      first: Math.min(this.changeLog[0]?.id ?? Infinity, this.lastCommitted + 1),
      last: this.lastCommitted,
    }),
    subscribe: (listener: () => void) => {
      this.listeners.add(listener);
      return () => void this.listeners.delete(listener);
    },
  };

  /** The changes so far are committed: listeners hear of them after the caller's turn. */
  private told() {
    this.uncommitted = false;
    this.lastCommitted = this.lastChange;
    queueMicrotask(() => {
      for (const listener of this.listeners) listener();
    });
  }

  /** Failed sign-ins: a throttle's memory, not part of the data (neither journaled nor undone). */
  private readonly failures = new Map<string, string[]>();
  readonly signInFailures = {
    // No await between the count and the record: one step, as JavaScript runs it.
    attempt: async (limits: readonly SignInLimit[], at: string, keepSince: string) => {
      for (const [key, times] of this.failures) {
        const kept = times.filter((t) => t > keepSince);
        if (kept.length) this.failures.set(key, kept);
        else this.failures.delete(key);
      }
      for (const limit of limits) {
        const times = (this.failures.get(limit.key) ?? []).filter((t) => t > limit.since);
        if (times.length >= limit.limit) return { limit, times };
      }
      for (const key of new Set(limits.map((l) => l.key)))
        this.failures.set(key, [...(this.failures.get(key) ?? []), at]);
      return null;
    },
    forget: async (keys: readonly string[], at: string) => {
      for (const key of keys) {
        const times = this.failures.get(key) ?? [];
        const i = times.indexOf(at);
        if (i >= 0) times.splice(i, 1);
      }
    },
    clear: async (key: string) => void this.failures.delete(key),
  };

  readonly blobs = {
    put: async (id: string, bytes: Uint8Array) => {
      const before = this.db.fileBlobs.get(id);
      this.db.fileBlobs.set(id, bytes.slice());
      this.undo?.push(() => (before ? this.db.fileBlobs.set(id, before) : this.db.fileBlobs.delete(id)));
    },
    get: async (id: string) => this.db.fileBlobs.get(id)?.slice(),
    delete: async (id: string) => {
      const before = this.db.fileBlobs.get(id);
      this.db.fileBlobs.delete(id);
      if (before) this.undo?.push(() => this.db.fileBlobs.set(id, before));
    },
  };

  readonly revokedTokens = {
    has: async (tokenId: string) => this.db.revokedTokens.has(tokenId),
    add: async (tokenId: string, expiresAt: string) => {
      // Tokens past their expiry are refused anyway: their entries go.
      const now = this.clock().toISOString();
      for (const [id, until] of this.db.revokedTokens) if (until < now) this.db.revokedTokens.delete(id);
      this.db.revokedTokens.set(tokenId, expiresAt);
      this.undo?.push(() => this.db.revokedTokens.delete(tokenId));
    },
  };

  now(): Date {
    return this.clock();
  }

  /** Marks the end of a write that changed data. */
  async commit(): Promise<void> {
    this.changed = true;
  }

  /** Starts again from the seed ("reset demo data"). */
  async reset(): Promise<void> {
    this.db = new Database(await this.options.reseed(), () => this.clock());
    this.failures.clear();
    this.changed = false;
    await this.options.onReset?.();
  }
}

/** How many changes the memory store keeps for clients that reconnect (a few minutes of a busy day). */
const keptChanges = 5_000;

/** Where each table lives in the database; the scan log is a list, oldest first. */
const namesOtherTable = (c: Condition): boolean =>
  'inRowsOf' in c || ('any' in c && c.any.some(namesOtherTable)) || ('all' in c && c.all.some(namesOtherTable));

export const memoryTables: { [K in TableName]: (db: Database) => Map<string, Tables[K]> | Tables[K][] } = {
  offices: (db) => db.offices,
  customers: (db) => db.customers,
  parcels: (db) => db.parcels,
  'parcel-events': (db) => db.events,
  routes: (db) => db.routes,
  drivers: (db) => db.drivers,
  trucks: (db) => db.trucks,
  trips: (db) => db.trips,
  complaints: (db) => db.complaints,
  users: (db) => db.users,
  audit: (db) => db.audit,
  sessions: (db) => db.sessions,
  files: (db) => db.files,
  'api-keys': (db) => db.apiKeys,
  webhooks: (db) => db.webhooks,
  'webhook-deliveries': (db) => db.webhookDeliveries,
};

/** Lookups by field that avoid a scan: parcels by tracking number, scans by parcel. */
const indexes: { [K in TableName]?: Record<string, (db: Database, value: string) => Tables[K][]> } = {
  parcels: {
    trackingNumber: (db, value) => {
      const id = db.parcelByTracking.get(value);
      const parcel = id ? db.parcels.get(id) : undefined;
      return parcel ? [parcel] : [];
    },
    id: (db, value) => {
      const parcel = db.parcels.get(value);
      return parcel ? [parcel] : [];
    },
  },
  'parcel-events': { parcelId: (db, value) => db.eventsByParcel.get(value) ?? [] },
};

interface Writer<T> {
  insert(db: Database, row: T): void;
  replace(db: Database, before: T, after: T): void;
  remove(db: Database, row: T): void;
}

const mapWriter = <K extends Exclude<TableName, 'parcel-events'>>(name: K): Writer<Tables[K]> => ({
  insert: (db, row) => (memoryTables[name](db) as Map<string, Tables[K]>).set(row.id, row),
  // Replace, never mutate: list caches key on the row object.
  replace: (db, _before, after) => (memoryTables[name](db) as Map<string, Tables[K]>).set(after.id, after),
  remove: (db, row) => (memoryTables[name](db) as Map<string, Tables[K]>).delete(row.id),
});

const writers: { [K in TableName]: Writer<Tables[K]> } = {
  offices: mapWriter('offices'),
  customers: mapWriter('customers'),
  parcels: {
    insert: (db, row) => {
      db.parcels.set(row.id, row);
      db.parcelByTracking.set(row.trackingNumber, row.id);
    },
    replace: (db, before, after) => {
      db.parcels.set(after.id, after);
      if (before.trackingNumber !== after.trackingNumber) db.parcelByTracking.delete(before.trackingNumber);
      db.parcelByTracking.set(after.trackingNumber, after.id);
    },
    remove: (db, row) => {
      db.parcels.delete(row.id);
      db.parcelByTracking.delete(row.trackingNumber);
    },
  },
  'parcel-events': {
    insert: (db, row) => db.addEvent(row),
    replace: () => {
      throw new Error('The scan log is append-only');
    },
    remove: (db, row) => db.removeEvent(row),
  },
  routes: mapWriter('routes'),
  drivers: mapWriter('drivers'),
  trucks: mapWriter('trucks'),
  trips: mapWriter('trips'),
  complaints: mapWriter('complaints'),
  users: mapWriter('users'),
  audit: mapWriter('audit'),
  sessions: mapWriter('sessions'),
  files: mapWriter('files'),
  'api-keys': mapWriter('api-keys'),
  webhooks: mapWriter('webhooks'),
  'webhook-deliveries': mapWriter('webhook-deliveries'),
};

/** The scans at or after `from` (ISO), from a log kept in time order. */
function eventsSince(events: readonly Tables['parcel-events'][], from: string) {
  let low = 0;
  let high = events.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (events[mid]!.at < from) low = mid + 1;
    else high = mid;
  }
  return events.slice(low);
}

/** Where each collection of documents lives in the database. */
const perUser = (map: (db: Database) => Map<string, unknown>) => ({
  get: (db: Database, key: string) => map(db).get(key),
  put: (db: Database, key: string, value: unknown) => {
    if (value === undefined) map(db).delete(key);
    else map(db).set(key, value);
  },
});
const documentsOf: Record<
  DocumentCollection,
  { get(db: Database, key: string): unknown; put(db: Database, key: string, value: unknown): void }
> = {
  samples: {
    get: (db, key) => (key === 'all' ? db.samples : db.own.samples.get(key)),
    put: (db, key, value) => {
      if (key === 'all') db.samples = value as Database['samples'];
      else perUser((d) => d.own.samples).put(db, key, value);
    },
  },
  messages: perUser((db) => db.messages),
  notifications: perUser((db) => db.notifications),
  shortcuts: perUser((db) => db.shortcuts),
  'password-resets': perUser((db) => db.own.resets),
  'setup-links': perUser((db) => db.own.setupLinks),
  company: perUser((db) => db.own.company),
  'access-requests': perUser((db) => db.own.accessRequests),
  chat: {
    get: (db, key) =>
      key === 'all'
        ? { chats: [...db.chats.values()], contacts: [...db.chatContacts.values()], profile: db.chatProfile }
        : db.own.chat.get(key),
    put: (db, key, value) => {
      if (key !== 'all') return perUser((d) => d.own.chat).put(db, key, value);
      if (!value) return;
      const chat = value as { chats: Chat[]; contacts: ChatContact[]; profile: ChatProfile };
      db.chats = new Map(chat.chats.map((c) => [c.id, c]));
      db.chatContacts = new Map(chat.contacts.map((c) => [c.id, c]));
      db.chatProfile = chat.profile;
    },
  },
};

/** A row's search text, kept per row object (an update replaces the row, so a stale text is never read). */
const findTexts = new WeakMap<object, string>();
function findTextOf(fields: Findable, row: object): string {
  let text = findTexts.get(row);
  if (text === undefined) {
    text = findText(fields, (path) => reader(path)(row));
    findTexts.set(row, text);
  }
  return text;
}
