import type { Page } from '@playwright/test';
import { chooseFirst, expect, pageNow, pick, showOption, test } from './helpers';

/**
 * A parcel's whole life through the screens: booked at the İstanbul counter, its label printed,
 * received, loaded onto tonight's trip to Ankara, departed and arrived (the trip's own actions,
 * driven through the API until the trips screens exist), out for delivery, failed once, out
 * again and delivered with a signature; tracked publicly after every step.
 */

async function signIn(page: Page, email: string) {
  // Another person at the same browser: the previous session ends first.
  if (page.url().startsWith('http')) await page.evaluate(() => localStorage.removeItem('courier.accessToken'));
  await page.goto('/sign-in');
  await page.getByRole('button', { name: new RegExp(email.replace('.', '\\.')) }).click();
  await expect(page).not.toHaveURL(/sign-in/);
}

/** A call to the API with a manager's token, from a page where the mock server runs. */
/** A call as the manager, straight to the API: its status and answer. */
async function callAsManager(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; answer: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const signIn = await fetch('/api/auth/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'manager@courier.test', password: 'demo1234' }),
      });
      const { accessToken } = await signIn.json();
      const response = await fetch(path, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, answer: await response.json() };
    },
    { method, path, body },
  );
}

async function asManager<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const { status, answer } = await callAsManager(page, method, path, body);
  if (status >= 400) throw new Error(`${method} ${path}: ${status} ${JSON.stringify(answer)}`);
  return answer as T;
}

/**
 * Moves a trip as its driver would: sealed, and no sooner than the trip may (time is moved on,
 * the page's clock and with it the in-browser API's, to the moment the server names).
 */
async function moveTrip(page: Page, tripId: string, move: 'depart' | 'arrive', body?: unknown) {
  for (let tries = 0; tries < 3; tries++) {
    const { status, answer } = await callAsManager(page, 'POST', `/api/v1/trips/${tripId}/${move}`, body);
    if (status < 400) return;
    const refusal = (answer as { error: { reason?: string; notBefore?: string } }).error;
    if (status === 409 && refusal.reason === 'seal_missing')
      await asManager(page, 'PATCH', `/api/v1/trips/${tripId}`, { seal: 'SL-E2E-1' });
    else if (status === 409 && refusal.notBefore)
      await page.clock.fastForward(Date.parse(refusal.notBefore) - (await pageNow(page)).getTime() + 60_000);
    else throw new Error(`${move}: ${status} ${JSON.stringify(answer)}`);
  }
  throw new Error(`${move}: still refused`);
}

async function scan(page: Page, trackingNumber: string, outcome: 'Done' | 'Refused' = 'Done') {
  const field = page.getByRole('textbox', { name: 'Tracking number' });
  await field.fill(trackingNumber);
  await field.press('Enter');
  await expect(page.locator('[data-outcome]')).toContainText(outcome);
  await expect(page.locator('[data-outcome]')).toContainText(trackingNumber);
}

test('a parcel from the İstanbul counter to a signature in Ankara', async ({ page }) => {
  test.setTimeout(360_000);
  // The mock server lives in the browser: the public page shares this browser's data (saved in
  // IndexedDB a moment after each change) but signs in as nobody and sends no token.
  const publicPage = await page.context().newPage();
  const tracked = async (status: string) => {
    await page.waitForTimeout(400);
    await publicPage.goto(`/home?number=${trackingNumber}`);
    await expect(
      publicPage
        .getByRole('region', { name: `Parcel ${trackingNumber}` })
        .getByText(status, { exact: true })
        .first(),
    ).toBeVisible();
  };

  // Booked at the counter by the İstanbul clerk.
  await signIn(page, 'clerk@courier.test');
  await page.goto('/secure/parcels/new');
  await chooseFirst(page, /Sender account/, 'a');
  const receiver = page.getByRole('region', { name: 'Receiver' });
  await receiver.getByRole('textbox', { name: /^Name/ }).fill('Deniz Aydın');
  await receiver.getByRole('textbox', { name: /^Phone/ }).fill('+905321234567');
  await receiver.getByRole('textbox', { name: /^Street/ }).fill('Atatürk Blv. 45/3');
  await receiver.getByRole('textbox', { name: /^District/ }).fill('Çankaya');
  await receiver.getByRole('textbox', { name: /^City/ }).fill('Ankara');
  await receiver.getByRole('textbox', { name: /^Postal code/ }).fill('06420');
  await pick(page, /To office/, /^ANK/);
  await page.getByRole('textbox', { name: /^Weight/ }).fill('2.5');
  await page.getByRole('textbox', { name: /^Length/ }).fill('30');
  await page.getByRole('textbox', { name: /^Width/ }).fill('20');
  await page.getByRole('textbox', { name: /^Height/ }).fill('15');
  await page.getByRole('textbox', { name: /^Contents/ }).fill('Books');
  await page.getByRole('radio', { name: 'Cash on delivery' }).check({ force: true });
  await page.getByRole('textbox', { name: /^COD amount/ }).fill('450');
  await page.getByRole('textbox', { name: /^COD amount/ }).press('Tab');
  await expect(page.getByRole('complementary', { name: 'Price' }).getByRole('row', { name: /Total/ })).toBeVisible();
  await page.getByRole('button', { name: 'Book the parcel' }).click();
  await expect(page).toHaveURL(/\/secure\/parcels\/par_\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^CP\d{9}TR$/);
  const trackingNumber = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  await tracked('Booked');

  // The label, through the print dialog.
  await page.getByRole('link', { name: 'Print label' }).click();
  await expect(page).toHaveURL(/\/secure\/parcels\/labels\?ids=/);
  const label = page.getByRole('article', { name: `Label of ${trackingNumber}` });
  await expect(label.getByRole('img', { name: `Barcode ${trackingNumber}` })).toBeVisible();
  await expect(label.getByText(/^COD ₺450\.00$/)).toBeVisible();
  await page.evaluate(() => (window.print = () => void ((window as unknown as { printed: number }).printed = 1)));
  await page.getByRole('button', { name: 'Print', exact: true }).click();
  expect(await page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);

  // Received at the İstanbul counter.
  await page.goto('/secure/scanning');
  await expect(page.getByRole('button', { name: /Office$/ })).toContainText('IST');
  await scan(page, trackingNumber);
  await tracked('At office');

  // Loaded onto a trip standing at İstanbul that goes to Ankara.
  await pick(page, /Action$/, 'Load onto a trip');
  const trip = await showOption(page, /Trip$/, /^TRP-\d{4}-\d{5} · IST( → [A-Z]{3})* → ANK/);
  const tripCode = (await trip.textContent())!.slice(0, 14);
  await trip.click();
  await scan(page, trackingNumber);
  await tracked('Loaded');

  // The trip departs and arrives at its stops in order (the trips issue will give these their screens).
  const { items } = await asManager<{ items: { id: string; code: string; stops: { officeId: string }[] }[] }>(
    page,
    'GET',
    `/api/v1/trips?q=${tripCode}`,
  );
  const theTrip = items.find((t) => t.code === tripCode)!;
  const { items: offices } = await asManager<{ items: { id: string; code: string }[] }>(
    page,
    'GET',
    '/api/v1/offices?size=50',
  );
  const ankara = offices.find((o) => o.code === 'ANK')!.id;
  await moveTrip(page, theTrip.id, 'depart');
  await tracked('In transit');
  for (const stop of theTrip.stops.slice(1)) {
    await moveTrip(page, theTrip.id, 'arrive', { officeId: stop.officeId });
    if (stop.officeId === ankara) break;
    await moveTrip(page, theTrip.id, 'depart');
  }
  await tracked('At office');

  // Out for delivery in Ankara, a failed attempt, out again, delivered with a signature.
  await signIn(page, 'manager@courier.test');
  await page.goto('/secure/scanning');
  await pick(page, /Office$/, /^ANK/);
  await pick(page, /Action$/, 'Out for delivery');
  await pick(page, /Driver$/, /DRV-/);
  await scan(page, trackingNumber);
  await tracked('Out for delivery');

  await pick(page, /Action$/, 'Delivery failed');
  await pick(page, /Reason$/, 'Recipient absent');
  await scan(page, trackingNumber);
  await tracked('Delivery failed');

  // Delivering is refused at the scan, naming the status, before any name or signature is asked for.
  await pick(page, /Action$/, /^Deliver$/);
  await scan(page, trackingNumber, 'Refused');
  await expect(page.locator('[data-outcome]')).toContainText('Not possible in this status: Delivery failed');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await pick(page, /Action$/, 'Out for delivery');
  await pick(page, /Driver$/, /DRV-/);
  await scan(page, trackingNumber);

  await pick(page, /Action$/, /^Deliver$/);
  const field = page.getByRole('textbox', { name: 'Tracking number' });
  await field.fill(trackingNumber);
  await field.press('Enter');
  const pod = page.getByRole('dialog', { name: `Deliver · ${trackingNumber}` });
  await pod.getByRole('textbox', { name: /Received by/ }).fill('Deniz Aydın');
  const pad = pod.getByRole('img', { name: /Signature/ });
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 40);
  await page.mouse.down();
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + 20 + i * 18, box.y + 40 + (i % 3) * 14);
  await page.mouse.up();
  await expect(pod.getByText('Signed')).toBeVisible();
  await pod.getByRole('button', { name: 'Deliver' }).click();
  await expect(page.locator('[data-outcome]')).toContainText('Done');
  await tracked('Delivered');

  // The parcel's page tells the whole story, with the signature.
  await page.goto('/secure/parcels?q=' + trackingNumber);
  await page.getByRole('link', { name: trackingNumber }).click();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history.getByRole('listitem')).toHaveCount(9);
  await expect(history.getByRole('listitem').first()).toContainText('Delivered');
  await expect(page.getByRole('img', { name: 'Signature of Deniz Aydın' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText('Collected');
});

test('a clerk is told why the station refuses a scan: another office’s parcel, one not received yet, a mistyped check digit', async ({
  page,
}) => {
  await signIn(page, 'clerk@courier.test');
  await page.goto('/secure/scanning');
  // The station shows once the page's in-browser API answers: a call made before would reach the
  // preview server instead.
  await expect(page.getByRole('textbox', { name: 'Tracking number' })).toBeVisible();
  const officeId = await page.evaluate(async () => {
    const headers = { authorization: `Bearer ${localStorage.getItem('courier.accessToken')}` };
    return (await (await fetch('/api/common/user', { headers })).json()).officeId as string;
  });
  // Parcels only booked, found through the API as the manager (who sees every office's).
  const { items } = await asManager<{ items: { trackingNumber: string; originOfficeId: string }[] }>(
    page,
    'GET',
    '/api/v1/parcels?status=created&size=100',
  );
  const here = items.find((p) => p.originOfficeId === officeId)!.trackingNumber;
  const elsewhere = items.find((p) => p.originOfficeId !== officeId)!.trackingNumber;
  const outcome = page.locator('[data-outcome]');

  // Received at the wrong counter: the server's reason, not "Your role may not do this".
  await scan(page, elsewhere, 'Refused');
  await expect(outcome).toContainText('You scan at your own office, the parcels that are there.');

  // Delivered straight from the counter: it has not been received yet.
  await pick(page, /Action$/, /^Deliver$/);
  await scan(page, here, 'Refused');
  await expect(outcome).toContainText('The parcel has not been received yet');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // A slip in the check digit: said so, and the number put right is offered.
  await pick(page, /Action$/, 'Receive at the office');
  const wrong = `${here.slice(0, 10)}${(Number(here[10]) + 1) % 10}TR`;
  const field = page.getByRole('textbox', { name: 'Tracking number' });
  await field.fill(wrong);
  await field.press('Enter');
  await expect(outcome).toContainText('The check digit does not match: a typing error?');
  await page.getByRole('button', { name: `Use ${here} instead` }).click();
  await expect(field).toHaveValue(here);
  await field.press('Enter');
  await expect(outcome).toContainText('Done');
});

test('a walk-in sender is made from the booking form’s “New customer” dialog and his parcel booked', async ({
  page,
}) => {
  // Issue 64, item 6: the clerk does not leave the booking to make the sender's account.
  const walkIn = 'Lale Ekinci Durmaz';
  await signIn(page, 'clerk@courier.test');
  await page.goto('/secure/parcels/new');
  const receiver = page.getByRole('region', { name: 'Receiver' });
  await receiver.getByRole('textbox', { name: /^Name/ }).fill('Deniz Aydın');
  await receiver.getByRole('textbox', { name: /^Phone/ }).fill('+905321234567');

  const box = page.getByRole('combobox', { name: /Sender account/ });
  const dialog = page.getByRole('dialog', { name: 'New customer' });
  await box.fill(walkIn);
  await expect(async () => {
    if (await dialog.isVisible()) return;
    const choice = page.getByRole('option', { name: new RegExp(`^New customer “${walkIn}”`) });
    // A field filled while the page was still settling may not have opened its list: type again.
    if (!(await choice.isVisible())) {
      await box.fill('');
      await box.fill(walkIn);
    }
    // Forced, as chooseFirst does: the list's popover is measured again as its options arrive.
    await choice.click({ timeout: 2_000, force: true });
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });

  await expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue(walkIn);
  await dialog.getByRole('textbox', { name: /^Phone/ }).fill('+905334445566');
  await dialog.getByRole('textbox', { name: /^Email/ }).fill('lale.durmaz@example.com');
  await dialog.getByRole('textbox', { name: /^Street and number/ }).fill('Bağdat Cd. 120/4');
  await dialog.getByRole('textbox', { name: /^District/ }).fill('Kadıköy');
  await dialog.getByRole('textbox', { name: /^City/ }).fill('İstanbul');
  await dialog.getByRole('textbox', { name: /^Postal code/ }).fill('34728');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // The new account is the sender account, the sender filled from it; the receiver typed before is kept.
  await expect(box).toHaveValue(walkIn);
  const sender = page.getByRole('region', { name: 'Sender' });
  await expect(sender.getByRole('textbox', { name: /^Name/ })).toHaveValue(walkIn);
  await expect(sender.getByRole('textbox', { name: /^Phone/ })).toHaveValue('+905334445566');
  await expect(sender.getByRole('textbox', { name: /^City/ })).toHaveValue('İstanbul');
  await expect(receiver.getByRole('textbox', { name: /^Name/ })).toHaveValue('Deniz Aydın');

  await receiver.getByRole('textbox', { name: /^Street/ }).fill('Atatürk Blv. 45/3');
  await receiver.getByRole('textbox', { name: /^District/ }).fill('Çankaya');
  await receiver.getByRole('textbox', { name: /^City/ }).fill('Ankara');
  await receiver.getByRole('textbox', { name: /^Postal code/ }).fill('06420');
  await pick(page, /To office/, /^ANK/);
  await page.getByRole('textbox', { name: /^Weight/ }).fill('1.5');
  await page.getByRole('textbox', { name: /^Length/ }).fill('25');
  await page.getByRole('textbox', { name: /^Width/ }).fill('20');
  await page.getByRole('textbox', { name: /^Height/ }).fill('10');
  await page.getByRole('textbox', { name: /^Contents/ }).fill('Documents');
  await page.getByRole('textbox', { name: /^Contents/ }).press('Tab');
  await expect(page.getByRole('complementary', { name: 'Price' }).getByRole('row', { name: /Total/ })).toBeVisible();
  await page.getByRole('button', { name: 'Book the parcel' }).click();
  await expect(page).toHaveURL(/\/secure\/parcels\/par_\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^CP\d{9}TR$/);
  await expect(page.getByText(walkIn).first()).toBeVisible();

  // The customer is kept, and found in the customers' list.
  await page.goto(`/secure/customers?q=${encodeURIComponent(walkIn)}`);
  await expect(page.getByRole('table', { name: 'Customers' }).getByText(walkIn)).toBeVisible();
});
