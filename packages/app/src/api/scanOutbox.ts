/**
 * The scanning station's outbox: scans made while the server cannot be reached are kept in this
 * browser's IndexedDB with their client scan ids, and sent in the order they were made once it
 * can be reached again. The server answers a client scan id it has already recorded from its
 * record, so a scan sent twice (its answer was lost on the way, two tabs sent it) is recorded once.
 *
 * Kept scans belong to the person who made them: another person signing in on the same device
 * does not send them as his.
 */
import { createStore, del, entries, set } from 'idb-keyval';
import type { ScanInput } from '@courier/domain';
import { ApiError } from './client';

export interface KeptScan {
  /** Its place in the order of scanning. */
  key: number;
  clientScanId: string;
  /** The station's entry that shows it. */
  entryId: string;
  userId: string;
  code: string;
  input: ScanInput;
  at: string;
}

const outbox = createStore('courier-scan-outbox', 'scans');
let last = 0;

export async function keepScan(scan: Omit<KeptScan, 'key'>): Promise<void> {
  // Numbers sort in IndexedDB's order; two scans in one millisecond still keep theirs.
  last = Math.max(last + 1, Date.now() * 1000);
  await set(last, { ...scan, key: last }, outbox);
}

/** This person's kept scans, oldest first. */
export async function keptScans(userId: string): Promise<KeptScan[]> {
  return (await entries<number, KeptScan>(outbox))
    .map(([, scan]) => scan)
    .filter((scan) => scan.userId === userId)
    .sort((a, b) => a.key - b.key);
}

export const forgetScan = (key: number) => del(key, outbox);

/** Runs `fn` alone among this browser's tabs, so two stations never send the same kept scans at once. */
export const aloneInBrowser = <T>(fn: () => Promise<T>): Promise<T> =>
  navigator.locks ? navigator.locks.request('courier-scan-outbox', fn) : fn();

/** The server could not be reached, or could not answer (a proxy's 502–504, its own 503): a scan is kept, not refused. */
export const unreachable = (error: unknown) =>
  (error instanceof ApiError && (error.status === 0 || (error.status >= 502 && error.status <= 504))) ||
  (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'));
