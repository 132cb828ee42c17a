/** The mock server's context and the wrapper every handler goes through. */
import { delay as wait, http, type HttpHandler } from 'msw';
import type { Role } from '@courier/domain';
import type { Database, UserRecord } from '../db';
import { forbidden, HttpError, unauthorized } from './errors';
import { errorResponse, json } from './respond';
import { verifyToken } from './tokens';

export interface MockApiOptions {
  /** The spec's response delays (sign-in 1.5 s, and so on); off in tests and stories. */
  delays?: boolean;
  /** Called after every write that changed data (the browser saves a snapshot). */
  onWrite?: () => void;
  /** Replaces the database with a fresh seed ("reset demo data"). */
  reset?: () => Promise<void> | void;
}

export class MockApi {
  constructor(
    public db: Database,
    readonly options: MockApiOptions = {},
  ) {}

  /** The signed-in user, from a valid, unexpired Bearer token; a 401 otherwise. */
  async user(request: Request): Promise<UserRecord> {
    const header = request.headers.get('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized();
    const check = await verifyToken(match[1]!, this.db.now());
    if (!check.ok) throw unauthorized(check.reason === 'expired' ? 'The session has expired' : 'Invalid token');
    const user = this.db.users.get(check.userId);
    if (!user) throw unauthorized('Invalid token');
    return user;
  }

  async userWithRole(request: Request, allowed: readonly Role[]): Promise<UserRecord> {
    const user = await this.user(request);
    if (!allowed.includes(user.role)) throw forbidden();
    return user;
  }
}

export interface RouteContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  api: MockApi;
}

type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

/**
 * An MSW handler for `method path` that answers HttpErrors as `{error: …}` and JSON values as
 * 200. `write` marks calls that change data; `delayMs` is the spec's delay when delays are on.
 */
export function route(api: MockApi, method: Method, path: string, resolve: (ctx: RouteContext) => Promise<unknown> | unknown, options: { write?: boolean; delayMs?: number } = {}): HttpHandler {
  return http[method](`*${path}`, async ({ request, params }) => {
    if (api.options.delays && options.delayMs) await wait(options.delayMs);
    try {
      const result = await resolve({ request, url: new URL(request.url), params: params as Record<string, string>, api });
      if (options.write) api.options.onWrite?.();
      return result instanceof Response ? result : json(result ?? null);
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error);
      // A bug, not bad input: still an answer, never an exception in the caller's console.
      return json({ error: { code: 'internal', message: error instanceof Error ? error.message : 'Internal error' } }, 500);
    }
  });
}
