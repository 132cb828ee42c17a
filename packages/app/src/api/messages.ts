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

/** A message a user can act on: ours for the common codes, else the server's own words. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
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
