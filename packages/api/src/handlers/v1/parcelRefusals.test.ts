/** Refusals of parcel writes name their reason (the app words it by `errors.reasons.*`), and change nothing. */
import { describe, expect, it } from 'vitest';
import { call, signIn, useApi } from '../../testing/harness';

const { api } = useApi({ resetEach: true });

const firstWith = async (status: string) =>
  (await api.store.table('parcels').all([{ field: 'status', in: [status] }]))[0]!;

describe('a refused parcel write says why', () => {
  it('names each rule that refused it', async () => {
    const admin = await signIn('admin');
    const delivered = await firstWith('delivered');
    const moving = await firstWith('in_transit');
    const clerk = await signIn('clerk');
    const office = (await call('get', '/api/common/user', { token: clerk })).body.officeId as string;
    const elsewhere = (await api.store.table('parcels').all([{ field: 'status', in: ['at_office'] }])).find(
      (p) => p.originOfficeId !== office && p.currentOfficeId !== office && p.destinationOfficeId === office,
    );
    const cases: [string, string, object, string, number, string][] = [
      ['patch', `/api/v1/parcels/${delivered.id}`, { reference: 'X-1' }, admin, 409, 'final_status'],
      ['patch', `/api/v1/parcels/${moving.id}`, { weightKg: 2 }, admin, 409, 'in_network'],
      ['delete', `/api/v1/parcels/${moving.id}`, {}, admin, 409, 'scanned'],
      ['post', `/api/v1/parcels/${moving.id}/notes`, { text: 'A note' }, await signIn('finance'), 403, 'parcel_notes'],
    ];
    if (elsewhere)
      cases.push(['patch', `/api/v1/parcels/${elsewhere.id}`, { reference: 'X-2' }, clerk, 403, 'other_office']);
    for (const [method, path, body, token, status, reason] of cases) {
      const before = await api.store.table('parcels').get(path.split('/')[4]!);
      const answer = await call(method as 'patch', path, { token, body: method === 'delete' ? undefined : body });
      expect(answer.status, reason).toBe(status);
      expect(answer.body.error.reason, path).toBe(reason);
      expect(await api.store.table('parcels').get(path.split('/')[4]!)).toEqual(before);
    }
  });
});
