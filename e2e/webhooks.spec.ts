import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { booking } from '../packages/api/src/testing/fixtures';
import { watchErrors } from './helpers';
import { asSignedIn, serverUrl, signInWithPassword } from './server';

/**
 * A customer's webhook, end to end on the built server (`npm start`, a demo: an endpoint on this
 * machine is taken): the administrator adds the endpoint on the customer's page and copies its
 * secret, a booking for that customer reaches a receiver on this machine signed with that secret,
 * and the endpoint's deliveries list it as delivered.
 */
test('an endpoint added on the customer’s page hears of the customer’s booking, signed with the secret shown once', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const got: { headers: IncomingHttpHeaders; body: string }[] = [];
  const receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      got.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/${test.info().workerIndex}`;
  try {
    const context = await browser.newContext({ baseURL: serverUrl });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInWithPassword(page, 'admin@courier.test', `/secure/customers/${booking.customerId}`);
    const webhooks = page.getByRole('region', { name: 'Webhooks' });
    await webhooks.getByRole('button', { name: 'Add an endpoint' }).click();
    const form = page.getByRole('dialog', { name: /A new webhook endpoint/ });
    await form.getByRole('textbox', { name: /^Address/ }).fill(url);
    await form.getByRole('textbox', { name: /^Description/ }).fill('Warehouse system');
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    const shown = page.getByRole('dialog', { name: "The endpoint's signing secret" });
    const secret = await shown.getByRole('textbox', { name: 'Signing secret' }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await expect(webhooks.getByText(url)).toBeVisible();

    // A booking for the customer, through the API: the receiver hears of it.
    const parcel = await asSignedIn<{ id: string; trackingNumber: string }>(page, '/api/v1/parcels', booking);
    await expect.poll(() => got.length, { timeout: 30_000 }).toBe(1);
    const [delivery] = got;
    expect(JSON.parse(delivery!.body)).toMatchObject({
      type: 'parcel.booked',
      data: { parcelId: parcel.id, trackingNumber: parcel.trackingNumber },
    });
    const { 'webhook-id': id, 'webhook-timestamp': timestamp } = delivery!.headers;
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    expect(delivery!.headers['webhook-signature']).toBe(
      `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${delivery!.body}`).digest('base64')}`,
    );

    // The endpoint's deliveries say it was taken.
    await page.reload();
    await webhooks.getByRole('button', { name: `Deliveries to ${url}` }).click();
    const list = page.getByRole('dialog', { name: 'Deliveries' });
    const row = list.getByRole('row', { name: new RegExp(parcel.trackingNumber) });
    await expect(row.getByText('Delivered')).toBeVisible();
    await expect(row.getByText('Answered HTTP 204')).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  } finally {
    await new Promise((done) => receiver.close(done));
  }
});
