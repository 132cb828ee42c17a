import { describe, expect, it } from 'vitest';
import { call, sentMail, signIn, useApi } from '../../testing/harness';

useApi({ resetEach: true });

const profile = { name: 'Anadolu Kargo A.Ş.', address: 'Atatürk Blv. 45, Çankaya, Ankara', phone: '+90 312 555 00 00' };

describe('the company profile', () => {
  it('is read by anyone, signed in or not, and changed by the administrator alone', async () => {
    expect(await call('get', '/api/v1/company')).toEqual({
      status: 200,
      body: { name: 'Courier Express', address: '', phone: '' },
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
      body: profile,
    });
    expect((await call('get', '/api/v1/company')).body).toEqual(profile);
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
});
