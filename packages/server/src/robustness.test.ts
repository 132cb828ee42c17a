/**
 * The bad-input cases over HTTP: the API's table (packages/api/src/testing/badInput.ts), run
 * against the server as production runs it (the Node host on its listener, an app beside the
 * API), then what only a real connection shows: a declared length refused before the body comes,
 * lengths that lie, each call's limit, the form fallback's redirects, the headers of every answer,
 * malformed addresses, paths that climb out of the app's folder, and the memory that eight
 * parallel huge bodies leave behind.
 *
 * On PostgreSQL where DATABASE_URL names a server (CI always: the server starts there in about a
 * second), on the embedded PGlite otherwise (its start takes ten). One store is enough: the same
 * table runs in-process on every store in the API's contract suite; here the host is tried.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '@courier/domain';
import { badInputSuite, bodyLimits } from '@courier/api/testing/bad-input';
import { call, signIn, testNow, useServer } from '@courier/api/testing';
import { createSnapshot } from '@courier/store';
import { readConfig } from './config';
import { createLog } from './log';
import { startServer, type RunningServer } from './server';
import { scratchDatabase, scratchName } from './testing/scratchDatabase';

const postgres = process.env.DATABASE_URL;
const secret = 'not for the web';
let dir = '';
let server: RunningServer | null = null;
let database: Awaited<ReturnType<typeof scratchDatabase>> | null = null;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'courier-robustness-'));
  const appDir = join(dir, 'app');
  await mkdir(join(appDir, 'assets'), { recursive: true });
  await writeFile(join(appDir, 'index.html'), '<!doctype html><title>Courier</title><div id="root"></div>');
  await writeFile(join(appDir, 'assets', 'index-AbC123.js'), 'console.log(1);');
  // Beside the app's folder: what a path that climbs out of it would reach.
  await writeFile(join(dir, 'secret.txt'), secret);
  database = postgres ? await scratchDatabase(postgres, scratchName('courier_http')) : null;
  server = await startServer(
    readConfig({
      NODE_ENV: 'production',
      PORT: '0',
      DATA_DIR: join(dir, 'data'),
      SEED: 'none',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'robustness-over-http-secret-0123456789',
      // As behind a reverse proxy on this machine that ends TLS (the tests' requests come from it).
      TRUST_PROXY: '127.0.0.1',
      ...(database ? { DATABASE_URL: database.url } : {}),
    }),
    { appDir, log: createLog('silent'), clock: () => testNow },
  );
  // The sample whose records the cases name (a small one: they read little of it).
  await server.store.load(createSnapshot({ now: testNow, parcels: 200 }));
}, 120_000);

afterAll(async () => {
  await server?.close();
  await database?.drop();
  await rm(dir, { recursive: true, force: true });
});

useServer(() => server!.url);
// Over a socket a body is taken ahead of the API's reading (the kernel's buffers on both sides),
// and a client still sending a refused body may find the connection cut.
badInputSuite({ inFlightBytes: 16 * 1024 * 1024, mayCut: true });

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/**
 * A request as node:http sends it (the path as given, nothing normalised), on a connection of its
 * own. `body: 'none'` sends the headers alone and waits for the answer without a byte of body.
 */
function send(
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: string | 'none' } = {},
): Promise<Answer> {
  const { hostname, port } = new URL(server!.url);
  return new Promise((done, fail) => {
    const sent = request({ hostname, port, path, method, headers: options.headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done({ status: res.statusCode!, headers: res.headers, text }));
      if (options.body === 'none') res.on('end', () => sent.destroy());
    });
    sent.on('error', fail);
    if (options.body !== 'none') return void sent.end(options.body);
    sent.flushHeaders();
    // A server that waits for the body it was promised never answers: that is a failure, soon.
    const waited = setTimeout(() => {
      sent.destroy();
      fail(new Error(`${method} ${path}: no answer without the body`));
    }, 3000);
    sent.on('close', () => clearTimeout(waited));
  });
}

/**
 * Bytes written on a raw socket (half-closed after, unless asked not to: then the last request says
 * `Connection: close`): everything the server answers until it closes.
 * A server that closes while bytes it did not read are still coming resets the connection, and
 * the answers not yet read may be lost with it: what came before is kept.
 */
function rawExchange(bytes: string, { halfClose = true } = {}): Promise<string> {
  return new Promise((done, fail) => {
    const socket = connect(server!.port, '127.0.0.1');
    let answered = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answered += chunk));
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : fail(error)));
    socket.on('close', () => done(answered));
    if (halfClose) socket.end(bytes);
    else socket.write(bytes);
  });
}

/** The status of each answer in a raw exchange (one may follow the body of another on the line). */
const statusesOf = (answered: string) => [...answered.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));

const json = (answer: Answer) => JSON.parse(answer.text) as unknown;

describe('over HTTP only', () => {
  it('refuses a declared length past the limit with 413 from the headers alone', async () => {
    const token = await signIn('admin');
    for (const { method, path, type, limit } of bodyLimits) {
      const answer = await send(method, path, {
        headers: { 'content-type': type, authorization: `Bearer ${token}`, 'content-length': String(limit * 4) },
        body: 'none',
      });
      expect(answer.status, path).toBe(413);
      expect(apiError.parse(json(answer)).error.code, path).toBe('payload_too_large');
    }
  });

  it('never reads past a declared length, and refuses lengths that lie or contradict each other with 400', async () => {
    const head = (length: string, extra = '') =>
      `POST /api/auth/sign-in HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${extra}\r\n`;
    const healthz = 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n';
    // The body is the declared bytes and no more: what follows them is the next request.
    expect(statusesOf(await rawExchange(`${head('7')}{"a":1}${healthz}`, { halfClose: false }))).toEqual([422, 200]);
    expect(statusesOf(await rawExchange(`${head('5')}{"a":1}${healthz}`, { halfClose: false }))).toEqual([400]);
    // Fewer bytes declared than sent: the rest is no request either (refused, or cut with the connection).
    const shorter = await rawExchange(`${head('5')}{"email":"admin@courier.test"}${'x'.repeat(2 * 1024 * 1024)}`);
    for (const status of statusesOf(shorter)) expect(status).toBe(400);
    // More declared than sent before the client stops sending.
    expect(statusesOf(await rawExchange(`${head('100')}{"a":1}`))).toEqual([400]);
    // Two lengths, a length and chunks (the request smuggling of proxies), lengths that are no number.
    for (const [length, extra] of [
      ['7', 'Content-Length: 9\r\n'],
      ['7', 'Transfer-Encoding: chunked\r\n'],
      ['-1', ''],
      ['1e3', ''],
      ['0x10', ''],
      ['99999999999999999999999', ''],
    ] as const)
      expect(statusesOf(await rawExchange(head(length, extra))), `${length} ${extra}`).toEqual([400]);
    expect((await send('GET', '/healthz')).status).toBe(200);
  });

  it('sends a form posted to an address that names another site back to this site, never away', async () => {
    const origin = new URL(server!.url).origin;
    for (const path of [
      '//evil.example',
      '///evil.example',
      '/%5cevil.example',
      '/%5C%5Cevil.example/x',
      '/%2F%2Fevil.example',
      '/.//evil.example',
      '/%2e//evil.example',
      '/x/..//evil.example',
      '/%09/evil.example',
      '/%0a/evil.example',
      '/%0d%0a/evil.example',
      '/%00/evil.example',
      'http://evil.example/sign-in',
    ]) {
      const answer = await send('POST', path, { headers: { 'content-length': '0' } });
      expect(answer.status, path).toBe(303);
      // Where a browser goes: the address resolved as a browser does (tabs and line breaks dropped).
      expect(new URL(answer.headers.location!, origin).origin, `${path} → ${answer.headers.location}`).toBe(origin);
    }
    expect((await send('POST', '/sign-in', { headers: { 'content-length': '0' } })).headers.location).toBe('/sign-in');
  });

  it('marks every API answer, refusals and the event stream too, as not to be kept by a browser or a proxy', async () => {
    const token = await signIn('admin');
    const auth = { authorization: `Bearer ${token}` };
    const answers = [
      await send('GET', '/api/v1/offices', { headers: auth }),
      await send('GET', '/api/v1/nothing-here'),
      await send('GET', '/api/v1/offices'),
      await send('GET', '/api/v1/parcels/%E0%A4%A', { headers: auth }),
      await send('POST', '/api/auth/sign-in', { headers: { 'content-type': 'application/json' }, body: '{' }),
      await send('PATCH', '/api/v1/offices/off_001', {
        headers: { ...auth, 'content-type': 'application/json' },
        body: '{"phone":"not a phone"}',
      }),
      await send('POST', '/api/auth/sign-in', {
        headers: { 'content-length': String(600 * 1024 * 1024) },
        body: 'none',
      }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 404, 401, 400, 400, 422, 413]);
    for (const answer of answers) expect(answer.headers['cache-control'], String(answer.status)).toBe('no-store');
    const stream = new AbortController();
    const events = await fetch(new URL('/api/v1/events', server!.url), { headers: auth, signal: stream.signal });
    expect(events.headers.get('cache-control')).toMatch(/^no-store/);
    stream.abort();
  });

  it('sends the security headers on every answer: API, page, file, redirect, refusal', async () => {
    const answers = await Promise.all(
      [
        ['GET', '/api/v1/offices'],
        ['GET', '/api/v1/nothing-here'],
        ['GET', '/api/common/%ZZ'],
        ['GET', '/'],
        ['GET', '/secure/parcels'],
        ['GET', '/assets/index-AbC123.js'],
        ['GET', '/assets/missing-000.js'],
        ['POST', '/sign-in'],
        ['GET', '/healthz'],
      ].map(([method, path]) => send(method!, path!, { headers: { 'content-length': '0' } })),
    );
    for (const { status, headers } of answers) {
      const label = `${status} ${headers['content-type']}`;
      expect(headers['content-security-policy'], label).toMatch(/; frame-ancestors 'none'$/);
      expect(headers['x-content-type-options'], label).toBe('nosniff');
      expect(headers['x-frame-options'], label).toBe('DENY');
      expect(headers['referrer-policy'], label).toBe('no-referrer');
      expect(headers['cross-origin-opener-policy'], label).toBe('same-origin');
      expect(headers['cross-origin-resource-policy'], label).toBe('same-origin');
      // Plain HTTP: no HSTS (tls.test.ts: over the server's own HTTPS); nothing says what runs here.
      expect(headers['strict-transport-security'], label).toBeUndefined();
      expect(headers['x-powered-by'], label).toBeUndefined();
    }
    // HTTPS that the trusted proxy ended: the browser is told to keep to it.
    const proxied = (proto: string) =>
      send('GET', '/api/v1/offices', { headers: { 'x-forwarded-proto': proto } }).then(
        (answer) => answer.headers['strict-transport-security'],
      );
    expect(await proxied('https')).toBe('max-age=31536000; includeSubDomains');
    expect(await proxied('http')).toBeUndefined();
  });

  it('answers malformed addresses with a 4xx, never a 500: as JSON from the API, plainly from the listener', async () => {
    const token = await signIn('admin');
    for (const path of [
      '/api/v1/parcels/a%00b',
      '/api/v1/parcels/%E0%A4%A',
      '/api/v1/parcels/%ED%A0%80',
      '/api/v1/offices/%',
      '/api/common/%ZZ',
      '/api/v1/parcels?q=a%00b',
      '/api/v1/parcels/%0d%0aSet-Cookie:%20x=1',
      '/api/v1/parcels/..%2f..%2fusers',
      'http://evil.example/api/v1/nothing-here',
    ]) {
      const answer = await send('GET', path, { headers: { authorization: `Bearer ${token}` } });
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.status, path).toBeLessThan(500);
      expect(apiError.safeParse(json(answer)).success, path).toBe(true);
      expect(answer.headers['set-cookie'], path).toBeUndefined();
    }
    // What the listener refuses before any code of the app sees it.
    for (const target of ['/api/v1/a b', '/api/v1/\\x', '*', `/api/v1/${'x'.repeat(20_000)}`]) {
      const [status] = statusesOf(await rawExchange(`GET ${target} HTTP/1.1\r\nHost: localhost\r\n\r\n`));
      expect(status, target.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(status, target.slice(0, 40)).toBeLessThan(500);
    }
    // A query's percent sign that starts no escape is text (a search for "%ZZ").
    expect((await send('GET', '/api/v1/parcels?q=%ZZ', { headers: { authorization: `Bearer ${token}` } })).status).toBe(
      200,
    );
    // Pages, files and the form fallback: the app's page, a missing file, a redirect; never a 500.
    for (const [method, path, status] of [
      ['GET', '/%ZZ', 200],
      ['GET', '/secure/%E0%A4%A', 200],
      ['GET', '/secure/a%00b', 200],
      ['GET', '/assets/%E0%A4%A.js', 404],
      ['POST', '/a%00b', 303],
      ['POST', '/%E0%A4%A', 303],
    ] as const)
      expect((await send(method, path, { headers: { 'content-length': '0' } })).status, path).toBe(status);
  });

  it('serves nothing from outside the app’s folder, however the path climbs', async () => {
    for (const path of [
      '/../secret.txt',
      '/assets/../../secret.txt',
      '/..%2fsecret.txt',
      '/..%2Fsecret.txt',
      '/%2e%2e/secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/.%2e/secret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/..%5csecret.txt',
      '/assets/..%5c..%5csecret.txt',
      '/%252e%252e/secret.txt',
      '/..%c0%afsecret.txt',
      '/..%ef%bc%8fsecret.txt',
      '/assets/..;/..;/secret.txt',
      '/assets/%00/../../secret.txt',
      '/assets/....//....//secret.txt',
      `/${'..%2f'.repeat(12)}secret.txt`,
      '/..%252fsecret.txt',
      '/%c0%ae%c0%ae/secret.txt',
      '/assets/.%2e/.%2e/secret.txt',
      '/..%00/secret.txt',
      '/%2e%2e%5c%2e%2e%5csecret.txt',
      '/../../../../../../etc/passwd',
      `/${'%2e%2e%2f'.repeat(12)}etc/passwd`,
    ]) {
      const answer = await send('GET', path);
      expect(answer.text, path).not.toContain(secret);
      expect(answer.text, path).not.toContain('root:');
      expect(answer.status, path).toBeLessThan(500);
    }
    for (const target of ['/..\\secret.txt', '/assets\\..\\..\\secret.txt']) {
      const answered = await rawExchange(`GET ${target} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      expect(answered, target).not.toContain(secret);
    }
  });

  it('holds no more than 50 MB more while eight parallel 50 MB bodies are refused, and goes on answering', async () => {
    const token = await signIn('admin');
    const { hostname, port } = new URL(server!.url);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    /**
     * 50 MB sent in chunks with no declared length, as fast as the server takes them: the answer's
     * status, or `cut` when the server closed the connection before the client read its answer
     * (the client was still writing: its operating system may drop the answer on the reset).
     */
    const upload = (path: string, method = 'POST', type = 'application/json') =>
      new Promise<number | 'cut'>((done, fail) => {
        const sent = request({
          hostname,
          port,
          path,
          method,
          agent: false,
          headers: { 'content-type': type, authorization: `Bearer ${token}`, 'transfer-encoding': 'chunked' },
        });
        let written = 0;
        let answered = false;
        sent.on('response', (res) => {
          answered = true;
          res.resume();
          done(res.statusCode ?? 0);
        });
        sent.on('error', (error: NodeJS.ErrnoException) => {
          if (answered) return;
          answered = true;
          if (error.code === 'EPIPE' || error.code === 'ECONNRESET') done('cut');
          else fail(error);
        });
        const more = () => {
          while (!answered && written < 50 * 1024 * 1024) {
            written += chunk.length;
            if (!sent.write(chunk)) return void sent.once('drain', more);
          }
          if (!answered) sent.end();
        };
        more();
      });
    const rss = () => process.memoryUsage.rss() / 1024 ** 2;
    const before = rss();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rss())), 10);
    const statuses = await Promise.all([
      upload('/api/auth/sign-in'),
      upload('/api/auth/forgot-password'),
      upload('/api/auth/sign-up'),
      upload('/api/v1/parcels'),
      upload('/api/v1/parcels/import'),
      upload('/api/v1/me/avatar', 'PUT', 'multipart/form-data; boundary=x'),
      upload('/api/apps/notes'),
      upload('/api/v1/offices'),
    ]).finally(() => clearInterval(sampler));
    // Refused, each: none was read whole (that would have answered 400 or 422).
    for (const status of statuses) expect([413, 'cut']).toContain(status);
    // The server runs in this process: the bound holds for it and the eight clients together.
    expect(peak - before, 'MB more at the peak').toBeLessThan(50);
    expect(rss() - before, 'MB more after').toBeLessThan(50);
    expect((await call('get', '/api/v1/offices/off_001', { token })).status).toBe(200);
  });
});
