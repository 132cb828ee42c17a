import { expect, signIn, test } from './helpers';

test.beforeEach(async ({ page }) => {
  // Whatever the machine's network, the tiles do not load.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
});

test('the live map follows the event stream: one read, then positions pushed, no asking every two seconds', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/v1/live/trucks' || url.pathname === '/api/v1/events')
      asked.push(url.pathname + url.search);
  });
  await signIn(page, 'dispatcher@courier.test', '/secure/live-tracking');
  await expect(page.getByText(/^\d+ trucks on the road$/)).toBeVisible();
  // No tile server answers here: the map shows Türkiye's provinces under the trucks, not a grey area.
  await expect(page.locator('[data-provinces] path')).toHaveCount(81);
  await expect(page.getByText('Map without background tiles.')).toBeVisible();
  await expect.poll(() => asked.filter((a) => a === '/api/v1/events?trucks=1').length).toBe(1);
  // Three periods of the old polling pass: the positions come with the stream instead.
  await page.waitForTimeout(6_500);
  expect(asked.filter((a) => a === '/api/v1/live/trucks')).toHaveLength(1);
  expect(asked.filter((a) => a === '/api/v1/events?trucks=1')).toHaveLength(1);

  // Off the map, the stream goes on without the positions.
  await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page).toHaveURL('/secure/dashboard');
  await expect.poll(() => asked.at(-1)).toBe('/api/v1/events');
});

test('Turkish: the map without tiles, in Turkish', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('courier.language', 'tr'));
  await signIn(page, 'manager@courier.test', '/secure/destinations/off_003');
  await expect(page.locator('[data-provinces] path')).toHaveCount(81);
  await expect(page.getByText(/^Arka plan haritası olmadan/)).toBeVisible();
});
