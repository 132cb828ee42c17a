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
import {
  bodySchema,
  errorResponses,
  errorSchema,
  idParam,
  jsonContent,
  ref,
  toSchema,
  type Json,
} from './openapi.parts';
import { staffPaths } from './openapi.staff';
import { accountPaths } from './openapi.account';
import { mailPaths } from './openapi.mail';
import { authPaths } from './openapi.auth';
import { apiKeyPaths, customerKeyScheme, openToApiKeys } from './openapi.apiKeys';
import { developerGuide } from './openapi.guide';
import { webhookMessages, webhookPaths } from './openapi.webhooks';
import { searchPaths } from './openapi.search';
import { appPaths } from './openapi.apps';
import { boardPaths } from './openapi.boards';
import { labelPaths } from './openapi.labels';
import { auditList } from './handlers/v1/audit';
import type { FilterValues } from './handlers/v1/listing';

interface ResourceDoc {
  name: string;
  spec: ReadSpec;
  entity: z.ZodType;
  input?: z.ZodType;
  patch?: z.ZodType;
  /** What a reader sees of the list and of a record, where it depends on who reads. */
  reads?: { list: string; record: string };
  /** Who creates one, where the role table's reason is worth telling. */
  creates?: string;
}

/** Who reads which parcels, and their money (docs/security.md). */
const parcelReads = {
  list: 'A clerk reads his own office’s parcels (booked there, standing there or bound there), the page’s `total` too; a driver the parcels of his trips and rounds; the other roles the whole network. `price`, `codAmount` and `declaredValue` are null where the role does not see them: admin, manager and finance see them on every parcel, a clerk on the parcels booked at his office, a driver `codAmount` on his trips’ parcels; dispatcher and support see none. Sorting by `total` or `codAmount` is refused (403, reason `money_hidden`) to a role that does not see that amount on every parcel it reads; no filter reads an amount.',
  record:
    'A parcel outside the reader’s parcels (another office’s, for a clerk) answers 404, as if it did not exist: a clerk opens it by its exact tracking number (`/api/v1/parcels/by-tracking/{trackingNumber}`). Money fields as in the list.',
};

const resources: ResourceDoc[] = [
  { name: 'Office', spec: officeSpec as never, entity: d.office, input: d.officeInput, patch: d.officePatch },
  {
    name: 'Customer',
    spec: customerSpec as never,
    entity: d.customer,
    input: d.customerInput,
    patch: d.customerPatch,
    // Issue 64, item 6: the booking form's "New customer" is the counter's daily work.
    creates: `Created by ${d.writeRoles.customers.create.join(', ')}; the other roles are refused (403). A clerk makes a walk-in sender’s account at his counter as he books the parcel (the booking form’s “New customer”), so the roles that book parcels are the roles that create customers.`,
  },
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
    query('from', dayOrInstant, 'From this Türkiye calendar day (YYYY-MM-DD, from its start) or this instant'),
    query('to', dayOrInstant, 'Up to this Türkiye calendar day (YYYY-MM-DD, counted whole) or this instant'),
    ...Object.keys(spec.list.filters).map((f) => filterParameter(f, spec.list.values?.[f])),
    ...(spec.params ?? []).map((p) => query(p, { type: 'boolean' }, listParamDescriptions[p])),
  ];
}

/** A list's `from`/`to`: a calendar day or an instant with its offset. */
const dayOrInstant = { type: 'string', anyOf: [{ format: 'date' }, { format: 'date-time' }] };

/** The extra parameters of lists beside their filters (all true/false). */
const listParamDescriptions: Record<string, string> = {
  pastSla: '`true`: the open complaints past their due time; `false`: the others',
};

/**
 * A filter: `true`/`false` for a boolean field (anything else is a 400); otherwise one value or
 * several, comma-separated (`status=created,at_office`), each one of the enum where the field has
 * one (anything else is a 400 naming the filter).
 */
function filterParameter(name: string, values: FilterValues | undefined) {
  if (values === 'boolean') return query(name, { type: 'boolean' }, '`true` or `false`');
  return {
    ...query(
      name,
      {
        type: 'array',
        minItems: 1,
        items: values ? { type: 'string', enum: [...values] } : { type: 'string', minLength: 1 },
      },
      'One value or several, comma-separated',
    ),
    style: 'form',
    explode: false,
  };
}

/** `ParcelEvent` -> `parcel event`. */
const words = (name: string) => name.replace(/(?<=[a-z])([A-Z])/g, ' $1').toLowerCase();
const plural = (name: string) => `${words(name)}s`;
const article = (name: string) => `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${words(name)}`;
const listDescription = (r: ResourceDoc) =>
  `A page of ${plural(r.name)}: \`q\` searches, \`sort\` and \`order\` order, \`from\`/\`to\` bound the date, and each filter takes one value or several, comma-separated (an unknown filter, sort or value is a 400 naming it).`;

/** A page of a component's records (`{items, total, page, size, lastPage}`). */
function pageOf(name: string): Json {
  const page = toSchema(d.pageOf(z.object({})), 'output') as { properties: Json };
  return { ...page, properties: { ...page.properties, items: { type: 'array', items: ref(name) } } };
}

const operationMethods = ['get', 'put', 'post', 'patch', 'delete'];

/**
 * The statuses any call can answer beside its own rules, added where a call does not list them:
 * 400 for a body, a path or a query value it cannot read (text that is not Unicode, NUL); 413 for
 * a body past its limit; 401 where a token is needed; 500 for a fault and 503 while the database
 * cannot be reached (the server's).
 */
function withCommonErrors(paths: Record<string, Json>) {
  for (const item of Object.values(paths))
    for (const [method, op] of Object.entries(item as Record<string, Json>)) {
      if (!operationMethods.includes(method)) continue;
      const parameters = [...((item.parameters as Json[]) ?? []), ...((op.parameters as Json[]) ?? [])];
      const statuses = [
        ...(op.requestBody || parameters.some((p) => p.in !== 'header') ? [400] : []),
        ...(op.requestBody ? [413] : []),
        ...(Array.isArray(op.security) && op.security.length === 0 ? [] : [401]),
        500,
        503,
      ];
      op.responses = { ...errorResponses(...statuses), ...(op.responses as Json) };
    }
}

export function openApiDocument(): Json {
  const schemas: Record<string, Json> = { Error: errorSchema(d.errorCodes) };
  const paths: Record<string, Json> = {};
  for (const r of resources) {
    const base = `/api/v1/${r.spec.resource}`;
    schemas[r.name] = toSchema(r.entity, 'output');
    schemas[`${r.name}Page`] = toSchema(d.pageOf(r.entity), 'output');
    paths[base] = {
      get: {
        operationId: `list${r.name}s`,
        tags: [r.name],
        summary: `List ${plural(r.name)}`,
        description: [listDescription(r), r.reads?.list].filter(Boolean).join(' '),
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
        summary: `Get ${article(r.name)}`,
        description: r.reads?.record ?? `One ${words(r.name)} by its id.`,
        responses: { 200: { description: r.name, ...jsonContent(ref(r.name)) }, ...errorResponses(401, 403, 404) },
      },
    };
    if (r.input && r.patch) {
      schemas[`${r.name}Input`] = bodySchema(r.input);
      // An edit names at least one field: `{}` is refused (400).
      schemas[`${r.name}Patch`] = { ...bodySchema(r.patch), minProperties: 1 };
      (paths[base] as Json).post = {
        operationId: `create${r.name}`,
        tags: [r.name],
        summary: `Create ${article(r.name)}`,
        description: [
          `A new ${words(r.name)}, checked field by field (422 names each refused field), then against the data (a reference that does not exist is \`not_found\`, a unique value already held \`taken\`). 409 when another write took the same unique value at the same moment: nothing was kept.`,
          r.creates,
        ]
          .filter(Boolean)
          .join(' '),
        requestBody: { required: true, ...jsonContent(ref(`${r.name}Input`)) },
        responses: {
          201: { description: 'Created', ...jsonContent(ref(r.name)) },
          ...errorResponses(400, 401, 403, 409, 422),
        },
      };
      Object.assign(paths[`${base}/{id}`] as Json, {
        patch: {
          operationId: `update${r.name}`,
          tags: [r.name],
          summary: `Change ${article(r.name)}`,
          description: `Changes the fields named (at least one); the record is checked whole again after the change.`,
          requestBody: { required: true, ...jsonContent(ref(`${r.name}Patch`)) },
          responses: {
            200: { description: 'Updated', ...jsonContent(ref(r.name)) },
            ...errorResponses(400, 401, 403, 404, 409, 422),
          },
        },
        delete: {
          operationId: `delete${r.name}`,
          tags: [r.name],
          summary: `Delete ${article(r.name)}`,
          description: `Deletes it, and writes the deletion in the audit log; 409 \`in_use\` (with \`usage\`) while other records still use it.`,
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
  Object.assign(
    paths,
    authPaths(),
    staffPaths(),
    accountPaths(),
    searchPaths(),
    appPaths(),
    boardPaths(),
    apiKeyPaths(),
    webhookPaths(),
    mailPaths(),
    labelPaths(),
  );
  schemas.AuditEntry = toSchema(d.auditEntry, 'output');
  paths['/api/v1/audit'] = {
    get: {
      operationId: 'auditLog',
      tags: ['Staff'],
      summary: 'Read the audit log',
      description:
        'The audit log (administrator), newest first: every administrative act (accounts made, changed, disabled or enabled; password links; access requests decided; the company set up or changed; deletions; imports; backups and restores) with who, the record, each changed field before and after, when and from which address. Filters: `actor` (a user id), `action`, `recordType`, `record` (a record id), `from`/`to` (on `at`), `q` (the actor’s name, the record’s label). Rows are only added: no call changes or deletes one. They are kept 2 years (the server’s `AUDIT_KEEP_DAYS`).',
      parameters: listParameters({ list: auditList }),
      responses: {
        200: { description: 'A page', ...jsonContent(pageOf('AuditEntry')) },
        ...errorResponses(400, 401, 403),
      },
    },
  };
  schemas.Dashboard = toSchema(d.dashboard, 'output');
  schemas.Report = toSchema(d.report, 'output');
  schemas.TripAvailability = toSchema(d.tripAvailability, 'output');
  schemas.Arrival = toSchema(z.object({ trip: d.trip, unloaded: z.number().int() }), 'output');

  const tripMoves: Record<string, { summary: string; description: string }> = {
    depart: {
      summary: 'Depart a trip',
      description:
        'The trip leaves the stop it stands at with what is loaded (sealed, when it carries parcels); its parcels are in transit. A refusal names its `reason` (409) and whether a manager may set it aside (`overridable`). The optional body gives `at`, when it really left (a move recorded late: not in the future, not before the trip’s previous move, within 12 hours), and a manager’s `overrideReason` (5–300 characters; 403 `override_role` for other roles), which sets aside `too_early`, `too_soon` and `too_late_to_record` and is kept in the trip’s `history` and the audit log (`trip.move_overridden`).',
    },
    arrive: {
      summary: 'Arrive at a trip’s next stop',
      description:
        'The trip reaches `officeId`, which must be its next stop (409 `wrong_stop` with `expectedOfficeId`): the parcels for that stop are unloaded there, and every parcel at the last. `at` and `overrideReason` as for a departure.',
    },
    complete: {
      summary: 'Complete a trip',
      description: 'Every stop reached and nothing on board: the trip is history, its truck and driver free again.',
    },
    cancel: {
      summary: 'Cancel a trip',
      description: 'A trip that has not ended: parcels on board come off at the office where they are.',
    },
  };
  const tripAction = (name: string, body?: Json, required = true) => ({
    post: {
      operationId: `${name}Trip`,
      tags: ['Trip'],
      ...tripMoves[name],
      ...(body ? { requestBody: { required, ...jsonContent(body) } } : {}),
      responses: {
        200: { description: 'The trip', ...jsonContent(name === 'arrive' ? ref('Arrival') : ref('Trip')) },
        ...errorResponses(400, 401, 403, 404, 409, 422),
      },
    },
    parameters: [idParam],
  });
  /** An import's call (http/imports.ts): rows of `input`, a mode, and what was written and refused. */
  const importCall = (
    name: string,
    input: string,
    summary: string,
    description: string,
    written: Record<string, z.ZodType>,
  ) => ({
    post: {
      operationId: `import${name}s`,
      tags: [name],
      summary,
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
      'Book parcels in bulk',
      'Up to 10 000 bookings at once (rows as ParcelInput), each checked as a booking. `mode: all` books nothing unless every row is valid (422 with `rows`: each refused row and its field codes); `valid` books the valid rows and answers the others as rejected.',
      { booked: z.array(z.object({ row: z.number().int(), id: z.string(), trackingNumber: z.string() })) },
    ),
    '/api/v1/customers/import': importCall(
      'Customer',
      'CustomerInput',
      'Import customers',
      'Up to 10 000 new customers at once (rows as CustomerInput; the body at most 12 MiB, else 413), for the roles that create customers, each checked as a new customer is: its fields, its home office, and its keys. A customer is the same as another when its e-mail address or its tax number is the same (e-mail addresses compared in lower case: rows with each other, and a row with an existing customer’s address as it was kept, written in lower case by imports and the sample; one kept with capitals by the form is matched only as it was written): a row whose key an existing customer has is refused with `taken`, a row whose key an earlier row of the same call has with `duplicate` (the earlier row goes on). Nothing is merged. `mode: all` imports nothing unless every row is valid (422 with `rows`); `valid` imports the valid rows, numbered in row order, and answers the others as rejected. The imported rows and one audit row (`customers.imported`, the codes and the count) are kept in one transaction.',
      { created: z.array(z.object({ row: z.number().int(), id: z.string(), code: z.string() })) },
    ),
    '/api/v1/scans': {
      post: {
        operationId: 'scan',
        tags: ['Scan'],
        summary: 'Scan a parcel',
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
    '/api/v1/round': {
      get: {
        operationId: 'myRound',
        tags: ['Scan'],
        summary: 'A driver’s delivery round',
        description:
          'A driver’s delivery round, for the driver alone (403 for every other role): the parcels out for delivery with him, in stop order (the receiver’s postal code, then district, then street address; one address’s parcels together by tracking number), at most 500. Each reads as he sees it: the COD amount he collects, never the price or the declared value. A parcel leaves the round with its `delivered` or `delivery_failed` scan (POST /api/v1/scans, the proof of delivery as there).',
        responses: {
          200: {
            description: 'The round',
            ...jsonContent({
              type: 'object',
              required: ['items'],
              properties: { items: { type: 'array', items: ref('Parcel') } },
            }),
          },
          ...errorResponses(401, 403),
        },
      },
    },
    '/api/v1/parcels/{id}/notes': {
      // A parcel's id (`par_…`) is never `track` or `by-tracking`: the path cannot be read as those calls'.
      parameters: [{ ...idParam, schema: { type: 'string', pattern: '^par_[0-9A-Za-z]+$' } }],
      post: {
        operationId: 'addParcelNote',
        tags: ['Parcel'],
        summary: 'Add a note to a parcel',
        description:
          'Adds a note to the parcel’s history (who and when are kept with it). A parcel outside the caller’s scope is a 404.',
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
        summary: 'Open a parcel by its tracking number',
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
        summary: 'Track a parcel (public)',
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
        summary: 'Trucks and drivers who may take a trip',
        description:
          'For a planned time (and a trip being replanned, `tripId`), every truck and driver with where it stands (`atOfficeId`: the last stop of its latest completed trip, else its home office) and why it cannot go, if it cannot: `maintenance`, `retired`, `on_leave`, `off_duty`, `licence_expired`, `on_other_trip`; with `routeId`, `too_far` when it cannot be at the first stop in time (more than 30 km away and not reachable from now at 70 km/h over 1.3 times the straight line); with `truckId`, `licence_class` for a B licence and a truck above 3.5 t; with `driverId`, `needs_heavy_licence` for such a truck. Creating or replanning a trip refuses the same choices (422, the code at `truckId` or `driverId`).',
        parameters: [
          { ...query('scheduledAt', { type: 'string', format: 'date-time' }), required: true },
          query('tripId', { type: 'string', maxLength: 40 }),
          query('routeId', { type: 'string', maxLength: 40 }),
          query('truckId', { type: 'string', maxLength: 40 }),
          query('driverId', { type: 'string', maxLength: 40 }),
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
    '/api/v1/trips/{id}/depart': tripAction('depart', toSchema(d.movedAtInput, 'input'), false),
    '/api/v1/trips/{id}/arrive': tripAction(
      'arrive',
      toSchema(d.movedAtInput.extend({ officeId: z.string() }), 'input'),
    ),
    '/api/v1/trips/{id}/complete': tripAction('complete'),
    '/api/v1/trips/{id}/cancel': tripAction('cancel'),
    '/api/v1/staff': {
      get: {
        operationId: 'staff',
        tags: ['Staff'],
        summary: 'The staff directory',
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
        summary: 'Trucks on the road',
        description:
          'The positions of the trucks on the road, derived from each trip’s planned legs, for the roles of the live map.',
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
        summary: 'Stream live changes',
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
        summary: 'Today’s figures',
        description:
          'Today’s figures of an office (`officeId`) or the network: each carries the list query that explains it (`link`), and that list answers the same count. Money figures only for the roles that read money; a clerk’s are his office’s.',
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
        summary: 'Read a report',
        description:
          'A report over Türkiye calendar days `from`–`to` (at most a year), optionally for one office: deliveries, on-time rate, revenue, offices, drivers, complaints or COD.',
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
        summary: 'Reset the demo data',
        description: 'Restores the seeded sample data.',
        responses: { 200: { description: 'Done', ...jsonContent({ const: true }) }, ...errorResponses(401, 403) },
      },
    },
    '/api/v1/setup': {
      get: {
        operationId: 'setupLink',
        tags: ['Public'],
        summary: 'Check a setup link',
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
        summary: 'Set up the company',
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
        summary: 'What this server is',
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
        summary: 'This OpenAPI document',
        description:
          'The OpenAPI 3.1 document of this API (this one). Public: no token needed. The Node server shows it as a reference at /api/docs.',
        security: [],
        responses: { 200: { description: 'This document', ...jsonContent({ type: 'object' }) } },
      },
    },
  });

  openToApiKeys(paths);
  withCommonErrors(paths);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Courier back office API',
      version: '1.0.0',
      license: { name: 'Proprietary: the company’s own (UNLICENSED)', identifier: 'LicenseRef-Proprietary' },
      description: developerGuide,
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: '/' }],
    security: [{ bearer: [] }],
    paths,
    webhooks: webhookMessages(),
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        customerKey: customerKeyScheme,
      },
      schemas,
    },
  };
}
