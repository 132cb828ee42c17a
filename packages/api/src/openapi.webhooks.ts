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

export const webhookPaths = () => ({
  '/api/v1/customers/{id}/webhooks': {
    parameters: [customerId],
    get: {
      operationId: 'customerWebhooks',
      tags: tag,
      summary: 'List a customer’s webhook endpoints',
      description:
        'The customer’s endpoints (administrator), oldest first, with how many deliveries wait and how many failed. Never the secret.',
      responses: {
        200: { description: 'The endpoints', ...jsonContent({ type: 'array', items: endpoint }) },
        ...errorResponses(403, 404),
      },
    },
    post: {
      operationId: 'addWebhook',
      tags: tag,
      summary: 'Add a webhook endpoint',
      description: `An endpoint for the customer (administrator): its address, the events it hears of, enabled or not. The answer carries its signing secret this once. At most ${d.webhooksPerCustomer} per customer. Written in the audit log. A refused address is a 422 whose \`fields.url\` says why: \`url\`, \`url_scheme\` (https only; http to this machine in development), \`url_credentials\`, \`url_private\` (a private, loopback or link-local address, or a name that resolves to one), \`url_unresolved\`.`,
      requestBody: { required: true, ...jsonContent(bodySchema(d.webhookEndpointInput)) },
      responses: {
        201: {
          description: 'The endpoint, and its secret',
          ...jsonContent(toSchema(d.createdWebhookEndpoint, 'output')),
        },
        ...errorResponses(403, 404, 422),
      },
    },
  },
  '/api/v1/customers/{id}/webhooks/{webhookId}': {
    parameters: [customerId, webhookId],
    patch: {
      operationId: 'changeWebhook',
      tags: tag,
      summary: 'Change a webhook endpoint',
      description:
        'Its address, description, events or whether it is enabled (administrator; at least one field). A disabled endpoint is sent nothing, and its waiting deliveries fail. Written in the audit log.',
      requestBody: { required: true, ...jsonContent(bodySchema(d.webhookEndpointPatch)) },
      responses: {
        200: { description: 'The endpoint', ...jsonContent(endpoint) },
        ...errorResponses(403, 404, 422),
      },
    },
    delete: {
      operationId: 'deleteWebhook',
      tags: tag,
      summary: 'Delete a webhook endpoint',
      description:
        'It is sent nothing from now on (administrator); its waiting deliveries fail. Written in the audit log.',
      responses: {
        200: { description: 'Deleted', ...jsonContent({ type: 'null' }) },
        ...errorResponses(403, 404),
      },
    },
  },
  '/api/v1/customers/{id}/webhooks/{webhookId}/deliveries': {
    parameters: [customerId, webhookId],
    get: {
      operationId: 'webhookDeliveries',
      tags: tag,
      summary: 'List an endpoint’s deliveries',
      description: `Newest first, a page at a time (administrator), each with its body as sent and its attempts (the last ${d.webhookAttemptsKept}). \`status\` keeps one status: \`failed\` lists what was given up.`,
      parameters: [
        { name: 'status', in: 'query', schema: { type: 'string', enum: [...d.webhookDeliveryStatuses] } },
        { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
        { name: 'size', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 25 } },
      ],
      responses: {
        200: { description: 'A page of deliveries', ...jsonContent(toSchema(d.pageOf(d.webhookDelivery), 'output')) },
        ...errorResponses(400, 403, 404),
      },
    },
  },
  '/api/v1/customers/{id}/webhooks/{webhookId}/deliveries/{deliveryId}/resend': {
    parameters: [customerId, webhookId, { name: 'deliveryId', in: 'path', required: true, schema: { type: 'string' } }],
    post: {
      operationId: 'resendWebhookDelivery',
      tags: tag,
      summary: 'Send a delivery again',
      description:
        'The same message (its `webhook-id` unchanged), due at once, with 24 hours of retries from now (administrator). Written in the audit log.',
      responses: {
        200: { description: 'The delivery, waiting to be sent', ...jsonContent(delivery) },
        ...errorResponses(403, 404),
      },
    },
  },
});

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
