/**
 * Customers' API keys. An administrator issues, lists and revokes a customer's keys
 * (`/api/v1/customers/{id}/api-keys`); the key is in the answer to its issue, once. A call made
 * with a key (http/apiKeys.ts) opens the parcel calls of its scopes, for its customer's parcels
 * only: `read_parcels` the list and a parcel, `track` a parcel by its tracking number with its
 * scans, `book` a booking, as that customer and no other.
 */
import { apiKeyInput, checkTrackingNumber, parcelInput, type ApiKeyRecord, type ApiKeyScope } from '@courier/domain';
import type { Condition, UserRecord } from '@courier/store';
import { route, type Api, type Route } from '../../http/api';
import { apiKeyHash, asApiKey, bearerApiKey, callingKey, newApiKey } from '../../http/apiKeys';
import { audit } from '../../http/audit';
import { forbidden, notFound, validation } from '../../http/errors';
import { parseBody } from '../../http/respond';
import { listQueryOf } from './listing';
import { bookParcel, eventsOf, parcelByTracking } from './parcels';
import { parcelSpec } from './resources';

/** At most so many keys a customer holds that still work: old ones are revoked first. */
export const apiKeysPerCustomer = 20;

const admin = (api: Api, request: Request) => api.userWithRole(request, ['admin']);

async function customerOf(api: Api, id: string) {
  const customer = await api.store.table('customers').get(id);
  if (!customer) throw notFound('Customer');
  return customer;
}

export function apiKeyHandlers(api: Api): Route[] {
  return [
    route(api, 'get', '/api/v1/customers/:id/api-keys', async ({ request, params }) => {
      await admin(api, request);
      await customerOf(api, params.id!);
      const keys = await api.store.table('api-keys').all([{ field: 'customerId', in: [params.id!] }]);
      return keys.sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(asApiKey);
    }),
    route(
      api,
      'post',
      '/api/v1/customers/:id/api-keys',
      async ({ request, params }) => {
        const me = await admin(api, request);
        const customer = await customerOf(api, params.id!);
        const input = await parseBody(request, apiKeyInput);
        const now = api.now();
        if (input.expiresAt && Date.parse(input.expiresAt) <= now.getTime())
          throw validation({ expiresAt: 'in_past' }, 'The expiry is already past');
        const held = await api.store.table('api-keys').all([{ field: 'customerId', in: [customer.id] }]);
        if (held.filter((k) => !k.revokedAt).length >= apiKeysPerCustomer)
          throw validation({ _: 'too_many' }, `A customer holds at most ${apiKeysPerCustomer} keys: revoke one first`);
        const key = newApiKey();
        const record: ApiKeyRecord = {
          id: await api.store.nextId('key'),
          customerId: customer.id,
          name: input.name,
          scopes: input.scopes,
          start: key.slice(0, 10),
          createdAt: now.toISOString(),
          createdBy: me.id,
          expiresAt: input.expiresAt ? new Date(input.expiresAt).toISOString() : null,
          revokedAt: null,
          lastUsedAt: null,
          hash: await apiKeyHash(key),
        };
        await api.store.table('api-keys').insert(record);
        await audit(api, request, me, {
          action: 'api_key.issued',
          recordType: 'api_key',
          recordId: record.id,
          recordLabel: `${customer.code} · ${record.name}`,
          changes: [
            { field: 'scopes', before: null, after: record.scopes },
            { field: 'expiresAt', before: null, after: record.expiresAt },
          ],
        });
        return { apiKey: asApiKey(record), key };
      },
      { write: true, created: true },
    ),
    route(
      api,
      'delete',
      '/api/v1/customers/:id/api-keys/:keyId',
      async ({ request, params }) => {
        const me = await admin(api, request);
        const key = await api.store.table('api-keys').get(params.keyId!, [{ field: 'customerId', in: [params.id!] }]);
        if (!key) throw notFound('API key');
        if (key.revokedAt) return asApiKey(key);
        const revoked = await api.store.table('api-keys').update({ ...key, revokedAt: api.nowIso() });
        await audit(api, request, me, {
          action: 'api_key.revoked',
          recordType: 'api_key',
          recordId: key.id,
          recordLabel: key.name,
          changes: [{ field: 'revokedAt', before: null, after: revoked.revokedAt }],
        });
        return asApiKey(revoked);
      },
      { write: true },
    ),
  ];
}

/** The parcels of the key's customer, and no other. */
const ownParcels = (key: ApiKeyRecord): Condition[] => [{ field: 'customerId', in: [key.customerId] }];

/** Who a booking by key is in the parcel's history: the key, by its id and name. */
export const keyActor = (key: ApiKeyRecord) =>
  ({ id: key.id, name: `API key ${key.name}`, role: 'support', officeId: null }) as unknown as UserRecord;

/** The parcel calls a key opens, by method and path: answered so when the call carries a key. */
function apiKeyCalls(api: Api): Route[] {
  const keyRoute = (
    method: 'get' | 'post',
    path: string,
    scope: ApiKeyScope,
    resolve: (key: ApiKeyRecord, request: Request, params: Record<string, string>) => Promise<unknown>,
    write = false,
  ) =>
    route(
      api,
      method,
      path,
      async ({ request, params }) => resolve(await callingKey(api, request, scope), request, params),
      { write, created: write },
    );
  return [
    keyRoute('get', '/api/v1/parcels', 'read_parcels', async (key, request) =>
      api.store
        .table('parcels')
        .list(listQueryOf(new URL(request.url), parcelSpec.list, parcelSpec.params, ownParcels(key))),
    ),
    keyRoute('get', '/api/v1/parcels/:id', 'read_parcels', async (key, _request, params) => {
      const parcel = await api.store.table('parcels').get(params.id!, ownParcels(key));
      if (!parcel) throw notFound('Parcel');
      return parcel;
    }),
    keyRoute('get', '/api/v1/parcels/by-tracking/:trackingNumber', 'track', async (key, _request, params) => {
      const check = checkTrackingNumber(params.trackingNumber ?? '');
      if (!check.ok) throw validation({ trackingNumber: check.reason });
      const parcel = await parcelByTracking(api, check.value);
      if (!parcel || parcel.customerId !== key.customerId) throw notFound('Parcel');
      return { parcel, events: await eventsOf(api, parcel.id) };
    }),
    keyRoute(
      'post',
      '/api/v1/parcels',
      'book',
      async (key, request) => {
        const input = await parseBody(request, parcelInput);
        if (input.customerId !== key.customerId)
          throw forbidden('A key books only for its own customer', 'key_customer');
        return bookParcel(api, input, keyActor(key));
      },
      true,
    ),
  ];
}

/** The routes, each answered by its key call where the request carries an API key. */
export function withApiKeyCalls(api: Api, routes: Route[]): Route[] {
  const byKey = apiKeyCalls(api);
  return routes.map((staff) => {
    const keyCall = byKey.find((k) => k.method === staff.method && k.path === staff.path);
    return keyCall
      ? { ...staff, handle: (request, params) => (bearerApiKey(request) ? keyCall : staff).handle(request, params) }
      : staff;
  });
}
