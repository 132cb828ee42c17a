/** Offices, customers, routes, drivers and trucks: their write rules (DOMAIN.md section 2). */
import {
  checkCustomer,
  checkRoute,
  customerInput,
  customerPatch,
  driverInput,
  driverPatch,
  isFinalStatus,
  driverIsActive,
  licenceValid,
  officeInput,
  officePatch,
  openTripStatuses,
  routeInput,
  routePatch,
  truckInput,
  truckPatch,
  type Customer,
  type CustomerInput,
  type Driver,
  type DriverInput,
  type Office,
  type OfficeInput,
  type Route,
  type RouteInput,
  type Truck,
  type TruckInput,
} from '@courier/domain';
import type { MockApi } from '../../http/api';
import { writeHandlers } from './crud';
import { customerSpec, driverSpec, officeSpec, routeSpec, truckSpec } from './resources';

const stamp = (api: MockApi) => ({ createdAt: api.db.nowIso(), updatedAt: api.db.nowIso() });
const count = <T>(items: Iterable<T>, test: (item: T) => boolean) => {
  let n = 0;
  for (const item of items) if (test(item)) n++;
  return n;
};
const officeMissing = (api: MockApi, id: string | undefined) => !!id && !api.db.offices.has(id);

export function masterDataHandlers(api: MockApi) {
  const db = () => api.db;
  return [
    ...writeHandlers<Office, OfficeInput>(api, {
      read: officeSpec,
      input: officeInput,
      patch: officePatch,
      create: (api, input) => ({ id: api.db.newId('off'), ...input, ...stamp(api) }),
      problems: (api, value, selfId) => {
        const problems: Record<string, string> = {};
        if ([...api.db.offices.values()].some((o) => o.code === value.code && o.id !== selfId)) problems.code = 'taken';
        return problems;
      },
      // An office that still holds parcels, drivers, trucks or routes is in use (409).
      usage: (api, office) => ({
        openParcels: count(db().parcels.values(), (p) => !isFinalStatus(p.status) && (p.currentOfficeId === office.id || p.originOfficeId === office.id || p.destinationOfficeId === office.id)),
        drivers: count(db().drivers.values(), (d) => d.homeOfficeId === office.id),
        trucks: count(db().trucks.values(), (t) => t.homeOfficeId === office.id),
        routes: count(db().routes.values(), (r) => r.stops.some((s) => s.officeId === office.id)),
        customers: count(api.db.customers.values(), (c) => c.homeOfficeId === office.id),
      }),
    }),
    ...writeHandlers<Customer, CustomerInput>(api, {
      read: customerSpec,
      input: customerInput,
      patch: customerPatch,
      recheck: (value) => checkCustomer(value),
      create: (api, input) => {
        const n = api.db.next('customer');
        return { id: `cus_${String(n).padStart(6, '0')}`, code: `CUS-${String(n).padStart(6, '0')}`, ...input, ...stamp(api) };
      },
      problems: (api, value, selfId) => {
        const problems: Record<string, string> = {};
        if (officeMissing(api, value.homeOfficeId)) problems.homeOfficeId = 'not_found';
        if (value.taxNumber && [...api.db.customers.values()].some((c) => c.taxNumber === value.taxNumber && c.id !== selfId)) problems.taxNumber = 'taken';
        return problems;
      },
      usage: (api, customer) => ({
        parcels: count(api.db.parcels.values(), (p) => p.customerId === customer.id),
        complaints: count(api.db.complaints.values(), (c) => c.customerId === customer.id),
      }),
    }),
    ...writeHandlers<Route, RouteInput>(api, {
      read: routeSpec,
      input: routeInput,
      patch: routePatch,
      recheck: (value) => checkRoute(value),
      create: (api, input) => ({ id: api.db.newId('rte'), ...input, ...stamp(api) }),
      problems: (api, value, selfId) => {
        const problems: Record<string, string> = {};
        value.stops?.forEach((s, i) => {
          if (officeMissing(api, s.officeId)) problems[`stops.${i}.officeId`] = 'not_found';
        });
        if ([...api.db.routes.values()].some((r) => r.code === value.code && r.id !== selfId)) problems.code = 'taken';
        return problems;
      },
      usage: (api, r) => ({ trips: count(api.db.trips.values(), (t) => t.routeId === r.id) }),
    }),
    ...writeHandlers<Driver, DriverInput>(api, {
      read: driverSpec,
      input: driverInput,
      patch: driverPatch,
      create: (api, input) => ({ id: api.db.newId('drv'), ...input, ...stamp(api) }),
      problems: (api, value, selfId) => {
        const problems: Record<string, string> = {};
        if (officeMissing(api, value.homeOfficeId)) problems.homeOfficeId = 'not_found';
        if ([...api.db.drivers.values()].some((d) => d.employeeNo === value.employeeNo && d.id !== selfId)) problems.employeeNo = 'taken';
        if ([...api.db.drivers.values()].some((d) => d.licenseNumber === value.licenseNumber && d.id !== selfId)) problems.licenseNumber = 'taken';
        // An active driver needs a licence that has not expired.
        const today = api.db.nowIso().slice(0, 10);
        if (value.status && driverIsActive({ status: value.status }) && value.licenseExpiry && !licenceValid({ licenseExpiry: value.licenseExpiry }, today)) problems.licenseExpiry = 'expired';
        return problems;
      },
      usage: (api, d) => ({
        openTrips: count(api.db.trips.values(), (t) => t.driverId === d.id && openTripStatuses.includes(t.status)),
        trips: count(api.db.trips.values(), (t) => t.driverId === d.id),
        users: count(api.db.users.values(), (u) => u.driverId === d.id),
      }),
    }),
    ...writeHandlers<Truck, TruckInput>(api, {
      read: truckSpec,
      input: truckInput,
      patch: truckPatch,
      create: (api, input) => ({ id: api.db.newId('trk'), ...input, ...stamp(api) }),
      problems: (api, value, selfId) => {
        const problems: Record<string, string> = {};
        if (officeMissing(api, value.homeOfficeId)) problems.homeOfficeId = 'not_found';
        if ([...api.db.trucks.values()].some((t) => t.plate === value.plate && t.id !== selfId)) problems.plate = 'taken';
        return problems;
      },
      usage: (api, truck) => ({ trips: count(api.db.trips.values(), (t) => t.truckId === truck.id) }),
    }),
  ];
}
