/** The in-memory database of the memory store: tables by id, indexes, counters and a clock. */
import type {
  ApiKeyRecord,
  WebhookDeliveryRecord,
  WebhookEndpointRecord,
  AuditEntry,
  Chat,
  ChatContact,
  ChatProfile,
  Complaint,
  Customer,
  Driver,
  FeedItem,
  Office,
  Parcel,
  ParcelEvent,
  Route,
  Shortcut,
  Trip,
  Truck,
  User,
} from '@courier/domain';
import type { SampleData } from '../seed/samples';
import type { FileRecord } from '../files';

export interface UserRecord extends User {
  /** The password as a salted scrypt hash (`scrypt$…`, see @courier/api's passwords), never as typed. */
  passwordHash: string;
  /** Sessions begun before this moment (ISO, whole seconds) have ended: the password was changed then. */
  sessionsFrom?: string;
  /** When the password was last set (a change, a link): links made before it are spent. */
  passwordSetAt?: string;
  /** False when an administrator has disabled the account: it signs in no more, its sessions have ended. */
  active?: boolean;
  /** A number to reach the person at work (E.164), set by an administrator or by the person. */
  phone?: string | null;
  /** The language the person chose for the app; none: the browser's. */
  language?: 'en' | 'tr' | null;
}

/** A session (a sign-in on a device): every token renewed from it carries its id. */
export interface SessionRecord {
  id: string;
  userId: string;
  device: string;
  address: string | null;
  signedInAt: string;
  lastSeenAt: string;
}

export interface Counters {
  [prefix: string]: number;
}

export interface Snapshot {
  version: number;
  seed: number;
  offices: Office[];
  customers: Customer[];
  parcels: Parcel[];
  events: ParcelEvent[];
  routes: Route[];
  drivers: Driver[];
  trucks: Truck[];
  trips: Trip[];
  complaints: Complaint[];
  users: UserRecord[];
  /** The audit log (absent in snapshots made before it). */
  audit?: AuditEntry[];
  /** Open sessions (absent in snapshots made before them). */
  sessions?: SessionRecord[];
  /** The file manager's entries, and the bytes of its files by blob id (absent in snapshots made before them). */
  files?: FileRecord[];
  fileBlobs?: Record<string, Uint8Array>;
  /** Customers' API keys (absent in snapshots made before them). */
  apiKeys?: ApiKeyRecord[];
  /** Customers' webhook endpoints and their deliveries (absent in snapshots made before them). */
  webhooks?: WebhookEndpointRecord[];
  webhookDeliveries?: WebhookDeliveryRecord[];
  messages: Record<string, FeedItem[]>;
  notifications: Record<string, FeedItem[]>;
  shortcuts: Record<string, Shortcut[]>;
  chats: Chat[];
  chatContacts: ChatContact[];
  chatProfile: ChatProfile;
  counters: Counters;
  /** Scans already answered, by the client's scan id (idempotent retries). */
  scanReplies: Record<string, { parcelId: string; eventId: string }>;
  /** Ended sessions: token id -> when the token would have expired (ISO). */
  revokedTokens: Record<string, string>;
  /** The sample-data areas (contacts, inventory, mailbox, …). */
  samples: SampleData;
  /** Each user's own copy of the personal sample-data areas and of the chat, by user id (made on first use). */
  own?: {
    samples: Record<string, unknown>;
    chat: Record<string, unknown>;
    resets?: Record<string, unknown>;
    setupLinks?: Record<string, unknown>;
    company?: Record<string, unknown>;
    accessRequests?: Record<string, unknown>;
  };
}

/** Bumped whenever the shape of the data changes, so an old browser snapshot is reseeded. */
export const snapshotVersion = 7;

const byId = <T extends { id: string }>(items: T[]) => new Map(items.map((item) => [item.id, item]));

export class Database {
  offices: Map<string, Office>;
  customers: Map<string, Customer>;
  parcels: Map<string, Parcel>;
  /** The scan log, oldest first, and each parcel's events. */
  events: ParcelEvent[];
  eventsByParcel: Map<string, ParcelEvent[]>;
  parcelByTracking: Map<string, string>;
  routes: Map<string, Route>;
  drivers: Map<string, Driver>;
  trucks: Map<string, Truck>;
  trips: Map<string, Trip>;
  complaints: Map<string, Complaint>;
  users: Map<string, UserRecord>;
  audit: Map<string, AuditEntry>;
  sessions: Map<string, SessionRecord>;
  files: Map<string, FileRecord>;
  fileBlobs: Map<string, Uint8Array>;
  apiKeys: Map<string, ApiKeyRecord>;
  webhooks: Map<string, WebhookEndpointRecord>;
  webhookDeliveries: Map<string, WebhookDeliveryRecord>;
  messages: Map<string, FeedItem[]>;
  notifications: Map<string, FeedItem[]>;
  shortcuts: Map<string, Shortcut[]>;
  chats: Map<string, Chat>;
  chatContacts: Map<string, ChatContact>;
  chatProfile: ChatProfile;
  counters: Counters;
  scanReplies: Map<string, { parcelId: string; eventId: string }>;
  revokedTokens: Map<string, string>;
  samples: SampleData;
  own: {
    samples: Map<string, unknown>;
    chat: Map<string, unknown>;
    resets: Map<string, unknown>;
    setupLinks: Map<string, unknown>;
    company: Map<string, unknown>;
    accessRequests: Map<string, unknown>;
  };
  readonly seed: number;
  /** Where the time comes from: the wall clock, or a fixed or moving time in tests. */
  clock: () => Date;

  constructor(snapshot: Snapshot, clock: () => Date = () => new Date()) {
    this.seed = snapshot.seed;
    this.clock = clock;
    this.offices = byId(snapshot.offices);
    this.customers = byId(snapshot.customers);
    this.parcels = byId(snapshot.parcels);
    this.events = [...snapshot.events];
    this.eventsByParcel = new Map();
    for (const event of this.events) this.indexEvent(event);
    this.parcelByTracking = new Map(snapshot.parcels.map((p) => [p.trackingNumber, p.id]));
    this.routes = byId(snapshot.routes);
    this.drivers = byId(snapshot.drivers);
    this.trucks = byId(snapshot.trucks);
    this.trips = byId(snapshot.trips);
    this.complaints = byId(snapshot.complaints);
    this.users = byId(snapshot.users);
    this.audit = byId(snapshot.audit ?? []);
    this.sessions = byId(snapshot.sessions ?? []);
    this.files = byId(snapshot.files ?? []);
    this.apiKeys = byId(snapshot.apiKeys ?? []);
    this.webhooks = byId(snapshot.webhooks ?? []);
    this.webhookDeliveries = byId(snapshot.webhookDeliveries ?? []);
    this.fileBlobs = new Map(Object.entries(snapshot.fileBlobs ?? {}));
    this.messages = new Map(Object.entries(snapshot.messages));
    this.notifications = new Map(Object.entries(snapshot.notifications));
    this.shortcuts = new Map(Object.entries(snapshot.shortcuts));
    this.chats = byId(snapshot.chats);
    this.chatContacts = byId(snapshot.chatContacts);
    this.chatProfile = snapshot.chatProfile;
    this.counters = { ...snapshot.counters };
    this.scanReplies = new Map(Object.entries(snapshot.scanReplies));
    this.revokedTokens = new Map(Object.entries(snapshot.revokedTokens ?? {}));
    this.samples = snapshot.samples;
    this.own = {
      samples: new Map(Object.entries(snapshot.own?.samples ?? {})),
      chat: new Map(Object.entries(snapshot.own?.chat ?? {})),
      resets: new Map(Object.entries(snapshot.own?.resets ?? {})),
      setupLinks: new Map(Object.entries(snapshot.own?.setupLinks ?? {})),
      company: new Map(Object.entries(snapshot.own?.company ?? {})),
      accessRequests: new Map(Object.entries(snapshot.own?.accessRequests ?? {})),
    };
  }

  now(): Date {
    return this.clock();
  }
  nowIso(): string {
    return this.now().toISOString();
  }

  /** The next number in a sequence (customer codes, trip codes, ids). */
  next(sequence: string, count = 1): number {
    this.counters[sequence] = (this.counters[sequence] ?? 0) + count;
    return this.counters[sequence];
  }
  newId(prefix: string): string {
    return `${prefix}_${String(this.next(`id:${prefix}`)).padStart(6, '0')}`;
  }

  addEvent(event: ParcelEvent) {
    this.events.push(event);
    this.indexEvent(event);
  }
  removeEvent(event: ParcelEvent) {
    this.events = this.events.filter((e) => e !== event);
    const list = this.eventsByParcel.get(event.parcelId)?.filter((e) => e !== event);
    if (list?.length) this.eventsByParcel.set(event.parcelId, list);
    else this.eventsByParcel.delete(event.parcelId);
  }
  private indexEvent(event: ParcelEvent) {
    const list = this.eventsByParcel.get(event.parcelId);
    if (list) list.push(event);
    else this.eventsByParcel.set(event.parcelId, [event]);
  }

  snapshot(): Snapshot {
    return {
      version: snapshotVersion,
      seed: this.seed,
      offices: [...this.offices.values()],
      customers: [...this.customers.values()],
      parcels: [...this.parcels.values()],
      events: this.events,
      routes: [...this.routes.values()],
      drivers: [...this.drivers.values()],
      trucks: [...this.trucks.values()],
      trips: [...this.trips.values()],
      complaints: [...this.complaints.values()],
      users: [...this.users.values()],
      audit: [...this.audit.values()],
      sessions: [...this.sessions.values()],
      files: [...this.files.values()],
      apiKeys: [...this.apiKeys.values()],
      webhooks: [...this.webhooks.values()],
      webhookDeliveries: [...this.webhookDeliveries.values()],
      fileBlobs: Object.fromEntries(this.fileBlobs),
      messages: Object.fromEntries(this.messages),
      notifications: Object.fromEntries(this.notifications),
      shortcuts: Object.fromEntries(this.shortcuts),
      chats: [...this.chats.values()],
      chatContacts: [...this.chatContacts.values()],
      chatProfile: this.chatProfile,
      counters: this.counters,
      scanReplies: Object.fromEntries(this.scanReplies),
      revokedTokens: Object.fromEntries(this.revokedTokens),
      samples: this.samples,
      own: {
        samples: Object.fromEntries(this.own.samples),
        chat: Object.fromEntries(this.own.chat),
        resets: Object.fromEntries(this.own.resets),
        setupLinks: Object.fromEntries(this.own.setupLinks),
        company: Object.fromEntries(this.own.company),
        accessRequests: Object.fromEntries(this.own.accessRequests),
      },
    };
  }
}
