import { describe, expect, it } from 'vitest';
import { call, sentMail, signIn, useApi } from '../../testing/harness';

const { advance } = useApi({ resetEach: true });

type Account = { id: string; email: string; role: string; officeId: string | null; active: boolean };

/** The link of the last mail sent to `to`, and its token. */
function lastLink(to: string) {
  const mail = sentMail.findLast((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  const link = /http:\/\/\S+reset-password\?token=[\w-]+/.exec(mail.text)![0];
  return { mail, token: new URL(link).searchParams.get('token')! };
}

const accounts = async (token: string): Promise<Account[]> => (await call('get', '/api/v1/users', { token })).body;
const anOffice = async (token: string) =>
  (await call('get', '/api/v1/offices', { token, query: { size: 1 } })).body.items[0].id as string;

describe('staff accounts, made by the administrator', () => {
  it('a new clerk gets an invitation whose link sets his password once, within 72 hours', async () => {
    const admin = await signIn('admin');
    const officeId = await anOffice(admin);
    const made = await call('post', '/api/v1/users', {
      token: admin,
      body: { name: 'Elif Kaya', email: 'Elif.Kaya@Example.com', role: 'clerk', officeId, phone: '0532 123 45 67' },
    });
    expect(made.status).toBe(201);
    expect(made.body.account).toMatchObject({
      name: 'Elif Kaya',
      email: 'elif.kaya@example.com',
      role: 'clerk',
      officeId,
      phone: '+905321234567',
      active: true,
    });
    // Mailed, so the answer does not carry the link.
    expect(made.body.invitation).toMatchObject({ mailed: true, link: null });
    const { mail, token } = lastLink('elif.kaya@example.com');
    expect(mail.text).toContain('72');
    expect(mail.text).toContain('Elif Kaya');

    // Nobody can sign in before the link is used.
    expect(
      (await call('post', '/api/auth/sign-in', { body: { email: 'elif.kaya@example.com', password: '' } })).status,
    ).toBe(422);
    advance(71 * 60);
    expect(
      (await call('post', '/api/auth/reset-password', { body: { token, password: 'a-long-new-pass-77' } })).status,
    ).toBe(200);
    const signedIn = await call('post', '/api/auth/sign-in', {
      body: { email: 'elif.kaya@example.com', password: 'a-long-new-pass-77' },
    });
    expect(signedIn.body.user).toMatchObject({ role: 'clerk', officeId });
    // Once only.
    expect(
      (await call('post', '/api/auth/reset-password', { body: { token, password: 'another-pass-7788' } })).status,
    ).toBe(422);
  });

  it('an invitation expires after 72 hours; a new link can be sent', async () => {
    const admin = await signIn('admin');
    const made = await call('post', '/api/v1/users', {
      token: admin,
      body: { name: 'Can Demir', email: 'can@example.com', role: 'manager' },
    });
    const { token } = lastLink('can@example.com');
    advance(72 * 60 + 1);
    expect(
      (await call('post', '/api/auth/reset-password', { body: { token, password: 'a-long-new-pass-77' } })).status,
    ).toBe(422);
    const again = await call('post', `/api/v1/users/${made.body.account.id}/password-link`, { token: admin });
    expect(again.body.invitation.mailed).toBe(true);
    const fresh = lastLink('can@example.com').token;
    expect(fresh).not.toBe(token);
    expect(
      (await call('post', '/api/auth/reset-password', { body: { token: fresh, password: 'a-long-new-pass-77' } }))
        .status,
    ).toBe(200);
  });

  it('refuses a taken address, a clerk or driver with no office, an unknown office, and other roles than the administrator', async () => {
    const admin = await signIn('admin');
    const refuse = async (body: object, token = admin) => {
      const answer = await call('post', '/api/v1/users', { token, body });
      return [answer.status, answer.body.error?.fields];
    };
    const before = (await accounts(admin)).length;
    expect(await refuse({ name: 'A Clerk', email: 'clerk@courier.test', role: 'manager' })).toEqual([
      422,
      { email: 'taken' },
    ]);
    expect(await refuse({ name: 'A Clerk', email: 'new@example.com', role: 'clerk' })).toEqual([
      422,
      { officeId: 'required' },
    ]);
    expect(
      await refuse({ name: 'A Driver', email: 'new@example.com', role: 'driver', officeId: 'off_nowhere' }),
    ).toEqual([422, { officeId: 'not_found' }]);
    expect(await refuse({ name: 'A', email: 'not-an-address', role: 'boss' })).toEqual([
      422,
      { name: 'too_small', email: 'email', role: 'invalid_value' },
    ]);
    expect(await refuse({ name: 'A Person', email: 'new@example.com', role: 'manager', phone: '12' })).toEqual([
      422,
      { phone: 'phone' },
    ]);
    expect(
      (
        await call('post', '/api/v1/users', {
          token: await signIn('manager'),
          body: { name: 'Mallory', email: 'm@example.com', role: 'admin' },
        })
      ).status,
    ).toBe(403);
    expect((await accounts(admin)).length).toBe(before);
  });

  it('a change of role or office ends that person’s sessions; a change of name or phone does not', async () => {
    const admin = await signIn('admin');
    const clerk = (
      await call('post', '/api/auth/sign-in', { body: { email: 'clerk@courier.test', password: 'demo1234' } })
    ).body;
    const patch = (body: object) => call('patch', `/api/v1/users/${clerk.user.id}`, { token: admin, body });

    expect((await patch({ name: 'Ayşe Yılmaz-Demir', phone: '+905551112233' })).body).toMatchObject({
      name: 'Ayşe Yılmaz-Demir',
      phone: '+905551112233',
    });
    expect((await call('get', '/api/v1/parcels', { token: clerk.accessToken })).status).toBe(200);

    const offices = (await call('get', '/api/v1/offices', { token: admin, query: { size: 5 } })).body.items as {
      id: string;
    }[];
    const other = offices.find((o) => o.id !== clerk.user.officeId)!;
    advance(1);
    expect((await patch({ officeId: other.id })).body.officeId).toBe(other.id);
    expect((await call('get', '/api/v1/parcels', { token: clerk.accessToken })).status).toBe(401);

    // The new session works at the new office, until the role changes.
    const again = (
      await call('post', '/api/auth/sign-in', { body: { email: 'clerk@courier.test', password: 'demo1234' } })
    ).body;
    expect(again.user.officeId).toBe(other.id);
    advance(1);
    expect((await patch({ role: 'support' })).body).toMatchObject({ role: 'support' });
    expect((await call('get', '/api/common/user', { token: again.accessToken })).status).toBe(401);

    // A clerk again needs an office, which it still has; with none it is refused.
    expect((await patch({ role: 'clerk', officeId: null })).body.error.fields).toEqual({ officeId: 'required' });
  });

  it('keeps an active administrator when two demote each other at once', async () => {
    const admin = await signIn('admin');
    const admins = (await accounts(admin)).filter((a) => a.role === 'admin' && a.active);
    const me = (await call('get', '/api/common/user', { token: admin })).body;
    const others = admins.filter((a) => a.id !== me.id);
    // The sample may hold other administrators: they are demoted by this one first.
    for (const other of others)
      expect(
        (await call('patch', `/api/v1/users/${other.id}`, { token: admin, body: { role: 'manager' } })).status,
      ).toBe(200);

    // A second administrator, made and signed in.
    const made = await call('post', '/api/v1/users', {
      token: admin,
      body: { name: 'Second Admin', email: 'second@example.com', role: 'admin' },
    });
    const { token: link } = lastLink('second@example.com');
    await call('post', '/api/auth/reset-password', { body: { token: link, password: 'a-long-new-pass-77' } });
    const second = (
      await call('post', '/api/auth/sign-in', { body: { email: 'second@example.com', password: 'a-long-new-pass-77' } })
    ).body.accessToken;

    // The two demote each other at once: one change is kept, the other refused (its session
    // ended by the first, its role gone, or the rule), and one administrator stays.
    const answers = await Promise.all([
      call('patch', `/api/v1/users/${made.body.account.id}`, { token: admin, body: { role: 'manager' } }),
      call('patch', `/api/v1/users/${me.id}`, { token: second, body: { role: 'manager' } }),
    ]);
    const statuses = answers.map((x) => x.status).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 403, 422]).toContain(statuses[1]);
    const winner = answers[0]!.status === 200 ? admin : second;
    const left = (await accounts(winner)).filter((x) => x.role === 'admin' && x.active);
    expect(left).toHaveLength(1);
    // He cannot demote or disable himself either.
    const lastToken = left[0]!.id === me.id ? admin : second;
    for (const body of [{ role: 'manager' }, { active: false }])
      expect((await call('patch', `/api/v1/users/${left[0]!.id}`, { token: lastToken, body })).status).toBe(422);
  });
});

describe('access requests, filed by sign-up', () => {
  const signUp = (email: string, name = 'Selin Kaya') =>
    call('post', '/api/auth/sign-up', { body: { name, email, company: 'Anadolu Tekstil', agreements: true } });

  it('a sign-up waits for the administrator, who approves it with a role and an office: the invitation sets the password', async () => {
    // No password at sign-up: the invitation's link sets it.
    expect(await signUp('Selin@Example.com')).toEqual({ status: 200, body: true });
    // Asked again, or by an address that has an account: the same answer, and nothing more is filed.
    expect((await signUp('selin@example.com')).body).toBe(true);
    expect((await signUp('clerk@courier.test')).body).toBe(true);
    const clerk = await signIn('clerk');
    expect((await call('get', '/api/v1/access-requests', { token: clerk })).status).toBe(403);

    const admin = await signIn('admin');
    const waiting = (await call('get', '/api/v1/access-requests', { token: admin })).body;
    expect(waiting).toEqual([
      expect.objectContaining({ name: 'Selin Kaya', email: 'selin@example.com', company: 'Anadolu Tekstil' }),
    ]);
    const id = waiting[0].id;
    // A clerk needs an office: refused, and the request still waits.
    const refused = await call('post', `/api/v1/access-requests/${id}`, {
      token: admin,
      body: { decision: 'approve', role: 'clerk' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toEqual({ officeId: 'required' });
    expect((await call('get', '/api/v1/access-requests', { token: admin })).body).toHaveLength(1);

    const officeId = await anOffice(admin);
    const approved = await call('post', `/api/v1/access-requests/${id}`, {
      token: admin,
      body: { decision: 'approve', role: 'clerk', officeId },
    });
    expect(approved.body).toMatchObject({
      decision: 'approved',
      account: { email: 'selin@example.com', role: 'clerk', officeId, active: true },
      invitation: { mailed: true },
    });
    expect((await call('get', '/api/v1/access-requests', { token: admin })).body).toEqual([]);
    const { token } = lastLink('selin@example.com');
    expect(
      (await call('post', '/api/auth/reset-password', { body: { token, password: 'Kumas-Deposu-2026' } })).status,
    ).toBe(200);
    const signedIn = await call('post', '/api/auth/sign-in', {
      body: { email: 'selin@example.com', password: 'Kumas-Deposu-2026' },
    });
    expect(signedIn.body.user).toMatchObject({ role: 'clerk', officeId });
    // Decided once: a second decision finds nothing.
    expect(
      (await call('post', `/api/v1/access-requests/${id}`, { token: admin, body: { decision: 'decline' } })).status,
    ).toBe(404);
  });

  it('a declined request is told by mail and makes no account', async () => {
    await signUp('mert@example.com', 'Mert Aydın');
    const admin = await signIn('admin');
    const [request] = (await call('get', '/api/v1/access-requests', { token: admin })).body;
    expect(
      (await call('post', `/api/v1/access-requests/${request.id}`, { token: admin, body: { decision: 'decline' } }))
        .body,
    ).toEqual({ decision: 'declined' });
    expect(sentMail.findLast((m) => m.to === 'mert@example.com')?.text).toContain('declined');
    expect((await accounts(admin)).some((a) => a.email === 'mert@example.com')).toBe(false);
  });
});
