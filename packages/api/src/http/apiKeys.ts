/**
 * Calls made with a customer's API key (`Authorization: Bearer cbk_…`). The key is found by its
 * SHA-256: it is 32 random bytes, so no guess reaches it and a slow hash would only slow every
 * call (a password is hashed slowly because people choose guessable ones). A key works until it
 * is revoked or expires; each is limited to `apiKeyCallsPerMinute` calls a minute on each server
 * (a fixed window kept in memory: nothing is written to count), answered with the `RateLimit-*`
 * headers of the IETF draft, and 429 past it. Every call is one audit row (`api_key.used`), and
 * the key's `lastUsedAt` is written at most once a minute.
 */
import {
  apiKeyCallsPerMinute,
  apiKeyPrefix,
  apiKeyWorks,
  type ApiKey,
  type ApiKeyRecord,
  type ApiKeyScope,
} from '@courier/domain';
import type { Api } from './api';
import { writeAudit, clientAddressHeader } from './audit';
import { forbidden, HttpError, unauthorized } from './errors';

const windowMs = 60_000;

/** A new key: the prefix and 32 random bytes, base64url. */
export function newApiKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return (
    apiKeyPrefix +
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')
  );
}

export async function apiKeyHash(key: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The key as the administrator reads it: without its hash. */
export const asApiKey = ({ hash: _hash, ...key }: ApiKeyRecord): ApiKey => key;

/** Whether the request carries an API key rather than a staff token. */
export function bearerApiKey(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '');
  return match && match[1]!.startsWith(apiKeyPrefix) ? match[1]! : null;
}

/** Calls per key in the current minute, on this server. */
export class ApiKeyLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  /** Counts a call: the headers to answer with, and whether it is over the limit. */
  take(key: string, now: number, limit = apiKeyCallsPerMinute) {
    let window = this.windows.get(key);
    if (!window || now - window.start >= windowMs || now < window.start) {
      if (this.windows.size >= 10_000) this.windows.clear();
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    const reset = Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
    return {
      over: window.count > limit,
      reset,
      headers: {
        'ratelimit-limit': String(limit),
        'ratelimit-remaining': String(Math.max(0, limit - window.count)),
        'ratelimit-reset': String(reset),
      },
    };
  }
}

/**
 * The key of a call made with one, checked: it exists, works, holds `scope`, and is within its
 * limit. The call is written to the audit log and the limit's headers are kept for the answer.
 */
export async function callingKey(api: Api, request: Request, scope: ApiKeyScope): Promise<ApiKeyRecord> {
  const secret = bearerApiKey(request);
  if (!secret) throw unauthorized();
  const [key] = await api.store.table('api-keys').all([{ field: 'hash', in: [await apiKeyHash(secret)] }]);
  const now = api.now();
  if (!key) throw unauthorized('Invalid API key');
  if (!apiKeyWorks(key, now))
    throw unauthorized(key.revokedAt ? 'This API key has been revoked' : 'This API key has expired');
  const limit = api.keyLimiter.take(key.hash, now.getTime());
  api.answerHeaders.set(request, limit.headers);
  if (limit.over)
    throw new HttpError(429, 'too_many_requests', 'Too many calls with this key: wait for the next minute', undefined, {
      retryAfter: limit.reset,
    });
  if (!key.scopes.includes(scope)) throw forbidden(`This key may not ${scope.replace('_', ' ')}`, 'key_scope');
  const call = `${request.method} ${new URL(request.url).pathname}`;
  const address = request.headers.get(clientAddressHeader);
  // Written after the answer, in a transaction of its own: kept whether or not the call's own write is.
  api.afterAnswerTo(request, () =>
    api.store
      .transaction(async () => {
        await writeAudit(
          api.store,
          now.toISOString(),
          { id: key.id, name: `API key ${key.name}` },
          {
            action: 'api_key.used',
            recordType: 'api_key',
            recordId: key.id,
            recordLabel: key.name,
            changes: [{ field: 'call', before: null, after: call }],
          },
          address,
        );
        const current = await api.store.table('api-keys').get(key.id);
        if (current && (!current.lastUsedAt || Date.parse(current.lastUsedAt) + windowMs <= now.getTime()))
          await api.store.table('api-keys').update({ ...current, lastUsedAt: now.toISOString() });
      })
      .then(() => api.store.commit?.()),
  );
  return key;
}
