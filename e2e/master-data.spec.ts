import type { Page } from '@playwright/test';
import { dayFromNow, deleteShown, expect, pick, signIn, test, typeDay } from './helpers';

/**
 * Customers, routes, drivers and trucks: one of each is created (after the browser's and the
 * server's validation), edited and deleted; a role that only reads sees no way to write.
 */

const field = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

test('a customer is validated, created, edited and deleted; finance only reads', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'manager@courier.test', '/secure/customers');
  await expect(page.getByRole('table', { name: 'Customers' }).getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('link', { name: 'New customer' }).click();

  await pick(page, /Type$/, 'Business');
  await field(page, /^Contact person/).fill('Okan Er');
  await field(page, /^Company name/).fill('Ege Lojistik A.Ş.');
  await field(page, /^Tax number/).fill('12345');
  await field(page, /^Phone/).fill('0532 000');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.locator('[slot="errorMessage"]', { hasText: 'Ten digits' })).toBeVisible();
  await expect(page.getByText('A phone number, like 0532 123 45 67 or +905321234567')).toBeVisible();

  await field(page, /^Tax number/).fill('9876543210');
  await field(page, /^Phone/).fill('+902324445566');
  await field(page, /^Email/).fill('info@egelojistik.example');
  await pick(page, /Home office$/, /^IZM · /);
  await field(page, /^Street and number/).fill('Liman Cd. 8');
  await field(page, /^District/).fill('Alsancak');
  await field(page, /^City/).fill('İzmir');
  await field(page, /^Postal code/).fill('35220');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/secure\/customers\/cus_\w+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ege Lojistik A.Ş.');
  await expect(page.getByText('No parcels booked yet.')).toBeVisible();
  const code = (await page
    .getByText(/^CUS-\d{6}$/)
    .first()
    .textContent())!.trim();

  await page.getByRole('link', { name: 'Edit' }).click();
  await field(page, /^Company name/).fill('Ege Lojistik Ticaret A.Ş.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ege Lojistik Ticaret A.Ş.');

  await deleteShown(page, `Delete customer ${code}?`, '/secure/customers', code, 'Customers');

  // Finance reads customers but writes nothing: no New, no Edit, no Delete; the form's URL leads back.
  await signIn(page, 'finance@courier.test', '/secure/customers');
  await expect(page.getByRole('table', { name: 'Customers' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'New customer' })).toHaveCount(0);
  await page.getByRole('table', { name: 'Customers' }).getByRole('cell', { name: /^CUS-/ }).first().click();
  await expect(page).toHaveURL(/\/secure\/customers\/cus_\w+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.goto('/secure/customers/new');
  await expect(page).toHaveURL('/secure/customers');
});

test('a route is validated, refused a taken code, created, reordered by keyboard and deleted', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'dispatcher@courier.test', '/secure/routes');
  await expect(
    page.getByRole('table', { name: 'Routes' }).getByRole('cell', { name: 'IST → BUR → IZM' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'New route' }).click();

  await field(page, /^Code/).fill('R9');
  await field(page, /^Name/).fill('Ankara – Kayseri – Adana');
  await page.getByRole('textbox', { name: /^Distance/ }).fill('490');
  await field(page, /^Departure/).fill('21:30');
  await pick(page, /Stop 1$/, /^ANK · /);
  await pick(page, /Stop 2$/, /^KAY · /);
  await page.getByRole('button', { name: 'Add a stop' }).click();
  await pick(page, /Stop 3$/, /^ADA · /);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Like R-01', { exact: true }).last()).toBeVisible();

  // The server knows R-01 is taken.
  await field(page, /^Code/).fill('R-01');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('This is already in use')).toBeVisible();
  await field(page, /^Code/).fill('R-90');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/secure\/routes\/rte_\w+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('R-90');
  const stops = page.getByRole('region', { name: 'Stops (3)' }).getByRole('listitem');
  await expect(stops).toHaveText([/ANK.*21:30/, /KAY.*22:30/, /ADA.*23:30/]);
  await expect(page.getByRole('region', { name: 'Map of route R-90' })).toBeVisible();

  // Adana moves before Kayseri from the keyboard; the times stay in their places.
  await page.getByRole('link', { name: 'Edit' }).click();
  const list = page.getByRole('grid', { name: 'Stops' });
  await list.getByRole('row').nth(2).getByText('3', { exact: true }).click();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', 'Move ADA');
  await page.keyboard.press('Enter');
  for (
    let i = 0;
    i < 5 && (await page.locator(':focus').getAttribute('aria-label')) !== 'Insert between ANK and KAY';
    i++
  )
    await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/secure\/routes\/rte_\w+$/);
  await expect(stops).toHaveText([/ANK.*21:30/, /ADA.*22:30/, /KAY.*23:30/]);

  // Dispatchers plan routes but only managers delete.
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  const url = page.url();
  await signIn(page, 'manager@courier.test', new URL(url).pathname);
  await deleteShown(page, 'Delete route R-90?', '/secure/routes', 'R-90', 'Routes');
});

test('a driver is refused an expired licence, created, edited and deleted', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'manager@courier.test', '/secure/drivers');
  await expect(page.getByRole('table', { name: 'Drivers' }).getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('link', { name: 'New driver' }).click();

  await field(page, /^Employee number/).fill('DRV-9001');
  await field(page, /^Name/).fill('Ali Vural');
  await field(page, /^Phone/).fill('+905320001122');
  await field(page, /^Email/).fill('ali.vural@courier.test');
  await field(page, /^Licence number/).fill('TR-CE-900001');
  await pick(page, /Home office$/, /^ANK · /);
  await typeDay(page, /^Licence expiry/, dayFromNow(-3));
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('The licence has expired: an active driver needs a valid one')).toBeVisible();

  await typeDay(page, /^Licence expiry/, dayFromNow(20));
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/secure\/drivers\/drv_\w+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ali Vural');
  await expect(page.getByRole('region', { name: 'Licence' })).toContainText(/Expires in (19|20) days/);
  await expect(page.getByText('No trips yet.')).toBeVisible();

  await page.getByRole('link', { name: 'Edit' }).click();
  await pick(page, /Status$/, 'Off duty');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ali Vural');
  await expect(page.getByText('Off duty').first()).toBeVisible();

  await deleteShown(page, 'Delete driver Ali Vural?', '/secure/drivers', 'DRV-9001', 'Drivers');
});

test('a truck is refused a wrong and a taken plate, created, edited and deleted', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'manager@courier.test', '/secure/trucks');
  const table = page.getByRole('table', { name: 'Trucks' });
  const taken = (await table.getByRole('row').nth(1).getByRole('cell').nth(1).textContent())!.trim();
  await page.getByRole('link', { name: 'New truck' }).click();

  await field(page, /^Plate/).fill('99 AB 12');
  await field(page, /^Make/).fill('Mercedes-Benz');
  await field(page, /^Model/).fill('Atego');
  await page.getByRole('textbox', { name: /^Year/ }).fill('2024');
  await page.getByRole('textbox', { name: /^Capacity \(weight\)/ }).fill('7500');
  await page.getByRole('textbox', { name: /^Capacity \(volume\)/ }).fill('38');
  await pick(page, /Home office$/, /^BUR · /);
  await typeDay(page, /^Next service/, dayFromNow(90));
  await typeDay(page, /^Insurance expiry/, dayFromNow(200));
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('A Turkish plate, like 34 ABC 123', { exact: true })).toBeVisible();

  // The server refuses a plate another truck has, written without spaces.
  await field(page, /^Plate/).fill(taken.replace(/ /g, '').toLowerCase());
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('This is already in use')).toBeVisible();
  await field(page, /^Plate/).fill('16btr901');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/secure\/trucks\/trk_\w+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('16 BTR 901');

  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: /^Odometer/ }).fill('1250');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('region', { name: 'Vehicle' })).toContainText('1,250 km');

  await deleteShown(page, 'Delete truck 16 BTR 901?', '/secure/trucks', '16BTR901', 'Trucks');
});
