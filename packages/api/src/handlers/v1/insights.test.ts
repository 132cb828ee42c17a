import { describe, expect, it } from 'vitest';
import { call, signIn, useApi } from '../../testing/harness';
import { reportNames } from '@courier/domain';

useApi();

describe('dashboard', () => {
  it.each([undefined, 'off_001', 'off_003'])(
    'figures agree with the lists they link to (office %s)',
    async (officeId) => {
      const token = await signIn('manager');
      const { body } = await call('get', '/api/v1/dashboard', { token, query: officeId ? { officeId } : {} });
      expect(body.date).toBe('2026-11-20');
      for (const [name, figure] of Object.entries(body.figures) as [
        string,
        { value: number | null; link: { resource: string; params: Record<string, string> } },
      ][]) {
        if (name === 'onTimeRate' || name.startsWith('revenue') || name === 'codToCollect') continue;
        const list = await call('get', `/api/v1/${figure.link.resource}`, {
          token,
          query: { ...figure.link.params, size: 1 },
        });
        expect(list.status, name).toBe(200);
        expect(list.body.total, name).toBe(figure.value);
      }
      const cod = body.figures.codToCollect;
      expect((await call('get', `/api/v1/parcels`, { token, query: { ...cod.link.params, size: 1 } })).body.total).toBe(
        cod.count,
      );
      expect(body.deliveries30d).toHaveLength(30);
      expect(body.figures.openComplaints.byPriority).toHaveProperty('urgent');
    },
  );

  it('sends the money figures only to the roles that read money', async () => {
    for (const role of ['admin', 'manager', 'finance']) {
      const { body } = await call('get', '/api/v1/dashboard', {
        token: await signIn(role),
        query: { officeId: 'off_003' },
      });
      expect(Object.keys(body.figures), role).toEqual(
        expect.arrayContaining(['codToCollect', 'revenueThisMonth', 'revenueLastMonth']),
      );
    }
    for (const role of ['clerk', 'dispatcher', 'support']) {
      // A clerk's dashboard is his own office's (off_001).
      for (const query of [{}, { officeId: role === 'clerk' ? 'off_001' : 'off_003' }] as Record<string, string>[]) {
        const { status, body } = await call('get', '/api/v1/dashboard', { token: await signIn(role), query });
        expect(status, role).toBe(200);
        expect(body.figures, role).not.toHaveProperty('codToCollect');
        expect(body.figures, role).not.toHaveProperty('revenueThisMonth');
        expect(body.figures, role).not.toHaveProperty('revenueLastMonth');
      }
    }
  });

  it('has work for the morning: deliveries today, trucks on the road, complaints past their SLA', async () => {
    const { body } = await call('get', '/api/v1/dashboard', { token: await signIn('admin') });
    expect(body.figures.tripsOnRoad.value).toBe(8);
    expect(body.figures.booked.value).toBeGreaterThan(0);
    expect(body.figures.openComplaints.pastSla).toBeGreaterThan(0);
    expect(body.latestScans.length).toBeGreaterThan(0);
  });
});

describe('reports', () => {
  it.each(reportNames)('%s answers rows and totals for a range', async (report) => {
    const token = await signIn('finance');
    const { status, body } = await call('get', `/api/v1/reports/${report}`, {
      token,
      query: { from: '2026-10-21', to: '2026-11-20' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ report, from: '2026-10-21', to: '2026-11-20', officeId: null });
    expect(body.rows.length).toBeGreaterThan(0);
    expect(body.totals).toBeTypeOf('object');
  });

  it('adds up: the deliveries report counts the delivered events of the range', async () => {
    const token = await signIn('manager');
    const report = (
      await call('get', '/api/v1/reports/deliveries', {
        token,
        query: { from: '2026-11-01', to: '2026-11-10', officeId: 'off_003' },
      })
    ).body;
    const events = (
      await call('get', '/api/v1/parcel-events', {
        token,
        query: { type: 'delivered', from: '2026-11-01', to: '2026-11-10', officeId: 'off_003', size: 1 },
      })
    ).body;
    expect(report.totals.delivered).toBe(events.total);
    expect(report.rows).toHaveLength(10);
  });

  it('refuses bad ranges and unknown reports', async () => {
    const token = await signIn('finance');
    expect(
      (await call('get', '/api/v1/reports/deliveries', { token, query: { from: '2026-11-20', to: '2026-11-01' } })).body
        .error.fields,
    ).toEqual({ from: 'after_to' });
    expect(
      (await call('get', '/api/v1/reports/deliveries', { token, query: { from: '2024-01-01', to: '2026-11-01' } })).body
        .error.fields,
    ).toEqual({ to: 'range_too_long' });
    expect((await call('get', '/api/v1/reports/deliveries', { token })).status).toBe(400);
    expect(
      (await call('get', '/api/v1/reports/secrets', { token, query: { from: '2026-11-01', to: '2026-11-02' } })).status,
    ).toBe(404);
    expect(
      (
        await call('get', '/api/v1/reports/deliveries', {
          token: await signIn('clerk'),
          query: { from: '2026-11-01', to: '2026-11-02' },
        })
      ).status,
    ).toBe(403);
  });
});
