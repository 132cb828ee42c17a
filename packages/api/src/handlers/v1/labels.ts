/**
 * Shipping labels by API (issue 67, item 4), with the content of the browser's label (the
 * domain's `labelContent`):
 * - GET api/v1/parcels/{id}/label?format=pdf|zpl&lang=tr|en: one parcel's label;
 * - POST api/v1/labels {ids, format?, lang?}: 1 to 100 parcels' labels in one document, a page
 *   (PDF) or a `^XA…^XZ` format (ZPL) each, in the order given.
 * A member of staff prints the parcels he reads, as he reads them (a clerk his office's, a
 * driver his trips'; an amount his role does not see is not printed); a customer's API key with
 * the `labels` scope prints its customer's parcels. A parcel outside these is not found, as in a
 * read: a batch with any such id answers 404 naming them, and no label.
 */
import {
  labelBatch,
  labelContent,
  labelQuery,
  readRoles,
  type LabelFormat,
  type LabelLanguage,
  type Parcel,
  type ParcelView,
} from '@courier/domain';
import type { Condition } from '@courier/store';
import { companyName } from '../../http/accounts';
import { route, type Api, type Route } from '../../http/api';
import { bearerApiKey, callingKey } from '../../http/apiKeys';
import { appLink } from '../../http/passwordLinks';
import { HttpError, notFound } from '../../http/errors';
import { parseBody, parseQuery } from '../../http/respond';
import { parcelScope, parcelViewer } from './resources';

interface LabelReader {
  /** The parcels he prints: conditions on every look-up (none: every parcel). */
  scope: Condition[];
  /** How each reads to him (an amount his role does not see is null, and not printed). */
  view: (parcel: Parcel) => ParcelView;
}

/** Whose parcels the caller prints, and how each reads to him. */
async function labelReader(api: Api, request: Request): Promise<LabelReader> {
  if (bearerApiKey(request)) {
    const key = await callingKey(api, request, 'labels');
    // The customer's own parcels, its amounts with them.
    return { scope: [{ field: 'customerId', in: [key.customerId] }], view: (parcel) => parcel };
  }
  const user = await api.userWithRole(request, readRoles.parcels);
  return { scope: await parcelScope(api, user), view: await parcelViewer(api, user) };
}

/** The parcels of `ids` the caller prints, in the order given; a 404 naming the ids he does not. */
async function parcelsToPrint(api: Api, { scope, view }: LabelReader, ids: readonly string[]) {
  const found = new Map(
    (await api.store.table('parcels').all([{ field: 'id', in: [...ids] }, ...scope])).map((p) => [p.id, p]),
  );
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length === 1 && ids.length === 1) throw notFound('Parcel');
  if (missing.length)
    throw new HttpError(
      404,
      'not_found',
      `Parcels not found: ${missing.join(', ')}`,
      { ids: 'not_found' },
      { missing },
    );
  return ids.map((id) => view(found.get(id)!));
}

const mediaTypes: Record<LabelFormat, string> = { pdf: 'application/pdf', zpl: 'text/plain; charset=utf-8' };

/** The labels of `parcels` as one file to save or send to the printer. */
async function labelFile(api: Api, parcels: ParcelView[], format: LabelFormat, language: LabelLanguage) {
  const offices = await api.store.table('offices').all([]);
  const company = await companyName(api);
  // The label's modules (phone formats, the PDF's library and fonts) load with the first label
  // asked for, never with the API: the demo's worker starts without them.
  const { labelText } = await import('../../http/labelText');
  const texts = parcels.map((p) => labelText(labelContent(p, offices), language, appLink(api, '/')));
  const body =
    format === 'pdf'
      ? await (await import('../../http/labelPdf')).pdfLabels(texts, company, api.now())
      : (await import('../../http/labelZpl')).zplLabels(texts, company);
  const name = parcels.length === 1 ? parcels[0]!.trackingNumber : `labels-${parcels.length}`;
  return new Response(body as BodyInit, {
    headers: {
      'content-type': mediaTypes[format],
      'content-disposition': `attachment; filename="${name}.${format}"`,
      'x-content-type-options': 'nosniff',
    },
  });
}

export function labelHandlers(api: Api): Route[] {
  return [
    route(api, 'get', '/api/v1/parcels/:id/label', async ({ request, url, params }) => {
      const reader = await labelReader(api, request);
      const { format, lang } = parseQuery(url, labelQuery);
      return labelFile(api, await parcelsToPrint(api, reader, [params.id!]), format, lang);
    }),
    route(api, 'post', '/api/v1/labels', async ({ request }) => {
      const reader = await labelReader(api, request);
      const { ids, format, lang } = await parseBody(request, labelBatch);
      return labelFile(api, await parcelsToPrint(api, reader, [...new Set(ids)]), format, lang);
    }),
  ];
}
