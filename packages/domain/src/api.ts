/** The shapes every api/v1 call shares: list queries and pages, and errors. */
import { z } from 'zod';

export const maxPageSize = 200;

/** `?q=&page=1&size=25&sort=field&order=asc|desc`; filters are the resource's own. */
export const listQuery = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(maxPageSize).default(25),
  sort: z.string().max(60).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  from: z.iso
    .date()
    .or(z.iso.datetime({ offset: true }))
    .optional(),
  to: z.iso
    .date()
    .or(z.iso.datetime({ offset: true }))
    .optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  size: number;
  lastPage: number;
}
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    size: z.number().int().min(1),
    lastPage: z.number().int().min(1),
  });

/** Pages are 1-based; past the end gives no items. */
export function paginate<T>(all: readonly T[], page: number, size: number): Page<T> {
  const lastPage = Math.max(1, Math.ceil(all.length / size));
  const start = (page - 1) * size;
  return { items: all.slice(start, start + size), total: all.length, page, size, lastPage };
}

export const errorCodes = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'invalid_transition',
  'conflict',
  'in_use',
  'validation',
  'too_many_requests',
  'payload_too_large',
  'unavailable',
  'account_disabled',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const apiError = z.object({
  /** Beside code and message, extra facts: the status, action and reason of a refused scan, what is in use. */
  error: z.looseObject({
    code: z.enum(errorCodes),
    message: z.string(),
    /** path -> code, for 422. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiError>;

/** Turns zod issues into the `fields` map of a 422: `receiver.phone` -> `phone`. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.') || '_';
    if (fields[path]) continue;
    const params = (issue as { params?: { code?: string } }).params;
    const format = (issue as { format?: string }).format;
    // A pattern carries its code as its message (`.regex(re, { error: 'phone' })`).
    const patternCode =
      issue.code === 'invalid_format' && format === 'regex' && /^[a-z_]+$/.test(issue.message)
        ? issue.message
        : undefined;
    fields[path] =
      params?.code ?? patternCode ?? (issue.code === 'invalid_format' ? (format ?? 'invalid') : issue.code);
  }
  return fields;
}
