import { setupWorker } from 'msw/browser';
import { createStore, del, get, set } from 'idb-keyval';
import { Database, snapshotVersion, type Snapshot } from './db';
import { createHandlers } from './handlers';
import { MockApi } from './http/api';
import { createSnapshot, sampleSizes } from './seed';

interface Stored extends Snapshot {
  seededOn: string;
  changed: boolean;
}

const store = () => createStore('courier-mock-api', 'snapshots');
const key = 'database';

/** The database of the last visit, if it is of this version and still current. */
async function restore(): Promise<Stored | null> {
  try {
    const stored = (await get(key, store())) as Stored | undefined;
    if (!stored || stored.version !== snapshotVersion) return null;
    // Untouched sample data is made again each day, so "today" on the dashboard is today.
    if (!stored.changed && stored.seededOn !== new Date().toISOString().slice(0, 10)) return null;
    return stored;
  } catch {
    return null;
  }
}

export interface BrowserMockOptions {
  /** The spec's response delays; on in the app, off in Storybook. */
  delays?: boolean;
  workerUrl?: string;
  /** Keep the data across reloads (IndexedDB); off gives every page load the seed. */
  persist?: boolean;
  /**
   * The size of the sample: `large` (100 000 parcels) is for measuring speed; it is seeded on
   * every load (7 to 16 s) and never saved, so it leaves the kept default data alone.
   */
  sample?: keyof typeof sampleSizes;
}

/** Starts the mock API in the browser; resolves once the worker intercepts requests. */
export async function startMockServer({ delays = true, workerUrl = '/mockServiceWorker.js', persist: keep = true, sample = 'default' }: BrowserMockOptions = {}) {
  const persist = keep && sample === 'default';
  const seed = () => createSnapshot({ parcels: sampleSizes[sample] });
  const stored = persist ? await restore() : null;
  const db = new Database(stored ?? seed());
  let changed = stored?.changed ?? false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  const write = () => {
    clearTimeout(timer);
    if (!pending) return Promise.resolve();
    pending = false;
    const snapshot: Stored = { ...api.db.snapshot(), seededOn: stored?.seededOn ?? new Date().toISOString().slice(0, 10), changed };
    return set(key, snapshot, store()).catch(() => undefined);
  };
  // Writes come in bursts (a trip's arrival moves many parcels): save once the burst is over,
  // and at once when the page goes away.
  const save = () => {
    if (!persist) return;
    pending = true;
    clearTimeout(timer);
    timer = setTimeout(() => void write(), 150);
  };
  if (persist) addEventListener('pagehide', () => void write());
  const api: MockApi = new MockApi(db, {
    delays,
    onWrite: () => {
      changed = true;
      save();
    },
    reset: async () => {
      api.db = new Database(seed());
      changed = false;
      if (persist) await del(key, store()).catch(() => undefined);
    },
  });
  if (!stored) save();
  const worker = setupWorker(...createHandlers(api));
  await worker.start({
    serviceWorker: { url: workerUrl },
    quiet: true,
    // Only api calls are the mock server's business; everything else goes to the network.
    onUnhandledRequest: 'bypass',
  });
  /** Saves now what is waiting to be saved (tests, and before a deliberate reload). */
  const flush = () => write();
  return { worker, api, flush };
}

/** The seven demo accounts (one per role, password `demo1234`) for the sign-in page's list. */
export { demoAccounts, demoPassword } from './seed';
