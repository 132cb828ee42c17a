// The HTTP load of the server bench, from a process of its own: a mixed read and scan load on a
// running server for a fixed time, with a bounded number of connections. Prints one JSON line.
//   node load.mjs <base url> <token> <parcels.json> <seconds> <connections>
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

const [base, token, parcelsFile, seconds = '10', connections = '16'] = process.argv.slice(2);
/** Parcels waiting to be received: each scan takes the next one, so every scan is a real write. */
const waiting = JSON.parse(readFileSync(parcelsFile, 'utf8'));
const known = waiting.slice(-200);
let next = 0;
const auth = { authorization: `Bearer ${token}` };
const statuses = ['in_transit', 'at_office', 'delivered', 'out_for_delivery', 'created'];
const pick = (list) => list[Math.floor(Math.random() * list.length)];

// Per ten requests: four list pages, two parcels, two public trackings, two scans (the dashboard
// and the reports are timed apart: a few people open them, every desk lists and scans).
const requests = [
  ...Array.from({ length: 4 }, () => ({
    method: 'GET',
    setupRequest: (r) => ({
      ...r,
      headers: auth,
      path: `/api/v1/parcels?status=${pick(statuses)}&sort=createdAt&order=desc&page=${1 + Math.floor(Math.random() * 5)}&size=25`,
    }),
  })),
  ...Array.from({ length: 2 }, () => ({
    method: 'GET',
    setupRequest: (r) => ({ ...r, headers: auth, path: `/api/v1/parcels/${pick(known).id}` }),
  })),
  ...Array.from({ length: 2 }, () => ({
    method: 'GET',
    setupRequest: (r) => ({ ...r, path: `/api/v1/parcels/track/${pick(known).trackingNumber}` }),
  })),
  ...Array.from({ length: 2 }, () => ({
    method: 'POST',
    setupRequest: (r) => {
      const parcel = waiting[next++ % waiting.length];
      return {
        ...r,
        path: '/api/v1/scans',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          trackingNumber: parcel.trackingNumber,
          action: 'received',
          officeId: parcel.originOfficeId,
        }),
      };
    },
  })),
];

const result = await autocannon({ url: base, connections: Number(connections), duration: Number(seconds), requests });
process.stdout.write(
  `${JSON.stringify({
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    scans: Math.min(next, waiting.length),
  })}\n`,
);
