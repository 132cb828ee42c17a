/**
 * My account, in the static demo: a clerk finds it in his menu, changes his name, phone and the
 * app's language (the shell follows), puts in a photo (his menu shows it), sees this browser
 * among his sessions, changes his password and signs in with the new one.
 */
import { expect, pick, pictureFile, signIn, test, watchErrors } from './helpers';

test('a clerk changes his profile, his language and his password from My account', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchErrors(page);
  await signIn(page, 'clerk@courier.test', '/secure/dashboard');
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page).toHaveURL('/secure/account');

  const sessions = page.getByRole('table', { name: 'Open sessions' });
  await expect(sessions.getByRole('row', { name: /^Chrome \d+ · .+ This device/ })).toBeVisible();

  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByRole('textbox', { name: /^Name/ }).fill('Selin Arslan Kaya');
  await profile.getByRole('textbox', { name: /^Phone/ }).fill('0532 765 43 21');
  await pick(page, /Language/, 'Türkçe');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('heading', { name: 'Hesabım' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hesap: Selin Arslan Kaya' })).toBeVisible();
  await pick(page, /Dil$/, 'English');
  await page.getByRole('button', { name: 'Profili kaydet' }).click();
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();

  // A photo larger than the call takes: cut to a square in the browser, then shown in his menu.
  const photo = page.getByRole('group', { name: 'Photo' });
  await photo.locator('input[type=file]').setInputFiles(await pictureFile(page, 'me.jpg', 3000, 2000, 'image/jpeg'));
  await expect(photo.getByText('Your photo is changed.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account:/ }).locator('img')).toHaveAttribute(
    'src',
    /^data:image\/jpeg;base64,/,
  );

  const password = page.getByRole('form', { name: 'Password' });
  await password.getByLabel(/^Current password/).fill('demo1234');
  await password.getByLabel(/^New password(?! \(confirm\))/).fill('Gise-Sabah-2026');
  await password.getByLabel(/^New password \(confirm\)/).fill('Gise-Sabah-2026');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText(/Your password is changed/)).toBeVisible();
  // This device goes on with the session the change began.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();

  await page.goto('/sign-out');
  await expect(page).toHaveURL('/sign-in');
  await page.getByLabel(/Email address/).fill('clerk@courier.test');
  await page.getByLabel(/^Password/).fill('Gise-Sabah-2026');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/secure/dashboard', { timeout: 15_000 });
  // After a sign-out the browser may log a failed update check of the demo's service worker; nothing else.
  expect(errors.filter((e) => !e.startsWith('Failed to update a ServiceWorker'))).toEqual([]);
});

test('an administrator puts in the company logo: the demo’s own API serves it to the frame and the public tracking page', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await signIn(page, 'admin@courier.test', '/secure/staff/company');
  const logo = page.getByRole('group', { name: 'Logo' });
  await logo.locator('input[type=file]').setInputFiles(await pictureFile(page, 'logo.png', 900, 300));
  await expect(logo.getByText('The logo is saved.')).toBeVisible();
  // Drawn in place of the product's mark beside the company's name, from the in-browser API.
  const inFrame = page.locator('aside img[src^="/api/v1/company/logo?v="]');
  await expect(inFrame).toBeVisible();
  expect(await inFrame.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
  await page.goto('/home');
  const onTracking = page.locator('header img[src^="/api/v1/company/logo?v="]');
  await expect(onTracking).toBeVisible();
  expect(await onTracking.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
  expect(errors).toEqual([]);
});
