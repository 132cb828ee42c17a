/** Sample offices, parcels and events for the courier views' stories (built with the domain's own rules). */
import {
  chargeableWeightKg,
  makeTrackingNumber,
  parcelStatuses,
  promisedDateFor,
  quote,
  services,
  volumetricWeightKg,
  dueAt,
  type Complaint,
  type ComplaintCategory,
  type ComplaintPriority,
  type ComplaintStatus,
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

const hour = 3_600_000;
/** Midnight in Türkiye (UTC+3) of the day an instant falls on there. */
const dayInTurkey = (t: number) => Math.floor((t + 3 * hour) / (24 * hour)) * 24 * hour - 3 * hour;
/** A time of day in Türkiye, on the day that starts at `day`. */
const clock = (day: number, hours: number, minutes: number) => day + hours * hour + minutes * 60_000;

/**
 * A parcel's scan log, oldest first, on a working day's clock: received at the counter within the
 * hour (at opening, 08:30, when booked online at night), loaded in the evening, away on the 22:00
 * line haul, unloaded before dawn, out with the driver after 08:00 and at the door before 09:30,
 * the stories' "now".
 */
export function storyEvents(parcel: Parcel): ParcelEvent[] {
  const booked = Date.parse(parcel.createdAt);
  const bookedDay = dayInTurkey(booked);
  const received =
    booked < clock(bookedDay, 8, 30)
      ? clock(bookedDay, 8, 50)
      : booked < clock(bookedDay, 18, 0)
        ? booked + 50 * 60_000
        : clock(bookedDay + 24 * hour, 8, 50);
  const day = dayInTurkey(received);
  const next = day + 24 * hour;
  // A few minutes apart from one parcel to the next.
  const m = Number(parcel.id.replace(/\D/g, '') || 0) % 5;
  const times = [
    booked,
    received,
    clock(day, 20, 5 + m * 7),
    clock(day, 22, m * 3),
    clock(next, 5, 30 + m * 6),
    clock(next, 8, 20 + m * 4),
    clock(next, 9, 2 + m * 5),
  ];
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
    at: new Date(times[n]!).toISOString(),
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
    phone: '+905324418265',
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
    phone: '+905356042719',
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
    phone: '+905427813604',
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

/** A trip on `route` leaving on November's `day` (2026) at the route's departure time in Türkiye (UTC+3). */
function storyTrip(
  n: number,
  code: string,
  {
    status,
    route,
    truckId,
    driverId,
    day,
  }: { status: Trip['status']; route: Route; truckId: string; driverId: string; day: number },
): Trip {
  const [hours, minutes] = route.departureTime.split(':').map(Number) as [number, number];
  const at = Date.UTC(2026, 10, day, hours - 3, minutes);
  const lastStop = route.stops[route.stops.length - 1]!.offsetMin;
  return {
    id: `trp_${n}`,
    code,
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
    loadKg: 6_400 - ((n - 1) % 5) * 900,
    parcelCount: 310 - ((n - 1) % 5) * 40,
    seal: null,
    createdAt: stamp,
    updatedAt: stamp,
  };
}

export const storyTrips: Trip[] = tripPlans.map((plan, i) => storyTrip(i + 1, `TRP-2026-0010${i + 1}`, plan));

/**
 * The trips of the nights before "now", newest first, for a list long enough to scroll: each line
 * on the days it runs, trucks and drivers taking turns, now and then one cancelled.
 */
export function storyTripLog(count: number): Trip[] {
  const trips: Trip[] = [];
  for (let day = 20; trips.length < count; day--)
    for (const route of [storyRoutes[0]!, aegeanLine]) {
      if (trips.length === count || !route.days.includes(new Date(Date.UTC(2026, 10, day)).getUTCDay())) continue;
      const n = trips.length;
      trips.push(
        storyTrip(100 + n, `TRP-2026-${String(100 - n).padStart(5, '0')}`, {
          status: n % 7 === 5 ? 'cancelled' : 'completed',
          route,
          truckId: storyTrucks[n % storyTrucks.length]!.id,
          driverId: storyDrivers[(n + 1) % storyDrivers.length]!.id,
          day,
        }),
      );
    }
  return trips;
}

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

const complaintSubjects: [ComplaintCategory, ComplaintPriority, string][] = [
  ['delay', 'high', 'Express parcel a day late'],
  ['damage', 'medium', 'Glassware arrived crushed'],
  ['wrong_delivery', 'high', 'Left with a neighbour'],
  ['billing', 'low', 'Insurance charged, not asked'],
  ['cod_dispute', 'urgent', 'COD from Bornova not paid over'],
  ['loss', 'urgent', 'Parcel from Bursa never came'],
  ['staff_conduct', 'medium', 'Courier did not ring the bell'],
  ['other', 'low', 'Deliver after 18:00, please'],
  ['delay', 'medium', 'Three days at the Ankara hub'],
  ['damage', 'high', 'Wet carton, books spoiled'],
];
const complaintFlow: ComplaintStatus[] = ['open', 'in_progress', 'awaiting_customer', 'resolved', 'closed', 'rejected'];

/** Complaints of the days before "now", newest first, each about something else, for a list long enough to scroll. */
export const storyComplaintLog = (count: number): Complaint[] =>
  Array.from({ length: count }, (_, i) => {
    const [category, priority, subject] = complaintSubjects[i % complaintSubjects.length]!;
    const status = complaintFlow[i % complaintFlow.length]!;
    const createdAt = new Date(Date.parse(sampleNow) - (3 + i * 17) * 3_600_000).toISOString();
    const settled = status === 'resolved' || status === 'closed' || status === 'rejected';
    return {
      id: `cmp_${100 + i}`,
      code: `CMP-${String(120 - i).padStart(6, '0')}`,
      parcelId: category === 'billing' || category === 'other' ? null : `par_${i}`,
      customerId: `cus_${1 + (i % 2)}`,
      category,
      priority,
      status,
      subject,
      description: `${subject}.`,
      assigneeId: status === 'open' ? null : 'usr_support',
      dueAt: dueAt(createdAt, priority),
      resolution: settled ? 'Answered the customer and closed the case.' : null,
      resolvedAt: settled ? new Date(Date.parse(createdAt) + 2 * 3_600_000).toISOString() : null,
      comments: [],
      createdAt,
      updatedAt: createdAt,
    };
  });
