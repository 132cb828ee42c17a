import type { Page } from '@playwright/test';
import { expect, signIn, test } from './helpers';

/** The dashboard's figures agree with the lists they open. */

/** The number a figure card shows, as written on it. */
async function figure(page: Page, label: string) {
  const card = page
    .getByRole('region', { name: "Today's figures" })
    .getByRole('link', { name: new RegExp(`^${label}`) });
  const text = (await card.textContent())!;
  return { card, value: new RegExp(`^${label}([\\d,]+)`).exec(text)![1]! };
}

/** The total the list under the page says it holds ("1–25 of 96", or "0 of 0"). */
async function listTotal(page: Page) {
  // The list has answered: its table is not loading and the pager is enabled.
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const range = page.getByRole('navigation', { name: 'Pagination' });
  await expect(
    range
      .getByRole('combobox')
      .or(range.getByRole('button', { name: /Rows per page/ }))
      .first(),
  ).toBeEnabled();
  await expect(range).toContainText(/of [\d,]+/);
  return /of ([\d,]+)/.exec((await range.textContent())!)![1];
}

test('each figure opens the list that counts the same rows', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'manager@courier.test', '/secure/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  for (const [label, path] of [
    ['Out for delivery', /\/secure\/parcels\?status=out_for_delivery$/],
    ['In transit', /\/secure\/parcels\?status=in_transit$/],
    ['Cash to collect', /\/secure\/parcels\?payment=cod&cod=pending$/],
    ['Delivered today', /\/secure\/parcels-history\?type=delivered&from=/],
    ['Open complaints', /\/secure\/complaints\?status=open%2Cin_progress%2Cawaiting_customer$/],
    ['Complaints past their SLA', /\/secure\/complaints\?pastSla=true$/],
    ['Trips on the road', /\/secure\/trips\?status=in_transit$/],
  ] as const) {
    const { card, value } = label === 'Cash to collect' ? await cashCount(page) : await figure(page, label);
    await card.click();
    await expect(page).toHaveURL(path);
    expect(await listTotal(page), label).toBe(value);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  }
});

/** Cash to collect shows an amount; the list counts the parcels, written under it. */
async function cashCount(page: Page) {
  const card = page.getByRole('region', { name: "Today's figures" }).getByRole('link', { name: /^Cash to collect/ });
  return { card, value: /([\d,]+) parcels?/.exec((await card.textContent())!)![1]! };
}

test('a clerk sees his office, only his, and no money', async ({ page }) => {
  await signIn(page, 'clerk@courier.test', '/secure/dashboard');
  await expect(page.getByText(/^IST · /)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Figures for' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: "Today's figures" })).toBeVisible();
  await expect(page.getByText('Revenue this month')).toHaveCount(0);
  // Another office in the address does not change whose figures these are.
  await page.goto('/secure/dashboard?office=off_003');
  await expect(page.getByText(/^IST · /)).toBeVisible();
  await expect(page.getByRole('region', { name: "Today's figures" }).getByRole('link').first()).toBeVisible();
});

test('a reload asks for the frame and the figures once each, beside the session check', async ({ page }) => {
  await signIn(page, 'clerk@courier.test', '/secure/dashboard');
  await expect(page.getByRole('region', { name: "Today's figures" })).toBeVisible();
  // What the page does from here, in the order it happens: calls made, and the session check's answer.
  const events: string[] = [];
  page.on(
    'request',
    (request) =>
      request.url().includes('/api/') &&
      events.push(`ask ${new URL(request.url()).pathname}${new URL(request.url()).search}`),
  );
  page.on(
    'response',
    (response) => response.url().endsWith('/api/auth/sign-in-with-token') && events.push('session checked'),
  );
  await page.reload();
  await expect(page.getByRole('region', { name: "Today's figures" })).toBeVisible();
  await expect(page.getByText(/^Updated/)).toBeVisible();
  const checked = events.indexOf('session checked');
  expect(checked).toBeGreaterThan(0);
  const officeId = await page.evaluate(
    () => localStorage.getItem('courier.office') ?? sessionStorage.getItem('courier.office'),
  );
  expect(officeId).toBeTruthy();
  // The session check too: asked ahead with the rest, and taken by the app's start.
  expect(events.filter((e) => e === 'ask /api/auth/sign-in-with-token')).toHaveLength(1);
  for (const call of [
    '/api/common/user',
    '/api/common/navigation',
    '/api/common/messages',
    '/api/common/notifications',
    '/api/common/shortcuts',
    '/api/apps/chat/chats',
    `/api/v1/dashboard?officeId=${officeId}`,
  ]) {
    // Asked for once: the router's call took the answer asked for ahead.
    expect(
      events.filter((e) => e === `ask ${call}`),
      call,
    ).toHaveLength(1);
    expect(events.indexOf(`ask ${call}`), call).toBeLessThan(checked);
  }
  // Signing out forgets the office with the token.
  await page.goto('/sign-out');
  await expect(page.getByRole('heading', { name: /signed out/i })).toBeVisible();
  expect(await page.evaluate(() => [localStorage, sessionStorage].map((s) => s.getItem('courier.office')))).toEqual([
    null,
    null,
  ]);
});
