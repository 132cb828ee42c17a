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
  const [first, second, third] = signInThrottle.pair;
  /** The known-device cookie a successful sign-in set, as the browser sends it back. */
  const deviceOf = (answer: { headers: Headers }) => {
    const set = answer.headers.get('set-cookie') ?? '';
    expect(set).toMatch(/^courier_device=[\w.-]+; Max-Age=31536000; Path=\/api\/auth; HttpOnly; SameSite=Strict$/);
    return set.split(';')[0]!;
  };
  const fromDevice = (email: string, password: string, device: string, address = '203.0.113.7') =>
    call('post', '/api/auth/sign-in', {
      body: { email, password },
      headers: { 'x-courier-client-address': address, cookie: device },
    });

  it('answers 429 with Retry-After after five wrong passwords for an account from one address, the right one too, until the window passes', async () => {
    for (let i = 0; i < first!.failures; i++)
      expect((await attempt('clerk@courier.test', `wrong-${i}`)).status).toBe(404);
    const refused = await attempt('clerk@courier.test', demoPassword);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('too_many_requests');
    expect(Number(refused.headers.get('retry-after'))).toBe(15 * 60);
    // The same account from another address is not locked by these failures.
    expect((await attempt('clerk@courier.test', demoPassword, '198.51.100.1')).status).toBe(200);
    advance(15);
    expect((await attempt('clerk@courier.test', demoPassword)).status).toBe(200);
    // A right password forgets the failures of the account at that address.
    expect((await attempt('clerk@courier.test', 'wrong')).status).toBe(404);
    expect((await attempt('clerk@courier.test', demoPassword)).status).toBe(200);
  });

  it('makes the wait grow: ten failures within an hour wait until the first of them is an hour old, twenty within a day a day', async () => {
    // An address of its own: the failures of one test are not undone for the next.
    const address = '198.51.100.77';
    const wrong = async (n: number) => {
      for (let i = 0; i < n; i++)
        expect((await attempt('support@courier.test', `wrong-${i}`, address)).status).toBe(404);
    };
    await wrong(first!.failures);
    advance(15);
    await wrong(second!.failures - first!.failures);
    const hour = await attempt('support@courier.test', demoPassword, address);
    expect(hour.status).toBe(429);
    // The first failure was at 09:30, the clock says 09:45: 45 minutes to wait, not 15.
    expect(Number(hour.headers.get('retry-after'))).toBe(45 * 60);
    for (let round = 0; round < (third!.failures - second!.failures) / first!.failures; round++) {
      advance(60);
      await wrong(first!.failures);
    }
    const day = await attempt('support@courier.test', demoPassword, address);
    expect(day.status).toBe(429);
    // Twenty failures since 09:30; the clock says 11:45: until 09:30 tomorrow.
    expect(Number(day.headers.get('retry-after'))).toBe((24 * 60 - 135) * 60);
  });

  it('counts parallel guesses before checking them: of twelve sent at once, five are checked, the right one among them or not', async () => {
    const guesses = Array.from({ length: 12 }, (_, i) => (i === 11 ? demoPassword : `wrong-${i}`));
    const answers = await Promise.all(guesses.map((password) => attempt('dispatcher@courier.test', password)));
    const checked = answers.filter((a) => a.status !== 429);
    expect(checked.length).toBe(first!.failures);
    expect(answers.filter((a) => a.status === 429).length).toBe(12 - first!.failures);
  });

  it('holds the guesses spread over many addresses to the account’s own limit', async () => {
    const [spread] = signInThrottle.account;
    const answers = await Promise.all(
      Array.from({ length: spread!.failures + 5 }, (_, i) =>
        attempt('manager@courier.test', `wrong-${i}`, `198.51.100.${i + 20}`),
      ),
    );
    expect(answers.filter((a) => a.status === 404).length).toBe(spread!.failures);
    expect(answers.filter((a) => a.status === 429).length).toBe(5);
  });

  it('never locks out a known device: the browser where the right password was given signs in whatever others guess', async () => {
    const device = deviceOf(await attempt('finance@courier.test', demoPassword, '192.0.2.10'));
    // Guesses from many addresses, and from the device's own address, lock the account for every other browser.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt('finance@courier.test', `wrong-${i}`, `198.51.100.${i + 100}`)),
    );
    for (let i = 0; i < first!.failures; i++) await attempt('finance@courier.test', `wrong-${i}`, '192.0.2.10');
    expect((await attempt('finance@courier.test', demoPassword, '192.0.2.11')).status).toBe(429);
    expect((await attempt('finance@courier.test', demoPassword, '192.0.2.10')).status).toBe(429);
    // The known device is let through, and given a new mark.
    const signedIn = await fromDevice('finance@courier.test', demoPassword, device, '192.0.2.10');
    expect(signedIn.status).toBe(200);
    deviceOf(signedIn);
    // Its mark is for that account only, and a forged or foreign one counts for nothing.
    for (let i = 0; i < first!.failures; i++) await attempt('driver@courier.test', `wrong-${i}`, '192.0.2.12');
    expect((await fromDevice('driver@courier.test', demoPassword, device, '192.0.2.12')).status).toBe(429);
    const forged = `${device.slice(0, -4)}AAAA`;
    expect((await fromDevice('finance@courier.test', demoPassword, forged, '192.0.2.10')).status).toBe(429);
    // The device's own guesses are still throttled, with the same growing waits.
    for (let i = 0; i < first!.failures; i++)
      expect((await fromDevice('finance@courier.test', `wrong-${i}`, device)).status).toBe(404);
    expect((await fromDevice('finance@courier.test', demoPassword, device)).status).toBe(429);
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
      for (let i = 0; i < signInThrottle.address[0]!.failures + 5; i++)
        expect((await attempt('clerk@courier.test', demoPassword, '192.0.2.50')).status, `sign-in ${i + 1}`).toBe(200);
    } finally {
      Object.defineProperty(clock, 'now', { value: new Date(base), writable: true, configurable: true });
    }
  });

  it('counts an address typed for no account the same way: its answers tell nothing about which accounts exist', async () => {
    const answers = [];
    for (let i = 0; i <= first!.failures; i++)
      answers.push((await attempt('nobody@courier.test', `wrong-${i}`)).status);
    expect(answers).toEqual([404, 404, 404, 404, 404, 429]);
  });

  it('holds up one address that tries many accounts', async () => {
    // Thirty failures from one address, each for another account (as sign-in records them).
    for (let i = 0; i < signInThrottle.address[0]!.failures; i++)
      await api.store.signInFailures.attempt(
        [`pair:guess-${i}@courier.test|192.0.2.50`, 'address:192.0.2.50'].map((key) => ({
          key,
          limit: Infinity,
          since: '2026-11-20T00:00:00Z',
        })),
        new Date(Date.parse('2026-11-20T09:20:00Z') + i * 1000).toISOString(),
        '2026-11-19T09:30:00Z',
      );
    const refused = await attempt('admin@courier.test', demoPassword, '192.0.2.50');
    expect(refused.status).toBe(429);
    // Until the oldest of the thirty (09:20:00) is 15 minutes old; the clock says 09:30.
    expect(refused.headers.get('retry-after')).toBe('300');
    expect((await attempt('admin@courier.test', demoPassword, '192.0.2.51')).status).toBe(200);
  });
});
