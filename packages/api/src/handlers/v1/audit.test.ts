import { describe, expect, it } from 'vitest';
import { booking } from '../../testing/fixtures';
import { call, signIn, testNow, useApi } from '../../testing/harness';
import { clientAddressHeader } from '../../http/audit';
import { pruneAudit } from './audit';

const { api, advance } = useApi({ resetEach: true });

type Row = {
  id: string;
  at: string;
  actorId: string | null;
  actorName: string;
  action: string;
  recordType: string;
  recordId: string;
  recordLabel: string;
  changes: { field: string; before: unknown; after: unknown }[];
  address: string | null;
};

const from = (address: string) => ({ [clientAddressHeader]: address });
const log = async (token: string, query: Record<string, string> = {}) =>
  (await call<{ items: Row[]; total: number }>('get', '/api/v1/audit', { token, query: { size: '200', ...query } }))
    .body;
const me = async (token: string) => (await call('get', '/api/common/user', { token })).body as { id: string };

describe('the audit log', () => {
  it('keeps who made an account, changed its role and office, disabled and enabled it, and from where', async () => {
    const admin = await signIn('admin');
    const adminId = (await me(admin)).id;
    const offices = (await call('get', '/api/v1/offices', { token: admin, query: { size: 2 } })).body.items;
    const made = await call('post', '/api/v1/users', {
      token: admin,
      headers: from('203.0.113.7'),
      body: { name: 'Elif Kaya', email: 'elif.kaya@example.com', role: 'clerk', officeId: offices[0].id },
    });
    const id = made.body.account.id as string;
    advance(1);
    await call('patch', `/api/v1/users/${id}`, {
      token: admin,
      headers: from('203.0.113.7'),
      body: { role: 'dispatcher', officeId: offices[1].id },
    });
    advance(1);
    await call('patch', `/api/v1/users/${id}`, { token: admin, body: { active: false } });
    advance(1);
    await call('patch', `/api/v1/users/${id}`, { token: admin, body: { active: true } });
    advance(1);
    await call('post', `/api/v1/users/${id}/password-link`, { token: admin });

    const rows = (await log(admin, { record: id })).items;
    expect(rows.map((r) => r.action)).toEqual([
      'account.password_link',
      'account.enabled',
      'account.disabled',
      'account.changed',
      'account.created',
    ]);
    expect(rows.at(-1)).toMatchObject({
      actorId: adminId,
      actorName: expect.any(String),
      recordType: 'user',
      recordLabel: 'Elif Kaya',
      at: testNow.toISOString(),
      address: '203.0.113.7',
    });
    expect(rows.at(-1)!.changes).toContainEqual({ field: 'role', before: null, after: 'clerk' });
    expect(rows[3]!.changes).toEqual([
      { field: 'role', before: 'clerk', after: 'dispatcher' },
      { field: 'officeId', before: offices[0].id, after: offices[1].id },
    ]);
    expect(rows[2]!.changes).toEqual([{ field: 'active', before: true, after: false }]);
    // Never a password hash or a session mark.
    expect(JSON.stringify(rows)).not.toMatch(/passwordHash|sessionsFrom|scrypt/);
  });

  it('writes nothing for a refused act: the row and the act are kept together or not at all', async () => {
    const admin = await signIn('admin');
    const before = (await log(admin)).total;
    const adminId = (await me(admin)).id;
    expect((await call('patch', `/api/v1/users/${adminId}`, { token: admin, body: { active: false } })).status).toBe(
      422,
    );
    expect((await call('delete', '/api/v1/offices/off_005', { token: admin })).status).toBe(409);
    expect((await log(admin)).total).toBe(before);
  });

  it('keeps deletions of master data and parcels, imports and access requests decided', async () => {
    const admin = await signIn('admin');
    const clerk = await signIn('clerk');
    const clerkId = (await me(clerk)).id;
    const imported = await call('post', '/api/v1/parcels/import', {
      token: clerk,
      body: { rows: [booking, { ...booking, reference: 'ORD-2' }], mode: 'valid' },
    });
    const [first, second] = imported.body.booked as { id: string; trackingNumber: string }[];
    expect((await call('delete', `/api/v1/parcels/${first!.id}`, { token: admin })).status).toBe(200);
    const truck = await call('post', '/api/v1/trucks', {
      token: admin,
      body: {
        plate: '34zz999',
        make: 'Ford',
        model: 'Transit',
        year: 2022,
        capacityKg: 1500,
        capacityM3: 12,
        status: 'available',
        homeOfficeId: 'off_003',
        odometerKm: 100,
        nextServiceAt: '2027-01-10',
        insuranceExpiry: '2027-06-01',
      },
    });
    expect((await call('delete', `/api/v1/trucks/${truck.body.id}`, { token: admin })).status).toBe(200);
    await call('post', '/api/auth/sign-up', {
      body: { name: 'Mert Aydın', email: 'mert@example.com', company: 'Ege Gıda', agreements: true },
    });
    const request = (await call('get', '/api/v1/access-requests', { token: admin })).body[0];
    await call('post', `/api/v1/access-requests/${request.id}`, { token: admin, body: { decision: 'decline' } });

    const rows = (await log(admin)).items;
    expect(rows.find((r) => r.action === 'parcels.imported')).toMatchObject({
      actorId: clerkId,
      recordType: 'parcel',
      recordLabel: `${first!.trackingNumber} – ${second!.trackingNumber} (2)`,
    });
    expect(rows.find((r) => r.action === 'record.deleted' && r.recordType === 'parcel')).toMatchObject({
      recordId: first!.id,
      recordLabel: expect.stringContaining(first!.trackingNumber),
    });
    expect(rows.find((r) => r.action === 'record.deleted' && r.recordType === 'truck')).toMatchObject({
      recordLabel: '34 ZZ 999',
    });
    expect(rows.find((r) => r.action === 'access_request.declined')).toMatchObject({
      recordType: 'access_request',
      recordLabel: 'Mert Aydın <mert@example.com>',
    });
  });

  it('is filtered by actor, action, record, time and text', async () => {
    const admin = await signIn('admin');
    const adminId = (await me(admin)).id;
    const offices = (await call('get', '/api/v1/offices', { token: admin, query: { size: 1 } })).body.items;
    for (const name of ['Ali Demir', 'Zeynep Ak']) {
      await call('post', '/api/v1/users', {
        token: admin,
        body: {
          name,
          email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
          role: 'clerk',
          officeId: offices[0].id,
        },
      });
      advance(24 * 60);
    }
    expect((await log(admin, { actor: adminId, action: 'account.created' })).total).toBe(2);
    expect((await log(admin, { q: 'zeynep' })).items.map((r) => r.recordLabel)).toEqual(['Zeynep Ak']);
    expect((await log(admin, { from: new Date(testNow.getTime() + 60_000).toISOString() })).total).toBe(1);
    expect((await log(admin, { action: 'account.disabled' })).total).toBe(0);
    expect((await call('get', '/api/v1/audit', { token: admin, query: { who: 'x' } })).status).toBe(400);
  });

  it('is the administrator’s to read, and nobody’s to change or delete', async () => {
    const admin = await signIn('admin');
    await call('post', '/api/v1/users/usr_002/password-link', { token: admin });
    const row = (await log(admin)).items[0]!;
    for (const role of ['manager', 'clerk', 'support', 'finance'])
      expect((await call('get', '/api/v1/audit', { token: await signIn(role) })).status).toBe(403);
    expect((await call('get', '/api/v1/audit')).status).toBe(401);
    for (const method of ['patch', 'put', 'delete'] as const)
      expect((await call(method, `/api/v1/audit/${row.id}`, { token: admin, body: {} })).status).toBe(404);
    expect((await log(admin)).items[0]).toEqual(row);
  });

  it('lets rows older than the kept time go', async () => {
    const admin = await signIn('admin');
    await call('post', '/api/v1/users/usr_002/password-link', { token: admin });
    advance(400 * 24 * 60);
    const again = (
      await call('post', '/api/auth/sign-in', { body: { email: 'admin@courier.test', password: 'demo1234' } })
    ).body.accessToken as string;
    await call('post', '/api/v1/users/usr_002/password-link', { token: again });
    const later = new Date(testNow.getTime() + 400 * 86_400_000);
    expect(await pruneAudit(api.store, later, 365)).toBe(1);
    expect((await log(again)).items.map((r) => r.at)).toEqual([later.toISOString()]);
    expect(await pruneAudit(api.store, later, 365)).toBe(0);
  });
});
