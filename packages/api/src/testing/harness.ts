/**
 * The contract suite's harness: the API over a store that a factory makes, with a movable clock
 * and a small client that calls the app's own `fetch`. The suite runs unchanged on every store.
 */
import { createParser } from 'eventsource-parser';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createSnapshot, MemoryStore, type HostedStore, type SeedOptions } from '@courier/store';
import { createApi } from '../app';
import { createPasswords, type Scrypt } from '../http/passwords';
import type { MailMessage } from '../http/api';
import { iconNames } from '../iconNames';

export const testNow = new Date('2026-11-20T09:30:00Z');
/** The tests' token secret (a host makes its own). */
export const testSecret = new TextEncoder().encode('courier-back-office-contract-suite-secret');

/**
 * The scrypt passwords are hashed with, at the server's cost: a Node host's setup file passes
 * node:crypto's (packages/server/src/testing/nativeScrypt.setup.ts), as the server does; without
 * one, the API's own pure JavaScript scrypt, ten times slower.
 */
let testScrypt: Scrypt | undefined;
export function hashPasswordsWith(scrypt: Scrypt) {
  testScrypt = scrypt;
}

/** A store under test: it can be reset to its seed, and closed after the file's tests. */
export type TestStore = HostedStore & { reset(): Promise<void>; close?(): Promise<void> };

export interface StoreFactory {
  /** A store on the sample of these options, reading the given clock. */
  (options: SeedOptions & { clock: () => Date }): Promise<TestStore> | TestStore;
}

/**
 * The samples made so far, by their options: the test files of a worker share its modules
 * (vitest.config.ts), so a sample is made once per worker and each file starts from a copy.
 */
const samples = new Map<string, ReturnType<typeof createSnapshot>>();

/** The memory store, seeded once: a reset starts again from a copy, much faster than seeding anew. */
export const memoryStore: StoreFactory = (options) => {
  const key = JSON.stringify({ seed: options.seed, now: options.now, parcels: options.parcels });
  const seeded = samples.get(key) ?? createSnapshot(options);
  // A sample made around the moment it was made (no `now`) is made again each time.
  if (options.now) samples.set(key, seeded);
  return new MemoryStore(structuredClone(seeded), { clock: options.clock, reseed: () => structuredClone(seeded) });
};

/** The store every suite runs on unless it names one: the memory store, or what a test project's setup file chose. */
let defaultStore: StoreFactory = memoryStore;
export function runContractSuiteOn(factory: StoreFactory) {
  defaultStore = factory;
}

/** The e-mails the API under test has sent (a password-reset link), oldest first. */
export const sentMail: MailMessage[] = [];

type App = ReturnType<typeof createApi>;
let current: App | null = null;
let currentStore: TestStore | null = null;
/** The access tokens of this file's sign-ins, by e-mail (`signIn`). */
const tokens = new Map<string, string>();

export function useApi(options: SeedOptions & { resetEach?: boolean; store?: StoreFactory } = {}) {
  const clock = { now: new Date(testNow) };
  const handle = {
    /** The API under test (made before the first test, made again by nothing). */
    api: new Proxy({} as App['api'], {
      get(_, key) {
        if (!current) throw new Error('The API starts before the tests');
        return Reflect.get(current.api, key);
      },
    }),
    clock,
    advance(minutes: number) {
      clock.now = new Date(clock.now.getTime() + minutes * 60_000);
    },
  };
  let written = false;
  beforeAll(async () => {
    // A file after another in the same worker (the contract projects share modules) starts signed out.
    tokens.clear();
    const store = await (options.store ?? defaultStore)({ now: testNow, ...options, clock: () => clock.now });
    currentStore = store;
    current = createApi({
      store,
      auth: { secret: testSecret },
      iconNames,
      passwords: testScrypt && createPasswords(testScrypt),
      appUrl: () => 'http://localhost/',
      mail: async (message) => void sentMail.push(message),
    });
    const commit = store.commit?.bind(store);
    store.commit = async () => {
      written = true;
      await commit?.();
    };
  });
  afterAll(async () => {
    current = null;
    await currentStore?.close?.();
    currentStore = null;
  });
  if (options.resetEach) {
    afterEach(async () => {
      clock.now = new Date(testNow);
      // Only a store that was written to needs a fresh copy.
      if (written) await currentStore!.reset();
      written = false;
    });
  }
  return handle;
}

/** The address of a running server that this file's calls go to over HTTP (`useServer`), known once it listens. */
let server: (() => string) | null = null;

/**
 * Sends this file's calls (`call`, `apiFetch`, `signIn`) over HTTP to the server at `url()`
 * instead of to an API in this process: the same cases, through a real listener.
 */
export function useServer(url: () => string) {
  server = url;
}

/** A request to the API under test, as a browser or the server would send it. */
export function apiFetch(input: string | URL, init?: RequestInit): Promise<Response> {
  if (server) {
    const { pathname, search } = new URL(input, 'http://localhost');
    return fetch(new URL(`${pathname}${search}`, server()), init);
  }
  if (!current) throw new Error('The API starts before the tests');
  return Promise.resolve(current.fetch(new Request(new URL(input, 'http://localhost'), init)));
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** Sent as is (malformed JSON and the like). */
  raw?: string;
  /** Sent as multipart/form-data (a file upload). */
  form?: FormData;
  query?: Record<string, string | number>;
  headers?: Record<string, string>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely
export async function call<T = any>(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const url = new URL(path, 'http://localhost');
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v));
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | FormData | undefined;
  if (options.raw !== undefined) body = options.raw;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (options.form) body = options.form;
  const response = await apiFetch(url, { method: method.toUpperCase(), headers, body });
  const text = await response.text();
  // What the call set going after its answer (a mail) has happened by the time a test looks.
  await current?.api.settled();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  // The headers are there to read, but not part of what a test compares.
  return Object.defineProperty({ status: response.status, body: parsed as T }, 'headers', {
    value: response.headers,
    enumerable: false,
  }) as { status: number; body: T; headers: Headers };
}

export interface HeardEvent {
  type: string;
  id: number | null;
  data: unknown;
}

/**
 * Listens to the API's event stream as a browser does: `heard` fills as events come, `cursor`
 * is the last id seen (the Last-Event-ID of a reconnect), `next(n)` waits until n events are
 * there, `close()` hangs up.
 */
export async function openEvents(
  token: string,
  options: { after?: number | string; query?: Record<string, string> } = {},
) {
  const url = new URL('/api/v1/events', 'http://localhost');
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
  if (options.after !== undefined) headers['last-event-id'] = String(options.after);
  const hangUp = new AbortController();
  const response = await apiFetch(url, { headers, signal: hangUp.signal });
  const heard: HeardEvent[] = [];
  let cursor: number | null = null;
  let waiting: (() => void) | null = null;
  const parser = createParser({
    onId: (id) => void (cursor = Number(id)),
    onEvent: (event) => {
      heard.push({
        type: event.event ?? 'message',
        id: event.id ? Number(event.id) : null,
        data: JSON.parse(event.data),
      });
      waiting?.();
    },
  });
  const reader = response.body?.getReader();
  const reading = (async () => {
    if (!reader || !response.headers.get('content-type')?.startsWith('text/event-stream')) return;
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  })();
  return {
    status: response.status,
    response,
    heard,
    /** Settles when the server ends the stream (or the test hangs up). */
    ended: reading,
    get cursor() {
      return cursor;
    },
    /** The events of these types heard so far. */
    of: (...types: string[]) => heard.filter((e) => types.includes(e.type)),
    async next(count: number) {
      while (heard.length < count) await new Promise<void>((resolve) => (waiting = resolve));
      return heard.slice(0, count);
    },
    /** Waits for the first event of this type (and data, if given), heard already or to come. */
    async when(type: string, data?: Record<string, unknown>) {
      const fits = (e: HeardEvent) =>
        e.type === type &&
        (!data || Object.entries(data).every(([k, v]) => (e.data as Record<string, unknown>)[k] === v));
      for (;;) {
        const found = heard.find(fits);
        if (found) return found;
        await new Promise<void>((resolve) => (waiting = resolve));
      }
    },
    async close() {
      hangUp.abort();
      await reader?.cancel().catch(() => undefined);
      await reading;
    },
  };
}

export async function signIn(role: string): Promise<string> {
  const email = role.includes('@') ? role : `${role}@courier.test`;
  const cached = tokens.get(email);
  if (cached) return cached;
  const { status, body } = await call<{ accessToken: string }>('post', '/api/auth/sign-in', {
    body: { email, password: 'demo1234' },
  });
  if (status !== 200) throw new Error(`sign-in of ${email} answered ${status}`);
  tokens.set(email, body.accessToken);
  return body.accessToken;
}
