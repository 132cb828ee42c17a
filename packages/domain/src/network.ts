import { z } from 'zod';
import { address, avatar, email, entityBase, geoPoint, isoDate, isoDateTime, phone } from './common';
import { importRequest, type ImportRejection } from './imports';

// Offices (module "destinations", shown as Offices)
export const officeTypes = ['hub', 'branch', 'pickup_point'] as const;
export type OfficeType = (typeof officeTypes)[number];

const officeFields = {
  code: z.string().regex(/^[A-Z]{3}$/, { error: 'office_code' }),
  name: z.string().trim().min(2).max(100),
  type: z.enum(officeTypes),
  address,
  location: geoPoint,
  phone,
  email,
  openingHours: z.string().trim().min(3).max(120),
  active: z.boolean(),
};
export const officeInput = z.object(officeFields);
export type OfficeInput = z.infer<typeof officeInput>;
export const officePatch = officeInput.partial().strict();
export const office = entityBase.extend(officeFields);
export type Office = z.infer<typeof office>;

// Customers
export const customerTypes = ['individual', 'business'] as const;
export type CustomerType = (typeof customerTypes)[number];
export const customerAddress = address.extend({ label: z.string().trim().min(1).max(40) });
export type CustomerAddress = z.infer<typeof customerAddress>;

const customerFields = {
  type: z.enum(customerTypes),
  name: z.string().trim().min(2).max(120),
  companyName: z.string().trim().min(2).max(160).nullable(),
  /** Turkish tax number: 10 digits, business only. */
  taxNumber: z
    .string()
    .regex(/^\d{10}$/, { error: 'tax_number' })
    .nullable(),
  email,
  phone,
  addresses: z.array(customerAddress).min(1).max(10),
  homeOfficeId: z.string().min(1),
  creditLimit: z.number().min(0).max(10_000_000).nullable(),
  notes: z.string().max(2000),
  active: z.boolean(),
};
function checkBusiness(
  value: { type: CustomerType; companyName: string | null; taxNumber: string | null; creditLimit: number | null },
  ctx: z.RefinementCtx,
) {
  if (value.type === 'business') {
    if (!value.companyName)
      ctx.addIssue({
        code: 'custom',
        path: ['companyName'],
        message: 'A business needs its company name',
        params: { code: 'required' },
      });
    if (!value.taxNumber)
      ctx.addIssue({
        code: 'custom',
        path: ['taxNumber'],
        message: 'A business needs its tax number',
        params: { code: 'required' },
      });
  } else {
    if (value.taxNumber)
      ctx.addIssue({
        code: 'custom',
        path: ['taxNumber'],
        message: 'Only businesses have a tax number here',
        params: { code: 'business_only' },
      });
    if (value.creditLimit)
      ctx.addIssue({
        code: 'custom',
        path: ['creditLimit'],
        message: 'Only businesses have a credit limit',
        params: { code: 'business_only' },
      });
  }
}
export const customerInput = z.object(customerFields).superRefine(checkBusiness);

/** A customer as the sender of its parcels: its company (or own) name, phone, e-mail and first address. */
export function customerAsSender(
  account: Pick<CustomerInput, 'name' | 'companyName' | 'phone' | 'email' | 'addresses'>,
) {
  const first = account.addresses[0];
  return {
    name: account.companyName ?? account.name,
    phone: account.phone,
    email: account.email,
    address: first
      ? { line1: first.line1, district: first.district, city: first.city, postalCode: first.postalCode }
      : { line1: '', district: '', city: '', postalCode: '' },
  };
}
export type CustomerInput = z.infer<typeof customerInput>;
export const customerPatch = z.object(customerFields).partial().strict();
export const customer = entityBase.extend({ ...customerFields, code: z.string().regex(/^CUS-\d{6}$/) });
export type Customer = z.infer<typeof customer>;
/** Checks the merged customer after a partial edit. */
export const checkCustomer = (value: Customer) => customerInput.safeParse(value);

/**
 * What makes two customers one, for an import: the same e-mail address (whatever the case of its
 * letters) or the same tax number. A phone is no key: a family, or a company's branches, share one.
 */
export const customerKeys = (value: Pick<CustomerInput, 'email' | 'taxNumber'>) => ({
  email: value.email.toLowerCase(),
  taxNumber: value.taxNumber,
});
/** An import of customers (the company's CSV): rows as CustomerInput, in the modes of every import. */
export const customerImport = importRequest;
export interface CustomerImportResult {
  created: { row: number; id: string; code: string }[];
  rejected: ImportRejection[];
}

// Routes
export const routeTypes = ['line_haul', 'delivery_run'] as const;
export type RouteType = (typeof routeTypes)[number];
export const routeStop = z.object({
  officeId: z.string().min(1),
  offsetMin: z
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 60),
});
export type RouteStop = z.infer<typeof routeStop>;

const routeFields = {
  code: z.string().regex(/^R-\d{2,3}$/, { error: 'route_code' }),
  name: z.string().trim().min(2).max(120),
  type: z.enum(routeTypes),
  stops: z.array(routeStop).min(2).max(20),
  distanceKm: z.number().positive().max(5000),
  /** Weekdays it runs, 0 = Sunday. */
  days: z.array(z.number().int().min(0).max(6)).min(1).max(7),
  departureTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'time' }),
  active: z.boolean(),
};
/** Stops: two or more distinct offices, the first at offset 0, offsets increasing. */
function checkStops(value: { stops: RouteStop[]; days: number[] }, ctx: z.RefinementCtx) {
  const ids = value.stops.map((s) => s.officeId);
  if (new Set(ids).size !== ids.length)
    ctx.addIssue({ code: 'custom', path: ['stops'], message: 'Each office once', params: { code: 'duplicate_stop' } });
  if (value.stops[0] && value.stops[0].offsetMin !== 0)
    ctx.addIssue({
      code: 'custom',
      path: ['stops', 0, 'offsetMin'],
      message: 'The first stop is at offset 0',
      params: { code: 'first_offset' },
    });
  value.stops.forEach((stop, i) => {
    if (i > 0 && stop.offsetMin <= value.stops[i - 1]!.offsetMin) {
      ctx.addIssue({
        code: 'custom',
        path: ['stops', i, 'offsetMin'],
        message: 'Offsets increase along the route',
        params: { code: 'offset_order' },
      });
    }
  });
  if (new Set(value.days).size !== value.days.length)
    ctx.addIssue({ code: 'custom', path: ['days'], message: 'Each day once', params: { code: 'duplicate_day' } });
}
export const routeInput = z.object(routeFields).superRefine(checkStops);
export type RouteInput = z.infer<typeof routeInput>;
export const routePatch = z.object(routeFields).partial().strict();
export const route = entityBase.extend(routeFields);
export type Route = z.infer<typeof route>;
export const checkRoute = (value: Route) => routeInput.safeParse(value);

// Drivers
export const licenseClasses = ['B', 'C', 'CE'] as const;
export const driverStatuses = ['available', 'on_trip', 'off_duty', 'on_leave'] as const;
export type DriverStatus = (typeof driverStatuses)[number];

const driverFields = {
  employeeNo: z.string().regex(/^DRV-\d{4}$/, { error: 'employee_no' }),
  name: z.string().trim().min(2).max(120),
  phone,
  email,
  licenseNumber: z.string().trim().min(5).max(20),
  licenseClass: z.enum(licenseClasses),
  licenseExpiry: isoDate,
  homeOfficeId: z.string().min(1),
  status: z.enum(driverStatuses),
  avatar: avatar.nullable(),
};
export const driverInput = z.object(driverFields);
export type DriverInput = z.infer<typeof driverInput>;
export const driverPatch = driverInput.partial().strict();
export const driver = entityBase.extend(driverFields);
export type Driver = z.infer<typeof driver>;

/** An active driver's licence must not have expired (DOMAIN.md). */
export const licenceValid = (d: Pick<Driver, 'licenseExpiry'>, today: string) => d.licenseExpiry > today;
/** A driver who may be sent out (available or on a trip) counts as active. */
export const driverIsActive = (d: Pick<Driver, 'status'>) => d.status === 'available' || d.status === 'on_trip';
/** The driver rules on a given day: an active driver's licence must not have expired. */
export const driverInputOn = (today: string) =>
  driverInput.superRefine((value, ctx) => {
    if (driverIsActive(value) && value.licenseExpiry && !licenceValid(value, today)) {
      ctx.addIssue({
        code: 'custom',
        path: ['licenseExpiry'],
        message: 'The licence has expired',
        params: { code: 'expired' },
      });
    }
  });

// Trucks
export const truckStatuses = ['available', 'on_trip', 'maintenance', 'retired'] as const;
export type TruckStatus = (typeof truckStatuses)[number];
/** Turkish plates: province 01-81, 1-3 letters, 2-4 digits, e.g. "34 ABC 123". */
export const platePattern = /^(0[1-9]|[1-7]\d|8[01]) [A-Z]{1,3} \d{2,4}$/;
export const normalisePlate = (input: string) => {
  const compact = input.toUpperCase().replace(/\s+/g, '');
  const match = /^(\d{2})([A-Z]{1,3})(\d{2,4})$/.exec(compact);
  return match ? `${match[1]} ${match[2]} ${match[3]}` : input.trim().toUpperCase();
};

const truckFields = {
  plate: z
    .string()
    .transform(normalisePlate)
    .pipe(z.string().regex(platePattern, { error: 'plate' })),
  make: z.string().trim().min(2).max(40),
  model: z.string().trim().min(1).max(40),
  year: z.number().int().min(1990).max(2100),
  capacityKg: z.number().positive().max(40_000),
  capacityM3: z.number().positive().max(120),
  status: z.enum(truckStatuses),
  homeOfficeId: z.string().min(1),
  odometerKm: z.number().int().min(0),
  nextServiceAt: isoDate,
  insuranceExpiry: isoDate,
};
export const truckInput = z.object(truckFields);
export type TruckInput = z.infer<typeof truckInput>;
export const truckPatch = truckInput.partial().strict();
export const truck = entityBase.extend({ ...truckFields, plate: z.string() });
export type Truck = z.infer<typeof truck>;

// Live positions of trucks on trips
export const livePosition = z.object({
  truckId: z.string(),
  tripId: z.string(),
  lat: z.number(),
  lng: z.number(),
  headingDeg: z.number().min(0).max(360),
  speedKmh: z.number().min(0),
  at: isoDateTime,
  nextStop: z.object({ officeId: z.string(), eta: isoDateTime }).nullable(),
});
export type LivePosition = z.infer<typeof livePosition>;

/** When a route reaches a stop: the clock time (HH:mm) and how many days after departure. */
export function stopTime(departureTime: string, offsetMin: number): { time: string; dayOffset: number } {
  const [h = 0, m = 0] = departureTime.split(':').map(Number);
  const total = h * 60 + m + offsetMin;
  const inDay = ((total % 1440) + 1440) % 1440;
  return {
    time: `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`,
    dayOffset: Math.floor(total / 1440),
  };
}

/** The weekdays in the order a Turkish week shows them: Monday first (0 = Sunday). */
export const weekdaysFromMonday = [1, 2, 3, 4, 5, 6, 0] as const;
