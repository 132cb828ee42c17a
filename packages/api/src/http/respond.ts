import { fieldErrors } from '@courier/domain';
import type { z } from 'zod';
import { badRequest, HttpError, validation } from './errors';

/** Bodies above this are refused before parsing (a signature PNG fits well under it). */
const maxBodyBytes = 512 * 1024;

export const json = (data: unknown, status = 200) => Response.json(data, { status });

export function errorResponse(error: HttpError) {
  const body: Record<string, unknown> = { code: error.code, message: error.message };
  if (error.fields) body.fields = error.fields;
  if (error.details) Object.assign(body, error.details);
  return Response.json({ error: body }, { status: error.status });
}

/** The JSON body, or a 400 for malformed, empty or oversized bodies. */
export async function readJson(request: Request, maxBytes = maxBodyBytes): Promise<unknown> {
  const text = await request.text();
  if (text.length > maxBytes) throw badRequest('The request body is too large');
  if (!text.trim()) throw badRequest('A JSON body is needed');
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
}

/** Parses a body with a schema: 400 when it is not an object, 422 with field codes when a field is wrong. */
export async function parseBody<S extends z.ZodType>(request: Request, schema: S, pick?: string): Promise<z.infer<S>> {
  const raw = await readJson(request);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw badRequest('The body must be a JSON object');
  const value = pick ? (raw as Record<string, unknown>)[pick] : raw;
  if (pick && (typeof value !== 'object' || value === null || Array.isArray(value))) throw badRequest(`The body needs an object "${pick}"`);
  return parseValue(schema, value);
}

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
