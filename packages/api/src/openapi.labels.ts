/** Shipping labels by API in the OpenAPI document (handlers/v1/labels.ts). */
import * as d from '@courier/domain';
import { bodySchema, errorResponses, idParam, toSchema, type Json } from './openapi.parts';

const query = toSchema(d.labelQuery, 'input') as { properties: Record<string, Json> };

/** A label file's answer: a PDF or ZPL, to save (`Content-Disposition: attachment`). */
const labelFile = (name: string) => ({
  description: `The labels: a PDF of A6 pages (105 × 148 mm, one a parcel), or ZPL text for a 4×6 in thermal printer at 203 dpi (one \`^XA…^XZ\` format a parcel)`,
  headers: {
    'Content-Disposition': {
      description: `\`attachment; filename="${name}"\``,
      schema: { type: 'string' },
    },
  },
  content: {
    'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } },
    'text/plain': { schema: { type: 'string', description: 'ZPL II, UTF-8 (`^CI28`)' } },
  },
});

const content =
  'The label says what the app’s printed label says: the company and the service, the sorting codes of the origin and destination offices, the receiver (name, address, phone) and the sender, the actual weight (and the chargeable weight, named so, where it is more), the pieces, the day of booking, the reference, cash on delivery or receiver pays with the amount (where the reader sees it) and fragile, the tracking number as Code 128 and the public tracking page as a QR code. The PDF is set in DejaVu Sans (Turkish letters included); the ZPL is UTF-8 (`^CI28`) in the printer’s scalable font `^A0`, and data that holds `^` or `~` is sent through `^FH` as hexadecimal, so it prints as text and never as a command. ZPL is answered as `text/plain; charset=utf-8`, to be sent to the printer as is.';
const who =
  'A member of staff prints the parcels he reads, as he reads them (a clerk his office’s, a driver his trips’; an amount his role does not see is left out); a parcel outside them is a 404.';

export const labelPaths = () => ({
  '/api/v1/parcels/{id}/label': {
    // A parcel's id (`par_…`) is never `track` or `by-tracking`: the path cannot be read as those calls'.
    parameters: [{ ...idParam, schema: { type: 'string', pattern: '^par_[0-9A-Za-z]+$' } }],
    get: {
      operationId: 'parcelLabel',
      tags: ['Label'],
      summary: 'Print a parcel’s label (PDF or ZPL)',
      description: `One parcel’s label, as a file to save or send to the printer: \`format=pdf\` (the default) or \`zpl\`, in \`lang\` \`tr\` (the default) or \`en\`. ${content} ${who}`,
      parameters: Object.entries(query.properties).map(([name, schema]) => ({ name, in: 'query', schema })),
      responses: {
        200: labelFile('<tracking number>.pdf or .zpl'),
        ...errorResponses(400, 401, 403, 404),
      },
    },
  },
  '/api/v1/labels': {
    post: {
      operationId: 'printLabels',
      tags: ['Label'],
      summary: 'Print many parcels’ labels in one file',
      description: `The labels of 1 to ${d.maxLabelsPerCall} parcels in one file, in the order given: a PDF with a page a parcel, or ZPL with a format a parcel. ${content} ${who} If any id is not found (or not the caller’s), the answer is a 404 whose \`missing\` lists them, and no label.`,
      requestBody: {
        required: true,
        content: { 'application/json': { schema: bodySchema(d.labelBatch) } },
      },
      responses: {
        200: labelFile('labels-<count>.pdf or .zpl (the tracking number’s, for one parcel)'),
        ...errorResponses(401, 403, 404, 422),
      },
    },
  },
});
