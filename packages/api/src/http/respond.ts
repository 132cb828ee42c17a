import { fieldErrors, maxPageSize } from '@courier/domain';
import { z } from 'zod';
import { badRequest, HttpError, validation } from './errors';

/**
 * Every body is read against a limit, and refused (413) as soon as it is passed: a declared
 * Content-Length over the limit before a byte is read, a longer stream at the byte that passes
 * it. Nothing holds more than the limit of one request in memory. The default fits a signature
 * PNG well; the parcels import and the contact avatar name their own.
 */
export const maxBodyBytes = 512 * 1024;

export const json = (data: unknown, status = 200) => Response.json(data, { status });

export function errorResponse(error: HttpError) {
  // `retryAfter` (seconds) is said in the Retry-After header, not the body.
  const { retryAfter, ...details } = error.details ?? {};
  const body: Record<string, unknown> = { code: error.code, message: error.message };
  if (error.fields) body.fields = error.fields;
  Object.assign(body, details);
  const headers = typeof retryAfter === 'number' ? { 'retry-after': String(retryAfter) } : undefined;
  return Response.json({ error: body }, { status: error.status, headers });
}

/** Half of a surrogate pair alone, or NUL: not text (PostgreSQL refuses both in its JSON). */
// eslint-disable-next-line no-control-regex -- NUL is what this looks for
export const notText = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]|\u0000/;
class NotText extends Error {}

export const payloadTooLarge = (maxBytes: number) =>
  new HttpError(
    413,
    'payload_too_large',
    `The request body is larger than this call takes (${Math.round(maxBytes / 1024)} KiB)`,
  );

/** The body's bytes, at most `maxBytes` of them: a 413 when the declared length or the stream passes it. */
export async function readBody(request: Request, maxBytes = maxBodyBytes): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get('content-length');
  if (declared !== null && Number(declared) > maxBytes) {
    await request.body?.cancel().catch(() => undefined);
    throw payloadTooLarge(maxBytes);
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw payloadTooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** The JSON body, or a 400 for malformed or empty bodies and for strings that are not text; 413 past `maxBytes`. */
export async function readJson(request: Request, maxBytes = maxBodyBytes): Promise<unknown> {
  const text = new TextDecoder().decode(await readBody(request, maxBytes));
  if (!text.trim()) throw badRequest('A JSON body is needed');
  return jsonOf(text);
}

/** A body a call may leave out (an empty body is `{}`), else parsed as `parseBody` does. */
export async function parseOptionalBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  const text = new TextDecoder().decode(await readBody(request, maxBodyBytes));
  const raw = text.trim() ? jsonOf(text) : {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw badRequest('The body must be a JSON object');
  return parseSent(schema, raw);
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text, (key, value) => {
      if (notText.test(key) || (typeof value === 'string' && notText.test(value))) throw new NotText();
      return value;
    });
  } catch (error) {
    throw badRequest(
      error instanceof NotText
        ? 'The request body holds characters that are not text (a lone surrogate or NUL)'
        : 'The request body is not valid JSON',
    );
  }
}

/**
 * Parses a body with a schema: 400 when it is not an object, 422 with field codes when a field is
 * wrong. A field the schema does not know is refused too (`unknown_field`), rather than dropped:
 * a misspelt field would otherwise be a write that silently did less than was asked.
 */
export async function parseBody<S extends z.ZodType>(request: Request, schema: S, pick?: string): Promise<z.infer<S>> {
  const raw = await readJson(request);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw badRequest('The body must be a JSON object');
  const value = pick ? (raw as Record<string, unknown>)[pick] : raw;
  if (pick && (typeof value !== 'object' || value === null || Array.isArray(value)))
    throw badRequest(`The body needs an object "${pick}"`);
  return parseSent(schema, value);
}

/** A value as a client sent it, by a schema: as `parseValue`, and a field an object schema does not have is a 422 `unknown_field`. */
export function parseSent<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  const unknown =
    shape && typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.keys(value).filter((key) => !Object.hasOwn(shape, key))
      : [];
  if (unknown.length)
    throw validation(
      Object.fromEntries(unknown.map((key) => [key, 'unknown_field'])),
      `Not a field of this call: ${unknown.slice(0, 5).join(', ')}`,
    );
  return parseValue(schema, value);
}

/** A value by a schema: 422 with field codes. */
export function parseValue<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validation(fieldErrors(result.error.issues));
  return result.data;
}

/** Query parameters by a schema; a wrong one is a 400 naming the parameter. */
export function parseQuery<S extends z.ZodType>(url: URL, schema: S): z.infer<S> {
  const raw: Record<string, string> = {};
  for (const [key, value] of url.searchParams) raw[key] = value;
  const result = schema.safeParse(raw);
  if (!result.success) throw badRequest('Some query parameters are not valid', fieldErrors(result.error.issues));
  return result.data;
}

export { HttpError };

const pageParams = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    size: z.coerce.number().int().min(1).max(maxPageSize).default(25),
  })
  .loose();

/**
 * A list answered as the spec gives it (the whole array), or a page of it where the caller asks
 * with `?page=&size=` (at most 200 a page): the page's items, and the whole count in
 * `X-Total-Count`. A person's own lists (messages, notes, tasks, contacts, chats) are read so.
 */
export function pagedList<T>(url: URL, items: readonly T[]): T[] | Response {
  if (!url.searchParams.has('page') && !url.searchParams.has('size')) return [...items];
  const { page, size } = parseQuery(url, pageParams);
  const answer = json(items.slice((page - 1) * size, page * size));
  answer.headers.set('x-total-count', String(items.length));
  return answer;
}
