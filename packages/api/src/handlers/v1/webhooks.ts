/**
 * Customers' webhook endpoints: an administrator adds one (`/api/v1/customers/{id}/webhooks`; its
 * signing secret is in the answer, once), changes, disables or deletes it, reads its deliveries
 * and sends one again; the customer's own system does the same for itself with an API key of the
 * `webhooks` scope (`/api/v1/webhooks`). Writing and sending the deliveries: ../../http/webhooks.ts.
 */
import {
  webhookDeliveryStatuses,
  webhookEndpointInput,
  webhookEndpointPatch,
  webhooksPerCustomer,
  type AuditChange,
  type Customer,
  type ListedWebhookEndpoint,
  type WebhookEndpointRecord,
} from '@courier/domain';
import { z } from 'zod';
import type { UserRecord } from '@courier/store';
import { route, type Api, type Route } from '../../http/api';
import { callingKey } from '../../http/apiKeys';
import { audit } from '../../http/audit';
import { notFound, validation } from '../../http/errors';
import { json, parseBody, parseQuery } from '../../http/respond';
import { asWebhookDelivery, asWebhookEndpoint, newWebhookSecret, webhookUrlProblem } from '../../http/webhooks';
import { keyActor } from './apiKeys';

const admin = (api: Api, request: Request) => api.userWithRole(request, ['admin']);

async function customerOf(api: Api, id: string) {
  const customer = await api.store.table('customers').get(id);
  if (!customer) throw notFound('Customer');
  return customer;
}

async function endpointOf(api: Api, customerId: string, id: string) {
  const endpoint = await api.store.table('webhooks').get(id, [{ field: 'customerId', in: [customerId] }]);
  if (!endpoint) throw notFound('Webhook endpoint');
  return endpoint;
}

/** The address checked for this host: its form, then (in production) where its name leads. */
async function checkUrl(api: Api, url: string) {
  const options = api.options.webhooks ?? {};
  const problem =
    webhookUrlProblem(url, options.development ?? false) ??
    (options.development ? null : await options.checkTarget?.(new URL(url)));
  if (problem)
    throw validation(
      { url: problem },
      problem === 'url_scheme'
        ? 'The address must begin with https://'
        : problem === 'url_private'
          ? 'The address leads into a private network: give one reachable from the internet'
          : 'The address cannot be reached',
    );
}

/** Writes in one transaction, then tells the host (the demo's worker keeps its data): a route's `write`, for a route that first waits outside one. */
async function written<T>(api: Api, write: () => Promise<T>): Promise<T> {
  const result = await api.store.transaction(write);
  await api.store.commit?.();
  return result;
}

/** The endpoints with what their reader needs beside them: deliveries waiting, and failed in the kept 30 days (one grouped count for all). */
async function withCounts(api: Api, endpoints: WebhookEndpointRecord[]): Promise<ListedWebhookEndpoint[]> {
  const groups = endpoints.length
    ? await api.store.table('webhook-deliveries').aggregate({
        where: [
          { field: 'endpointId', in: endpoints.map((e) => e.id) },
          { field: 'status', in: ['pending', 'failed'] },
        ],
        groupBy: ['endpointId', 'status'],
      })
    : [];
  const count = (id: string, status: string) => groups.find((g) => g.key[0] === id && g.key[1] === status)?.count ?? 0;
  return endpoints.map((e) => ({
    ...asWebhookEndpoint(e),
    pending: count(e.id, 'pending'),
    failed: count(e.id, 'failed'),
  }));
}

const deliveryQuery = z
  .object({
    status: z.enum(webhookDeliveryStatuses).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    size: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict();

/** Whose endpoints a call reaches, and who acts: the administrator for a customer named in the path, or a key for its own. */
type OwnerOf = (request: Request, params: Record<string, string>) => Promise<{ customer: Customer; actor: UserRecord }>;

export function webhookHandlers(api: Api): Route[] {
  return [
    ...webhookRoutes(api, '/api/v1/customers/:id/webhooks', async (request, params) => {
      const actor = await admin(api, request);
      return { actor, customer: await customerOf(api, params.id!) };
    }),
    ...webhookRoutes(api, '/api/v1/webhooks', async (request) => {
      const key = await callingKey(api, request, 'webhooks');
      return { actor: keyActor(key), customer: await customerOf(api, key.customerId) };
    }),
  ];
}

function webhookRoutes(api: Api, base: string, ownerOf: OwnerOf): Route[] {
  return [
    route(api, 'get', base, async ({ request, params }) => {
      const { customer } = await ownerOf(request, params);
      const endpoints = await api.store.table('webhooks').all([{ field: 'customerId', in: [customer.id] }]);
      endpoints.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      return withCounts(api, endpoints);
    }),
    // Not one write transaction: an address's name is resolved first (the host's check may wait on
    // DNS), outside any transaction; then the endpoint is written in one.
    route(api, 'post', base, async ({ request, params }) => {
      const { actor: me, customer } = await ownerOf(request, params);
      const input = await parseBody(request, webhookEndpointInput);
      await checkUrl(api, input.url);
      const secret = newWebhookSecret();
      const record = await written(api, async () => {
        // The customer's counter row, taken first: two adds at once (on two servers) count one after the other.
        await api.store.next(`webhooks:${customer.id}`);
        const held = await api.store.table('webhooks').count([{ field: 'customerId', in: [customer.id] }]);
        if (held >= webhooksPerCustomer)
          throw validation(
            { _: 'too_many' },
            `A customer holds at most ${webhooksPerCustomer} endpoints: delete one first`,
          );
        const now = api.nowIso();
        const endpoint: WebhookEndpointRecord = {
          id: await api.store.nextId('whk'),
          customerId: customer.id,
          url: input.url,
          description: input.description,
          events: input.events,
          enabled: input.enabled,
          secretStart: secret.slice(0, 10),
          createdAt: now,
          createdBy: me.id,
          updatedAt: now,
          secret,
        };
        await api.store.table('webhooks').insert(endpoint);
        await audit(api, request, me, {
          action: 'webhook.created',
          recordType: 'webhook',
          recordId: endpoint.id,
          recordLabel: `${customer.code} · ${endpoint.url}`,
          changes: [
            { field: 'url', before: null, after: endpoint.url },
            { field: 'events', before: null, after: endpoint.events },
          ],
        });
        return endpoint;
      });
      return json({ endpoint: asWebhookEndpoint(record), secret }, 201);
    }),
    route(api, 'patch', `${base}/:webhookId`, async ({ request, params }) => {
      const { actor: me, customer } = await ownerOf(request, params);
      const patch = await parseBody(request, webhookEndpointPatch);
      if (patch.url !== undefined) await checkUrl(api, patch.url);
      const changed = await written(api, async () => {
        const endpoint = await endpointOf(api, customer.id, params.webhookId!);
        const next: WebhookEndpointRecord = { ...endpoint, ...patch, updatedAt: api.nowIso() };
        const changes: AuditChange[] = (['url', 'description', 'events', 'enabled'] as const)
          .filter((field) => JSON.stringify(endpoint[field]) !== JSON.stringify(next[field]))
          .map((field) => ({ field, before: endpoint[field], after: next[field] }));
        if (!changes.length) return endpoint;
        await api.store.table('webhooks').update(next);
        await audit(api, request, me, {
          action: 'webhook.changed',
          recordType: 'webhook',
          recordId: endpoint.id,
          recordLabel: next.url,
          changes,
        });
        return next;
      });
      return (await withCounts(api, [changed]))[0];
    }),
    route(
      api,
      'delete',
      `${base}/:webhookId`,
      async ({ request, params }) => {
        const { actor: me, customer } = await ownerOf(request, params);
        const endpoint = await endpointOf(api, customer.id, params.webhookId!);
        // Its deliveries stay for their 30 days; the waiting ones are marked failed when next due.
        await api.store.table('webhooks').delete(endpoint.id);
        await audit(api, request, me, {
          action: 'webhook.deleted',
          recordType: 'webhook',
          recordId: endpoint.id,
          recordLabel: endpoint.url,
        });
        return null;
      },
      { write: true },
    ),
    route(api, 'get', `${base}/:webhookId/deliveries`, async ({ request, params, url }) => {
      const { customer } = await ownerOf(request, params);
      const endpoint = await endpointOf(api, customer.id, params.webhookId!);
      const query = parseQuery(url, deliveryQuery);
      const page = await api.store.table('webhook-deliveries').list({
        where: [
          { field: 'endpointId', in: [endpoint.id] },
          ...(query.status ? [{ field: 'status', in: [query.status] }] : []),
        ],
        sort: { key: 'createdAt', order: 'desc', text: false },
        page: query.page,
        size: query.size,
      });
      return { ...page, items: page.items.map(asWebhookDelivery) };
    }),
    route(
      api,
      'post',
      `${base}/:webhookId/deliveries/:deliveryId/resend`,
      async ({ request, params }) => {
        const { actor: me, customer } = await ownerOf(request, params);
        const endpoint = await endpointOf(api, customer.id, params.webhookId!);
        const delivery = await api.store
          .table('webhook-deliveries')
          .get(params.deliveryId!, [{ field: 'endpointId', in: [endpoint.id] }]);
        if (!delivery) throw notFound('Delivery');
        const now = api.nowIso();
        // The same message again (its id unchanged, so a receiver that has it drops the repeat), due now, with 24 hours of retries.
        const resent = await api.store
          .table('webhook-deliveries')
          .update({ ...delivery, status: 'pending', nextAttemptAt: now, resentAt: now, deliveredAt: null });
        await audit(api, request, me, {
          action: 'webhook.resent',
          recordType: 'webhook',
          recordId: endpoint.id,
          recordLabel: `${endpoint.url} · ${delivery.type} · ${delivery.trackingNumber}`,
          changes: [{ field: 'status', before: delivery.status, after: 'pending' }],
        });
        return asWebhookDelivery(resent);
      },
      { write: true },
    ),
  ];
}
