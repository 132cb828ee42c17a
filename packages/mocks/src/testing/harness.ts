/** Test helpers: a mock server on msw/node with a movable clock, and a small client. */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createMockServer, type NodeMockOptions } from '../node';

export const testNow = new Date('2026-11-20T09:30:00Z');

export function useMockServer(options: NodeMockOptions & { resetEach?: boolean } = {}) {
  const clock = { now: new Date(testNow) };
  const { server, api } = createMockServer({ now: testNow, clock: () => clock.now, ...options });
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  if (options.resetEach) {
    afterEach(async () => {
      clock.now = new Date(testNow);
      await api.options.reset?.();
    });
  }
  return {
    api,
    clock,
    advance(minutes: number) {
      clock.now = new Date(clock.now.getTime() + minutes * 60_000);
    },
  };
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as is (malformed JSON and the like). */
  raw?: string;
  query?: Record<string, string | number>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely
export async function call<T = any>(method: string, path: string, options: CallOptions = {}): Promise<{ status: number; body: T }> {
  const url = new URL(path, 'http://localhost');
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.raw !== undefined) body = options.raw;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, { method: method.toUpperCase(), headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: response.status, body: parsed as T };
}

const tokens = new Map<string, string>();
export async function signIn(role: string): Promise<string> {
  const email = role.includes('@') ? role : `${role}@courier.test`;
  const cached = tokens.get(email);
  if (cached) return cached;
  const { status, body } = await call<{ accessToken: string }>('post', '/api/auth/sign-in', { body: { email, password: 'demo1234' } });
  if (status !== 200) throw new Error(`sign-in of ${email} answered ${status}`);
  tokens.set(email, body.accessToken);
  return body.accessToken;
}
