import { expect, signIn, test } from './helpers';

test('the demo tells every signed-in page its data is the sample, until the notice is hidden for the visit', async ({
  page,
}) => {
  await signIn(page, 'clerk@courier.test', '/secure/dashboard');
  const notice = page.getByRole('region', { name: 'Demo data' });
  await expect(notice).toContainText('the sample company');
  // A demo on this machine only: no warning that others may reach it.
  await expect(notice).not.toContainText('other machines');
  await notice.getByRole('button', { name: 'Hide the demo notice' }).click();
  await expect(notice).toBeHidden();
  // Hidden on the next page, and after a reload of the tab.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page).toHaveURL('/secure/customers');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toBeHidden();
});

test.describe('with the spec’s response delays, as a visitor has them', () => {
  test.use({ demoDelays: true });

  test('a demo sign-in shows its button busy while the in-browser API takes its time, then lands', async ({ page }) => {
    await page.goto('/sign-in?redirectURL=%2Fsecure%2Fcustomers');
    await page.getByRole('button', { name: /clerk@courier\.test/ }).click();
    // The spec's 1.5 s before the answer: the form says it is at work meanwhile.
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toHaveAttribute('data-pending', 'true');
    await expect(page).toHaveURL('/secure/customers');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
