/**
 * API keys of business customers: a shop's or a warehouse's system books, labels, tracks and reads
 * its own parcels with one. An administrator issues a key for one customer, with scopes and an
 * optional expiry; the key is shown once and kept as its SHA-256 only; it can be revoked.
 */
import { z } from 'zod';

/** What a key may do: book parcels, track them, print their labels, read them, keep its customer's webhook endpoints. */
export const apiKeyScopes = ['book', 'track', 'labels', 'read_parcels', 'webhooks'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/** Every key begins so: a reader of logs (and a secret scanner) knows one when it sees one. */
export const apiKeyPrefix = 'cbk_';

/** How many calls a key makes a minute before it is answered 429 (on each server). */
export const apiKeyCallsPerMinute = 120;

/** A key as the administrator reads it: never its secret, nor its hash. */
export const apiKey = z.object({
  id: z.string(),
  customerId: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(apiKeyScopes)),
  /** The key's first characters, to tell keys apart (`cbk_3F9a…`). */
  start: z.string(),
  createdAt: z.string(),
  createdBy: z.string(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** When it was last used (written at most once a minute). */
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKey>;

/** A new key: a name the administrator recognises, at least one scope, and an expiry or none. */
export const apiKeyInput = z.object({
  name: z.string().trim().min(1).max(80),
  scopes: z
    .array(z.enum(apiKeyScopes))
    .min(1)
    .max(apiKeyScopes.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, { error: 'duplicate' }),
  expiresAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type ApiKeyInput = z.infer<typeof apiKeyInput>;

/** The answer to issuing a key: the key itself, this once. */
export const issuedApiKey = z.object({ apiKey, key: z.string() });
export type IssuedApiKey = z.infer<typeof issuedApiKey>;

/** Whether a key works at `now`: not revoked, not expired. */
export const apiKeyWorks = (key: Pick<ApiKey, 'revokedAt' | 'expiresAt'>, now: Date) =>
  !key.revokedAt && (!key.expiresAt || Date.parse(key.expiresAt) > now.getTime());

/** A key as the store keeps it: with the SHA-256 of the key (hex), by which a call finds it. */
export type ApiKeyRecord = ApiKey & { hash: string };
