/** The sample database, made deterministically from a seed (DOMAIN.md section 4). */
import type { Parcel, ParcelEvent } from '@courier/domain';
import { snapshotVersion, type Snapshot } from '../memory/database';
import { makeComplaints } from './complaints';
import { makeOffices, makeRoutes, makeTrips, makeTrucks, markOnTrip } from './fleet';
import { ParcelSimulator } from './parcels';
import { shortestPaths } from './paths';
import { makeCustomers, makeDrivers, makeUsers } from './people';
import { Random } from './random';
import { makeChat, makeMessages, makeNotifications, makeShortcuts } from './shell';
import { makeSampleData } from './samples';
import { day, localDayStart } from './time';

export { demoAccounts, demoPassword, demoPasswordHash } from './people';

export interface SeedOptions {
  seed?: number;
  /** The time the data is made around: histories run 90 days back from it. */
  now?: Date;
  parcels?: number;
}

export const defaultSeed = 20261121;
export const sampleSizes = { default: 5000, large: 100_000 } as const;

export function createSnapshot({
  seed = defaultSeed,
  now = new Date(),
  parcels: parcelCount = sampleSizes.default,
}: SeedOptions = {}): Snapshot {
  const t = now.getTime();
  const r = new Random(seed);
  const offices = makeOffices(t);
  const routes = makeRoutes(offices, t);
  const trucks = makeTrucks(r, offices, t);
  const drivers = makeDrivers(r, offices, t);
  const users = makeUsers(r, offices, drivers);
  const customers = makeCustomers(r, offices, t);
  const plans = makeTrips(r, routes, trucks, drivers, t);
  markOnTrip(plans, trucks, drivers);

  const openDrivers = new Set(plans.filter((p) => p.trip.status !== 'completed').map((p) => p.trip.driverId));
  const lastMileDrivers = new Map<string, typeof drivers>();
  for (const d of drivers) {
    if (openDrivers.has(d.id) || d.status !== 'available') continue;
    lastMileDrivers.set(d.homeOfficeId, [...(lastMileDrivers.get(d.homeOfficeId) ?? []), d]);
  }
  const clerkOf = new Map(users.filter((u) => u.role === 'clerk').map((u) => [u.officeId!, u.id]));
  const userOfDriver = new Map(users.filter((u) => u.driverId).map((u) => [u.driverId!, u.id]));
  const sim = new ParcelSimulator(
    {
      r,
      now: t,
      historyStart: localDayStart(t) - 13 * day,
      offices,
      customers,
      paths: shortestPaths(routes),
      plans,
      lastMileDrivers,
      clerkOf,
      userOfDriver,
      managerId: users.find((u) => u.role === 'manager')!.id,
      demoDriver: drivers[0]!,
    },
    new Map(trucks.map((truck) => [truck.id, truck.capacityKg])),
  );

  // Bookings spread over 90 days, a little busier on weekdays and in recent weeks.
  const times = Array.from({ length: parcelCount }, () => {
    for (;;) {
      const when = t - Math.pow(r.next(), 1.15) * 90 * day;
      const weekday = new Date(when + 3 * 3_600_000).getUTCDay();
      if (weekday !== 0 || r.bool(0.25)) return Math.round(when);
    }
  }).sort((a, b) => a - b);
  const parcels: Parcel[] = [];
  const events: ParcelEvent[] = [];
  times.forEach((createdAt, i) => {
    const result = sim.simulate(i, createdAt);
    parcels.push(result.parcel);
    for (const event of result.events) events.push(event);
  });
  events.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id < b.id ? -1 : 1));

  // Trips carry what was loaded on them; a future trip with parcels on board is loading.
  const onBoard = new Map<string, Parcel[]>();
  for (const p of parcels)
    if (p.tripId && (p.status === 'loaded' || p.status === 'in_transit'))
      onBoard.set(p.tripId, [...(onBoard.get(p.tripId) ?? []), p]);
  const loadedOn = new Map<string, Set<string>>();
  for (const e of events)
    if (e.type === 'loaded' && e.tripId) loadedOn.set(e.tripId, (loadedOn.get(e.tripId) ?? new Set()).add(e.parcelId));
  const parcelById = new Map(parcels.map((p) => [p.id, p]));
  const trips = plans.map(({ trip }) => {
    const carried =
      trip.status === 'completed'
        ? [...(loadedOn.get(trip.id) ?? [])].map((id) => parcelById.get(id)!)
        : (onBoard.get(trip.id) ?? []);
    const status = trip.status === 'planned' && carried.length ? 'loading' : trip.status;
    return {
      ...trip,
      status,
      parcelCount: carried.length,
      loadKg: Math.round(carried.reduce((sum, p) => sum + p.weightKg, 0) * 100) / 100,
    };
  });

  const supportUsers = users.filter((u) => u.role === 'support').map((u) => u.id);
  const complaints = makeComplaints(r, parcels, supportUsers, t);
  const chat = makeChat(r, users, t);
  const samples = makeSampleData(
    seed,
    t,
    users.slice(0, 12).map((u) => ({ id: u.id, name: u.name })),
  );

  return {
    version: snapshotVersion,
    seed,
    offices,
    customers,
    parcels,
    events,
    routes,
    drivers,
    trucks,
    trips,
    complaints,
    users,
    messages: Object.fromEntries(users.map((u) => [u.id, makeMessages(r, users, t, u.id)])),
    notifications: Object.fromEntries(users.map((u) => [u.id, makeNotifications(r, t, u.id)])),
    shortcuts: Object.fromEntries(users.map((u) => [u.id, makeShortcuts(u.id, u.role)])),
    // The chat is between the seeded staff (own.chat): no model conversations of the company's.
    chats: [],
    chatContacts: [],
    chatProfile: { id: 'none', name: '', email: '', avatar: null, about: '' },
    counters: {
      parcelSerial: 10_000_000 + parcelCount,
      customer: customers.length,
      trip: trips.length,
      complaint: complaints.length,
      // New ids continue after the seeded rows.
      'id:par': parcels.length,
      'id:evt': events.length,
      'id:off': offices.length,
      'id:rte': routes.length,
      'id:drv': drivers.length,
      'id:trk': trucks.length,
      'id:trp': trips.length,
      'id:cmp': complaints.length,
    },
    scanReplies: {},
    revokedTokens: {},
    samples,
    // The sample's folders and files are the company's: everyone reads them, managers change them.
    files: samples.files.map((item) => ({
      ...item,
      ownerId: null,
      sharedWith: [],
      bytes: null,
      mimeType: null,
      blobId: null,
    })),
    fileBlobs: {},
    own: { samples: {}, chat: chat },
  };
}
