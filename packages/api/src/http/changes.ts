/**
 * Live updates, the writing side: every write of a record that staff watch (a parcel, a trip, a
 * truck, a user's notifications) appends a change to the store's change log, in the write's own
 * transaction, so a change is told if and only if the write is kept. A change names the record
 * and its new status, never its personal data: a client that hears of it reads the record again
 * through the API, in its own scope. Whoever writes (a route, a script), the change is told.
 */
import { featureRoles, officeScopedRoles, type Parcel, type Trip, type Truck } from '@courier/domain';
import type { Change, HostedStore, NewChange, Table, TableName, Tables, UserRecord } from '@courier/store';

type Told = Omit<NewChange, 'at'>;

/** The offices a parcel belongs to: booked there, standing there, bound there. */
const officesOf = (p: Parcel) =>
  [p.originOfficeId, p.currentOfficeId, p.destinationOfficeId].filter((id): id is string => !!id);

/** Who hears of a change of each watched table (`before`: the row as it was, for an update), and what they hear. */
const watched: { [K in TableName]?: (row: Tables[K], before?: Tables[K]) => Told } = {
  // The dashboard's figures move with every parcel: its readers hear of parcels, a clerk of his
  // office's (one that has just left his office too, so that his lists let it go).
  parcels: (p: Parcel, before?: Parcel) => ({
    topic: 'parcel',
    data: { id: p.id, trackingNumber: p.trackingNumber, status: p.status },
    audience: {
      roles: featureRoles.dashboard,
      officeIds: [...new Set([...officesOf(p), ...(before ? officesOf(before) : [])])],
    },
  }),
  // Drivers hear of their own trips only.
  trips: (t: Trip) => ({
    topic: 'trip',
    data: { id: t.id, status: t.status },
    audience: { roles: featureRoles.trips.filter((r) => r !== 'driver'), driverId: t.driverId },
  }),
  trucks: (t: Truck) => ({
    topic: 'truck',
    data: { id: t.id, status: t.status },
    audience: { roles: featureRoles.trucks },
  }),
};

/**
 * A session of a user ended (signed out, the password changed, the account disabled): told to
 * every server like any change, so each ends that user's streams whose session no longer stands
 * at once. No client hears it.
 */
export const sessionTopic = 'session-ended';

/** Tells every server that a session of `userId` ended, in the write's transaction. */
export const sessionEnded = (store: HostedStore, userId: string, at: Date) =>
  store.changes.append({ topic: sessionTopic, data: {}, audience: { userId }, at: at.toISOString() });

/**
 * Tells each of these users (the participants of a conversation, the sender and recipients of a
 * mail) of a change of theirs, in the write's transaction: a change each, heard by that user only.
 */
export async function tellUsers(
  store: HostedStore,
  at: Date,
  topic: string,
  data: Record<string, unknown>,
  userIds: readonly string[],
) {
  for (const userId of new Set(userIds))
    await store.changes.append({ topic, data, audience: { userId }, at: at.toISOString() });
}

/**
 * Whether a user hears of a change: its one user, its driver, or its roles (everyone signed in
 * when it names none); an office-scoped role (a clerk) only at the change's offices, when it names them.
 */
export function hears(user: UserRecord, change: Pick<Change, 'audience'>): boolean {
  const { userId, driverId, roles, officeIds } = change.audience;
  if (userId) return user.id === userId;
  if (driverId && user.role === 'driver' && user.driverId === driverId) return true;
  if (officeIds && officeScopedRoles.includes(user.role) && !(user.officeId && officeIds.includes(user.officeId)))
    return false;
  return roles ? roles.includes(user.role) : !driverId;
}

/** Tables whose change is told with the row as it was too (a parcel leaving an office). */
const toldWithBefore: ReadonlySet<TableName> = new Set(['parcels']);

/** The store as the API writes to it: the same store, telling the changes of watched records. */
export function withChanges(store: HostedStore, now: () => Date): HostedStore {
  const tell = (told: Told) => store.changes.append({ ...told, at: now().toISOString() });
  const table = <K extends TableName>(name: K): Table<Tables[K]> => {
    const rows = store.table(name);
    const changeOf = watched[name] as ((row: Tables[K], before?: Tables[K]) => Told) | undefined;
    if (!changeOf) return rows;
    return {
      ...rows,
      insert: async (row) => {
        const kept = await rows.insert(row);
        await tell(changeOf(kept));
        return kept;
      },
      insertMany: async (many) => {
        await rows.insertMany(many);
        // One change for the lot (an import of thousands): its readers, at every office it touches, read their lists again.
        if (many.length) {
          const told = changeOf(many[0]!);
          const officeIds = told.audience.officeIds && [
            ...new Set(many.flatMap((row) => changeOf(row).audience.officeIds ?? [])),
          ];
          await tell({ ...told, data: { count: many.length }, audience: { ...told.audience, officeIds } });
        }
      },
      update: async (row) => {
        const before = toldWithBefore.has(name) ? await rows.get(row.id) : undefined;
        const kept = await rows.update(row);
        await tell(changeOf(kept, before));
        return kept;
      },
      delete: async (id) => {
        const before = await rows.get(id);
        const gone = await rows.delete(id);
        if (gone && before) {
          const told = changeOf(before);
          await tell({ ...told, data: { ...told.data, deleted: true } });
        }
        return gone;
      },
    };
  };
  return {
    now: () => store.now(),
    table,
    transaction: (fn) => store.transaction(fn),
    nextId: (prefix) => store.nextId(prefix),
    next: (sequence, count) => store.next(sequence, count),
    scanReplies: store.scanReplies,
    blobs: store.blobs,
    documents: {
      get: (collection, key) => store.documents.get(collection, key),
      put: async (collection, key, value) => {
        await store.documents.put(collection, key, value);
        // Another tab of the same user updates its bell.
        if (collection === 'notifications') await tell({ topic: 'notifications', data: {}, audience: { userId: key } });
      },
    },
    signInFailures: store.signInFailures,
    revokedTokens: store.revokedTokens,
    changes: store.changes,
    // Looked up at each call: a host (or a test) may set the store's `commit` after this wrapper is made.
    commit: async () => store.commit?.(),
    reset: store.reset
      ? async () => {
          await store.reset!();
          // Everything changed: every client reads again.
          await tell({ topic: 'reset', data: {}, audience: {} });
        }
      : undefined,
  };
}
