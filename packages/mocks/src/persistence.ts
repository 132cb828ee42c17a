/**
 * The demo's data in IndexedDB (inside the worker), kept as a write-ahead journal: every request
 * that may change data is appended to the journal before it runs, so a write is kept before it is
 * answered at the cost of one small record. On the next visit the data is the sample made again
 * from its seed and moment (or the last compacted snapshot), with the journal replayed in order at
 * the times the requests first ran. Every 50 writes the journal is compacted into a snapshot.
 */
import { createStore, del, delMany, entries, get, keys, set } from 'idb-keyval';
import { snapshotVersion, type Snapshot } from '@courier/store';

/** What the data was made from. */
export interface Origin {
  version: number;
  /** The moment the sample was made around (ISO). */
  seededAt: string;
  /** The day it was made, for remaking untouched data each day. */
  seededOn: string;
}

export interface JournalEntry {
  seq: number;
  /** The API's time when the request ran (ms). */
  at: number;
  method: string;
  url: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

export interface Compacted {
  snapshot: Snapshot;
  /** The last journal entry the snapshot holds. */
  seq: number;
}

const data = () => createStore('courier-demo-api', 'data');
const journal = () => createStore('courier-demo-journal', 'entries');

export interface Kept {
  origin: Origin;
  compacted: Compacted | null;
  /** Entries after the compacted snapshot, in order. */
  pending: JournalEntry[];
}

/** What the last visit kept, if it is of this version. */
export async function restore(): Promise<Kept | null> {
  try {
    const origin = (await get('origin', data())) as Origin | undefined;
    if (!origin || origin.version !== snapshotVersion) return null;
    const compacted = ((await get('compacted', data())) as Compacted | undefined) ?? null;
    const from = compacted?.seq ?? 0;
    const pending = (await entries<number, JournalEntry>(journal()))
      .map(([, entry]) => entry)
      .filter((entry) => entry.seq > from);
    pending.sort((a, b) => a.seq - b.seq);
    return { origin, compacted, pending };
  } catch {
    return null;
  }
}

/** Starts anew from a sample made at `origin` (a first visit, a new day, a reset). */
export async function begin(origin: Origin) {
  await Promise.all([del('compacted', data()), clearJournal()]);
  await set('origin', origin, data());
}

export const append = (entry: JournalEntry) => set(entry.seq, entry, journal());

/** Keeps the data as one snapshot and drops the journal entries it holds. */
export async function compact(snapshot: Snapshot, seq: number) {
  // IndexedDB copies the value when `set` is called, so later writes cannot leak into it.
  await set('compacted', { snapshot, seq } satisfies Compacted, data());
  await delMany(
    (await keys<number>(journal())).filter((key) => key <= seq),
    journal(),
  );
}

async function clearJournal() {
  await delMany(await keys(journal()), journal());
}

/** This browser's token secret: made once, at random, and kept; never shipped in the code. */
export async function tokenSecret(persist: boolean): Promise<Uint8Array> {
  const kept = persist
    ? ((await get('token-secret', data()).catch(() => undefined)) as Uint8Array | undefined)
    : undefined;
  if (kept instanceof Uint8Array && kept.byteLength >= 32) return kept;
  const secret = crypto.getRandomValues(new Uint8Array(32));
  if (persist) await set('token-secret', secret, data()).catch(() => undefined);
  return secret;
}

/** The store of earlier versions (a whole snapshot saved after writes), no longer read. */
export const dropEarlierStore = () => {
  try {
    indexedDB.deleteDatabase('courier-mock-api');
  } catch {
    /* nothing to drop */
  }
};
