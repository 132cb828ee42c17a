import { z } from 'zod';
import { geoPoint, isoDateTime } from './common';
import { parcelStatuses, proofOfDelivery } from './parcel';
import type { ParcelView } from './parcelView';
import { eventTypes, scanActions } from './statusMachine';

/** One line of the scan log: append-only; a parcel's status is its newest event's statusAfter. */
export const parcelEvent = z.object({
  id: z.string(),
  parcelId: z.string(),
  trackingNumber: z.string(),
  type: z.enum(eventTypes),
  statusAfter: z.enum(parcelStatuses),
  officeId: z.string().nullable(),
  tripId: z.string().nullable(),
  driverId: z.string().nullable(),
  userId: z.string(),
  at: isoDateTime,
  location: geoPoint.nullable(),
  reason: z.string().nullable(),
  note: z.string().nullable(),
});
export type ParcelEvent = z.infer<typeof parcelEvent>;

/** POST api/v1/scans. */
export const scanInput = z.object({
  trackingNumber: z.string().min(1).max(40),
  action: z.enum(scanActions),
  officeId: z.string().min(1).optional(),
  tripId: z.string().min(1).optional(),
  driverId: z.string().min(1).optional(),
  pod: proofOfDelivery.omit({ at: true }).optional(),
  reason: z.string().trim().min(1).max(200).optional(),
  note: z.string().trim().max(500).optional(),
  /** Idempotency: a repeated scan with the same key answers the first result. */
  clientScanId: z.string().min(1).max(64).optional(),
});
export type ScanInput = z.infer<typeof scanInput>;

/** The answer to a scan: the parcel after it (as its reader sees it) and the event it logged (`replayed` for a retried one). */
export interface ScanResult {
  parcel: ParcelView;
  event: ParcelEvent;
  replayed?: boolean;
}

/** What the public tracking call reveals: no names, phones, addresses or money. */
export const publicTracking = z.object({
  trackingNumber: z.string(),
  status: z.enum(parcelStatuses),
  service: z.string(),
  originCity: z.string(),
  destinationCity: z.string(),
  promisedDate: z.string(),
  deliveredAt: isoDateTime.nullable(),
  events: z.array(
    z.object({
      type: z.enum(eventTypes),
      status: z.enum(parcelStatuses),
      at: isoDateTime,
      city: z.string().nullable(),
    }),
  ),
});
export type PublicTracking = z.infer<typeof publicTracking>;
