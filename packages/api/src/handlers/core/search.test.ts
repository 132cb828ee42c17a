/**
 * What the top bar's search finds (`POST /api/common/search`), on every store: parcels by names
 * (Turkish letters folded both ways), phones in any format, part of the tracking number and the
 * reference; complaints by code; the network's records in groups of their own; each result with a
 * readable subtitle; every group within the role's reach and scope. The expected rows are worked
 * out here from every row of the store, with a folding of this file's own.
 */
import { describe, expect, it } from 'vitest';
import type { Parcel, SearchResultSet } from '@courier/domain';
import { call, signIn, useApi } from '../../testing/harness';

const { api } = useApi();

type Found = { id: string; title?: string; name?: string; subtitle?: string; status?: string | null; link: string };
const search = async (query: string, role = 'admin') => {
  const { status, body } = await call('post', '/api/common/search', { token: await signIn(role), body: { query } });
  expect(status).toBe(200);
  return body as (Omit<SearchResultSet, 'results'> & { results: Found[] })[];
};
const group = (sets: Awaited<ReturnType<typeof search>>, id: string) => sets.find((s) => s.id === id)?.results ?? [];

/** Lower case without marks: Ç is c, İ and ı are i (independent of the stores' own folding). */
const plain = (text: string) => text.replace(/[ıİI]/g, 'i').normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const digitsOf = (phone: string) => phone.replace(/\D/g, '').replace(/^90(\d{10})$/, '$1');
/** The newest five parcels (by id) that pass the test, as the search should list them. */
const newestFive = (parcels: Parcel[], test: (p: Parcel) => boolean) =>
  parcels
    .filter(test)
    .map((p) => p.id)
    .sort()
    .reverse()
    .slice(0, 5);
const parcelText = (p: Parcel) =>
  plain([p.trackingNumber, p.reference ?? '', p.sender.name, p.receiver.name].join(' '));
/** Every word of the query is somewhere in the parcel's text. */
const hasWords = (p: Parcel, query: string) =>
  plain(query)
    .split(/\s+/)
    .every((w) => parcelText(p).includes(w));
const everyParcel = () => api.store.table('parcels').all([]);

describe('search finds parcels', () => {
  it('by a name with Turkish letters, typed with them or without, in either case', async () => {
    const parcels = await everyParcel();
    const named = parcels.find((p) => /[ÇçŞşĞğÖöÜü]/.test(p.receiver.name) && /[ıİ]/.test(p.receiver.name))!;
    expect(named, 'the sample has a receiver with Turkish letters').toBeDefined();
    const expected = newestFive(parcels, (p) => hasWords(p, named.receiver.name));
    expect(expected.length).toBeGreaterThan(0);
    for (const typed of [named.receiver.name, plain(named.receiver.name), named.receiver.name.toLocaleUpperCase('tr')])
      expect(
        group(await search(typed), 'parcels').map((r) => r.id),
        typed,
      ).toEqual(expected);
  });

  it('finds "İstanbul" by "istanbul" and "ISTANBUL", and Çetin by "cetin"', async () => {
    for (const typed of ['istanbul', 'ISTANBUL', 'İstanbul']) {
      const offices = group(await search(typed), 'offices');
      expect(offices.length, typed).toBeGreaterThan(0);
      for (const o of offices) expect(plain(`${o.title} ${o.subtitle}`)).toContain('istanbul');
    }
    const parcels = await everyParcel();
    const cetin = parcels.find((p) => /Çetin/.test(p.sender.name) || /Çetin/.test(p.receiver.name));
    if (cetin) {
      const found = group(await search('cetin'), 'parcels');
      expect(found.map((r) => r.id)).toEqual(newestFive(parcels, (p) => parcelText(p).includes('cetin')));
    }
  });

  it('by the sender’s name, typed without its Turkish letters', async () => {
    const parcels = await everyParcel();
    const sent = parcels.find((p) => /[ÇçŞşĞğÖöÜüıİ]/.test(p.sender.name))!;
    expect(sent, 'the sample has a sender with Turkish letters').toBeDefined();
    const expected = newestFive(parcels, (p) => hasWords(p, sent.sender.name));
    // The newest parcel of that sender is among them: found by its sender, not only by a receiver.
    const newestOfSender = parcels
      .filter((p) => p.sender.name === sent.sender.name)
      .map((p) => p.id)
      .sort()
      .at(-1);
    expect(expected).toContain(newestOfSender);
    expect(group(await search(plain(sent.sender.name)), 'parcels').map((r) => r.id)).toEqual(expected);
  });

  it('by a phone written in any format', async () => {
    const parcels = await everyParcel();
    const parcel = parcels.find((p) => p.receiver.phone.startsWith('+90') && p.receiver.phone.length === 13)!;
    const national = digitsOf(parcel.receiver.phone);
    const expected = newestFive(
      parcels,
      (p) => digitsOf(p.sender.phone) === national || digitsOf(p.receiver.phone) === national,
    );
    expect(expected.length).toBeGreaterThan(0);
    const [a, b, c, d] = [national.slice(0, 3), national.slice(3, 6), national.slice(6, 8), national.slice(8)];
    for (const typed of [`+90 ${a} ${b} ${c} ${d}`, `0${national}`, `${a} ${b} ${c}${d}`, `(0${a}) ${b}-${c}-${d}`])
      expect(
        group(await search(typed), 'parcels').map((r) => r.id),
        typed,
      ).toEqual(expected);
  });

  it('by part of the tracking number, and by its reference', async () => {
    const parcels = await everyParcel();
    const parcel = parcels.at(-7)!;
    const part = parcel.trackingNumber.slice(3, 10);
    const found = group(await search(part), 'parcels');
    // Digits alone are read as a phone number too (a leading 0 is the trunk prefix): either finds.
    const digits = part.replace(/^0/, '');
    const text = (p: Parcel) => `${parcelText(p)} ${digitsOf(p.sender.phone)} ${digitsOf(p.receiver.phone)}`;
    expect(found.map((r) => r.id)).toEqual(
      newestFive(parcels, (p) => text(p).includes(part) || text(p).includes(digits)),
    );
    expect(found.map((r) => r.id)).toContain(parcel.id);
    const referenced = parcels.findLast((p) => p.reference)!;
    expect(group(await search(referenced.reference!), 'parcels').map((r) => r.id)).toContain(referenced.id);
  });

  it('shows each parcel by its number, with who sends it to whom and its status, never a path', async () => {
    const parcel = (await everyParcel()).at(-1)!;
    const [first] = group(await search(parcel.trackingNumber), 'parcels');
    expect(first).toEqual({
      id: parcel.id,
      title: parcel.trackingNumber,
      subtitle: expect.stringContaining(`${parcel.sender.name} → ${parcel.receiver.name}`),
      status: parcel.status,
      link: `/secure/parcels/${parcel.id}`,
    });
  });
});

describe('search finds the other records in groups of their own', () => {
  it('complaints by their code, in any case', async () => {
    const complaint = (await api.store.table('complaints').all([])).at(-3)!;
    for (const typed of [complaint.code, complaint.code.toLowerCase()]) {
      const [first] = group(await search(typed), 'complaints');
      expect(first, typed).toEqual({
        id: complaint.id,
        title: complaint.code,
        subtitle: complaint.subject,
        status: complaint.status,
        link: `/secure/complaints/${complaint.id}`,
      });
    }
  });

  it('offices, drivers, trucks and trips, none of them under Pages', async () => {
    const sets = await search('Bursa');
    expect(group(sets, 'offices').map((r) => r.title)).toContainEqual(expect.stringMatching(/^BUR · /));
    const driver = (await api.store.table('drivers').all([])).at(-1)!;
    expect(group(await search(plain(driver.name)), 'drivers').map((r) => r.id)).toContain(driver.id);
    const truck = (await api.store.table('trucks').all([])).at(-1)!;
    const trucks = group(await search(truck.plate.replaceAll(' ', '')), 'trucks');
    expect(trucks.find((r) => r.id === truck.id)).toMatchObject({
      title: truck.plate,
      subtitle: expect.stringContaining(truck.make),
    });
    const trip = (await api.store.table('trips').all([])).at(-1)!;
    expect(group(await search(trip.code), 'trips')[0]).toMatchObject({
      id: trip.id,
      title: trip.code,
      subtitle: expect.stringMatching(/^[A-Z]{3}( → [A-Z]{3})+$/),
      status: trip.status,
      link: `/secure/trips/${trip.id}`,
    });
    for (const query of ['Bursa', trip.code, truck.plate])
      for (const page of group(await search(query), 'pages'))
        expect(page.link).not.toMatch(/^\/secure\/(destinations|trips|trucks|drivers|parcels)\/./);
  });

  it('gives every result a readable subtitle or title, never a raw path', async () => {
    for (const query of ['an', 'istanbul', 'par', 'cmp', '0532']) {
      const sets = await search(query);
      for (const set of sets)
        for (const r of set.results) {
          expect(r.title ?? r.name).not.toMatch(/^\//);
          if (r.subtitle !== undefined) expect(r.subtitle).not.toMatch(/\//);
          if (set.id !== 'pages' && set.id !== 'tasks') expect(r.subtitle, `${set.id} ${r.id}`).toBeTruthy();
        }
    }
    const parcelsPage = group(await search('History'), 'pages').find((p) => p.link === '/secure/parcels-history');
    expect(parcelsPage?.subtitle).toBe('Parcels');
  });

  it('answers nothing below 2 characters, and refuses a query over 200', async () => {
    expect(await search('a')).toEqual([]);
    expect(await search('  ')).toEqual([]);
    const long = await call('post', '/api/common/search', {
      token: await signIn('admin'),
      body: { query: 'x'.repeat(201) },
    });
    expect(long.status).toBe(422);
  });
});

describe('search keeps to the role', () => {
  it("gives a clerk his office's parcels, and another office's only by its exact number", async () => {
    const clerk = (await call('get', '/api/common/user', { token: await signIn('clerk') })).body as {
      officeId: string;
    };
    const ours = (p: Parcel) =>
      p.originOfficeId === clerk.officeId ||
      p.currentOfficeId === clerk.officeId ||
      p.destinationOfficeId === clerk.officeId;
    const parcels = await everyParcel();
    const surname = parcels.at(-1)!.receiver.name.split(' ').at(-1)!;
    const found = group(await search(surname, 'clerk'), 'parcels');
    expect(found.map((r) => r.id)).toEqual(newestFive(parcels, (p) => ours(p) && hasWords(p, surname)));
    const away = parcels.findLast((p) => !ours(p))!;
    expect(group(await search(away.trackingNumber.slice(2, 11), 'clerk'), 'parcels').map((r) => r.id)).not.toContain(
      away.id,
    );
    expect(group(await search(away.trackingNumber, 'clerk'), 'parcels')[0]).toMatchObject({
      id: away.id,
      link: `/secure/parcels/tracking/${away.trackingNumber}`,
    });
  });

  it('shows each role only the groups it may open', async () => {
    const all = ['parcels', 'complaints', 'contacts', 'offices', 'drivers', 'trucks', 'trips'];
    const may: Record<string, string[]> = {
      admin: all,
      support: ['parcels', 'complaints', 'contacts'],
      finance: ['contacts'],
      driver: ['trips'],
    };
    const driverTrip = (await api.store.table('trips').all([])).find((t) => t.driverId === 'drv_001');
    for (const [role, groups] of Object.entries(may)) {
      const shown = new Set<string>();
      for (const query of ['an', 'istanbul', 'cmp', 'trp', driverTrip?.code ?? 'trp'])
        for (const set of await search(query, role)) shown.add(set.id);
      for (const id of all.filter((g) => !groups.includes(g))) expect(shown, `${role} ${id}`).not.toContain(id);
    }
  });

  it('gives a driver only his own trips', async () => {
    const token = await signIn('driver');
    const own = (await call('get', '/api/v1/trips', { token, query: { size: 100 } })).body.items as { id: string }[];
    const everyTrip = await api.store.table('trips').all([]);
    const other = everyTrip.findLast((t) => !own.some((o) => o.id === t.id))!;
    expect(group(await search(other.code, 'driver'), 'trips')).toEqual([]);
    if (own[0]) {
      const code = everyTrip.find((t) => t.id === own[0]!.id)!.code;
      expect(group(await search(code, 'driver'), 'trips').map((r) => r.id)).toEqual([own[0].id]);
    }
  });
});
