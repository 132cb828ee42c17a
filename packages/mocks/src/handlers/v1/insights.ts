/** GET api/v1/dashboard and api/v1/reports/{report}: figures computed from the data. */
import {
  addDays,
  businessDate,
  businessDayRange,
  complaintCategories,
  complaintPriorities,
  featureRoles,
  isPastSla,
  openComplaintStatuses,
  reportNames,
  services,
  type Parcel,
  type ParcelEvent,
} from '@courier/domain';
import { z } from 'zod';
import type { Database } from '../../db';
import { route, type MockApi } from '../../http/api';
import { badRequest, notFound } from '../../http/errors';
import { parseQuery } from '../../http/respond';

/** The list that explains a figure: the app turns it into a link. */
interface ListLink {
  resource: 'parcels' | 'parcel-events' | 'trips' | 'complaints';
  params: Record<string, string>;
}
const link = (resource: ListLink['resource'], params: Record<string, string | undefined>): ListLink => ({ resource, params: Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined)) });

const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;
const onTime = (p: Parcel) => !!p.deliveredAt && businessDate(p.deliveredAt) <= p.promisedDate;

function eventsBetween(db: Database, from: string, to: string, test: (e: ParcelEvent) => boolean) {
  const out: ParcelEvent[] = [];
  // The log is in time order; walk back from the newest until before `from`.
  for (let i = db.events.length - 1; i >= 0; i--) {
    const e = db.events[i]!;
    if (e.at < from) break;
    if (e.at <= to && test(e)) out.push(e);
  }
  return out;
}

function dashboard(db: Database, officeId: string | undefined) {
  const now = db.now();
  const today = businessDate(now);
  const { from, to } = businessDayRange(today);
  const parcels = [...db.parcels.values()];
  const atOffice = (id: string | null) => !officeId || id === officeId;
  const eventsToday = eventsBetween(db, from, to, (e) => atOffice(e.officeId));
  const countType = (type: string) => eventsToday.filter((e) => e.type === type).length;
  const day = { from: today, to: today };
  const office = officeId ? { officeId } : {};

  const monthStart = `${today.slice(0, 8)}01`;
  const lastMonthStart = addDays(monthStart, -1).slice(0, 8) + '01';
  const revenue = (fromDay: string, toDay: string) => round(parcels.filter((p) => atOffice(p.originOfficeId) && businessDate(p.createdAt) >= fromDay && businessDate(p.createdAt) <= toDay).reduce((sum, p) => sum + p.price.total, 0));
  const sameDayLastMonth = addDays(lastMonthStart, Number(today.slice(8)) - 1);

  const deliveredToday = parcels.filter((p) => p.status === 'delivered' && p.deliveredAt && p.deliveredAt >= from && p.deliveredAt <= to && atOffice(p.destinationOfficeId));
  const cod = parcels.filter((p) => p.paymentMode === 'cod' && p.codStatus === 'pending' && atOffice(p.destinationOfficeId));
  // Complaints are handled centrally: their figures cover the whole network.
  const complaints = [...db.complaints.values()].filter((c) => openComplaintStatuses.includes(c.status));
  const tripsOnRoad = [...db.trips.values()].filter((t) => t.status === 'in_transit' && (!officeId || t.stops.some((s) => s.officeId === officeId)));

  const start30 = addDays(today, -29);
  const finals = eventsBetween(db, businessDayRange(start30).from, to, (e) => atOffice(e.officeId) && ['delivered', 'delivery_failed', 'returned'].includes(e.type));
  const series = Array.from({ length: 30 }, (_, i) => {
    const d = addDays(start30, i);
    const ofDay = finals.filter((e) => businessDate(e.at) === d);
    return { date: d, delivered: ofDay.filter((e) => e.type === 'delivered').length, failed: ofDay.filter((e) => e.type === 'delivery_failed').length, returned: ofDay.filter((e) => e.type === 'returned').length };
  });

  return {
    date: today,
    officeId: officeId ?? null,
    figures: {
      booked: { value: parcels.filter((p) => p.createdAt >= from && p.createdAt <= to && atOffice(p.originOfficeId)).length, link: link('parcels', { ...day, originOfficeId: officeId }) },
      received: { value: countType('received'), link: link('parcel-events', { type: 'received', ...day, ...office }) },
      // On the road: loaded parcels wait in a truck that has not left, and count at their office.
      inTransit: { value: parcels.filter((p) => p.status === 'in_transit' && atOffice(p.destinationOfficeId)).length, link: link('parcels', { status: 'in_transit', destinationOfficeId: officeId }) },
      outForDelivery: { value: parcels.filter((p) => p.status === 'out_for_delivery' && atOffice(p.destinationOfficeId)).length, link: link('parcels', { status: 'out_for_delivery', destinationOfficeId: officeId }) },
      delivered: { value: countType('delivered'), link: link('parcel-events', { type: 'delivered', ...day, ...office }) },
      failed: { value: countType('delivery_failed'), link: link('parcel-events', { type: 'delivery_failed', ...day, ...office }) },
      onTimeRate: { value: deliveredToday.length ? round(deliveredToday.filter(onTime).length / deliveredToday.length, 4) : null, link: link('parcel-events', { type: 'delivered', ...day, ...office }) },
      codToCollect: { value: round(cod.reduce((s, p) => s + p.codAmount, 0)), count: cod.length, link: link('parcels', { paymentMode: 'cod', codStatus: 'pending', destinationOfficeId: officeId }) },
      revenueThisMonth: { value: revenue(monthStart, today), link: link('parcels', { from: monthStart, to: today, originOfficeId: officeId }) },
      revenueLastMonth: { value: revenue(lastMonthStart, addDays(monthStart, -1)), toDate: revenue(lastMonthStart, sameDayLastMonth < monthStart ? sameDayLastMonth : addDays(monthStart, -1)), link: link('parcels', { from: lastMonthStart, to: addDays(monthStart, -1), originOfficeId: officeId }) },
      tripsOnRoad: { value: tripsOnRoad.length, link: link('trips', { status: 'in_transit', officeId }) },
      openComplaints: {
        value: complaints.length,
        byPriority: Object.fromEntries(complaintPriorities.map((p) => [p, complaints.filter((c) => c.priority === p).length])),
        pastSla: complaints.filter((c) => isPastSla(c, now)).length,
        link: link('complaints', { status: openComplaintStatuses.join(',') }),
        pastSlaLink: link('complaints', { pastSla: 'true' }),
      },
    },
    deliveries30d: series,
    latestScans: eventsBetween(db, businessDayRange(addDays(today, -7)).from, now.toISOString(), (e) => atOffice(e.officeId)).slice(0, 12),
  };
}

const rangeQuery = z.object({ from: z.iso.date(), to: z.iso.date(), officeId: z.string().min(1).optional() });

function report(db: Database, name: (typeof reportNames)[number], fromDay: string, toDay: string, officeId?: string) {
  const { from } = businessDayRange(fromDay);
  const { to } = businessDayRange(toDay);
  const days: string[] = [];
  for (let d = fromDay; d <= toDay; d = addDays(d, 1)) days.push(d);
  const at = (id: string | null) => !officeId || id === officeId;
  const parcels = [...db.parcels.values()];
  const events = eventsBetween(db, from, to, (e) => at(e.officeId));
  const delivered = parcels.filter((p) => p.deliveredAt && p.deliveredAt >= from && p.deliveredAt <= to && at(p.destinationOfficeId));

  switch (name) {
    case 'deliveries': {
      const types = ['delivered', 'returned', 'cancelled', 'lost'] as const;
      const counts = days.map((d) => Object.fromEntries(types.map((t) => [t, events.filter((e) => e.type === t && businessDate(e.at) === d).length])) as Record<(typeof types)[number], number>);
      return { rows: days.map((d, i) => ({ date: d, ...counts[i]! })), totals: Object.fromEntries(types.map((t) => [t, counts.reduce((s, c) => s + c[t], 0)])) };
    }
    case 'on-time': {
      const rows = days.flatMap((d) =>
        services.map((service) => {
          const list = delivered.filter((p) => p.service === service && businessDate(p.deliveredAt!) === d);
          const good = list.filter(onTime).length;
          return { date: d, service, delivered: list.length, onTime: good, rate: list.length ? round(good / list.length, 4) : null };
        }),
      );
      const good = delivered.filter(onTime).length;
      return { rows, totals: { delivered: delivered.length, onTime: good, rate: delivered.length ? round(good / delivered.length, 4) : null } };
    }
    case 'revenue': {
      const booked = parcels.filter((p) => p.createdAt >= from && p.createdAt <= to && at(p.originOfficeId));
      const groups = new Map<string, { date: string; service: string; officeId: string; parcels: number; net: number; vat: number; total: number }>();
      for (const p of booked) {
        const key = `${businessDate(p.createdAt)}|${p.service}|${p.originOfficeId}`;
        const g = groups.get(key) ?? { date: businessDate(p.createdAt), service: p.service, officeId: p.originOfficeId, parcels: 0, net: 0, vat: 0, total: 0 };
        g.parcels++;
        g.net = round(g.net + p.price.total - p.price.vat);
        g.vat = round(g.vat + p.price.vat);
        g.total = round(g.total + p.price.total);
        groups.set(key, g);
      }
      const rows = [...groups.values()].sort((a, b) => a.date.localeCompare(b.date) || a.service.localeCompare(b.service) || a.officeId.localeCompare(b.officeId));
      return { rows, totals: { parcels: booked.length, net: round(rows.reduce((s, r) => s + r.net, 0)), vat: round(rows.reduce((s, r) => s + r.vat, 0)), total: round(rows.reduce((s, r) => s + r.total, 0)) } };
    }
    case 'offices': {
      const rows = [...db.offices.values()].filter((o) => at(o.id)).map((o) => ({
        officeId: o.id,
        code: o.code,
        name: o.name,
        booked: parcels.filter((p) => p.originOfficeId === o.id && p.createdAt >= from && p.createdAt <= to).length,
        delivered: delivered.filter((p) => p.destinationOfficeId === o.id).length,
      }));
      return { rows, totals: { booked: rows.reduce((s, r) => s + r.booked, 0), delivered: rows.reduce((s, r) => s + r.delivered, 0) } };
    }
    case 'drivers': {
      const rows = [...db.drivers.values()]
        .filter((d) => at(d.homeOfficeId))
        .map((d) => {
          const mine = delivered.filter((p) => p.driverId === d.id);
          const failed = events.filter((e) => e.type === 'delivery_failed' && e.driverId === d.id).length;
          return { driverId: d.id, employeeNo: d.employeeNo, name: d.name, deliveries: mine.length, failedAttempts: failed, onTimeRate: mine.length ? round(mine.filter(onTime).length / mine.length, 4) : null };
        })
        .sort((a, b) => b.deliveries - a.deliveries);
      return { rows, totals: { deliveries: rows.reduce((s, r) => s + r.deliveries, 0), failedAttempts: rows.reduce((s, r) => s + r.failedAttempts, 0) } };
    }
    case 'complaints': {
      const list = [...db.complaints.values()].filter((c) => c.createdAt >= from && c.createdAt <= to && (!officeId || (c.parcelId !== null && [db.parcels.get(c.parcelId)?.originOfficeId, db.parcels.get(c.parcelId)?.destinationOfficeId].includes(officeId))));
      const rows = complaintCategories.flatMap((category) =>
        complaintPriorities.map((priority) => {
          const group = list.filter((c) => c.category === category && c.priority === priority);
          const solved = group.filter((c) => c.resolvedAt);
          const hours = solved.map((c) => (new Date(c.resolvedAt!).getTime() - new Date(c.createdAt).getTime()) / 3_600_000);
          return { category, priority, count: group.length, resolved: solved.length, avgHoursToResolve: hours.length ? round(hours.reduce((a, b) => a + b, 0) / hours.length, 1) : null };
        }),
      );
      return { rows: rows.filter((r) => r.count > 0), totals: { count: list.length, resolved: list.filter((c) => c.resolvedAt).length } };
    }
    case 'cod': {
      const cod = delivered.filter((p) => p.paymentMode === 'cod');
      const rows = days.map((d) => {
        const ofDay = cod.filter((p) => businessDate(p.deliveredAt!) === d);
        const remitted = ofDay.filter((p) => p.codStatus === 'remitted');
        return { date: d, parcels: ofDay.length, collected: round(ofDay.reduce((s, p) => s + p.codAmount, 0)), remitted: round(remitted.reduce((s, p) => s + p.codAmount, 0)), outstanding: round(ofDay.filter((p) => p.codStatus === 'collected').reduce((s, p) => s + p.codAmount, 0)) };
      });
      return { rows, totals: { parcels: cod.length, collected: round(rows.reduce((s, r) => s + r.collected, 0)), remitted: round(rows.reduce((s, r) => s + r.remitted, 0)), outstanding: round(rows.reduce((s, r) => s + r.outstanding, 0)) } };
    }
  }
}

export function insightHandlers(api: MockApi) {
  return [
    route(api, 'get', '/api/v1/dashboard', async ({ request, url }) => {
      await api.userWithRole(request, featureRoles.dashboard);
      const { officeId } = parseQuery(url, z.object({ officeId: z.string().min(1).optional() }));
      if (officeId && !api.db.offices.has(officeId)) throw badRequest('Unknown office', { officeId: 'not_found' });
      return dashboard(api.db, officeId);
    }),
    route(api, 'get', '/api/v1/reports/:report', async ({ request, url, params }) => {
      await api.userWithRole(request, featureRoles.reports);
      const name = params.report as (typeof reportNames)[number];
      if (!reportNames.includes(name)) throw notFound('Report');
      const { from, to, officeId } = parseQuery(url, rangeQuery);
      if (from > to) throw badRequest('from is after to', { from: 'after_to' });
      if (addDays(from, 366) < to) throw badRequest('A report covers at most 366 days', { to: 'range_too_long' });
      if (officeId && !api.db.offices.has(officeId)) throw badRequest('Unknown office', { officeId: 'not_found' });
      return { report: name, from, to, officeId: officeId ?? null, ...report(api.db, name, from, to, officeId) };
    }),
  ];
}
