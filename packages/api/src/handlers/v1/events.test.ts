import { describe, expect, it } from 'vitest';
import { booking } from '../../testing/fixtures';
import { streamLimits } from '../../http/events';
import { call, openEvents, signIn, useApi } from '../../testing/harness';

const { api, advance } = useApi({ resetEach: true });

/** A parcel booked and received at the İstanbul Avrupa counter. */
async function bookedParcel(clerk: string) {
  const parcel = (await call('post', '/api/v1/parcels', { token: clerk, body: booking })).body as {
    id: string;
    trackingNumber: string;
  };
  return parcel;
}

const scan = (token: string, trackingNumber: string, body: object) =>
  call('post', '/api/v1/scans', { token, body: { trackingNumber, ...body } });

describe('live updates (GET /api/v1/events)', () => {
  it('tells a listener of a scan as it commits: the parcel, its new status, nothing personal', async () => {
    const clerk = await signIn('clerk');
    const parcel = await bookedParcel(clerk);
    const events = await openEvents(await signIn('manager'));
    try {
      expect(events.status).toBe(200);
      expect(events.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const [ready] = await events.next(1);
      expect(ready).toMatchObject({ type: 'ready' });
      expect((await scan(clerk, parcel.trackingNumber, { action: 'received', officeId: 'off_001' })).status).toBe(200);
      const [, change] = await events.next(2);
      expect(change).toEqual({
        type: 'parcel',
        id: expect.any(Number),
        data: { id: parcel.id, trackingNumber: parcel.trackingNumber, status: 'at_office' },
      });
      expect(change!.id).toBeGreaterThan(ready!.id!);
    } finally {
      await events.close();
    }
  });

  it('replays what a client missed from its Last-Event-ID, in order, and nothing twice', async () => {
    const clerk = await signIn('clerk');
    const manager = await signIn('manager');
    const first = await openEvents(manager);
    const [ready] = await first.next(1);
    await first.close();

    // Written while nobody listened.
    const parcel = await bookedParcel(clerk);
    await scan(clerk, parcel.trackingNumber, { action: 'received', officeId: 'off_001' });
    await scan(clerk, parcel.trackingNumber, { action: 'held', reason: 'damaged' });

    const again = await openEvents(manager, { after: ready!.id! });
    try {
      const heard = await again.next(4);
      expect(heard[0]).toMatchObject({ type: 'ready', id: ready!.id });
      expect(heard.slice(1).map((e) => (e.data as { status: string }).status)).toEqual([
        'created',
        'at_office',
        'on_hold',
      ]);
      const ids = heard.slice(1).map((e) => e.id!);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));

      // Reconnecting from the last id hears nothing of those again.
      const from = again.cursor!;
      expect(from).toBe(ids.at(-1));
      const last = await openEvents(manager, { after: from });
      try {
        await scan(clerk, parcel.trackingNumber, { action: 'released', officeId: 'off_001' });
        const [, next] = await last.next(2);
        expect(next).toMatchObject({ type: 'parcel', data: { status: 'at_office' } });
        expect(next!.id).toBeGreaterThan(from);
      } finally {
        await last.close();
      }
    } finally {
      await again.close();
    }
  });

  it('tells nothing of a write that is refused', async () => {
    const clerk = await signIn('clerk');
    const parcel = await bookedParcel(clerk);
    await scan(clerk, parcel.trackingNumber, { action: 'received', officeId: 'off_001' });
    const events = await openEvents(clerk);
    try {
      const [ready] = await events.next(1);
      expect((await scan(clerk, parcel.trackingNumber, { action: 'received', officeId: 'off_001' })).status).toBe(409);
      expect((await scan(clerk, parcel.trackingNumber, { action: 'held', reason: 'damaged' })).status).toBe(200);
      const [, change] = await events.next(2);
      expect(change).toMatchObject({ type: 'parcel', data: { status: 'on_hold' } });
      expect(events.heard).toHaveLength(2);
      expect(change!.id).toBeGreaterThan(ready!.id!);
    } finally {
      await events.close();
    }
  });

  it('tells each user only what is theirs to hear', async () => {
    const [dispatcher, driver, finance, clerk, admin] = (await Promise.all(
      ['dispatcher', 'driver', 'finance', 'clerk', 'admin'].map(signIn),
    )) as [string, string, string, string, string];
    const listeners = {
      dispatcher: await openEvents(dispatcher),
      driver: await openEvents(driver),
      finance: await openEvents(finance),
      admin: await openEvents(admin),
    };
    try {
      await Promise.all(Object.values(listeners).map((l) => l.next(1)));
      // A trip of another driver is cancelled; the driver's own trip is loaded; the admin marks his notifications read.
      const trips = (
        await call('get', '/api/v1/trips', {
          token: dispatcher,
          query: { routeId: 'rte_001', status: 'planned,loading', sort: 'scheduledAt', order: 'asc' },
        })
      ).body.items as { id: string; driverId: string }[];
      const own = trips[0]!;
      expect(own.driverId).toBe('drv_001');
      const planned = (
        await call('get', '/api/v1/trips', { token: dispatcher, query: { status: 'planned', size: 100 } })
      ).body.items as { id: string; driverId: string }[];
      const others = planned.find((t) => t.driverId !== 'drv_001')!;
      expect((await call('post', `/api/v1/trips/${others.id}/cancel`, { token: dispatcher, body: {} })).status).toBe(
        200,
      );
      const parcel = await bookedParcel(clerk);
      await scan(clerk, parcel.trackingNumber, { action: 'received', officeId: 'off_001' });
      expect((await scan(driver, parcel.trackingNumber, { action: 'loaded', tripId: own.id })).status).toBe(200);
      expect((await call('get', '/api/common/notifications/mark-all-as-read', { token: admin })).status).toBe(200);

      expect((await listeners.dispatcher.when('trip', { id: others.id })).data).toEqual({
        id: others.id,
        status: 'cancelled',
      });
      await listeners.dispatcher.when('parcel', { status: 'loaded' });
      await listeners.finance.when('parcel', { status: 'loaded' });
      await listeners.admin.when('notifications');
      expect((await listeners.driver.when('trip')).data).toMatchObject({ id: own.id });

      // Last of all, the admin's notifications: by then everyone has heard all there was to hear.
      await Promise.all([listeners.dispatcher, listeners.finance, listeners.driver].map((l) => l.when('ready')));
      expect(
        listeners.driver.heard
          .filter((e) => e.type !== 'ready')
          .every((e) => e.type === 'trip' && (e.data as { id: string }).id === own.id),
      ).toBe(true);
      expect(listeners.finance.of('trip', 'truck', 'notifications')).toEqual([]);
      expect(listeners.dispatcher.of('notifications')).toEqual([]);
    } finally {
      await Promise.all(Object.values(listeners).map((l) => l.close()));
    }
  });

  it('answers a cursor the log does not cover with a reset, and a bad one with 400', async () => {
    const manager = await signIn('manager');
    const future = await openEvents(manager, { after: 999_999_999 });
    try {
      const [first] = await future.next(1);
      expect(first!.type).toBe('reset');
    } finally {
      await future.close();
    }
    const bad = await call('get', '/api/v1/events', { token: manager, headers: { 'last-event-id': 'yesterday' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('bad_request');
    expect((await call('get', '/api/v1/events')).status).toBe(401);
  });

  it('sends the trucks’ positions to those who may watch the live map', async () => {
    const dispatcher = await openEvents(await signIn('dispatcher'), { query: { trucks: '1' } });
    const clerk = await openEvents(await signIn('clerk'), { query: { trucks: '1' } });
    try {
      const trucks = await dispatcher.when('trucks');
      expect(trucks.id).toBeNull();
      const onTheRoad = (await call('get', '/api/v1/live/trucks', { token: await signIn('dispatcher') })).body;
      expect(trucks.data).toEqual(onTheRoad);
      expect((trucks.data as unknown[]).length).toBeGreaterThan(0);
      // The clerk's stream began with the dispatcher's; it hears the booking that follows, and no trucks.
      await bookedParcel(await signIn('clerk'));
      await clerk.when('parcel');
      expect(clerk.of('trucks')).toEqual([]);
    } finally {
      await Promise.all([dispatcher.close(), clerk.close()]);
    }
  });

  it('ends a stream as soon as its session ends: signed out, or the account disabled', async () => {
    const signInAs = async (email: string) =>
      (await call('post', '/api/auth/sign-in', { body: { email, password: 'demo1234' } })).body.accessToken as string;
    const clerk = await signInAs('clerk@courier.test');
    const signedOut = await openEvents(clerk);
    const other = await openEvents(await signInAs('clerk@courier.test'));
    await Promise.all([signedOut.next(1), other.next(1)]);
    await call('post', '/api/auth/sign-out', { token: clerk });
    // Ended at once, not at the next keep-alive; the same person's other session goes on.
    await signedOut.ended;
    await bookedParcel(await signIn('clerk'));
    await other.when('parcel');

    const driver = await signInAs('driver@courier.test');
    const disabled = await openEvents(driver);
    await disabled.next(1);
    const { body: accounts } = await call('get', '/api/v1/users', { token: await signIn('admin') });
    const account = (accounts as { id: string; email: string }[]).find((a) => a.email === 'driver@courier.test')!;
    expect(
      (await call('patch', `/api/v1/users/${account.id}`, { token: await signIn('admin'), body: { active: false } }))
        .status,
    ).toBe(200);
    await disabled.ended;
    await other.close();
  });

  it('holds at most 5 streams for a session and 20 for a user on one server: the next one is a 429', async () => {
    const session = await signIn('manager');
    const open = [];
    for (let i = 0; i < streamLimits.perSession; i++) open.push(await openEvents(session));
    const refused = await call('get', '/api/v1/events', { token: session });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('too_many_requests');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // A closed one makes room.
    await open.shift()!.close();
    open.push(await openEvents(session));
    expect(open.at(-1)!.status).toBe(200);
    // Other sessions of the same user, up to the user's limit.
    while (open.length < streamLimits.perUser) {
      const token = (
        await call('post', '/api/auth/sign-in', {
          body: { email: 'manager@courier.test', password: 'demo1234' },
          headers: { 'x-courier-client-address': `198.51.100.${open.length}` },
        })
      ).body.accessToken as string;
      for (let i = 0; i < streamLimits.perSession && open.length < streamLimits.perUser; i++)
        open.push(await openEvents(token));
    }
    const another = (
      await call('post', '/api/auth/sign-in', { body: { email: 'manager@courier.test', password: 'demo1234' } })
    ).body.accessToken as string;
    expect((await call('get', '/api/v1/events', { token: another })).status).toBe(429);
    await Promise.all(open.map((stream) => stream.close()));
  });

  it('computes the trucks’ positions once a tick for all the streams that show them', async () => {
    const tokens = await Promise.all(['dispatcher', 'manager', 'admin'].map((role) => signIn(role)));
    // A tick past what an earlier test's streams had computed.
    advance(1);
    let computed = 0;
    const table = api.store.table;
    // The positions are the trips on the road: count the reads of them.
    api.store.table = ((name: Parameters<typeof table>[0]) => {
      const rows = table.call(api.store, name);
      if (name !== 'trips') return rows;
      return new Proxy(rows, {
        get: (target, key) =>
          key === 'all'
            ? (...args: Parameters<typeof rows.all>) => (computed++, target.all(...args))
            : Reflect.get(target, key, target),
      });
    }) as typeof table;
    try {
      // Nine streams opened at once, three a session.
      const streams = await Promise.all(
        tokens.flatMap((token) => [1, 2, 3].map(() => openEvents(token, { query: { trucks: '1' } }))),
      );
      try {
        await Promise.all(streams.map((stream) => stream.when('trucks')));
        // One computation, or two where the opening spanned the turn of a tick; nine without sharing.
        expect(computed).toBeGreaterThanOrEqual(1);
        expect(computed).toBeLessThanOrEqual(2);
      } finally {
        await Promise.all(streams.map((stream) => stream.close()));
      }
    } finally {
      api.store.table = table;
    }
  });

  it('reads each change from the log once for all the streams of a server', async () => {
    const streams = await Promise.all(
      ['manager', 'admin', 'dispatcher', 'clerk', 'support'].map(async (role) => openEvents(await signIn(role))),
    );
    await Promise.all(streams.map((stream) => stream.next(1)));
    let reads = 0;
    const since = api.store.changes.since;
    api.store.changes.since = (after, limit) => (reads++, since(after, limit));
    try {
      await bookedParcel(await signIn('clerk'));
      await Promise.all(streams.filter((_, i) => i !== 3).map((stream) => stream.when('parcel')));
      expect(reads).toBe(1);
    } finally {
      api.store.changes.since = since;
      await Promise.all(streams.map((stream) => stream.close()));
    }
  });
});
