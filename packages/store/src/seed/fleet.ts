import type { Driver, Office, Route, Trip, Truck } from '@courier/domain';
import { officeSeeds, routeSeeds, truckModels } from './reference';
import type { Random } from './random';
import { atLocalTime, day, hour, iso, isoDay, localDayStart, minute } from './time';

export function makeOffices(now: number): Office[] {
  const created = iso(now - 800 * day);
  return officeSeeds.map((s, i) => ({
    id: `off_${String(i + 1).padStart(3, '0')}`,
    code: s.code,
    name: s.name,
    type: s.type,
    address: { line1: s.line1, district: s.district, city: s.city, postalCode: s.postalCode },
    location: { lat: s.lat, lng: s.lng },
    phone: `+90${s.phoneArea}${String(4440000 + i * 1111).slice(0, 7)}`,
    email: `${s.code.toLowerCase()}@courier.test`,
    openingHours:
      s.type === 'hub'
        ? 'Mon-Sat 07:00-23:00'
        : s.type === 'pickup_point'
          ? 'Mon-Fri 09:00-18:00'
          : 'Mon-Fri 08:30-19:00, Sat 09:00-14:00',
    active: true,
    createdAt: created,
    updatedAt: created,
  }));
}

export function makeRoutes(offices: Office[], now: number): Route[] {
  const idOf = new Map(offices.map((o) => [o.code, o.id]));
  const nameOf = new Map(
    offices.map((o) => [o.code, o.address.city === 'İstanbul' ? o.name.replace(' Hub', '') : o.address.city]),
  );
  const created = iso(now - 700 * day);
  return routeSeeds.map((s, i) => ({
    id: `rte_${String(i + 1).padStart(3, '0')}`,
    code: s.code,
    name: s.stops.map(([code]) => nameOf.get(code)).join(' – '),
    type: s.type,
    stops: s.stops.map(([code, offsetMin]) => ({ officeId: idOf.get(code)!, offsetMin })),
    distanceKm: s.distanceKm,
    days: [0, 1, 2, 3, 4, 5, 6],
    departureTime: s.departureTime,
    active: true,
    createdAt: created,
    updatedAt: created,
  }));
}

const provinces: Record<string, string> = {
  IST: '34',
  ISA: '34',
  ANK: '06',
  IZM: '35',
  BUR: '16',
  ANT: '07',
  ADA: '01',
  KON: '42',
  GAZ: '27',
  KAY: '38',
  SAM: '55',
  TRA: '61',
};

export function makeTrucks(r: Random, offices: Office[], now: number): Truck[] {
  const letters = 'ABCDEFGHJKLMNPRSTUVYZ';
  const plates = new Set<string>();
  return Array.from({ length: 30 }, (_, i) => {
    const office = offices[i % offices.length]!;
    // Line-haul trucks first; the last few are vans.
    const [make, model, capacityKg, capacityM3] =
      i < 22 ? r.pick(truckModels.slice(0, 3)) : r.pick(truckModels.slice(3));
    let plate: string;
    do
      plate = `${provinces[office.code]} ${Array.from({ length: r.int(1, 3) }, () => r.pick([...letters])).join('')} ${r.int(10, 9999)}`;
    while (plates.has(plate));
    plates.add(plate);
    const created = iso(now - r.int(200, 1500) * day);
    return {
      id: `trk_${String(i + 1).padStart(3, '0')}`,
      plate,
      make,
      model,
      year: r.int(2014, 2025),
      capacityKg,
      capacityM3,
      status: i === 27 || i === 28 ? 'maintenance' : i === 29 ? 'retired' : 'available',
      homeOfficeId: office.id,
      odometerKm: r.int(20_000, 900_000),
      nextServiceAt: isoDay(i === 3 ? now - 2 * day : now + r.int(3, 160) * day),
      insuranceExpiry: isoDay(i === 4 ? now + 6 * day : now + r.int(30, 360) * day),
      createdAt: created,
      updatedAt: created,
    };
  });
}

export interface TripPlan {
  trip: Trip;
  route: Route;
  /** Planned time at each stop, epoch ms. */
  times: number[];
}

function stopsFor(route: Route, departure: number, now: number, completed: boolean) {
  return route.stops.map((stop, i) => {
    const eta = departure + stop.offsetMin * minute;
    const arrived = i > 0 && (completed || eta <= now) ? eta : null;
    const isLast = i === route.stops.length - 1;
    const left =
      i === 0
        ? departure <= now
          ? departure
          : null
        : !isLast && arrived !== null && arrived + 30 * minute <= now
          ? arrived + 30 * minute
          : null;
    return {
      officeId: stop.officeId,
      eta: iso(eta),
      arrivedAt: arrived === null ? null : iso(arrived),
      departedAt: left === null ? null : iso(left),
    };
  });
}

/**
 * 150 trips: every route daily over the last 13 days (completed), 8 on the road now, 6 due out
 * in the next hours, 6 planned for tomorrow. Trucks and drivers on open trips are all distinct.
 */
export function makeTrips(r: Random, routes: Route[], trucks: Truck[], drivers: Driver[], now: number): TripPlan[] {
  const today = localDayStart(now);
  const plans: {
    route: Route;
    departure: number;
    kind: 'completed' | 'in_transit' | 'loading' | 'planned';
    truck: Truck;
    driver: Driver;
  }[] = [];
  const bigTrucks = trucks.filter((t) => t.status === 'available' && t.capacityKg >= 6500);
  const workingDrivers = drivers.filter((d) => d.status === 'available' && d.licenseClass === 'CE');

  for (let d = 13; d >= 1; d--) {
    const dayTrucks = r.shuffle(bigTrucks);
    const dayDrivers = r.shuffle(workingDrivers);
    routes.forEach((route, i) =>
      plans.push({
        route,
        departure: atLocalTime(today - d * day, route.departureTime),
        kind: 'completed',
        truck: dayTrucks[i % dayTrucks.length]!,
        driver: dayDrivers[i % dayDrivers.length]!,
      }),
    );
  }

  // Open trips need distinct trucks and drivers; the demo driver (first) drives R-01 out of İstanbul tonight.
  const openTrucks = r.shuffle(bigTrucks);
  const openDrivers = [workingDrivers[0]!, ...r.shuffle(workingDrivers.slice(1))];
  let next = 0;
  const take = () => ({ truck: openTrucks[next % openTrucks.length]!, driver: openDrivers[next++]! });

  const loadingRoutes = [routes[0]!, ...r.shuffle(routes.slice(1)).slice(0, 5)];
  for (const route of loadingRoutes)
    plans.push({
      route,
      departure: now + Math.round(r.float(1.2, 4, 2) * 4) * 15 * minute,
      kind: 'loading',
      ...take(),
    });
  for (const route of r.shuffle(routes).slice(0, 8)) {
    const total = route.stops[route.stops.length - 1]!.offsetMin;
    const elapsed = Math.round(total * r.float(0.1, 0.85, 3));
    plans.push({ route, departure: now - elapsed * minute, kind: 'in_transit', ...take() });
  }
  for (const route of r.shuffle(routes).slice(0, 6))
    plans.push({ route, departure: atLocalTime(today + day, route.departureTime), kind: 'planned', ...take() });

  plans.sort((a, b) => a.departure - b.departure);
  return plans.map((plan, i) => {
    const completed = plan.kind === 'completed';
    const times = plan.route.stops.map((s) => plan.departure + s.offsetMin * minute);
    const last = times[times.length - 1]!;
    const scheduledAt =
      completed || plan.kind === 'in_transit' ? plan.departure - r.int(0, 20) * minute : plan.departure;
    const created = plan.departure - r.int(2, 5) * day;
    const year = new Date(plan.departure).getUTCFullYear();
    const trip: Trip = {
      id: `trp_${String(i + 1).padStart(4, '0')}`,
      code: `TRP-${year}-${String(i + 1).padStart(5, '0')}`,
      routeId: plan.route.id,
      truckId: plan.truck.id,
      driverId: plan.driver.id,
      // loading is set later, once parcels are on board; until then a future trip is planned.
      status: completed ? 'completed' : plan.kind === 'in_transit' ? 'in_transit' : 'planned',
      scheduledAt: iso(scheduledAt),
      departedAt: completed || plan.kind === 'in_transit' ? iso(plan.departure) : null,
      completedAt: completed ? iso(last + 25 * minute) : null,
      stops: stopsFor(plan.route, plan.departure, now, completed),
      loadKg: 0,
      parcelCount: 0,
      seal: completed || plan.kind === 'in_transit' ? `SL${r.int(100000, 999999)}` : null,
      createdAt: iso(created),
      updatedAt: iso(completed ? last + 25 * minute : Math.min(now, plan.departure)),
    };
    return { trip, route: plan.route, times };
  });
}

/** Truck and driver status follow the trips on the road. */
export function markOnTrip(plans: TripPlan[], trucks: Truck[], drivers: Driver[]) {
  const rolling = plans.filter((p) => p.trip.status === 'in_transit');
  for (const { trip } of rolling) {
    trucks.find((t) => t.id === trip.truckId)!.status = 'on_trip';
    drivers.find((d) => d.id === trip.driverId)!.status = 'on_trip';
  }
}

export const hoursBetween = (a: number, b: number) => (b - a) / hour;
