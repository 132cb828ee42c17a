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
