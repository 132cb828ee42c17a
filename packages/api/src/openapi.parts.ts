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
export const errorResponses = (...codes: number[]) =>
  Object.fromEntries(
    codes.map((code) => [
      String(code),
      {
        description:
          {
            400: 'Malformed request',
            401: 'Not signed in',
            403: 'The role may not',
            404: 'Not found',
            409: 'Refused by a rule',
            413: 'The body is larger than the call takes',
            422: 'Invalid fields',
          }[code] ?? 'Error',
        ...jsonContent(ref('Error')),
      },
    ]),
  );

export const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string' } };
