import { expect, pageNow, pick, signIn, test, typeDay } from './helpers';

/**
 * A trip's life through the screens: planned from a route with a free truck and driver, a
 * waiting parcel loaded by scan, departed, arrived at each stop and completed; a driver sees
 * only his own trips.
 */

test('a trip is planned, loaded by scan, departed, arrived and completed', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'dispatcher@courier.test', '/secure/trips');
  await expect(page.getByRole('table', { name: 'Trips' }).getByRole('row').nth(1)).toBeVisible();
  await page.getByRole('link', { name: 'Plan a trip' }).click();

  // Two hours from now, Türkiye time.
  const local = new Date((await pageNow(page)).getTime() + 5 * 3_600_000).toISOString();
  await pick(page, /Route$/, /^R-03 /);
  await typeDay(page, /^Day/, local.slice(0, 10));
  await page.getByRole('textbox', { name: /^Departure/ }).fill(local.slice(11, 16));
  await expect(page.getByRole('region', { name: 'Stops and times' })).toContainText('IST');
  await expect(page.getByText(/\d+ trucks? and \d+ drivers? are free then/)).toBeVisible();
  await page
    .getByRole('button', { name: /Truck$/ })
    .and(page.locator('[aria-haspopup="listbox"]'))
    .click();
  await page.locator('[role="option"]:not([aria-disabled="true"])').first().click();
  await page
    .getByRole('button', { name: /Driver$/ })
    .and(page.locator('[aria-haspopup="listbox"]'))
    .click();
  await page
    .locator('[role="option"]:not([aria-disabled="true"])')
    .filter({ hasText: /· CE?$/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Plan the trip' }).click();
  await expect(page).toHaveURL(/\/secure\/trips\/trp_\w+$/);
  await expect(page.getByText('The truck stands at IST: parcels are loaded and unloaded here.')).toBeVisible();

  // A parcel waiting at İstanbul for Bursa or İzmir is scanned onto the truck.
  const waiting = page.getByRole('table', { name: /^Waiting at IST/ });
  const number = (await waiting.getByRole('link').first().textContent())!.trim();
  await page.getByRole('textbox', { name: /^Scan or type a tracking number/ }).fill(number);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${number} loaded`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'On board (1)' })).toContainText(number);

  const move = async (button: string, dialog: string) => {
    await page.getByRole('button', { name: button, exact: true }).click();
    await page.getByRole('alertdialog', { name: dialog }).getByRole('button', { name: button, exact: true }).click();
    await expect(page.getByRole('alertdialog', { name: dialog })).toHaveCount(0);
  };
  // A move the rules would refuse is not offered: its button waits, with the reason beside it.
  const waits = async (button: string, reason: RegExp) => {
    const move = page.getByRole('button', { name: button, exact: true });
    await expect(move).toBeDisabled();
    await expect(move).toHaveAccessibleDescription(reason);
  };
  const code = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();

  // A truck with parcels on board leaves sealed, and not sooner than half an hour before its time.
  await waits('Depart', /^Set the seal first/);
  await page.getByRole('textbox', { name: 'Seal number' }).fill('SL-204417');
  await page.getByRole('button', { name: 'Set the seal' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Seal of ${code} saved` })).toBeVisible();
  await expect(page.getByText(/^It may leave from /)).toBeVisible();
  await waits('Depart', /^Too early: the trip may leave from /);
  await page.clock.fastForward('02:00:00');
  await move('Depart', 'Depart from IST?');
  // Said on the page, where no toast covers the manifest.
  await expect(page.getByRole('status').filter({ hasText: `Trip ${code} departed` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('In transit');
  await expect(page.getByRole('table', { name: 'On board (1)' })).toContainText('In transit');

  // On the live map the truck is on the road, and its position keeps coming in.
  // (Within the app: the mock server's data lives in the page.)
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Live tracking' }).click();
  await page.getByRole('searchbox', { name: 'Find a truck' }).fill(code);
  await page.getByRole('complementary', { name: 'Trucks on the road' }).getByRole('button').first().click();
  const chosen = page.getByRole('region', { name: /^Truck / });
  await expect(chosen).toContainText(code);
  await expect(page).toHaveURL(/truck=trk_/);
  const last = chosen.locator('dt', { hasText: 'Last position' }).locator('+ dd');
  const first = await last.textContent();
  await expect(last).not.toHaveText(first!);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(code);

  // No truck covers İstanbul to Bursa (about 100 km as the crow flies) in seconds.
  await expect(page.getByText(/^It can be at BUR from .* at the earliest\.$/)).toBeVisible();
  await waits('Arrive at BUR', /^Too soon: the truck can be there from /);
  await page.clock.fastForward('01:30:00');
  await move('Arrive at BUR', 'Arrive at BUR?');
  await move('Depart', 'Depart from BUR?');
  await page.clock.fastForward('03:00:00');
  await move('Arrive at IZM', 'Arrive at IZM?');
  await expect(page.getByText('Nothing on board.')).toBeVisible();
  await move('Complete', 'Complete the trip?');
  await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('Completed');
});

test('a driver sees only his own trips', async ({ page }) => {
  await signIn(page, 'driver@courier.test', '/secure/round');
  await page.goto('/secure/trips');
  const table = page.getByRole('table', { name: 'Trips' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  // The Driver column, wherever the list's default columns put it.
  const drivers = await table.getByRole('row').evaluateAll((rows) => {
    const column = [...rows[0]!.querySelectorAll('th')].findIndex((th) => th.textContent?.trim() === 'Driver');
    return rows.slice(1).map((row) => row.querySelectorAll('td')[column]?.textContent);
  });
  expect(new Set(drivers)).toEqual(new Set(['Emre Şahin']));
  await expect(page.getByRole('link', { name: 'Plan a trip' })).toHaveCount(0);
});
