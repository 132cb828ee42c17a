import { expect, signIn, test } from './helpers';

/**
 * The sample areas' screens inside the app: a task found by the top bar's search opens beside the
 * team's list; a task is done by its checkbox and stays done after a reload.
 */
test('a task found by search opens in the Tasks app, and marking it done is kept', async ({ page }) => {
  await signIn(page, 'clerk@courier.test', '/secure/dashboard');
  // The classic frame's top bar is minimal: the search is in the fuller bars.
  await page.goto('/secure/dashboard?layout=dense');
  await page.getByRole('button', { name: 'Open search' }).click();
  await page.getByRole('combobox', { name: 'Search' }).fill('lease');
  await page.getByRole('option', { name: /Renew the Ankara hub lease/ }).click();
  await expect(page).toHaveURL(/\/apps\/tasks\/tsk_\w+$/);
  const panel = page.getByRole('region', { name: 'Renew the Ankara hub lease' });
  await expect(panel).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();

  const done = page.getByRole('checkbox', { name: 'Done: Renew the Ankara hub lease' });
  const wasDone = await done.isChecked();
  await panel.getByText('Completed').click();
  await expect(done).toBeChecked({ checked: !wasDone });
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Done: Renew the Ankara hub lease' })).toBeChecked({ checked: !wasDone });

  // An unknown task says so beside the list; an unknown app is a page not found inside the frame.
  await page.goto('/apps/tasks/tsk_none');
  await expect(page.getByText('This task no longer exists')).toBeVisible();
  await page.goto('/apps/nowhere');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('every role finds the apps in the menu: a driver opens the team tasks from it', async ({ page }) => {
  await signIn(page, 'driver@courier.test', '/secure/scanning');
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu.getByText('Apps', { exact: true })).toBeVisible();
  await menu.getByRole('link', { name: 'Tasks' }).click();
  await expect(page).toHaveURL('/apps/tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Tasks' })).toHaveAttribute('aria-current', 'page');
});

test('a task is moved into another section with the keyboard alone, and the order is kept', async ({ page }) => {
  await signIn(page, 'clerk@courier.test', '/apps/tasks');
  const list = page.getByRole('grid', { name: 'Tasks' });
  const handles = () => list.getByRole('button', { name: /^Move (task|section): / });
  await expect(handles().nth(1)).toHaveAccessibleName('Move task: Prepare the Q4 network review');
  // Into the list (its first row), down to the task, into its row (the handle), then Enter starts the move.
  await page.getByRole('searchbox', { name: 'Search tasks' }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(handles().nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  const target = page.getByRole('button', { name: 'Insert between Customers and Call Anadolu Tekstil about returns' });
  for (let i = 0; i < 8 && !(await target.evaluate((el) => el === document.activeElement).catch(() => false)); i++) await page.keyboard.press('ArrowDown');
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
  // Under the "Customers" section now, first in it.
  const firstSix = ['Move section: Company internal', 'Move task: Renew the Ankara hub lease', 'Move task: Check the new scanner firmware', 'Move section: Customers', 'Move task: Prepare the Q4 network review', 'Move task: Call Anadolu Tekstil about returns'];
  await expect.poll(async () => (await handles().evaluateAll((all) => all.map((b) => b.getAttribute('aria-label')))).slice(0, 6)).toEqual(firstSix);
  await page.reload();
  await expect.poll(async () => (await handles().evaluateAll((all) => all.map((b) => b.getAttribute('aria-label')))).slice(0, 6)).toEqual(firstSix);
});

test('the activities feed lists what happened lately, in Turkish too, and its links open the pages they name', async ({ page }) => {
  await signIn(page, 'manager@courier.test', '/secure/dashboard');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Activities' }).click();
  await expect(page).toHaveURL('/apps/activities');
  const today = page.getByRole('region', { name: 'Today' });
  await expect(today.getByText('TRP-2026-00131', { exact: true })).toBeVisible();
  await expect(today.getByText(/^2[56] minutes ago ·/)).toBeVisible();
  await page.getByRole('link', { name: 'CMP-000187' }).click();
  await expect(page).toHaveURL('/secure/complaints');
  await page.addInitScript(() => localStorage.setItem('courier.language', 'tr'));
  await page.goto('/apps/activities');
  await expect(page.getByRole('heading', { level: 1, name: 'Etkinlikler' })).toBeVisible();
  await expect(page.getByText('Bir şikâyet çözüldü')).toBeVisible();
});
