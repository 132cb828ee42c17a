import { describe, expect, it } from 'vitest';
import {
  storyCustomers,
  storyEvents,
  storyLatestScans,
  storyOffices,
  storyParcels,
  storyTrips,
} from '../courier/fixtures';
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
const addresses: [string, Address][] = [
  ...Object.values(samplePlaces).flatMap((places) => places.map((p): [string, Address] => [p.line1, p])),
  ...storyOffices.map((o): [string, Address] => [o.name, o.address]),
  ...storyCustomers.flatMap((c) => c.addresses.map((a): [string, Address] => [`${c.name} ${a.label}`, a])),
  ...parcels.flatMap((p): [string, Address][] => [
    [`${p.trackingNumber} sender`, p.sender.address],
    [`${p.trackingNumber} receiver`, p.receiver.address],
  ]),
];

describe('sample data', () => {
  it.each(addresses)('%s: the postal code belongs to its district and city', (_, address) => {
    expect(address.postalCode.slice(0, 2)).toBe(plateOf[address.city]);
    expect(postalCodes[address.postalCode]).toEqual({ district: address.district, city: address.city });
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

  it('names people, not numbers, and a long run of names does not repeat', () => {
    const names = Array.from({ length: 272 }, (_, i) => sampleName(i));
    expect(new Set(names).size).toBe(names.length);
    for (const name of [...names, ...samplePeople.map((p) => p.name)]) expect(name).not.toMatch(/\d/);
  });

  it('times every scan before "now", the latest scans from several parcels', () => {
    const now = Date.parse(sampleNow);
    for (const parcel of parcels)
      for (const event of storyEvents(parcel)) expect(Date.parse(event.at)).toBeLessThanOrEqual(now);
    const latest = storyLatestScans(6);
    expect(new Set(latest.map((e) => e.parcelId)).size).toBe(6);
    for (const event of latest) expect(Date.parse(event.at)).toBeLessThanOrEqual(now);
  });

  it("varies the trips' routes, trucks and drivers; none planned in the past or run in the future", () => {
    const now = Date.parse(sampleNow);
    for (const key of ['routeId', 'truckId', 'driverId'] as const)
      expect(new Set(storyTrips.map((t) => t[key])).size).toBeGreaterThan(1);
    for (const trip of storyTrips) {
      if (trip.status === 'planned') expect(Date.parse(trip.scheduledAt)).toBeGreaterThan(now);
      if (trip.departedAt) expect(Date.parse(trip.departedAt)).toBeLessThan(now);
      if (trip.completedAt) expect(Date.parse(trip.completedAt)).toBeLessThan(now);
    }
  });
});
