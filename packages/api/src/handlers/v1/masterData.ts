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
  parcelStatuses,
  type Customer,
  type CustomerInput,
  type DriverInput,
  type OfficeInput,
  type RouteInput,
  type TruckInput,
} from '@courier/domain';
import type { Condition } from '@courier/store';
import type { Api } from '../../http/api';
import { taken, writeHandlers } from './crud';
import { customerSpec, driverSpec, officeSpec, routeSpec, truckSpec } from './resources';

const stamp = (api: Api) => ({ createdAt: api.nowIso(), updatedAt: api.nowIso() });
/** The customer numbered `n` of the `customer` sequence: its id and its code. */
export const newCustomer = (n: number, input: CustomerInput, at: string): Customer => ({
  id: `cus_${String(n).padStart(6, '0')}`,
  code: `CUS-${String(n).padStart(6, '0')}`,
  ...input,
  createdAt: at,
  updatedAt: at,
});
/**
 * Holds the customer sequence until the write's transaction ends (SQL: its counter's row, locked),
 * so that new customers are checked and made one writer at a time: a check for a tax number or an
 * e-mail address taken and the write it allows are one step against another new customer's.
 * Taken before the records a check reads, so that two writers always wait in the same order.
 */
export const holdCustomerNumbers = (api: Api) => api.store.next('customer', 0);
const officeMissing = async (api: Api, id: string | undefined) => !!id && !(await api.store.table('offices').get(id));

export function masterDataHandlers(api: Api) {
  const count = (name: Parameters<typeof api.store.table>[0], where: Condition[]) => api.store.table(name).count(where);
  return [
    ...writeHandlers<'offices', OfficeInput>(api, {
      read: officeSpec,
      input: officeInput,
      patch: officePatch,
      create: async (api, input) => ({ id: await api.store.nextId('off'), ...input, ...stamp(api) }),
      problems: async (api, value, selfId) => {
        const problems: Record<string, string> = {};
        if (await taken(api, 'offices', 'code', value.code, selfId)) problems.code = 'taken';
        return problems;
      },
      // An office that still holds parcels, drivers, trucks or routes is in use (409).
      usage: async (_api, office) => {
        const here = [office.id];
        return {
          openParcels: await count('parcels', [
            { field: 'status', in: parcelStatuses.filter((s) => !isFinalStatus(s)) },
            {
              any: [
                { field: 'currentOfficeId', in: here },
                { field: 'originOfficeId', in: here },
                { field: 'destinationOfficeId', in: here },
              ],
            },
          ]),
          drivers: await count('drivers', [{ field: 'homeOfficeId', in: here }]),
          trucks: await count('trucks', [{ field: 'homeOfficeId', in: here }]),
          routes: await count('routes', [{ field: 'stops.officeId', in: here }]),
          customers: await count('customers', [{ field: 'homeOfficeId', in: here }]),
        };
      },
    }),
    ...writeHandlers<'customers', CustomerInput>(api, {
      read: customerSpec,
      input: customerInput,
      patch: customerPatch,
      recheck: (value) => checkCustomer(value),
      create: async (api, input) => newCustomer(await api.store.next('customer'), input, api.nowIso()),
      problems: async (api, value, selfId) => {
        // A new customer is checked and made one writer at a time (an edit holds its own row instead).
        if (!selfId) await holdCustomerNumbers(api);
        const problems: Record<string, string> = {};
        if (await officeMissing(api, value.homeOfficeId)) problems.homeOfficeId = 'not_found';
        if (await taken(api, 'customers', 'taxNumber', value.taxNumber, selfId)) problems.taxNumber = 'taken';
        return problems;
      },
      usage: async (_api, customer) => ({
        parcels: await count('parcels', [{ field: 'customerId', in: [customer.id] }]),
        complaints: await count('complaints', [{ field: 'customerId', in: [customer.id] }]),
      }),
    }),
    ...writeHandlers<'routes', RouteInput>(api, {
      read: routeSpec,
      input: routeInput,
      patch: routePatch,
      recheck: (value) => checkRoute(value),
      create: async (api, input) => ({ id: await api.store.nextId('rte'), ...input, ...stamp(api) }),
      problems: async (api, value, selfId) => {
        const problems: Record<string, string> = {};
        for (const [i, s] of (value.stops ?? []).entries()) {
          if (await officeMissing(api, s.officeId)) problems[`stops.${i}.officeId`] = 'not_found';
        }
        if (await taken(api, 'routes', 'code', value.code, selfId)) problems.code = 'taken';
        return problems;
      },
      usage: async (_api, r) => ({ trips: await count('trips', [{ field: 'routeId', in: [r.id] }]) }),
    }),
    ...writeHandlers<'drivers', DriverInput>(api, {
      read: driverSpec,
      input: driverInput,
      patch: driverPatch,
      create: async (api, input) => ({ id: await api.store.nextId('drv'), ...input, ...stamp(api) }),
      problems: async (api, value, selfId) => {
        const problems: Record<string, string> = {};
        if (await officeMissing(api, value.homeOfficeId)) problems.homeOfficeId = 'not_found';
        if (await taken(api, 'drivers', 'employeeNo', value.employeeNo, selfId)) problems.employeeNo = 'taken';
        if (await taken(api, 'drivers', 'licenseNumber', value.licenseNumber, selfId)) problems.licenseNumber = 'taken';
        // An active driver needs a licence that has not expired.
        const today = api.nowIso().slice(0, 10);
        if (
          value.status &&
          driverIsActive({ status: value.status }) &&
          value.licenseExpiry &&
          !licenceValid({ licenseExpiry: value.licenseExpiry }, today)
        )
          problems.licenseExpiry = 'expired';
        return problems;
      },
      usage: async (_api, d) => ({
        openTrips: await count('trips', [
          { field: 'driverId', in: [d.id] },
          { field: 'status', in: openTripStatuses },
        ]),
        trips: await count('trips', [{ field: 'driverId', in: [d.id] }]),
        users: await count('users', [{ field: 'driverId', in: [d.id] }]),
      }),
    }),
    ...writeHandlers<'trucks', TruckInput>(api, {
      read: truckSpec,
      input: truckInput,
      patch: truckPatch,
      create: async (api, input) => ({ id: await api.store.nextId('trk'), ...input, ...stamp(api) }),
      problems: async (api, value, selfId) => {
        const problems: Record<string, string> = {};
        if (await officeMissing(api, value.homeOfficeId)) problems.homeOfficeId = 'not_found';
        if (await taken(api, 'trucks', 'plate', value.plate, selfId)) problems.plate = 'taken';
        return problems;
      },
      usage: async (_api, truck) => ({ trips: await count('trips', [{ field: 'truckId', in: [truck.id] }]) }),
    }),
  ];
}
