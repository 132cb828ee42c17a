import { describe, expect, it, vi } from 'vitest';
import { call, openEvents, signIn, useApi } from '../../testing/harness';

const { clock } = useApi({ resetEach: true });

const signInWith = (email: string, password = 'demo1234') =>
  call('post', '/api/auth/sign-in', { body: { email, password } });

describe('staff accounts', () => {
  it('are listed for the administrator alone', async () => {
    const accounts = (await call('get', '/api/v1/users', { token: await signIn('admin') })).body;
    expect(accounts.length).toBeGreaterThan(7);
    expect(accounts.every((a: { active: boolean }) => a.active)).toBe(true);
    expect(accounts[0]).not.toHaveProperty('passwordHash');
    for (const role of ['manager', 'clerk', 'driver'])
      expect((await call('get', '/api/v1/users', { token: await signIn(role) })).status, role).toBe(403);
    const clerk = accounts.find((a: { email: string }) => a.email === 'clerk@courier.test');
    expect(
      (await call('patch', `/api/v1/users/${clerk.id}`, { token: await signIn('manager'), body: { active: false } }))
        .status,
    ).toBe(403);
  });

  it('a disabled account’s sessions end at once, it signs in no more (said only to the right password), and enabled it signs in again', async () => {
    const admin = await signIn('admin');
    const clerk = (await signInWith('clerk@courier.test')).body;
    expect((await call('get', '/api/v1/parcels', { token: clerk.accessToken })).status).toBe(200);

    const disabled = await call('patch', `/api/v1/users/${clerk.user.id}`, { token: admin, body: { active: false } });
    expect(disabled.body).toMatchObject({ id: clerk.user.id, active: false });
    expect(await call('get', '/api/v1/parcels', { token: clerk.accessToken })).toEqual({
      status: 401,
      body: { error: { code: 'account_disabled', message: 'This account is disabled: ask an administrator' } },
    });
    expect(
      (await call('post', '/api/auth/sign-in-with-token', { body: { accessToken: clerk.accessToken } })).status,
    ).toBe(401);
    expect(await signInWith('clerk@courier.test')).toEqual({
      status: 403,
      body: { error: { code: 'account_disabled', message: 'This account is disabled: ask an administrator' } },
    });
    expect(await signInWith('clerk@courier.test', 'wrong-password')).toEqual({ status: 404, body: false });

    expect(
      (await call('patch', `/api/v1/users/${clerk.user.id}`, { token: admin, body: { active: true } })).body.active,
    ).toBe(true);
    expect((await signInWith('clerk@courier.test')).status).toBe(200);
  });

  it('ends a disabled account’s open event stream by the next keep-alive', async () => {
    // Signed in first: hashing a password yields to the event loop with real timers.
    const admin = await signIn('admin');
    const manager = (await signInWith('manager@courier.test')).body;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const events = await openEvents(manager.accessToken);
      await events.next(1);
      let ended = false;
      void events.ended.then(() => (ended = true));
      await vi.advanceTimersByTimeAsync(20_000);
      expect(ended).toBe(false);
      await call('patch', `/api/v1/users/${manager.user.id}`, { token: admin, body: { active: false } });
      await vi.advanceTimersByTimeAsync(20_000);
      await events.ended;
      expect(ended).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses to disable one’s own account or change its role, an unknown account, and the e-mail address', async () => {
    const admin = await signIn('admin');
    const me = (await call('get', '/api/common/user', { token: admin })).body;
    expect(
      (await call('patch', `/api/v1/users/${me.id}`, { token: admin, body: { active: false } })).body.error.fields,
    ).toEqual({ active: 'own_account' });
    expect((await call('patch', '/api/v1/users/usr_nobody', { token: admin, body: { active: false } })).status).toBe(
      404,
    );
    expect(
      (await call('patch', `/api/v1/users/${me.id}`, { token: admin, body: { role: 'driver' } })).body.error.fields,
    ).toEqual({ role: 'own_account' });
    expect(
      (await call('patch', `/api/v1/users/${me.id}`, { token: admin, body: { email: 'me@courier.test' } })).body.error
        .fields,
    ).toEqual({ email: 'unknown_field' });
    expect((await call('get', '/api/common/user', { token: admin })).body.role).toBe('admin');
  });

  it('a trip does not set off with a driver on leave or whose account is disabled', async () => {
    const admin = await signIn('admin');
    const planned = (await call('get', '/api/v1/trips', { token: admin, query: { status: 'planned', size: 2 } })).body
      .items;
    const [onLeave, disabled] = planned as { id: string; driverId: string; scheduledAt: string }[];
    // Both trips are due (the truck may leave half an hour early at the soonest).
    clock.now = new Date(Math.max(Date.parse(onLeave!.scheduledAt), Date.parse(disabled!.scheduledAt)));
    expect(onLeave!.driverId).not.toBe(disabled!.driverId);

    const driver = (await call('get', `/api/v1/drivers/${onLeave!.driverId}`, { token: admin })).body;
    expect(
      (await call('patch', `/api/v1/drivers/${driver.id}`, { token: admin, body: { status: 'on_leave' } })).status,
    ).toBe(200);
    const refused = await call('post', `/api/v1/trips/${onLeave!.id}/depart`, { token: admin });
    expect(refused).toMatchObject({
      status: 409,
      body: { error: { code: 'invalid_transition', reason: 'driver_not_working', driverStatus: 'on_leave' } },
    });
    expect((await call('get', `/api/v1/trips/${onLeave!.id}`, { token: admin })).body.status).toBe('planned');

    const accounts = (await call('get', '/api/v1/users', { token: admin })).body as {
      id: string;
      driverId: string | null;
    }[];
    const account = accounts.find((a) => a.driverId === disabled!.driverId)!;
    await call('patch', `/api/v1/users/${account.id}`, { token: admin, body: { active: false } });
    const refusedToo = await call('post', `/api/v1/trips/${disabled!.id}/depart`, { token: admin });
    expect(refusedToo.body.error).toMatchObject({ reason: 'driver_not_working', driverStatus: 'account_disabled' });
    await call('patch', `/api/v1/users/${account.id}`, { token: admin, body: { active: true } });
    expect((await call('post', `/api/v1/trips/${disabled!.id}/depart`, { token: admin })).body.status).toBe(
      'in_transit',
    );
  });
});
