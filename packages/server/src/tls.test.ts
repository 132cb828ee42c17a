/**
 * HTTPS: with TLS_CERT and TLS_KEY the server speaks HTTP/2 to browsers and HTTP/1.1 to other
 * clients on the same port, and stops cleanly with a browser's session still open. The
 * certificate is a test fixture (testing/tls, for localhost and 127.0.0.1, valid for a century),
 * trusted by name here, not by turning checks off.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:https';
import { connect, type ClientHttp2Session } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { createLog } from './log';
import { startServer, type RunningServer } from './server';

const fixture = (name: string) => join(import.meta.dirname, 'testing/tls', name);
let dir = '';
let server: RunningServer | null = null;
let ca: Buffer;
const config = (env: Record<string, string>) =>
  readConfig({ PORT: '0', DATA_DIR: join(dir, 'data'), SEED: 'none', LOG_LEVEL: 'silent', ...env });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'courier-tls-'));
  ca = await readFile(fixture('cert.pem'));
  server = await startServer(config({ TLS_CERT: fixture('cert.pem'), TLS_KEY: fixture('key.pem') }), {
    log: createLog('silent'),
    clock: () => new Date('2026-11-20T09:30:00Z'),
  });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

/** One GET over HTTP/2 on a session: status and body. */
const get2 = (session: ClientHttp2Session, path: string) =>
  new Promise<{ status: number; body: string }>((done, fail) => {
    const stream = session.request({ ':path': path });
    let status = 0;
    let body = '';
    stream.on('response', (headers) => (status = Number(headers[':status'])));
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (body += chunk));
    stream.on('end', () => done({ status, body }));
    stream.on('error', fail);
  });

describe('the server over HTTPS', () => {
  it('listens at an https address and answers HTTP/2, the protocol the browser and server agree on', async () => {
    expect(server!.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+\/$/);
    const session = connect(server!.url, { ca });
    try {
      const answer = await get2(session, '/healthz');
      expect(session.alpnProtocol).toBe('h2');
      expect(answer).toEqual({ status: 200, body: JSON.stringify({ status: 'ok' }) });
      // The API is the same one: a refused call answers in its own shape.
      const refused = await get2(session, '/api/v1/offices');
      expect(refused.status).toBe(401);
      expect(JSON.parse(refused.body).error.code).toBeTruthy();
    } finally {
      session.close();
    }
  });

  it('answers HTTP/1.1 on the same port, for clients without HTTP/2', async () => {
    const answer = await new Promise<{ status: number; protocol: string; body: string; hsts: unknown }>(
      (done, fail) => {
        const sent = request(new URL('/healthz', server!.url), { ca }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            done({
              status: response.statusCode!,
              protocol: `HTTP/${response.httpVersion}`,
              body,
              hsts: response.headers['strict-transport-security'],
            }),
          );
        });
        sent.on('error', fail);
        sent.end();
      },
    );
    // Over its own HTTPS the server tells the browser to keep to HTTPS.
    expect(answer).toEqual({
      status: 200,
      protocol: 'HTTP/1.1',
      body: JSON.stringify({ status: 'ok' }),
      hsts: 'max-age=31536000; includeSubDomains',
    });
  });

  it('refuses a certificate it was not told to trust (the fixture is not a public one)', async () => {
    const session = connect(server!.url);
    const error = await new Promise<Error>((done) => session.once('error', done));
    session.destroy();
    expect((error as NodeJS.ErrnoException).code).toBe('DEPTH_ZERO_SELF_SIGNED_CERT');
  });

  it('does not start on a certificate file it cannot read, and says which', async () => {
    await expect(
      startServer(config({ TLS_CERT: join(dir, 'missing.pem'), TLS_KEY: fixture('key.pem') }), {
        log: createLog('silent'),
      }),
    ).rejects.toThrow(`TLS_CERT cannot be read: ${join(dir, 'missing.pem')} (ENOENT)`);
  });

  it('stops with a browser’s session open: the session is told to go, the stop completes', async () => {
    const other = await startServer(
      config({ DATA_DIR: join(dir, 'other'), TLS_CERT: fixture('cert.pem'), TLS_KEY: fixture('key.pem') }),
      { log: createLog('silent') },
    );
    const session = connect(other.url, { ca });
    expect((await get2(session, '/healthz')).status).toBe(200);
    const closed = new Promise<void>((done) => session.once('close', done));
    await other.close();
    await closed;
    expect(session.closed || session.destroyed).toBe(true);
  }, 60_000);
});
