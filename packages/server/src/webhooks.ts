/**
 * Sending customers' webhooks from this server (the rules: @courier/api's http/webhooks.ts).
 *
 * A delivery is posted with node:http(s) and a `lookup` of our own, so the address a connection
 * goes to is the one checked: in production a name that resolves to a private, loopback or
 * link-local address is refused at the attempt (and when the endpoint is added), so a DNS answer
 * changed after the check leads nowhere inside. Redirects are not followed.
 *
 * The sender runs when the change log tells of a commit (on any server of the company: a
 * delivery is written with its event), and every `webhookTickMs` for the retries that come due.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { publicAddress, sendDueWebhooks, type WebhookPost } from '@courier/api';
import type { HostedStore } from '@courier/store';
import type { Log } from './log';

/** How often due retries are looked for when nothing else wakes the sender. */
export const webhookTickMs = 5_000;

/** An address refused for a private network. */
class PrivateAddress extends Error {
  constructor(address: string) {
    super(`refused: ${address} is a private address`);
  }
}

/** The lookup a connection uses: every address the name resolves to must be public (in production). */
const guardedLookup =
  (production: boolean): LookupFunction =>
  (hostname, options, callback) =>
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = production ? addresses.find((a) => !publicAddress(a.address)) : undefined;
      if (refused) return callback(new PrivateAddress(refused.address), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });

/** Posts a delivery; the answer's status (its body is read and dropped, at most 64 KiB). */
export function webhookPost(production: boolean): WebhookPost {
  const lookup = guardedLookup(production);
  return (url, init) =>
    new Promise((resolve, reject) => {
      const target = new URL(url);
      const options: RequestOptions = {
        method: 'POST',
        headers: { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) },
        lookup,
        // A connection of its own: a pooled one was made by an earlier lookup.
        agent: false,
        signal: init.signal,
      };
      const request = (target.protocol === 'https:' ? httpsRequest : httpRequest)(target, options, (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > 65_536) response.destroy();
        });
        response.on('close', () => resolve({ status: response.statusCode ?? 0 }));
        response.on('error', () => resolve({ status: response.statusCode ?? 0 }));
      });
      request.on('error', (error) => reject(error.name === 'AbortError' ? new Error('timed out') : error));
      request.end(init.body);
    });
}

/** At an endpoint's registration in production: where its name leads (`url_private`, `url_unresolved`), or null. */
export async function checkWebhookTarget(url: URL): Promise<string | null> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A name that gets no answer in 5 s is as good as none.
  const addresses = await new Promise<LookupAddress[] | null>((resolve) => {
    const late = setTimeout(() => resolve(null), 5_000);
    dnsLookup(host, { all: true }, (error, found) => {
      clearTimeout(late);
      resolve(error ? null : found);
    });
  });
  if (!addresses?.length) return 'url_unresolved';
  return addresses.every((a) => publicAddress(a.address)) ? null : 'url_private';
}

/** Runs at most this often while commits keep coming: a busy server reads the due deliveries a few times a second, not once a write. */
const runGapMs = 200;

/** Runs the sender on this server until `stop`: woken by each commit and by the tick; one run at a time. */
export function startWebhookSender(store: HostedStore, post: WebhookPost, now: () => Date, log: Log) {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          const made = await sendDueWebhooks(store, post, now);
          if (made) log.debug('webhook deliveries attempted', { made });
        } catch (error) {
          log.error('webhook deliveries could not be sent', { error: String(error) });
        }
        if (again) await new Promise((resolve) => setTimeout(resolve, runGapMs));
      } while (again && !stopped);
    })().finally(() => (running = null));
  };
  const unsubscribe = store.changes.subscribe(run);
  const tick = setInterval(run, webhookTickMs);
  tick.unref();
  run();
  return {
    /** Stops waking, and waits for a run under way. */
    async stop() {
      stopped = true;
      unsubscribe();
      clearInterval(tick);
      await running;
    },
  };
}
