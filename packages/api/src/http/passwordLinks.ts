/**
 * Links that set a password: the reset link a user asks for, the invitation of a new account and
 * the first administrator's link. Each is a random token mailed or printed once; the store keeps
 * only its SHA-256, so the database never holds a working link.
 */
import type { UserRecord } from '@courier/store';
import type { Api } from './api';

export interface PasswordLink {
  userId: string;
  expiresAt: string;
  /** When it was made: a link works only if the password has not changed since (by it, another link or the user). */
  issuedAt?: string;
}

export const randomToken = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** The key a link is kept under: its token's SHA-256. */
export const linkKey = async (token: string) =>
  Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token))), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');

/** Keeps a new link to set `user`'s password for `minutes` (call it in a transaction); returns its token. */
export async function issuePasswordLink(api: Api, user: UserRecord, minutes: number): Promise<string> {
  const token = randomToken();
  const now = api.now();
  await api.store.documents.put<PasswordLink>('password-resets', await linkKey(token), {
    userId: user.id,
    expiresAt: new Date(now.getTime() + minutes * 60_000).toISOString(),
    issuedAt: now.toISOString(),
  });
  return token;
}

/** The page of the app a link opens, at the app's address. */
export const appLink = (api: Api, path: string) => new URL(path, api.options.appUrl?.() ?? 'http://localhost/').href;
