import { expect, test } from './helpers';

/**
 * The keyboard alone: signing in, opening a page from the content and a failed submit each leave
 * focus somewhere useful, and each new page is announced.
 */
test('with the keyboard alone, each page change lands on its heading and is announced, and a failed booking focuses its first problem', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email address').focus();
  await page.keyboard.type('clerk@courier.test');
  await page.keyboard.press('Tab');
  await page.keyboard.type('demo1234');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/secure/dashboard', { timeout: 10_000 });
  const announcer = page.locator('[data-route-announcer]');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expect(announcer).toHaveText(await page.title());

  await page.goto('/secure/parcels');
  const book = page.getByRole('link', { name: 'Book a parcel' });
  await book.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/secure/parcels/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Book a parcel' })).toBeFocused();
  await expect(announcer).toHaveText(/^Book a parcel/);

  await page.getByRole('button', { name: 'Book the parcel' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('combobox', { name: /Sender account/ })).toBeFocused();
  await expect(page.getByRole('alert').filter({ hasText: 'fields need attention' })).toBeVisible();
});

test('in the classic layout messages and notifications are reached from the user menu', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: /dispatcher@courier\.test/ }).click();
  await expect(page).toHaveURL('/secure/dashboard', { timeout: 10_000 });
  await expect(page.locator('[data-layout]')).toHaveAttribute('data-layout', 'classic');
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: /^Notifications/ }).press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  await expect(drawer.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
});
