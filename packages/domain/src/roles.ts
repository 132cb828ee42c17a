/** Staff roles of DOMAIN.md section 1. */
export const roles = ['admin', 'manager', 'dispatcher', 'clerk', 'driver', 'support', 'finance'] as const;
export type Role = (typeof roles)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (roles as readonly string[]).includes(value);

/** Route and menu ids of the secure area (core spec section 2). */
export const features = [
  'round',
  'dashboard',
  'parcels',
  'parcels-history',
  'live-tracking',
  'reports',
  'customers',
  'destinations',
  'routes',
  'drivers',
  'trucks',
  'scanning',
  'trips',
  'complaints',
  'staff',
] as const;
export type Feature = (typeof features)[number];

const all = roles;
/** Feature -> roles that may open it (DOMAIN.md section 1). `secure` itself allows every role. */
export const featureRoles: Record<Feature, readonly Role[]> = {
  // A driver's own delivery round: the parcels out for delivery with him.
  round: ['driver'],
  dashboard: ['admin', 'manager', 'dispatcher', 'clerk', 'support', 'finance'],
  parcels: ['admin', 'manager', 'dispatcher', 'clerk', 'support'],
  'parcels-history': ['admin', 'manager', 'dispatcher', 'clerk', 'support'],
  'live-tracking': ['admin', 'manager', 'dispatcher'],
  reports: ['admin', 'manager', 'finance'],
  customers: ['admin', 'manager', 'clerk', 'support', 'finance'],
  destinations: ['admin', 'manager', 'dispatcher'],
  routes: ['admin', 'manager', 'dispatcher'],
  drivers: ['admin', 'manager', 'dispatcher'],
  trucks: ['admin', 'manager', 'dispatcher'],
  scanning: ['admin', 'manager', 'dispatcher', 'clerk', 'driver'],
  // Drivers see their own trips only; the server filters.
  trips: ['admin', 'manager', 'dispatcher', 'driver'],
  complaints: ['admin', 'manager', 'clerk', 'support'],
  // Staff accounts: who may sign in. The administrator's alone.
  staff: ['admin'],
};
export const secureRoles: readonly Role[] = all;

export const defaultRoute: Record<Role, string> = {
  admin: '/secure/dashboard',
  manager: '/secure/dashboard',
  dispatcher: '/secure/dashboard',
  clerk: '/secure/dashboard',
  driver: '/secure/round',
  support: '/secure/complaints',
  finance: '/secure/reports',
};

export const canOpen = (role: Role, feature: Feature) => featureRoles[feature].includes(role);

/** Resources of the courier API (api/v1). */
export const resources = [
  'offices',
  'customers',
  'parcels',
  'parcel-events',
  'routes',
  'drivers',
  'trucks',
  'trips',
  'complaints',
] as const;
export type Resource = (typeof resources)[number];

export type WriteAction = 'create' | 'update' | 'delete';

/** Which roles read each resource (its list and detail). */
export const readRoles: Record<Resource, readonly Role[]> = {
  offices: all,
  customers: ['admin', 'manager', 'dispatcher', 'clerk', 'support', 'finance'],
  parcels: ['admin', 'manager', 'dispatcher', 'clerk', 'support', 'finance', 'driver'],
  'parcel-events': ['admin', 'manager', 'dispatcher', 'clerk', 'support', 'finance', 'driver'],
  routes: all,
  drivers: ['admin', 'manager', 'dispatcher', 'clerk', 'driver'],
  trucks: ['admin', 'manager', 'dispatcher', 'driver'],
  trips: ['admin', 'manager', 'dispatcher', 'driver', 'clerk'],
  complaints: ['admin', 'manager', 'clerk', 'support', 'finance'],
};

const managers: readonly Role[] = ['admin', 'manager'];
/**
 * Writes (DOMAIN.md section 1): admin and manager write everything; dispatchers write routes,
 * trips, drivers, trucks and offices; clerks create and edit parcels and customers and open
 * complaints; support edits complaints; deleting is for admin and manager only.
 */
export const writeRoles: Record<Resource, Record<WriteAction, readonly Role[]>> = {
  offices: { create: [...managers, 'dispatcher'], update: [...managers, 'dispatcher'], delete: managers },
  customers: { create: [...managers, 'clerk'], update: [...managers, 'clerk'], delete: managers },
  parcels: { create: [...managers, 'clerk'], update: [...managers, 'clerk'], delete: managers },
  'parcel-events': { create: [], update: [], delete: [] },
  routes: { create: [...managers, 'dispatcher'], update: [...managers, 'dispatcher'], delete: managers },
  drivers: { create: [...managers, 'dispatcher'], update: [...managers, 'dispatcher'], delete: managers },
  trucks: { create: [...managers, 'dispatcher'], update: [...managers, 'dispatcher'], delete: managers },
  trips: { create: [...managers, 'dispatcher'], update: [...managers, 'dispatcher'], delete: managers },
  complaints: { create: [...managers, 'clerk', 'support'], update: [...managers, 'support'], delete: managers },
};

/**
 * The company's sample-data areas (inventory, files, help centre, academy, activities) are read
 * by everyone and changed only by these roles; mail, notes, tasks, contacts and boards are each
 * person's own.
 */
export const companySampleEditors: readonly Role[] = managers;
export const mayEditCompanySamples = (role: Role) => companySampleEditors.includes(role);

export const canRead = (role: Role, resource: Resource) => readRoles[resource].includes(role);
export const canWrite = (role: Role, resource: Resource, action: WriteAction) =>
  writeRoles[resource][action].includes(role);

/** Scanning: clerks, drivers (their own trips' parcels), dispatchers and up. */
export const scanRoles: readonly Role[] = ['admin', 'manager', 'dispatcher', 'clerk', 'driver'];
/** Departing and arriving trips: their own driver, dispatchers and up. */
export const tripMoveRoles: readonly Role[] = ['admin', 'manager', 'dispatcher', 'driver'];
/** Complaints are assigned to the people who work them: those who may change a complaint. */
export const complaintHandlerRoles: readonly Role[] = writeRoles.complaints.update;
/** Notes on parcels: support adds them too. */
export const parcelNoteRoles: readonly Role[] = ['admin', 'manager', 'clerk', 'support'];
/** Reports and the dashboard's money figures. */
export const reportRoles: readonly Role[] = featureRoles.reports;

/**
 * Roles whose reads of parcels (lists, records, search, scans, the event stream) cover their own
 * office: the parcels booked there, standing there or bound there. Another office's parcel opens
 * only by its exact tracking number, and that opening is audited. The others read network-wide,
 * but a driver only the parcels of his trips and rounds.
 */
export const officeScopedRoles: readonly Role[] = ['clerk'];

/**
 * How much of a parcel's money (its price, COD amount and declared value) a role sees, in every
 * read: `all` everywhere (the roles of the money figures); `booked-here` on the parcels booked at
 * his own office (a clerk took the payment and prints the label); `cod-own-trips` the COD amount
 * of the parcels on his trips and rounds (a driver collects the cash), never the price or the
 * declared value; `none`. Hidden fields are answered as null.
 */
export type MoneySight = 'all' | 'booked-here' | 'cod-own-trips' | 'none';
export const moneySight: Record<Role, MoneySight> = {
  admin: 'all',
  manager: 'all',
  finance: 'all',
  clerk: 'booked-here',
  driver: 'cod-own-trips',
  dispatcher: 'none',
  support: 'none',
};
