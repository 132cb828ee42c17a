/**
 * What the API needs of a store, and nothing more. Async, so a SQL store can answer the same
 * calls; the contract suite of @courier/api runs unchanged on every store.
 *
 * The records of api/v1 are tables: listed by declarative queries, got by id (each within the
 * conditions of the caller's scope), inserted, replaced and deleted inside transactions. Feeds,
 * shortcuts, the chat and the sample-data areas are documents.
 */
import type {
  ApiKeyRecord,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
  AuditEntry,
  Complaint,
  Customer,
  Driver,
  Office,
  Parcel,
  ParcelEvent,
  Route,
  Trip,
  Truck,
} from '@courier/domain';
import type { FileBlobs, FileRecord } from './files';
import type { SessionRecord, UserRecord } from './memory/database';
import type { FindQuery } from './find';
import type { AggregateQuery, Condition, Group, ListQuery, Page } from './query';

export interface Table<T extends { id: string }> {
  /** The row with this id, if it meets every condition (the caller's scope). */
  get(id: string, where?: readonly Condition[]): Promise<T | undefined>;
  list(query: ListQuery): Promise<Page<T>>;
  /**
   * The top bar's search: the newest `size` rows (by id) that meet the conditions and hold the
   * text (`findable` names the fields; ./find.ts), without counting the rest. Only the tables of
   * `findable` answer it.
   */
  find(query: FindQuery): Promise<T[]>;
  /** Every row that meets the conditions (a small set: a driver's trips, a page's names). */
  all(where: readonly Condition[]): Promise<T[]>;
  count(where: readonly Condition[]): Promise<number>;
  /** Counts and sums per group (dashboards and reports), computed where the data is. */
  aggregate(query: AggregateQuery): Promise<Group[]>;
  insert(row: T): Promise<T>;
  /** Inserts many rows at once (an import): as `insert` for each, in fewer round trips. */
  insertMany(rows: readonly T[]): Promise<void>;
  /** Replaces the row with the same id. */
  update(row: T): Promise<T>;
  /** False when there was no such row. */
  delete(id: string): Promise<boolean>;
}

/**
 * Each user's feeds and shortcuts (key: the user's id); the chat and the sample-data areas: the
 * company's (key `all`, also the model of a user's own) and each user's own (key: the user's id);
 * password-reset requests (key: the hash of the link's token).
 */
export type DocumentCollection =
  | 'samples'
  | 'messages'
  | 'notifications'
  | 'shortcuts'
  | 'chat'
  | 'password-resets'
  /** Setup links of a company with no administrator yet, by their token's SHA-256. */
  | 'setup-links'
  /** The company's profile (key `profile`). */
  | 'company'
  /** Access requests filed by sign-up, waiting for an administrator (key `pending`: the list). */
  | 'access-requests';

/** The answer kept for a scan the client may send again (its client scan id). */
export interface ScanReply {
  parcelId: string;
  eventId: string;
}

/**
 * A change of the data that staff elsewhere should hear of at once (live updates): what changed
 * (`topic`, `data`: ids and a status, never personal data; the client reads the record through
 * the API, in its own scope) and who may hear of it.
 */
export interface Change {
  /** Increasing in the order the changes were committed, across every server of the company. */
  id: number;
  at: string;
  topic: string;
  data: Record<string, unknown>;
  /**
   * Who hears of it: the holders of these roles, one user, the staff of one driver's account;
   * `officeIds`: the offices it belongs to, the only ones whose office-scoped staff (clerks) hear of it.
   */
  audience: { roles?: readonly string[]; userId?: string; driverId?: string; officeIds?: readonly string[] };
}
export type NewChange = Omit<Change, 'id'>;

/** The tables: the api/v1 resources by their names, and the staff accounts. */
export interface Tables {
  offices: Office;
  customers: Customer;
  parcels: Parcel;
  'parcel-events': ParcelEvent;
  routes: Route;
  drivers: Driver;
  trucks: Truck;
  trips: Trip;
  complaints: Complaint;
  /** Staff accounts (with their password hashes): never answered as they are. */
  users: UserRecord;
  /** The audit log: rows are added, never changed (the API has no call that would). */
  audit: AuditEntry;
  /** Open sessions, for My account (ending one is revokedTokens' work). */
  sessions: SessionRecord;
  /** The file manager's folders and files (their bytes are `blobs`). */
  files: FileRecord;
  /** Customers' API keys, by the SHA-256 of the key (never the key). */
  'api-keys': ApiKeyRecord;
  /** Customers' webhook endpoints, with the secret that signs their deliveries. */
  webhooks: WebhookEndpointRecord;
  /** Each parcel event for each endpoint that listens to it: written in the event's transaction, sent by the host. */
  'webhook-deliveries': WebhookDeliveryRecord;
}
export type TableName = keyof Tables;

/** At most `limit` attempts under `key` after `since` (ISO). */
export interface SignInLimit {
  key: string;
  limit: number;
  since: string;
}

export interface Store {
  /** The store's clock (the time a write is stamped with when the API has none of its own). */
  now(): Date;
  table<K extends TableName>(name: K): Table<Tables[K]>;
  /** Runs `fn` as one unit of work: its writes are all kept, or, when it throws, none. */
  transaction<R>(fn: () => Promise<R>): Promise<R>;
  /** A new id, `prefix_000123`, from the store's sequence for the prefix. */
  nextId(prefix: string): Promise<string>;
  /**
   * The next number of a named sequence (S10 serials, trip and customer codes); with `count`,
   * the last of the next `count` numbers (a block for an import: last − count + 1 … last).
   */
  next(sequence: string, count?: number): Promise<number>;
  /** Answers kept by client scan id (a retried scan is answered from here, not recorded twice). */
  readonly scanReplies: {
    get(key: string): Promise<ScanReply | undefined>;
    put(key: string, reply: ScanReply): Promise<void>;
  };
  /**
   * Small documents by collection and key, read as copies and written whole: each user's
   * messages, notifications and shortcuts, the quick chat, the sample-data areas of spec 001.
   */
  readonly documents: {
    get<T>(collection: DocumentCollection, key: string): Promise<T | undefined>;
    put<T>(collection: DocumentCollection, key: string, value: T): Promise<void>;
  };
  /**
   * Failed sign-ins by key (an account, an address), for the sign-in throttle: kept in the store
   * so that every server of a company counts the same failures.
   */
  readonly signInFailures: {
    /**
     * Counts an attempt under each key before its password is checked, as one atomic step on
     * every server sharing the data: when a key already holds `limit` attempts after its limit's
     * `since` (ISO), nothing is counted and that limit and the key's attempts after its `since`
     * (oldest first) are the answer; otherwise each key gets one attempt at `at`, and the answer
     * is null. A key may have several limits (a growing wait: 5 in 15 minutes, 10 in an hour).
     * An attempt stands as a failure until `forget` takes it back; attempts older than `keepSince` go.
     */
    attempt(
      limits: readonly SignInLimit[],
      at: string,
      keepSince: string,
    ): Promise<{ limit: SignInLimit; times: string[] } | null>;
    /** Takes back the attempt made at `at` under each key (its password was right). */
    forget(keys: readonly string[], at: string): Promise<void>;
    /** Forgets a key's failures (its password was given right). */
    clear(key: string): Promise<void>;
  };
  /**
   * The log of changes behind live updates. A change appended in a transaction is seen (by
   * `since` and by subscribers, on every server sharing the data) only once it has committed,
   * and in the order of the ids.
   */
  readonly changes: {
    append(change: NewChange): Promise<void>;
    /** The kept changes after the id `after`, oldest first, at most `limit`. */
    since(after: number, limit: number): Promise<Change[]>;
    /** The first and last ids kept (`first` is `last + 1` when none is): a cursor before `first - 1` has missed changes. */
    range(): Promise<{ first: number; last: number }>;
    /** Calls `listener` after changes have committed; returns the way to stop. */
    subscribe(listener: () => void): () => void;
  };
  /** The bytes of kept files (./files.ts): in a SQL store, written in the caller's transaction. */
  readonly blobs: FileBlobs;
  /** Ended sessions, by token id, kept until the token would have expired anyway. */
  readonly revokedTokens: {
    has(tokenId: string): Promise<boolean>;
    add(tokenId: string, expiresAt: string): Promise<void>;
  };
}

/**
 * A write the data refuses: a unique key taken (a tracking number, a client scan id sent twice at
 * once) or a record still referred to. The API answers it 409; nothing of the write is kept.
 */
export class StoreConflict extends Error {
  constructor(
    readonly kind: 'taken' | 'in_use',
    readonly constraint: string | undefined,
  ) {
    super(
      kind === 'taken'
        ? `A unique key is taken (${constraint ?? 'unknown'})`
        : `The record is still referred to (${constraint ?? 'unknown'})`,
    );
  }
}

/** What a host gives the API: a store, and what the host can do beside it. */
export interface HostedStore extends Store {
  /** Told when a write has changed the data (the demo's worker keeps it). */
  commit?(): Promise<void>;
  /** Starts again from the seed ("reset demo data"); absent where data may not be reset. */
  reset?(): Promise<void>;
}
