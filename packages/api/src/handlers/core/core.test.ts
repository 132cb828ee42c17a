import { describe, expect, it } from 'vitest';
import { defaultRoute, roles } from '@courier/domain';
import { demoAccounts } from '@courier/store';
import { SignJWT } from 'jose';
import { Api } from '../../http/api';
import { tokenAudience, tokenIssuer } from '../../http/tokens';
import { call, sentMail, signIn, testNow, testSecret, useApi } from '../../testing/harness';

const { advance, api, clock } = useApi({ resetEach: true });

describe('auth', () => {
  it.each(demoAccounts.map((a) => [a.role, a.email] as const))('signs in the %s demo account', async (role, email) => {
    const { status, body } = await call('post', '/api/auth/sign-in', { body: { email, password: 'demo1234' } });
    expect(status).toBe(200);
    expect(body).toMatchObject({ tokenType: 'bearer', user: { email, role } });
    expect(body.user).not.toHaveProperty('password');
    expect(body.accessToken.split('.')).toHaveLength(3);
  });

  it('answers wrong credentials with 404 and false', async () => {
    expect(
      await call('post', '/api/auth/sign-in', { body: { email: 'admin@courier.test', password: 'nope' } }),
    ).toEqual({ status: 404, body: false });
    expect(
      await call('post', '/api/auth/unlock-session', { body: { email: 'ghost@courier.test', password: 'demo1234' } }),
    ).toEqual({ status: 404, body: false });
  });

  it('signs in with a token, and refuses a bad signature with 401 Invalid token', async () => {
    const token = await signIn('clerk');
    const ok = await call('post', '/api/auth/sign-in-with-token', { body: { accessToken: token } });
    expect(ok.status).toBe(200);
    expect(ok.body.user.role).toBe('clerk');
    const forged = `${token.slice(0, -4)}AAAA`;
    expect(await call('post', '/api/auth/sign-in-with-token', { body: { accessToken: forged } })).toEqual({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'Invalid token' } },
    });
  });

  it('refuses a token unsigned, signed with another algorithm or key, or with its claims changed', async () => {
    const token = await signIn('clerk');
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const base64url = (text: string) => btoa(text).replace(/=+$/, '').replaceAll('+', '-').replaceAll('/', '_');
    const claims = JSON.parse(atob(payload.replaceAll('-', '+').replaceAll('_', '/'))) as Record<string, unknown>;
    const resign = (alg: string, key: Uint8Array) =>
      new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(key);
    const forgeries = {
      unsigned: `${base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${payload}.`,
      'another algorithm, the same key': await resign('HS512', testSecret),
      'another key': await resign('HS256', new TextEncoder().encode('a-key-that-is-not-the-servers-own-0123')),
      'the header changed': `${base64url(JSON.stringify({ alg: 'HS384', typ: 'JWT' }))}.${payload}.${signature}`,
      'the subject changed': `${header}.${base64url(JSON.stringify({ ...claims, sub: 'usr_admin' }))}.${signature}`,
      'the expiry moved': `${header}.${base64url(JSON.stringify({ ...claims, exp: Number(claims.exp) + 3600 }))}.${signature}`,
    };
    expect((await call('get', '/api/common/user', { token })).status).toBe(200);
    for (const [name, forged] of Object.entries(forgeries))
      expect((await call('get', '/api/common/user', { token: forged })).status, name).toBe(401);
  });

  it('tokens live 7 days', async () => {
    const token = await api.tokens.sign('usr_001', testNow);
    expect((await call('get', '/api/common/user', { token })).status).toBe(200);
    advance(7 * 24 * 60 + 1);
    const expired = await call('get', '/api/common/user', { token });
    expect(expired.status).toBe(401);
    expect(expired.body.error.message).toBe('The session has expired');
  });

  it('refuses a token without an expiry, or for another issuer or audience (RFC 8725)', async () => {
    const sign = (claims: { exp?: boolean; iss?: string; aud?: string }) => {
      const jwt = new SignJWT({ auth_time: Math.floor(testNow.getTime() / 1000) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setJti('t-1')
        .setSubject('usr_001')
        .setIssuedAt(Math.floor(testNow.getTime() / 1000));
      if (claims.exp !== false) jwt.setExpirationTime(Math.floor(testNow.getTime() / 1000) + 3600);
      return jwt
        .setIssuer(claims.iss ?? tokenIssuer)
        .setAudience(claims.aud ?? tokenAudience)
        .sign(testSecret);
    };
    expect((await call('get', '/api/common/user', { token: await sign({}) })).status).toBe(200);
    for (const claims of [{ exp: false }, { iss: 'someone-else' }, { aud: 'another-api' }]) {
      expect(
        (await call('get', '/api/common/user', { token: await sign(claims) })).status,
        JSON.stringify(claims),
      ).toBe(401);
    }
  });

  it('ends a session on sign-out: the token is refused from then on, and cannot be renewed', async () => {
    const { body } = await call('post', '/api/auth/sign-in', {
      body: { email: 'clerk@courier.test', password: 'demo1234' },
    });
    const token = body.accessToken as string;
    const other = (
      await call('post', '/api/auth/sign-in', { body: { email: 'clerk@courier.test', password: 'demo1234' } })
    ).body.accessToken as string;
    expect((await call('get', '/api/common/user', { token })).status).toBe(200);
    expect(await call('post', '/api/auth/sign-out', { token })).toEqual({ status: 200, body: true });
    expect(await call('get', '/api/common/user', { token })).toEqual({
      status: 401,
      body: { error: { code: 'unauthorized', message: 'The session has ended' } },
    });
    expect((await call('post', '/api/auth/sign-in-with-token', { body: { accessToken: token } })).status).toBe(401);
    // The same person's other session goes on.
    expect((await call('get', '/api/common/user', { token: other })).status).toBe(200);
    expect((await call('post', '/api/auth/sign-out')).status).toBe(401);
  });

  it('keeps the tokens renewed from one sign-in as one session: signing out with any ends them all', async () => {
    const first = (
      await call('post', '/api/auth/sign-in', { body: { email: 'clerk@courier.test', password: 'demo1234' } })
    ).body.accessToken as string;
    const renewed = (await call('post', '/api/auth/sign-in-with-token', { body: { accessToken: first } })).body
      .accessToken as string;
    expect(await call('post', '/api/auth/sign-out', { token: renewed })).toEqual({ status: 200, body: true });
    for (const token of [first, renewed]) {
      expect((await call('get', '/api/common/user', { token })).status).toBe(401);
      expect((await call('post', '/api/auth/sign-in-with-token', { body: { accessToken: token } })).status).toBe(401);
    }
  });

  it('refuses tokens with times it never writes, even under the right key', async () => {
    const now = Math.floor(testNow.getTime() / 1000);
    const sign = (claims: { iat: number; exp: number; auth_time: number }) =>
      new SignJWT({ auth_time: claims.auth_time })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setJti('t-2')
        .setSubject('usr_001')
        .setIssuer(tokenIssuer)
        .setAudience(tokenAudience)
        .setIssuedAt(claims.iat)
        .setExpirationTime(claims.exp)
        .sign(testSecret);
    const fair = { iat: now, exp: now + 3600, auth_time: now - 60 };
    expect((await call('get', '/api/common/user', { token: await sign(fair) })).status).toBe(200);
    for (const claims of [
      { ...fair, exp: 10 ** 15 },
      { ...fair, iat: now + 86_400, exp: now + 90_000 },
      { ...fair, auth_time: now + 10 * 365 * 86_400 },
      { ...fair, auth_time: now - 400 * 86_400 },
    ])
      expect(
        (await call('get', '/api/common/user', { token: await sign(claims) })).status,
        JSON.stringify(claims),
      ).toBe(401);
  });

  it('ends a session begun in the same second as a password change, before it', async () => {
    const at = (ms: number) => (clock.now = new Date(testNow.getTime() + ms));
    at(100);
    const changer = (
      await call('post', '/api/auth/sign-in', { body: { email: 'clerk@courier.test', password: 'demo1234' } })
    ).body.accessToken as string;
    at(300);
    const earlier = (
      await call('post', '/api/auth/sign-in', { body: { email: 'clerk@courier.test', password: 'demo1234' } })
    ).body.accessToken as string;
    at(700);
    const changed = await call('post', '/api/auth/change-password', {
      token: changer,
      body: { currentPassword: 'demo1234', newPassword: 'a-new-secret-2026' },
    });
    expect(changed.status).toBe(200);
    expect((await call('get', '/api/common/user', { token: earlier })).status).toBe(401);
    expect((await call('get', '/api/common/user', { token: changed.body.accessToken })).status).toBe(200);
  });

  it('renews a session for 30 days after the password was given, then asks for it again', async () => {
    const { body } = await call('post', '/api/auth/sign-in', {
      body: { email: 'driver@courier.test', password: 'demo1234' },
    });
    let token = body.accessToken as string;
    for (let day = 0; day < 4; day++) {
      advance(6 * 24 * 60);
      const renewed = await call('post', '/api/auth/sign-in-with-token', { body: { accessToken: token } });
      expect(renewed.status, `day ${(day + 1) * 6}`).toBe(200);
      token = renewed.body.accessToken;
    }
    // Day 30 and a half: the last token is still within its 7 days, but the session is over.
    advance(6.5 * 24 * 60);
    const late = await call('post', '/api/auth/sign-in-with-token', { body: { accessToken: token } });
    expect(late).toEqual({ status: 401, body: { error: { code: 'unauthorized', message: 'Sign in again' } } });
  });

  it('needs a token for the secure calls', async () => {
    for (const path of ['/api/common/user', '/api/common/messages', '/api/v1/parcels', '/api/v1/dashboard']) {
      expect((await call('get', path)).status).toBe(401);
    }
    expect((await call('get', '/api/common/user', { token: 'not-a-jwt' })).status).toBe(401);
  });

  it('spends every other reset link once one is used or the password changes', async () => {
    const linkOf = async () => {
      sentMail.length = 0;
      await call('post', '/api/auth/forgot-password', { body: { email: 'support@courier.test' } });
      return new URL(/http:\/\/\S+reset-password\?token=[\w-]+/.exec(sentMail.at(-1)!.text)![0]).searchParams.get(
        'token',
      )!;
    };
    const reset = (token: string, password: string) =>
      call('post', '/api/auth/reset-password', { body: { token, password } });
    const older = await linkOf();
    advance(1);
    const newer = await linkOf();
    advance(1);
    expect((await reset(newer, 'Destek-Ekibi-2026')).status).toBe(200);
    expect((await reset(older, 'Baska-Bir-Parola-2026')).body.error.fields).toEqual({ token: 'invalid_token' });
    // A link asked for, then the password changed by its owner: the link is spent.
    advance(1);
    const unused = await linkOf();
    advance(1);
    const token = (
      await call('post', '/api/auth/sign-in', {
        body: { email: 'support@courier.test', password: 'Destek-Ekibi-2026' },
      })
    ).body.accessToken as string;
    expect(
      (
        await call('post', '/api/auth/change-password', {
          token,
          body: { currentPassword: 'Destek-Ekibi-2026', newPassword: 'Yepyeni-Parola-2026' },
        })
      ).status,
    ).toBe(200);
    expect((await reset(unused, 'Baska-Bir-Parola-2026')).status).toBe(422);
  });

  it('validates sign-up, forgot and reset password', async () => {
    expect(await call('post', '/api/auth/forgot-password', { body: { email: 'clerk@courier.test' } })).toEqual({
      status: 200,
      body: true,
    });
    // No token, or one that was never sent: refused.
    expect(
      (await call('post', '/api/auth/reset-password', { body: { password: 'long-enough-2026' } })).body.error.fields,
    ).toEqual({ token: 'invalid_type' });
    expect(
      (
        await call('post', '/api/auth/reset-password', {
          body: { password: 'long-enough-2026', token: 'x'.repeat(43) },
        })
      ).body.error.fields,
    ).toEqual({ token: 'invalid_token' });
    expect(
      await call('post', '/api/auth/sign-up', {
        body: { name: 'Ali Veli', email: 'ali@example.com', password: 'long-enough-2026', agreements: true },
      }),
    ).toEqual({ status: 200, body: true });
    const bad = await call('post', '/api/auth/sign-up', {
      body: { name: 'A', email: 'nope', password: 'short-pw', agreements: false },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error.fields).toEqual({
      name: 'too_small',
      email: 'email',
      password: 'too_small',
      agreements: 'invalid_value',
    });
  });
});

describe('password reset by e-mail', () => {
  const linkIn = (text: string) => new URL(/http:\/\/localhost\/reset-password\?token=[\w-]+/.exec(text)![0]);

  it('mails a link to the account’s address that sets a new password once, within 30 minutes, and ends every session', async () => {
    const before = sentMail.length;
    const session = await call('post', '/api/auth/sign-in', {
      body: { email: 'support@courier.test', password: 'demo1234' },
    });
    advance(1);
    expect(await call('post', '/api/auth/forgot-password', { body: { email: 'Support@Courier.test' } })).toEqual({
      status: 200,
      body: true,
    });
    const [mail] = sentMail.slice(before);
    expect(mail).toMatchObject({
      to: 'support@courier.test',
      subject: expect.stringContaining('Reset your Courier Express password'),
    });
    const token = linkIn(mail!.text).searchParams.get('token')!;
    expect(token.length).toBeGreaterThanOrEqual(43);

    // The commonest passwords are refused, and the link still works after.
    expect(
      (await call('post', '/api/auth/reset-password', { body: { token, password: 'qwertyuiop' } })).body.error.fields,
    ).toEqual({ password: 'common_password' });
    expect(await call('post', '/api/auth/reset-password', { body: { token, password: 'Kargo-Yolda-2026' } })).toEqual({
      status: 200,
      body: true,
    });
    expect(
      (await call('post', '/api/auth/reset-password', { body: { token, password: 'Kargo-Yolda-2027' } })).body.error
        .fields,
    ).toEqual({ token: 'invalid_token' });
    expect((await call('get', '/api/common/user', { token: session.body.accessToken })).status).toBe(401);
    expect(
      (await call('post', '/api/auth/sign-in', { body: { email: 'support@courier.test', password: 'demo1234' } }))
        .status,
    ).toBe(404);
    expect(
      (
        await call('post', '/api/auth/sign-in', {
          body: { email: 'support@courier.test', password: 'Kargo-Yolda-2026' },
        })
      ).status,
    ).toBe(200);
  });

  it('answers first, the same for every address, and makes and mails the link after the answer has left', async () => {
    // The work a call leaves for after its answer is held here until the answers are in.
    const afterAnswer = Api.prototype.afterAnswer;
    const held: (() => void)[] = [];
    Api.prototype.afterAnswer = function (this: Api, job) {
      held.push(() => afterAnswer.call(this, job));
    };
    const before = sentMail.length;
    try {
      for (const email of ['finance@courier.test', 'nobody@courier.test'])
        expect(await call('post', '/api/auth/forgot-password', { body: { email } }), email).toEqual({
          status: 200,
          body: true,
        });
      expect(sentMail.length).toBe(before);
    } finally {
      Api.prototype.afterAnswer = afterAnswer;
    }
    for (const job of held) job();
    await api.settled();
    expect(sentMail.slice(before).map((mail) => mail.to)).toEqual(['finance@courier.test']);
  });

  it('sends nothing for an unknown or disabled address, and a link ends after 30 minutes', async () => {
    const before = sentMail.length;
    expect(await call('post', '/api/auth/forgot-password', { body: { email: 'nobody@courier.test' } })).toEqual({
      status: 200,
      body: true,
    });
    expect(sentMail.length).toBe(before);
    await call('post', '/api/auth/forgot-password', { body: { email: 'finance@courier.test' } });
    const token = linkIn(sentMail.at(-1)!.text).searchParams.get('token')!;
    advance(31);
    expect(
      (await call('post', '/api/auth/reset-password', { body: { token, password: 'Kargo-Yolda-2026' } })).body.error
        .fields,
    ).toEqual({ token: 'invalid_token' });
  });
});

describe('user', () => {
  it('reads and updates the signed-in user, sent back whole; a change of role or email, or a field it lacks, is refused', async () => {
    const token = await signIn('support');
    const me = (await call('get', '/api/common/user', { token })).body;
    const updated = await call('patch', '/api/common/user', { token, body: { user: { ...me, status: 'busy' } } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ status: 'busy', role: 'support', email: 'support@courier.test' });
    const refused = await call('patch', '/api/common/user', {
      token,
      body: { user: { ...me, status: 'away', role: 'admin', email: 'x@y.z', isRoot: true } },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toEqual({ role: 'read_only', email: 'read_only', isRoot: 'unknown_field' });
    expect((await call('get', '/api/common/user', { token })).body).toMatchObject({ status: 'busy', role: 'support' });
    expect((await call('patch', '/api/common/user', { token, body: { user: { status: 'sleeping' } } })).status).toBe(
      422,
    );
  });

  it('keeps an avatar only as image data of bounded size or a picture of this site', async () => {
    const token = await signIn('support');
    const png = `data:image/png;base64,${'iVBORw0KGgo'.padEnd(400, 'A')}`;
    for (const avatar of [png, '/images/avatars/3.svg', null]) {
      const kept = await call('patch', '/api/common/user', { token, body: { user: { avatar } } });
      expect(kept.status, String(avatar).slice(0, 30)).toBe(200);
      expect(kept.body.avatar).toBe(avatar);
    }
    const refused = {
      'https://tracker.example/pixel.png': 'avatar',
      '//tracker.example/pixel.png': 'avatar',
      'javascript:alert(1)': 'avatar',
      'data:image/svg+xml;base64,PHN2Zy8+': 'avatar',
      'data:text/html;base64,PHNjcmlwdD4=': 'avatar',
      '/images/../../etc/passwd': 'avatar',
      [`data:image/jpeg;base64,${'A'.repeat(400_000)}`]: 'avatar_too_large',
    };
    for (const [avatar, code] of Object.entries(refused)) {
      const answer = await call('patch', '/api/common/user', { token, body: { user: { avatar } } });
      expect(answer.status, avatar.slice(0, 40)).toBe(422);
      expect(answer.body.error.fields).toEqual({ avatar: code });
    }
    expect((await call('get', '/api/common/user', { token })).body.avatar).toBeNull();
  });
});

describe.each(['messages', 'notifications'] as const)('%s', (kind) => {
  const field = kind === 'messages' ? 'message' : 'notification';
  it('lists the user’s own items, newest first', async () => {
    const mine = await call('get', `/api/common/${kind}`, { token: await signIn('admin') });
    const theirs = await call('get', `/api/common/${kind}`, { token: await signIn('clerk') });
    expect(mine.body.length).toBeGreaterThan(3);
    expect(mine.body.map((m: { time: string }) => m.time)).toEqual(
      [...mine.body.map((m: { time: string }) => m.time)].sort().reverse(),
    );
    expect(mine.body[0].id).not.toBe(theirs.body[0].id);
  });

  it('creates, updates, toggles, marks all read and deletes', async () => {
    const token = await signIn('admin');
    const created = await call('post', `/api/common/${kind}`, {
      token,
      body: { [field]: { title: 'Trip late', description: '<b>Kayseri</b>' } },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ title: 'Trip late', read: false, useRouter: true });
    const id = created.body.id;
    expect(
      (await call('patch', `/api/common/${kind}`, { token, body: { id, [field]: { title: 'Trip on time' } } })).body
        .title,
    ).toBe('Trip on time');
    expect((await call('post', `/api/common/${kind}/toggle-read-status`, { token, body: { id } })).body.read).toBe(
      true,
    );
    expect(
      (await call('post', `/api/common/${kind}/toggle-read-status`, { token, body: { [field]: { id } } })).body.read,
    ).toBe(false);
    expect((await call('get', `/api/common/${kind}/mark-all-as-read`, { token })).body).toBe(true);
    const all = (await call('get', `/api/common/${kind}`, { token })).body as { read: boolean }[];
    expect(all.every((m) => m.read)).toBe(true);
    expect(await call('delete', `/api/common/${kind}`, { token, query: { id } })).toEqual({ status: 200, body: true });
    expect((await call('delete', `/api/common/${kind}`, { token, query: { id } })).status).toBe(404);
    expect(
      (await call('patch', `/api/common/${kind}`, { token, body: { id: 'nope', [field]: { title: 'x' } } })).status,
    ).toBe(404);
  });

  it('refuses bad bodies with 4xx', async () => {
    const token = await signIn('admin');
    expect((await call('post', `/api/common/${kind}`, { token, raw: '{"oops' })).status).toBe(400);
    expect((await call('post', `/api/common/${kind}`, { token, body: { [field]: { title: 42 } } })).status).toBe(422);
    expect((await call('post', `/api/common/${kind}`, { token, body: [] })).status).toBe(400);
    expect((await call('delete', `/api/common/${kind}`, { token })).status).toBe(400);
  });
});

describe('shortcuts', () => {
  it('creates with label, icon and link required', async () => {
    const token = await signIn('clerk');
    const ok = await call('post', '/api/common/shortcuts', {
      token,
      body: {
        shortcut: { label: 'Bursa', icon: 'heroicons_outline:map-pin', link: '/secure/destinations', useRouter: true },
      },
    });
    expect(ok.body).toMatchObject({ label: 'Bursa', description: null });
    const missing = await call('post', '/api/common/shortcuts', {
      token,
      body: { shortcut: { description: 'x', useRouter: true } },
    });
    expect(missing.body.error.fields).toMatchObject({
      label: 'invalid_type',
      icon: 'invalid_type',
      link: 'invalid_type',
    });
    expect(
      (
        await call('patch', '/api/common/shortcuts', {
          token,
          body: { id: ok.body.id, shortcut: { label: 'Bursa office' } },
        })
      ).body.label,
    ).toBe('Bursa office');
    expect((await call('delete', '/api/common/shortcuts', { token, query: { id: ok.body.id } })).body).toBe(true);
  });
});

describe('navigation', () => {
  it.each(roles)('shows %s only what the role may open', async (role) => {
    const { body } = await call('get', '/api/common/navigation', { token: await signIn(role) });
    expect(Object.keys(body).sort()).toEqual(['compact', 'default', 'futuristic', 'horizontal']);
    const links = (body.compact as { link: string }[]).map((i) => i.link);
    if (role !== 'driver') expect(links).toContain(defaultRoute[role]);
    if (role === 'driver')
      expect(links).toEqual([
        '/secure/round',
        '/secure/scanning',
        '/secure/trips',
        '/apps/tasks',
        '/apps/scrumboard',
        '/apps/notes',
        '/apps/mailbox',
        '/apps/activities',
        '/apps/chat',
        '/apps/contacts',
        '/apps/inventory',
        '/apps/help-center',
        '/apps/academy',
        '/apps/file-manager',
        '/dashboards/project',
        '/dashboards/analytics',
        '/dashboards/finance',
        '/dashboards/crypto',
        '/apps/icons/heroicons-outline',
      ]);
    if (role === 'finance') expect(links).not.toContain('/secure/scanning');
  });

  it('gives admin all eleven entries and his staff accounts, and Dashboard through Offices in horizontal, the sample apps under Apps and the rest under More', async () => {
    const { body } = await call('get', '/api/common/navigation', { token: await signIn('admin') });
    expect(body.compact.map((i: { title: string }) => i.title)).toEqual([
      'Dashboard',
      'Reports',
      'Scan',
      'Parcels',
      'Parcels history',
      'Customers',
      'Routes',
      'Offices',
      'Trips',
      'Live tracking',
      'Drivers',
      'Trucks',
      'Complaints',
      'Staff accounts',
      'Tasks',
      'Scrumboard',
      'Notes',
      'Mailbox',
      'Activities',
      'Chat',
      'Contacts',
      'Inventory',
      'Help centre',
      'Academy',
      'File manager',
      'Project dashboard',
      'Analytics dashboard',
      'Finance dashboard',
      'Crypto dashboard',
      'Icons',
    ]);
    const manager = (await call('get', '/api/common/navigation', { token: await signIn('manager') })).body;
    expect(manager.compact.map((i: { id: string }) => i.id)).not.toContain('staff');
    expect(body.horizontal.map((i: { title: string }) => i.title)).toEqual([
      'Dashboard',
      'Reports',
      'Scan',
      'Parcels',
      'Customers',
      'Routes',
      'Offices',
      'Apps',
      'More',
    ]);
    const parcels = body.default.find((i: { id: string }) => i.id === 'parcels');
    expect(parcels.children.map((c: { link: string }) => c.link)).toEqual([
      '/secure/parcels',
      '/secure/parcels-history',
    ]);
  });
});

describe('search', () => {
  it('runs from 2 characters', async () => {
    const token = await signIn('admin');
    expect((await call('post', '/api/common/search', { token, body: { query: 'a' } })).body).toEqual([]);
    const sets = (await call('post', '/api/common/search', { token, body: { query: 'par' } })).body as {
      id: string;
      results: { link: string }[];
    }[];
    expect(sets.find((s) => s.id === 'pages')!.results.map((r) => r.link)).toContain('/secure/parcels');
  });

  it('shows why a business matched when it was on its contact person', async () => {
    const token = await signIn('admin');
    const business = (
      await call('get', '/api/v1/customers', { token, query: { size: 50, type: 'business' } })
    ).body.items.find(
      (c: { companyName: string | null; name: string }) =>
        c.companyName && !c.companyName.toLowerCase().includes(c.name.split(' ').at(-1)!.toLowerCase()),
    );
    // The contact person's whole name: a group holds its first few matches, and a surname alone has more.
    const contacts = (await call('post', '/api/common/search', { token, body: { query: business.name } })).body.find(
      (s: { id: string }) => s.id === 'contacts',
    );
    expect(contacts.results.find((r: { id: string }) => r.id === business.id)?.name).toBe(
      `${business.companyName} (${business.name})`,
    );
  });

  it('shows a driver no customers', async () => {
    const sets = (await call('post', '/api/common/search', { token: await signIn('driver'), body: { query: 'an' } }))
      .body;
    expect(sets.find((s: { id: string }) => s.id === 'contacts')).toBeUndefined();
  });
});

describe('unknown routes', () => {
  it('answer 404 NOT FOUND', async () => {
    expect(await call('get', '/api/no/such/route')).toEqual({
      status: 404,
      body: { error: { code: 'not_found', message: 'NOT FOUND' } },
    });
  });
});
