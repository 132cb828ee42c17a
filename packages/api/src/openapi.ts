/**
 * The contract of api/v1 as an OpenAPI 3.1 document, generated from the zod schemas of
 * @courier/domain and the list specs of the handlers (their filters and sort fields).
 */
import { z } from 'zod';
import * as d from '@courier/domain';
import {
  complaintSpec,
  customerSpec,
  driverSpec,
  eventSpec,
  officeSpec,
  parcelSpec,
  routeSpec,
  tripSpec,
  truckSpec,
  type ReadSpec,
} from './handlers/v1/resources';
import { errorResponses, idParam, jsonContent, ref, toSchema, type Json } from './openapi.parts';
import { staffPaths } from './openapi.staff';
import { accountPaths } from './openapi.account';
import { auditList } from './handlers/v1/audit';

interface ResourceDoc {
  name: string;
  spec: ReadSpec;
  entity: z.ZodType;
  input?: z.ZodType;
  patch?: z.ZodType;
  /** What a reader sees of the list and of a record, where it depends on who reads. */
  reads?: { list: string; record: string };
}

/** Who reads which parcels, and their money (docs/security.md). */
const parcelReads = {
  list: 'A clerk reads his own office’s parcels (booked there, standing there or bound there), the page’s `total` too; a driver the parcels of his trips and rounds; the other roles the whole network. `price`, `codAmount` and `declaredValue` are null where the role does not see them: admin, manager and finance see them on every parcel, a clerk on the parcels booked at his office, a driver `codAmount` on his trips’ parcels; dispatcher and support see none. Sorting by `total` or `codAmount` is refused (403, reason `money_hidden`) to a role that does not see that amount on every parcel it reads; no filter reads an amount.',
  record:
    'A parcel outside the reader’s parcels (another office’s, for a clerk) answers 404, as if it did not exist: a clerk opens it by its exact tracking number (`/api/v1/parcels/by-tracking/{trackingNumber}`). Money fields as in the list.',
};

const resources: ResourceDoc[] = [
  { name: 'Office', spec: officeSpec as never, entity: d.office, input: d.officeInput, patch: d.officePatch },
  { name: 'Customer', spec: customerSpec as never, entity: d.customer, input: d.customerInput, patch: d.customerPatch },
  {
    name: 'Parcel',
    spec: parcelSpec as never,
    entity: d.parcelView,
    input: d.parcelInput,
    patch: d.parcelPatch,
    reads: parcelReads,
  },
  {
    name: 'ParcelEvent',
    spec: eventSpec as never,
    entity: d.parcelEvent,
    reads: {
      list: 'The scans of the parcels the reader reads (a clerk: his office’s parcels; a driver: his trips’ parcels).',
      record: 'A scan of a parcel the reader does not read answers 404.',
    },
  },
  { name: 'Route', spec: routeSpec as never, entity: d.route, input: d.routeInput, patch: d.routePatch },
  { name: 'Driver', spec: driverSpec as never, entity: d.driver, input: d.driverInput, patch: d.driverPatch },
  { name: 'Truck', spec: truckSpec as never, entity: d.truck, input: d.truckInput, patch: d.truckPatch },
  { name: 'Trip', spec: tripSpec as never, entity: d.trip, input: d.tripInput, patch: d.tripPatch },
  {
    name: 'Complaint',
    spec: complaintSpec as never,
    entity: d.complaint,
    input: d.complaintInput,
    patch: d.complaintPatch,
  },
];

const query = (name: string, schema: Json, description?: string) => ({
  name,
  in: 'query',
  required: false,
  schema,
  ...(description ? { description } : {}),
});

function listParameters(spec: Pick<ReadSpec, 'list' | 'params'>) {
  return [
    query('q', { type: 'string', maxLength: 200 }, 'Text search'),
    query('page', { type: 'integer', minimum: 1, default: 1 }, '1-based; past the last page gives no items'),
    query('size', { type: 'integer', minimum: 1, maximum: d.maxPageSize, default: 25 }),
    query('sort', { type: 'string', enum: Object.keys(spec.list.sortable) }),
    query('order', { type: 'string', enum: ['asc', 'desc'], default: 'asc' }),
    query('from', { type: 'string' }, 'A Türkiye calendar day (YYYY-MM-DD) or an instant'),
    query('to', { type: 'string' }, 'Inclusive; a day counts whole'),
    ...Object.keys(spec.list.filters).map((f) => query(f, { type: 'string' }, 'One value or several, comma-separated')),
    ...(spec.params ?? []).map((p) => query(p, { type: 'string' })),
  ];
}

export function openApiDocument(): Json {
  const schemas: Record<string, Json> = { Error: toSchema(d.apiError, 'output') };
  const paths: Record<string, Json> = {};
  for (const r of resources) {
    const base = `/api/v1/${r.spec.resource}`;
    schemas[r.name] = toSchema(r.entity, 'output');
    schemas[`${r.name}Page`] = toSchema(d.pageOf(r.entity), 'output');
    paths[base] = {
      get: {
        operationId: `list${r.name}s`,
        tags: [r.name],
        ...(r.reads ? { description: r.reads.list } : {}),
        parameters: listParameters(r.spec),
        responses: {
          200: { description: 'A page', ...jsonContent(ref(`${r.name}Page`)) },
          ...errorResponses(400, 401, 403),
        },
      },
    };
    paths[`${base}/{id}`] = {
      parameters: [idParam],
      get: {
        operationId: `get${r.name}`,
        tags: [r.name],
        ...(r.reads ? { description: r.reads.record } : {}),
        responses: { 200: { description: r.name, ...jsonContent(ref(r.name)) }, ...errorResponses(401, 403, 404) },
      },
    };
    if (r.input && r.patch) {
      schemas[`${r.name}Input`] = toSchema(r.input, 'input');
      schemas[`${r.name}Patch`] = toSchema(r.patch, 'input');
      (paths[base] as Json).post = {
        operationId: `create${r.name}`,
        tags: [r.name],
        requestBody: { required: true, ...jsonContent(ref(`${r.name}Input`)) },
        responses: {
          200: { description: 'Created', ...jsonContent(ref(r.name)) },
          ...errorResponses(400, 401, 403, 422),
        },
      };
      Object.assign(paths[`${base}/{id}`] as Json, {
        patch: {
          operationId: `update${r.name}`,
          tags: [r.name],
          requestBody: { required: true, ...jsonContent(ref(`${r.name}Patch`)) },
          responses: {
            200: { description: 'Updated', ...jsonContent(ref(r.name)) },
            ...errorResponses(400, 401, 403, 404, 409, 422),
          },
        },
        delete: {
          operationId: `delete${r.name}`,
          tags: [r.name],
          responses: {
            200: { description: 'Deleted', ...jsonContent({ const: true }) },
            ...errorResponses(401, 403, 404, 409),
          },
        },
      });
    }
  }
  schemas.ScanInput = toSchema(d.scanInput, 'input');
  schemas.ScanResult = toSchema(
    z.object({ parcel: d.parcelView, event: d.parcelEvent, replayed: z.boolean().optional() }),
    'output',
  );
  schemas.PublicTracking = toSchema(d.publicTracking, 'output');
  schemas.ParcelOpened = toSchema(z.object({ parcel: d.parcelView, events: z.array(d.parcelEvent) }), 'output');
  schemas.LivePosition = toSchema(d.livePosition, 'output');
  schemas.StaffMember = toSchema(d.staffMember, 'output');
  schemas.StaffAccount = toSchema(d.staffAccount, 'output');
  schemas.AccessRequest = toSchema(d.accessRequest, 'output');
  Object.assign(paths, staffPaths(), accountPaths());
  schemas.AuditEntry = toSchema(d.auditEntry, 'output');
  paths['/api/v1/audit'] = {
    get: {
      operationId: 'auditLog',
      tags: ['Staff'],
      description:
        'The audit log (administrator), newest first: every administrative act (accounts made, changed, disabled or enabled; password links; access requests decided; the company set up or changed; deletions; imports; backups and restores) with who, the record, each changed field before and after, when and from which address. Filters: `actor` (a user id), `action`, `recordType`, `record` (a record id), `from`/`to` (on `at`), `q` (the actor’s name, the record’s label). Rows are only added: no call changes or deletes one. They are kept 2 years (the server’s `AUDIT_KEEP_DAYS`).',
      parameters: listParameters({ list: auditList }),
      responses: {
        200: { description: 'A page', ...jsonContent(toSchema(d.pageOf(d.auditEntry), 'output')) },
        ...errorResponses(400, 401, 403),
      },
    },
  };
  schemas.Dashboard = toSchema(d.dashboard, 'output');
  schemas.Report = toSchema(d.report, 'output');
  schemas.TripAvailability = toSchema(d.tripAvailability, 'output');
  schemas.Arrival = toSchema(z.object({ trip: d.trip, unloaded: z.number().int() }), 'output');

  const tripAction = (name: string, body?: Json) => ({
    post: {
      operationId: `${name}Trip`,
      tags: ['Trip'],
      ...(body ? { requestBody: { required: true, ...jsonContent(body) } } : {}),
      responses: {
        200: { description: 'The trip', ...jsonContent(name === 'arrive' ? ref('Arrival') : ref('Trip')) },
        ...errorResponses(400, 401, 403, 404, 409, 422),
      },
    },
    parameters: [idParam],
  });
  /** An import's call (http/imports.ts): rows of `input`, a mode, and what was written and refused. */
  const importCall = (name: string, input: string, description: string, written: Record<string, z.ZodType>) => ({
    post: {
      operationId: `import${name}s`,
      tags: [name],
      description,
      requestBody: {
        required: true,
        ...jsonContent({
          type: 'object',
          required: ['rows', 'mode'],
          properties: {
            rows: { type: 'array', minItems: 1, maxItems: d.importLimits.rows, items: ref(input) },
            mode: { type: 'string', enum: [...d.importModes] },
          },
        }),
      },
      responses: {
        200: {
          description: `The ${Object.keys(written)[0]} rows and the rejected ones`,
          ...jsonContent(
            toSchema(
              z.object({
                ...written,
                rejected: z.array(z.object({ row: z.number().int(), fields: z.record(z.string(), z.string()) })),
              }),
              'output',
            ),
          ),
        },
        ...errorResponses(400, 401, 403, 422),
      },
    },
  });
  Object.assign(paths, {
    '/api/v1/parcels/import': importCall(
      'Parcel',
      'ParcelInput',
      'Up to 10 000 bookings at once (rows as ParcelInput), each checked as a booking. `mode: all` books nothing unless every row is valid (422 with `rows`: each refused row and its field codes); `valid` books the valid rows and answers the others as rejected.',
      { booked: z.array(z.object({ row: z.number().int(), id: z.string(), trackingNumber: z.string() })) },
    ),
    '/api/v1/customers/import': importCall(
      'Customer',
      'CustomerInput',
      'Up to 10 000 new customers at once (rows as CustomerInput; the body at most 12 MiB, else 413), for the roles that create customers, each checked as a new customer is: its fields, its home office, and its keys. A customer is the same as another when its e-mail address or its tax number is the same (e-mail addresses compared in lower case: rows with each other, and a row with an existing customer’s address as it was kept, written in lower case by imports and the sample; one kept with capitals by the form is matched only as it was written): a row whose key an existing customer has is refused with `taken`, a row whose key an earlier row of the same call has with `duplicate` (the earlier row goes on). Nothing is merged. `mode: all` imports nothing unless every row is valid (422 with `rows`); `valid` imports the valid rows, numbered in row order, and answers the others as rejected. The imported rows and one audit row (`customers.imported`, the codes and the count) are kept in one transaction.',
      { created: z.array(z.object({ row: z.number().int(), id: z.string(), code: z.string() })) },
    ),
    '/api/v1/scans': {
      post: {
        operationId: 'scan',
        tags: ['Scan'],
        description:
          'A scan through the parcel status machine. A refusal names its `reason` beside code and message: ' +
          '403 for scope (`own_office`, `other_driver`, `own_trips`, …), 409 for the status machine and the trip ' +
          "(`invalid_transition` with the parcel's `status`, `not_received` for a parcel only booked, `trip_closed`, …). " +
          'A clerk scanning a parcel that stands at his own office is told what is wrong with the parcel, not that it is elsewhere.',
        requestBody: { required: true, ...jsonContent(ref('ScanInput')) },
        responses: {
          200: { description: 'The parcel and its new event', ...jsonContent(ref('ScanResult')) },
          ...errorResponses(400, 401, 403, 404, 409, 422),
        },
      },
    },
    '/api/v1/parcels/{id}/notes': {
      parameters: [idParam],
      post: {
        operationId: 'addParcelNote',
        tags: ['Parcel'],
        requestBody: {
          required: true,
          ...jsonContent(toSchema(z.object({ text: z.string().min(1).max(1000) }), 'input')),
        },
        responses: {
          200: { description: 'The parcel', ...jsonContent(ref('Parcel')) },
          ...errorResponses(400, 401, 403, 404, 422),
        },
      },
    },
    '/api/v1/parcels/by-tracking/{trackingNumber}': {
      get: {
        operationId: 'openParcelByTracking',
        tags: ['Parcel'],
        description:
          'A parcel by its exact tracking number, with its scans (oldest first), for a question at the counter. A clerk opens another office’s parcel so, its money null, and the opening is written to the audit log in the same request (`parcel.opened_outside_office`: who, the parcel, his office, the address). A driver still reads only his trips’ parcels (404 for the others).',
        parameters: [{ name: 'trackingNumber', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          200: { description: 'The parcel and its scans', ...jsonContent(ref('ParcelOpened')) },
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    '/api/v1/parcels/track/{trackingNumber}': {
      get: {
        operationId: 'trackParcel',
        tags: ['Public'],
        security: [],
        description: 'Public: no token; no names, phones, addresses or money.',
        parameters: [{ name: 'trackingNumber', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          200: { description: 'Where the parcel is', ...jsonContent(ref('PublicTracking')) },
          ...errorResponses(404, 422),
        },
      },
    },
    '/api/v1/trips/availability': {
      get: {
        operationId: 'tripAvailability',
        tags: ['Trip'],
        parameters: [
          { ...query('scheduledAt', { type: 'string', format: 'date-time' }), required: true },
          query('tripId', { type: 'string' }),
        ],
        responses: {
          200: {
            description: 'Trucks and drivers, each with why it cannot go',
            ...jsonContent(ref('TripAvailability')),
          },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    '/api/v1/trips/{id}/depart': tripAction('depart'),
    '/api/v1/trips/{id}/arrive': tripAction('arrive', toSchema(z.object({ officeId: z.string() }), 'input')),
    '/api/v1/trips/{id}/complete': tripAction('complete'),
    '/api/v1/trips/{id}/cancel': tripAction('cancel'),
    '/api/v1/staff': {
      get: {
        operationId: 'staff',
        tags: ['Staff'],
        description: 'The staff directory: who scanned what, who is on duty.',
        responses: {
          200: {
            description: 'Every staff member, by name',
            ...jsonContent({ type: 'array', items: ref('StaffMember') }),
          },
          ...errorResponses(401),
        },
      },
    },
    '/api/v1/live/trucks': {
      get: {
        operationId: 'liveTrucks',
        tags: ['Live'],
        responses: {
          200: {
            description: 'Positions of trucks on the road',
            ...jsonContent({ type: 'array', items: ref('LivePosition') }),
          },
          ...errorResponses(401, 403),
        },
      },
    },
    '/api/v1/events': {
      get: {
        operationId: 'events',
        tags: ['Live'],
        description:
          'Server-sent events: the changes the signed-in user hears of (`parcel`, `trip`, `truck`, `notifications`: ids and a status; read the record again for the rest), from the cursor in `Last-Event-ID` or from now. `ready` tells where the stream starts; `reset` means the cursor is no longer covered and everything should be read again; `trucks` (with `trucks=1`, for the live map) carries the positions every two seconds. The stream ends when the token expires.',
        parameters: [
          { name: 'Last-Event-ID', in: 'header', schema: { type: 'string', pattern: '^\\d{1,15}$' } },
          query('after', { type: 'string', pattern: '^\\d{1,15}$' }),
          query('trucks', { type: 'string', enum: ['1'] }),
        ],
        responses: {
          200: { description: 'The event stream', content: { 'text/event-stream': { schema: { type: 'string' } } } },
          ...errorResponses(400, 401),
        },
      },
    },
    '/api/v1/dashboard': {
      get: {
        operationId: 'dashboard',
        tags: ['Insight'],
        parameters: [query('officeId', { type: 'string' })],
        responses: {
          200: { description: 'Today’s figures', ...jsonContent(ref('Dashboard')) },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    '/api/v1/reports/{report}': {
      get: {
        operationId: 'report',
        tags: ['Insight'],
        parameters: [
          { name: 'report', in: 'path', required: true, schema: { type: 'string', enum: [...d.reportNames] } },
          { ...query('from', { type: 'string', format: 'date' }), required: true },
          { ...query('to', { type: 'string', format: 'date' }), required: true },
          query('officeId', { type: 'string' }),
        ],
        responses: {
          200: { description: 'Rows and totals', ...jsonContent(ref('Report')) },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    '/api/v1/demo/reset': {
      post: {
        operationId: 'resetDemoData',
        tags: ['Demo'],
        description: 'Restores the seeded sample data.',
        responses: { 200: { description: 'Done', ...jsonContent({ const: true }) }, ...errorResponses(401, 403) },
      },
    },
    '/api/v1/setup': {
      get: {
        operationId: 'setupLink',
        tags: ['Public'],
        security: [],
        description:
          'Whether a setup link (printed to the log of a server whose company has no administrator yet, valid 24 hours) still works.',
        parameters: [{ name: 'token', in: 'query', required: true, schema: { type: 'string' } }],
        responses: {
          200: {
            description: 'It works',
            ...jsonContent({ type: 'object', properties: { pending: { const: true } } }),
          },
          ...errorResponses(404),
        },
      },
      post: {
        operationId: 'setUp',
        tags: ['Public'],
        security: [],
        description:
          "The company's profile and its first administrator, once: the answer signs the administrator in. 404 once any administrator exists, for a link past its time, or one not made.",
        requestBody: { required: true, ...jsonContent(toSchema(d.setupInput, 'input')) },
        responses: {
          200: { description: 'Set up and signed in', ...jsonContent(toSchema(d.authResponse, 'output')) },
          ...errorResponses(404, 422),
        },
      },
    },
    '/api/v1/instance': {
      get: {
        operationId: 'instance',
        tags: ['Public'],
        security: [],
        description:
          'What this server says of itself: `demo` when its data is the demo sample (the app shows a notice to every signed-in user), `exposed` when such a demo listens on an address other machines reach.',
        responses: {
          200: {
            description: 'The instance',
            ...jsonContent({
              type: 'object',
              properties: { demo: { type: 'boolean' }, exposed: { type: 'boolean' } },
              required: ['demo', 'exposed'],
            }),
          },
        },
      },
    },
    '/api/v1/openapi.json': {
      get: {
        operationId: 'openApi',
        tags: ['Public'],
        security: [],
        responses: { 200: { description: 'This document', ...jsonContent({ type: 'object' }) } },
      },
    },
  });

  return {
    openapi: '3.1.0',
    info: {
      title: 'Courier back office API',
      version: '1.0.0',
      description:
        'api/v1 of the courier back office, as the embedded mock server answers it. Errors: {error: {code, message, fields?}}.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    paths,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } }, schemas },
  };
}
