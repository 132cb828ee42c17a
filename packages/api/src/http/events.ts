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
import { hears } from './changes';

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

/** How many changes are read from the log at a time. */
const batch = 200;
const keepAliveMs = 20_000;
const positionsEveryMs = 2_000;
/** The longest a timer may wait (setTimeout's limit). */
const longestWait = 2 ** 31 - 1;

const eventText = (type: string, data: unknown, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`;

export function changeStream(api: Api, user: UserRecord, options: StreamOptions): Response {
  const encoder = new TextEncoder();
  let close = () => undefined as void;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      let closed = false;
      const timers: ReturnType<typeof setTimeout>[] = [];
      let unsubscribe = () => undefined as void;
      const send = (text: string) => {
        if (!closed) controller.enqueue(encoder.encode(text));
      };
      close = () => {
        if (closed) return;
        closed = true;
        options.signal?.removeEventListener('abort', close);
        api.openStreams.delete(close);
        unsubscribe();
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

      const { first, last } = await api.store.changes.range();
      let cursor = last;
      const { after } = options;
      // The client reconnects a second after a drop; `retry` says so.
      send('retry: 1000\n\n');
      if (after !== null && (after > last || after < first - 1)) send(eventText('reset', {}, last));
      else {
        if (after !== null) cursor = after;
        send(eventText('ready', {}, cursor));
      }

      let told = cursor;
      let pumping = false;
      let again = false;
      const pump = async () => {
        if (pumping) return void (again = true);
        pumping = true;
        try {
          do {
            again = false;
            let read: Change[];
            do {
              read = await api.store.changes.since(cursor, batch);
              for (const change of read) {
                cursor = change.id;
                if (hears(user, change)) send(eventText(change.topic, change.data, (told = change.id)));
              }
            } while (read.length === batch && !closed);
          } while (again && !closed);
          // Past changes that were not for this user: only the cursor moves, so a reconnect does not read them again.
          if (told < cursor) send(`id: ${(told = cursor)}\n\n`);
        } catch {
          // The database is away: the next notice, or the client's reconnect, reads again.
        } finally {
          pumping = false;
        }
      };
      unsubscribe = api.store.changes.subscribe(() => void pump());
      if (closed) return unsubscribe();
      await pump();

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
