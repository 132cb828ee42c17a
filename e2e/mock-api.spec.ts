import type { Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { expect, test } from './helpers';

/** Calls the in-browser mock API from the page, as the app does. */
async function api(page: Page, method: string, path: string, token?: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, token, body }) => {
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { method, path, token, body },
  );
}

const office = {
  code: 'ESK',
  name: 'Eskişehir',
  type: 'branch',
  address: { line1: 'İki Eylül Cd. 10', district: 'Tepebaşı', city: 'Eskişehir', postalCode: '26010' },
  location: { lat: 39.7767, lng: 30.5206 },
  phone: '+902222222222',
  email: 'esk@courier.test',
  openingHours: 'Mon-Fri 08:30-19:00',
  active: true,
};

test('the app starts on the in-browser mock API', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(await api(page, 'GET', '/api/no/such/route')).toEqual({
    status: 404,
    body: { error: { code: 'not_found', message: 'NOT FOUND' } },
  });
  expect(errors).toEqual([]);
});

test('a write is kept once it is answered, even when the page reloads at once; reset demo data restores the seed', async ({
  page,
}) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const signIn = await api(page, 'POST', '/api/auth/sign-in', undefined, {
    email: 'admin@courier.test',
    password: 'demo1234',
  });
  expect(signIn.status).toBe(200);
  const token = signIn.body.accessToken as string;
  const created = await api(page, 'POST', '/api/v1/offices', token, office);
  expect(created.status).toBe(201);

  // No waiting: an answered write is already kept.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect((await api(page, 'GET', `/api/v1/offices/${created.body.id}`, token)).body.code).toBe('ESK');

  expect((await api(page, 'POST', '/api/v1/demo/reset', token)).body).toBe(true);
  expect((await api(page, 'GET', `/api/v1/offices/${created.body.id}`, token)).status).toBe(404);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect((await api(page, 'GET', `/api/v1/offices/${created.body.id}`, token)).status).toBe(404);
  expect((await api(page, 'GET', '/api/v1/offices', token)).body.total).toBe(12);
});

test('the demo signs tokens with a secret of its own: a token made with a known key is refused', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const signedIn = await api(page, 'POST', '/api/auth/sign-in', undefined, {
    email: 'admin@courier.test',
    password: 'demo1234',
  });
  const userId = signedIn.body.user.id as string;
  expect((await api(page, 'GET', '/api/common/user', signedIn.body.accessToken)).status).toBe(200);
  // The key that earlier builds shipped in their code, and claims copied from a real token.
  const [, payload] = (signedIn.body.accessToken as string).split('.');
  const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { iss: string; aud: string };
  const forged = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer(claims.iss)
    .setAudience(claims.aud)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode('courier-back-office-mock-secret-not-for-production'));
  expect(await api(page, 'GET', '/api/common/user', forged)).toEqual({
    status: 401,
    body: { error: { code: 'unauthorized', message: 'Invalid token' } },
  });
});
