import type { ErrorCode } from '@courier/domain';

/** An error the API answers with `{error: {code, message, fields?, details?}}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'bad_request', message, fields);
export const unauthorized = (message = 'Sign in to continue') => new HttpError(401, 'unauthorized', message);
/** A refusal of scope or role; `reason` names which, for the user's language (the client translates it). */
export const forbidden = (message = 'Your role may not do this', reason?: string) =>
  new HttpError(403, 'forbidden', message, undefined, reason ? { reason } : undefined);
export const notFound = (what: string) => new HttpError(404, 'not_found', `${what} not found`);
export const validation = (fields: Record<string, string>, message = 'Some fields are not valid') =>
  new HttpError(422, 'validation', message, fields);
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new HttpError(409, 'conflict', message, undefined, details);
export const inUse = (message: string, details?: Record<string, unknown>) =>
  new HttpError(409, 'in_use', message, undefined, details);
export const invalidTransition = (message: string, details: Record<string, unknown>) =>
  new HttpError(409, 'invalid_transition', message, undefined, details);
