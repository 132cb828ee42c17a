/**
 * The built server as a company starts it (NODE_ENV=production, an empty database): no demo
 * account and no demo notice; the setup link from its output makes the first administrator, who
 * lands on the staff accounts; the link then works no more. She invites a colleague, whose mail
 * (in the outbox: no SMTP_URL here) carries the link that sets his password; the audit log shows
 * both acts. The company's logo, put in once, shows in the frame and on the public tracking page,
 * served as an image that is never sniffed. On PostgreSQL where DATABASE_URL names a server
 * (scripts/e2e-production.mjs).
 */
import { readdir, readFile } from 'node:fs/promises';
import { expect, pick, pictureFile, test } from './helpers';

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
  // The company's own name in the frame, and on its public tracking page.
  await expect(page.getByRole('contentinfo')).toContainText('Anadolu Kargo');
  const visitor = await (await browser.newContext({ baseURL: productionUrl })).newPage();
  await visitor.goto('/home');
  await expect(visitor.getByText('Anadolu Kargo').first()).toBeVisible();

  // Her logo: made at most 512 px wide in the browser, then in the frame and on the public page.
  await page.goto('/secure/staff/company');
  const logoField = page.getByRole('group', { name: 'Logo' });
  await logoField.locator('input[type=file]').setInputFiles(await pictureFile(page, 'logo.png', 1200, 400));
  await expect(logoField.getByText('The logo is saved.')).toBeVisible();
  const logoUrl = (await (await fetch(`${productionUrl}/api/v1/company`)).json()).logo as string;
  expect(logoUrl).toMatch(/^\/api\/v1\/company\/logo\?v=/);
  await expect(page.locator(`header img[src="${logoUrl}"], aside img[src="${logoUrl}"]`).first()).toBeVisible();
  await visitor.reload();
  const shown = visitor.locator(`header img[src="${logoUrl}"]`);
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
  const served = await fetch(`${productionUrl}${logoUrl}`);
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  expect(served.headers.get('content-disposition')).toBe('inline; filename="logo.png"');
  await page.getByRole('link', { name: '← Staff accounts' }).click();
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

  // A colleague invited: the mail carries the link; he sets his password and signs in.
  await page.getByRole('button', { name: 'New account' }).click();
  const dialog = page.getByRole('dialog', { name: 'New staff account' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Kerem Demir');
  await dialog.getByRole('textbox', { name: /^Email/ }).fill('kerem@anadolu.example');
  await pick(page, /^Counter clerk Role/, 'Customer support');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText("Kerem Demir's account is made; the invitation is on its way.")).toBeVisible();
  await expect(page.getByRole('cell', { name: 'kerem@anadolu.example' })).toBeVisible();
  const outbox = '.cache/e2e-production/data/outbox';
  let mail = '';
  await expect(async () => {
    const mails = await Promise.all((await readdir(outbox)).map((f) => readFile(`${outbox}/${f}`, 'utf8')));
    mail = mails.find((text) => text.includes('To: kerem@anadolu.example')) ?? '';
    expect(mail).toContain('Anadolu Kargo');
  }).toPass({ timeout: 10_000 });
  const invitation = /http:\/\/\S+reset-password\?token=[\w-]+/.exec(mail)![0];
  const kerem = await (await browser.newContext({ baseURL: productionUrl })).newPage();
  await kerem.goto(invitation);
  await kerem.getByRole('textbox', { name: 'Password', exact: true }).fill('Musteri-Hatti-2026');
  await kerem.getByRole('textbox', { name: 'Password (confirm)' }).fill('Musteri-Hatti-2026');
  await kerem.getByRole('button', { name: 'Reset your password' }).click();
  await expect(kerem.getByText('Your password has been reset.')).toBeVisible();
  await kerem.goto('/sign-in?redirectURL=%2Fsecure%2Fcomplaints');
  await kerem.getByLabel(/Email address/).fill('kerem@anadolu.example');
  await kerem.getByLabel(/^Password/).fill('Musteri-Hatti-2026');
  await kerem.getByRole('button', { name: 'Sign in' }).click();
  await expect(kerem).toHaveURL('/secure/complaints', { timeout: 15_000 });

  // The audit log holds it: the company set up and the account made, by her, and the export has them.
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/secure\/staff\/audit$/);
  const log = page.getByRole('table', { name: 'Audit log' });
  await expect(log.getByRole('row', { name: /Aylin Aksoy Account made Account Kerem Demir/ })).toBeVisible();
  await expect(log.getByRole('row', { name: /Aylin Aksoy Company set up Company Anadolu Kargo/ })).toBeVisible();
  await expect(
    log.getByRole('row', { name: /Aylin Aksoy Company profile changed Company Anadolu Kargo Logo: PNG 512×171/ }),
  ).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export 3 rows' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv).toContain('Account made');
  expect(csv).toContain('Kerem Demir');
});
