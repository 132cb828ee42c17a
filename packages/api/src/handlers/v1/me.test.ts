import { describe, expect, it } from 'vitest';
import { clientAddressHeader } from '../../http/audit';
import { deviceOf } from '../../http/sessions';
import { fileForm, images, padded } from '../../testing/fixtures';
import { apiFetch, call, signIn, testNow, useApi } from '../../testing/harness';

const { advance } = useApi({ resetEach: true });

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A fresh sign-in (a session of its own) from a device and an address. */
async function signInFrom(userAgent: string, address: string, email = 'clerk@courier.test') {
  const answer = await call('post', '/api/auth/sign-in', {
    headers: { 'user-agent': userAgent, [clientAddressHeader]: address },
    body: { email, password: 'demo1234' },
  });
  expect(answer.status).toBe(200);
  return answer.body.accessToken as string;
}
type Session = {
  id: string;
  device: string;
  address: string;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
};
const sessions = async (token: string) => (await call<Session[]>('get', '/api/v1/me/sessions', { token })).body;

describe('my account', () => {
  it('changes one’s own name, phone and language, and nothing an administrator decides', async () => {
    const token = await signInFrom(chrome, '203.0.113.7');
    const saved = await call('patch', '/api/v1/me', {
      token,
      body: { name: 'Selin Arslan Kaya', phone: '0532 123 45 67', language: 'tr' },
    });
    expect(saved.body).toMatchObject({ name: 'Selin Arslan Kaya', phone: '+905321234567', language: 'tr' });
    expect((await call('get', '/api/v1/me', { token })).body).toEqual(saved.body);
    expect((await call('get', '/api/common/user', { token })).body.name).toBe('Selin Arslan Kaya');
    for (const body of [{ role: 'admin' }, { officeId: null }, { email: 'x@example.com' }, { active: false }])
      expect((await call('patch', '/api/v1/me', { token, body })).status).toBe(422);
    expect((await call('patch', '/api/v1/me', { token, body: { name: 'x' } })).body.error.fields).toEqual({
      name: 'too_small',
    });
    expect((await call('get', '/api/v1/me', { token })).body.role).toBe('clerk');
    expect((await call('get', '/api/v1/me')).status).toBe(401);
  });

  it('lists one’s open sessions with their device, address and last sight; the current first', async () => {
    const laptop = await signInFrom(chrome, '203.0.113.7');
    advance(10);
    const phone = await signInFrom(iphone, '198.51.100.20');
    advance(10);
    await call('get', '/api/v1/me', { token: laptop });
    const listed = await sessions(phone);
    expect(listed.map((s) => [s.device, s.address, s.current])).toEqual([
      ['Safari 17 · iOS 17', '198.51.100.20', true],
      ['Chrome 131 · Windows 10', '203.0.113.7', false],
    ]);
    // Seen again by its call ten minutes later.
    expect(listed[1]!.signedInAt).toBe(testNow.toISOString());
    expect(listed[1]!.lastSeenAt).toBe(new Date(testNow.getTime() + 20 * 60_000).toISOString());
    // Another person's sessions are not his.
    const manager = await signInFrom(chrome, '192.0.2.1', 'manager@courier.test');
    expect((await sessions(manager)).map((s) => s.current)).toEqual([true]);
    expect((await call('delete', `/api/v1/me/sessions/${listed[1]!.id}`, { token: manager })).status).toBe(404);
    expect((await call('get', '/api/v1/me', { token: laptop })).status).toBe(200);
  });

  it('signs out one session, or every other one, at once; the current one goes on', async () => {
    const laptop = await signInFrom(chrome, '203.0.113.7');
    const phone = await signInFrom(iphone, '198.51.100.20');
    const tablet = await signInFrom(iphone, '198.51.100.21');
    const [, ...others] = await sessions(laptop);
    const ofTablet = others.find((s) => s.address === '198.51.100.21')!;
    expect(await call('delete', `/api/v1/me/sessions/${ofTablet.id}`, { token: laptop })).toEqual({
      status: 200,
      body: true,
    });
    expect((await call('get', '/api/v1/me', { token: tablet })).status).toBe(401);
    expect((await call('post', '/api/auth/sign-in-with-token', { body: { accessToken: tablet } })).status).toBe(401);
    expect((await call('get', '/api/v1/me', { token: phone })).status).toBe(200);

    const left = await call<Session[]>('post', '/api/v1/me/sessions/sign-out-others', { token: laptop });
    expect(left.body.map((s) => s.current)).toEqual([true]);
    expect((await call('get', '/api/v1/me', { token: phone })).status).toBe(401);
    expect((await call('get', '/api/v1/me', { token: laptop })).status).toBe(200);
  });

  it('lists no session that has ended: signed out, after a password change, or expired', async () => {
    const laptop = await signInFrom(chrome, '203.0.113.7');
    const phone = await signInFrom(iphone, '198.51.100.20');
    await call('post', '/api/auth/sign-out', { token: phone });
    expect((await sessions(laptop)).length).toBe(1);
    advance(1);
    const changed = await call('post', '/api/auth/change-password', {
      token: laptop,
      headers: { 'user-agent': chrome },
      body: { currentPassword: 'demo1234', newPassword: 'a-long-new-pass-77' },
    });
    const after = await sessions(changed.body.accessToken);
    expect(after.map((s) => [s.device, s.current])).toEqual([['Chrome 131 · Windows 10', true]]);
    advance(8 * 24 * 60);
    const fresh = (
      await call('post', '/api/auth/sign-in', {
        body: { email: 'clerk@courier.test', password: 'a-long-new-pass-77' },
      })
    ).body.accessToken as string;
    expect((await sessions(fresh)).map((s) => s.current)).toEqual([true]);
  });
});

const avatarForm = (bytes: Uint8Array<ArrayBuffer>, type = 'image/png', name = 'me.png') =>
  fileForm('avatar', bytes, type, name);
const dataUrl = (type: string, bytes: Uint8Array) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

describe('my picture', () => {
  it('is uploaded as a PNG, JPEG or WebP, shown wherever the user is, and removed again', async () => {
    const token = await signIn('clerk');
    const saved = await call('put', '/api/v1/me/avatar', { token, form: avatarForm(images.jpeg, 'image/jpeg') });
    expect(saved.status).toBe(200);
    expect(saved.body.avatar).toBe(dataUrl('image/jpeg', images.jpeg));
    expect((await call('get', '/api/v1/me', { token })).body.avatar).toBe(saved.body.avatar);
    // The shell's user menu, and the staff directory.
    expect((await call('get', '/api/common/user', { token })).body.avatar).toBe(saved.body.avatar);
    const staff = (await call('get', '/api/v1/staff', { token })).body as { id: string; avatar: string | null }[];
    expect(staff.find((s) => s.id === saved.body.id)?.avatar).toBe(saved.body.avatar);
    // A WebP replaces it; the name of the file and its declared type do not matter, its bytes do.
    const webp = await call('put', '/api/v1/me/avatar', { token, form: avatarForm(images.webp, 'image/png') });
    expect(webp.body.avatar).toBe(dataUrl('image/webp', images.webp));

    const removed = await call('delete', '/api/v1/me/avatar', { token });
    expect(removed.body.avatar).toBeNull();
    expect((await call('get', '/api/common/user', { token })).body.avatar).toBeNull();
    expect((await call('put', '/api/v1/me/avatar', { form: avatarForm(images.png) })).status).toBe(401);
    expect((await call('delete', '/api/v1/me/avatar')).status).toBe(401);
  });

  it('refuses markup named as an image, a GIF, too big a file, and keeps the picture it had', async () => {
    const token = await signIn('clerk');
    const kept = (await call('put', '/api/v1/me/avatar', { token, form: avatarForm(images.png) })).body.avatar;
    const refusals: [FormData, number, Record<string, string> | undefined][] = [
      [avatarForm(images.html, 'image/png', 'me.png'), 422, { avatar: 'image_type' }],
      [avatarForm(images.svg, 'image/svg+xml', 'me.svg'), 422, { avatar: 'image_type' }],
      [avatarForm(images.gif, 'image/gif', 'me.gif'), 422, { avatar: 'image_type' }],
      // Past 256 KiB in a body the call still reads, and past the body's limit (refused unread).
      [avatarForm(padded(images.png, 256 * 1024 + 1)), 422, { avatar: 'image_too_large' }],
      [avatarForm(padded(images.png, 400 * 1024)), 413, undefined],
    ];
    for (const [form, status, fields] of refusals) {
      const answer = await call('put', '/api/v1/me/avatar', { token, form });
      expect(answer.status).toBe(status);
      expect(answer.body.error.fields).toEqual(fields);
    }
    expect(
      (await call('put', '/api/v1/me/avatar', { token, body: { avatar: 'data:image/png;base64,AAAA' } })).status,
    ).toBe(400);
    // A declared length past the limit is refused before a byte is read.
    const declared = await apiFetch('/api/v1/me/avatar', {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(10 * 1024 * 1024),
      },
      body: 'x',
    });
    expect(declared.status).toBe(413);
    expect((await call('get', '/api/v1/me', { token })).body.avatar).toBe(kept);
  });
});

describe('a device as its user agent names it', () => {
  it('is the browser and its system, else the agent’s first word, or nothing', () => {
    expect(deviceOf(chrome)).toBe('Chrome 131 · Windows 10');
    expect(deviceOf(iphone)).toBe('Safari 17 · iOS 17');
    expect(deviceOf(null)).toBe('');
    expect(deviceOf('curl/8.5.0')).toBe('curl/8.5.0');
  });
});
