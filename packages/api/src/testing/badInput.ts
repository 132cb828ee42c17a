/**
 * The bad-input cases: one table, run by two runners. The API's contract suite runs it in this
 * process on every store (handlers/robustness.test.ts); the server's suite runs it over HTTP
 * against the Node host on its listener (packages/server/src/robustness.test.ts, `useServer`),
 * where what only a real connection shows is added. Each case calls the API through the harness
 * (`call`, `apiFetch`, `signIn`), so it does not know which runner it is in.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiError, avatarMaxBytes } from '@courier/domain';
import { importMaxBytes } from '../http/imports';
import { maxBodyBytes } from '../http/respond';
import { apiFetch, call, signIn } from './harness';

const pictureForm = 'multipart/form-data; boundary=x';

/** Every call that takes a body, with a real id of the sample where the path needs one. */
export const writes: [string, string][] = [
  ['post', '/api/auth/sign-in'],
  ['post', '/api/auth/sign-in-with-token'],
  ['post', '/api/auth/sign-up'],
  ['post', '/api/auth/forgot-password'],
  ['patch', '/api/common/user'],
  ['post', '/api/common/messages'],
  ['patch', '/api/common/messages'],
  ['post', '/api/common/notifications/toggle-read-status'],
  ['post', '/api/common/shortcuts'],
  ['patch', '/api/common/shortcuts'],
  ['post', '/api/common/search'],
  ['patch', '/api/apps/chat/chat'],
  ['post', '/api/apps/chat/message'],
  ['post', '/api/v1/offices'],
  ['patch', '/api/v1/offices/off_001'],
  ['post', '/api/v1/customers'],
  ['patch', '/api/v1/customers/cus_000001'],
  ['post', '/api/v1/parcels'],
  ['patch', '/api/v1/parcels/par_000001'],
  ['post', '/api/v1/parcels/par_000001/notes'],
  ['post', '/api/v1/scans'],
  ['post', '/api/v1/routes'],
  ['post', '/api/v1/drivers'],
  ['post', '/api/v1/trucks'],
  ['patch', '/api/v1/trucks/trk_001'],
  ['post', '/api/v1/trips'],
  ['patch', '/api/v1/trips/trp_0150'],
  ['post', '/api/v1/trips/trp_0140/arrive'],
  ['post', '/api/v1/complaints'],
  ['patch', '/api/v1/complaints/cmp_0190'],
  ['patch', '/api/apps/contacts/contact'],
  ['post', '/api/apps/contacts/tag'],
  ['patch', '/api/apps/ecommerce/inventory/product'],
  ['post', '/api/apps/mailbox/label'],
  ['patch', '/api/apps/mailbox/mail'],
  ['patch', '/api/apps/mailbox/settings'],
  ['post', '/api/apps/notes'],
  ['patch', '/api/apps/notes'],
  ['post', '/api/apps/notes/tasks'],
  ['post', '/api/apps/scrumboard/board/card'],
  ['patch', '/api/apps/scrumboard/board/card/positions'],
  ['patch', '/api/apps/tasks/order'],
  ['patch', '/api/apps/tasks/task'],
];
const reads = [
  '/api/apps/ecommerce/inventory/products',
  '/api/apps/mailbox/mails',
  '/api/apps/file-manager',
  '/api/apps/help-center/guides',
  '/api/apps/tasks/search',
  '/api/v1/parcels',
  '/api/v1/parcel-events',
  '/api/v1/trips',
  '/api/v1/complaints',
  '/api/v1/customers',
  '/api/v1/trips/availability',
  '/api/v1/reports/revenue',
  '/api/v1/dashboard',
  '/api/apps/chat/chat',
  '/api/common/messages',
];

/** The properties draw the same inputs on every run: a failure found once is found again. */
const properties = { numRuns: 250, seed: 20261120 };

const hostile = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.string({ minLength: 100_000, maxLength: 100_000 }).map((s) => ({ name: s, text: s, query: s, email: s })),
  fc.record({ trackingNumber: fc.string(), action: fc.string(), officeId: fc.anything(), pod: fc.anything() }),
  fc.record({
    id: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
    message: fc.anything(),
    shortcut: fc.anything(),
    chat: fc.anything(),
  }),
);

/** A status under 500, and a 4xx in the shape `{error: {code, message, fields?}}`. */
export function expectCleanError(status: number, body: unknown, label: string) {
  expect(status, label).toBeLessThan(500);
  if (status >= 400 && body !== false)
    expect(apiError.safeParse(body).success, `${label}: ${JSON.stringify(body).slice(0, 200)}`).toBe(true);
}

/**
 * Calls that read a body, each with its limit: the usual one of a JSON call, a larger one for an
 * import, a smaller one for a picture (multipart), as docs/security.md lists them.
 */
export const bodyLimits = [
  { method: 'POST', path: '/api/auth/sign-in', type: 'application/json', signedIn: false, limit: maxBodyBytes },
  { method: 'POST', path: '/api/v1/parcels', type: 'application/json', signedIn: true, limit: maxBodyBytes },
  { method: 'POST', path: '/api/v1/parcels/import', type: 'application/json', signedIn: true, limit: importMaxBytes },
  { method: 'POST', path: '/api/v1/customers/import', type: 'application/json', signedIn: true, limit: importMaxBytes },
  { method: 'PUT', path: '/api/v1/me/avatar', type: pictureForm, signedIn: true, limit: avatarMaxBytes },
] as const;

/** A multipart form with `bytes` of a file in its `avatar` field. */
function pictureFormOf(bytes: number) {
  return `--x\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${'p'.repeat(bytes)}\r\n--x--\r\n`;
}

export interface BadInputCase {
  name: string;
  run: () => Promise<void>;
  timeout?: number;
}

/** What lies between the client and the API. */
export interface Transport {
  /** The bytes of a body it takes in before the API's answer is back. */
  inFlightBytes: number;
  /**
   * Whether a client still sending a refused body may find the connection cut instead of reading
   * the 413: a server closes it to read no more, and the reset can take the answer with it
   * (RFC 9112, 9.6). The body is then still not read past the limit.
   */
  mayCut: boolean;
}

/** In this process a body is pulled as the API reads it: a chunk or two ahead, and always answered. */
const inProcess: Transport = { inFlightBytes: 256 * 1024, mayCut: false };
let transport = inProcess;
/** A connection cut while a refused body is still being sent: nothing, where the transport may cut it. */
const cut = (error: unknown) => {
  if (transport.mayCut) return null;
  throw error;
};

export const badInputCases: BadInputCase[] = [
  {
    name: 'gets a clear 4xx from every write, never a 5xx (property)',
    timeout: 120_000,
    async run() {
      const token = await signIn('admin');
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...writes), hostile, async ([method, path], body) => {
          const answer = await call(method, path, { token, body });
          expectCleanError(answer.status, answer.body, `${method} ${path}`);
        }),
        properties,
      );
    },
  },
  {
    name: 'refuses a body past its limit with 413 at the byte that passes it, and reads no further',
    async run() {
      const token = await signIn('admin');
      const chunk = new Uint8Array(64 * 1024).fill(0x20);
      for (const { method, path, type, signedIn, limit } of bodyLimits) {
        // A stream of 64 MiB with no declared length: the API pulls what it needs and stops.
        let pulled = 0;
        const body = new ReadableStream<Uint8Array>({
          pull(controller) {
            pulled += chunk.byteLength;
            if (pulled > 64 * 1024 * 1024) controller.close();
            else controller.enqueue(chunk);
          },
        });
        const response = await apiFetch(path, {
          method,
          headers: { 'content-type': type, ...(signedIn ? { authorization: `Bearer ${token}` } : {}) },
          body,
          duplex: 'half',
        } as RequestInit).catch(cut);
        if (response) {
          expect(response.status, path).toBe(413);
          // The cut can also come while the answer's body is read, after its status.
          const answer: unknown = await response.json().catch(cut);
          if (answer) expect(apiError.parse(answer).error.code, path).toBe('payload_too_large');
        }
        // The limit, and what the way between the client and the API holds.
        expect(pulled - limit, `${path}: bytes taken past the limit`).toBeLessThan(transport.inFlightBytes);
      }
    },
  },
  {
    name: 'takes each call’s own limit: an import reads more than a JSON call, a picture less',
    async run() {
      const token = await signIn('admin');
      const post = (method: string, path: string, type: string, body: string) =>
        apiFetch(path, { method, headers: { 'content-type': type, authorization: `Bearer ${token}` }, body });
      // Past the usual limit: an import reads it whole and refuses it for its rows, a booking for its size.
      const rows = JSON.stringify({
        rows: Array.from({ length: 2000 }, () => ({ note: 'x'.repeat(300) })),
        mode: 'all',
      });
      expect(rows.length).toBeGreaterThan(maxBodyBytes);
      expect(rows.length).toBeLessThan(importMaxBytes);
      const imported = await post('POST', '/api/v1/parcels/import', 'application/json', rows);
      expect(imported.status).toBe(422);
      expect(apiError.parse(await imported.json()).error.code).toBe('validation');
      expect((await post('POST', '/api/v1/parcels', 'application/json', rows)).status).toBe(413);
      // Under it, but past a picture's: a booking reads it, a picture's call does not.
      const picture = pictureFormOf(avatarMaxBytes + 64 * 1024);
      expect(picture.length).toBeLessThan(maxBodyBytes);
      expect((await post('PUT', '/api/v1/me/avatar', pictureForm, picture)).status).toBe(413);
      const booking = JSON.stringify({ notes: 'x'.repeat(picture.length) });
      expect((await post('POST', '/api/v1/parcels', 'application/json', booking)).status).toBe(422);
    },
  },
  {
    name: 'answers malformed JSON, empty and non-object bodies with 400',
    async run() {
      const token = await signIn('admin');
      for (const [method, path] of writes.filter(([, p]) => !p.includes('/auth/'))) {
        for (const raw of ['{"oops', '', 'null', '[1,2]', '"text"', '42']) {
          const answer = await call(method, path, { token, raw });
          expectCleanError(answer.status, answer.body, `${method} ${path} ${raw}`);
          expect([400, 422, 404], `${method} ${path} ${raw}`).toContain(answer.status);
        }
      }
    },
  },
  {
    name: 'answers odd query parameters with 4xx (property)',
    timeout: 120_000,
    async run() {
      const token = await signIn('admin');
      const param = fc.constantFrom(
        'page',
        'size',
        'sort',
        'order',
        'from',
        'to',
        'q',
        'status',
        'id',
        'scheduledAt',
        'officeId',
        'pastSla',
        'zzz',
      );
      const value = fc.oneof(
        fc.string(),
        fc.integer().map(String),
        fc.constantFrom('-1', '0', 'NaN', '1e309', '2026-13-45', '9'.repeat(400), '%00', '../../etc'),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...reads),
          fc.dictionary(param, value, { maxKeys: 4 }),
          async (path, query) => {
            const answer = await call('get', path, { token, query });
            expectCleanError(answer.status, answer.body, `GET ${path}?${new URLSearchParams(query)}`);
          },
        ),
        properties,
      );
    },
  },
  {
    name: 'refuses a write without changing anything',
    async run() {
      const token = await signIn('admin');
      const before = (await call('get', '/api/v1/offices/off_001', { token })).body;
      const refused = await call('patch', '/api/v1/offices/off_001', {
        token,
        body: { name: 'Renamed', phone: 'not a phone' },
      });
      expect(refused.status).toBe(422);
      expect((await call('get', '/api/v1/offices/off_001', { token })).body).toEqual(before);
    },
  },
];

const prototypeKeys = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

export const craftedNameCases: BadInputCase[] = [
  {
    name: 'answer a sort or filter named after an object property with 400, never 500',
    async run() {
      const token = await signIn('admin');
      for (const resource of ['parcels', 'offices', 'customers', 'trips', 'complaints']) {
        for (const key of prototypeKeys) {
          const sorted = await call('get', `/api/v1/${resource}`, { token, query: { sort: key } });
          expect(sorted.status, `${resource} sort=${key}`).toBe(400);
          expect(sorted.body.error.fields).toEqual({ sort: 'unknown_field' });
          const filtered = await call('get', `/api/v1/${resource}?${encodeURIComponent(key)}=x`, { token });
          expect(filtered.status, `${resource} ${key}=x`).toBe(400);
        }
      }
    },
  },
  {
    name: 'answer names of object properties in paths with 404, and leak nothing',
    async run() {
      const token = await signIn('admin');
      for (const key of prototypeKeys) {
        for (const path of [`/api/ui/icons/${key}`, `/api/dashboards/${key}`]) {
          const answer = await call('get', path, { token });
          expect(answer.status, path).toBe(404);
          expect(apiError.safeParse(answer.body).success).toBe(true);
        }
      }
    },
  },
  {
    name: 'answer undecodable or odd paths with 4xx',
    async run() {
      const token = await signIn('admin');
      expect((await call('get', '/api/v1/parcels/track/%25')).status).toBe(422);
      for (const path of [
        '/api/v1/parcels/%E0%A4%A',
        '/api/v1/offices/%',
        '/api/common/%ZZ',
        '/api/v1/parcels/a%00b',
        '/api/v1/parcels/%ED%A0%80',
      ]) {
        const answer = await call('get', path, { token });
        expect(answer.status, path).toBe(400);
        expect(answer.body.error.code, path).toBe('bad_request');
        expect(answer.headers.get('cache-control'), path).toBe('no-store');
      }
    },
  },
];

/** Registers the table's cases with Vitest, on whatever the harness calls (`useApi` or `useServer`). */
export function badInputSuite(over: Transport = inProcess) {
  transport = over;
  describe('bad input', () => {
    for (const { name, run, timeout } of badInputCases) it(name, run, timeout);
  });
  describe('crafted names and paths', () => {
    for (const { name, run, timeout } of craftedNameCases) it(name, run, timeout);
  });
}
