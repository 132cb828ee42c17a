import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { expect, pick, signIn, test } from './helpers';

/** Reports: the view in the URL, and a CSV export with the rows the table shows. */

test('finance exports the offices report to CSV with the rows the table shows', async ({ page }) => {
  await signIn(page, 'finance@courier.test', '/secure/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await pick(page, /Report$/, 'Offices');
  await pick(page, /Days$/, 'Last 30 days');
  await expect(page).toHaveURL(/report=offices&range=30d/);
  // The page shows the new range once its state has rendered (the address changes a moment before).
  await expect(page.getByRole('button', { name: /Days$/ })).toContainText('Last 30 days');
  const table = page.getByRole('table', { name: 'Offices' });
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const rowsShown = () =>
    table
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent)));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const csv = Papa.parse<string[]>((await readFile(file, 'utf8')).replace(/^\uFEFF/, ''), {
    skipEmptyLines: true,
  }).data;
  expect(csv[0]).toEqual(['Code', 'Office', 'Booked', 'Delivered']);
  expect(csv.length).toBeGreaterThan(6);
  // The table shows the 30 days once their answer is in (the 7 days' rows may stand until then).
  const exported = csv
    .slice(1)
    .map((row) => [row[0], row[1], Number(row[2]).toLocaleString('en-US'), Number(row[3]).toLocaleString('en-US')]);
  await expect.poll(rowsShown).toEqual(exported);
  const shown = await rowsShown();

  // The view survives a reload from its URL.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Offices' }).locator('tbody tr')).toHaveCount(shown.length);
});

test('the parcels history exports every row it promises, trips by their codes and times on the company clock', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Two days of scans: more rows than one page of the API holds.
  await signIn(page, 'manager@courier.test', '/secure/parcels-history?from=2026-11-19&to=2026-11-20');
  const button = page.getByRole('button', { name: /^Export [\d,]+ rows$/ });
  await expect(button).toBeEnabled();
  const promised = Number((await button.textContent())!.replace(/\D/g, ''));
  expect(promised).toBeGreaterThan(200);

  const download = page.waitForEvent('download', { timeout: 90_000 });
  await button.click();
  const file = await (await download).path();
  const [header, ...rows] = Papa.parse<string[]>((await readFile(file, 'utf8')).replace(/^\uFEFF/, ''), {
    skipEmptyLines: true,
  }).data;
  expect(header).toEqual([
    'When (Europe/Istanbul)',
    'Tracking number',
    'Event',
    'Status after',
    'Office',
    'Trip',
    'By',
    'Reason / note',
  ]);
  expect(rows).toHaveLength(promised);
  // Türkiye time, to the second: the first scans of the 19th in Türkiye are on the 19th here.
  for (const row of rows) expect(row[0]).toMatch(/^2026-11-(19|20) \d{2}:\d{2}:\d{2}$/);
  const trips = rows.map((row) => row[5]).filter(Boolean);
  expect(trips.length).toBeGreaterThan(0);
  for (const trip of trips) expect(trip).toMatch(/^TRP-\d{4}-\d{5}$/);
});
