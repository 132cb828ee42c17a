import { expect, test } from '@playwright/test';
import { demoPassword } from '../packages/store/src/seed/demoAccounts';
import { serverUrl } from './server';

/**
 * The typed client's example (packages/api/client/example.ts: a customer's system on
 * `openapi-fetch`) against the built server over HTTP, with a key the administrator issued: it
 * books, reads the label's facts, fetches the label as PDF and ZPL, and tracks. Its compile under
 * `tsc --strict` against the types generated from the document is the unit stage's
 * (packages/api/src/client.test.ts).
 */
test('a customer’s system books, labels and tracks through the typed client, on the built server', async ({
  request,
}) => {
  const signedIn = await request.post(`${serverUrl}/api/auth/sign-in`, {
    data: { email: 'admin@courier.test', password: demoPassword },
  });
  const { accessToken } = (await signedIn.json()) as { accessToken: string };
  const issued = await request.post(`${serverUrl}/api/v1/customers/cus_000001/api-keys`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { name: 'Shop system', scopes: ['book', 'track', 'read_parcels', 'labels'] },
  });
  expect(issued.status()).toBe(201);
  const { key } = (await issued.json()) as { key: string };

  // By a path the typecheck does not follow: the client's types are generated (client.test.ts), not kept.
  const example = '../packages/api/client/example.ts';
  const { bookLabelAndTrack } = (await import(example)) as {
    bookLabelAndTrack: (options: {
      baseUrl: string;
      apiKey: string;
      customerId: string;
    }) => Promise<
      Record<string, unknown> & { trackingNumber: string; labelZpl: string; waiting: number; callsLeft: number }
    >;
  };
  const journey = await bookLabelAndTrack({ baseUrl: serverUrl, apiKey: key, customerId: 'cus_000001' });
  expect(journey).toMatchObject({
    label: { from: 'Anadolu Kitap, İstanbul', to: 'Mehmet Demir, Ankara', service: 'standard', pieces: 1 },
    status: 'created',
    scans: ['created'],
    publicStatus: 'created',
    labelPdf: { type: 'application/pdf', start: '%PDF-' },
  });
  expect(journey.trackingNumber).toMatch(/^[A-Z]{2}\d{9}TR$/);
  expect(journey.labelZpl).toContain(`^FD${journey.trackingNumber}^FS`);
  expect(journey.waiting).toBeGreaterThan(0);
  expect(journey.callsLeft).toBeLessThan(120);
});
