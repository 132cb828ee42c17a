import { describe, expect, it } from 'vitest';
import { createSnapshot, MemoryStore } from '@courier/store';
import { createAdministrator, issueSetupLink, setupPending } from './setup';
import { call, testNow, useApi } from '../../testing/harness';

/** A company with its offices and parcels but no account yet (a production start, before setup). */
const emptyCompany = ({ clock }: { clock: () => Date }) => {
  const snapshot = () => ({ ...createSnapshot({ now: testNow, parcels: 20 }), users: [] });
  return new MemoryStore(snapshot(), { clock, reseed: snapshot });
};

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const setup = (token: string, overrides: Record<string, unknown> = {}) => ({
  token,
  company: { name: 'Anadolu Kargo', address: 'Atatürk Cd. 1, Ankara', phone: '+90 312 000 00 00' },
  name: 'Aylin Aksoy',
  email: 'Aylin@Anadolu.example',
  password: 'long enough pass 1',
  ...overrides,
});

describe('the first administrator, by the setup link', () => {
  const { api } = useApi({ store: emptyCompany });

  it('sets up the company once: the administrator is signed in, the link and every other is spent', async () => {
    expect(await setupPending(api)).toBe(true);
    const link = (await issueSetupLink(api))!;
    expect(link).toMatch(/^http:\/\/localhost\/setup\?token=[\w-]{40,}$/);
    const other = tokenOf((await issueSetupLink(api))!);
    const token = tokenOf(link);
    expect(await call('get', `/api/v1/setup?token=${token}`)).toMatchObject({ status: 200, body: { pending: true } });

    // Refused input changes nothing: the link still works after it.
    const weak = await call('post', '/api/v1/setup', { body: setup(token, { password: 'short' }) });
    expect(weak.status).toBe(422);
    expect(weak.body.error.fields).toHaveProperty('password');
    const common = await call('post', '/api/v1/setup', { body: setup(token, { password: 'password123' }) });
    expect(common.body.error.fields).toEqual({ password: 'common_password' });
    expect((await call('post', '/api/v1/setup', { body: setup(token, { company: { name: '' } }) })).status).toBe(422);

    const done = await call('post', '/api/v1/setup', { body: setup(token) });
    expect(done.status).toBe(200);
    expect(done.body.user).toMatchObject({ name: 'Aylin Aksoy', email: 'aylin@anadolu.example', role: 'admin' });
    const me = await call('get', '/api/common/user', { token: done.body.accessToken });
    expect(me.body.email).toBe('aylin@anadolu.example');
    const signIn = await call('post', '/api/auth/sign-in', {
      body: { email: 'aylin@anadolu.example', password: 'long enough pass 1' },
    });
    expect(signIn.status).toBe(200);

    // Spent: this link, its sibling, and any new one.
    expect((await call('get', `/api/v1/setup?token=${token}`)).status).toBe(404);
    expect((await call('post', '/api/v1/setup', { body: setup(other, { email: 'x@anadolu.example' }) })).status).toBe(
      404,
    );
    expect(await issueSetupLink(api)).toBeNull();
    expect(await setupPending(api)).toBe(false);
  });

  it('answers 404 for a token it never made, one too short, or one past its 24 hours', async () => {
    expect((await call('get', '/api/v1/setup?token=short')).status).toBe(404);
    expect((await call('get', `/api/v1/setup?token=${'x'.repeat(43)}`)).status).toBe(404);
    expect((await call('post', '/api/v1/setup', { body: setup('y'.repeat(43)) })).status).toBe(404);
  });
});

describe('a link past its time', () => {
  const { api, advance } = useApi({ store: emptyCompany });

  it('works for 24 hours and no longer', async () => {
    const token = tokenOf((await issueSetupLink(api))!);
    advance(24 * 60 - 1);
    expect((await call('get', `/api/v1/setup?token=${token}`)).status).toBe(200);
    advance(2);
    expect((await call('get', `/api/v1/setup?token=${token}`)).status).toBe(404);
    expect((await call('post', '/api/v1/setup', { body: setup(token) })).status).toBe(404);
  });
});

describe('an administrator made by the server’s command', () => {
  const { api, advance } = useApi({ store: emptyCompany });

  it('gets a link that sets the password once, within 72 hours; the address must be new', async () => {
    const { user, link } = await createAdministrator(api, {
      name: 'Deniz Kaya',
      email: 'deniz@anadolu.example',
    });
    expect(user).toMatchObject({ role: 'admin', email: 'deniz@anadolu.example', officeId: null });
    expect(link).toMatch(/^http:\/\/localhost\/reset-password\?token=[\w-]{40,}$/);
    // No password works before the link sets one.
    expect(
      (await call('post', '/api/auth/sign-in', { body: { email: 'deniz@anadolu.example', password: 'demo1234' } }))
        .status,
    ).not.toBe(200);
    await expect(createAdministrator(api, { name: 'Deniz K', email: 'DENIZ@anadolu.example' })).rejects.toMatchObject({
      status: 422,
    });
    await expect(createAdministrator(api, { name: 'D', email: 'not an address' })).rejects.toMatchObject({
      status: 422,
    });
    advance(72 * 60 - 5);
    const set = await call('post', '/api/auth/reset-password', {
      body: { token: tokenOf(link), password: 'a new long password' },
    });
    expect(set.status).toBe(200);
    const signIn = await call('post', '/api/auth/sign-in', {
      body: { email: 'deniz@anadolu.example', password: 'a new long password' },
    });
    expect(signIn.status).toBe(200);
    // The company has an administrator: no setup link any more.
    expect(await issueSetupLink(api)).toBeNull();
  });
});
