import i18next from 'i18next';
import { ApiError } from './client';

const known = [
  'network',
  'forbidden',
  'not_found',
  'conflict',
  'validation',
  'too_many_requests',
  'payload_too_large',
  'unavailable',
  'account_disabled',
];

/** The detail that says which rule refused a call (`{error: {code, message, reason}}`), when the server names one. */
export function reasonOf(error: ApiError): string | undefined {
  const reason = (error.body as { error?: { reason?: unknown } } | undefined)?.error?.reason;
  return typeof reason === 'string' ? reason : undefined;
}

/**
 * A message a user can act on: the refusal's reason in his words where we have them (a scan at
 * another office is not "your role may not"), ours for the common codes, else the server's own words.
 */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    const reason = reasonOf(error);
    if (reason && i18next.exists(`errors.reasons.${reason}`)) return i18next.t(`errors.reasons.${reason}`);
    if (known.includes(error.code)) return i18next.t(`errors.${error.code}`);
    if (error.status >= 500 || !error.message) return i18next.t('errors.unknown');
    return error.message;
  }
  return i18next.t('errors.unknown');
}

/** A refused save as a form shows it: the message, and the fields' codes of a 422 (on the same fields). */
export const refusalOf = (error: unknown): { message: string; fields?: Record<string, string> } => ({
  message: messageOf(error),
  fields: error instanceof ApiError && error.status === 422 ? error.fields : undefined,
});
