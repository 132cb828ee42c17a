import { describe, expect, it } from 'vitest';
import { demoPassword, demoPasswordHash } from '@courier/store';
import { createPasswords } from '../../http/passwords';
import { call, useApi } from '../../testing/harness';
import { signInThrottle } from './auth';

const { api, advance, clock } = useApi({ resetEach: true });
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

describe('an unknown address', () => {
  it('is checked against an ordinary hash with the cost of a password set here, not a cheaper one', async () => {
    const checkedAgainst: string[] = [];
    const verify = api.passwords.verify;
    api.passwords.verify = async (password, stored) => (checkedAgainst.push(stored), verify(password, stored));
    try {
      expect((await attempt('nobody-here@courier.test', 'a-guess-2026')).status).toBe(404);
    } finally {
      api.passwords.verify = verify;
    }
    const cost = (hash: string) => hash.split('$').slice(0, 4).join('$');
    expect(checkedAgainst.map(cost)).toEqual([cost(await api.passwords.hash('Yeni-Parola-2026'))]);
    expect(cost(checkedAgainst[0]!)).toBe('scrypt$17$8$1');
  });
});

describe('a password change', () => {
  it('asks for the current password, ends every other session, and keeps this one on a new token', async () => {
    const first = (await attempt('finance@courier.test', demoPassword)).body.accessToken as string;
    advance(1);
    const second = (await attempt('finance@courier.test', demoPassword, '198.51.100.9')).body.accessToken as string;
    const change = (token: string, body: object) => call('post', '/api/auth/change-password', { token, body });

    const wrong = await change(second, { currentPassword: 'not-it', newPassword: 'Yeni-Parola-2026' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields).toEqual({ currentPassword: 'wrong_password' });
    expect((await change(second, { currentPassword: demoPassword, newPassword: demoPassword })).status).toBe(422);
    expect((await change(second, { currentPassword: demoPassword, newPassword: 'short' })).status).toBe(422);

    advance(1);
    const changed = await change(second, { currentPassword: demoPassword, newPassword: 'Yeni-Parola-2026' });
    expect(changed.status).toBe(200);
    expect(JSON.stringify(changed.body)).not.toMatch(/scrypt|sessionsFrom/);
    for (const ended of [first, second])
      expect((await call('get', '/api/common/user', { token: ended })).status).toBe(401);
    expect((await call('get', '/api/common/user', { token: changed.body.accessToken })).status).toBe(200);
    expect((await attempt('finance@courier.test', demoPassword, '198.51.100.10')).status).toBe(404);
    expect((await attempt('finance@courier.test', 'Yeni-Parola-2026', '198.51.100.10')).status).toBe(200);
    const [finance] = await api.store.table('users').all([{ field: 'email', in: ['finance@courier.test'] }]);
    expect(finance!.passwordHash).toMatch(/^scrypt\$17\$8\$1\$/);
  }, 60_000);
});

describe('the sign-in throttle', () => {
  it('answers 429 with Retry-After after five wrong passwords for an account, the right one too, until the window passes', async () => {
    for (let i = 0; i < signInThrottle.perAccount; i++)
      expect((await attempt('clerk@courier.test', `wrong-${i}`)).status).toBe(404);
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

  it('counts parallel guesses before checking them: of twelve sent at once, five are checked, the right one among them or not', async () => {
    const guesses = Array.from({ length: 12 }, (_, i) => (i === 11 ? demoPassword : `wrong-${i}`));
    const answers = await Promise.all(guesses.map((password) => attempt('dispatcher@courier.test', password)));
    const checked = answers.filter((a) => a.status !== 429);
    expect(checked.length).toBe(signInThrottle.perAccount);
    expect(answers.filter((a) => a.status === 429).length).toBe(12 - signInThrottle.perAccount);
    // From many addresses at once, the account's own limit holds as well.
    const spread = await Promise.all(
      guesses.map((password, i) => attempt('manager@courier.test', password, `198.51.100.${i + 20}`)),
    );
    expect(spread.filter((a) => a.status !== 429).length).toBe(signInThrottle.perAccount);
  });

  it('throttles guesses of the current password in a password change as sign-ins are', async () => {
    const token = (await attempt('clerk@courier.test', demoPassword)).body.accessToken as string;
    const change = (currentPassword: string) =>
      call('post', '/api/auth/change-password', {
        token,
        body: { currentPassword, newPassword: 'Yeni-Parola-2026' },
      });
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push((await change(`wrong-${i}`)).status);
    expect(answers).toEqual([422, 422, 422, 422, 422, 429, 429]);
    const refused = await change(demoPassword);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    advance(15);
    expect((await change(demoPassword)).status).toBe(200);
  });

  it('takes back the attempt of a right password: a whole office behind one address signs in all day', async () => {
    // A clock that moves with every reading, as a server's does.
    let tick = 0;
    const base = clock.now.getTime();
    Object.defineProperty(clock, 'now', { get: () => new Date(base + tick++), configurable: true });
    try {
      for (let i = 0; i < signInThrottle.perAddress + 5; i++)
        expect((await attempt('clerk@courier.test', demoPassword, '192.0.2.50')).status, `sign-in ${i + 1}`).toBe(200);
    } finally {
      Object.defineProperty(clock, 'now', { value: new Date(base), writable: true, configurable: true });
    }
  });

  it('counts an address typed for no account the same way: its answers tell nothing about which accounts exist', async () => {
    const answers = [];
    for (let i = 0; i <= signInThrottle.perAccount; i++)
      answers.push((await attempt('nobody@courier.test', `wrong-${i}`)).status);
    expect(answers).toEqual([404, 404, 404, 404, 404, 429]);
  });

  it('holds up one address that tries many accounts', async () => {
    // Thirty failures from one address, each for another account (as sign-in records them).
    for (let i = 0; i < signInThrottle.perAddress; i++)
      await api.store.signInFailures.attempt(
        [`account:guess-${i}@courier.test`, 'address:192.0.2.50'].map((key) => ({ key, limit: Infinity })),
        new Date(Date.parse('2026-11-20T09:20:00Z') + i * 1000).toISOString(),
        '2026-11-20T00:00:00Z',
      );
    const refused = await attempt('admin@courier.test', demoPassword, '192.0.2.50');
    expect(refused.status).toBe(429);
    // Until the oldest of the thirty (09:20:00) is 15 minutes old; the clock says 09:30.
    expect(refused.headers.get('retry-after')).toBe('300');
    expect((await attempt('admin@courier.test', demoPassword, '192.0.2.51')).status).toBe(200);
  });
});
