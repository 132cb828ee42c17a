/**
 * The courier's tables on PostgreSQL (15 and later; PGlite is a newer one).
 *
 * Each record is kept whole as `doc` (jsonb: the domain's shape, read back as it was written),
 * and the fields that lists filter and sort by, that keys and checks constrain, are promoted to
 * columns generated from it: they carry the unique keys (tracking numbers, codes, plates,
 * e-mails), the foreign keys, the checks on statuses and the indexes. `keys` holds the Turkish
 * sort keys of the names a list orders by (./collation.ts), made when the row is written.
 *
 * Generated columns cannot drift from the record; the declarative list queries of
 * @courier/store read a promoted column when there is one and the document otherwise.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  foreignKey,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  codStatuses,
  complaintStatuses,
  driverStatuses,
  eventTypes,
  officeTypes,
  parcelStatuses,
  services,
  tripStatuses,
  truckStatuses,
} from '@courier/domain';
import { findable, type Findable } from '@courier/store';
import { findExpression } from './find';

/** Text compared byte by byte: codes, ids, ISO times and sort keys order the same on every server. */
const bytes = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

/** The document's value at a path, as text. */
const at = (path: string): SQL => sql.raw(`(doc #>> '{${path.split('.').join(',')}}')`);
const field = (column: string, path: string) => bytes(column).generatedAlwaysAs(at(path));
const amount = (column: string, path: string) => numeric(column).generatedAlwaysAs(sql`${at(path)}::numeric`);
/** The Türkiye day of a time field (`tr_day`, migration 0003): what reports group by, without a function per row. */
const day = (column: string, path: string) => bytes(column).generatedAlwaysAs(sql`tr_day(${at(path)})`);
/** The top bar's search of a table: a trigram index on exactly the text it reads (./find.ts). */
const findIndex = (table: string, fields: Findable) =>
  index(`${table}_find`).using('gin', sql.raw(`${findExpression(fields)} gin_trgm_ops`));
const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`);

const record = {
  id: bytes('id').primaryKey(),
  doc: jsonb('doc').notNull(),
  keys: jsonb('keys').notNull().default({}),
};

export const offices = pgTable(
  'offices',
  {
    ...record,
    code: field('code', 'code').notNull(),
    type: field('type', 'type').notNull(),
    createdAt: field('created_at', 'createdAt'),
  },
  (t) => [
    uniqueIndex('offices_code').on(t.code),
    oneOf('offices_type', t.type, officeTypes),
    findIndex('offices', findable.offices),
  ],
);

export const customers = pgTable(
  'customers',
  {
    ...record,
    code: field('code', 'code').notNull(),
    homeOfficeId: field('home_office_id', 'homeOfficeId'),
    createdAt: field('created_at', 'createdAt'),
  },
  (t) => [
    uniqueIndex('customers_code').on(t.code),
    foreignKey({ name: 'customers_home_office', columns: [t.homeOfficeId], foreignColumns: [offices.id] }),
    findIndex('customers', findable.customers),
  ],
);

export const parcels = pgTable(
  'parcels',
  {
    ...record,
    trackingNumber: field('tracking_number', 'trackingNumber').notNull(),
    status: field('status', 'status').notNull(),
    service: field('service', 'service').notNull(),
    codStatus: field('cod_status', 'codStatus'),
    customerId: field('customer_id', 'customerId').notNull(),
    originOfficeId: field('origin_office_id', 'originOfficeId').notNull(),
    destinationOfficeId: field('destination_office_id', 'destinationOfficeId').notNull(),
    currentOfficeId: field('current_office_id', 'currentOfficeId'),
    tripId: field('trip_id', 'tripId'),
    driverId: field('driver_id', 'driverId'),
    createdAt: field('created_at', 'createdAt').notNull(),
    updatedAt: field('updated_at', 'updatedAt'),
    deliveredAt: field('delivered_at', 'deliveredAt'),
    promisedDate: field('promised_date', 'promisedDate'),
    weightKg: amount('weight_kg', 'weightKg'),
    total: amount('total', 'price.total'),
    vat: amount('vat', 'price.vat'),
    paymentMode: field('payment_mode', 'paymentMode'),
    codAmount: amount('cod_amount', 'codAmount'),
    createdDay: day('created_day', 'createdAt'),
    deliveredDay: day('delivered_day', 'deliveredAt'),
  },
  (t) => [
    uniqueIndex('parcels_tracking_number').on(t.trackingNumber),
    oneOf('parcels_status', t.status, parcelStatuses),
    oneOf('parcels_service', t.service, services),
    check(
      'parcels_cod_status',
      sql`${t.codStatus} is null or ${t.codStatus} in (${sql.raw(codStatuses.map((v) => `'${v}'`).join(', '))})`,
    ),
    foreignKey({ name: 'parcels_customer', columns: [t.customerId], foreignColumns: [customers.id] }),
    foreignKey({ name: 'parcels_origin', columns: [t.originOfficeId], foreignColumns: [offices.id] }),
    foreignKey({ name: 'parcels_destination', columns: [t.destinationOfficeId], foreignColumns: [offices.id] }),
    // The lists: newest first overall, and within each filter a user narrows by.
    index('parcels_created').on(t.createdAt, t.id),
    index('parcels_status_created').on(t.status, t.createdAt),
    index('parcels_current_office').on(t.currentOfficeId, t.status),
    index('parcels_origin_created').on(t.originOfficeId, t.createdAt),
    index('parcels_destination_created').on(t.destinationOfficeId, t.createdAt),
    index('parcels_customer').on(t.customerId),
    index('parcels_trip').on(t.tripId),
    index('parcels_driver').on(t.driverId),
    index('parcels_delivered').on(t.deliveredAt),
    index('parcels_updated').on(t.updatedAt),
    index('parcels_promised').on(t.promisedDate),
    index('parcels_cod').on(t.paymentMode, t.codStatus, t.destinationOfficeId),
    // Revenue (the dashboard's month, the revenue report) is summed from this index alone.
    index('parcels_revenue').on(t.createdAt, t.originOfficeId, t.total, t.vat, t.createdDay, t.service),
    index('parcels_receiver_key').on(sql`((keys ->> 'receiver.name') collate "C")`),
    index('parcels_sender_key').on(sql`((keys ->> 'sender.name') collate "C")`),
    // Search: the trigram index of exactly the text the parcel list searches (./sql.ts).
    index('parcels_search').using(
      'gin',
      sql`tr_fold(coalesce(doc #>> '{trackingNumber}', '') || ' ' || coalesce(doc #>> '{reference}', '') || ' ' || coalesce(doc #>> '{sender,name}', '') || ' ' || coalesce(doc #>> '{receiver,name}', '')) gin_trgm_ops`,
    ),
    findIndex('parcels', findable.parcels),
  ],
);

export const parcelEvents = pgTable(
  'parcel_events',
  {
    ...record,
    parcelId: field('parcel_id', 'parcelId').notNull(),
    type: field('type', 'type').notNull(),
    statusAfter: field('status_after', 'statusAfter'),
    officeId: field('office_id', 'officeId'),
    tripId: field('trip_id', 'tripId'),
    at: field('at', 'at').notNull(),
    day: day('day', 'at'),
    /** The order scans were recorded in: ties of `at` keep it. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    foreignKey({ name: 'parcel_events_parcel', columns: [t.parcelId], foreignColumns: [parcels.id] }),
    oneOf('parcel_events_type', t.type, eventTypes),
    index('parcel_events_parcel_at').on(t.parcelId, t.at),
    index('parcel_events_at').on(t.at),
    // The dashboard's and reports' counts per day and type read this index alone.
    index('parcel_events_at_type_day').on(t.at, t.type, t.day, t.officeId),
    index('parcel_events_office_at').on(t.officeId, t.at),
    index('parcel_events_trip').on(t.tripId),
  ],
);

export const routes = pgTable('routes', { ...record, code: field('code', 'code').notNull() }, (t) => [
  uniqueIndex('routes_code').on(t.code),
]);

export const drivers = pgTable(
  'drivers',
  {
    ...record,
    employeeNo: field('employee_no', 'employeeNo').notNull(),
    status: field('status', 'status').notNull(),
    homeOfficeId: field('home_office_id', 'homeOfficeId'),
  },
  (t) => [
    uniqueIndex('drivers_employee_no').on(t.employeeNo),
    oneOf('drivers_status', t.status, driverStatuses),
    foreignKey({ name: 'drivers_home_office', columns: [t.homeOfficeId], foreignColumns: [offices.id] }),
    findIndex('drivers', findable.drivers),
  ],
);

export const trucks = pgTable(
  'trucks',
  {
    ...record,
    plate: field('plate', 'plate').notNull(),
    status: field('status', 'status').notNull(),
    homeOfficeId: field('home_office_id', 'homeOfficeId'),
  },
  (t) => [
    uniqueIndex('trucks_plate').on(t.plate),
    oneOf('trucks_status', t.status, truckStatuses),
    foreignKey({ name: 'trucks_home_office', columns: [t.homeOfficeId], foreignColumns: [offices.id] }),
    findIndex('trucks', findable.trucks),
  ],
);

export const trips = pgTable(
  'trips',
  {
    ...record,
    code: field('code', 'code').notNull(),
    status: field('status', 'status').notNull(),
    routeId: field('route_id', 'routeId').notNull(),
    driverId: field('driver_id', 'driverId').notNull(),
    truckId: field('truck_id', 'truckId').notNull(),
    scheduledAt: field('scheduled_at', 'scheduledAt'),
  },
  (t) => [
    uniqueIndex('trips_code').on(t.code),
    oneOf('trips_status', t.status, tripStatuses),
    foreignKey({ name: 'trips_route', columns: [t.routeId], foreignColumns: [routes.id] }),
    foreignKey({ name: 'trips_driver', columns: [t.driverId], foreignColumns: [drivers.id] }),
    foreignKey({ name: 'trips_truck', columns: [t.truckId], foreignColumns: [trucks.id] }),
    index('trips_status').on(t.status),
    index('trips_driver').on(t.driverId),
    index('trips_scheduled').on(t.scheduledAt),
    findIndex('trips', findable.trips),
  ],
);

export const complaints = pgTable(
  'complaints',
  {
    ...record,
    code: field('code', 'code').notNull(),
    status: field('status', 'status').notNull(),
    createdAt: field('created_at', 'createdAt'),
    customerId: field('customer_id', 'customerId').notNull(),
  },
  (t) => [
    uniqueIndex('complaints_code').on(t.code),
    oneOf('complaints_status', t.status, complaintStatuses),
    index('complaints_created').on(t.createdAt),
    findIndex('complaints', findable.complaints),
    foreignKey({ name: 'complaints_customer', columns: [t.customerId], foreignColumns: [customers.id] }),
  ],
);

export const users = pgTable('users', { ...record, email: field('email', 'email').notNull() }, (t) => [
  uniqueIndex('users_email').on(sql`lower(${t.email})`),
]);

/** The audit log: added to, never changed; listed newest first and filtered by actor, action and record. */
export const audit = pgTable(
  'audit',
  {
    ...record,
    at: field('at', 'at').notNull(),
    actorId: field('actor_id', 'actorId'),
    action: field('action', 'action').notNull(),
    recordId: field('record_id', 'recordId').notNull(),
  },
  (t) => [
    index('audit_at').on(t.at, t.id),
    index('audit_actor_at').on(t.actorId, t.at),
    index('audit_action_at').on(t.action, t.at),
    index('audit_record_at').on(t.recordId, t.at),
  ],
);

/** Open sessions: each sign-in on a device, listed by its user, last seen first. */
export const sessions = pgTable(
  'sessions',
  {
    ...record,
    userId: field('user_id', 'userId').notNull(),
    lastSeenAt: field('last_seen_at', 'lastSeenAt').notNull(),
  },
  (t) => [index('sessions_user').on(t.userId, t.lastSeenAt), index('sessions_last_seen').on(t.lastSeenAt)],
);

/** Customers' API keys: a call finds its key by the key's SHA-256; the administrator lists a customer's. */
export const apiKeys = pgTable(
  'api_keys',
  {
    ...record,
    hash: field('hash', 'hash').notNull(),
    customerId: field('customer_id', 'customerId').notNull(),
  },
  (t) => [uniqueIndex('api_keys_hash').on(t.hash), index('api_keys_customer').on(t.customerId, t.id)],
);

/** Customers' webhook endpoints: listed by customer; the enabled ones read at each parcel event. */
export const webhooks = pgTable(
  'webhooks',
  {
    ...record,
    customerId: field('customer_id', 'customerId').notNull(),
    enabled: field('enabled', 'enabled').notNull(),
  },
  (t) => [index('webhooks_customer').on(t.customerId, t.id), index('webhooks_enabled').on(t.enabled)],
);

/**
 * Webhook deliveries: the due ones found by status and time, an endpoint's listed newest first,
 * a parcel's pending ones in order, the old ones pruned by time.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    ...record,
    endpointId: field('endpoint_id', 'endpointId').notNull(),
    parcelId: field('parcel_id', 'parcelId').notNull(),
    status: field('status', 'status').notNull(),
    nextAttemptAt: field('next_attempt_at', 'nextAttemptAt'),
    createdAt: field('created_at', 'createdAt').notNull(),
  },
  (t) => [
    index('webhook_deliveries_due').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_endpoint').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_parcel').on(t.endpointId, t.parcelId, t.status),
    index('webhook_deliveries_created').on(t.createdAt),
  ],
);

/** The file manager's folders and files: listed by folder, by owner, and by whom they are shared with. */
export const files = pgTable(
  'files',
  {
    ...record,
    ownerId: field('owner_id', 'ownerId'),
    folderId: field('folder_id', 'folderId'),
  },
  (t) => [
    index('files_owner').on(t.ownerId, t.folderId),
    index('files_folder').on(t.folderId),
    index('files_shared_with').using('gin', sql`(doc -> 'sharedWith')`),
  ],
);

/** The bytes of kept files (a `bytea` each), by blob id; written in the transaction that keeps the entry. */
export const fileBlobs = pgTable('file_blobs', {
  id: bytes('id').primaryKey(),
  content: customType<{ data: Buffer }>({ dataType: () => 'bytea' })('content').notNull(),
});

/** Small documents by collection and key: feeds, shortcuts, the chat, the sample-data areas. */
export const documents = pgTable(
  'documents',
  { collection: bytes('collection').notNull(), key: bytes('key').notNull(), value: jsonb('value').notNull() },
  (t) => [primaryKey({ columns: [t.collection, t.key] })],
);

/** Counters for ids and serials: one row each, taken under its row lock in the writing transaction. */
export const counters = pgTable('counters', {
  name: bytes('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull(),
});

/** The answer of each scan by the client's scan id: a retried scan is answered from here, and the key is unique. */
export const scanReplies = pgTable('scan_replies', {
  clientScanId: bytes('client_scan_id').primaryKey(),
  parcelId: bytes('parcel_id').notNull(),
  eventId: bytes('event_id').notNull(),
});

/** Ended sessions by token id, until the token would have expired anyway. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  { tokenId: bytes('token_id').primaryKey(), expiresAt: bytes('expires_at').notNull() },
  (t) => [index('revoked_tokens_expiry').on(t.expiresAt)],
);

/** Failed sign-ins by key (an account, an address), for the throttle every server shares. */
export const signInFailures = pgTable(
  'sign_in_failures',
  { key: bytes('key').notNull(), at: bytes('at').notNull() },
  (t) => [index('sign_in_failures_key_at').on(t.key, t.at), index('sign_in_failures_at').on(t.at)],
);

/**
 * The change log behind live updates (ids in commit order: a writer takes the log's lock before
 * it draws an id and holds it to its commit). Kept for a day, for clients that reconnect.
 */
export const changes = pgTable(
  'changes',
  { id: bigserial('id', { mode: 'number' }).primaryKey(), at: bytes('at').notNull(), doc: jsonb('doc').notNull() },
  (t) => [index('changes_at').on(t.at)],
);

/** Where the sample came from (its seed and moment), once per database. */
export const meta = pgTable('meta', { key: text('key').primaryKey(), value: jsonb('value').notNull() });
