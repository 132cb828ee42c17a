/**
 * Customers' webhooks: an administrator adds an endpoint (its secret shown once), production takes
 * https to a public address only; every parcel event the endpoint listens to becomes a delivery in
 * the event's transaction, for its customer's parcels only; the sender signs each delivery as
 * Standard Webhooks does, sends a parcel's events in order, tries again with a growing wait and
 * gives up after 24 hours; failures are listed and sent again on request; deliveries are kept 30
 * days. On every store. (Two servers sending at once: the server's replicas test.)
 */
import { describe, expect, it } from 'vitest';
import { booking } from '../../testing/fixtures';
import { call, signIn, useApi } from '../../testing/harness';
import { pruneWebhookDeliveries, sendDueWebhooks, type WebhookPost } from '../../http/webhooks';

const { api, clock, advance } = useApi({ parcels: 60, resetEach: true });

const customerId = booking.customerId;
const base = `/api/v1/customers/${customerId}/webhooks`;

async function addEndpoint(body: Record<string, unknown> = {}) {
  const answer = await call('post', base, {
    token: await signIn('admin'),
    body: { url: 'https://shop.example/hooks/courier', events: ['parcel.booked', 'parcel.received'], ...body },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as { endpoint: { id: string; secretStart: string }; secret: string };
}

/** A receiver that answers each post with the next status of `statuses` (200 when none is left), and keeps what it got. */
function receiver(statuses: (number | 'down')[] = []) {
  const got: { url: string; headers: Record<string, string>; body: string; type: string }[] = [];
  const post: WebhookPost = async (url, init) => {
    got.push({ url, headers: init.headers, body: init.body, type: JSON.parse(init.body).type });
    const status = statuses.shift() ?? 200;
    if (status === 'down') throw new Error('connect ECONNREFUSED');
    return { status };
  };
  return { got, post, send: () => sendDueWebhooks(api.store, post, () => clock.now) };
}

async function book(customer = customerId) {
  const answer = await call('post', '/api/v1/parcels', {
    token: await signIn('admin'),
    body: { ...booking, customerId: customer },
  });
  expect(answer.status).toBe(201);
  return answer.body as { id: string; trackingNumber: string };
}

const receive = async (trackingNumber: string) =>
  expect(
    (
      await call('post', '/api/v1/scans', {
        token: await signIn('admin'),
        body: { trackingNumber, action: 'received', officeId: booking.originOfficeId },
      })
    ).status,
  ).toBe(200);

const deliveries = async (endpointId: string, query = '') =>
  (await call('get', `${base}/${endpointId}/deliveries${query}`, { token: await signIn('admin') })).body as {
    items: { id: string; status: string; type: string; attempts: { status: number | null; error: string | null }[] }[];
    total: number;
  };

describe('webhook endpoints', () => {
  it('are added by the administrator only, with the secret shown once, and written in the audit log', async () => {
    const manager = await signIn('manager');
    const refused = await call('post', base, {
      token: manager,
      body: { url: 'https://shop.example/hooks', events: ['parcel.booked'] },
    });
    expect(refused.status).toBe(403);
    const { endpoint, secret } = await addEndpoint();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(endpoint.secretStart).toBe(secret.slice(0, 10));
    const listed = await call('get', base, { token: await signIn('admin') });
    expect(listed.body).toEqual([
      expect.objectContaining({
        id: endpoint.id,
        enabled: true,
        pending: 0,
        failed: 0,
        events: ['parcel.booked', 'parcel.received'],
      }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    const audit = await api.store.table('audit').all([{ field: 'action', in: ['webhook.created'] }]);
    expect(audit).toEqual([expect.objectContaining({ recordId: endpoint.id, actorName: expect.any(String) })]);
  });

  it('take https to a public address only in production, and refuse a bad input whole', async () => {
    const admin = await signIn('admin');
    const refusal = async (body: Record<string, unknown>) => {
      const answer = await call('post', base, { token: admin, body: { events: ['parcel.booked'], ...body } });
      expect(answer.status).toBe(422);
      return answer.body.error.fields;
    };
    expect(await refusal({ url: 'http://shop.example/hooks' })).toEqual({ url: 'url_scheme' });
    expect(await refusal({ url: 'http://127.0.0.1:8080/hooks' })).toEqual({ url: 'url_scheme' });
    for (const url of [
      'https://localhost/hooks',
      'https://127.0.0.1/hooks',
      'https://10.1.2.3/hooks',
      'https://192.168.1.20/hooks',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hooks',
      'https://[fd00::1]/hooks',
      'https://[::ffff:10.0.0.1]/hooks',
      'https://printer.local/hooks',
    ])
      expect(await refusal({ url }), url).toEqual({ url: 'url_private' });
    expect(await refusal({ url: 'ftp://shop.example/' })).toEqual({ url: 'url_scheme' });
    expect(await refusal({ url: 'shop.example/hooks' })).toEqual({ url: 'url' });
    expect(await refusal({ url: 'https://user:pw@shop.example/' })).toEqual({ url: 'url_credentials' });
    expect(await refusal({ url: 'https://shop.example/', events: [] })).toMatchObject({ events: expect.any(String) });
    expect(await refusal({ url: 'https://shop.example/', events: ['parcel.teleported'] })).toMatchObject({
      'events.0': expect.any(String),
    });
    expect(await refusal({ url: 'https://shop.example/', secret: 'mine' })).toEqual({ secret: 'unknown_field' });
    expect(await api.store.table('webhooks').all([])).toEqual([]);
  });

  it('are at most ten a customer', async () => {
    for (let i = 0; i < 8; i++) await addEndpoint({ url: `https://shop.example/hooks/${i}` });
    const admin = await signIn('admin');
    const answers = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        call('post', base, {
          token: admin,
          body: { url: `https://shop.example/more/${i}`, events: ['parcel.booked'] },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 422, 422]);
    expect(answers.find((a) => a.status === 422)!.body.error.fields).toEqual({ _: 'too_many' });
    expect(await api.store.table('webhooks').count([])).toBe(10);
  });

  it('are changed, disabled and deleted; a change of nothing is refused', async () => {
    const admin = await signIn('admin');
    const { endpoint } = await addEndpoint();
    const path = `${base}/${endpoint.id}`;
    expect((await call('patch', path, { token: admin, body: {} })).body.error.fields).toEqual({ _: 'empty' });
    expect((await call('patch', path, { token: admin, body: { url: 'https://10.0.0.1/' } })).status).toBe(422);
    const disabled = await call('patch', path, {
      token: admin,
      body: { enabled: false, events: ['parcel.delivered'] },
    });
    expect(disabled.body).toMatchObject({ enabled: false, events: ['parcel.delivered'] });
    const [changed] = await api.store.table('audit').all([{ field: 'action', in: ['webhook.changed'] }]);
    expect(changed!.changes.map((c) => c.field).sort()).toEqual(['enabled', 'events']);
    // Another customer's endpoint is not found through this one.
    expect(
      (await call('get', `/api/v1/customers/cus_000002/webhooks/${endpoint.id}/deliveries`, { token: admin })).status,
    ).toBe(404);
    expect((await call('delete', path, { token: admin })).status).toBe(200);
    expect((await call('get', base, { token: admin })).body).toEqual([]);
  });
});

describe('webhook deliveries', () => {
  it('are written for the endpoint’s customer’s parcels and the events it listens to, and sent signed', async () => {
    const { endpoint, secret } = await addEndpoint({ events: ['parcel.booked'] });
    const parcel = await book();
    await book('cus_000002');
    await receive(parcel.trackingNumber);
    const hook = receiver();
    expect(await hook.send()).toBe(1);
    expect(hook.got).toHaveLength(1);
    const [sent] = hook.got;
    expect(sent!.url).toBe('https://shop.example/hooks/courier');
    const body = JSON.parse(sent!.body);
    expect(body).toMatchObject({
      type: 'parcel.booked',
      data: {
        parcelId: parcel.id,
        trackingNumber: parcel.trackingNumber,
        status: 'created',
        event: { type: 'created' },
      },
    });
    // The signature as a receiver checks it (Standard Webhooks): HMAC-SHA256 of "id.timestamp.body" with the secret's bytes.
    const { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signature } = sent!.headers;
    expect(Number(timestamp)).toBe(Math.floor(clock.now.getTime() / 1000));
    const key = await crypto.subtle.importKey(
      'raw',
      Uint8Array.from(atob(secret.slice('whsec_'.length)), (c) => c.charCodeAt(0)),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['verify'],
    );
    const mac = Uint8Array.from(atob(signature!.replace(/^v1,/, '')), (c) => c.charCodeAt(0));
    const signed = new TextEncoder().encode(`${id}.${timestamp}.${sent!.body}`);
    expect(await crypto.subtle.verify('HMAC', key, mac, signed)).toBe(true);
    expect(signature).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    const listed = await deliveries(endpoint.id);
    expect(listed.items).toEqual([expect.objectContaining({ id, status: 'delivered', type: 'parcel.booked' })]);
    expect(await hook.send()).toBe(0);
  });

  it('go in event order per parcel, are tried again after a refusal, and give up after 24 hours', async () => {
    const { endpoint } = await addEndpoint();
    const parcel = await book();
    await receive(parcel.trackingNumber);
    // The booking is refused, then the endpoint is down: the reception waits behind it.
    const hook = receiver([503, 'down']);
    expect(await hook.send()).toBe(1);
    advance(1);
    expect(await hook.send()).toBe(1);
    expect(hook.got.map((g) => g.type)).toEqual(['parcel.booked', 'parcel.booked']);
    const waiting = await deliveries(endpoint.id);
    expect(waiting.items.find((d) => d.type === 'parcel.booked')).toMatchObject({
      status: 'pending',
      attempts: [
        { status: 503, error: 'HTTP 503' },
        { status: null, error: 'connect ECONNREFUSED' },
      ],
    });
    // The second wait is 5 minutes: nothing is due before.
    advance(4);
    expect(await hook.send()).toBe(0);
    advance(2);
    expect(await hook.send()).toBe(2);
    expect(hook.got.map((g) => g.type)).toEqual(['parcel.booked', 'parcel.booked', 'parcel.booked', 'parcel.received']);
    expect((await deliveries(endpoint.id, '?status=delivered')).total).toBe(2);

    // An endpoint that never answers well: tried until the 24th hour, then failed, and counted.
    const always = receiver(Array.from({ length: 50 }, () => 500));
    const later = await book();
    for (let hour = 0; hour <= 25; hour++) {
      await always.send();
      advance(60);
    }
    const failed = await deliveries(endpoint.id, '?status=failed');
    expect(failed.items).toEqual([expect.objectContaining({ type: 'parcel.booked', status: 'failed' })]);
    expect(always.got.every((g) => JSON.parse(g.body).data.parcelId === later.id)).toBe(true);
    // Looked at each hour: at 0, 1, 2 and 3 (the waits of 5 s, 5 min and 30 min are over by then), at 5
    // (2 h after 3), 10 (5 h), 20 (10 h), and at the 24th hour, the last.
    expect(always.got).toHaveLength(8);
    const [listed] = (await call('get', base, { token: await signIn('admin') })).body;
    expect(listed).toMatchObject({ failed: 1, pending: 0 });

    // Sent again by hand: the same message id, delivered, and the act in the audit log.
    const admin = await signIn('admin');
    const resent = await call('post', `${base}/${endpoint.id}/deliveries/${failed.items[0]!.id}/resend`, {
      token: admin,
    });
    expect(resent.body).toMatchObject({ status: 'pending' });
    const again = receiver();
    expect(await again.send()).toBe(1);
    expect(again.got[0]!.headers['webhook-id']).toBe(failed.items[0]!.id);
    expect((await deliveries(endpoint.id, '?status=failed')).total).toBe(0);
    expect(await api.store.table('audit').count([{ field: 'action', in: ['webhook.resent'] }])).toBe(1);
  });

  it('are not written for a disabled endpoint, and are kept 30 days', async () => {
    const admin = await signIn('admin');
    const { endpoint } = await addEndpoint();
    await book();
    await call('patch', `${base}/${endpoint.id}`, { token: admin, body: { enabled: false } });
    await book();
    expect((await deliveries(endpoint.id)).total).toBe(1);
    advance(29 * 24 * 60);
    expect(await pruneWebhookDeliveries(api.store, clock.now)).toBe(0);
    advance(2 * 24 * 60);
    expect(await pruneWebhookDeliveries(api.store, clock.now)).toBe(1);
    expect(await api.store.table('webhook-deliveries').count([])).toBe(0);
  });

  it('are read by the administrator only, a page at a time, by a known status', async () => {
    const { endpoint } = await addEndpoint();
    const path = `${base}/${endpoint.id}/deliveries`;
    expect((await call('get', path, { token: await signIn('manager') })).status).toBe(403);
    expect((await call('get', `${path}?status=lost`, { token: await signIn('admin') })).status).toBe(400);
    expect((await call('get', `${path}?size=500`, { token: await signIn('admin') })).status).toBe(400);
    expect((await call('post', `${path}/whd_999999/resend`, { token: await signIn('admin') })).status).toBe(404);
  });
});

describe('webhook endpoints by a customer’s key', () => {
  const keyOf = async (customer: string, scopes: string[]) => {
    // A key's call is audited after its answer: done before the next write, which would otherwise
    // meet it on PostgreSQL (a 409, "someone else has just made the same change").
    await api.settled();
    const issued = await call('post', `/api/v1/customers/${customer}/api-keys`, {
      token: await signIn('admin'),
      body: { name: 'Shop system', scopes },
    });
    expect(issued.status, `${customer} ${scopes.join()} ${JSON.stringify(issued.body)}`).toBe(201);
    return issued.body.key as string;
  };

  it('are kept by the customer’s own system, for itself only, with the webhooks scope', async () => {
    const key = await keyOf(customerId, ['webhooks']);
    const added = await call('post', '/api/v1/webhooks', {
      token: key,
      body: { url: 'https://shop.example/hooks', events: ['parcel.delivered'] },
    });
    expect(added.status).toBe(201);
    expect(added.body.endpoint).toMatchObject({ customerId, events: ['parcel.delivered'] });
    expect(added.body.secret).toMatch(/^whsec_/);
    const listed = await call('get', '/api/v1/webhooks', { token: key });
    expect(listed.body.map((e: { id: string }) => e.id)).toEqual([added.body.endpoint.id]);
    const [row] = await api.store.table('audit').all([{ field: 'action', in: ['webhook.created'] }]);
    expect(row!.actorName).toBe('API key Shop system');

    // Another customer's key reaches none of it; a key without the scope, and a staff token, nothing at all.
    const other = await keyOf('cus_000002', ['webhooks']);
    expect((await call('get', '/api/v1/webhooks', { token: other })).body).toEqual([]);
    const path = `/api/v1/webhooks/${added.body.endpoint.id}`;
    expect((await call('delete', path, { token: other })).status).toBe(404);
    const reader = await keyOf(customerId, ['read_parcels']);
    const refused = await call('get', '/api/v1/webhooks', { token: reader });
    expect(refused.status).toBe(403);
    expect(refused.body.error.reason).toBe('key_scope');
    expect((await call('get', '/api/v1/webhooks', { token: await signIn('admin') })).status).toBe(401);

    // Its own: changed, its deliveries read, deleted.
    expect((await call('patch', path, { token: key, body: { enabled: false } })).body).toMatchObject({
      enabled: false,
    });
    expect((await call('get', `${path}/deliveries`, { token: key })).body).toMatchObject({ total: 0 });
    expect((await call('delete', path, { token: key })).status).toBe(200);
    expect((await call('get', '/api/v1/webhooks', { token: key })).body).toEqual([]);
  });
});
