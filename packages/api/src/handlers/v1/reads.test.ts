/**
 * Who reads which parcels, and their money (docs/security.md): a clerk his office's parcels, and
 * another office's only by its exact tracking number (audited); the money fields null where the
 * role does not see them, in every read.
 */
import { describe, expect, it } from 'vitest';
import type { Parcel } from '@courier/domain';
import { clientAddressHeader } from '../../http/audit';
import { booking } from '../../testing/fixtures';
import { call, openEvents, signIn, useApi } from '../../testing/harness';

const { api } = useApi({ resetEach: true });

const me = async (role: string) => (await call('get', '/api/common/user', { token: await signIn(role) })).body;
const ofOffice = (p: Parcel, office: string) =>
  p.originOfficeId === office || p.currentOfficeId === office || p.destinationOfficeId === office;
/** Every parcel, as the store holds it. */
const everyParcel = () => api.store.table('parcels').all([]);
/** A parcel that none of the office's fields names. */
const elsewhere = async (office: string, where: (p: Parcel) => boolean = () => true) =>
  (await everyParcel()).find((p) => !ofOffice(p, office) && where(p))!;
const money = (p: { price: unknown; codAmount: unknown; declaredValue: unknown }) => [
  p.price,
  p.codAmount,
  p.declaredValue,
];

describe("a clerk reads his office's parcels", () => {
  it('lists exactly the parcels booked at, standing at or bound for his office, and counts them so', async () => {
    const office = (await me('clerk')).officeId as string;
    const clerk = await signIn('clerk');
    const ours = (await everyParcel()).filter((p) => ofOffice(p, office));
    const list = await call('get', '/api/v1/parcels', { token: clerk, query: { size: 200 } });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(ours.length);
    expect(list.body.total).toBeLessThan((await everyParcel()).length);
    for (const p of list.body.items as Parcel[]) expect(ofOffice(p, office), p.trackingNumber).toBe(true);
    // A filter narrows his parcels, never widens them.
    const away = await elsewhere(office);
    const filtered = await call('get', '/api/v1/parcels', {
      token: clerk,
      query: { originOfficeId: away.originOfficeId, size: 1 },
    });
    expect(filtered.body.total).toBe(ours.filter((p) => p.originOfficeId === away.originOfficeId).length);
    // The list's search does not find another office's parcel either.
    const searched = await call('get', '/api/v1/parcels', { token: clerk, query: { q: away.trackingNumber } });
    expect(searched.body.total).toBe(0);
  });

  it("answers another office's parcel, its scans and notes as not found, by id", async () => {
    const office = (await me('clerk')).officeId as string;
    const clerk = await signIn('clerk');
    const away = await elsewhere(office);
    expect((await call('get', `/api/v1/parcels/${away.id}`, { token: clerk })).status).toBe(404);
    const scans = await call('get', '/api/v1/parcel-events', { token: clerk, query: { parcelId: away.id } });
    expect(scans.status).toBe(200);
    expect(scans.body.total).toBe(0);
    const scan = (await api.store.table('parcel-events').all([{ field: 'parcelId', in: [away.id] }]))[0]!;
    expect((await call('get', `/api/v1/parcel-events/${scan.id}`, { token: clerk })).status).toBe(404);
    const noted = await call('post', `/api/v1/parcels/${away.id}/notes`, { token: clerk, body: { text: 'Kim?' } });
    expect(noted.status).toBe(404);
    // His own office's parcel, and its scans, he reads.
    const ours = (await everyParcel()).find((p) => p.destinationOfficeId === office && p.originOfficeId !== office)!;
    expect((await call('get', `/api/v1/parcels/${ours.id}`, { token: clerk })).status).toBe(200);
    const ourScans = await call('get', '/api/v1/parcel-events', { token: clerk, query: { parcelId: ours.id } });
    expect(ourScans.body.total).toBeGreaterThan(0);
  });

  it('opens any parcel by its exact tracking number, and the audit log keeps that opening', async () => {
    const clerk = await me('clerk');
    const token = await signIn('clerk');
    const away = await elsewhere(clerk.officeId);
    const opened = await call('get', `/api/v1/parcels/by-tracking/${away.trackingNumber}`, {
      token,
      headers: { [clientAddressHeader]: '203.0.113.9' },
    });
    expect(opened.status).toBe(200);
    expect(opened.body.parcel).toMatchObject({ id: away.id, trackingNumber: away.trackingNumber, status: away.status });
    expect(money(opened.body.parcel)).toEqual([null, null, null]);
    expect(opened.body.events.length).toBeGreaterThan(0);
    expect(opened.body.events.every((e: { parcelId: string }) => e.parcelId === away.id)).toBe(true);

    const admin = await signIn('admin');
    const rows = (
      await call('get', '/api/v1/audit', { token: admin, query: { action: 'parcel.opened_outside_office' } })
    ).body.items;
    expect(rows).toEqual([
      expect.objectContaining({
        actorId: clerk.id,
        action: 'parcel.opened_outside_office',
        recordType: 'parcel',
        recordId: away.id,
        recordLabel: away.trackingNumber,
        changes: [{ field: 'officeId', before: null, after: clerk.officeId }],
        address: '203.0.113.9',
      }),
    ]);

    // His own office's parcel opens so too, and that is no event for the log.
    const ours = (await everyParcel()).find((p) => p.originOfficeId === clerk.officeId)!;
    const own = await call('get', `/api/v1/parcels/by-tracking/${ours.trackingNumber}`, { token });
    expect(own.status).toBe(200);
    expect(own.body.parcel.price).toEqual(ours.price);
    expect(
      (await call('get', '/api/v1/audit', { token: admin, query: { action: 'parcel.opened_outside_office' } })).body
        .total,
    ).toBe(1);
  });

  it('refuses a number that is not a tracking number, or none that exists, and writes nothing', async () => {
    const token = await signIn('clerk');
    expect((await call('get', '/api/v1/parcels/by-tracking/CP12345', { token })).status).toBe(422);
    expect((await call('get', '/api/v1/parcels/by-tracking/CP999999995TR', { token })).status).toBe(404);
    expect((await call('get', '/api/v1/parcels/by-tracking/CP999999995TR')).status).toBe(401);
    const admin = await signIn('admin');
    expect((await call('get', '/api/v1/audit', { token: admin, query: { recordType: 'parcel' } })).body.total).toBe(0);
  });

  it("keeps a driver to his own trips' parcels, even by tracking number", async () => {
    const driver = await me('driver');
    const trips = (await api.store.table('trips').all([{ field: 'driverId', in: [driver.driverId] }])).map((t) => t.id);
    const away = (await everyParcel()).find(
      (p) => p.driverId !== driver.driverId && !(p.tripId && trips.includes(p.tripId)),
    )!;
    const token = await signIn('driver');
    expect((await call('get', `/api/v1/parcels/by-tracking/${away.trackingNumber}`, { token })).status).toBe(404);
  });

  it("finds another office's parcel by its exact number in the search, linked by that number", async () => {
    const office = (await me('clerk')).officeId as string;
    const token = await signIn('clerk');
    const away = await elsewhere(office);
    const ours = (await everyParcel()).find((p) => p.currentOfficeId === office)!;
    const linkFor = async (trackingNumber: string) =>
      (
        (await call('post', '/api/common/search', { token, body: { query: trackingNumber } })).body as {
          id: string;
          results: { link: string }[];
        }[]
      ).find((set) => set.id === 'parcels')?.results[0]?.link;
    expect(await linkFor(away.trackingNumber)).toBe(`/secure/parcels/tracking/${away.trackingNumber}`);
    expect(await linkFor(ours.trackingNumber)).toBe(`/secure/parcels/${ours.id}`);
  });

  it("hears of his office's parcels on the event stream, and of no other office's", async () => {
    const office = (await me('clerk')).officeId as string;
    const clerk = await signIn('clerk');
    const manager = await signIn('manager');
    const away = await elsewhere(office, (p) => p.status === 'created');
    const heardByClerk = await openEvents(clerk);
    const heardBySupport = await openEvents(await signIn('support'));
    try {
      await heardByClerk.next(1);
      await heardBySupport.next(1);
      const changed = await call('patch', `/api/v1/parcels/${away.id}`, { token: manager, body: { reference: 'R-1' } });
      expect(changed.status).toBe(200);
      // Booked at his counter, then one standing at his office leaves it.
      const booked = (await call('post', '/api/v1/parcels', { token: clerk, body: booking })).body as Parcel;
      const leaving = (await everyParcel()).find(
        (p) => p.currentOfficeId === office && p.originOfficeId !== office && p.destinationOfficeId !== office,
      );
      if (leaving)
        await api.store.transaction(() =>
          api.store.table('parcels').update({ ...leaving, currentOfficeId: null, status: 'in_transit' }),
        );
      await heardByClerk.when('parcel', { id: leaving?.id ?? booked.id });
      const clerkHeard = heardByClerk.of('parcel').map((e) => (e.data as { id: string }).id);
      expect(clerkHeard).toContain(booked.id);
      expect(clerkHeard).not.toContain(away.id);
      // Support reads the whole network: it hears both.
      await heardBySupport.when('parcel', { id: booked.id });
      expect(heardBySupport.of('parcel').map((e) => (e.data as { id: string }).id)).toContain(away.id);
    } finally {
      await heardByClerk.close();
      await heardBySupport.close();
    }
  });

  it("shows him his office's figures on the dashboard, and they agree with his lists", async () => {
    const office = (await me('clerk')).officeId as string;
    const token = await signIn('clerk');
    const own = await call('get', '/api/v1/dashboard', { token });
    expect(own.status).toBe(200);
    expect(own.body.officeId).toBe(office);
    expect((await call('get', '/api/v1/dashboard', { token, query: { officeId: office } })).body).toEqual(own.body);
    const other = (await api.store.table('offices').all([])).find((o) => o.id !== office)!;
    const refused = await call('get', '/api/v1/dashboard', { token, query: { officeId: other.id } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.reason).toBe('own_office_figures');
    for (const [name, figure] of Object.entries(own.body.figures) as [
      string,
      { value: number | null; link: { resource: string; params: Record<string, string> } },
    ][]) {
      if (name === 'onTimeRate' || name === 'openComplaints' || name === 'tripsOnRoad') continue;
      const list = await call('get', `/api/v1/${figure.link.resource}`, {
        token,
        query: { ...figure.link.params, size: 1 },
      });
      expect(list.body.total, name).toBe(figure.value);
    }
    // The latest scans he is shown are of parcels he may open.
    for (const scan of own.body.latestScans as { parcelId: string }[])
      expect((await call('get', `/api/v1/parcels/${scan.parcelId}`, { token })).status).toBe(200);
  });
});

describe('support reads the whole network', () => {
  it("lists every parcel and opens another office's by id", async () => {
    const token = await signIn('support');
    expect((await call('get', '/api/v1/parcels', { token, query: { size: 1 } })).body.total).toBe(
      (await everyParcel()).length,
    );
    const office = (await me('clerk')).officeId as string;
    const away = await elsewhere(office);
    expect((await call('get', `/api/v1/parcels/${away.id}`, { token })).status).toBe(200);
  });
});

describe('money fields follow the role table in every read', () => {
  const cod = (p: Parcel) => p.paymentMode === 'cod';

  it.each(['support', 'dispatcher'])('%s sees no price, COD amount or declared value', async (role) => {
    const token = await signIn(role);
    const page = (await call('get', '/api/v1/parcels', { token, query: { size: 50 } })).body.items as Parcel[];
    expect(page).toHaveLength(50);
    for (const p of page) expect(money(p), p.trackingNumber).toEqual([null, null, null]);
    const one = (await everyParcel()).find(cod)!;
    expect(money((await call('get', `/api/v1/parcels/${one.id}`, { token })).body)).toEqual([null, null, null]);
    const opened = await call('get', `/api/v1/parcels/by-tracking/${one.trackingNumber}`, { token });
    expect(money(opened.body.parcel)).toEqual([null, null, null]);
  });

  it.each(['finance', 'admin', 'manager'])('%s sees them on every parcel', async (role) => {
    const token = await signIn(role);
    const one = (await everyParcel()).find(cod)!;
    const read = (await call('get', `/api/v1/parcels/${one.id}`, { token })).body;
    expect(money(read)).toEqual([one.price, one.codAmount, one.declaredValue]);
    const sorted = await call('get', '/api/v1/parcels', { token, query: { sort: 'total', order: 'desc', size: 5 } });
    expect(sorted.status).toBe(200);
    expect(sorted.body.items.every((p: Parcel) => p.price !== null)).toBe(true);
  });

  it('a clerk sees them on the parcels booked at his office only', async () => {
    const office = (await me('clerk')).officeId as string;
    const token = await signIn('clerk');
    const page = (await call('get', '/api/v1/parcels', { token, query: { size: 200 } })).body.items as Parcel[];
    const bookedHere = page.filter((p) => p.originOfficeId === office);
    const bookedElsewhere = page.filter((p) => p.originOfficeId !== office);
    expect(bookedHere.length).toBeGreaterThan(0);
    expect(bookedElsewhere.length).toBeGreaterThan(0);
    for (const p of bookedHere) expect(p.price, p.trackingNumber).not.toBeNull();
    for (const p of bookedElsewhere) expect(money(p), p.trackingNumber).toEqual([null, null, null]);
    const bound = bookedElsewhere[0]!;
    expect(money((await call('get', `/api/v1/parcels/${bound.id}`, { token })).body)).toEqual([null, null, null]);
    // What he books he sees.
    const booked = await call('post', '/api/v1/parcels', { token, body: booking });
    expect(booked.body.price.total).toBeGreaterThan(0);
  });

  it('a clerk, support and a driver may not order a list by an amount they do not see everywhere', async () => {
    for (const [role, sort] of [
      ['clerk', 'total'],
      ['clerk', 'codAmount'],
      ['support', 'codAmount'],
      ['dispatcher', 'total'],
      ['driver', 'total'],
    ]) {
      const refused = await call('get', '/api/v1/parcels', { token: await signIn(role!), query: { sort: sort! } });
      expect(refused.status, `${role} ${sort}`).toBe(403);
      expect(refused.body.error.reason).toBe('money_hidden');
    }
    const driver = await call('get', '/api/v1/parcels', {
      token: await signIn('driver'),
      query: { sort: 'codAmount' },
    });
    expect(driver.status).toBe(200);
  });

  it('a scan answers the parcel with its money as the scanner may see it', async () => {
    const office = (await me('clerk')).officeId as string;
    const token = await signIn('clerk');
    // Booked elsewhere and unloaded here on its way on: it is his to scan, not his money.
    const from = (await everyParcel()).find((p) => p.status === 'at_office' && !ofOffice(p, office))!;
    const here = { ...from, currentOfficeId: office };
    await api.store.table('parcels').update(here);
    const held = await call('post', '/api/v1/scans', {
      token,
      body: { trackingNumber: here.trackingNumber, action: 'held', reason: 'customer_request' },
    });
    expect(held.status).toBe(200);
    expect(money(held.body.parcel)).toEqual([null, null, null]);
  });

  it("a driver sees the COD amount, not the price, of his trips' parcels", async () => {
    const driver = await me('driver');
    const token = await signIn('driver');
    const page = (await call('get', '/api/v1/parcels', { token, query: { size: 200 } })).body.items as Parcel[];
    const collects = page.filter(cod);
    expect(collects.length).toBeGreaterThan(0);
    const stored = new Map((await everyParcel()).map((p) => [p.id, p]));
    for (const p of collects) {
      expect(p.codAmount, p.trackingNumber).toBe(stored.get(p.id)!.codAmount);
      expect(p.price).toBeNull();
      expect(p.declaredValue).toBeNull();
    }
    expect(page.every((p) => p.driverId === driver.driverId || p.tripId !== null)).toBe(true);
  });
});
