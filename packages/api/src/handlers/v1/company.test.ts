import { describe, expect, it } from 'vitest';
import { fileForm, images, padded } from '../../testing/fixtures';
import { apiFetch, call, sentMail, signIn, useApi } from '../../testing/harness';

useApi({ resetEach: true });

const logoForm = (bytes: Uint8Array<ArrayBuffer>, type = 'image/png', name = 'logo.png') =>
  fileForm('logo', bytes, type, name);

const profile = { name: 'Anadolu Kargo A.Ş.', address: 'Atatürk Blv. 45, Çankaya, Ankara', phone: '+90 312 555 00 00' };

describe('the company profile', () => {
  it('is read by anyone, signed in or not, and changed by the administrator alone', async () => {
    expect(await call('get', '/api/v1/company')).toEqual({
      status: 200,
      body: { name: 'Courier Express', address: '', phone: '', logo: null },
    });
    for (const role of ['manager', 'clerk'])
      expect((await call('put', '/api/v1/company', { token: await signIn(role), body: profile })).status).toBe(403);
    expect((await call('put', '/api/v1/company', { body: profile })).status).toBe(401);
    const admin = await signIn('admin');
    const refused = await call('put', '/api/v1/company', { token: admin, body: { ...profile, name: 'A' } });
    expect(refused.body.error.fields).toEqual({ name: 'too_small' });
    expect((await call('get', '/api/v1/company')).body.name).toBe('Courier Express');

    expect(await call('put', '/api/v1/company', { token: admin, body: profile })).toEqual({
      status: 200,
      body: { ...profile, logo: null },
    });
    expect((await call('get', '/api/v1/company')).body).toEqual({ ...profile, logo: null });
    // The logo is its own call's: a profile that names one is refused.
    const named = await call('put', '/api/v1/company', { token: admin, body: { ...profile, logo: '/x.png' } });
    expect(named.body.error.fields).toEqual({ logo: 'unknown_field' });
    const [row] = (await call('get', '/api/v1/audit', { token: admin, query: { action: 'company.changed' } })).body
      .items;
    expect(row).toMatchObject({ recordType: 'company', recordLabel: 'Anadolu Kargo A.Ş.' });
    expect(row.changes).toContainEqual({ field: 'name', before: 'Courier Express', after: 'Anadolu Kargo A.Ş.' });
  });

  it('names the company in the e-mails it sends', async () => {
    await call('put', '/api/v1/company', { token: await signIn('admin'), body: profile });
    await call('post', '/api/auth/forgot-password', { body: { email: 'clerk@courier.test' } });
    await expect
      .poll(() => sentMail.findLast((m) => m.to === 'clerk@courier.test')?.subject)
      .toBe('Reset your Anadolu Kargo A.Ş. password / Anadolu Kargo A.Ş. parolanızı yenileyin');
  });

  it('takes a logo from the administrator, serves it to anyone as an image, and writes each change in the audit log', async () => {
    const admin = await signIn('admin');
    // A JPEG sent under a PNG's name is kept as what it is.
    const saved = await call('put', '/api/v1/company/logo', { token: admin, form: logoForm(images.jpeg, 'image/png') });
    expect(saved.status).toBe(200);
    expect(saved.body.logo).toMatch(/^\/api\/v1\/company\/logo\?v=[0-9a-f]{16}$/);
    expect((await call('get', '/api/v1/company')).body).toEqual(saved.body);

    const served = await apiFetch(saved.body.logo);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe('inline; filename="logo.jpg"');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(images.jpeg);

    // A new logo has a new address; the old one answers the new image, checked again each time.
    const next = await call('put', '/api/v1/company/logo', { token: admin, form: logoForm(images.png) });
    expect(next.body.logo).not.toBe(saved.body.logo);
    const old = await apiFetch(saved.body.logo);
    expect(old.headers.get('content-type')).toBe('image/png');
    expect(old.headers.get('cache-control')).toBe('no-cache');

    const rows = async () =>
      (await call('get', '/api/v1/audit', { token: admin, query: { action: 'company.changed' } })).body.items as {
        recordLabel: string;
        changes: unknown[];
      }[];
    expect((await rows()).map((row) => row.changes)).toEqual([
      [{ field: 'logo', before: 'JPEG 3×2, 1 KiB', after: 'PNG 3×2, 1 KiB' }],
      [{ field: 'logo', before: null, after: 'JPEG 3×2, 1 KiB' }],
    ]);
    // The same file again changes nothing, and writes nothing.
    await call('put', '/api/v1/company/logo', { token: admin, form: logoForm(images.png) });
    expect(await rows()).toHaveLength(2);

    const removed = await call('delete', '/api/v1/company/logo', { token: admin });
    expect(removed.body.logo).toBeNull();
    expect((await call('get', '/api/v1/company')).body.logo).toBeNull();
    expect((await apiFetch(next.body.logo)).status).toBe(404);
    const [last] = await rows();
    expect(last).toMatchObject({
      recordLabel: 'Courier Express',
      changes: [{ field: 'logo', before: 'PNG 3×2, 1 KiB', after: null }],
    });
    // Nothing to remove: no row.
    await call('delete', '/api/v1/company/logo', { token: admin });
    expect(await rows()).toHaveLength(3);
  });

  it('is the administrator’s alone to set or remove', async () => {
    const admin = await signIn('admin');
    const set = (await call('put', '/api/v1/company/logo', { token: admin, form: logoForm(images.webp) })).body.logo;
    for (const role of ['clerk', 'manager']) {
      const token = await signIn(role);
      expect((await call('put', '/api/v1/company/logo', { token, form: logoForm(images.png) })).status).toBe(403);
      expect((await call('delete', '/api/v1/company/logo', { token })).status).toBe(403);
    }
    expect((await call('put', '/api/v1/company/logo', { form: logoForm(images.png) })).status).toBe(401);
    expect((await call('delete', '/api/v1/company/logo')).status).toBe(401);
    expect((await call('get', '/api/v1/company')).body.logo).toBe(set);
  });

  it('refuses markup named as a PNG, SVG, GIF and too big a file, and keeps the logo it had', async () => {
    const admin = await signIn('admin');
    const kept = (await call('put', '/api/v1/company/logo', { token: admin, form: logoForm(images.png) })).body.logo;
    const refusals: [FormData, number, Record<string, string> | undefined][] = [
      [logoForm(images.html, 'image/png', 'logo.png'), 422, { logo: 'image_type' }],
      [logoForm(images.svg, 'image/svg+xml', 'logo.svg'), 422, { logo: 'image_type' }],
      [logoForm(images.gif, 'image/gif', 'logo.gif'), 422, { logo: 'image_type' }],
      [logoForm(padded(images.png, 512 * 1024 + 1)), 422, { logo: 'image_too_large' }],
      [logoForm(padded(images.png, 700 * 1024)), 413, undefined],
    ];
    for (const [form, status, fields] of refusals) {
      const answer = await call('put', '/api/v1/company/logo', { token: admin, form });
      expect(answer.status).toBe(status);
      expect(answer.body.error.fields).toEqual(fields);
    }
    expect((await call('get', '/api/v1/company')).body.logo).toBe(kept);
    expect(
      (await call('get', '/api/v1/audit', { token: admin, query: { action: 'company.changed' } })).body.items,
    ).toHaveLength(1);
  });
});
