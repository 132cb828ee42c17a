import { chooseFirst, expect, pick, signIn, test } from './helpers';

/** Complaints: opened, worked to resolved with a resolution; past-SLA ones shown so; a parcel and its complaint one click apart. */

test('support opens a complaint and takes it from open through in progress to resolved', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'support@courier.test', '/secure/complaints');
  await expect(page.getByRole('table', { name: 'Complaints' }).getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('link', { name: 'Open a complaint' }).click();

  await chooseFirst(page, /^Customer/, 'a');
  await pick(page, /Category$/, 'Billing');
  await pick(page, /Priority$/, 'High');
  await page.getByRole('textbox', { name: /^Subject/ }).fill('Charged twice for one parcel');
  await page
    .getByRole('textbox', { name: /^Description/ })
    .fill('The invoice of last week shows the same parcel twice.');
  await page.getByRole('button', { name: 'Open the complaint' }).click();
  await expect(page).toHaveURL(/\/secure\/complaints\/cmp_\w+$/);
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('Open');
  await expect(page.getByText(/23 h \d+ min left|24 h 0 min left/)).toBeVisible();

  // Start work acts at once (issue 64, item 11): no question, and the comment box takes the focus.
  await page.getByRole('button', { name: 'Start work', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('In progress');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Comment' })).toBeFocused();

  await page.getByRole('textbox', { name: 'Comment' }).fill('Checked the invoice: the second line is a duplicate.');
  await page.getByRole('button', { name: 'Add the comment' }).click();
  await expect(page.getByRole('region', { name: 'Comments (1)' })).toContainText('the second line is a duplicate');

  await page.getByRole('button', { name: 'Resolve', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Move to “Resolved”?' });
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Write the resolution');
  await dialog.getByRole('textbox', { name: /^Resolution/ }).fill('Credit note issued for the duplicate line.');
  await dialog.getByRole('button', { name: 'Resolve' }).click();
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('Resolved');
  await expect(page.getByRole('region', { name: 'Complaint' })).toContainText(
    'Credit note issued for the duplicate line.',
  );
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('Met');
});

test('past-SLA complaints are shown as such, and the filter finds only them', async ({ page }) => {
  await signIn(page, 'support@courier.test', '/secure/complaints');
  const table = page.getByRole('table', { name: 'Complaints' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await pick(page, /SLA$/, 'Past the SLA');
  await expect(page).toHaveURL(/pastSla=true/);
  await expect(table.getByRole('row').nth(1)).toContainText(/over$/);
  const slas = await table
    .getByRole('row')
    .evaluateAll((rows) => rows.slice(1).map((row) => row.lastElementChild?.textContent ?? ''));
  expect(slas.length).toBeGreaterThan(0);
  for (const sla of slas) expect(sla).toMatch(/over$/);
});

test('a clerk goes from a parcel to a new complaint about it, and from the complaint back to the parcel', async ({
  page,
}) => {
  await signIn(page, 'clerk@courier.test', '/secure/parcels');
  await page.getByRole('table', { name: 'Parcels' }).getByRole('row').nth(1).getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(/\/secure\/parcels\/par_\w+$/);
  const parcelUrl = new URL(page.url()).pathname;
  // The parcel's page is drawn once its heading is its tracking number.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^[A-Z]{2}\d{9}[A-Z]{2}$/);
  const number = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await page.getByRole('link', { name: 'Open a complaint' }).click();
  await expect(page.getByText(`Parcel ${number}`)).toBeVisible();
  await page.getByRole('textbox', { name: /^Subject/ }).fill('Receiver says it never came');
  await page
    .getByRole('textbox', { name: /^Description/ })
    .fill('Called on the phone; the tracking page says delivered.');
  await page.getByRole('button', { name: 'Open the complaint' }).click();
  await expect(page).toHaveURL(/\/secure\/complaints\/cmp_\w+$/);
  await page.getByRole('region', { name: 'Parcel' }).getByRole('link', { name: number }).click();
  await expect(page).toHaveURL(parcelUrl);
});
