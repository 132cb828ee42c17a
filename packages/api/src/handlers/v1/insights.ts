/**
 * GET api/v1/dashboard and api/v1/reports/{report}: figures computed where the data is, as
 * counts and sums per group (Store tables' `aggregate`), so a SQL store answers each with a query.
 */
import {
  addDays,
  businessDate,
  businessDayRange,
  complaintCategories,
  complaintPriorities,
  featureRoles,
  officeScopedRoles,
  openComplaintStatuses,
  reportNames,
  reportRoles,
  services,
} from '@courier/domain';
import { z } from 'zod';
import type { Condition, Group } from '@courier/store';
import { route, type Api } from '../../http/api';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { parseQuery } from '../../http/respond';
import { eventSpec } from './resources';

/** The list that explains a figure: the app turns it into a link. */
interface ListLink {
  resource: 'parcels' | 'parcel-events' | 'trips' | 'complaints';
  params: Record<string, string>;
}
const link = (resource: ListLink['resource'], params: Record<string, string | undefined>): ListLink => ({
  resource,
  params: Object.fromEntries(Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined)),
});

const round = (n: number, d = 2) => Math.round(n * 10 ** d) / 10 ** d;
const between = (field: string, from: string, to: string): Condition[] => [
  { field, from },
  { field, upTo: to },
];
/** Delivered by the promised date (a Türkiye calendar day). */
const onTime: Condition = { dayOf: 'deliveredAt', notAfter: 'promisedDate' };
/** Only the office's rows, when one is asked for. */
const atOffice = (field: string, officeId: string | undefined): Condition[] =>
  officeId ? [{ field, in: [officeId] }] : [];
/** A group's count (and sums) by its key, joined with `|`. */
const byKey = (groups: Group[]) => new Map(groups.map((g) => [g.key.join('|'), g]));

/**
 * Today's figures; the money figures only when `withMoney` (the roles that read money), the
 * latest scans only those in `scans` (the reader's scope).
 */
async function dashboard(api: Api, officeId: string | undefined, withMoney: boolean, scans: readonly Condition[]) {
  const parcels = api.store.table('parcels');
  const events = api.store.table('parcel-events');
  const now = api.now();
  const today = businessDate(now);
  const { from, to } = businessDayRange(today);
  const day = { from: today, to: today };
  const office = officeId ? { officeId } : {};

  const eventsToday = byKey(
    await events.aggregate({
      where: [
        ...between('at', from, to),
        ...atOffice('officeId', officeId),
        { field: 'type', in: ['received', 'delivered', 'delivery_failed'] },
      ],
      groupBy: ['type'],
    }),
  );
  const countType = (type: string) => eventsToday.get(type)?.count ?? 0;
  const delivered = [
    { field: 'status', in: ['delivered'] },
    ...between('deliveredAt', from, to),
    ...atOffice('destinationOfficeId', officeId),
  ];
  const [deliveredToday, onTimeToday] = await Promise.all([
    parcels.count(delivered),
    parcels.count([...delivered, onTime]),
  ]);

  const monthStart = `${today.slice(0, 8)}01`;
  const lastMonthStart = addDays(monthStart, -1).slice(0, 8) + '01';
  const sameDayLastMonth = addDays(lastMonthStart, Number(today.slice(8)) - 1);
  const revenue = async (fromDay: string, toDay: string) => {
    const [sum] = await parcels.aggregate({
      where: [
        ...between('createdAt', businessDayRange(fromDay).from, businessDayRange(toDay).to),
        ...atOffice('originOfficeId', officeId),
      ],
      sum: ['price.total'],
    });
    return sum?.sums[0] ?? 0;
  };
  const money = async () => {
    const [cod] = await parcels.aggregate({
      where: [
        { field: 'paymentMode', in: ['cod'] },
        { field: 'codStatus', in: ['pending'] },
        ...atOffice('destinationOfficeId', officeId),
      ],
      sum: ['codAmount'],
    });
    const lastMonthEnd = addDays(monthStart, -1);
    return {
      codToCollect: {
        value: cod?.sums[0] ?? 0,
        count: cod?.count ?? 0,
        link: link('parcels', { paymentMode: 'cod', codStatus: 'pending', destinationOfficeId: officeId }),
      },
      revenueThisMonth: {
        value: await revenue(monthStart, today),
        link: link('parcels', { from: monthStart, to: today, originOfficeId: officeId }),
      },
      revenueLastMonth: {
        value: await revenue(lastMonthStart, lastMonthEnd),
        toDate: await revenue(lastMonthStart, sameDayLastMonth < monthStart ? sameDayLastMonth : lastMonthEnd),
        link: link('parcels', { from: lastMonthStart, to: lastMonthEnd, originOfficeId: officeId }),
      },
    };
  };

  // Complaints are handled centrally: their figures cover the whole network.
  const open = byKey(
    await api.store
      .table('complaints')
      .aggregate({ where: [{ field: 'status', in: openComplaintStatuses }], groupBy: ['priority'] }),
  );
  const pastSla = await api.store.table('complaints').count([
    { field: 'status', in: openComplaintStatuses },
    { field: 'dueAt', before: now.toISOString() },
  ]);

  const start30 = addDays(today, -29);
  const finals = byKey(
    await events.aggregate({
      where: [
        ...between('at', businessDayRange(start30).from, to),
        ...atOffice('officeId', officeId),
        { field: 'type', in: ['delivered', 'delivery_failed', 'returned'] },
      ],
      groupBy: [{ day: 'at' }, 'type'],
    }),
  );
  const series = Array.from({ length: 30 }, (_, i) => {
    const d = addDays(start30, i);
    const n = (type: string) => finals.get(`${d}|${type}`)?.count ?? 0;
    return { date: d, delivered: n('delivered'), failed: n('delivery_failed'), returned: n('returned') };
  });
  const latest = await events.list({
    where: [
      ...scans,
      ...between('at', businessDayRange(addDays(today, -7)).from, now.toISOString()),
      ...atOffice('officeId', officeId),
    ],
    sort: { key: 'at', order: 'desc', text: false },
    page: 1,
    size: 12,
  });

  return {
    date: today,
    officeId: officeId ?? null,
    figures: {
      booked: {
        value: await parcels.count([...between('createdAt', from, to), ...atOffice('originOfficeId', officeId)]),
        link: link('parcels', { ...day, originOfficeId: officeId }),
      },
      received: { value: countType('received'), link: link('parcel-events', { type: 'received', ...day, ...office }) },
      // On the road: loaded parcels wait in a truck that has not left, and count at their office.
      inTransit: {
        value: await parcels.count([
          { field: 'status', in: ['in_transit'] },
          ...atOffice('destinationOfficeId', officeId),
        ]),
        link: link('parcels', { status: 'in_transit', destinationOfficeId: officeId }),
      },
      outForDelivery: {
        value: await parcels.count([
          { field: 'status', in: ['out_for_delivery'] },
          ...atOffice('destinationOfficeId', officeId),
        ]),
        link: link('parcels', { status: 'out_for_delivery', destinationOfficeId: officeId }),
      },
      delivered: {
        value: countType('delivered'),
        link: link('parcel-events', { type: 'delivered', ...day, ...office }),
      },
      failed: {
        value: countType('delivery_failed'),
        link: link('parcel-events', { type: 'delivery_failed', ...day, ...office }),
      },
      onTimeRate: {
        value: deliveredToday ? round(onTimeToday / deliveredToday, 4) : null,
        link: link('parcel-events', { type: 'delivered', ...day, ...office }),
      },
      ...(withMoney ? await money() : {}),
      tripsOnRoad: {
        value: await api.store
          .table('trips')
          .count([{ field: 'status', in: ['in_transit'] }, ...atOffice('stops.officeId', officeId)]),
        link: link('trips', { status: 'in_transit', officeId }),
      },
      openComplaints: {
        value: [...open.values()].reduce((s, g) => s + g.count, 0),
        byPriority: Object.fromEntries(complaintPriorities.map((p) => [p, open.get(p)?.count ?? 0])),
        pastSla,
        link: link('complaints', { status: openComplaintStatuses.join(',') }),
        pastSlaLink: link('complaints', { pastSla: 'true' }),
      },
    },
    deliveries30d: series,
    latestScans: latest.items,
  };
}

const rangeQuery = z.object({ from: z.iso.date(), to: z.iso.date(), officeId: z.string().min(1).optional() });

async function report(api: Api, name: (typeof reportNames)[number], fromDay: string, toDay: string, officeId?: string) {
  const { from } = businessDayRange(fromDay);
  const { to } = businessDayRange(toDay);
  const days: string[] = [];
  for (let d = fromDay; d <= toDay; d = addDays(d, 1)) days.push(d);
  const parcels = api.store.table('parcels');
  const events = api.store.table('parcel-events');
  const delivered: Condition[] = [...between('deliveredAt', from, to), ...atOffice('destinationOfficeId', officeId)];
  const eventsIn: Condition[] = [...between('at', from, to), ...atOffice('officeId', officeId)];

  switch (name) {
    case 'deliveries': {
      const types = ['delivered', 'returned', 'cancelled', 'lost'] as const;
      const groups = byKey(
        await events.aggregate({
          where: [...eventsIn, { field: 'type', in: types }],
          groupBy: [{ day: 'at' }, 'type'],
        }),
      );
      const rows = days.map((d) => ({
        date: d,
        ...(Object.fromEntries(types.map((t) => [t, groups.get(`${d}|${t}`)?.count ?? 0])) as Record<
          (typeof types)[number],
          number
        >),
      }));
      return { rows, totals: Object.fromEntries(types.map((t) => [t, rows.reduce((s, r) => s + r[t], 0)])) };
    }
    case 'on-time': {
      const groupBy = [{ day: 'deliveredAt' }, 'service'];
      const [all, good] = await Promise.all([
        parcels.aggregate({ where: delivered, groupBy }),
        parcels.aggregate({ where: [...delivered, onTime], groupBy }),
      ]);
      const allBy = byKey(all);
      const goodBy = byKey(good);
      const rows = days.flatMap((d) =>
        services.map((service) => {
          const n = allBy.get(`${d}|${service}`)?.count ?? 0;
          const ok = goodBy.get(`${d}|${service}`)?.count ?? 0;
          return { date: d, service, delivered: n, onTime: ok, rate: n ? round(ok / n, 4) : null };
        }),
      );
      const n = all.reduce((s, g) => s + g.count, 0);
      const ok = good.reduce((s, g) => s + g.count, 0);
      return { rows, totals: { delivered: n, onTime: ok, rate: n ? round(ok / n, 4) : null } };
    }
    case 'revenue': {
      const groups = await parcels.aggregate({
        where: [...between('createdAt', from, to), ...atOffice('originOfficeId', officeId)],
        groupBy: [{ day: 'createdAt' }, 'service', 'originOfficeId'],
        sum: ['price.total', 'price.vat'],
      });
      const rows = groups
        .map((g) => ({
          date: g.key[0]!,
          service: g.key[1]!,
          officeId: g.key[2]!,
          parcels: g.count,
          net: round(g.sums[0]! - g.sums[1]!),
          vat: g.sums[1]!,
          total: g.sums[0]!,
        }))
        .sort(
          (a, b) =>
            a.date.localeCompare(b.date) || a.service.localeCompare(b.service) || a.officeId.localeCompare(b.officeId),
        );
      return {
        rows,
        totals: {
          parcels: rows.reduce((s, r) => s + r.parcels, 0),
          net: round(rows.reduce((s, r) => s + r.net, 0)),
          vat: round(rows.reduce((s, r) => s + r.vat, 0)),
          total: round(rows.reduce((s, r) => s + r.total, 0)),
        },
      };
    }
    case 'offices': {
      const offices = (await api.store.table('offices').all(atOffice('id', officeId))).sort((a, b) =>
        a.id.localeCompare(b.id),
      );
      const booked = byKey(
        await parcels.aggregate({ where: between('createdAt', from, to), groupBy: ['originOfficeId'] }),
      );
      const done = byKey(await parcels.aggregate({ where: delivered, groupBy: ['destinationOfficeId'] }));
      const rows = offices.map((o) => ({
        officeId: o.id,
        code: o.code,
        name: o.name,
        booked: booked.get(o.id)?.count ?? 0,
        delivered: done.get(o.id)?.count ?? 0,
      }));
      return {
        rows,
        totals: {
          booked: rows.reduce((s, r) => s + r.booked, 0),
          delivered: rows.reduce((s, r) => s + r.delivered, 0),
        },
      };
    }
    case 'drivers': {
      const drivers = await api.store.table('drivers').all(atOffice('homeOfficeId', officeId));
      const [deliveries, good, failed] = await Promise.all([
        parcels.aggregate({ where: delivered, groupBy: ['driverId'] }),
        parcels.aggregate({ where: [...delivered, onTime], groupBy: ['driverId'] }),
        events.aggregate({ where: [...eventsIn, { field: 'type', in: ['delivery_failed'] }], groupBy: ['driverId'] }),
      ]).then((all) => all.map(byKey));
      const rows = drivers
        .map((d) => {
          const n = deliveries!.get(d.id)?.count ?? 0;
          return {
            driverId: d.id,
            employeeNo: d.employeeNo,
            name: d.name,
            deliveries: n,
            failedAttempts: failed!.get(d.id)?.count ?? 0,
            onTimeRate: n ? round((good!.get(d.id)?.count ?? 0) / n, 4) : null,
          };
        })
        .sort((a, b) => b.deliveries - a.deliveries || a.driverId.localeCompare(b.driverId));
      return {
        rows,
        totals: {
          deliveries: rows.reduce((s, r) => s + r.deliveries, 0),
          failedAttempts: rows.reduce((s, r) => s + r.failedAttempts, 0),
        },
      };
    }
    case 'complaints': {
      // Complaints are few: read them, and the parcels they are about, to place them at an office.
      let list = await api.store.table('complaints').all(between('createdAt', from, to));
      if (officeId) {
        const about = new Map(
          (await parcels.all([{ field: 'id', in: list.flatMap((c) => (c.parcelId ? [c.parcelId] : [])) }])).map((p) => [
            p.id,
            p,
          ]),
        );
        list = list.filter(
          (c) =>
            c.parcelId !== null &&
            [about.get(c.parcelId)?.originOfficeId, about.get(c.parcelId)?.destinationOfficeId].includes(officeId),
        );
      }
      const rows = complaintCategories.flatMap((category) =>
        complaintPriorities.map((priority) => {
          const group = list.filter((c) => c.category === category && c.priority === priority);
          const solved = group.filter((c) => c.resolvedAt);
          const hours = solved.map(
            (c) => (new Date(c.resolvedAt!).getTime() - new Date(c.createdAt).getTime()) / 3_600_000,
          );
          return {
            category,
            priority,
            count: group.length,
            resolved: solved.length,
            avgHoursToResolve: hours.length ? round(hours.reduce((a, b) => a + b, 0) / hours.length, 1) : null,
          };
        }),
      );
      return {
        rows: rows.filter((r) => r.count > 0),
        totals: { count: list.length, resolved: list.filter((c) => c.resolvedAt).length },
      };
    }
    case 'cod': {
      const groups = byKey(
        await parcels.aggregate({
          where: [...delivered, { field: 'paymentMode', in: ['cod'] }],
          groupBy: [{ day: 'deliveredAt' }, 'codStatus'],
          sum: ['codAmount'],
        }),
      );
      const sum = (d: string, status: string) => groups.get(`${d}|${status}`)?.sums[0] ?? 0;
      const rows = days.map((d) => {
        const ofDay = [...groups.values()].filter((g) => g.key[0] === d);
        return {
          date: d,
          parcels: ofDay.reduce((s, g) => s + g.count, 0),
          collected: round(ofDay.reduce((s, g) => s + g.sums[0]!, 0)),
          remitted: sum(d, 'remitted'),
          outstanding: sum(d, 'collected'),
        };
      });
      return {
        rows,
        totals: {
          parcels: rows.reduce((s, r) => s + r.parcels, 0),
          collected: round(rows.reduce((s, r) => s + r.collected, 0)),
          remitted: round(rows.reduce((s, r) => s + r.remitted, 0)),
          outstanding: round(rows.reduce((s, r) => s + r.outstanding, 0)),
        },
      };
    }
  }
}

export function insightHandlers(api: Api) {
  const knownOffice = async (officeId: string | undefined) => {
    if (officeId && !(await api.store.table('offices').get(officeId)))
      throw badRequest('Unknown office', { officeId: 'not_found' });
  };
  return [
    route(api, 'get', '/api/v1/dashboard', async ({ request, url }) => {
      const user = await api.userWithRole(request, featureRoles.dashboard);
      const { officeId } = parseQuery(url, z.object({ officeId: z.string().min(1).optional() }));
      await knownOffice(officeId);
      // A clerk's figures are his own office's: another office's, or the network's, are refused.
      const scoped = officeScopedRoles.includes(user.role);
      if (scoped && (!user.officeId || (officeId !== undefined && officeId !== user.officeId)))
        throw forbidden('Your dashboard shows your own office', 'own_office_figures');
      return dashboard(
        api,
        scoped ? user.officeId! : officeId,
        reportRoles.includes(user.role),
        (await eventSpec.scope?.(api, user)) ?? [],
      );
    }),
    route(api, 'get', '/api/v1/reports/:report', async ({ request, url, params }) => {
      await api.userWithRole(request, featureRoles.reports);
      const name = params.report as (typeof reportNames)[number];
      if (!reportNames.includes(name)) throw notFound('Report');
      const { from, to, officeId } = parseQuery(url, rangeQuery);
      if (from > to) throw badRequest('from is after to', { from: 'after_to' });
      if (addDays(from, 366) < to) throw badRequest('A report covers at most 366 days', { to: 'range_too_long' });
      await knownOffice(officeId);
      return { report: name, from, to, officeId: officeId ?? null, ...(await report(api, name, from, to, officeId)) };
    }),
  ];
}
