/**
 * While the database cannot be reached the server stays up: /readyz and the API answer 503 (with
 * Retry-After), and when the database is back they answer again by themselves. The outage is a
 * TCP relay in front of PostgreSQL, closed and opened again. Runs where DATABASE_URL is set.
 */
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { createLog } from './log';
import { startServer, type RunningServer } from './server';
import { scratchDatabase, scratchName } from './testing/scratchDatabase';

const url = process.env.DATABASE_URL;
let scratch: Awaited<ReturnType<typeof scratchDatabase>> | null = null;

/** A relay to the database that can be cut (every connection dropped) and restored on the same port. */
function relay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  const open = () =>
    new Promise<number>((done) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => done((port = (server!.address() as { port: number }).port)));
    });
  const cut = () =>
    new Promise<void>((done) => {
      for (const s of sockets) s.destroy();
      server!.close(() => done());
    });
  return { open, cut };
}

let running: RunningServer | null = null;
const gate = relay(new URL(url ?? 'postgres://127.0.0.1:5432'));
const at = (path: string, init?: RequestInit) => fetch(new URL(path, running!.url), init);
const signIn = () =>
  at('/api/auth/sign-in', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'nobody@courier.test', password: 'not-this-one' }),
  });

describe.skipIf(!url)('a database outage', () => {
  beforeAll(async () => {
    scratch = await scratchDatabase(url!, scratchName('courier_outage'));
    const port = await gate.open();
    const through = new URL(scratch.url);
    through.hostname = '127.0.0.1';
    through.port = String(port);
    running = await startServer(
      readConfig({
        PORT: '0',
        DATABASE_URL: through.href,
        JWT_SECRET: 'outage-test-secret-of-at-least-32-chars',
        SEED: 'none',
        LOG_LEVEL: 'silent',
      }),
      { log: createLog('silent'), clock: () => new Date('2026-11-20T09:30:00Z') },
    );
  }, 60_000);

  afterAll(async () => {
    await running?.close();
    await gate.cut().catch(() => undefined);
    await scratch?.drop();
  });

  it('answers 503 while the database is away, and recovers by itself when it returns', async () => {
    expect((await at('/readyz')).status).toBe(200);
    expect((await signIn()).status).toBe(404);

    await gate.cut();
    expect((await at('/healthz')).status).toBe(200);
    const ready = await at('/readyz');
    expect(ready.status).toBe(503);
    const refused = await signIn();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('unavailable');

    await gate.open();
    expect((await at('/readyz')).status).toBe(200);
    expect((await signIn()).status).toBe(404);
  }, 60_000);
});
