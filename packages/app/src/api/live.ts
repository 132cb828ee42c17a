/**
 * Live updates in the app: one event stream per tab (GET /api/v1/events, server-sent events read
 * with fetch, so the token goes in a header and never in an address). Each change marks what it
 * touches stale in the query cache, and what is on screen is read again: a scan in one browser
 * shows on another's parcel page and lists within a second. The trucks' positions, while the
 * live map is open, are put into the cache as they come.
 *
 * When the stream drops, it is opened again (after 1 s, then longer, up to 30 s) from the last
 * event heard (`Last-Event-ID`), so nothing is lost; a `reset` from the server (a cursor it no
 * longer covers) reads everything again. Changes are gathered for a moment before the cache is
 * told, so a busy hub's hundred scans a second cost a few reads, not a hundred.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { createParser } from 'eventsource-parser';
import { createStore } from '../state/store';
import { sessionRefused } from './client';
import { currentToken } from './session';

export type LiveState = 'connecting' | 'live' | 'offline';
/** Whether the stream is open: pages that would otherwise poll ask this. */
export const liveState = createStore<LiveState>('offline');

type ChangeData = { id?: string; trackingNumber?: string };

/** What a change of each topic makes stale. */
const touches: Record<string, (data: ChangeData) => QueryKey[]> = {
  parcel: (d) => [['parcels'], ['dashboard'], ...(d.trackingNumber ? [['tracking', d.trackingNumber]] : [])],
  trip: () => [['trips']],
  truck: () => [['trucks']],
  notifications: () => [['feed', 'notifications']],
  // A message in one's conversation, or one's colleague reading it (the receipts).
  chat: () => [['chats']],
  mail: () => [['apps', 'mailbox']],
  // A file or folder one sees was added, changed, shared or unshared with one, or deleted.
  files: () => [['apps', 'files']],
  // A board one is a member of was made or changed (its lists, cards, comments, members).
  boards: () => [['apps', 'scrumboard']],
};

/** The first changes are told after this; later ones at most this often. */
const gatherMs = 150;
const atMostEveryMs = 700;
const backoffMs = (attempt: number) => Math.min(30_000, 1_000 * 2 ** attempt) * (0.75 + Math.random() * 0.5);

/** Tells the cache of changes in batches: each key once per batch. */
function batcher(client: QueryClient) {
  const pending = new Map<string, QueryKey>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last = 0;
  const flush = () => {
    timer = null;
    last = Date.now();
    const keys = [...pending.values()];
    pending.clear();
    for (const queryKey of keys) void client.invalidateQueries({ queryKey });
  };
  return {
    add(keys: QueryKey[]) {
      for (const key of keys) pending.set(JSON.stringify(key), key);
      timer ??= setTimeout(flush, Math.max(gatherMs, last + atMostEveryMs - Date.now()));
    },
    stop() {
      if (timer) clearTimeout(timer);
    },
  };
}

/** How many views want the trucks' positions (the live map), and how to reopen the stream for them. */
let trucksWanted = 0;
let reopen = () => undefined as void;

/** The live map is open: positions come with the stream until the returned function is called. */
export function watchTrucks() {
  if (trucksWanted++ === 0) reopen();
  return () => {
    if (--trucksWanted === 0) reopen();
  };
}

/** Opens the tab's stream and keeps it open until `stop`. */
export function connectLive(client: QueryClient) {
  let stopped = false;
  let lastId: string | null = null;
  let current: AbortController | null = null;
  const told = batcher(client);

  const receive = (type: string, data: unknown) => {
    if (type === 'trucks') client.setQueryData(['live', 'trucks'], data);
    else if (type === 'reset') void client.invalidateQueries();
    else told.add(touches[type]?.(data as ChangeData) ?? []);
  };

  const run = async () => {
    let attempt = 0;
    while (!stopped) {
      const token = currentToken();
      // Signed out: nothing to listen to (signing in mounts the shell, and this, again).
      if (!token) break;
      const controller = (current = new AbortController());
      liveState.set((state) => (state === 'live' ? state : 'connecting'));
      try {
        const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
        if (lastId) headers['last-event-id'] = lastId;
        const response = await fetch(`/api/v1/events${trucksWanted ? '?trucks=1' : ''}`, {
          headers,
          signal: controller.signal,
          cache: 'no-store',
        });
        // The session has ended: the next call of the page signs the user out; a disabled
        // account is signed out at once (and told why on the sign-in page).
        if (response.status === 401) {
          const body: unknown = await response.json().catch(() => null);
          const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
          if (code === 'account_disabled') sessionRefused(code);
          break;
        }
        if (!response.ok || !response.body) throw new Error(`The event stream answered ${response.status}`);
        const parser = createParser({
          onId: (id) => void (lastId = id),
          onEvent: (event) => {
            attempt = 0;
            liveState.set('live');
            try {
              receive(event.event ?? 'message', JSON.parse(event.data));
            } catch {
              // An event that cannot be read is skipped; the next reset or change reads again.
            }
          },
        });
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parser.feed(value);
        }
      } catch {
        // Dropped or refused: tried again below.
      }
      if (stopped) break;
      // Asked to reopen (the live map came or went): at once, from where it was.
      if (controller.signal.aborted) continue;
      liveState.set('offline');
      await new Promise((resolve) => setTimeout(resolve, backoffMs(attempt++)));
    }
    liveState.set('offline');
  };
  // Opened in a task of its own: opening it (the call, the state the shell shows) is not part of
  // the task that draws the page and runs its first effects, which the browser waits on to paint.
  const opening = setTimeout(() => void run());

  reopen = () => current?.abort();
  return {
    stop() {
      clearTimeout(opening);
      stopped = true;
      reopen = () => undefined;
      told.stop();
      current?.abort();
    },
  };
}
