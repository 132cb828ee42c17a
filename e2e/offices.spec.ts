import { deleteShown, expect, signIn, test } from './helpers';

/** Offices (/secure/destinations): create, validate, edit and delete one; an office in use refuses to go. */

test('an office is created, refused a taken code, edited and deleted; one in use is not', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'manager@courier.test', '/secure/destinations');
  const table = page.getByRole('table', { name: 'Offices' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  // Validation in the browser: nothing is sent until the fields are right.
  await page.getByRole('link', { name: 'New office' }).click();
  await expect(page).toHaveURL('/secure/destinations/new');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  const field = (name: RegExp) => page.getByRole('textbox', { name });
  await field(/^Code/).fill('ist');
  await field(/^Name/).fill('Eskişehir Branch');
  await field(/^Street and number/).fill('İki Eylül Cd. 12');
  await field(/^District/).fill('Tepebaşı');
  await field(/^City/).fill('Eskişehir');
  await field(/^Postal code/).fill('26000');
  await field(/^Phone/).fill('+902222345678');
  await field(/^Email/).fill('esk@courier.test');
  await field(/^Opening hours/).fill('Mon-Fri 08:30-19:00');
  await field(/^Latitude/).fill('39.7767');
  await field(/^Longitude/).fill('30.5206');
  await field(/^Longitude/).press('Tab');

  // The server refuses a code another office has, on the code field.
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('This is already in use')).toBeVisible();
  await expect(page).toHaveURL('/secure/destinations/new');
  await field(/^Code/).fill('ESK');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/secure\/destinations\/off_\w+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ESK');
  await expect(page.getByRole('region', { name: 'Map of ESK' })).toBeVisible();

  // Edited.
  await page.getByRole('link', { name: 'Edit' }).click();
  await field(/^Name/).fill('Eskişehir Şube');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ESK');
  await expect(page.getByRole('region', { name: 'Contact' })).toContainText('Eskişehir Şube');

  // Deleted, after a confirmation.
  await deleteShown(page, 'Delete office ESK?', '/secure/destinations', 'ESK', 'Offices');

  // İstanbul holds parcels, drivers, trucks and routes: the server refuses, the dialog says why.
  // The empty table offers the way back to the whole list.
  await table.getByRole('button', { name: 'Clear filters' }).click();
  await table.getByRole('cell', { name: 'IST', exact: true }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const refusal = page.getByRole('alertdialog', { name: 'Delete office IST?' });
  await refusal.getByRole('button', { name: 'Delete' }).click();
  await expect(refusal.getByRole('alert')).toContainText(/\d+ open parcels/);
  await expect(refusal.getByRole('alert')).toContainText(/\d+ drivers?/);
  await refusal.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('IST');
});
