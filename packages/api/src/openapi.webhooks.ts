/** Customers' webhooks in the OpenAPI document: the endpoint calls (handlers/v1/webhooks.ts) and what a receiver is sent (http/webhooks.ts). */
import * as d from '@courier/domain';
import { bodySchema, errorResponses, idParam, jsonContent, toSchema, type Json } from './openapi.parts';

const endpoint = toSchema(d.listedWebhookEndpoint, 'output');
const delivery = toSchema(d.webhookDelivery, 'output');
const customerId = { ...idParam, description: 'The customer’s id' };
const webhookId = { name: 'webhookId', in: 'path', required: true, schema: { type: 'string' } };
const tag = ['Webhooks'];

/** How a receiver checks a delivery: the text of the document's description and of the developers' guide. */
export const webhookGuide = [
  `A customer’s endpoint hears of its parcels’ events (${d.webhookEvents.map((e) => `\`${e}\``).join(', ')}) by a POST of JSON, signed as the Standard Webhooks specification writes:`,
  '`webhook-id` (the message, the same on every attempt: drop a repeat), `webhook-timestamp` (Unix seconds of the attempt: refuse one more than 5 minutes off) and `webhook-signature` (`v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}`, keyed with the bytes of the secret after `whsec_`, base64-decoded).',
  `Answer any 2xx within ${10} seconds. Anything else, or no answer, is tried again after 5 s, 5 min, 30 min, 2 h, 5 h and 10 h, and last at the ${d.webhookRetryHours}th hour after the event; then the delivery has failed, and an administrator sees it and can send it again.`,
  `A parcel’s events arrive in their order; at least once. Deliveries are kept ${d.webhookKeepDays} days. In production an endpoint is https, at an address reachable from the internet (no private, loopback or link-local address, checked when it is added and at every attempt); redirects are not followed.`,
].join(' ');

/** Who calls a set of the paths: the administrator for a customer named in the path, or a customer's key for its own. */
interface Caller {
  prefix: string;
  parameters: Json[];
  /** How an operation id is told apart: `addWebhook`, `addOwnWebhook`. */
  own: string;
  who: string;
  security?: Json[];
  errors: number[];
}

const callers: Caller[] = [
  {
    prefix: '/api/v1/customers/{id}/webhooks',
    parameters: [customerId],
    own: '',
    who: 'The administrator, for the customer named',
    errors: [],
  },
  {
    prefix: '/api/v1/webhooks',
    parameters: [],
    own: 'Own',
    who: 'A customer’s own system, with an API key of the `webhooks` scope, for that customer (another customer’s endpoint is a 404; a staff token is a 401; the key’s rate limit applies)',
    security: [{ customerKey: [] }],
    errors: [429],
  },
];

const pathsOf = ({ prefix, parameters, own, who, security, errors }: Caller) => {
  const op = (fields: Json) => ({ ...fields, tags: tag, ...(security ? { security } : {}) });
  return {
    [prefix]: {
      ...(parameters.length ? { parameters } : {}),
      get: op({
        operationId: `customer${own}Webhooks`,
        summary: own ? 'List the key’s customer’s webhook endpoints' : 'List a customer’s webhook endpoints',
        description: `${who}: the endpoints, oldest first, with how many deliveries wait and how many failed. Never the secret.`,
        responses: {
          200: { description: 'The endpoints', ...jsonContent({ type: 'array', items: endpoint }) },
          ...errorResponses(403, 404, ...errors),
        },
      }),
      post: op({
        operationId: `add${own}Webhook`,
        summary: 'Add a webhook endpoint',
        description: `${who}: an endpoint with its address, the events it hears of, enabled or not. The answer carries its signing secret this once. At most ${d.webhooksPerCustomer} per customer. Written in the audit log. A refused address is a 422 whose \`fields.url\` says why: \`url\`, \`url_scheme\` (https only; http to this machine in development), \`url_credentials\`, \`url_private\` (a private, loopback or link-local address, or a name that resolves to one), \`url_unresolved\`.`,
        requestBody: { required: true, ...jsonContent(bodySchema(d.webhookEndpointInput)) },
        responses: {
          201: {
            description: 'The endpoint, and its secret',
            ...jsonContent(toSchema(d.createdWebhookEndpoint, 'output')),
          },
          ...errorResponses(403, 404, 409, 422, ...errors),
        },
      }),
    },
    [`${prefix}/{webhookId}`]: {
      parameters: [...parameters, webhookId],
      patch: op({
        operationId: `change${own}Webhook`,
        summary: 'Change a webhook endpoint',
        description: `${who}: its address, description, events or whether it is enabled (at least one field). A disabled endpoint is sent nothing, and its waiting deliveries fail. Written in the audit log.`,
        requestBody: { required: true, ...jsonContent({ ...bodySchema(d.webhookEndpointPatch), minProperties: 1 }) },
        responses: {
          200: { description: 'The endpoint', ...jsonContent(endpoint) },
          ...errorResponses(403, 404, 422, ...errors),
        },
      }),
      delete: op({
        operationId: `delete${own}Webhook`,
        summary: 'Delete a webhook endpoint',
        description: `${who}: it is sent nothing from now on; its waiting deliveries fail. Written in the audit log.`,
        responses: {
          200: { description: 'Deleted', ...jsonContent({ type: 'null' }) },
          ...errorResponses(403, 404, ...errors),
        },
      }),
    },
    [`${prefix}/{webhookId}/deliveries`]: {
      parameters: [...parameters, webhookId],
      get: op({
        operationId: `${own ? 'own' : 'webhook'}Deliveries`,
        summary: 'List an endpoint’s deliveries',
        description: `${who}: newest first, a page at a time, each with its body as sent and its attempts (the last ${d.webhookAttemptsKept}). \`status\` keeps one status: \`failed\` lists what was given up.`,
        parameters: [
          { name: 'status', in: 'query', schema: { type: 'string', enum: [...d.webhookDeliveryStatuses] } },
          { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
          { name: 'size', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } },
        ],
        responses: {
          200: {
            description: 'A page of deliveries',
            ...jsonContent(toSchema(d.pageOf(d.webhookDelivery), 'output')),
          },
          ...errorResponses(400, 403, 404, ...errors),
        },
      }),
    },
    [`${prefix}/{webhookId}/deliveries/{deliveryId}/resend`]: {
      parameters: [
        ...parameters,
        webhookId,
        { name: 'deliveryId', in: 'path', required: true, schema: { type: 'string' } },
      ],
      post: op({
        operationId: `resend${own}WebhookDelivery`,
        summary: 'Send a delivery again',
        description: `${who}: the same message (its \`webhook-id\` unchanged), due at once, with 24 hours of retries from now. Written in the audit log.`,
        responses: {
          200: { description: 'The delivery, waiting to be sent', ...jsonContent(delivery) },
          ...errorResponses(403, 404, ...errors),
        },
      }),
    },
  };
};

export const webhookPaths = () => Object.assign({}, ...callers.map(pathsOf));

const body: Json = {
  type: 'object',
  required: ['type', 'timestamp', 'data'],
  properties: {
    type: { type: 'string', enum: [...d.webhookEvents] },
    timestamp: { type: 'string', format: 'date-time', description: 'When the event happened' },
    data: {
      type: 'object',
      required: ['parcelId', 'trackingNumber', 'status', 'event'],
      properties: {
        parcelId: { type: 'string' },
        trackingNumber: { type: 'string' },
        status: { type: 'string', enum: [...d.parcelStatuses], description: 'The parcel’s status after the event' },
        event: {
          type: 'object',
          required: ['id', 'type', 'at', 'reason'],
          properties: {
            id: { type: 'string' },
            type: { type: 'string', enum: [...d.eventTypes] },
            at: { type: 'string', format: 'date-time' },
            reason: { type: ['string', 'null'], description: 'A failed delivery’s or a hold’s reason' },
          },
        },
        proofOfDelivery: {
          type: 'object',
          description: '`parcel.delivered` only: who took the parcel (the signature’s image is not sent)',
          required: ['receivedBy', 'relation', 'at'],
          properties: {
            receivedBy: { type: 'string' },
            relation: { type: 'string' },
            at: { type: 'string', format: 'date-time' },
          },
        },
      },
    },
  },
};

const signedHeaders = [
  {
    name: 'webhook-id',
    in: 'header',
    required: true,
    schema: { type: 'string' },
    description: 'The message’s id: the same on every attempt',
  },
  {
    name: 'webhook-timestamp',
    in: 'header',
    required: true,
    schema: { type: 'string' },
    description: 'Unix seconds of this attempt',
  },
  {
    name: 'webhook-signature',
    in: 'header',
    required: true,
    schema: { type: 'string' },
    description:
      '`v1,` and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` with the secret’s bytes',
  },
];

/** What each endpoint is sent (OpenAPI 3.1 `webhooks`): one entry per event. */
export const webhookMessages = () =>
  Object.fromEntries(
    d.webhookEvents.map((event) => [
      event,
      {
        post: {
          operationId: `on_${event.replace('.', '_')}`,
          tags: tag,
          summary: `A parcel event: ${event}`,
          description: webhookGuide,
          security: [],
          parameters: signedHeaders,
          requestBody: { required: true, ...jsonContent(body) },
          responses: {
            200: { description: 'Any 2xx: received' },
            400: { description: 'Anything else: tried again later' },
          },
        },
      },
    ]),
  );
