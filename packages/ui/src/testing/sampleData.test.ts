import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import {
  storyComplaintLog,
  storyComplaints,
  storyCustomers,
  storyDrivers,
  storyEvents,
  storyLatestScans,
  storyOffices,
  storyParcels,
  storyTripLog,
  storyTrips,
} from '../courier/fixtures';
import { sampleParcels } from '../data/DataTable/sampleParcels';
import { storyChats, storyMessages, storyNotifications, storyNow, storyUser } from '../shell/fixtures';
import {
  areaCodesOf,
  sampleCompanies,
  sampleName,
  sampleNow,
  samplePeople,
  samplePlaces,
  type SampleCity,
} from './sampleData';

/**
 * PTT's postal codes of the districts the samples use, written down apart from the samples: a
 * sample address must name the district and city its postal code belongs to.
 */
const postalCodes: Record<string, { district: string; city: string }> = {
  '34110': { district: 'Fatih', city: 'İstanbul' },
  '34142': { district: 'Bakırköy', city: 'İstanbul' },
  '34353': { district: 'Beşiktaş', city: 'İstanbul' },
  '34394': { district: 'Şişli', city: 'İstanbul' },
  '34710': { district: 'Kadıköy', city: 'İstanbul' },
  '34728': { district: 'Kadıköy', city: 'İstanbul' },
  '34758': { district: 'Ataşehir', city: 'İstanbul' },
  '06170': { district: 'Yenimahalle', city: 'Ankara' },
  '06280': { district: 'Keçiören', city: 'Ankara' },
  '06420': { district: 'Çankaya', city: 'Ankara' },
  '06520': { district: 'Çankaya', city: 'Ankara' },
  '06790': { district: 'Etimesgut', city: 'Ankara' },
  '35040': { district: 'Bornova', city: 'İzmir' },
  '35210': { district: 'Konak', city: 'İzmir' },
  '35220': { district: 'Konak', city: 'İzmir' },
  '35390': { district: 'Buca', city: 'İzmir' },
  '35530': { district: 'Bayraklı', city: 'İzmir' },
  '35590': { district: 'Karşıyaka', city: 'İzmir' },
  '16050': { district: 'Osmangazi', city: 'Bursa' },
  '16110': { district: 'Nilüfer', city: 'Bursa' },
  '16140': { district: 'Nilüfer', city: 'Bursa' },
};
/** A postal code's first two digits are its province's plate number. */
const plateOf: Record<string, string> = { İstanbul: '34', Ankara: '06', İzmir: '35', Bursa: '16' };

interface Address {
  district: string;
  city: string;
  postalCode: string;
}
const parcels = storyParcels(60);
const tableRows = sampleParcels(300);
const trips = [...storyTrips, ...storyTripLog(40)];
const complaints = [...storyComplaints, ...storyComplaintLog(40)];

/** The stories and docs of the library and the app, and the sample modules, as written. */
const root = join(import.meta.dirname, '../../../..');
const sourcesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourcesUnder(join(dir, entry.name))
      : /\.stories\.tsx$|\.mdx$|fixtures\.ts$|sample\w*\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts')
        ? [join(dir, entry.name)]
        : [],
  );
const sources = ['packages/ui/src', 'packages/app/src']
  .flatMap((dir) => sourcesUnder(join(root, dir)))
  .map((file) => ({ file: relative(root, file), text: readFileSync(file, 'utf8') }));
const word = '[A-ZÇĞİÖŞÜ][a-zçğıöşü]+';
/** "Çankaya, Ankara 06420", "Nilüfer, 16140 Bursa" and "06420 Çankaya / Ankara", as addresses are written out. */
const writtenAddresses = [
  [new RegExp(`(${word}), (${word}),? (\\d{5})\\b`, 'gu'), 1, 2, 3],
  [new RegExp(`(${word}), (\\d{5}) (${word})`, 'gu'), 1, 3, 2],
  [new RegExp(`\\b(\\d{5}) (${word}) ?/ ?(${word})`, 'gu'), 2, 3, 1],
] as const;
const addressesInSources = sources.flatMap(({ file, text }) =>
  writtenAddresses.flatMap(([pattern, district, city, code]) =>
    [...text.matchAll(pattern)].map((m): [string, Address] => [
      `${file}: ${m[0]}`,
      { district: m[district]!, city: m[city]!, postalCode: m[code]! },
    ]),
  ),
);
/** Phone numbers written in full, international (+90 532 …) or national (0532 …). */
const phonesInSources = sources.flatMap(({ file, text }) =>
  [...text.matchAll(/\+90(?:[ -]?\d){10}\b|(?<![\d+])0[2-5]\d{2}[ -]\d{3}[ -]\d{2}[ -]?\d{2}\b/g)].map(
    (m): [string, string] => [`${file}: ${m[0]}`, m[0]],
  ),
);
const addresses: [string, Address][] = [
  ...Object.values(samplePlaces).flatMap((places) => places.map((p): [string, Address] => [p.line1, p])),
  ...storyOffices.map((o): [string, Address] => [o.name, o.address]),
  ...storyCustomers.flatMap((c) => c.addresses.map((a): [string, Address] => [`${c.name} ${a.label}`, a])),
  ...parcels.flatMap((p): [string, Address][] => [
    [`${p.trackingNumber} sender`, p.sender.address],
    [`${p.trackingNumber} receiver`, p.receiver.address],
  ]),
  ...addressesInSources,
];

describe('sample data', () => {
  it.each(addresses)('%s: the postal code belongs to its district and city', (_, address) => {
    expect(address.postalCode.slice(0, 2)).toBe(plateOf[address.city]);
    expect(postalCodes[address.postalCode]).toEqual({ district: address.district, city: address.city });
  });

  it("names a table row's destination by a district of its city", () => {
    const districts = new Set(Object.values(postalCodes).map(({ district, city }) => `${district}, ${city}`));
    for (const row of tableRows) expect(districts).toContain(row.destination);
  });

  it("puts a parcel's sender in its origin's city and its receiver in its destination's", () => {
    const cityOf = new Map(storyOffices.map((o) => [o.id, o.address.city]));
    for (const parcel of parcels) {
      expect(parcel.sender.address.city).toBe(cityOf.get(parcel.originOfficeId));
      expect(parcel.receiver.address.city).toBe(cityOf.get(parcel.destinationOfficeId));
    }
  });

  it('gives every person and business a phone of their own, offices a line in their city', () => {
    const phones = [...samplePeople, ...sampleCompanies].map((p) => p.phone);
    expect(new Set(phones).size).toBe(phones.length);
    for (const phone of phones) expect(phone).toMatch(/^\+90\d{10}$/);
    for (const company of sampleCompanies) expect(areaCodesOf[company.city]).toContain(company.phone.slice(3, 6));
    for (const office of storyOffices)
      expect(areaCodesOf[office.address.city as SampleCity]).toContain(office.phone.slice(3, 6));
    expect(new Set(parcels.map((p) => p.receiver.phone)).size).toBeGreaterThan(5);
  });

  it('gives the same phone to one person only, drivers and customers included', () => {
    const owners = new Map<string, Set<string>>();
    const own = (phone: string, name: string) => owners.set(phone, (owners.get(phone) ?? new Set()).add(name));
    for (const p of [...samplePeople, ...sampleCompanies, ...storyDrivers]) own(p.phone, p.name);
    for (const c of storyCustomers) own(c.phone, c.companyName ?? c.name);
    for (const o of storyOffices) own(o.phone, o.name);
    for (const p of parcels) for (const party of [p.sender, p.receiver]) own(party.phone, party.name);
    for (const [phone, names] of owners) expect([...names], `${phone} is given to one name only`).toHaveLength(1);
    expect(new Set(storyDrivers.map((d) => d.phone)).size).toBe(storyDrivers.length);
  });

  it.each([
    ...[...samplePeople, ...sampleCompanies, ...storyDrivers, ...storyCustomers, ...storyOffices].map(
      (p): [string, string] => [p.name, p.phone],
    ),
    ...phonesInSources,
  ])('%s: a Turkish mobile or landline number that exists', (_, written) => {
    const number = parsePhoneNumberFromString(written, 'TR');
    expect(number?.country).toBe('TR');
    expect(number?.isValid()).toBe(true);
    expect(['MOBILE', 'FIXED_LINE']).toContain(number?.getType());
  });

  it('names people, not numbers, and a long run of names does not repeat', () => {
    const names = Array.from({ length: 272 }, (_, i) => sampleName(i));
    expect(new Set(names).size).toBe(names.length);
    const people = [
      ...names,
      ...samplePeople.map((p) => p.name),
      ...storyDrivers.map((d) => d.name),
      ...storyCustomers.map((c) => c.name),
      ...tableRows.map((row) => row.receiver),
      storyUser.name,
      ...storyChats.flatMap((chat) => (chat.contact ? [chat.contact.name] : [])),
    ];
    for (const name of people) expect(name).toMatch(new RegExp(`^${word}( ${word})+$`, 'u'));
    expect(new Set(tableRows.slice(0, 12).map((row) => row.receiver)).size).toBe(12);
  });

  it.each(sources.map(({ file, text }): [string, string] => [file, text]))(
    '%s: no numbered stand-ins for people ("Driver 001", "Customer 31")',
    (_, text) => {
      expect(text).not.toMatch(/\b(Driver|Customer|User|Person|Receiver|Sender|Contact) (\d+|\$\{)/);
    },
  );

  it('times every scan before "now" and in order, the counter and the doorstep in working hours', () => {
    const now = Date.parse(sampleNow);
    const hourInTurkey = (at: string) => (new Date(at).getUTCHours() + 3) % 24;
    for (const parcel of parcels) {
      const events = storyEvents(parcel);
      for (const [i, event] of events.entries()) {
        expect(Date.parse(event.at)).toBeLessThanOrEqual(now);
        if (i > 0) expect(Date.parse(event.at)).toBeGreaterThan(Date.parse(events[i - 1]!.at));
        if (['received', 'out_for_delivery', 'delivered', 'delivery_failed'].includes(event.type))
          expect(hourInTurkey(event.at), `${event.type} at ${event.at}`).toBeGreaterThanOrEqual(8);
        if (event.type === 'received') expect(hourInTurkey(event.at)).toBeLessThan(19);
      }
    }
    const latest = storyLatestScans(6);
    expect(new Set(latest.map((e) => e.parcelId)).size).toBe(6);
  });

  it("varies the trips' routes, trucks and drivers; none planned in the past or run in the future", () => {
    const now = Date.parse(sampleNow);
    for (const list of [storyTrips, storyTripLog(20)])
      for (const key of ['routeId', 'truckId', 'driverId'] as const)
        expect(new Set(list.map((t) => t[key])).size).toBeGreaterThan(1);
    expect(new Set(trips.map((t) => t.code)).size).toBe(trips.length);
    for (const trip of trips) {
      if (trip.status === 'planned') expect(Date.parse(trip.scheduledAt)).toBeGreaterThan(now);
      if (trip.departedAt) expect(Date.parse(trip.departedAt)).toBeLessThan(now);
      if (trip.completedAt) expect(Date.parse(trip.completedAt)).toBeLessThan(now);
    }
  });

  it('dates everything else a story shows before "now" too: bookings, complaints, messages, chats', () => {
    const now = Date.parse(sampleNow);
    const times = [
      ...tableRows.map((row) => row.bookedAt),
      ...complaints.flatMap((c) => [c.createdAt, c.resolvedAt ?? c.createdAt]),
      ...[...storyMessages, ...storyNotifications].map((item) => item.time),
      ...storyChats.flatMap((chat) => [chat.lastMessageAt, ...chat.messages.map((m) => m.createdAt)]),
      storyNow.toISOString(),
    ];
    for (const at of times) expect(Date.parse(at!)).toBeLessThanOrEqual(now);
    expect(new Set(storyComplaintLog(20).map((c) => c.subject)).size).toBeGreaterThan(5);
  });
});
