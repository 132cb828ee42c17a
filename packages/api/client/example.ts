/**
 * A business customer's system, through the client generated from the OpenAPI document
 * (`openapi-typescript` for the types, `openapi-fetch` for the calls): it books a parcel with its
 * API key, reads it back as a label would print it, fetches its label as a PDF and as ZPL for the
 * warehouse's thermal printer, and tracks it. The unit stage generates the
 * types, compiles this file under `tsc --strict` and runs it against the API
 * (src/client.test.ts).
 */
import createClient from 'openapi-fetch';
import type { paths } from './openapi';

export interface Journey {
  trackingNumber: string;
  /** What a label prints: who from, who to, the service, the tracking number. */
  label: { from: string; to: string; service: string; pieces: number };
  /** The label as a file: the PDF's type, name and first bytes. */
  labelPdf: { type: string | null; disposition: string | null; start: string };
  /** The label in ZPL, sent to a 4×6 in thermal printer as is. */
  labelZpl: string;
  status: string;
  scans: string[];
  publicStatus: string;
  /** How many parcels of this customer wait to be received. */
  waiting: number;
  /** What the rate limit leaves this minute. */
  callsLeft: number;
}

export async function bookLabelAndTrack(options: {
  baseUrl: string;
  apiKey: string;
  customerId: string;
  fetch?: (request: Request) => Promise<Response>;
}): Promise<Journey> {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { authorization: `Bearer ${options.apiKey}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });

  const booked = await client.POST('/api/v1/parcels', {
    body: {
      customerId: options.customerId,
      sender: {
        name: 'Anadolu Kitap',
        phone: '+902124445566',
        address: { line1: 'Lojistik Cd. 1', district: 'Esenyurt', city: 'İstanbul', postalCode: '34510' },
      },
      receiver: {
        name: 'Mehmet Demir',
        phone: '+905321234567',
        address: { line1: 'Atatürk Blv. 12/4', district: 'Çankaya', city: 'Ankara', postalCode: '06690' },
      },
      originOfficeId: 'off_001',
      destinationOfficeId: 'off_003',
      service: 'standard',
      pieces: 1,
      weightKg: 2.4,
      dimensionsCm: { length: 40, width: 30, height: 20 },
      contents: 'Books',
      fragile: false,
      declaredValue: 1500,
      paymentMode: 'prepaid',
      codAmount: 0,
    },
  });
  if (!booked.data) throw new Error(`booking refused: ${booked.error?.error.code} ${booked.error?.error.message}`);
  const parcel = booked.data;

  const read = await client.GET('/api/v1/parcels/{id}', { params: { path: { id: parcel.id } } });
  if (!read.data) throw new Error(`reading refused: ${read.error?.error.message}`);

  // The label: a PDF (A6) to print anywhere, and ZPL for a thermal printer.
  const pdf = await client.GET('/api/v1/parcels/{id}/label', {
    params: { path: { id: parcel.id } },
    parseAs: 'arrayBuffer',
  });
  if (!pdf.data) throw new Error(`label refused: ${pdf.error?.error.message}`);
  const zpl = await client.GET('/api/v1/parcels/{id}/label', {
    params: { path: { id: parcel.id }, query: { format: 'zpl', lang: 'en' } },
    parseAs: 'text',
  });
  if (zpl.data === undefined) throw new Error(`ZPL label refused: ${zpl.error?.error.message}`);

  const tracked = await client.GET('/api/v1/parcels/by-tracking/{trackingNumber}', {
    params: { path: { trackingNumber: parcel.trackingNumber } },
  });
  if (!tracked.data) throw new Error(`tracking refused: ${tracked.error?.error.message}`);

  const publicView = await client.GET('/api/v1/parcels/track/{trackingNumber}', {
    params: { path: { trackingNumber: parcel.trackingNumber } },
  });
  if (!publicView.data) throw new Error(`public tracking refused: ${publicView.error?.error.message}`);

  // Filters as the document types them: an enum list and a boolean.
  const waiting = await client.GET('/api/v1/parcels', {
    params: { query: { status: ['created'], fragile: false, size: 1 } },
  });
  if (!waiting.data) throw new Error(`list refused: ${waiting.error?.error.message}`);

  return {
    trackingNumber: parcel.trackingNumber,
    label: {
      from: `${read.data.sender.name}, ${read.data.sender.address.city}`,
      to: `${read.data.receiver.name}, ${read.data.receiver.address.city}`,
      service: read.data.service,
      pieces: read.data.pieces,
    },
    labelPdf: {
      type: pdf.response.headers.get('content-type'),
      disposition: pdf.response.headers.get('content-disposition'),
      start: new TextDecoder().decode(new Uint8Array(pdf.data).slice(0, 5)),
    },
    labelZpl: zpl.data,
    status: tracked.data.parcel.status,
    scans: tracked.data.events.map((event) => event.type),
    publicStatus: publicView.data.status,
    waiting: waiting.data.total,
    callsLeft: Number(waiting.response.headers.get('ratelimit-remaining')),
  };
}
