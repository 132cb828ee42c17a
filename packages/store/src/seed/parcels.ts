/**
 * Simulates the life of each sample parcel along the real routes and trips, then replays its
 * events through the domain's status machine: the sample data cannot contradict the rules.
 */
import {
  bookedParcel,
  checkScan,
  holdReasons,
  scanChanges,
  type Customer,
  type Driver,
  type EventType,
  type Office,
  type Parcel,
  type ParcelEvent,
  type ParcelInput,
  type ProofOfDelivery,
  type Service,
} from '@courier/domain';
import type { failureReasons } from '@courier/domain';
import type { Random } from './random';
import type { TripPlan } from './fleet';
import type { Leg } from './paths';
import { mobile, officeWeights, personName, streetAddress } from './people';
import { contentsList, firstNames } from './reference';
import { atLocalTime, day, hour, iso, localDayStart, localHour, minute } from './time';

export interface ParcelWorld {
  r: Random;
  now: number;
  /** Before this, scans keep their offices and times but name no trip (the sample keeps two weeks of trips). */
  historyStart: number;
  offices: Office[];
  customers: Customer[];
  paths: Map<string, Leg[]>;
  plans: TripPlan[];
  lastMileDrivers: Map<string, Driver[]>;
  clerkOf: Map<string, string>;
  userOfDriver: Map<string, string>;
  managerId: string;
  /** The demo driver: gets some of today's deliveries at his office. */
  demoDriver: Driver;
}

interface Draft {
  type: EventType;
  at: number;
  officeId: string | null;
  tripId: string | null;
  driverId: string | null;
  userId: string;
  reason: string | null;
  pod: ProofOfDelivery | null;
  near: string | null;
}

const signature =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export class ParcelSimulator {
  private readonly tripsByRoute = new Map<string, TripPlan[]>();
  private readonly loadKg = new Map<string, number>();
  private readonly capacity = new Map<string, number>();
  private readonly officeById: Map<string, Office>;
  private readonly weightedOffices: (readonly [Office, number])[];
  private serial = 10_000_000;

  constructor(
    private readonly w: ParcelWorld,
    capacities: Map<string, number>,
  ) {
    for (const plan of w.plans) {
      const list = this.tripsByRoute.get(plan.route.id) ?? [];
      list.push(plan);
      this.tripsByRoute.set(plan.route.id, list);
      this.capacity.set(plan.trip.id, capacities.get(plan.trip.truckId) ?? 10_000);
    }
    for (const list of this.tripsByRoute.values()) list.sort((a, b) => a.times[0]! - b.times[0]!);
    this.officeById = new Map(w.offices.map((o) => [o.id, o]));
    this.weightedOffices = w.offices.map((o) => [o, officeWeights[o.code] ?? 1] as const);
  }

  /** One parcel booked at `createdAt`, with its events up to now. */
  simulate(index: number, createdAt: number): { parcel: Parcel; events: ParcelEvent[] } {
    const { r } = this.w;
    const customer = r.pick(this.w.customers);
    const home = this.officeById.get(customer.homeOfficeId)!;
    const origin = r.bool(0.8) ? home : r.weighted(this.weightedOffices);
    const local = r.bool(0.08);
    const destination = local ? origin : this.pickDestination(origin);
    const sameCity = origin.address.city === destination.address.city;
    const service: Service =
      sameCity && r.bool(0.45)
        ? 'same_day'
        : r.weighted([
            ['economy', 20],
            ['standard', 55],
            ['express', 20],
          ] as const);
    const weightKg = r.weighted([
      [r.float(0.1, 1), 30],
      [r.float(1, 5), 45],
      [r.float(5, 15), 18],
      [r.float(15, 45), 7],
    ] as const);
    const dims = this.dimensionsFor(weightKg);
    const paymentMode = r.weighted([
      ['prepaid', 65],
      ['cod', 20],
      ['receiver_pays', 15],
    ] as const);
    const codAmount = paymentMode === 'cod' ? r.int(5, 500) * 10 : 0;
    const declaredValue = r.weighted([
      [0, 30],
      [r.int(1, 10) * 100, 45],
      [r.int(10, 60) * 100, 20],
      [r.int(60, 200) * 100, 5],
    ] as const);
    const serial = this.serial++;
    const sender = customer.type === 'business' ? customer.companyName! : customer.name;
    const senderAddress = origin.id === home.id ? customer.addresses[0]! : streetAddress(r, origin);

    // The fields in the order their random draws were always made, so the sample stays the same.
    const input: ParcelInput = {
      customerId: customer.id,
      reference: customer.type === 'business' && r.bool(0.6) ? `SO-${r.int(10000, 99999)}` : undefined,
      sender: {
        name: sender,
        phone: customer.phone,
        email: customer.email,
        address: {
          line1: senderAddress.line1,
          district: senderAddress.district,
          city: senderAddress.city,
          postalCode: senderAddress.postalCode,
        },
      },
      receiver: {
        name: personName(r),
        phone: mobile(r),
        email: r.bool(0.5)
          ? `${r
              .pick(firstNames)
              .toLowerCase()
              .replace(/[^a-z]/g, '')}${r.int(1, 999)}@example.com`
          : undefined,
        address: streetAddress(r, destination),
      },
      originOfficeId: origin.id,
      destinationOfficeId: destination.id,
      service,
      pieces: r.weighted([
        [1, 85],
        [2, 10],
        [r.int(3, 6), 5],
      ] as const),
      weightKg,
      dimensionsCm: dims,
      contents: r.pick(contentsList),
      fragile: r.bool(0.15),
      declaredValue,
      paymentMode,
      codAmount,
    };
    const parcel = bookedParcel(input, `par_${String(index + 1).padStart(6, '0')}`, serial, new Date(createdAt));
    if (parcel.reference === undefined) delete parcel.reference;
    if (parcel.receiver.email === undefined) delete parcel.receiver.email;

    const drafts = this.lifeOf(parcel, createdAt);
    return this.replay(
      parcel,
      drafts.filter((d) => d.at <= this.w.now),
    );
  }

  private pickDestination(origin: Office): Office {
    for (;;) {
      const office = this.w.r.weighted(this.weightedOffices);
      if (office.id !== origin.id) return office;
    }
  }

  private dimensionsFor(weightKg: number) {
    const r = this.w.r;
    const side = Math.min(120, Math.max(8, Math.round(Math.cbrt(weightKg * 4000) * r.float(0.8, 1.4))));
    return {
      length: Math.min(150, side + r.int(0, 20)),
      width: Math.max(5, side - r.int(0, 10)),
      height: Math.max(2, Math.round(side * r.float(0.3, 0.9))),
    };
  }

  private lifeOf(p: Parcel, createdAt: number): Draft[] {
    const { r, now } = this.w;
    const drafts: Draft[] = [];
    const at = (type: EventType, time: number, extra: Partial<Draft> = {}) =>
      drafts.push({
        type,
        at: time,
        officeId: null,
        tripId: null,
        driverId: null,
        userId: this.w.clerkOf.get(p.originOfficeId)!,
        reason: null,
        pod: null,
        near: null,
        ...extra,
      });
    at('created', createdAt, { officeId: p.originOfficeId });

    const fate = r.weighted([
      ['normal', 952],
      ['cancel', 15],
      ['hold', 15],
      ['lost', 6],
      ['never_dropped', 12],
    ] as const);
    if (fate === 'never_dropped') {
      // Booked online and never brought in: cancelled after three days.
      at('cancelled', createdAt + 3 * day, { officeId: p.originOfficeId, reason: 'not_dropped_off' });
      return drafts;
    }
    let t = createdAt + r.int(10, 90) * minute;
    at('received', t, { officeId: p.originOfficeId });
    if (fate === 'cancel') {
      at('cancelled', t + r.int(20, 300) * minute, { officeId: p.originOfficeId, reason: 'customer_request' });
      return drafts;
    }

    const out = this.travel(p, p.originOfficeId, p.destinationOfficeId, t + r.int(1, 4) * hour, 'loaded', at);
    if (out === null) return drafts;
    t = out;
    if (fate === 'lost' && createdAt < now - 12 * day) {
      at('lost', t + 4 * day, { officeId: p.destinationOfficeId, userId: this.w.managerId, reason: 'complaint' });
      return drafts;
    }
    if (fate === 'hold') {
      t += r.int(1, 3) * hour;
      at('held', t, { officeId: p.destinationOfficeId, reason: r.pick(holdReasons) });
      t += r.int(18, 40) * hour;
      at('released', t, { officeId: p.destinationOfficeId });
    }

    // Last mile: up to three attempts; a refusal or the third failure sends it back.
    const driver = this.lastMileDriver(p.destinationOfficeId, t);
    const driverUser = this.w.userOfDriver.get(driver.id)!;
    for (let attempt = 1; attempt <= 3; attempt++) {
      t = this.deliverySlot(t);
      at('out_for_delivery', t, { officeId: p.destinationOfficeId, driverId: driver.id, userId: driverUser });
      if (r.bool(attempt === 1 ? 0.88 : 0.8)) {
        const when = t + r.int(40, 420) * minute;
        const relation = r.weighted([
          ['self', 70],
          ['family', 15],
          ['neighbour', 5],
          ['colleague', 6],
          ['concierge', 4],
        ] as const);
        at('delivered', when, {
          officeId: p.destinationOfficeId,
          driverId: driver.id,
          userId: driverUser,
          near: p.destinationOfficeId,
          pod: {
            receivedBy: relation === 'self' ? p.receiver.name : personName(r),
            relation,
            signature,
            at: iso(when),
          },
        });
        return drafts;
      }
      const reason = r.weighted([
        ['recipient_absent', 55],
        ['premises_closed', 12],
        ['wrong_address', 10],
        ['refused', 10],
        ['cod_not_ready', p.paymentMode === 'cod' ? 8 : 0],
        ['other', 5],
      ] as const satisfies readonly (readonly [(typeof failureReasons)[number], number])[]);
      t += r.int(40, 360) * minute;
      at('delivery_failed', t, {
        officeId: p.destinationOfficeId,
        driverId: driver.id,
        userId: driverUser,
        reason,
        near: p.destinationOfficeId,
      });
      if (reason === 'refused') break;
    }
    // Back to the sender.
    t = this.deliverySlot(t) - 30 * minute;
    at('return_started', t, { officeId: p.destinationOfficeId, userId: this.w.clerkOf.get(p.destinationOfficeId)! });
    const back = this.travel(p, p.destinationOfficeId, p.originOfficeId, t + hour, 'loaded', at);
    if (back === null) return drafts;
    at('returned', back + r.int(10, 120) * minute, { officeId: p.originOfficeId });
    return drafts;
  }

  /** Moves the parcel leg by leg; answers when it is unloaded at `to`, or null while it waits. */
  private travel(
    p: Parcel,
    from: string,
    to: string,
    ready: number,
    _: 'loaded',
    at: (type: EventType, time: number, extra?: Partial<Draft>) => void,
  ): number | null {
    const legs = this.w.paths.get(`${from}>${to}`)!;
    let t = ready;
    for (const leg of legs) {
      const hop = this.scheduleLeg(leg, t, p.weightKg);
      if (!hop) return null;
      const fromOffice = leg.route.stops[leg.from]!.officeId;
      const toOffice = leg.route.stops[leg.to]!.officeId;
      const driverUser = hop.driverId ? this.w.userOfDriver.get(hop.driverId)! : this.w.clerkOf.get(fromOffice)!;
      at('loaded', hop.loadAt, { officeId: fromOffice, tripId: hop.tripId, userId: this.w.clerkOf.get(fromOffice)! });
      at('departed', hop.departAt, {
        officeId: fromOffice,
        tripId: hop.tripId,
        driverId: hop.driverId,
        userId: driverUser,
      });
      at('unloaded', hop.arriveAt, { officeId: toOffice, tripId: hop.tripId, userId: this.w.clerkOf.get(toOffice)! });
      t = hop.arriveAt;
    }
    return t;
  }

  private scheduleLeg(leg: Leg, ready: number, weightKg: number) {
    const { r } = this.w;
    const offsets = leg.route.stops.map((s) => s.offsetMin * minute);
    const loadWindow = (stopTime: number, departure: number) =>
      leg.from === 0
        ? Math.max(ready + 10 * minute, departure - r.int(30, 360) * minute)
        : stopTime + r.int(5, 20) * minute;
    if (ready < this.w.historyStart) {
      // Before the kept trips: the route's timetable, with no trip named.
      let departure = atLocalTime(localDayStart(ready), leg.route.departureTime);
      while (departure + offsets[leg.from]! < ready + 45 * minute) departure += day;
      const stopTime = departure + offsets[leg.from]!;
      return {
        tripId: null,
        driverId: null,
        loadAt: loadWindow(stopTime, departure),
        departAt: leg.from === 0 ? departure : stopTime + 30 * minute,
        arriveAt: departure + offsets[leg.to]! + r.int(0, 4) * minute,
      };
    }
    for (const plan of this.tripsByRoute.get(leg.route.id) ?? []) {
      const stopTime = plan.times[leg.from]!;
      if (stopTime < ready + 45 * minute) continue;
      const load = this.loadKg.get(plan.trip.id) ?? 0;
      if (load + weightKg > this.capacity.get(plan.trip.id)!) continue;
      this.loadKg.set(plan.trip.id, load + weightKg);
      return {
        tripId: plan.trip.id,
        driverId: plan.trip.driverId,
        loadAt: loadWindow(stopTime, plan.times[0]!),
        departAt: leg.from === 0 ? plan.times[0]! : stopTime + 30 * minute,
        arriveAt: plan.times[leg.to]!,
      };
    }
    return null;
  }

  private deliverySlot(t: number) {
    const start = localDayStart(t);
    const h = localHour(t);
    const slot = h < 11 ? Math.max(t + 30 * minute, atLocalTime(start, '09:00')) : atLocalTime(start + day, '08:30');
    return slot + this.w.r.int(0, 90) * minute;
  }

  private lastMileDriver(officeId: string, t: number): Driver {
    const candidates = this.w.lastMileDrivers.get(officeId) ?? [];
    const demo = this.w.demoDriver;
    // Today's deliveries from the demo driver's office go partly to him, so his account has work.
    if (officeId === demo.homeOfficeId && t > localDayStart(this.w.now) - day && this.w.r.bool(0.5)) return demo;
    return this.w.r.pick(candidates.length ? candidates : [demo]);
  }

  /** Replays the events through the status machine to build the parcel as it is now. */
  private replay(p: Parcel, drafts: Draft[]): { parcel: Parcel; events: ParcelEvent[] } {
    const events: ParcelEvent[] = [];
    // One copy, changed in place by each scan: the states between are never kept.
    const parcel: Parcel = { ...p };
    drafts.forEach((d, i) => {
      const at = iso(d.at);
      if (d.type !== 'created') {
        // Moves older than the kept trips name no trip; the check still sees that one carried them.
        const tripId = d.tripId ?? (d.type === 'loaded' || d.type === 'departed' ? 'archived' : null);
        const request = {
          action: d.type,
          officeId: d.officeId,
          tripId,
          driverId: d.driverId,
          pod: d.pod,
          reason: d.reason,
        };
        const check = checkScan(parcel, request);
        if (!check.ok)
          throw new Error(
            `Seed produced a refused scan for ${parcel.trackingNumber}: ${d.type} from ${parcel.status} (${check.refusal})`,
          );
        Object.assign(parcel, scanChanges(parcel, request, at), { status: check.statusAfter, updatedAt: at });
      }
      const office = this.officeById.get(d.officeId ?? d.near ?? '') ?? null;
      const jitter = d.near ? () => this.w.r.float(-0.04, 0.04, 4) : () => 0;
      events.push({
        id: `${parcel.id.replace('par_', 'evt_')}_${String(i + 1).padStart(2, '0')}`,
        parcelId: parcel.id,
        trackingNumber: parcel.trackingNumber,
        type: d.type,
        statusAfter: parcel.status,
        officeId: d.officeId,
        tripId: d.tripId,
        driverId: d.driverId ?? (d.type === 'delivered' || d.type === 'delivery_failed' ? parcel.driverId : null),
        userId: d.userId,
        at,
        location: office ? { lat: office.location.lat + jitter(), lng: office.location.lng + jitter() } : null,
        reason: d.reason,
        note: null,
      });
    });
    // Cash collected more than a week ago has been paid over to the sender.
    if (
      parcel.codStatus === 'collected' &&
      parcel.deliveredAt &&
      new Date(parcel.deliveredAt).getTime() < this.w.now - 7 * day &&
      this.w.r.bool(0.85)
    ) {
      parcel.codStatus = 'remitted';
    }
    return { parcel, events };
  }
}
