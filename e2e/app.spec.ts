import { expect, test } from '@playwright/test';

test('the app starts on the in-browser mock API', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Courier back office' })).toBeVisible();
  // The service worker answers api calls: an unknown one gets the mock's 404 body.
  const body = await page.evaluate(async () => {
    const response = await fetch('/api/no/such/route');
    return { status: response.status, json: await response.json() };
  });
  expect(body).toEqual({ status: 404, json: { error: { code: 'not_found', message: 'NOT FOUND' } } });
  expect(errors).toEqual([]);
});
