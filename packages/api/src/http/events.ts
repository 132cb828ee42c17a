/**
 * Live updates, the reading side: the changes a user hears of, as server-sent events.
 *
 * A stream starts from the client's cursor (`Last-Event-ID`, the id of the last change it
 * heard) or, without one, from now. It first sends what the client missed, then each change as
 * it commits (the store tells every server, through LISTEN/NOTIFY on PostgreSQL). A cursor the
 * log no longer covers (older than the changes kept, or from before a reset) is answered with a
 * `reset` event: the client reads everything again, and nothing is silently lost. Every event
 * sets the cursor; `ready` tells it where the stream starts.
 *
 * Truck positions (`trucks`, every two seconds, for the live map) are a state, not changes:
 * they carry no id and are not replayed.
 */
import type { Change, UserRecord } from '@courier/store';
import type { Api } from './api';
import { changeBatch } from './changeHub';
import { hears, sessionTopic } from './changes';
import { HttpError } from './errors';

export interface StreamOptions {
  /** The client's cursor, if it has one. */
  after: number | null;
  /** The truck positions to send now and then, when asked for and allowed. */
  positions?: () => Promise<unknown>;
  /** When the session's token expires: the stream ends then, and the client comes back with a new one. */
  until: Date;
  /** Whether the session still stands (not signed out, the account not disabled): asked with each keep-alive, the stream ends when not. */
  stillValid?: () => Promise<boolean>;
  signal?: AbortSignal;
}

const keepAliveMs = 20_000;
const positionsEveryMs = 2_000;
/** The longest a timer may wait (setTimeout's limit). */
const longestWait = 2 ** 31 - 1;
/** The most streams one server holds open for one user, and for one session (a tab each). */
export const streamLimits = { perUser: 20, perSession: 5 };

const eventText = (type: string, data: unknown, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

/** This server's open streams by user and by session, for the caps. */
const opened = new WeakMap<Api, Map<string, number>>();
function countStream(api: Api, keys: readonly string[], by: number) {
  const counts = opened.get(api) ?? opened.set(api, new Map()).get(api)!;
  for (const key of keys) {
    const count = (counts.get(key) ?? 0) + by;
    if (count > 0) counts.set(key, count);
    else counts.delete(key);
  }
  return counts;
}

export function changeStream(api: Api, user: UserRecord, sessionId: string, options: StreamOptions): Response {
  const keys = [`user:${user.id}`, `session:${sessionId}`];
  const counts = opened.get(api);
  if ((counts?.get(keys[0]!) ?? 0) >= streamLimits.perUser || (counts?.get(keys[1]!) ?? 0) >= streamLimits.perSession)
    throw new HttpError(429, 'too_many_requests', 'Too many live connections are open: close a tab', undefined, {
      retryAfter: 5,
    });
  countStream(api, keys, 1);
  const encoder = new TextEncoder();
  let close = () => undefined as void;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      let closed = false;
      const timers: ReturnType<typeof setTimeout>[] = [];
      let leave = () => undefined as void;
      const send = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      close = () => {
        if (closed) return;
        closed = true;
        countStream(api, keys, -1);
        options.signal?.removeEventListener('abort', close);
        api.openStreams.delete(close);
        leave();
        for (const timer of timers) clearTimeout(timer);
        try {
          controller.close();
        } catch {
          // Already cancelled by the client.
        }
      };
      if (options.signal?.aborted || api.stopping.signal.aborted) return close();
      options.signal?.addEventListener('abort', close);
      api.openStreams.add(close);

      let cursor = 0;
      let told = 0;
      /** What the stream's user hears of these changes, past its cursor; a session's end is checked at once. */
      const deliver = (changes: readonly Change[]) => {
        for (const change of changes) {
          if (change.id <= cursor) continue;
          cursor = change.id;
          if (change.topic === sessionTopic) {
            if (change.audience.userId === user.id) void options.stillValid?.().then((valid) => valid || close());
            continue;
          }
          if (hears(user, change)) send(eventText(change.topic, change.data, (told = change.id)));
        }
        // Past changes that were not for this user: only the cursor moves, so a reconnect does not read them again.
        if (told < cursor) send(`id: ${(told = cursor)}\n\n`);
      };
      // The server's one reader of the log hands over each change as it commits; those that come
      // while the stream reads what its client missed wait for it.
      let waiting: Change[] | null = [];
      leave = await api.changeHub.join((changes) => (waiting ? waiting.push(...changes) : deliver(changes)));
      if (closed) return leave();
      try {
        const { first, last } = await api.store.changes.range();
        const { after } = options;
        cursor = told = last;
        // The client reconnects a second after a drop; `retry` says so.
        send('retry: 1000\n\n');
        if (after !== null && (after > last || after < first - 1)) send(eventText('reset', {}, last));
        else {
          send(eventText('ready', {}, after ?? cursor));
          // A reconnect reads what it missed; a new stream starts from now, and the hub brings the rest.
          if (after !== null) {
            cursor = told = after;
            let read: Change[];
            do {
              read = await api.store.changes.since(cursor, changeBatch);
              deliver(read);
            } while (read.length === changeBatch && !closed);
          }
        }
      } catch {
        // The database is away: the client's reconnect starts again.
        return close();
      }
      const missed = waiting;
      waiting = null;
      deliver(missed);

      const every = (ms: number, fn: () => void) => {
        const tick = () => {
          fn();
          if (!closed) timers.push(setTimeout(tick, ms));
        };
        timers.push(setTimeout(tick, ms));
      };
      every(keepAliveMs, () => {
        send(': keep-alive\n\n');
        void options.stillValid?.().then((valid) => valid || close());
      });
      if (options.positions) {
        const positions = options.positions;
        const sendPositions = () =>
          void positions().then(
            (list) => send(eventText('trucks', list)),
            () => undefined,
          );
        sendPositions();
        every(positionsEveryMs, sendPositions);
      }
      timers.push(setTimeout(close, Math.min(longestWait, Math.max(0, options.until.getTime() - api.now().getTime()))));
    },
    cancel() {
      close();
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      'x-accel-buffering': 'no',
    },
  });
}
