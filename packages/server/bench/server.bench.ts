/**
 * The server's scale benchmark (`npm run bench:server`): the large sample (100 000 parcels, about
 * 900 000 scans) on the memory store, on PGlite and, with DATABASE_URL, on PostgreSQL; the API's
 * calls timed in the process (the parcel list with filter, sort, page and total; search; a scan;
 * the dashboard; each report), then, on PostgreSQL (or PGlite without it), the built server
 * driven over HTTP from a second process by a bounded mixed load (./load.mjs). Results in bench/README.md.
 */
import { execFileSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { bench, describe } from 'vitest';
import { createApi, createPasswords, type Scrypt } from '@courier/api';
import { iconNames } from '@courier/api/icon-names';
import { booking } from '@courier/api/testing/fixtures';
import { reportNames } from '@courier/domain';
import { createSnapshot, MemoryStore, sampleSizes, type HostedStore } from '@courier/store';
import { openStore } from '@courier/store-sql';

const now = new Date('2026-11-20T09:30:00Z');
const secret = new TextEncoder().encode('courier-server-bench-secret-of-32-bytes!');
const say = (line: string) => process.stdout.write(`${line}\n`);
const cheap: Scrypt = async () => new Uint8Array(32);

let t = performance.now();
const sample = createSnapshot({ now, parcels: sampleSizes.large });
say(
  `sample: ${sample.parcels.length} parcels, ${sample.events.length} scans, made in ${Math.round(performance.now() - t)} ms`,
);

const stores: [string, HostedStore][] = [
  ['memory', new MemoryStore(structuredClone(sample), { clock: () => now, reseed: () => sample })],
];
t = performance.now();
const lite = await openStore({ clock: () => now, seed: () => sample });
say(`PGlite: loaded in ${Math.round((performance.now() - t) / 1000)} s`);
stores.push(['PGlite', lite.store]);

const url = process.env.DATABASE_URL;
let database: string | undefined;
if (url) {
  const name = `courier_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  // An earlier run's database goes first (a run keeps its own to look into afterwards).
  for (const { datname } of (await admin.query(`select datname from pg_database where datname like 'courier_bench_%'`))
    .rows)
    await admin.query(`drop database ${datname} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  database = target.href;
  t = performance.now();
  const postgres = await openStore({ url: database, clock: () => now, seed: () => sample });
  say(`PostgreSQL: loaded in ${Math.round((performance.now() - t) / 1000)} s`);
  await postgres.database.db.execute((await import('drizzle-orm')).sql`analyze`);
  stores.push(['PostgreSQL', postgres.store]);
}

/** The HTTP load on the built server, from another process. */
async function httpLoad(label: string, env: Record<string, string>) {
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  execFileSync('npm', ['run', 'build', '--silent', '-w', '@courier/server'], { cwd: root, stdio: 'ignore' });
  const server = spawn(process.execPath, ['packages/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: '3917', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = 'http://127.0.0.1:3917';
  for (let i = 0; i < 600; i++) {
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((done) => setTimeout(done, 500));
  }
  const token = (
    (await (
      await fetch(`${base}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@courier.test', password: 'demo1234' }),
      })
    ).json()) as { accessToken: string }
  ).accessToken;
  // Parcels booked at the counter for the load's scans to receive, one each.
  const waiting: unknown[] = [];
  const book = () =>
    fetch(`${base}/api/v1/parcels`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(booking),
    }).then((r) => r.json());
  while (waiting.length < 4000) waiting.push(...(await Promise.all(Array.from({ length: 16 }, book))));
  const file = join(tmpdir(), 'courier-bench-parcels.json');
  writeFileSync(file, JSON.stringify(waiting));
  const out = execFileSync(
    process.execPath,
    [fileURLToPath(new URL('./load.mjs', import.meta.url)), base, token, file, '10', '16'],
    { encoding: 'utf8' },
  );
  say(`HTTP on ${label} (16 connections, 10 s, ${waiting.length} parcels to receive): ${out.trim()}`);
  server.kill('SIGTERM');
  await new Promise((done) => server.once('exit', done));
}
if (database)
  await httpLoad('PostgreSQL', { DATABASE_URL: database, JWT_SECRET: 'courier-server-bench-secret-of-32-bytes!' });

for (const [label, store] of stores) {
  const app = createApi({ store, clock: () => now, auth: { secret }, iconNames, passwords: createPasswords(cheap) });
  const call = async (path: string, init?: RequestInit) => {
    const response = await app.fetch(new Request(`http://localhost${path}`, init));
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const token = await app.api.tokens.sign('usr_001', now);
  const auth = { authorization: `Bearer ${token}` };
  const get = (path: string) => call(path, { headers: auth });
  // Parcels to receive, one per scan.
  const booked: string[] = [];
  for (let i = 0; i < 1500; i++)
    booked.push(
      (
        (await call('/api/v1/parcels', {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify(booking),
        })) as { trackingNumber: string }
      ).trackingNumber,
    );
  let scanned = 0;

  describe(label, () => {
    bench(
      'parcel list: two statuses, by receiver, page 3, with total',
      () => get('/api/v1/parcels?status=in_transit,at_office&sort=receiver&order=asc&page=3&size=25'),
      { time: 2000 },
    );
    bench('parcel list: newest first, page 1, with total', () => get('/api/v1/parcels?size=25'), { time: 2000 });
    bench(
      'parcel list: one office, booked this month',
      () => get('/api/v1/parcels?originOfficeId=off_003&from=2026-11-01&size=25'),
      { time: 2000 },
    );
    bench('search: a surname', () => get('/api/v1/parcels?q=y%C4%B1lmaz&size=25'), { time: 2000 });
    bench(
      'scan: received at the counter',
      () =>
        call('/api/v1/scans', {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            trackingNumber: booked[scanned++ % booked.length],
            action: 'received',
            officeId: 'off_001',
          }),
        }).catch(() => undefined),
      { iterations: 300, time: 0 },
    );
    bench('dashboard: the whole network', () => get('/api/v1/dashboard'), { time: 3000 });
    for (const name of reportNames)
      bench(`report: ${name}, 30 days`, () => get(`/api/v1/reports/${name}?from=2026-10-22&to=2026-11-20`), {
        time: 3000,
      });
  });
}
