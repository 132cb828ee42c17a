/**
 * Webhooks of business customers: a customer's system hears of its parcels' events at an HTTPS
 * endpoint it names, instead of asking. Each delivery is signed in the manner of the Standard
 * Webhooks specification (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64
 * HMAC-SHA256 of "id.timestamp.body">`), sent at least once, in event order per parcel, and tried
 * again with a growing wait for 24 hours. Deliveries are kept 30 days.
 */
import { z } from 'zod';
import type { ParcelEvent } from './events';
import type { EventType } from './statusMachine';

/** What a customer can hear of: its parcel booked, received, on its way, out, delivered, not delivered, back, cancelled, lost. */
export const webhookEvents = [
  'parcel.booked',
  'parcel.received',
  'parcel.in_transit',
  'parcel.out_for_delivery',
  'parcel.delivered',
  'parcel.delivery_failed',
  'parcel.returned',
  'parcel.cancelled',
  'parcel.lost',
] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

/** The scan-log event each webhook event is told for (the others, moves inside the network, are not). */
const eventOfScan: Partial<Record<EventType, WebhookEvent>> = {
  created: 'parcel.booked',
  received: 'parcel.received',
  departed: 'parcel.in_transit',
  out_for_delivery: 'parcel.out_for_delivery',
  delivered: 'parcel.delivered',
  delivery_failed: 'parcel.delivery_failed',
  returned: 'parcel.returned',
  cancelled: 'parcel.cancelled',
  lost: 'parcel.lost',
};

/** The webhook event a scan is told as, if any. */
export const webhookEventOf = (event: Pick<ParcelEvent, 'type'>): WebhookEvent | undefined => eventOfScan[event.type];

/** At most so many endpoints a customer holds. */
export const webhooksPerCustomer = 10;

/** How long deliveries are tried (from the event) and kept. */
export const webhookRetryHours = 24;
export const webhookKeepDays = 30;

/**
 * The waits after each failed attempt (5 s, 5 min, 30 min, 2 h, 5 h, 10 h); past them, or past
 * 24 hours from the event, the last attempt is made at the 24th hour, then the delivery has failed.
 */
export const webhookRetryWaitsMs = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000] as const;

/**
 * When a delivery that has failed `attempts` times (event at `createdAt`) is tried again: null
 * when it is not tried again (its 24 hours are over).
 */
export function nextWebhookAttempt(createdAt: string, attempts: number, now: Date): string | null {
  const end = Date.parse(createdAt) + webhookRetryHours * 3_600_000;
  if (now.getTime() >= end) return null;
  const wait = webhookRetryWaitsMs[attempts - 1];
  return new Date(wait === undefined ? end : Math.min(end, now.getTime() + wait)).toISOString();
}

/**
 * The WHATWG URL parser that every host of the domain has (Node, browsers, Web Workers); the
 * domain's own lib is ES2023 alone, which names no such global.
 */
declare const URL: {
  canParse(text: string): boolean;
  new (text: string): { protocol: string; username: string; password: string };
};

/** An endpoint's address, checked for its form: https, or http on this machine where the host allows it (development). */
export const webhookUrl = z
  .string()
  .trim()
  .min(1)
  .max(2_000)
  .refine((text) => URL.canParse(text), { params: { code: 'url' }, abort: true })
  .refine((text) => ['https:', 'http:'].includes(new URL(text).protocol), { params: { code: 'url_scheme' } })
  .refine((text) => !new URL(text).username && !new URL(text).password, { params: { code: 'url_credentials' } });

/** An endpoint as its readers see it: never its signing secret, after the once it is made. */
export const webhookEndpoint = z.object({
  id: z.string(),
  customerId: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(webhookEvents)),
  enabled: z.boolean(),
  /** The secret's first characters, to tell secrets apart (`whsec_3F9a…`). */
  secretStart: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  updatedAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

const eventList = z
  .array(z.enum(webhookEvents))
  .min(1)
  .max(webhookEvents.length)
  .refine((events) => new Set(events).size === events.length, { params: { code: 'duplicate' } });

export const webhookEndpointInput = z.object({
  url: webhookUrl,
  description: z.string().trim().max(200).default(''),
  events: eventList,
  enabled: z.boolean().default(true),
});
export type WebhookEndpointInput = z.infer<typeof webhookEndpointInput>;

/** An endpoint as its list shows it: with how many deliveries wait, and how many failed in the kept 30 days. */
export const listedWebhookEndpoint = webhookEndpoint.extend({
  pending: z.number().int(),
  failed: z.number().int(),
});
export type ListedWebhookEndpoint = z.infer<typeof listedWebhookEndpoint>;

/** A change of an endpoint: at least one field. */
export const webhookEndpointPatch = z
  .object({
    url: webhookUrl,
    description: z.string().trim().max(200),
    events: eventList,
    enabled: z.boolean(),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { params: { code: 'empty' } });
export type WebhookEndpointPatch = z.infer<typeof webhookEndpointPatch>;

/** The answer to making an endpoint: its signing secret, this once. */
export const createdWebhookEndpoint = z.object({ endpoint: webhookEndpoint, secret: z.string() });
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpoint>;

/** An endpoint as the store keeps it: with its secret, which signs every delivery. */
export type WebhookEndpointRecord = WebhookEndpoint & { secret: string };

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** One attempt of a delivery: when, the answer's status (null when none came) and what went wrong. */
export const webhookAttempt = z.object({
  at: z.string(),
  status: z.number().int().nullable(),
  error: z.string().nullable(),
  ms: z.number(),
});
export type WebhookAttempt = z.infer<typeof webhookAttempt>;

/** The attempts a delivery keeps (the newest). */
export const webhookAttemptsKept = 20;

/**
 * One event for one endpoint: its id is the message's (`webhook-id`, the same on every attempt and
 * resend, so a receiver drops a repeat), its body as signed, and how its attempts went.
 */
export const webhookDelivery = z.object({
  id: z.string(),
  endpointId: z.string(),
  customerId: z.string(),
  parcelId: z.string(),
  trackingNumber: z.string(),
  eventId: z.string(),
  type: z.enum(webhookEvents),
  /** The JSON body, exactly as sent and signed. */
  body: z.string(),
  status: z.enum(webhookDeliveryStatuses),
  createdAt: z.string(),
  /** When it is tried next (pending only). */
  nextAttemptAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** When staff sent it again by hand: its 24 hours of retries run from then. */
  resentAt: z.string().nullable(),
  attempts: z.array(webhookAttempt),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

/** A delivery as the store keeps it: `seq` orders a parcel's deliveries as its events were kept. */
export type WebhookDeliveryRecord = WebhookDelivery & { seq: number };

/** The body of a delivery: the event, its parcel, and a delivery's proof (who took it; never the signature's image). */
export interface WebhookBody {
  type: WebhookEvent;
  timestamp: string;
  data: {
    parcelId: string;
    trackingNumber: string;
    status: ParcelEvent['statusAfter'];
    event: { id: string; type: EventType; at: string; reason: string | null };
    proofOfDelivery?: { receivedBy: string; relation: string; at: string };
  };
}
