import { describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { createRoutes } from './handlers';
import { openApiDocument } from './openapi';
import { booking } from './testing/fixtures';
import { call, signIn, useApi } from './testing/harness';

const { api } = useApi({ resetEach: true });
const doc = openApiDocument() as {
  openapi: string;
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: { 'application/json': { schema: object } } }> }>
  >;
  components: { schemas: Record<string, object> };
};

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'api', components: doc.components });
const schemaOf = (path: string, method: string, status = '200') => {
  const schema = doc.paths[path]![method]!.responses![status]!.content!['application/json'].schema;
  // Point component references at the registered document.
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"api#/components/'));
};
function expectValid(path: string, method: string, body: unknown, status = '200') {
  const validate = ajv.compile(schemaOf(path, method, status));
  const ok = validate(body);
  expect(ok, `${method.toUpperCase()} ${path}: ${ajv.errorsText(validate.errors)}`).toBe(true);
}

/** `/api/v1/offices/{id}` -> `/api/v1/offices/:id`, as the routes write paths. */
const asRoute = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and its schemas compile', () => {
    expect(doc.openapi).toBe('3.1.0');
    for (const [name, schema] of Object.entries(doc.components.schemas))
      expect(() => ajv.compile(schema), name).not.toThrow();
  });

  it('names and describes every operation, and lists a 409 for every create', () => {
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item as Record<string, Record<string, unknown>>)) {
        if (method === 'parameters') continue;
        expect(op.summary, `${method} ${path}: summary`).toEqual(expect.any(String));
        expect(op.description, `${method} ${path}: description`).toEqual(expect.any(String));
        if (method === 'post' && (op.responses as object)['201' as never])
          expect(Object.keys(op.responses as object), `${method} ${path}`).toContain('409');
      }
  });

  it('documents every api/v1 and api/auth route the server answers (and search), and no other', () => {
    const served = new Set(
      createRoutes(api)
        .filter(
          (route) =>
            route.path.startsWith('/api/v1/') ||
            route.path.startsWith('/api/auth/') ||
            route.path === '/api/common/search' ||
            // The sample areas' calls added for working together (openapi.apps.ts).
            route.path.startsWith('/api/apps/file-manager') ||
            route.path === '/api/apps/tasks/assigned' ||
            route.path === '/api/apps/academy/courses/progress' ||
            // Shared boards: made, changed, and comments on cards (openapi.boards.ts).
            (route.path === '/api/apps/scrumboard/boards' && route.method === 'post') ||
            (route.path === '/api/apps/scrumboard/board' && route.method === 'patch') ||
            route.path.startsWith('/api/apps/scrumboard/board/card/comment') ||
            // Writing mail and chat messages to colleagues (openapi.mail.ts).
            (route.path === '/api/apps/mailbox/mail' && route.method !== 'get') ||
            route.path === '/api/apps/mailbox/attachment' ||
            route.path === '/api/apps/chat/message' ||
            (route.path === '/api/apps/chat/chat' && route.method === 'post'),
        )
        .map((route) => `${route.method} ${route.path}`),
    );
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops)
          .filter((m) => m !== 'parameters')
          .map((m) => `${m} ${asRoute(path)}`),
      ),
    );
    expect([...documented].sort()).toEqual([...served].sort());
  });

  it('describes what every read answers', async () => {
    const token = await signIn('admin');
    const firstId = async (resource: string) =>
      (await call('get', `/api/v1/${resource}`, { token, query: { size: 1 } })).body.items[0].id;
    const parcel = (await call('get', '/api/v1/parcels', { token, query: { size: 1 } })).body.items[0];
    const fill: Record<string, () => Promise<string>> = {
      '{id}': async () => '',
      '{trackingNumber}': async () => parcel.trackingNumber,
      '{report}': async () => 'revenue',
      // An endpoint of the first customer, with a delivery of a booking to list.
      '{webhookId}': async () => {
        const customerId = await firstId('customers');
        const added = await call('post', `/api/v1/customers/${customerId}/webhooks`, {
          token,
          body: { url: 'https://shop.example/hooks', events: ['parcel.booked'] },
        });
        await call('post', '/api/v1/parcels', { token, body: { ...booking, customerId } });
        return added.body.endpoint.id;
      },
    };
    const queries: Record<string, Record<string, string>> = {
      '/api/v1/reports/{report}': { from: '2026-11-01', to: '2026-11-20' },
      '/api/v1/trips/availability': { scheduledAt: '2026-11-21T18:00:00Z' },
      // The first card of the sample's first board (the administrator is one of its members).
      '/api/apps/scrumboard/board/card/comments': { id: 'bcd_1_1_1' },
    };
    // Calls that are one role's own (a driver's round) are read by that role.
    // The webhook calls of a customer's own system are read with its key (of the first customer, as `{webhookId}`'s endpoint).
    const shopKey = (
      await call('post', `/api/v1/customers/${await firstId('customers')}/api-keys`, {
        token,
        body: { name: 'Shop', scopes: ['webhooks'] },
      })
    ).body.key as string;
    const readers: Record<string, string> = {
      '/api/v1/round': await signIn('driver'),
      '/api/v1/webhooks': shopKey,
      '/api/v1/webhooks/{webhookId}/deliveries': shopKey,
    };
    for (const [path, ops] of Object.entries(doc.paths)) {
      // The event stream never ends: events.test.ts reads it.
      if (!ops.get || JSON.stringify(ops.get.responses).includes('text/event-stream')) continue;
      // A setup link works only in a company with no administrator: setup.test.ts reads it there.
      if (path === '/api/v1/setup') continue;
      // The logo is an image, not JSON: company.test.ts reads it.
      if (path === '/api/v1/company/logo') continue;
      // A label is a PDF or ZPL, not JSON: labels.test.ts reads it.
      if (path === '/api/v1/parcels/{id}/label') continue;
      // A file's bytes are not JSON: files.test.ts and mail.test.ts read them.
      if (path === '/api/apps/file-manager/file/content' || path === '/api/apps/mailbox/attachment') continue;
      let url = path;
      if (path.includes('{id}')) url = url.replace('{id}', await firstId(path.split('/')[3]!));
      for (const [param, value] of Object.entries(fill))
        if (url.includes(param)) url = url.replace(param, await value());
      const answer = await call('get', url, { token: readers[path] ?? token, query: queries[path] });
      expect(answer.status, url).toBe(200);
      expectValid(path, 'get', answer.body);
    }
  });

  it('describes parcels as the roles that see no money read them (null amounts)', async () => {
    const support = await signIn('support');
    const page = await call('get', '/api/v1/parcels', { token: support, query: { size: 5, paymentMode: 'cod' } });
    expect(page.body.items[0].codAmount).toBeNull();
    expectValid('/api/v1/parcels', 'get', page.body);
    expectValid(
      '/api/v1/parcels/{id}',
      'get',
      (await call('get', `/api/v1/parcels/${page.body.items[0].id}`, { token: support })).body,
    );
    const clerk = await signIn('clerk');
    const away = (await api.store.table('parcels').all([])).find(
      (p) => ![p.originOfficeId, p.currentOfficeId, p.destinationOfficeId].includes('off_001'),
    )!;
    const opened = await call('get', `/api/v1/parcels/by-tracking/${away.trackingNumber}`, { token: clerk });
    expect(opened.body.parcel.price).toBeNull();
    expectValid('/api/v1/parcels/by-tracking/{trackingNumber}', 'get', opened.body);
  });

  it('describes what writes answer, and their errors', async () => {
    const clerk = await signIn('clerk');
    const booked = await call('post', '/api/v1/parcels', { token: clerk, body: booking });
    expect(booked.status).toBe(201);
    expectValid('/api/v1/parcels', 'post', booked.body, '201');
    const scanned = await call('post', '/api/v1/scans', {
      token: clerk,
      body: { trackingNumber: booked.body.trackingNumber, action: 'received', officeId: 'off_001' },
    });
    expectValid('/api/v1/scans', 'post', scanned.body);
    const invalid = await call('post', '/api/v1/parcels', { token: clerk, body: { ...booking, pieces: 0 } });
    expectValid('/api/v1/parcels', 'post', invalid.body, '422');
    const refused = await call('post', '/api/v1/scans', {
      token: clerk,
      body: { trackingNumber: booked.body.trackingNumber, action: 'received', officeId: 'off_001' },
    });
    expectValid('/api/v1/scans', 'post', refused.body, '409');
    const complaint = await call('post', '/api/v1/complaints', {
      token: clerk,
      body: {
        parcelId: booked.body.id,
        customerId: booked.body.customerId,
        category: 'delay',
        priority: 'low',
        subject: 'Late',
        description: 'Where is it?',
        assigneeId: null,
      },
    });
    expect(complaint.status).toBe(201);
    expectValid('/api/v1/complaints', 'post', complaint.body, '201');
  });
});
