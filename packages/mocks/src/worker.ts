/// <reference lib="webworker" />
/**
 * The API in a dedicated Web Worker: the memory store is seeded (or restored from IndexedDB)
 * here, off the page's main thread, and every /api request the page forwards is answered by the
 * same Hono app the server runs. A request that may change data is appended to the journal
 * before it runs (persistence.ts), so a write is kept before it is answered.
 */
import { createApi } from '@courier/api';
import { iconNames } from '@courier/api/icon-names';
import { createSnapshot, MemoryStore, sampleSizes, snapshotVersion } from '@courier/store';
import {
  append,
  begin,
  compact,
  dropEarlierStore,
  restore,
  tokenSecret,
  type JournalEntry,
  type Origin,
} from './persistence';
import {
  isStreamed,
  responseMessage,
  toRequest,
  type FromWorker,
  type RequestMessage,
  type StartMessage,
  type ToWorker,
} from './protocol';

declare const self: DedicatedWorkerGlobalScope;

/** Writes between two compactions of the journal. */
const compactEvery = 50;

const post = (message: FromWorker, transfer: Transferable[] = []) => self.postMessage(message, transfer);
let answer: ((message: RequestMessage) => Promise<void>) | null = null;
const waiting: RequestMessage[] = [];
/** The event streams being sent to the page, by request id. */
const streams = new Map<number, ReadableStreamDefaultReader<Uint8Array>>();

/** Sends a streamed body in chunks as it is written, until it ends or the page hangs up. */
async function stream(id: number, response: Response) {
  const reader = response.body!.getReader();
  streams.set(id, reader);
  post({
    type: 'response',
    id,
    status: response.status,
    headers: [...response.headers],
    body: new ArrayBuffer(0),
    streamed: true,
  });
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const chunk = value.slice().buffer;
      post({ type: 'chunk', id, chunk }, [chunk]);
    }
  } catch {
    // Cancelled by the page.
  } finally {
    streams.delete(id);
    post({ type: 'end', id });
  }
}

/** The auth calls that change no data (the throttle's counts are not data): not journaled. */
const readingAuth = new Set(['/api/auth/sign-in', '/api/auth/sign-in-with-token', '/api/auth/unlock-session']);
/** Reads that may write: a clerk opening another office's parcel by its number leaves an audit row. */
const auditedRead = /^\/api\/v1\/parcels\/by-tracking\//;
/**
 * Calls that never change data: they are not journaled (reads, sign-in, search). Sign-up (an
 * access request), the password calls and sign-out change data, and are.
 */
const changesNothing = (message: RequestMessage) => {
  const path = new URL(message.url).pathname;
  return (
    ((message.method === 'GET' || message.method === 'HEAD') && !auditedRead.test(path)) ||
    readingAuth.has(path) ||
    path === '/api/common/search'
  );
};

/**
 * Writes that draw a random secret (an invitation's or a password link's token, whose link the
 * administrator is handed): a replay of the journal would draw another, so the link would not work.
 */
const makesSecret = (message: RequestMessage) =>
  message.method === 'POST' &&
  /^\/api\/v1\/(users|users\/[^/]+\/password-link|access-requests\/[^/]+)$/.test(new URL(message.url).pathname);

async function start({ pageNow, sample, persist: wanted, delays }: StartMessage) {
  // The worker's clock follows the page's, so a page whose time is set (a test) sets the API's too;
  // each request brings the page's time, and the clock moves forward with it (never back).
  let offset = pageNow - Date.now();
  const follow = (message: RequestMessage) => {
    if (message.pageNow !== undefined) offset = Math.max(offset, message.pageNow - Date.now());
  };
  const clock = () => new Date(Date.now() + offset);
  const today = () => clock().toISOString().slice(0, 10);
  // The large sample is for measuring speed: made on every load, never kept.
  const persist = wanted && sample === 'default';
  const originAt = (at: Date): Origin => ({
    version: snapshotVersion,
    seededAt: at.toISOString(),
    seededOn: at.toISOString().slice(0, 10),
  });
  const seedAt = (origin: Origin) => createSnapshot({ now: new Date(origin.seededAt), parcels: sampleSizes[sample] });
  if (persist) dropEarlierStore();

  const [kept, secret] = await Promise.all([persist ? restore() : null, tokenSecret(persist)]);
  // Untouched sample data is made again each day, so "today" on the dashboard is today.
  const current = kept && (kept.compacted || kept.pending.length || kept.origin.seededOn === today()) ? kept : null;
  let origin = current?.origin ?? originAt(clock());
  if (persist && !current) await begin(origin);

  const store = new MemoryStore(
    current?.compacted?.snapshot ?? seedAt(origin),
    {
      clock,
      reseed: () => {
        origin = originAt(store.clock());
        return seedAt(origin);
      },
      onReset: () => (persist ? begin(origin) : undefined),
    },
    Boolean(current?.compacted || current?.pending.length),
  );
  const app = createApi({ store, auth: { secret }, delays, iconNames, instance: { demo: true } });

  /** Runs a request with the API's clock held at `at`, so a replay sees the time the request first saw. */
  const runAt = async (target: typeof app, request: Request, at: number) => {
    store.clock = () => new Date(at);
    try {
      return await target.fetch(request);
    } finally {
      store.clock = clock;
    }
  };

  let seq = 0;
  let sinceCompaction = 0;
  if (current) {
    // The journal is replayed without the demo's delays, in order, each at its own time.
    const replay = createApi({ store, auth: { secret }, iconNames });
    for (const entry of current.pending)
      await runAt(replay, toRequest({ ...entry, type: 'request', id: entry.seq }), entry.at);
    seq = current.pending.at(-1)?.seq ?? current.compacted?.seq ?? 0;
    sinceCompaction = current.pending.length;
  }

  // Writes run one at a time, in the order they came: the journal's order is the order they ran in.
  let writes = Promise.resolve();
  const write = async (message: RequestMessage) => {
    const entry: JournalEntry = {
      seq: ++seq,
      at: clock().getTime(),
      method: message.method,
      url: message.url,
      headers: message.headers,
      body: message.body,
    };
    await append(entry);
    const response = await runAt(app, toRequest(message), entry.at);
    if (makesSecret(message)) {
      // Replayed, the write would draw another secret: the data is kept as it is before answering.
      sinceCompaction = 0;
      await compact(store.db.snapshot(), entry.seq);
    } else if (++sinceCompaction >= compactEvery) {
      sinceCompaction = 0;
      void compact(store.db.snapshot(), entry.seq).catch(() => undefined);
    }
    return response;
  };
  answer = async (message) => {
    follow(message);
    let response: Response;
    if (!persist || changesNothing(message)) response = await app.fetch(toRequest(message));
    else {
      const result = writes.then(() => write(message));
      writes = result.then(
        () => undefined,
        () => undefined,
      );
      response = await result.catch(() =>
        Response.json(
          { error: { code: 'unavailable', message: 'The demo could not keep this change; nothing was changed' } },
          { status: 503 },
        ),
      );
    }
    if (isStreamed(response)) return stream(message.id, response);
    const reply = await responseMessage(message.id, response);
    post(reply, [reply.body]);
  };
  post({ type: 'ready' });
  for (const message of waiting.splice(0)) void answer(message);
}

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === 'start') {
    start(message).catch((error: unknown) =>
      post({ type: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
  } else if (message.type === 'cancel') void streams.get(message.id)?.cancel();
  else if (answer) void answer(message);
  else waiting.push(message);
};
