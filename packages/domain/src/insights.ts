/** The answers of GET api/v1/dashboard and api/v1/reports/{report}. */
import { z } from 'zod';
import { isoDate } from './common';
import { parcelEvent } from './events';

/** The list behind a figure: `GET api/v1/{resource}?{params}` counts the same rows. */
export const listLink = z.object({ resource: z.enum(['parcels', 'parcel-events', 'trips', 'complaints']), params: z.record(z.string(), z.string()) });
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
    codToCollect: figure.extend({ count: z.number().int() }),
    revenueThisMonth: figure,
    revenueLastMonth: figure.extend({ toDate: z.number() }),
    tripsOnRoad: figure,
    openComplaints: figure.extend({ byPriority: z.record(z.string(), z.number().int()), pastSla: z.number().int(), pastSlaLink: listLink }),
  }),
  deliveries30d: z.array(z.object({ date: isoDate, delivered: z.number().int(), failed: z.number().int(), returned: z.number().int() })),
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
  trucks: z.array(z.object({ id: z.string(), plate: z.string(), capacityKg: z.number(), homeOfficeId: z.string(), problem: z.string().nullable() })),
  drivers: z.array(z.object({ id: z.string(), name: z.string(), licenseClass: z.string(), homeOfficeId: z.string(), problem: z.string().nullable() })),
});
export type TripAvailability = z.infer<typeof tripAvailability>;
