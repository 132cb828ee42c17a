/** Sample offices, parcels and events for the courier views' stories (built with the domain's own rules). */
import {
  chargeableWeightKg,
  makeTrackingNumber,
  parcelStatuses,
  promisedDateFor,
  quote,
  services,
  volumetricWeightKg,
  type Complaint,
  type Customer,
  type Driver,
  type Office,
  type Parcel,
  type ParcelEvent,
  type ParcelStatus,
  type Route,
  type Service,
  type Trip,
  type Truck,
} from '@courier/domain';
import { sampleCompanies, sampleNow, samplePeople, samplePlaceIn, type SamplePlace } from '../testing/sampleData';

const stamp = '2026-11-01T08:00:00.000Z';
const office = (
  id: string,
  code: string,
  name: string,
  { line1, district, city, postalCode }: SamplePlace,
  phone: string,
  type: Office['type'],
  lat: number,
  lng: number,
): Office => ({
  id,
  code,
  name,
  type,
  address: { line1, district, city, postalCode },
  location: { lat, lng },
  phone,
  email: `${code.toLowerCase()}@courier.test`,
  openingHours: 'Mon-Fri 08:30-19:00, Sat 09:00-14:00',
  active: true,
  createdAt: stamp,
  updatedAt: stamp,
});

export const storyOffices: Office[] = [
  office(
    'off_ist',
    'IST',
    'İstanbul Hub',
    { line1: 'Ankara Cd. 40', district: 'Fatih', city: 'İstanbul', postalCode: '34110' },
    '+902125137420',
    'hub',
    41.0082,
    28.9784,
  ),
  office(
    'off_ank',
    'ANK',
    'Ankara Hub',
    { line1: 'Atatürk Blv. 120', district: 'Çankaya', city: 'Ankara', postalCode: '06420' },
    '+903124186230',
    'hub',
    39.9334,
    32.8597,
  ),
  office(
    'off_izm',
    'IZM',
    'İzmir Hub',
    { line1: 'Gazi Osman Paşa Blv. 10', district: 'Konak', city: 'İzmir', postalCode: '35210' },
    '+902324453310',
    'hub',
    38.4237,
    27.1428,
  ),
  office(
    'off_bur',
    'BUR',
    'Bursa Branch',
    { line1: 'Altıparmak Cd. 58', district: 'Osmangazi', city: 'Bursa', postalCode: '16050' },
    '+902242207645',
    'branch',
    40.1885,
    29.061,
  ),
  office(
    'off_kad',
    'KAD',
    'Kadıköy Branch',
    { line1: 'Moda Cd. 12', district: 'Kadıköy', city: 'İstanbul', postalCode: '34710' },
    '+902163461982',
    'branch',
    40.9903,
    29.0303,
  ),
];

const addressOf = ({ line1, district, city, postalCode }: SamplePlace) => ({ line1, district, city, postalCode });

const companiesIn = (city: string) => {
  const here = sampleCompanies.filter((company) => company.city === city);
  return here.length ? here : sampleCompanies;
};

/** A parcel as the server gives it, deterministic from `i`. */
export function storyParcel(i: number, change: Partial<Parcel> = {}): Parcel {
  const service: Service = change.service ?? services[i % 3]!;
  const status: ParcelStatus = change.status ?? parcelStatuses[i % 6]!;
  const weightKg = Math.round(((i * 37) % 200) / 10 + 0.5) / 1;
  const dimensionsCm = { length: 20 + (i % 5) * 10, width: 20 + (i % 3) * 10, height: 10 + (i % 4) * 5 };
  const paymentMode = change.paymentMode ?? (i % 4 === 0 ? 'cod' : 'prepaid');
  const codAmount = paymentMode === 'cod' ? 250 + i * 10 : 0;
  const declaredValue = i % 3 === 0 ? 2500 : 500;
  const origin = storyOffices[i % 3]!;
  const destination = storyOffices[(i + 1) % 3]!;
  const booked = new Date(Date.UTC(2026, 10, 20, 9) - i * 3_600_000);
  const sender = companiesIn(origin.address.city)[i % companiesIn(origin.address.city).length]!;
  const receiver = samplePeople[i % samplePeople.length]!;
  return {
    id: `par_${i}`,
    createdAt: booked.toISOString(),
    updatedAt: booked.toISOString(),
    trackingNumber: makeTrackingNumber(service, 10_000 + i),
    reference: i % 2 ? `ORD-${4000 + i}` : undefined,
    customerId: `cus_${i % 5}`,
    // The sender a business of the origin's city, the receiver a person in the destination's.
    sender: {
      name: sender.name,
      phone: sender.phone,
      address: addressOf(samplePlaceIn(origin.address.city, i)),
    },
    receiver: {
      name: receiver.name,
      phone: receiver.phone,
      email: receiver.email,
      address: addressOf(samplePlaceIn(destination.address.city, i + 2)),
    },
    originOfficeId: origin.id,
    destinationOfficeId: destination.id,
    service,
    promisedDate: promisedDateFor(service, booked),
    pieces: 1 + (i % 3),
    weightKg,
    dimensionsCm,
    volumetricWeightKg: volumetricWeightKg(dimensionsCm),
    chargeableWeightKg: chargeableWeightKg(weightKg, dimensionsCm),
    contents: 'Books and printed matter',
    fragile: i % 5 === 0,
    declaredValue,
    paymentMode,
    codAmount,
    codStatus: paymentMode === 'cod' ? 'pending' : 'none',
    price: quote({ service, weightKg, dimensionsCm, paymentMode, codAmount, declaredValue }),
    status,
    attempts: 0,
    lastFailureReason: null,
    isReturn: false,
    currentOfficeId: status === 'at_office' || status === 'created' ? origin.id : null,
    tripId: null,
    driverId: null,
    deliveredAt: null,
    pod: null,
    notes: [],
    ...change,
  };
}

export const storyParcels = (count: number) => Array.from({ length: count }, (_, i) => storyParcel(i));

/** A parcel's scan log, oldest first. */
export function storyEvents(parcel: Parcel): ParcelEvent[] {
  const base = new Date(parcel.createdAt).getTime();
  // Seven scans at most five hours apart, the last before the stories' "now".
  const spacing = Math.min(5 * 3_600_000, Math.floor((Date.parse(sampleNow) - base) / 7 / 60_000) * 60_000);
  const step = (
    n: number,
    type: ParcelEvent['type'],
    statusAfter: ParcelStatus,
    officeId: string | null,
    extra: Partial<ParcelEvent> = {},
  ): ParcelEvent => ({
    id: `${parcel.id}_e${n}`,
    parcelId: parcel.id,
    trackingNumber: parcel.trackingNumber,
    type,
    statusAfter,
    officeId,
    tripId: null,
    driverId: null,
    userId: 'usr_clerk',
    at: new Date(base + n * spacing).toISOString(),
    location: null,
    reason: null,
    note: null,
    ...extra,
  });
  return [
    step(0, 'created', 'created', parcel.originOfficeId),
    step(1, 'received', 'at_office', parcel.originOfficeId),
    step(2, 'loaded', 'loaded', parcel.originOfficeId, { tripId: 'trp_1' }),
    step(3, 'departed', 'in_transit', parcel.originOfficeId, { tripId: 'trp_1', userId: 'usr_driver' }),
    step(4, 'unloaded', 'at_office', parcel.destinationOfficeId, { tripId: 'trp_1' }),
    step(5, 'out_for_delivery', 'out_for_delivery', parcel.destinationOfficeId, {
      driverId: 'drv_1',
      userId: 'usr_driver',
    }),
    // The seventh scan ends the round: delivered for a delivered parcel (at its proof's moment), a failed attempt otherwise.
    parcel.status === 'delivered'
      ? step(6, 'delivered', 'delivered', null, {
          driverId: 'drv_1',
          userId: 'usr_driver',
          ...(parcel.deliveredAt ? { at: parcel.deliveredAt } : {}),
        })
      : step(6, 'delivery_failed', 'delivery_failed', null, {
          driverId: 'drv_1',
          userId: 'usr_driver',
          reason: 'recipient_absent',
        }),
  ];
}

/** The latest scans across the network, newest first: a scan of each of several parcels, all before "now". */
export const storyLatestScans = (count: number): ParcelEvent[] =>
  Array.from({ length: count }, (_, i) => {
    const events = storyEvents(storyParcel(i));
    return events[(i * 3) % events.length]!;
  }).sort((a, b) => b.at.localeCompare(a.at));

export const storyCustomers: Customer[] = [
  {
    id: 'cus_1',
    code: 'CUS-000001',
    type: 'business',
    name: 'Murat Kaya',
    companyName: 'Anadolu Tekstil A.Ş.',
    taxNumber: '1234567890',
    email: 'orders@anadolutekstil.example',
    phone: '+902242431870',
    addresses: [
      { label: 'Factory', line1: 'Organize Sanayi 4. Cd. 12', district: 'Nilüfer', city: 'Bursa', postalCode: '16140' },
    ],
    homeOfficeId: 'off_bur',
    creditLimit: 50_000,
    notes: '',
    active: true,
    createdAt: stamp,
    updatedAt: stamp,
  },
  {
    id: 'cus_2',
    code: 'CUS-000002',
    type: 'individual',
    name: 'Elif Çelik',
    companyName: null,
    taxNumber: null,
    email: 'elif.celik@example.com',
    phone: '+905551128873',
    addresses: [
      { label: 'Home', line1: 'Bağdat Cd. 120/4', district: 'Kadıköy', city: 'İstanbul', postalCode: '34728' },
    ],
    homeOfficeId: 'off_kad',
    creditLimit: null,
    notes: '',
    active: true,
    createdAt: stamp,
    updatedAt: stamp,
  },
];

/** The Aegean line, that trips alternate with the first. */
const aegeanLine: Route = {
  id: 'rte_3',
  code: 'R-03',
  name: 'Ankara – İzmir line haul',
  type: 'line_haul',
  stops: [
    { officeId: 'off_ank', offsetMin: 0 },
    { officeId: 'off_izm', offsetMin: 540 },
  ],
  distanceKm: 585,
  days: [1, 3, 5],
  departureTime: '21:00',
  active: true,
  createdAt: stamp,
  updatedAt: stamp,
};

export const storyRoutes: Route[] = [
  {
    id: 'rte_1',
    code: 'R-01',
    name: 'İstanbul – Ankara line haul',
    type: 'line_haul',
    stops: [
      { officeId: 'off_ist', offsetMin: 0 },
      { officeId: 'off_bur', offsetMin: 150 },
      { officeId: 'off_ank', offsetMin: 420 },
    ],
    distanceKm: 452,
    days: [1, 2, 3, 4, 5],
    departureTime: '22:00',
    active: true,
    createdAt: stamp,
    updatedAt: stamp,
  },
  {
    id: 'rte_2',
    code: 'R-02',
    name: 'Kadıköy morning run',
    type: 'delivery_run',
    stops: [
      { officeId: 'off_kad', offsetMin: 0 },
      { officeId: 'off_ist', offsetMin: 45 },
    ],
    distanceKm: 18.5,
    days: [0, 1, 2, 3, 4, 5, 6],
    departureTime: '08:30',
    active: false,
    createdAt: stamp,
    updatedAt: stamp,
  },
  aegeanLine,
];

/** "Today" of the driver and truck stories, so their warnings do not drift with the calendar. */
export const storyToday = '2026-11-21';

export const storyDrivers: Driver[] = [
  {
    id: 'drv_1',
    employeeNo: 'DRV-0001',
    name: 'Hasan Yıldız',
    phone: '+905321112233',
    email: 'hasan@courier.test',
    licenseNumber: 'TR-C-482913',
    licenseClass: 'CE',
    licenseExpiry: '2028-04-30',
    homeOfficeId: 'off_ist',
    status: 'on_trip',
    avatar: null,
    createdAt: stamp,
    updatedAt: stamp,
  },
  {
    id: 'drv_2',
    employeeNo: 'DRV-0002',
    name: 'Gül Aksoy',
    phone: '+905324445566',
    email: 'gul@courier.test',
    licenseNumber: 'TR-C-519204',
    licenseClass: 'C',
    licenseExpiry: '2026-12-05',
    homeOfficeId: 'off_ank',
    status: 'available',
    avatar: null,
    createdAt: stamp,
    updatedAt: stamp,
  },
  {
    id: 'drv_3',
    employeeNo: 'DRV-0003',
    name: 'Kemal Ünal',
    phone: '+905327778899',
    email: 'kemal@courier.test',
    licenseNumber: 'TR-B-110382',
    licenseClass: 'B',
    licenseExpiry: '2026-10-31',
    homeOfficeId: 'off_kad',
    status: 'on_leave',
    avatar: null,
    createdAt: stamp,
    updatedAt: stamp,
  },
];

const truck = (
  id: string,
  plate: string,
  make: string,
  model: string,
  nextServiceAt: string,
  insuranceExpiry: string,
  status: Truck['status'],
): Truck => ({
  id,
  plate,
  make,
  model,
  year: 2021,
  capacityKg: 18_000,
  capacityM3: 68,
  status,
  homeOfficeId: 'off_ist',
  odometerKm: 284_500,
  nextServiceAt,
  insuranceExpiry,
  createdAt: stamp,
  updatedAt: stamp,
});
export const storyTrucks: Truck[] = [
  truck('trk_1', '34 ABC 123', 'Mercedes-Benz', 'Actros', '2027-02-14', '2027-06-30', 'on_trip'),
  truck('trk_2', '06 KLM 4521', 'Ford', 'F-Max', '2026-11-19', '2026-11-27', 'maintenance'),
  truck('trk_3', '35 ZT 88', 'Iveco', 'Daily', '2026-12-10', '2026-11-01', 'available'),
];

/**
 * Trips in each state, on two lines with different trucks and drivers, timed around the stories'
 * "now" (Saturday 21 November, 09:30): last night's run still on the road, an earlier one completed,
 * tonight's planned, one cancelled. Each leaves at its route's departure time (Türkiye, UTC+3).
 */
const tripPlans = [
  { status: 'in_transit', route: storyRoutes[0]!, truckId: 'trk_1', driverId: 'drv_1', day: 20 },
  { status: 'completed', route: aegeanLine, truckId: 'trk_3', driverId: 'drv_2', day: 18 },
  { status: 'planned', route: storyRoutes[0]!, truckId: 'trk_3', driverId: 'drv_2', day: 21 },
  { status: 'cancelled', route: aegeanLine, truckId: 'trk_2', driverId: 'drv_3', day: 16 },
] as const;

export const storyTrips: Trip[] = tripPlans.map(({ status, route, truckId, driverId, day }, i) => {
  const [hours, minutes] = route.departureTime.split(':').map(Number) as [number, number];
  const at = Date.UTC(2026, 10, day, hours - 3, minutes);
  const lastStop = route.stops[route.stops.length - 1]!.offsetMin;
  return {
    id: `trp_${i + 1}`,
    code: `TRP-2026-0010${i + 1}`,
    routeId: route.id,
    truckId,
    driverId,
    status,
    scheduledAt: new Date(at).toISOString(),
    departedAt: status === 'in_transit' || status === 'completed' ? new Date(at).toISOString() : null,
    completedAt: status === 'completed' ? new Date(at + (lastStop + 30) * 60_000).toISOString() : null,
    stops: route.stops.map((stop) => ({
      officeId: stop.officeId,
      eta: new Date(at + stop.offsetMin * 60_000).toISOString(),
      arrivedAt: null,
      departedAt: null,
    })),
    loadKg: 6_400 - i * 900,
    parcelCount: 310 - i * 40,
    seal: null,
    createdAt: stamp,
    updatedAt: stamp,
  };
});

export const storyComplaints: Complaint[] = [
  {
    id: 'cmp_1',
    code: 'CMP-000014',
    parcelId: 'par_0',
    customerId: 'cus_1',
    category: 'delay',
    priority: 'high',
    status: 'in_progress',
    subject: 'Pallet to Ankara two days late',
    description: 'The pallet promised for Tuesday arrived on Thursday.',
    assigneeId: null,
    dueAt: '2026-11-21T08:00:00.000Z',
    resolution: null,
    resolvedAt: null,
    comments: [],
    createdAt: stamp,
    updatedAt: stamp,
  },
  {
    id: 'cmp_2',
    code: 'CMP-000009',
    parcelId: null,
    customerId: 'cus_1',
    category: 'billing',
    priority: 'low',
    status: 'closed',
    subject: 'Invoice shows the wrong tax number',
    description: 'Corrected invoice needed.',
    assigneeId: null,
    dueAt: '2026-11-08T08:00:00.000Z',
    resolution: 'Invoice reissued.',
    resolvedAt: '2026-11-03T08:00:00.000Z',
    comments: [],
    createdAt: stamp,
    updatedAt: stamp,
  },
];
