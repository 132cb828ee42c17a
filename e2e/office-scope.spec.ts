import type { Page } from '@playwright/test';
import { expect, signIn, test } from './helpers';

/**
 * A clerk reads his office's parcels (docs/security.md): another office's opens only by its exact
 * tracking number, to read, with no amounts; his list shows the amounts of his office's bookings only.
 */

interface ParcelRow {
  id: string;
  trackingNumber: string;
  originOfficeId: string;
  currentOfficeId: string | null;
  destinationOfficeId: string;
}

/** A call of the in-browser API as the signed-in user. */
const asSignedIn = <T>(page: Page, path: string) =>
  page.evaluate(async (path) => {
    const token = localStorage.getItem('courier.accessToken') ?? sessionStorage.getItem('courier.accessToken');
    const response = await fetch(path, { headers: { authorization: `Bearer ${token}` } });
    return { status: response.status, body: await response.json() };
  }, path) as Promise<{ status: number; body: T }>;

test("a clerk finds another office's parcel by its number, and reads it without its amounts", async ({ page }) => {
  await signIn(page, 'support@courier.test', '/secure/complaints');
  // Support reads the network: a parcel that none of the İstanbul counter's fields names.
  const { body } = await asSignedIn<{ items: ParcelRow[] }>(page, '/api/v1/parcels?size=100');
  await signIn(page, 'clerk@courier.test', '/secure/dashboard');
  const office = (await asSignedIn<{ officeId: string }>(page, '/api/common/user')).body.officeId;
  const away = body.items.find((p) => ![p.originOfficeId, p.currentOfficeId, p.destinationOfficeId].includes(office))!;
  expect((await asSignedIn(page, `/api/v1/parcels/${away.id}`)).status).toBe(404);

  await page.goto('/secure/dashboard?layout=dense');
  await page.getByRole('button', { name: 'Open search' }).click();
  await page.getByRole('combobox', { name: 'Search' }).fill(away.trackingNumber);
  await page.getByRole('option', { name: new RegExp(away.trackingNumber) }).click();
  await expect(page).toHaveURL(`/secure/parcels/tracking/${away.trackingNumber}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(away.trackingNumber);
  await expect(page.getByText(/Another office's parcel, opened by its tracking number/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'History' }).getByRole('listitem').first()).toBeVisible();
  const payment = page.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('The price is shown to the office that booked the parcel');
  await expect(payment).not.toContainText('₺');
  await expect(page.getByRole('button', { name: 'Actions' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Print label' })).toHaveCount(0);

  // A complaint about it starts from the page, with the parcel named.
  await page.getByRole('link', { name: 'Open a complaint' }).click();
  await expect(page.getByText(`Parcel ${away.trackingNumber}`)).toBeVisible();

  // The opening is in the audit log, with the clerk's office.
  await signIn(page, 'admin@courier.test', '/secure/staff/audit');
  const rows = await asSignedIn<{ items: { actorName: string; recordLabel: string }[] }>(
    page,
    '/api/v1/audit?action=parcel.opened_outside_office',
  );
  expect(rows.body.items.map((r) => r.recordLabel)).toContain(away.trackingNumber);
});

test("a clerk's parcel list shows the amounts of his office's bookings only, and orders by none", async ({ page }) => {
  await signIn(page, 'clerk@courier.test', '/secure/parcels');
  const office = (await asSignedIn<{ officeId: string }>(page, '/api/common/user')).body.officeId;
  const table = page.getByRole('table', { name: 'Parcels' });
  const price = table.getByRole('columnheader', { name: 'Price' });
  await expect(price).toBeVisible();
  await expect(price.getByRole('button')).toHaveCount(0);
  // Parcels bound for his office, booked elsewhere: listed, their price not shown.
  const { body } = await asSignedIn<{ items: ParcelRow[] }>(
    page,
    `/api/v1/parcels?destinationOfficeId=${office}&size=5`,
  );
  const bound = body.items.find((p) => p.originOfficeId !== office)!;
  await page.goto(`/secure/parcels?q=${bound.trackingNumber}`);
  const row = table.getByRole('row', { name: new RegExp(bound.trackingNumber) });
  await expect(row.locator('[data-label="Price"]')).toHaveText('—');
  // An order by the price in the address is not taken: the list stands in its usual order.
  await page.goto('/secure/parcels?sort=total&order=desc');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
