/**
 * Webhooks (@courier/domain's webhooks.ts), the writing and the sending.
 *
 * Writing: every scan-log event a customer can hear of becomes one delivery per endpoint of its
 * parcel's customer that listens to it, written in the event's own transaction (an outbox): a
 * delivery exists if and only if its event was kept.
 *
 * Sending: the host (the Node server) runs `sendDueWebhooks` whenever the change log tells of a
 * commit, and every few seconds for the retries. A server claims due deliveries in a transaction
 * that first takes the sender's counter row (`store.next`): the servers of a company claim one
 * after the other, and a claimed delivery is not due again for a minute, so no two servers send
 * the same delivery. A server that stops mid-send leaves its claim to lapse, and another sends it
 * again (at least once). Only a parcel's oldest pending delivery at an endpoint is claimed: its
 * events arrive in order. The static demo writes deliveries and sends none.
 */
import {
  nextWebhookAttempt,
  webhookKeepDays,
  webhookAttemptsKept,
  webhookEventOf,
  type ParcelEvent,
  type WebhookAttempt,
  type WebhookBody,
  type WebhookDelivery,
  type WebhookDeliveryRecord,
  type WebhookEndpoint,
  type WebhookEndpointRecord,
} from '@courier/domain';
import type { Condition, HostedStore, Table, Tables } from '@courier/store';
import ipaddr from 'ipaddr.js';
import { deleteBefore } from './prune';

/** How long a claim holds a delivery: longer than an attempt may take. */
export const webhookClaimMs = 60_000;
/** How long an attempt waits for the endpoint's answer. */
export const webhookTimeoutMs = 10_000;
/** Deliveries claimed at a time by one server. */
const claimBatch = 20;

/** A new signing secret, as Standard Webhooks writes one: `whsec_` and 24 random bytes, base64. */
export function newWebhookSecret(): string {
  return `whsec_${btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(24))))}`;
}

/** The endpoint as its readers see it: without its secret. */
export const asWebhookEndpoint = ({ secret: _secret, ...endpoint }: WebhookEndpointRecord): WebhookEndpoint => endpoint;
export const asWebhookDelivery = ({ seq: _seq, ...delivery }: WebhookDeliveryRecord): WebhookDelivery => delivery;

/**
 * The signature header of a delivery: `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`,
 * keyed with the secret's bytes (what follows `whsec_`, base64-decoded).
 */
export async function webhookSignature(secret: string, id: string, timestamp: number, body: string): Promise<string> {
  const keyBytes = Uint8Array.from(atob(secret.replace(/^whsec_/, '')), (c) => c.charCodeAt(0));
  const key = await crypto.subtle.importKey('raw', keyBytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${id}.${timestamp}.${body}`));
  return `v1,${btoa(String.fromCharCode(...new Uint8Array(mac)))}`;
}

/**
 * What is wrong with an endpoint's address for this host, if anything. Production takes https
 * only, and no address of this machine or of a private network, written as such (the host's
 * `checkTarget` resolves names too, at registration and at every attempt). Development (the demo)
 * also takes http to this machine.
 */
export function webhookUrlProblem(text: string, development: boolean): string | null {
  const url = new URL(text);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = ipaddr.isValid(host) ? ipaddr.process(host) : null;
  const local =
    host === 'localhost' || host.endsWith('.localhost') || (literal !== null && literal.range() === 'loopback');
  if (url.protocol === 'http:') return development && local ? null : 'url_scheme';
  if (development) return null;
  if (local || /\.(local|internal|home\.arpa)$/i.test(host)) return 'url_private';
  if (literal && literal.range() !== 'unicast') return 'url_private';
  return null;
}

/** Whether a resolved address may be called in production: a public one only. */
export const publicAddress = (address: string) =>
  ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast';

/** The body of a delivery for an event of its parcel (a delivery's proof: who took it, never the signature's image). */
function bodyOf(event: ParcelEvent, type: WebhookBody['type'], parcel: Tables['parcels']): string {
  const body: WebhookBody = {
    type,
    timestamp: event.at,
    data: {
      parcelId: parcel.id,
      trackingNumber: event.trackingNumber,
      status: event.statusAfter,
      event: { id: event.id, type: event.type, at: event.at, reason: event.reason },
      ...(type === 'parcel.delivered' && parcel.pod
        ? { proofOfDelivery: { receivedBy: parcel.pod.receivedBy, relation: parcel.pod.relation, at: parcel.pod.at } }
        : {}),
    },
  };
  return JSON.stringify(body);
}

/** Writes the deliveries of these events (in the caller's transaction): one per listening endpoint of each parcel's customer. */
async function writeDeliveries(store: HostedStore, events: readonly ParcelEvent[]) {
  const told = events.flatMap((event) => {
    const type = webhookEventOf(event);
    return type ? [{ event, type }] : [];
  });
  if (!told.length) return;
  // Most companies have few endpoints, most scans none: one small read, and nothing more.
  const endpoints = await store.table('webhooks').all([{ field: 'enabled', in: ['true'] }]);
  if (!endpoints.length) return;
  const parcelIds = [...new Set(told.map((t) => t.event.parcelId))];
  const parcels = new Map((await store.table('parcels').all([{ field: 'id', in: parcelIds }])).map((p) => [p.id, p]));
  const due = told.flatMap(({ event, type }) => {
    const parcel = parcels.get(event.parcelId);
    return parcel
      ? endpoints
          .filter((e) => e.customerId === parcel.customerId && e.events.includes(type))
          .map((endpoint) => ({ event, type, parcel, endpoint }))
      : [];
  });
  if (!due.length) return;
  // A block of ids: their numbers order a parcel's deliveries as its events were kept.
  const last = await store.next('id:whd', due.length);
  await store.table('webhook-deliveries').insertMany(
    due.map(({ event, type, parcel, endpoint }, i) => {
      const seq = last - due.length + 1 + i;
      return {
        id: `whd_${String(seq).padStart(6, '0')}`,
        seq,
        endpointId: endpoint.id,
        customerId: parcel.customerId,
        parcelId: parcel.id,
        trackingNumber: parcel.trackingNumber,
        eventId: event.id,
        type,
        body: bodyOf(event, type, parcel),
        status: 'pending',
        createdAt: event.at,
        nextAttemptAt: event.at,
        deliveredAt: null,
        resentAt: null,
        attempts: [],
      };
    }),
  );
}

/** The store, writing a webhook delivery with every scan-log event that an endpoint listens to. */
export function withWebhookDeliveries(store: HostedStore): HostedStore {
  const events = (): Table<ParcelEvent> => {
    const rows = store.table('parcel-events');
    return {
      ...rows,
      insert: async (row) => {
        const kept = await rows.insert(row);
        await writeDeliveries(store, [kept]);
        return kept;
      },
      insertMany: async (many) => {
        await rows.insertMany(many);
        await writeDeliveries(store, many);
      },
    };
  };
  return {
    ...store,
    table: ((name) => (name === 'parcel-events' ? events() : store.table(name))) as HostedStore['table'],
  };
}

/** How the host posts a delivery: the answer's status, or a throw when none came (refused, timed out, no such host). */
export type WebhookPost = (
  url: string,
  init: { headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{ status: number }>;

const failedAttempt = (delivery: WebhookDeliveryRecord, at: string, error: string): WebhookDeliveryRecord => ({
  ...delivery,
  status: 'failed',
  nextAttemptAt: null,
  attempts: [...delivery.attempts, { at, status: null, error, ms: 0 }].slice(-webhookAttemptsKept),
});

const dueNow = (now: Date): Condition[] => [
  { field: 'status', in: ['pending'] },
  { field: 'nextAttemptAt', upTo: now.toISOString() },
];

/** A parcel's pending deliveries at an endpoint, oldest event first. */
async function pendingOfParcel(store: HostedStore, delivery: WebhookDeliveryRecord) {
  const pending = await store.table('webhook-deliveries').all([
    { field: 'endpointId', in: [delivery.endpointId] },
    { field: 'parcelId', in: [delivery.parcelId] },
    { field: 'status', in: ['pending'] },
  ]);
  return pending.sort((a, b) => a.seq - b.seq);
}

/** Claims the due deliveries this server sends now (see above): each with its endpoint. */
async function claimDue(store: HostedStore, now: Date) {
  const deliveries = store.table('webhook-deliveries');
  // A read first: the sender's lock is taken only when there is something to send.
  if (!(await deliveries.count(dueNow(now)))) return [];
  const claimed = await store.transaction(async () => {
    await store.next('webhook-sender');
    const due = await deliveries.list({
      where: dueNow(now),
      sort: { key: 'nextAttemptAt', order: 'asc', text: false },
      page: 1,
      size: claimBatch,
    });
    const held: { delivery: WebhookDeliveryRecord; endpoint: WebhookEndpointRecord }[] = [];
    for (const delivery of due.items) {
      const endpoint = await store.table('webhooks').get(delivery.endpointId);
      if (!endpoint || !endpoint.enabled) {
        await deliveries.update(
          failedAttempt(delivery, now.toISOString(), endpoint ? 'endpoint_disabled' : 'endpoint_deleted'),
        );
        continue;
      }
      // In event order: an earlier event of the parcel is delivered first; this one waits as long
      // (and is made due again when that one is done, in recordAttempt).
      const first = (await pendingOfParcel(store, delivery))[0];
      if (first && first.id !== delivery.id) {
        await deliveries.update({ ...delivery, nextAttemptAt: first.nextAttemptAt });
        continue;
      }
      const claim = { ...delivery, nextAttemptAt: new Date(now.getTime() + webhookClaimMs).toISOString() };
      await deliveries.update(claim);
      held.push({ delivery: claim, endpoint });
    }
    return held;
  });
  await store.commit?.();
  return claimed;
}

/**
 * Keeps how an attempt went: delivered on a 2xx, otherwise tried again later or, past its 24
 * hours, failed. A delivery done either way lets its parcel's next one go at once.
 */
async function recordAttempt(store: HostedStore, id: string, attempt: WebhookAttempt, now: Date) {
  const deliveries = store.table('webhook-deliveries');
  await store.transaction(async () => {
    const current = await deliveries.get(id);
    if (!current || current.status !== 'pending') return;
    const attempts = [...current.attempts, attempt].slice(-webhookAttemptsKept);
    const ok = attempt.status !== null && attempt.status >= 200 && attempt.status < 300;
    const since = current.resentAt ?? current.createdAt;
    const next = ok ? null : nextWebhookAttempt(since, attempts.filter((a) => a.at >= since).length, now);
    await deliveries.update({
      ...current,
      attempts,
      status: ok ? 'delivered' : next ? 'pending' : 'failed',
      deliveredAt: ok ? attempt.at : null,
      nextAttemptAt: next,
    });
    if (!next) await releaseNext(store, current, now);
  });
  await store.commit?.();
}

/** The parcel's next pending delivery at the endpoint, due now (it waited for the one before it). */
export async function releaseNext(store: HostedStore, done: WebhookDeliveryRecord, now: Date) {
  const next = (await pendingOfParcel(store, done)).find((p) => p.id !== done.id);
  if (next && (!next.nextAttemptAt || next.nextAttemptAt > now.toISOString()))
    await store.table('webhook-deliveries').update({ ...next, nextAttemptAt: now.toISOString() });
}

/**
 * Sends what is due now: claims a batch, posts each (signed, with the timeout), keeps how each
 * went, and goes on while there is more. The number of attempts made.
 */
export async function sendDueWebhooks(store: HostedStore, post: WebhookPost, now: () => Date): Promise<number> {
  let made = 0;
  for (;;) {
    const claimed = await claimDue(store, now());
    if (!claimed.length) return made;
    await Promise.all(
      claimed.map(async ({ delivery, endpoint }) => {
        const started = now();
        const timestamp = Math.floor(started.getTime() / 1000);
        const headers = {
          'content-type': 'application/json',
          'user-agent': 'courier-webhooks/1',
          'webhook-id': delivery.id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': await webhookSignature(endpoint.secret, delivery.id, timestamp, delivery.body),
        };
        const clock = performance.now();
        let status: number | null = null;
        let error: string | null = null;
        try {
          status = (
            await post(endpoint.url, { headers, body: delivery.body, signal: AbortSignal.timeout(webhookTimeoutMs) })
          ).status;
          if (status < 200 || status >= 300) error = `HTTP ${status}`;
        } catch (thrown) {
          error = (thrown instanceof Error ? thrown.message : String(thrown)).slice(0, 200);
        }
        const ms = Math.round(performance.now() - clock);
        await recordAttempt(store, delivery.id, { at: started.toISOString(), status, error, ms }, now());
      }),
    );
    made += claimed.length;
  }
}

/** Deletes the deliveries of events older than the kept 30 days: the number deleted. */
export const pruneWebhookDeliveries = (store: HostedStore, now: Date) =>
  deleteBefore(
    store,
    'webhook-deliveries',
    'createdAt',
    new Date(now.getTime() - webhookKeepDays * 86_400_000).toISOString(),
  );
