/**
 * The top bar's search at scale (`npm run bench:search`): the large sample (100 000 parcels) with
 * 10 000 customers, on PostgreSQL (DATABASE_URL) and on the memory store, with `--pglite` on PGlite
 * too. Each query of a fixed set (names with and without Turkish letters, a phone in three formats,
 * part of a tracking number, a complaint code, a city, a plate) is sent through the API
 * (`app.fetch`, signed in as the admin, so every group is searched) `RUNS` times a round after
 * warming up; a round's p95 is over every call of every query. Several rounds give the median and
 * the spread. Results in bench/README.md.
 */
import pg from 'pg';
import { createApi, createPasswords, type Scrypt } from '@courier/api';
import { iconNames } from '@courier/api/icon-names';
import type { Customer } from '@courier/domain';
import { createSnapshot, MemoryStore, sampleSizes, type HostedStore, type Snapshot } from '@courier/store';
import { openStore } from '@courier/store-sql';

const now = new Date('2026-11-20T09:30:00Z');
const secret = new TextEncoder().encode('courier-server-bench-secret-of-32-bytes!');
const say = (line: string) => process.stdout.write(`${line}\n`);
const cheap: Scrypt = async () => new Uint8Array(32);
const parcelCount = Number(process.env.PARCELS ?? sampleSizes.large);
const customerCount = 10_000;
const rounds = Number(process.env.ROUNDS ?? 5);
const runs = Number(process.env.RUNS ?? 20);

/** The sample, with customers added up to 10 000 (names and cities of the sample's parcels, their own codes and phones). */
function bigSample(): Snapshot {
  const sample = createSnapshot({ now, parcels: parcelCount });
  const people = sample.parcels.flatMap((p) => [p.sender, p.receiver]);
  let state = 20261203;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31);
  const base = sample.customers;
  const added: Customer[] = [];
  for (let i = base.length; i < customerCount; i++) {
    const like = base[next() % base.length]!;
    const person = people[next() % people.length]!;
    const n = String(i + 1).padStart(6, '0');
    added.push({
      ...structuredClone(like),
      id: `cus_${n}`,
      code: `CUS-${n}`,
      name: person.name,
      email: `customer.${i + 1}@example.com.tr`,
      phone: `+905${String(300_000_000 + (next() % 699_999_999)).padStart(9, '0')}`,
      taxNumber: like.taxNumber ? String(1_000_000_000 + (next() % 8_999_999_999)) : null,
    });
  }
  sample.customers = [...base, ...added];
  return sample;
}

let t = performance.now();
const sample = bigSample();
say(
  `sample: ${sample.parcels.length} parcels, ${sample.customers.length} customers, ${sample.complaints.length} complaints, made in ${Math.round(performance.now() - t)} ms`,
);

// The queries: what staff type, taken from the sample so that each finds something.
const ordinal = (k: number) => sample.parcels[Math.floor((sample.parcels.length * k) / 7)]!;
const withTurkish = sample.parcels.find((p) => /[ÇŞĞÖÜİ]/.test(p.receiver.name) && p.receiver.name.includes(' '))!;
const plain = (text: string) => text.replace(/[ıİI]/g, 'i').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const phone = ordinal(3).receiver.phone.slice(3);
const complaint = sample.complaints.at(-10)!;
const queries: Record<string, string> = {
  'a common surname': 'yılmaz',
  'the same, without Turkish letters': 'yilmaz',
  'a full name with Turkish letters': withTurkish.receiver.name,
  'the same, typed without them': plain(withTurkish.receiver.name),
  'a phone, +90 and spaces': `+90 ${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`,
  'a phone, 0 and digits': `0${phone}`,
  'a phone, ten digits spaced': `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`,
  'part of a tracking number': ordinal(5).trackingNumber.slice(3, 10),
  'a whole tracking number': ordinal(6).trackingNumber,
  'a complaint code': complaint.code,
  'a city': 'istanbul',
  'two letters': 'ka',
};

const stores: [string, HostedStore][] = [];
const url = process.env.DATABASE_URL;
if (url) {
  const name = `courier_bench_search`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  t = performance.now();
  const postgres = await openStore({ url: target.href, clock: () => now, seed: () => sample });
  say(`PostgreSQL: loaded in ${Math.round((performance.now() - t) / 1000)} s`);
  await postgres.database.db.execute((await import('drizzle-orm')).sql`analyze`);
  stores.push(['PostgreSQL', postgres.store]);
}
if (process.argv.includes('--pglite')) {
  t = performance.now();
  const lite = await openStore({ clock: () => now, seed: () => sample });
  say(`PGlite: loaded in ${Math.round((performance.now() - t) / 1000)} s`);
  await lite.database.db.execute((await import('drizzle-orm')).sql`analyze`);
  stores.push(['PGlite', lite.store]);
}
stores.push(['memory', new MemoryStore(structuredClone(sample), { clock: () => now, reseed: () => sample })]);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (n: number) => n.toFixed(1);

for (const [label, store] of stores) {
  const app = createApi({ store, clock: () => now, auth: { secret }, iconNames, passwords: createPasswords(cheap) });
  const token = await app.api.tokens.sign('usr_001', now);
  const searchFor = async (query: string) => {
    const response = await app.fetch(
      new Request('http://localhost/api/common/search', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      }),
    );
    if (!response.ok) throw new Error(`${query}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: string; results: unknown[] }[];
  };
  for (const [what, query] of Object.entries(queries)) {
    const sets = await searchFor(query);
    say(`${label} · ${what} ("${query}"): ${sets.map((s) => `${s.id} ${s.results.length}`).join(', ') || 'nothing'}`);
  }
  // The stores' part alone: the seven finds of one search (every group), one after another.
  const findAll = (query: string) =>
    Promise.all(
      (['parcels', 'complaints', 'customers', 'offices', 'drivers', 'trucks', 'trips'] as const).map((table) =>
        store.table(table).find({ where: [], text: query, size: 5 }),
      ),
    );
  const findP95: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const all: number[] = [];
    for (const query of Object.values(queries)) {
      for (let i = 0; i < 3; i++) await findAll(query);
      for (let i = 0; i < runs; i++) {
        const start = performance.now();
        await findAll(query);
        all.push(performance.now() - start);
      }
    }
    all.sort((a, b) => a - b);
    findP95.push(percentile(all, 0.95));
    say(
      `${label} finds alone, round ${round + 1}: p50 ${ms(percentile(all, 0.5))} ms, p95 ${ms(percentile(all, 0.95))} ms`,
    );
  }
  say(
    `${label}: finds alone, p95 median of ${rounds} rounds ${ms(median(findP95))} ms (rounds ${ms(Math.min(...findP95))}–${ms(Math.max(...findP95))} ms)`,
  );
  const roundP95: number[] = [];
  const perQuery = new Map<string, number[]>();
  for (let round = 0; round < rounds; round++) {
    const all: number[] = [];
    for (const [what, query] of Object.entries(queries)) {
      for (let i = 0; i < 3; i++) await searchFor(query);
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const start = performance.now();
        await searchFor(query);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      perQuery.set(what, [...(perQuery.get(what) ?? []), percentile(times, 0.95)]);
      all.push(...times);
    }
    all.sort((a, b) => a - b);
    roundP95.push(percentile(all, 0.95));
    say(
      `${label} round ${round + 1}: p50 ${ms(percentile(all, 0.5))} ms, p95 ${ms(percentile(all, 0.95))} ms, max ${ms(all.at(-1)!)} ms`,
    );
  }
  say(
    `${label}: p95 over every query, median of ${rounds} rounds ${ms(median(roundP95))} ms (rounds ${ms(Math.min(...roundP95))}–${ms(Math.max(...roundP95))} ms)`,
  );
  for (const [what, p95s] of perQuery)
    say(`  ${label} · ${what}: p95 median ${ms(median(p95s))} ms (${ms(Math.min(...p95s))}–${ms(Math.max(...p95s))})`);
}
process.exit(0);
