/** The pieces every part of the OpenAPI document is made of. */
import { z } from 'zod';

export type Json = Record<string, unknown>;

export const toSchema = (schema: z.ZodType, io: 'input' | 'output'): Json => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as Json;
  return rest;
};
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
export const jsonContent = (schema: Json) => ({ content: { 'application/json': { schema } } });
/** What each error status means, for every call (the body is always `Error`). */
export const errorMeanings: Record<number, string> = {
  400: 'Malformed request: a body that is not JSON or not an object, a path or query value that cannot be read or is not one the call takes (named in `fields`)',
  401: 'Not signed in: no token, or one forged, expired or of an ended session',
  403: 'The role, the office or the key’s scope may not (`reason` says which where it matters)',
  404: 'Not found, or outside what the caller reads',
  409: 'Refused by a rule of the record’s state (`invalid_transition`, `conflict`, `in_use`), or another write got there first',
  413: 'The body is larger than the call takes',
  422: 'Invalid fields: `fields` names each, with a code',
  429: 'Too many requests: wait the seconds of `Retry-After`',
  500: 'A fault of the server (`internal`): nothing was kept',
  503: 'The database cannot be reached (`unavailable`): try again after `Retry-After`',
};

const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } },
};

export const errorResponses = (...codes: number[]) =>
  Object.fromEntries(
    codes.map((code) => [
      String(code),
      {
        description: errorMeanings[code] ?? 'Error',
        ...(code === 429 || code === 503 ? { headers: retryAfter } : {}),
        ...jsonContent(ref('Error')),
      },
    ]),
  );

/** Fields of a map of field paths to codes (`{"receiver.phone": "phone"}`). */
const fieldCodes = { type: 'object', additionalProperties: { type: 'string' } };

/**
 * Every error's body: a code, a message and, by the error, the facts beside them. The client
 * translates `code`, `reason` and the field codes; the message is English, for a developer.
 */
export const errorSchema = (codes: readonly string[]): Json => ({
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: [...codes] },
        message: { type: 'string' },
        fields: {
          description:
            'A 400 or 422: the parameters or fields refused, each with a code (`required`, `invalid`, `taken`, `unknown_field`, …). A 409 of a parcel’s edit: the fields that may no longer change.',
          anyOf: [fieldCodes, { type: 'array', items: { type: 'string' } }],
        },
        reason: {
          type: 'string',
          description:
            'Why a 403 or 409 refused: `own_office`, `own_trips`, `money_hidden`, `scope`, … for a 403; `not_received`, `trip_closed`, `wrong_stop`, `too_early`, … for a 409.',
        },
        status: { type: 'string', description: 'A 409: the status of the parcel or trip that refused' },
        action: { type: 'string', description: 'A 409 `invalid_transition`: the scan or trip move refused' },
        expectedOfficeId: {
          type: ['string', 'null'],
          description: 'A trip’s arrival at the wrong stop (`wrong_stop`): the office of the next stop',
        },
        tripStatus: { type: 'string', description: 'A load onto a closed trip: the trip’s status' },
        capacityKg: { type: 'number' },
        loadKg: { type: 'number' },
        weightKg: { type: 'number' },
        notBefore: { type: 'string', format: 'date-time', description: 'A move too early: when it may happen' },
        overridable: { type: 'boolean', description: 'Whether a manager may override the refusal with a reason' },
        usage: {
          type: 'object',
          additionalProperties: { type: 'integer', minimum: 1 },
          description: 'A 409 `in_use`: what still uses the record, counted by kind',
        },
        missing: {
          type: 'array',
          items: { type: 'string' },
          description: 'A 404 of a batch of labels: the ids not found (or not the caller’s)',
        },
        rows: {
          type: 'array',
          description: 'An import refused whole (422, mode `all`): each refused row, 0-based, with its field codes',
          items: {
            type: 'object',
            required: ['row', 'fields'],
            properties: { row: { type: 'integer', minimum: 0 }, fields: fieldCodes },
          },
        },
      },
    },
  },
});

/**
 * A request body's schema: the server refuses a field it does not know (422 `unknown_field`), so
 * the document says so (`additionalProperties: false` on the body itself; nested objects drop
 * unknown fields).
 */
export const bodySchema = (schema: z.ZodType): Json => {
  const json = toSchema(schema, 'input');
  return json.type === 'object' ? { ...json, additionalProperties: false } : json;
};

export const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
