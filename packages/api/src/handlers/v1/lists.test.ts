import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readRoles, resources, roles, writeRoles, type Resource, type Role } from '@courier/domain';
import { call, signIn, useApi } from '../../testing/harness';

useApi();

describe('list pages', () => {
  it('answer {items, total, page, size, lastPage}, 1-based, past the end empty', async () => {
    const token = await signIn('admin');
    const first = await call('get', '/api/v1/parcels', { token, query: { size: 25 } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, size: 25, total: 5000, lastPage: 200 });
    expect(first.body.items).toHaveLength(25);
    const last = await call('get', '/api/v1/parcels', { token, query: { size: 25, page: 200 } });
    expect(last.body.items).toHaveLength(25);
    const past = await call('get', '/api/v1/parcels', { token, query: { size: 25, page: 201 } });
    expect(past.body).toMatchObject({ items: [], page: 201, lastPage: 200, total: 5000 });
  });

  it('finds customers by a list of ids in one call', async () => {
    const token = await signIn('support');
    const some = (await call('get', '/api/v1/customers', { token, query: { size: 3, sort: 'code' } })).body.items.map(
      (c: { id: string }) => c.id,
    );
    const found = await call('get', '/api/v1/customers', { token, query: { id: some.join(','), size: 10 } });
    expect(found.body.items.map((c: { id: string }) => c.id).sort()).toEqual([...some].sort());
    expect(found.body.total).toBe(3);
  });

  it('pages add up to the whole filtered list with no gaps or repeats (property)', async () => {
    const token = await signIn('admin');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('offices', 'routes', 'trucks', 'drivers'),
        fc.integer({ min: 1, max: 15 }),
        async (resource, size) => {
          const all = (await call('get', `/api/v1/${resource}`, { token, query: { size: 200 } })).body;
          const { lastPage } = (await call('get', `/api/v1/${resource}`, { token, query: { size } })).body;
          expect(lastPage).toBe(Math.max(1, Math.ceil(all.total / size)));
          const ids: string[] = [];
          for (let page = 1; page <= lastPage; page++)
            ids.push(
              ...(await call('get', `/api/v1/${resource}`, { token, query: { size, page } })).body.items.map(
                (x: { id: string }) => x.id,
              ),
            );
          expect(ids).toEqual(all.items.map((x: { id: string }) => x.id));
        },
      ),
      { numRuns: 12 },
    );
  });

  it('filters, searches, sorts and takes date ranges (Türkiye days)', async () => {
    const token = await signIn('admin');
    const failed = await call('get', '/api/v1/parcels', {
      token,
      query: { status: 'delivered,returned', service: 'express', size: 200 },
    });
    expect(
      failed.body.items.every(
        (p: { status: string; service: string }) =>
          ['delivered', 'returned'].includes(p.status) && p.service === 'express',
      ),
    ).toBe(true);
    const sorted = await call('get', '/api/v1/parcels', {
      token,
      query: { sort: 'weightKg', order: 'desc', size: 50 },
    });
    const weights = sorted.body.items.map((p: { weightKg: number }) => p.weightKg);
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
    const one = sorted.body.items[3];
    const found = await call('get', '/api/v1/parcels', { token, query: { q: one.receiver.name.toLowerCase() } });
    expect(found.body.items.map((p: { id: string }) => p.id)).toContain(one.id);
    const day = await call('get', '/api/v1/parcels', {
      token,
      query: { from: '2026-11-19', to: '2026-11-19', size: 200 },
    });
    for (const p of day.body.items) {
      // 19 Nov in Türkiye runs from 18 Nov 21:00 to 19 Nov 20:59:59 UTC.
      expect(p.createdAt >= '2026-11-18T21:00:00.000Z' && p.createdAt <= '2026-11-19T20:59:59.999Z').toBe(true);
    }
  });

  it('refuses unknown filters, sort fields and bad pages with 400', async () => {
    const token = await signIn('admin');
    for (const query of [
      { colour: 'red' },
      { sort: 'password' },
      { page: -1 },
      { page: 'x' },
      { size: 0 },
      { size: 100000 },
      { order: 'sideways' },
      { from: 'yesterday' },
    ]) {
      const answer = await call('get', '/api/v1/parcels', { token, query: query as unknown as Record<string, string> });
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.error.code).toBe('bad_request');
    }
  });

  it('gets one row, and 404s an unknown id', async () => {
    const token = await signIn('admin');
    const office = (await call('get', '/api/v1/offices', { token })).body.items[0];
    expect((await call('get', `/api/v1/offices/${office.id}`, { token })).body).toEqual(office);
    expect((await call('get', '/api/v1/offices/off_999', { token })).body.error.code).toBe('not_found');
  });
});

describe('the role table, enforced by the server', () => {
  const cases = resources.flatMap((resource) => roles.map((role) => [resource, role] as [Resource, Role]));

  it.each(cases)('%s as %s: reads and writes as the table says', async (resource, role) => {
    const token = await signIn(role);
    const list = await call('get', `/api/v1/${resource}`, { token });
    expect(list.status).toBe(readRoles[resource].includes(role) ? 200 : 403);
    if (resource === 'parcel-events') return;
    // An empty body: a role that may create gets 422 (the body is wrong), one that may not gets 403.
    const create = await call('post', `/api/v1/${resource}`, { token, body: {} });
    expect(create.status).toBe(writeRoles[resource].create.includes(role) ? 422 : 403);
    const remove = await call('delete', `/api/v1/${resource}/nope`, { token });
    expect(remove.status).toBe(writeRoles[resource].delete.includes(role) ? 404 : 403);
  });

  it('answers 403 with the error shape', async () => {
    const answer = await call('get', '/api/v1/trucks', { token: await signIn('finance') });
    expect(answer).toEqual({
      status: 403,
      body: { error: { code: 'forbidden', message: 'Your role may not do this' } },
    });
  });

  it('shows a driver only his own trips', async () => {
    const token = await signIn('driver');
    const trips = (await call('get', '/api/v1/trips', { token, query: { size: 200 } })).body.items as {
      driverId: string;
      id: string;
    }[];
    expect(trips.length).toBeGreaterThan(0);
    expect(new Set(trips.map((t) => t.driverId))).toEqual(new Set(['drv_001']));
    const other = (
      await call('get', '/api/v1/trips', { token: await signIn('admin'), query: { size: 200 } })
    ).body.items.find((t: { driverId: string }) => t.driverId !== 'drv_001');
    expect((await call('get', `/api/v1/trips/${other.id}`, { token })).status).toBe(404);
  });
});

describe('the staff directory', () => {
  it('names every user for any signed-in role, without email or password', async () => {
    const token = await signIn('driver');
    const answer = await call('get', '/api/v1/staff', { token });
    expect(answer.status).toBe(200);
    const staff = answer.body as Record<string, unknown>[];
    expect(staff.length).toBeGreaterThan(40);
    expect(staff.find((s) => s.name === 'Aylin Aksoy')).toEqual({
      id: expect.any(String),
      name: 'Aylin Aksoy',
      role: 'admin',
      officeId: null,
      driverId: null,
      avatar: null,
    });
    for (const member of staff)
      expect(Object.keys(member).sort()).toEqual(['avatar', 'driverId', 'id', 'name', 'officeId', 'role']);
    expect((await call('get', '/api/v1/staff')).status).toBe(401);
  });
});
