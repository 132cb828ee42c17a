/**
 * How each resource of api/v1 is searched, filtered and sorted (declaratively, by field paths
 * that every store understands), and which rows a user sees (conditions added to every read).
 */
import {
  asSeenBy,
  maySortByMoney,
  moneyShown,
  moneySight,
  moneySorts,
  officeScopedRoles,
  type Parcel,
  type ParcelView,
  type Resource,
} from '@courier/domain';
import type { z } from 'zod';
import type { Condition, Tables, UserRecord } from '@courier/store';
import type { Api } from '../../http/api';
import * as d from '@courier/domain';
import { filterValuesOf, type ListSpec } from './listing';

export interface ReadSpec<K extends Resource = Resource> {
  resource: K;
  label: string;
  list: ListSpec;
  /** Rows outside the user's scope are neither listed nor found (a driver sees his own trips): conditions, or none for every row. */
  scope?: (api: Api, user: UserRecord) => Promise<Condition[]>;
  /** How each row reads for the user (a parcel's money hidden from roles that do not see it), in every answer. */
  view?: (api: Api, user: UserRecord) => Promise<(row: Tables[K]) => unknown>;
  /** Whether the user may order the list by this sort (not by an amount he does not see on every row): 403 if not. */
  maySort?: (user: UserRecord, sort: string) => boolean;
  /** Extra query parameters the list understands beside its filters. */
  params?: string[];
}

/** A list spec with what its filters take, read from the record's schema (listing.ts). */
const withValues = (record: z.ZodType, list: ListSpec): ListSpec => ({
  ...list,
  values: filterValuesOf(record, list.filters),
});

const byCreated = { field: 'createdAt', order: 'desc' } as const;
const stamps = { createdAt: 'createdAt', updatedAt: 'updatedAt' };

/** The ids of a driver's trips. */
const driverTrips = async (api: Api, user: UserRecord) =>
  (await api.store.table('trips').all([{ field: 'driverId', in: [user.driverId ?? ''] }])).map((t) => t.id);

/** The parcels a driver sees: those out with him and those on his trips. */
async function driverParcels(api: Api, user: UserRecord): Promise<Condition> {
  return {
    any: [
      { field: 'driverId', in: [user.driverId ?? ''] },
      { field: 'tripId', in: await driverTrips(api, user) },
    ],
  };
}

/** The parcels of an office: booked there, standing there, or bound there (none without an office). */
export const officeParcels = (officeId: string | null): Condition => ({
  any: (['originOfficeId', 'currentOfficeId', 'destinationOfficeId'] as const).map((field) => ({
    field,
    in: officeId ? [officeId] : [],
  })),
});

/** The parcels a user reads: a clerk his office's, a driver his trips' and rounds', the others every one. */
export async function parcelScope(api: Api, user: UserRecord): Promise<Condition[]> {
  if (officeScopedRoles.includes(user.role)) return [officeParcels(user.officeId)];
  if (user.role === 'driver') return [await driverParcels(api, user)];
  return [];
}

/** Whether the parcel is among those the user reads. */
export async function readsParcel(api: Api, user: UserRecord, parcel: Parcel): Promise<boolean> {
  const scope = await parcelScope(api, user);
  return !scope.length || !!(await api.store.table('parcels').get(parcel.id, scope));
}

/** How each parcel reads for the user: its money as the role table lets him see it (a driver's trips looked up once). */
export async function parcelViewer(api: Api, user: UserRecord): Promise<(parcel: Parcel) => ParcelView> {
  const trips = new Set(moneySight[user.role] === 'cod-own-trips' ? await driverTrips(api, user) : []);
  return (parcel) => asSeenBy(parcel, moneyShown(user, parcel, !!parcel.tripId && trips.has(parcel.tripId)));
}

export const officeSpec: ReadSpec<'offices'> = {
  resource: 'offices',
  label: 'Office',
  list: withValues(d.office, {
    search: ['code', 'name', 'address.city', 'address.district'],
    filters: { type: 'type', active: 'active', city: 'address.city' },
    date: 'createdAt',
    sortable: { code: 'code', name: 'name', type: 'type', city: 'address.city', active: 'active', ...stamps },
    text: ['name', 'city'],
    defaultSort: { field: 'code', order: 'asc' },
  }),
};

export const customerSpec: ReadSpec<'customers'> = {
  resource: 'customers',
  label: 'Customer',
  list: withValues(d.customer, {
    search: ['code', 'name', 'companyName', 'email', 'phone', 'taxNumber'],
    // `id` takes a comma list: the names behind the customer ids of a page of other records, in one call.
    filters: { id: 'id', type: 'type', homeOfficeId: 'homeOfficeId', active: 'active' },
    date: 'createdAt',
    sortable: {
      code: 'code',
      name: { coalesce: ['companyName', 'name'] },
      type: 'type',
      creditLimit: 'creditLimit',
      active: 'active',
      ...stamps,
    },
    text: ['name'],
    defaultSort: { field: 'code', order: 'asc' },
  }),
};

export const parcelSpec: ReadSpec<'parcels'> = {
  resource: 'parcels',
  label: 'Parcel',
  list: withValues(d.parcel, {
    search: ['trackingNumber', 'reference', 'sender.name', 'receiver.name'],
    filters: {
      status: 'status',
      service: 'service',
      paymentMode: 'paymentMode',
      codStatus: 'codStatus',
      originOfficeId: 'originOfficeId',
      destinationOfficeId: 'destinationOfficeId',
      currentOfficeId: 'currentOfficeId',
      customerId: 'customerId',
      tripId: 'tripId',
      driverId: 'driverId',
      isReturn: 'isReturn',
      fragile: 'fragile',
    },
    date: 'createdAt',
    sortable: {
      trackingNumber: 'trackingNumber',
      status: 'status',
      service: 'service',
      receiver: 'receiver.name',
      sender: 'sender.name',
      weightKg: 'weightKg',
      total: 'price.total',
      codAmount: 'codAmount',
      promisedDate: 'promisedDate',
      deliveredAt: 'deliveredAt',
      ...stamps,
    },
    text: ['receiver', 'sender'],
    defaultSort: byCreated,
  }),
  scope: parcelScope,
  view: parcelViewer,
  maySort: (user, sort) =>
    !Object.hasOwn(moneySorts, sort) || maySortByMoney(user.role, sort as keyof typeof moneySorts),
};

export const eventSpec: ReadSpec<'parcel-events'> = {
  resource: 'parcel-events',
  label: 'Event',
  list: withValues(d.parcelEvent, {
    search: ['trackingNumber', 'reason', 'note'],
    filters: {
      parcelId: 'parcelId',
      type: 'type',
      statusAfter: 'statusAfter',
      officeId: 'officeId',
      tripId: 'tripId',
      driverId: 'driverId',
      userId: 'userId',
    },
    date: 'at',
    sortable: { at: 'at', type: 'type', trackingNumber: 'trackingNumber' },
    defaultSort: { field: 'at', order: 'desc' },
  }),
  // The scans of the parcels the user sees.
  scope: async (api, user) => {
    const parcels = await parcelScope(api, user);
    return parcels.length ? [{ field: 'parcelId', inRowsOf: { table: 'parcels', where: parcels } }] : [];
  },
};

export const routeSpec: ReadSpec<'routes'> = {
  resource: 'routes',
  label: 'Route',
  list: withValues(d.route, {
    search: ['code', 'name'],
    filters: { type: 'type', active: 'active', officeId: 'stops.officeId', days: 'days' },
    date: 'createdAt',
    text: ['name'],
    sortable: {
      code: 'code',
      name: 'name',
      type: 'type',
      distanceKm: 'distanceKm',
      departureTime: 'departureTime',
      active: 'active',
      ...stamps,
    },
    defaultSort: { field: 'code', order: 'asc' },
  }),
};

export const driverSpec: ReadSpec<'drivers'> = {
  resource: 'drivers',
  label: 'Driver',
  list: withValues(d.driver, {
    search: ['employeeNo', 'name', 'phone', 'email', 'licenseNumber'],
    filters: { status: 'status', homeOfficeId: 'homeOfficeId', licenseClass: 'licenseClass' },
    date: 'createdAt',
    text: ['name'],
    sortable: { employeeNo: 'employeeNo', name: 'name', status: 'status', licenseExpiry: 'licenseExpiry', ...stamps },
    defaultSort: { field: 'employeeNo', order: 'asc' },
  }),
  scope: async (_api, user) => (user.role === 'driver' ? [{ field: 'id', in: [user.driverId ?? ''] }] : []),
};

export const truckSpec: ReadSpec<'trucks'> = {
  resource: 'trucks',
  label: 'Truck',
  list: withValues(d.truck, {
    // Plates are kept as "34 ABC 123" and found typed without spaces too.
    search: ['plate', { compact: 'plate' }, 'make', 'model'],
    filters: { status: 'status', homeOfficeId: 'homeOfficeId', make: 'make' },
    date: 'createdAt',
    text: ['make'],
    sortable: {
      plate: 'plate',
      make: 'make',
      year: 'year',
      capacityKg: 'capacityKg',
      status: 'status',
      nextServiceAt: 'nextServiceAt',
      insuranceExpiry: 'insuranceExpiry',
      odometerKm: 'odometerKm',
      ...stamps,
    },
    defaultSort: { field: 'plate', order: 'asc' },
  }),
};

export const tripSpec: ReadSpec<'trips'> = {
  resource: 'trips',
  label: 'Trip',
  list: withValues(d.trip, {
    search: ['code', 'seal'],
    filters: {
      status: 'status',
      routeId: 'routeId',
      truckId: 'truckId',
      driverId: 'driverId',
      officeId: 'stops.officeId',
    },
    date: 'scheduledAt',
    sortable: {
      code: 'code',
      scheduledAt: 'scheduledAt',
      status: 'status',
      loadKg: 'loadKg',
      parcelCount: 'parcelCount',
      departedAt: 'departedAt',
      ...stamps,
    },
    defaultSort: { field: 'scheduledAt', order: 'desc' },
  }),
  scope: async (_api, user) => (user.role === 'driver' ? [{ field: 'driverId', in: [user.driverId ?? ''] }] : []),
};

export const complaintSpec: ReadSpec<'complaints'> = {
  resource: 'complaints',
  label: 'Complaint',
  list: withValues(d.complaint, {
    search: ['code', 'subject', 'description'],
    filters: {
      status: 'status',
      category: 'category',
      priority: 'priority',
      assigneeId: { field: 'assigneeId', nullAs: 'none' },
      customerId: 'customerId',
      parcelId: 'parcelId',
    },
    date: 'createdAt',
    sortable: {
      code: 'code',
      priority: { rank: 'priority', order: ['low', 'medium', 'high', 'urgent'] },
      status: 'status',
      dueAt: 'dueAt',
      ...stamps,
    },
    defaultSort: byCreated,
  }),
  params: ['pastSla'],
};
