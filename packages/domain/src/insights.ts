/** The answers of GET api/v1/dashboard and api/v1/reports/{report}. */
import { z } from 'zod';
import { addDays } from './clock';
import { isoDate } from './common';
import { parcelEvent } from './events';

/** The list behind a figure: `GET api/v1/{resource}?{params}` counts the same rows. */
export const listLink = z.object({
  resource: z.enum(['parcels', 'parcel-events', 'trips', 'complaints']),
  params: z.record(z.string(), z.string()),
});
export type ListLink = z.infer<typeof listLink>;

const figure = z.object({ value: z.number().nullable(), link: listLink });

export const dashboard = z.object({
  date: isoDate,
  officeId: z.string().nullable(),
  figures: z.object({
    booked: figure,
    received: figure,
    inTransit: figure,
    outForDelivery: figure,
    delivered: figure,
    failed: figure,
    /** Share of today's deliveries made by the promised date (0-1). */
    onTimeRate: figure,
    /** Money: sent only to the roles that read it (reportRoles). */
    codToCollect: figure.extend({ count: z.number().int() }).optional(),
    revenueThisMonth: figure.optional(),
    revenueLastMonth: figure.extend({ toDate: z.number() }).optional(),
    tripsOnRoad: figure,
    openComplaints: figure.extend({
      byPriority: z.record(z.string(), z.number().int()),
      pastSla: z.number().int(),
      pastSlaLink: listLink,
    }),
  }),
  deliveries30d: z.array(
    z.object({ date: isoDate, delivered: z.number().int(), failed: z.number().int(), returned: z.number().int() }),
  ),
  latestScans: z.array(parcelEvent),
});
export type Dashboard = z.infer<typeof dashboard>;

export const reportNames = ['deliveries', 'on-time', 'revenue', 'offices', 'drivers', 'complaints', 'cod'] as const;
export type ReportName = (typeof reportNames)[number];

export const report = z.object({
  report: z.enum(reportNames),
  from: isoDate,
  to: isoDate,
  officeId: z.string().nullable(),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
  totals: z.record(z.string(), z.union([z.number(), z.null()])),
});
export type Report = z.infer<typeof report>;

export const tripAvailability = z.object({
  trucks: z.array(
    z.object({
      id: z.string(),
      plate: z.string(),
      capacityKg: z.number(),
      homeOfficeId: z.string(),
      /** Where it stands: the last stop of its latest completed trip, else its home office. */
      atOfficeId: z.string().optional(),
      problem: z.string().nullable(),
    }),
  ),
  drivers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      licenseClass: z.string(),
      homeOfficeId: z.string(),
      atOfficeId: z.string().optional(),
      problem: z.string().nullable(),
    }),
  ),
});
export type TripAvailability = z.infer<typeof tripAvailability>;

/** The date ranges a report offers; `custom` takes the days given. */
export const reportPresets = ['today', '7d', '30d', 'this_month', 'last_month', 'custom'] as const;
export type ReportPreset = (typeof reportPresets)[number];

/** The days (`YYYY-MM-DD`, Türkiye's calendar) a preset covers on `today`. */
export function reportRange(preset: Exclude<ReportPreset, 'custom'>, today: string): { from: string; to: string } {
  const monthStart = `${today.slice(0, 8)}01`;
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'this_month':
      return { from: monthStart, to: today };
    case 'last_month': {
      const end = addDays(monthStart, -1);
      return { from: `${end.slice(0, 8)}01`, to: end };
    }
  }
}
