/**
 * Parcel list queries on the 100 000-parcel sample, through the API's own fetch over the memory
 * store as the app calls it (JSON both ways). Run: npm run bench -w @courier/api
 */
import { beforeAll, bench, describe } from 'vitest';
import { createSnapshot, MemoryStore } from '@courier/store';
import { createApi } from '../src/app';
import { testSecret } from '../src/testing/harness';

const now = new Date('2026-11-20T09:30:00Z');
const started = performance.now();
const snapshot = createSnapshot({ now, parcels: 100_000 });
console.log(`seeded 100 000 parcels in ${Math.round(performance.now() - started)} ms`);
const app = createApi({
  store: new MemoryStore(snapshot, { clock: () => now, reseed: () => snapshot }),
  auth: { secret: testSecret },
});
let token = '';

beforeAll(async () => {
  token = await app.api.tokens.sign('usr_001', now);
});

async function list(query: Record<string, string>) {
  const url = new URL('http://localhost/api/v1/parcels');
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  const response = await app.fetch(new Request(url, { headers: { authorization: `Bearer ${token}` } }));
  if (!response.ok) throw new Error(`${response.status}`);
  return response.json();
}

describe('GET api/v1/parcels on 100 000 parcels', () => {
  bench(
    'status + origin office, newest first, page 3',
    () =>
      list({ status: 'delivered', originOfficeId: 'off_001', sort: 'createdAt', order: 'desc', page: '3', size: '25' }),
    { time: 3000 },
  );
  bench(
    'last 30 days to one office, by receiver name (Turkish collation)',
    () =>
      list({
        from: '2026-10-22',
        to: '2026-11-20',
        destinationOfficeId: 'off_003',
        sort: 'receiver',
        order: 'asc',
        size: '25',
      }),
    { time: 3000 },
  );
  bench(
    'text search + service, heaviest first',
    () => list({ q: 'yılmaz', service: 'express', sort: 'weightKg', order: 'desc', size: '50' }),
    { time: 3000 },
  );
  bench('no filter, default sort, first page', () => list({ size: '25' }), { time: 3000 });
});
