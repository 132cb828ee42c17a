import { readdir, readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { booking } from '../packages/api/src/testing/fixtures';
import { chooseFirst, watchErrors } from './helpers';
import { asSignedIn, serverUrl, signInWithPassword } from './server';

/**
 * The app as the server serves it (`npm start`: the server on the embedded database, the app built
 * without the in-browser API): staff in two browsers work on one company's data. The server keeps
 * the wall clock, so nothing here reads the time of day.
 */
const staff = async (browser: Browser) => (await browser.newContext({ baseURL: serverUrl })).newPage();

test('staff in two browsers share one company: an office made in one is found in the other', async ({ browser }) => {
  test.setTimeout(150_000);
  const manager = await staff(browser);
  // The server's app has no demo buttons and registers no in-browser API.
  await manager.goto('/sign-in');
  await expect(manager.getByLabel(/Email address/)).toBeVisible();
  await expect(manager.getByRole('button', { name: /manager@courier\.test/ })).toHaveCount(0);
  expect(await manager.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);

  await signInWithPassword(manager, 'manager@courier.test', '/secure/destinations/new');
  const field = (name: RegExp) => manager.getByRole('textbox', { name });
  await field(/^Code/).fill('SRV');
  await field(/^Name/).fill('Sunucu Şubesi');
  await field(/^Street and number/).fill('Cumhuriyet Cd. 1');
  await field(/^District/).fill('Merkez');
  await field(/^City/).fill('Sivas');
  await field(/^Postal code/).fill('58000');
  await field(/^Phone/).fill('+903462345678');
  await field(/^Email/).fill('srv@courier.test');
  await field(/^Opening hours/).fill('Mon-Fri 08:30-19:00');
  await field(/^Latitude/).fill('39.75');
  await field(/^Longitude/).fill('37.02');
  await manager.getByRole('button', { name: 'Create' }).click();
  await expect(manager).toHaveURL(/\/secure\/destinations\/off_\w+$/);
  const address = new URL(manager.url()).pathname;

  // Another person, another browser: the office is there, in the list and on its page.
  const admin = await staff(browser);
  await signInWithPassword(admin, 'admin@courier.test', '/secure/destinations?q=SRV');
  await expect(admin.getByRole('table', { name: 'Offices' }).getByRole('row', { name: /Sunucu Şubesi/ })).toBeVisible();
  await admin.goto(address);
  await expect(admin.getByRole('heading', { level: 1 })).toHaveText('SRV');

  // A wrong password is refused by the server, with the form's message.
  const guest = await staff(browser);
  await guest.goto('/sign-in');
  await guest.getByLabel(/Email address/).fill('clerk@courier.test');
  await guest.getByLabel(/^Password/).fill('not-the-password');
  await guest.getByRole('button', { name: 'Sign in' }).click();
  await expect(guest.getByText('Wrong email or password')).toBeVisible();
});

test('a scan in one browser shows on the parcel page and the list open in another, without a reload', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const manager = await staff(browser);
  await signInWithPassword(manager, 'manager@courier.test', '/secure/dashboard');
  // A parcel booked at the İstanbul counter (the server's sample follows the wall clock: this one does not).
  const parcel = await asSignedIn<{ id: string; trackingNumber: string }>(manager, '/api/v1/parcels', booking);
  await manager.goto(`/secure/parcels/${parcel.id}`);
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText(parcel.trackingNumber);
  const status = manager.getByRole('main').getByText('At office', { exact: true });
  await expect(status).toHaveCount(0);
  const list = await manager.context().newPage();
  await list.goto(`/secure/parcels?q=${parcel.trackingNumber}`);
  const row = list.getByRole('row', { name: new RegExp(parcel.trackingNumber) });
  await expect(row).toContainText('Booked');

  // The İstanbul clerk receives it at the counter, in his own browser.
  const clerk = await staff(browser);
  await signInWithPassword(clerk, 'clerk@courier.test', '/secure/scanning');
  const field = clerk.getByRole('textbox', { name: 'Tracking number' });
  await field.fill(parcel.trackingNumber);
  // The moment the manager's page shows it, timed in that page (a figure for the record, not a test).
  const shown = manager.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const seen = () => [...document.querySelectorAll('main *')].some((e) => e.textContent?.trim() === 'At office');
        new MutationObserver(() => seen() && resolve(performance.timeOrigin + performance.now())).observe(
          document.body,
          { subtree: true, childList: true, characterData: true },
        );
      }),
  );
  await field.press('Enter');
  await expect(clerk.locator('[data-outcome]')).toContainText('Done');
  const scanned = await clerk.evaluate(() => performance.timeOrigin + performance.now());

  // The manager's pages follow, pushed by the server.
  await expect(status.first()).toBeVisible();
  await expect(row).toContainText('At office');
  test.info().annotations.push({
    type: 'pushed',
    description: `shown ${Math.round((await shown) - scanned)} ms after the scan was answered`,
  });
});

test('a station that loses the network keeps scanning, sends what it kept in order once, and lists what moved on meanwhile', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const clerk = await staff(browser);
  await signInWithPassword(clerk, 'clerk@courier.test', '/secure/scanning');
  const parcels = [];
  for (let i = 0; i < 3; i++)
    parcels.push(await asSignedIn<{ id: string; trackingNumber: string }>(clerk, '/api/v1/parcels', booking));
  const [first, second, movedOn] = parcels as [
    { id: string; trackingNumber: string },
    { id: string; trackingNumber: string },
    { id: string; trackingNumber: string },
  ];

  const field = clerk.getByRole('textbox', { name: 'Tracking number' });
  const feedback = clerk.locator('[data-outcome]');
  const connection = clerk.getByRole('status', { name: 'Connection' });
  // The station fetches its icons as it opens; the network goes once they are here.
  await expect(field).toBeVisible();
  const iconSets = () =>
    clerk.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => /\/heroicons_(solid|outline)-[\w-]+\.js$/.test(entry.name)).length,
    );
  await expect.poll(iconSets).toBe(2);
  await clerk.context().setOffline(true);
  for (const parcel of parcels) {
    await field.fill(parcel.trackingNumber);
    await field.press('Enter');
    await expect(feedback).toHaveAttribute('data-outcome', 'queued');
    await expect(feedback).toContainText(parcel.trackingNumber);
  }
  // Its icons were loaded while the network was there.
  await expect(feedback.locator('svg[data-icon="heroicons_solid:cloud-arrow-up"][data-loaded="true"]')).toBeVisible();
  await expect(connection).toContainText('No connection');
  await expect(connection).toContainText('3 scans are kept on this device');

  // Meanwhile, at the same counter, the manager receives the third parcel and puts it on hold.
  const manager = await staff(browser);
  await signInWithPassword(manager, 'manager@courier.test', '/secure/dashboard');
  const scanAs = (body: object) =>
    asSignedIn<{ parcel: { status: string } }>(manager, '/api/v1/scans', {
      trackingNumber: movedOn.trackingNumber,
      ...body,
    });
  expect((await scanAs({ action: 'received', officeId: 'off_001' })).parcel.status).toBe('at_office');
  expect((await scanAs({ action: 'held', reason: 'damaged' })).parcel.status).toBe('on_hold');

  // The network returns: the kept scans go in order; the third is listed to resolve.
  await clerk.context().setOffline(false);
  await expect(connection).toHaveCount(0, { timeout: 15_000 });
  const session = clerk.getByRole('list', { name: 'This session' });
  await expect(session.getByRole('listitem').filter({ hasText: first.trackingNumber })).toContainText(
    'Sent later · now: At office',
  );
  await expect(session.getByRole('listitem').filter({ hasText: second.trackingNumber })).toContainText(
    'Sent later · now: At office',
  );
  const toResolve = clerk.getByRole('list', { name: 'To resolve' });
  await expect(toResolve.getByRole('listitem')).toHaveCount(1);
  await expect(toResolve).toContainText(movedOn.trackingNumber);
  await clerk.getByRole('button', { name: `Resolved: ${movedOn.trackingNumber}` }).click();
  await expect(toResolve).toHaveCount(0);

  // Each kept scan is recorded once: the booking and one receipt.
  for (const parcel of [first, second]) {
    const { items } = await asSignedIn<{ items: { type: string }[] }>(
      manager,
      `/api/v1/parcel-events?parcelId=${parcel.id}&size=50`,
    );
    expect(items.map((e) => e.type).sort()).toEqual(['created', 'received']);
  }
  const { items } = await asSignedIn<{ items: { type: string }[] }>(
    manager,
    `/api/v1/parcel-events?parcelId=${movedOn.id}&size=50`,
  );
  expect(items.map((e) => e.type).sort()).toEqual(['created', 'held', 'received']);
});

test('a driver’s round: a failed attempt with its reason, a delivery kept offline with its proof and sent when the network returns', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  // Two parcels for this office's own town, received at the counter and put out for delivery with the driver.
  const manager = await staff(browser);
  await signInWithPassword(manager, 'manager@courier.test', '/secure/dashboard');
  const driver = await staff(browser);
  await signInWithPassword(driver, 'driver@courier.test', '/secure/round');
  const { driverId } = await asSignedIn<{ driverId: string }>(driver, '/api/common/user');
  const [absent, delivered] = await Promise.all(
    ['00001', '00002'].map(async (postalCode) => {
      const parcel = await asSignedIn<{ id: string; trackingNumber: string }>(manager, '/api/v1/parcels', {
        ...booking,
        destinationOfficeId: booking.originOfficeId,
        receiver: { ...booking.receiver, address: { ...booking.receiver.address, postalCode } },
      });
      const scan = (body: object) =>
        asSignedIn(manager, '/api/v1/scans', { trackingNumber: parcel.trackingNumber, ...body });
      await scan({ action: 'received', officeId: booking.originOfficeId });
      await scan({ action: 'out_for_delivery', driverId });
      return parcel;
    }),
  );

  await driver.reload();
  const stops = driver.getByRole('list', { name: 'Stops' });
  const stop = (parcel: { trackingNumber: string }) =>
    stops.getByRole('listitem').filter({ hasText: parcel.trackingNumber });
  // Both on his round, in stop order (by postal code; a retry's parcels of the same codes stay on it too).
  await expect(stop(absent!)).toBeVisible();
  await expect(stop(delivered!)).toBeVisible();
  const order = await stops
    .getByRole('listitem')
    .evaluateAll(
      (items, numbers) => numbers.map((n) => items.findIndex((i) => i.textContent!.includes(n))),
      [absent!.trackingNumber, delivered!.trackingNumber],
    );
  expect(order[0]).toBeLessThan(order[1]!);

  await driver.getByRole('button', { name: `Not delivered: ${absent!.trackingNumber}`, exact: true }).click();
  const failed = driver.getByRole('dialog');
  await failed.getByRole('button', { name: /Reason/ }).click();
  await driver.getByRole('option', { name: 'Recipient absent' }).click();
  await failed.getByRole('button', { name: 'Delivery failed' }).click();
  await expect(failed).toHaveCount(0);
  await expect(stop(absent!)).toContainText('Not delivered');

  // No network: the delivery is kept on the device, with its proof.
  await driver.context().setOffline(true);
  await driver.getByRole('button', { name: `Delivered: ${delivered!.trackingNumber}`, exact: true }).click();
  const proof = driver.getByRole('dialog');
  await proof.getByRole('textbox', { name: /Received by/ }).fill('Deniz Aydın');
  await proof.getByRole('button', { name: 'Write the name instead' }).click();
  await proof.getByRole('button', { name: 'Deliver' }).click();
  await expect(proof).toHaveCount(0);
  const connection = driver.getByRole('status', { name: 'Connection' });
  await expect(connection).toContainText('1 scan is kept on this device');
  await expect(stop(delivered!)).toContainText('Kept on this device');

  await driver.context().setOffline(false);
  await expect(connection).toHaveCount(0, { timeout: 15_000 });
  await expect(stop(delivered!)).toContainText('Delivered');
  // Recorded once each, the failure with its reason and the delivery with its proof.
  const events = async (parcel: { id: string }) =>
    (
      await asSignedIn<{ items: { type: string; reason: string | null }[] }>(
        manager,
        `/api/v1/parcel-events?parcelId=${parcel.id}&size=50`,
      )
    ).items.filter((e) => ['delivered', 'delivery_failed'].includes(e.type));
  expect(await events(absent!)).toMatchObject([{ type: 'delivery_failed', reason: 'recipient_absent' }]);
  expect(await events(delivered!)).toMatchObject([{ type: 'delivered' }]);
  const after = await asSignedIn<{ status: string; pod: { receivedBy: string } }>(
    manager,
    `/api/v1/parcels/${delivered!.id}`,
  );
  expect(after).toMatchObject({ status: 'delivered', pod: { receivedBy: 'Deniz Aydın' } });
});

test('Turkish: a scan kept offline is sent when the network returns, and another browser’s parcel page follows', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const inTurkish = async (page: Page, path: string) => {
    await page.evaluate(() => localStorage.setItem('courier.language', 'tr'));
    await page.goto(path);
  };
  const manager = await staff(browser);
  await signInWithPassword(manager, 'manager@courier.test', '/secure/dashboard');
  const parcel = await asSignedIn<{ id: string; trackingNumber: string }>(manager, '/api/v1/parcels', booking);
  await inTurkish(manager, `/secure/parcels/${parcel.id}`);
  await expect(manager.getByRole('heading', { level: 1 })).toHaveText(parcel.trackingNumber);
  const status = manager.getByRole('main').getByText('Şubede', { exact: true });
  await expect(status).toHaveCount(0);

  const clerk = await staff(browser);
  await signInWithPassword(clerk, 'clerk@courier.test', '/secure/scanning');
  await inTurkish(clerk, '/secure/scanning');
  const field = clerk.getByRole('textbox', { name: 'Takip numarası' });
  await expect(field).toBeVisible();
  await clerk.context().setOffline(true);
  await field.fill(parcel.trackingNumber);
  await field.press('Enter');
  const connection = clerk.getByRole('status', { name: 'Bağlantı' });
  await expect(connection).toContainText('Bağlantı yok');
  await expect(connection).toContainText('1 okutma bu cihazda saklanıyor');

  await clerk.context().setOffline(false);
  await expect(clerk.getByRole('list', { name: 'Bu oturum' }).getByRole('listitem').first()).toContainText(
    'Sonradan gönderildi · şimdi: Şubede',
    { timeout: 15_000 },
  );
  await expect(status.first()).toBeVisible();
});

test('the served app runs under its Content-Security-Policy: no inline script, no eval, nothing refused', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const page = await staff(browser);
  const refused = watchErrors(page);
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`refused ${event.violatedDirective} ${event.blockedURI}`),
    ),
  );
  // Tiles come from the network, which this machine may not reach: answered with an empty image.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 204 }));
  const answer = await page.goto('/sign-in');
  expect(answer!.headers()['content-security-policy']).toContain("script-src 'self';");
  expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toContain(
    "object-src 'none'",
  );
  await signInWithPassword(page, 'admin@courier.test', '/secure/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  // Forms checked by the domain's schemas, the import's worker, the map, the charts.
  await page.goto('/secure/parcels/import');
  await chooseFirst(page, /Customer/, 'a');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'one.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Receiver,Phone\nAyşe Kaya,+905321234567\n'),
  });
  await expect(page.getByText('one.csv: 1 row')).toBeVisible();
  await page.goto('/secure/live-tracking');
  await expect(page.locator('.leaflet-container')).toBeVisible();
  await page.goto('/secure/reports');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/secure/parcels/new');
  await page.getByRole('button', { name: 'Book the parcel' }).click();
  await expect(page.getByRole('textbox', { name: 'Name' }).first()).toHaveAttribute('aria-invalid', 'true');
  await page.waitForTimeout(500);
  expect(refused).toEqual([]);
});

test('a forgotten password: the link is mailed (to the outbox here), used once, and the new password signs in', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const page = await staff(browser);
  const outbox = '.cache/e2e-server/outbox';
  const before = new Set(await readdir(outbox).catch(() => []));
  await page.goto('/forgot-password');
  await page.getByLabel(/Email address/).fill('dispatcher@courier.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('A reset link was sent if the address is registered.')).toBeVisible();
  let mail = '';
  // The mail is written after the answer, and other tests' mails may land beside it: the new one
  // addressed to the dispatcher is waited for.
  await expect(async () => {
    const mails = await Promise.all(
      (await readdir(outbox)).filter((f) => !before.has(f)).map((f) => readFile(`${outbox}/${f}`, 'utf8')),
    );
    mail = mails.find((text) => text.includes('To: dispatcher@courier.test')) ?? '';
    expect(mail).toContain('reset-password?token=');
  }).toPass({ timeout: 10_000 });
  const link = /http:\/\/\S+reset-password\?token=[\w-]+/.exec(mail)![0];

  await page.goto(link);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('qwertyuiop');
  await page.getByRole('textbox', { name: 'Password (confirm)' }).fill('qwertyuiop');
  await page.getByRole('button', { name: 'Reset your password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This password is one of the most used ones: choose another.');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Sevkiyat-Masasi-7');
  await page.getByRole('textbox', { name: 'Password (confirm)' }).fill('Sevkiyat-Masasi-7');
  await page.getByRole('button', { name: 'Reset your password' }).click();
  await expect(page.getByText('Your password has been reset.')).toBeVisible();

  // Used once: the same link is refused, in words.
  await page.goto(link);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Another-Password-8');
  await page.getByRole('textbox', { name: 'Password (confirm)' }).fill('Another-Password-8');
  await page.getByRole('button', { name: 'Reset your password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This link has expired or has been used. Ask for a new one with “Forgot password”.',
  );

  await page.goto('/sign-in?redirectURL=%2Fsecure%2Fdashboard');
  await page.getByLabel(/Email address/).fill('dispatcher@courier.test');
  await page.getByLabel(/^Password/).fill('Sevkiyat-Masasi-7');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/secure/dashboard', { timeout: 15_000 });
});

test('the public pages come drawn, in the visitor’s language, before any script has run; the app then takes them over as they are', async ({
  browser,
}) => {
  // Without scripts: the page as the server sends it.
  const bare = await browser.newContext({ baseURL: serverUrl, javaScriptEnabled: false });
  const page = await bare.newPage();
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveTitle('Sign in · Courier Express');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // Styled from the page itself (the button's colour is the theme's, not the browser's grey).
  expect(
    await page.getByRole('button', { name: 'Sign in' }).evaluate((button) => getComputedStyle(button).backgroundColor),
  ).not.toMatch(/rgb\(239, 239, 239\)|rgba\(0, 0, 0, 0\)/);
  // Until the scripts take it over, nothing can be typed (it would be lost) nor sent.
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  await expect(page.getByLabel(/Email address/)).not.toBeEditable();
  await expect(page.getByLabel(/^Password/)).not.toBeEditable();
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeDisabled();
  await page.getByLabel(/^Password/).press('Enter');
  await expect(page).toHaveURL(`${serverUrl}/sign-in`);
  await bare.addCookies([{ name: 'courier.language', value: 'tr', url: serverUrl }]);
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Gönderinizi takip edin' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.locator('svg[data-icon="heroicons_outline:magnifying-glass"][data-loaded="true"]')).toHaveCount(1);
  await bare.close();

  // With scripts: the drawn page is kept (its elements are the ones the server sent) and works.
  const context = await browser.newContext({ baseURL: serverUrl });
  const live = await context.newPage();
  const errors = watchErrors(live, ['error', 'warning']);
  await live.addInitScript(() =>
    document.addEventListener(
      'DOMContentLoaded',
      () => ((window as { drawn?: Element | null }).drawn = document.querySelector('#root h1')),
    ),
  );
  await live.goto('/sign-in');
  // Taken over: the fields take what is typed at once, and a wrong form is refused in place by
  // the app's own checks.
  await live.getByLabel(/^Password/).fill('x');
  await expect(live.getByLabel(/^Password/)).toHaveValue('x');
  await expect(live.getByRole('checkbox', { name: 'Remember me' })).toBeEnabled();
  await live.getByRole('button', { name: 'Sign in' }).click();
  await expect(live.getByLabel(/Email address/)).toHaveAttribute('aria-invalid', 'true');
  expect(
    await live.evaluate(() => (window as { drawn?: Element | null }).drawn === document.querySelector('#root h1')),
  ).toBe(true);
  await signInWithPassword(live, 'admin@courier.test', '/secure/dashboard');
  await expect(live.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  // Signed in, the drawn sign-in page is not shown again: the app sends the visit on.
  await live.goto('/sign-in');
  await expect(live).toHaveURL(/\/secure\/dashboard$/);
  expect(errors).toEqual([]);
  await context.close();

  // A visitor whose language the cookie does not hold (kept in this browser's storage only): the
  // English page comes, and the app draws the page anew in their language.
  const stored = await browser.newContext({ baseURL: serverUrl });
  const storedPage = await stored.newPage();
  const storedErrors = watchErrors(storedPage, ['error', 'warning']);
  await storedPage.addInitScript(() => localStorage.setItem('courier.language', 'tr'));
  await storedPage.goto('/sign-in');
  await expect(storedPage.getByRole('heading', { level: 1, name: 'Giriş yap' })).toBeVisible();
  await expect(storedPage.getByLabel(/E-posta/)).toBeEditable();
  expect(storedErrors).toEqual([]);
  await stored.close();

  // A visitor who chose the dark scheme: the drawn page is in the default theme until the app takes
  // it over; then only their theme is on the page.
  const dark = await browser.newContext({ baseURL: serverUrl });
  const darkPage = await dark.newPage();
  await darkPage.addInitScript(() =>
    localStorage.setItem('courier.config', JSON.stringify({ theme: 'default', scheme: 'dark', layout: null })),
  );
  await darkPage.goto('/home');
  await expect(darkPage.locator('html')).toHaveAttribute('data-scheme', 'dark');
  expect(await darkPage.evaluate(() => document.documentElement.classList.length)).toBe(1);
  await dark.close();
});

test('the dashboard asks for its figures as it is entered, beside its code, and only once', async ({ browser }) => {
  const page = await staff(browser);
  await signInWithPassword(page, 'admin@courier.test', '/secure/parcels');
  let asked = 0;
  let askedBeforeCode = false;
  let codeHere = false;
  let figuresAsked: () => void = () => {};
  const figures = new Promise<void>((resolve) => (figuresAsked = resolve));
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== '/api/v1/dashboard') return;
    asked += 1;
    if (!codeHere) askedBeforeCode = true;
    figuresAsked();
  });
  // The page's code is held back until the figures are asked for (or 15 s have passed).
  await page.route(/\/assets\/DashboardPage-[\w-]+\.js$/, async (route) => {
    await Promise.race([figures, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    codeHere = true;
    await route.continue();
  });
  await page.goto('/secure/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(page.getByText('Booked today')).toBeVisible();
  expect(askedBeforeCode).toBe(true);
  expect(asked).toBe(1);
});

test('a returning user’s first calls go from the page’s first script, before the app’s code has run, each once', async ({
  browser,
}) => {
  const page = await staff(browser);
  await signInWithPassword(page, 'admin@courier.test', '/secure/parcels');
  const calls = [
    '/api/auth/sign-in-with-token',
    '/api/common/user',
    '/api/common/navigation',
    '/api/common/messages',
    '/api/common/notifications',
    '/api/common/shortcuts',
    '/api/apps/chat/chats',
    '/api/v1/dashboard',
  ];
  const asked: string[] = [];
  let codeHere = false;
  let allAsked: () => void = () => {};
  const sent = new Promise<void>((resolve) => (allAsked = resolve));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!calls.includes(pathname)) return;
    asked.push(codeHere ? `${pathname} after the app's code` : pathname);
    if (calls.every((call) => asked.includes(call))) allAsked();
  });
  // The app's entry is held back until every call is out (or 15 s have passed).
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await Promise.race([sent, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    codeHere = true;
    await route.continue();
  });
  await page.goto('/secure/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(page.getByText('Booked today')).toBeVisible();
  await expect(page.getByText(/^Updated/)).toBeVisible();
  // Each asked once, all before the app's code: the app took the answers.
  expect(asked.sort()).toEqual([...calls].sort());
});

test('a signed-in page names its code in its head: fetched with the first scripts, each file once, drawn as before', async ({
  browser,
}) => {
  const page = await staff(browser);
  const errors = watchErrors(page, ['error', 'warning']);
  await signInWithPassword(page, 'admin@courier.test', '/secure/parcels');
  const fetched: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) fetched.push(pathname);
  });
  const answer = await page.goto('/secure/dashboard');
  const head = (await answer!.text()).split('</head>')[0]!;
  // The module of the address and the area's frame, with their styles.
  expect(head).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/DashboardPage-[\w-]+\.js">/);
  expect(head).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/SecureShell-[\w-]+\.js">/);
  // The locale data's warm-up blocks the parser ahead of the styles: it runs before the first paint, always.
  expect(head).toMatch(/<script src="\/assets\/intl-[\w-]+\.js"><\/script>/);
  expect(head.indexOf('<script src="/assets/intl-')).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
  // Styles fetched, not applied: they do not hold back the first paint.
  expect(head).toMatch(/<link rel="preload" as="style" crossorigin href="\/assets\/DashboardPage-[\w-]+\.css">/);
  expect(head).not.toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/DashboardPage-/);
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(page.getByText('Booked today')).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
  // The app's loader found them there: no file fetched twice, no second link of a kind to one;
  // the page's styles applied once their code ran.
  expect(fetched.filter((path, i) => fetched.indexOf(path) !== i)).toEqual([]);
  const links = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[href]')].map((link) => `${link.rel} ${link.href}`),
  );
  expect(links.filter((link, i) => links.indexOf(link) !== i)).toEqual([]);
  expect(links.some((link) => /^stylesheet .*\/assets\/DashboardPage-[\w-]+\.css$/.test(link))).toBe(true);
  // React Aria's rule for pressable elements is the page's own (index.html), not one it puts first
  // in the head once the page is drawn, which has the browser lay the whole page out again.
  const pressable = await page.evaluate(() =>
    [...document.querySelectorAll('style')]
      .filter((style) => style.textContent!.includes('[data-react-aria-pressable]'))
      .map((style) => ({ id: style.id, first: style === document.head.firstElementChild })),
  );
  expect(pressable).toEqual([{ id: 'react-aria-pressable-style', first: false }]);
  expect(errors).toEqual([]);
});

test('a page the server does not draw shows the company’s mark before any script runs; the app’s first screen keeps it in place', async ({
  browser,
}) => {
  // Without scripts: the mark, in the middle of an empty page.
  const bare = await browser.newContext({
    baseURL: serverUrl,
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 720 },
  });
  const page = await bare.newPage();
  await page.goto('/secure/dashboard');
  await expect(page.locator('#root')).toBeEmpty();
  const mark = page.locator('body > .boot svg');
  await expect(mark).toBeVisible();
  const drawn = (await mark.boundingBox())!;
  expect(Math.abs(drawn.x + drawn.width / 2 - 640)).toBeLessThan(1);
  expect(Math.abs(drawn.y + drawn.height / 2 - 360)).toBeLessThan(1);
  // A page drawn ahead of time does not show it.
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('body > .boot')).toBeHidden();
  await bare.close();

  // With scripts, signed in, the frame's data held back: the app's first screen has the same mark
  // at the same place, a spinner under it, and the page's own mark is gone.
  const context = await browser.newContext({ baseURL: serverUrl, viewport: { width: 1280, height: 720 } });
  const live = await context.newPage();
  const errors = watchErrors(live, ['error', 'warning']);
  await signInWithPassword(live, 'admin@courier.test', '/secure/parcels');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await live.route('**/api/common/navigation', async (route) => {
    await held;
    await route.continue();
  });
  await live.goto('/secure/dashboard');
  await expect(live.getByRole('progressbar', { name: /Loading/ })).toBeVisible();
  await expect(live.locator('body > .boot')).toBeHidden();
  const booting = (await live.locator('#root svg').first().boundingBox())!;
  expect(booting).toEqual(drawn);
  release();
  await expect(live.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  await expect(live.locator('body > .boot')).toBeHidden();
  expect(errors).toEqual([]);
  await context.close();
});
