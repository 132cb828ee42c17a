/** Customers' API keys in the OpenAPI document (handlers/v1/apiKeys.ts, http/apiKeys.ts). */
import * as d from '@courier/domain';
import { bodySchema, errorResponses, idParam, jsonContent, toSchema, type Json } from './openapi.parts';

const apiKey = toSchema(d.apiKey, 'output');
const customerId = { ...idParam, description: 'The customer’s id' };

export const apiKeyPaths = () => ({
  '/api/v1/customers/{id}/api-keys': {
    parameters: [customerId],
    get: {
      operationId: 'customerApiKeys',
      tags: ['API keys'],
      summary: 'List a customer’s API keys',
      description:
        'The customer’s keys (administrator), newest first: name, scopes, the first characters, expiry, revocation and when each was last used (written at most once a minute). Never the key.',
      responses: {
        200: { description: 'The keys', ...jsonContent({ type: 'array', items: apiKey }) },
        ...errorResponses(403, 404),
      },
    },
    post: {
      operationId: 'issueApiKey',
      tags: ['API keys'],
      summary: 'Issue an API key',
      description: `A new key for the customer (administrator), with its scopes (${d.apiKeyScopes.map((s) => `\`${s}\``).join(', ')}) and an expiry or none. The answer carries the key this once: the server keeps only its SHA-256. At most 20 keys not revoked per customer. Written in the audit log.`,
      requestBody: { required: true, ...jsonContent(bodySchema(d.apiKeyInput)) },
      responses: {
        201: { description: 'The key, and its record', ...jsonContent(toSchema(d.issuedApiKey, 'output')) },
        ...errorResponses(403, 404, 409, 422),
      },
    },
  },
  '/api/v1/customers/{id}/api-keys/{keyId}': {
    parameters: [customerId, { name: 'keyId', in: 'path', required: true, schema: { type: 'string' } }],
    delete: {
      operationId: 'revokeApiKey',
      tags: ['API keys'],
      summary: 'Revoke an API key',
      description:
        'The key opens nothing from now on, on every server (administrator); its record stays, with when it was revoked. Written in the audit log. Revoking a revoked key changes nothing.',
      responses: {
        200: { description: 'The revoked key', ...jsonContent(apiKey) },
        ...errorResponses(403, 404),
      },
    },
  },
});

const rateLimitHeaders = {
  'RateLimit-Limit': { description: 'Calls a key may make a minute', schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: 'Calls left this minute', schema: { type: 'integer' } },
  'RateLimit-Reset': { description: 'Seconds until the minute ends', schema: { type: 'integer' } },
};

/** The calls a key opens, with the scope each needs. */
const keyCalls: Record<string, { method: string; scope: d.ApiKeyScope }> = {
  '/api/v1/parcels get': { method: 'get', scope: 'read_parcels' },
  '/api/v1/parcels post': { method: 'post', scope: 'book' },
  '/api/v1/parcels/{id} get': { method: 'get', scope: 'read_parcels' },
  '/api/v1/parcels/by-tracking/{trackingNumber} get': { method: 'get', scope: 'track' },
  '/api/v1/parcels/{id}/label get': { method: 'get', scope: 'labels' },
  '/api/v1/labels post': { method: 'post', scope: 'labels' },
};

/**
 * Marks the calls a customer's key opens: either security scheme, the scope a key needs, its
 * rate limit's headers and 429.
 */
export function openToApiKeys(paths: Record<string, Json>) {
  for (const [name, { method, scope }] of Object.entries(keyCalls)) {
    const op = (paths[name.split(' ')[0]!] as Record<string, Json> | undefined)?.[method];
    if (!op) continue;
    op.security = [{ bearer: [] }, { customerKey: [] }];
    op.description =
      `${op.description ?? ''} With a customer’s API key (scope \`${scope}\`): only that customer’s parcels${scope === 'book' ? ', booked as that customer (403 `key_customer` for another)' : ''}; the answer carries the \`RateLimit-*\` headers.`.trim();
    const responses = op.responses as Record<string, Json>;
    for (const status of Object.keys(responses).filter((s) => s.startsWith('2')))
      responses[status] = { ...responses[status], headers: rateLimitHeaders };
    Object.assign(responses, { ...errorResponses(429), ...responses });
  }
}

export const customerKeyScheme = {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: 'cbk_…',
  description: `A customer’s API key, issued by an administrator (\`POST /api/v1/customers/{id}/api-keys\`), sent as \`Authorization: Bearer cbk_…\`. It opens the parcel calls of its scopes for that customer only, ${d.apiKeyCallsPerMinute} calls a minute on each server.`,
};
