/**
 * The imports' benchmark (`npm run bench:server`): 10 000 bookings in one POST
 * /api/v1/parcels/import, and 10 000 new customers in one POST /api/v1/customers/import (each
 * run its own e-mail addresses and tax numbers, so that none is taken), through the API's own
 * fetch, on the memory store, PGlite and, with DATABASE_URL, PostgreSQL, each on the default
 * sample. Results in bench/README.md.
 */
import pg from 'pg';
import { bench, describe } from 'vitest';
import { createApi, createPasswords, type Scrypt } from '@courier/api';
import { booking } from '@courier/api/testing/fixtures';
import { createSnapshot, MemoryStore, type HostedStore } from '@courier/store';
import { openStore } from '@courier/store-sql';

const now = new Date('2026-11-20T09:30:00Z');
const secret = new TextEncoder().encode('courier-import-bench-secret-of-32-bytes');
const cheap: Scrypt = async () => new Uint8Array(32);
const sample = createSnapshot({ now });
const rows = Array.from({ length: 10_000 }, (_, i) => ({
  ...booking,
  reference: `BENCH-${i}`,
  receiver: { ...booking.receiver, name: `Alıcı ${i}` },
}));
const body = JSON.stringify({ rows, mode: 'valid' });
/** The customers of one run: a business in three, the others people; every key new. */
const customersOf = (run: number) =>
  JSON.stringify({
    mode: 'valid',
    rows: Array.from({ length: 10_000 }, (_, i) => ({
      type: i % 3 ? 'individual' : 'business',
      name: `Müşteri ${run}-${i}`,
      companyName: i % 3 ? null : `Firma ${run}-${i} Ltd.`,
      taxNumber: i % 3 ? null : String(9_000_000_000 + run * 100_000 + i),
      email: `musteri.${run}.${i}@bench.example`,
      phone: '+905321234567',
      addresses: [{ label: 'Merkez', line1: `Gazi Blv. ${i}`, district: 'Konak', city: 'İzmir', postalCode: '35210' }],
      homeOfficeId: 'off_001',
      creditLimit: i % 3 ? null : 50_000,
      notes: '',
      active: true,
    })),
  });

const stores: [string, HostedStore][] = [
  ['memory', new MemoryStore(structuredClone(sample), { clock: () => now, reseed: () => sample })],
];
stores.push(['PGlite', (await openStore({ clock: () => now, seed: () => sample })).store]);
const url = process.env.DATABASE_URL;
if (url) {
  const name = `courier_import_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  for (const { datname } of (
    await admin.query(`select datname from pg_database where datname like 'courier_import_bench_%'`)
  ).rows)
    await admin.query(`drop database ${datname} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  stores.push(['PostgreSQL', (await openStore({ url: target.href, clock: () => now, seed: () => sample })).store]);
}

for (const [label, store] of stores) {
  const app = createApi({ store, clock: () => now, auth: { secret }, passwords: createPasswords(cheap) });
  // The İstanbul clerk's session (usr_004), made directly: a password check is not what is measured.
  const token = await app.api.tokens.sign('usr_004', now);
  describe(label, () => {
    bench(
      'import 10 000 bookings',
      async () => {
        const answer = await app.fetch(
          new Request('http://bench/api/v1/parcels/import', {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body,
          }),
        );
        const result = (await answer.json()) as { booked: unknown[] };
        if (answer.status !== 200 || result.booked.length !== 10_000)
          throw new Error(`The import answered ${answer.status}`);
      },
      { iterations: 3, warmupIterations: 0, time: 0, warmupTime: 0 },
    );
    let run = 0;
    bench(
      'import 10 000 customers',
      async () => {
        const answer = await app.fetch(
          new Request('http://bench/api/v1/customers/import', {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: customersOf(run++),
          }),
        );
        const result = (await answer.json()) as { created: unknown[] };
        if (answer.status !== 200 || result.created.length !== 10_000)
          throw new Error(`The import answered ${answer.status}`);
      },
      { iterations: 3, warmupIterations: 0, time: 0, warmupTime: 0 },
    );
  });
}
