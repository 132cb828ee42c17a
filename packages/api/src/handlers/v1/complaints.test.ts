import { describe, expect, it } from 'vitest';
import { call, signIn, testNow, useApi } from '../../testing/harness';

const { advance } = useApi({ resetEach: true });

describe('complaints', () => {
  const input = {
    parcelId: null,
    customerId: 'cus_000010',
    category: 'damage',
    priority: 'urgent',
    subject: 'Box arrived crushed',
    description: 'The corner of the box was torn.',
    assigneeId: null,
  };

  it('opens with the SLA of its priority', async () => {
    const created = await call('post', '/api/v1/complaints', { token: await signIn('clerk'), body: input });
    expect(created.body).toMatchObject({ status: 'open', code: expect.stringMatching(/^CMP-\d{6}$/) });
    expect(new Date(created.body.dueAt).getTime() - testNow.getTime()).toBe(4 * 3_600_000);
  });

  it('goes open -> in progress -> resolved with a resolution, with a comment thread', async () => {
    const support = await signIn('support');
    const { id } = (await call('post', '/api/v1/complaints', { token: support, body: input })).body;
    expect(
      (
        await call('patch', `/api/v1/complaints/${id}`, {
          token: support,
          body: { status: 'resolved', resolution: 'Refunded' },
        })
      ).body.error.code,
    ).toBe('invalid_transition');
    const started = await call('patch', `/api/v1/complaints/${id}`, {
      token: support,
      body: { status: 'in_progress', assigneeId: 'usr_001', comment: 'Called the customer.' },
    });
    expect(started.body).toMatchObject({
      status: 'in_progress',
      assigneeId: 'usr_001',
      comments: [{ text: 'Called the customer.' }],
    });
    const noResolution = await call('patch', `/api/v1/complaints/${id}`, {
      token: support,
      body: { status: 'resolved' },
    });
    expect(noResolution.body.error.fields).toEqual({ resolution: 'required' });
    const resolved = await call('patch', `/api/v1/complaints/${id}`, {
      token: support,
      body: { status: 'resolved', resolution: 'Refunded the shipping fee.' },
    });
    expect(resolved.body).toMatchObject({ status: 'resolved', resolution: 'Refunded the shipping fee.' });
    expect(
      (await call('patch', `/api/v1/complaints/${id}`, { token: support, body: { status: 'closed' } })).body.status,
    ).toBe('closed');
  });

  it('filters those past their SLA', async () => {
    const support = await signIn('support');
    const { id } = (await call('post', '/api/v1/complaints', { token: support, body: input })).body;
    const past = async () =>
      (
        await call('get', '/api/v1/complaints', { token: support, query: { pastSla: 'true', size: 200 } })
      ).body.items.map((c: { id: string }) => c.id);
    expect(await past()).not.toContain(id);
    advance(4 * 60 + 1);
    expect(await past()).toContain(id);
    expect((await call('get', '/api/v1/complaints', { token: support, query: { pastSla: 'maybe' } })).status).toBe(400);
  });

  it('refuses references to missing or unsuitable rows', async () => {
    const answer = await call('post', '/api/v1/complaints', {
      token: await signIn('support'),
      body: { ...input, customerId: 'cus_404', parcelId: 'par_404', assigneeId: 'usr_005' },
    });
    expect(answer.body.error.fields).toEqual({
      customerId: 'not_found',
      parcelId: 'not_found',
      assigneeId: 'not_assignable',
    });
    // A clerk opens complaints but does not work them: one is not assigned to him either.
    const staff = (await call('get', '/api/v1/staff', { token: await signIn('support') })).body as {
      id: string;
      role: string;
    }[];
    const clerk = staff.find((s) => s.role === 'clerk')!;
    const toClerk = await call('post', '/api/v1/complaints', {
      token: await signIn('support'),
      body: { ...input, assigneeId: clerk.id },
    });
    expect(toClerk.body.error.fields).toEqual({ assigneeId: 'not_assignable' });
  });

  it('lets a manager mark a lost parcel from a loss complaint', async () => {
    const manager = await signIn('manager');
    const parcel = (await call('get', '/api/v1/parcels', { token: manager, query: { status: 'in_transit' } })).body
      .items[0];
    await call('post', '/api/v1/complaints', {
      token: manager,
      body: { ...input, category: 'loss', parcelId: parcel.id, customerId: parcel.customerId },
    });
    const lost = await call('post', '/api/v1/scans', {
      token: manager,
      body: { trackingNumber: parcel.trackingNumber, action: 'lost', reason: 'complaint' },
    });
    expect(lost.body.parcel.status).toBe('lost');
  });
});
