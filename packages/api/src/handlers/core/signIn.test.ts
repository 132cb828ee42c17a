import { describe, expect, it } from 'vitest';
import { demoPassword, demoPasswordHash } from '@courier/store';
import { createPasswords } from '../../http/passwords';
import { call, useApi } from '../../testing/harness';
import { signInThrottle } from './auth';

const { api, advance } = useApi({ resetEach: true });
const attempt = (email: string, password: string, address = '203.0.113.7') =>
  call('post', '/api/auth/sign-in', { body: { email, password }, headers: { 'x-courier-client-address': address } });

describe('passwords', () => {
  it('are kept as salted scrypt hashes, each with a salt of its own', async () => {
    const passwords = createPasswords(undefined, { log2N: 10, r: 8, p: 1 });
    const [a, b] = [await passwords.hash('Kargo-2026!'), await passwords.hash('Kargo-2026!')];
    expect(a).toMatch(/^scrypt\$10\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(a).not.toBe(b);
    expect(await passwords.verify('Kargo-2026!', a)).toBe(true);
    expect(await passwords.verify('kargo-2026!', a)).toBe(false);
    expect(await passwords.verify('Kargo-2026!', 'Kargo-2026!')).toBe(false);
  });

  it('of the demo accounts are the published one, stored only as a hash', async () => {
    expect(await createPasswords().verify(demoPassword, demoPasswordHash)).toBe(true);
    const [admin] = await api.store.table('users').all([{ field: 'email', in: ['admin@courier.test'] }]);
    expect(admin!.passwordHash).toBe(demoPasswordHash);
    const answer = await attempt('admin@courier.test', demoPassword);
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.body)).not.toMatch(/scrypt|passwordHash|demo1234/);
  });
});

describe('the sign-in throttle', () => {
  it('answers 429 with Retry-After after five wrong passwords for an account, the right one too, until the window passes', async () => {
    for (let i = 0; i < signInThrottle.perAccount; i++) expect((await attempt('clerk@courier.test', `wrong-${i}`)).status).toBe(404);
    const refused = await attempt('clerk@courier.test', demoPassword);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('too_many_requests');
    expect(Number(refused.headers.get('retry-after'))).toBe(15 * 60);
    // Another account from another address is not held up.
    expect((await attempt('support@courier.test', demoPassword, '198.51.100.1')).status).toBe(200);
    advance(15);
    expect((await attempt('clerk@courier.test', demoPassword)).status).toBe(200);
    // A right password forgets the account's failures.
    expect((await attempt('clerk@courier.test', 'wrong')).status).toBe(404);
    expect((await attempt('clerk@courier.test', demoPassword)).status).toBe(200);
  });

  it('counts an address typed for no account the same way: its answers tell nothing about which accounts exist', async () => {
    const answers = [];
    for (let i = 0; i <= signInThrottle.perAccount; i++) answers.push((await attempt('nobody@courier.test', `wrong-${i}`)).status);
    expect(answers).toEqual([404, 404, 404, 404, 404, 429]);
  });

  it('holds up one address that tries many accounts', async () => {
    for (let i = 0; i < signInThrottle.perAddress; i++) await attempt(`guess-${i}@courier.test`, 'wrong', '192.0.2.50');
    expect((await attempt('admin@courier.test', demoPassword, '192.0.2.50')).status).toBe(429);
    expect((await attempt('admin@courier.test', demoPassword, '192.0.2.51')).status).toBe(200);
  }, 60_000);
});
