/**
 * The built server as a company starts it (NODE_ENV=production, an empty database): no demo
 * account and no demo notice; the setup link from its output makes the first administrator, who
 * lands on the staff accounts; the link then works no more.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './helpers';

const productionUrl = 'http://127.0.0.1:4175';

test('a production start: the setup link makes the first administrator once, with no demo in sight', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const out = await readFile('.cache/e2e-production/out.log', 'utf8');
  expect(out).toContain('Courier back office (production)');
  expect(out).not.toContain('Demo accounts');
  const link = /http:\/\/\S+\/setup\?token=[\w-]+/.exec(out)![0];
  expect(await (await fetch(`${productionUrl}/readyz`)).json()).toMatchObject({ setup: /first administrator/ });

  const page = await (await browser.newContext({ baseURL: productionUrl })).newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Set up your company' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Company name/ }).fill('Anadolu Kargo');
  await page.getByRole('textbox', { name: /^Full name/ }).fill('Aylin Aksoy');
  await page.getByRole('textbox', { name: /^Email address/ }).fill('aylin@anadolu.example');
  await page
    .getByLabel(/^Password/)
    .first()
    .fill('a long and fine password');
  await page.getByLabel(/^Password \(confirm\)/).fill('a long and fine password');
  await page.getByRole('button', { name: 'Set up the company' }).click();
  await expect(page).toHaveURL(/\/secure\/staff/);
  await expect(page.getByRole('cell', { name: 'aylin@anadolu.example' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Demo data' })).toHaveCount(0);
  expect(await (await fetch(`${productionUrl}/readyz`)).json()).toEqual({ status: 'ready' });

  // Used: the link says so, and the demo's accounts do not exist.
  const other = await (await browser.newContext({ baseURL: productionUrl })).newPage();
  await other.goto(link);
  await expect(other.getByRole('alert')).toContainText('This setup link has expired or has been used');
  const demo = await fetch(`${productionUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@courier.test', password: 'demo1234' }),
  });
  expect(demo.status).toBe(404);
});
