/**
 * Customers' API keys: issued by the administrator, shown once, kept as a hash; each opens only
 * its scopes, only its customer's parcels, books only as that customer; revoked or expired it
 * opens nothing; it is limited per minute with RateLimit headers and 429; every call is in the
 * audit log. On every store.
 */
import { describe, expect, it } from 'vitest';
import { apiKeyCallsPerMinute } from '@courier/domain';
import { booking } from '../../testing/fixtures';
import { call, signIn, useApi } from '../../testing/harness';

const { api, advance } = useApi({ parcels: 300, resetEach: true });

type Scope = 'book' | 'track' | 'labels' | 'read_parcels';

async function issue(customerId: string, scopes: Scope[], extra: Record<string, unknown> = {}) {
  const admin = await signIn('admin');
  const answer = await call('post', `/api/v1/customers/${customerId}/api-keys`, {
    token: admin,
    body: { name: 'Warehouse system', scopes, ...extra },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body as { apiKey: { id: string; lastUsedAt: string | null }; key: string };
}

/** Two customers with parcels of their own. */
async function customers() {
  const parcels = await api.store.table('parcels').all([]);
  const counts = new Map<string, number>();
  for (const p of parcels) counts.set(p.customerId, (counts.get(p.customerId) ?? 0) + 1);
  const [mine, other] = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
  return {
    mine: mine!,
    other: other!,
    minePages: counts.get(mine!)!,
    otherParcel: parcels.find((p) => p.customerId === other)!,
  };
}

describe('API keys', () => {
  it('are issued by the administrator only, shown once and kept as a hash', async () => {
    const { mine } = await customers();
    const manager = await signIn('manager');
    const refused = await call('post', `/api/v1/customers/${mine}/api-keys`, {
      token: manager,
      body: { name: 'x', scopes: ['book'] },
    });
    expect(refused.status).toBe(403);
    const { apiKey, key } = await issue(mine, ['read_parcels']);
    expect(key).toMatch(/^cbk_[A-Za-z0-9_-]{43}$/);
    const listed = await call('get', `/api/v1/customers/${mine}/api-keys`, { token: await signIn('admin') });
    expect(listed.body).toEqual([expect.objectContaining({ id: apiKey.id, scopes: ['read_parcels'] })]);
    expect(JSON.stringify(listed.body)).not.toContain(key);
    const kept = await api.store.table('api-keys').get(apiKey.id);
    expect(JSON.stringify(kept)).not.toContain(key);
    expect(kept!.hash).toMatch(/^[0-9a-f]{64}$/);
    const audit = await api.store.table('audit').all([{ field: 'action', in: ['api_key.issued'] }]);
    expect(audit).toHaveLength(1);
  });

  it('refuse a bad issue: no scope, an unknown one, an expiry past, an unknown field', async () => {
    const { mine } = await customers();
    const admin = await signIn('admin');
    const post = (body: unknown) => call('post', `/api/v1/customers/${mine}/api-keys`, { token: admin, body });
    expect((await post({ name: 'a', scopes: [] })).body.error.fields).toHaveProperty('scopes');
    expect((await post({ name: 'a', scopes: ['delete_all'] })).status).toBe(422);
    expect((await post({ name: 'a', scopes: ['book'], expiresAt: '2020-01-01T00:00:00Z' })).body.error.fields).toEqual({
      expiresAt: 'in_past',
    });
    expect((await post({ name: 'a', scopes: ['book'], owner: 'x' })).body.error.fields).toEqual({
      owner: 'unknown_field',
    });
    expect(await api.store.table('api-keys').all([])).toEqual([]);
  });

  it('read only their customer’s parcels, and only with the scope', async () => {
    const { mine, minePages, otherParcel } = await customers();
    const { key } = await issue(mine, ['read_parcels']);
    const page = await call('get', '/api/v1/parcels', { token: key, query: { size: 200 } });
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(minePages);
    expect(page.body.items.every((p: { customerId: string }) => p.customerId === mine)).toBe(true);
    expect((await call('get', `/api/v1/parcels/${otherParcel.id}`, { token: key })).status).toBe(404);
    expect((await call('get', `/api/v1/parcels/${page.body.items[0].id}`, { token: key })).status).toBe(200);
    // No scope to track or book; no staff call at all.
    const tracked = await call('get', `/api/v1/parcels/by-tracking/${page.body.items[0].trackingNumber}`, {
      token: key,
    });
    expect(tracked.status).toBe(403);
    expect(tracked.body.error.reason).toBe('key_scope');
    expect((await call('post', '/api/v1/parcels', { token: key, body: { ...booking, customerId: mine } })).status).toBe(
      403,
    );
    expect((await call('get', '/api/v1/customers', { token: key })).status).toBe(401);
    expect((await call('get', '/api/v1/dashboard', { token: key })).status).toBe(401);
  });

  it('track and book only as their customer', async () => {
    const { mine, other, otherParcel } = await customers();
    const { key } = await issue(mine, ['book', 'track']);
    const before = await api.store.table('parcels').count([]);
    const forOther = await call('post', '/api/v1/parcels', { token: key, body: { ...booking, customerId: other } });
    expect(forOther.status).toBe(403);
    expect(forOther.body.error.reason).toBe('key_customer');
    expect(await api.store.table('parcels').count([])).toBe(before);
    const booked = await call('post', '/api/v1/parcels', { token: key, body: { ...booking, customerId: mine } });
    expect(booked.status).toBe(201);
    expect(booked.body.customerId).toBe(mine);
    const tracked = await call('get', `/api/v1/parcels/by-tracking/${booked.body.trackingNumber}`, { token: key });
    expect(tracked.status).toBe(200);
    expect(tracked.body.events.map((e: { type: string }) => e.type)).toEqual(['created']);
    expect(
      (await call('get', `/api/v1/parcels/by-tracking/${otherParcel.trackingNumber}`, { token: key })).status,
    ).toBe(404);
  });

  it('open nothing once revoked or expired, or when unknown', async () => {
    const { mine } = await customers();
    const admin = await signIn('admin');
    const revoked = await issue(mine, ['read_parcels']);
    const expiring = await issue(mine, ['read_parcels'], { expiresAt: '2026-11-20T10:30:00Z' });
    expect((await call('get', '/api/v1/parcels', { token: revoked.key })).status).toBe(200);
    const revoke = await call('delete', `/api/v1/customers/${mine}/api-keys/${revoked.apiKey.id}`, { token: admin });
    expect(revoke.body.revokedAt).not.toBeNull();
    const after = await call('get', '/api/v1/parcels', { token: revoked.key });
    expect(after.status).toBe(401);
    expect(after.body.error.message).toContain('revoked');
    expect((await call('get', '/api/v1/parcels', { token: expiring.key })).status).toBe(200);
    advance(61);
    expect((await call('get', '/api/v1/parcels', { token: expiring.key })).status).toBe(401);
    expect((await call('get', '/api/v1/parcels', { token: `${revoked.key.slice(0, -2)}xx` })).status).toBe(401);
  });

  it('are limited per minute with RateLimit headers, and 429 past it', async () => {
    const { mine } = await customers();
    const { key } = await issue(mine, ['read_parcels']);
    const first = await call('get', '/api/v1/parcels', { token: key, query: { size: 1 } });
    expect(first.headers.get('ratelimit-limit')).toBe(String(apiKeyCallsPerMinute));
    expect(first.headers.get('ratelimit-remaining')).toBe(String(apiKeyCallsPerMinute - 1));
    for (let i = 1; i < apiKeyCallsPerMinute; i++) await call('get', '/api/v1/parcels/none', { token: key });
    const over = await call('get', '/api/v1/parcels', { token: key, query: { size: 1 } });
    expect(over.status).toBe(429);
    expect(over.headers.get('ratelimit-remaining')).toBe('0');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    advance(1);
    expect((await call('get', '/api/v1/parcels', { token: key, query: { size: 1 } })).status).toBe(200);
  });

  it('write every call to the audit log, and when the key was last used', async () => {
    const { mine } = await customers();
    const { apiKey, key } = await issue(mine, ['read_parcels']);
    await call('get', '/api/v1/parcels', { token: key, query: { size: 1 } });
    await call('get', '/api/v1/parcels/nothing', { token: key });
    const used = await api.store.table('audit').all([{ field: 'action', in: ['api_key.used'] }]);
    expect(used.map((row) => row.changes[0]!.after).sort()).toEqual([
      'GET /api/v1/parcels',
      'GET /api/v1/parcels/nothing',
    ]);
    expect(used.every((row) => row.recordId === apiKey.id)).toBe(true);
    expect((await api.store.table('api-keys').get(apiKey.id))!.lastUsedAt).toBe(api.nowIso());
  });
});
