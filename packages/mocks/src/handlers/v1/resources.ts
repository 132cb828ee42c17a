/** How each resource of api/v1 is searched, filtered and sorted, and which rows a user sees. */
import type { Complaint, Customer, Driver, Office, Parcel, ParcelEvent, Resource, Route, Trip, Truck } from '@courier/domain';
import type { Database, UserRecord } from '../../db';
import type { ListSpec } from './listing';

export interface ReadSpec<T extends { id: string }> {
  resource: Resource;
  label: string;
  table: (db: Database) => Map<string, T> | T[];
  list: ListSpec<T>;
  /** Rows outside the user's scope are neither listed nor found (a driver sees his own trips). */
  visible?: (db: Database, user: UserRecord) => ((item: T) => boolean) | null;
  /** Extra query parameters the list understands beside its filters. */
  params?: string[];
}

const byCreated = { field: 'createdAt', order: 'desc' } as const;
const stamps = { createdAt: (x: { createdAt: string }) => x.createdAt, updatedAt: (x: { updatedAt: string }) => x.updatedAt };

/** The trips a driver drives, and the parcels and scans that go with them. */
export function driverScope(db: Database, user: UserRecord) {
  if (user.role !== 'driver') return null;
  const trips = new Set([...db.trips.values()].filter((t) => t.driverId === user.driverId).map((t) => t.id));
  return { trips, parcel: (p: Parcel) => p.driverId === user.driverId || (p.tripId !== null && trips.has(p.tripId)) };
}

export const officeSpec: ReadSpec<Office> = {
  resource: 'offices',
  label: 'Office',
  table: (db) => db.offices,
  list: {
    search: (o) => `${o.code} ${o.name} ${o.address.city} ${o.address.district}`,
    filters: { type: (o) => o.type, active: (o) => o.active, city: (o) => o.address.city },
    date: (o) => o.createdAt,
    sortable: { code: (o) => o.code, name: (o) => o.name, type: (o) => o.type, city: (o) => o.address.city, active: (o) => o.active, ...stamps },
    text: ['name', 'city'],
    defaultSort: { field: 'code', order: 'asc' },
  },
};

export const customerSpec: ReadSpec<Customer> = {
  resource: 'customers',
  label: 'Customer',
  table: (db) => db.customers,
  list: {
    search: (c) => `${c.code} ${c.name} ${c.companyName ?? ''} ${c.email} ${c.phone} ${c.taxNumber ?? ''}`,
    // `id` takes a comma list: the names behind the customer ids of a page of other records, in one call.
    filters: { id: (c) => c.id, type: (c) => c.type, homeOfficeId: (c) => c.homeOfficeId, active: (c) => c.active },
    date: (c) => c.createdAt,
    sortable: { code: (c) => c.code, name: (c) => c.companyName ?? c.name, type: (c) => c.type, creditLimit: (c) => c.creditLimit, active: (c) => c.active, ...stamps },
    text: ['name'],
    defaultSort: { field: 'code', order: 'asc' },
  },
};

export const parcelSpec: ReadSpec<Parcel> = {
  resource: 'parcels',
  label: 'Parcel',
  table: (db) => db.parcels,
  list: {
    search: (p) => `${p.trackingNumber} ${p.reference ?? ''} ${p.sender.name} ${p.receiver.name}`,
    filters: {
      status: (p) => p.status,
      service: (p) => p.service,
      paymentMode: (p) => p.paymentMode,
      codStatus: (p) => p.codStatus,
      originOfficeId: (p) => p.originOfficeId,
      destinationOfficeId: (p) => p.destinationOfficeId,
      currentOfficeId: (p) => p.currentOfficeId,
      customerId: (p) => p.customerId,
      tripId: (p) => p.tripId,
      driverId: (p) => p.driverId,
      isReturn: (p) => p.isReturn,
      fragile: (p) => p.fragile,
    },
    date: (p) => p.createdAt,
    sortable: {
      trackingNumber: (p) => p.trackingNumber,
      status: (p) => p.status,
      service: (p) => p.service,
      receiver: (p) => p.receiver.name,
      sender: (p) => p.sender.name,
      weightKg: (p) => p.weightKg,
      total: (p) => p.price.total,
      codAmount: (p) => p.codAmount,
      promisedDate: (p) => p.promisedDate,
      deliveredAt: (p) => p.deliveredAt,
      ...stamps,
    },
    text: ['receiver', 'sender'],
    defaultSort: byCreated,
  },
  visible: (db, user) => driverScope(db, user)?.parcel ?? null,
};

export const eventSpec: ReadSpec<ParcelEvent> = {
  resource: 'parcel-events',
  label: 'Event',
  table: (db) => db.events,
  list: {
    search: (e) => `${e.trackingNumber} ${e.reason ?? ''} ${e.note ?? ''}`,
    filters: { parcelId: (e) => e.parcelId, type: (e) => e.type, statusAfter: (e) => e.statusAfter, officeId: (e) => e.officeId, tripId: (e) => e.tripId, driverId: (e) => e.driverId, userId: (e) => e.userId },
    date: (e) => e.at,
    sortable: { at: (e) => e.at, type: (e) => e.type, trackingNumber: (e) => e.trackingNumber },
    defaultSort: { field: 'at', order: 'desc' },
  },
  visible: (db, user) => {
    const scope = driverScope(db, user);
    if (!scope) return null;
    return (e) => {
      const p = db.parcels.get(e.parcelId);
      return !!p && scope.parcel(p);
    };
  },
};

export const routeSpec: ReadSpec<Route> = {
  resource: 'routes',
  label: 'Route',
  table: (db) => db.routes,
  list: {
    search: (r) => `${r.code} ${r.name}`,
    filters: { type: (r) => r.type, active: (r) => r.active, officeId: (r) => r.stops.map((s) => s.officeId), days: (r) => r.days },
    date: (r) => r.createdAt,
    text: ['name'],
    sortable: { code: (r) => r.code, name: (r) => r.name, type: (r) => r.type, distanceKm: (r) => r.distanceKm, departureTime: (r) => r.departureTime, active: (r) => r.active, ...stamps },
    defaultSort: { field: 'code', order: 'asc' },
  },
};

export const driverSpec: ReadSpec<Driver> = {
  resource: 'drivers',
  label: 'Driver',
  table: (db) => db.drivers,
  list: {
    search: (d) => `${d.employeeNo} ${d.name} ${d.phone} ${d.email} ${d.licenseNumber}`,
    filters: { status: (d) => d.status, homeOfficeId: (d) => d.homeOfficeId, licenseClass: (d) => d.licenseClass },
    date: (d) => d.createdAt,
    text: ['name'],
    sortable: { employeeNo: (d) => d.employeeNo, name: (d) => d.name, status: (d) => d.status, licenseExpiry: (d) => d.licenseExpiry, ...stamps },
    defaultSort: { field: 'employeeNo', order: 'asc' },
  },
  visible: (_db, user) => (user.role === 'driver' ? (d) => d.id === user.driverId : null),
};

export const truckSpec: ReadSpec<Truck> = {
  resource: 'trucks',
  label: 'Truck',
  table: (db) => db.trucks,
  list: {
    search: (t) => `${t.plate} ${t.plate.replace(/ /g, '')} ${t.make} ${t.model}`,
    filters: { status: (t) => t.status, homeOfficeId: (t) => t.homeOfficeId, make: (t) => t.make },
    date: (t) => t.createdAt,
    text: ['make'],
    sortable: { plate: (t) => t.plate, make: (t) => t.make, year: (t) => t.year, capacityKg: (t) => t.capacityKg, status: (t) => t.status, nextServiceAt: (t) => t.nextServiceAt, insuranceExpiry: (t) => t.insuranceExpiry, odometerKm: (t) => t.odometerKm, ...stamps },
    defaultSort: { field: 'plate', order: 'asc' },
  },
};

export const tripSpec: ReadSpec<Trip> = {
  resource: 'trips',
  label: 'Trip',
  table: (db) => db.trips,
  list: {
    search: (t) => `${t.code} ${t.seal ?? ''}`,
    filters: { status: (t) => t.status, routeId: (t) => t.routeId, truckId: (t) => t.truckId, driverId: (t) => t.driverId, officeId: (t) => t.stops.map((s) => s.officeId) },
    date: (t) => t.scheduledAt,
    sortable: { code: (t) => t.code, scheduledAt: (t) => t.scheduledAt, status: (t) => t.status, loadKg: (t) => t.loadKg, parcelCount: (t) => t.parcelCount, departedAt: (t) => t.departedAt, ...stamps },
    defaultSort: { field: 'scheduledAt', order: 'desc' },
  },
  visible: (_db, user) => (user.role === 'driver' ? (t) => t.driverId === user.driverId : null),
};

export const complaintSpec: ReadSpec<Complaint> = {
  resource: 'complaints',
  label: 'Complaint',
  table: (db) => db.complaints,
  list: {
    search: (c) => `${c.code} ${c.subject} ${c.description}`,
    filters: { status: (c) => c.status, category: (c) => c.category, priority: (c) => c.priority, assigneeId: (c) => c.assigneeId ?? 'none', customerId: (c) => c.customerId, parcelId: (c) => c.parcelId },
    date: (c) => c.createdAt,
    sortable: { code: (c) => c.code, priority: (c) => ['low', 'medium', 'high', 'urgent'].indexOf(c.priority), status: (c) => c.status, dueAt: (c) => c.dueAt, ...stamps },
    defaultSort: byCreated,
  },
  params: ['pastSla'],
};
