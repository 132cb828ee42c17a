/**
 * The server on the embedded database: health, the API, the app's files and its deep links, and
 * data (and sessions) that survive a restart on the same DATA_DIR.
 */
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from './config';
import { createLog } from './log';
import { contentSecurityPolicy, defaultTileUrl } from '../../app/src/security/csp';
import { apiDocsPolicy, redocScriptPath } from './apiDocs';
import { startServer, type RunningServer } from './server';

const policy = contentSecurityPolicy(defaultTileUrl).replaceAll("'", '&#39;');
let dir = '';
let appDir = '';
let server: RunningServer | null = null;
const lines: string[] = [];
/** The files in DATA_DIR once the server had started. */
const started = new Set<string>();
const start = () =>
  startServer(readConfig({ PORT: '0', DATA_DIR: join(dir, 'data'), SEED: 'demo', LOG_LEVEL: 'info' }), {
    appDir,
    log: createLog('info', (line) => lines.push(line)),
    clock: () => new Date('2026-11-20T09:30:00Z'),
  });
const chartCode = `export const chart = ${JSON.stringify('y'.repeat(3000))};`;
const at = (path: string, init?: RequestInit) => fetch(new URL(path, server!.url), init);
const signIn = async () =>
  (
    (await (
      await at('/api/auth/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@courier.test', password: 'demo1234' }),
      })
    ).json()) as { accessToken: string }
  ).accessToken;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'courier-server-'));
  appDir = join(dir, 'app');
  await mkdir(join(appDir, 'assets'), { recursive: true });
  await writeFile(
    join(appDir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta http-equiv="Content-Security-Policy" content="${policy}"><title>Courier</title></head><div id="root"></div>`,
  );
  await writeFile(
    join(appDir, 'string-files.json'),
    JSON.stringify({ en: ['/i18n/en.json', '/assets/en-1.json'], tr: ['/i18n/tr.json', '/assets/tr-1.json'] }),
  );
  await writeFile(join(appDir, 'assets', 'index-AbC123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  // A file the build compressed ahead (packages/app/vite-plugin-precompress.ts), Brotli only.
  await writeFile(join(appDir, 'assets', 'chart-DeF456.js'), chartCode);
  await writeFile(join(appDir, 'assets', 'chart-DeF456.js.br'), brotliCompressSync(chartCode));
  await mkdir(join(appDir, 'prerendered', 'en'), { recursive: true });
  await mkdir(join(appDir, 'prerendered', 'tr'), { recursive: true });
  await writeFile(
    join(appDir, 'prerendered', 'en', 'sign-in.html'),
    '<!doctype html><head></head><div id="root" data-prerendered="en"><h1>Sign in</h1></div>',
  );
  await writeFile(
    join(appDir, 'prerendered', 'tr', 'sign-in.html'),
    '<!doctype html><head></head><div id="root" data-prerendered="tr"><h1>Giriş yap</h1></div>',
  );
  await writeFile(
    join(appDir, 'page-code.json'),
    JSON.stringify({
      '/secure': ['assets/fullApp-1.js', 'assets/Shell-1.css'],
      '/secure/parcels': ['assets/fullApp-1.js', 'assets/Parcels-1.js'],
      '/secure/parcels-history': ['assets/fullApp-1.js', 'assets/History-1.js'],
    }),
  );
  await writeFile(
    join(appDir, 'prerendered.json'),
    JSON.stringify({ '/sign-in': { en: 'prerendered/en/sign-in.html', tr: 'prerendered/tr/sign-in.html' } }),
  );
  server = await start();
  const { readdir: list } = await import('node:fs/promises');
  for (const entry of await list(join(dir, 'data'), { recursive: true, withFileTypes: true }))
    if (entry.isFile()) started.add(join(entry.parentPath, entry.name));
}, 120_000);

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the server on the embedded database', () => {
  it('seeds the demo sample on an empty database and answers its health checks', async () => {
    expect(server!.seeded).toBe(true);
    expect(await (await at('/healthz')).json()).toEqual({ status: 'ok' });
    expect(await (await at('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('serves the API, and logs one structured line per request', async () => {
    const token = await signIn();
    const offices = await at('/api/v1/offices?size=100', { headers: { authorization: `Bearer ${token}` } });
    expect(offices.status).toBe(200);
    expect(((await offices.json()) as { total: number }).total).toBeGreaterThan(10);
    expect((await at('/api/v1/nothing-here')).status).toBe(404);
    const logged = lines.map((l) => JSON.parse(l)).find((l) => l.path === '/api/v1/offices');
    expect(logged).toMatchObject({ level: 'info', msg: 'request', method: 'GET', status: 200 });
    expect(typeof logged.ms).toBe('number');
  });

  it('serves hashed assets for a year, the page and deep links never from a cache, compressed', async () => {
    const asset = await at('/assets/index-AbC123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    for (const path of ['/', '/secure/parcels/prc_000001?tab=history']) {
      const page = await at(path);
      expect(page.status).toBe(200);
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expect(await page.text()).toContain('<div id="root">');
    }
    expect((await at('/assets/missing-000.js')).status).toBe(404);
  });

  it('sends the file the build compressed ahead as it is to a browser that takes it, and compresses the rest itself', async () => {
    const ahead = await at('/assets/chart-DeF456.js', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(ahead.headers.get('content-encoding')).toBe('br');
    expect(ahead.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(ahead.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(ahead.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await ahead.text()).toBe(chartCode);
    // A client without Brotli gets the same code, compressed as it is sent.
    const plain = await at('/assets/chart-DeF456.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers.get('content-encoding')).toBe('gzip');
    expect(await plain.text()).toBe(chartCode);
  });

  it('names in the page the string files of the language the visitor chose, to be fetched with the first scripts', async () => {
    const preloaded = async (path: string, cookie?: string) =>
      [
        ...(await (await at(path, { headers: cookie ? { cookie } : {} })).text()).matchAll(
          /<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g,
        ),
      ].map((link) => link[1]);
    expect(await preloaded('/sign-in')).toEqual(['/i18n/en.json', '/assets/en-1.json']);
    expect(await preloaded('/secure/dashboard', 'courier.language=tr')).toEqual(['/i18n/tr.json', '/assets/tr-1.json']);
    // Whatever the cookie holds, it only chooses between the two languages.
    expect(await preloaded('/', 'courier.language="><script>x</script>')).toEqual([
      '/i18n/en.json',
      '/assets/en-1.json',
    ]);
  });

  it('says in the page the language the visitor chose, for the reader and for the app’s scripts', async () => {
    const root = async (path: string, cookie?: string) =>
      /<html[^>]*>/.exec(await (await at(path, { headers: cookie ? { cookie } : {} })).text())?.[0];
    expect(await root('/secure/dashboard', 'courier.language=tr')).toBe('<html lang="tr" data-language="tr">');
    expect(await root('/secure/parcels')).toBe('<html lang="en" data-language="en">');
    expect(await root('/', 'courier.language="><script>x</script>')).toBe('<html lang="en" data-language="en">');
  });

  it('sends a public page drawn at build time in the visitor’s language; with a query, or elsewhere, the plain page', async () => {
    const page = async (path: string, cookie?: string) => {
      const answer = await at(path, { headers: cookie ? { cookie } : {} });
      expect(answer.headers.get('vary')).toMatch(/cookie/i);
      return answer.text();
    };
    expect(await page('/sign-in')).toContain('<h1>Sign in</h1>');
    expect(await page('/sign-in', 'courier.language=tr')).toContain('<h1>Giriş yap</h1>');
    expect(await page('/sign-in', 'courier.language=de')).toContain('<h1>Sign in</h1>');
    // The page's head still names the language's string files.
    expect(await page('/sign-in', 'courier.language=tr')).toContain('href="/i18n/tr.json"');
    for (const path of [
      '/sign-in?redirectURL=%2Fsecure%2Fparcels',
      '/sign-up',
      '/secure/dashboard',
      '/prerendered.json/x',
    ])
      expect(await page(path), path).toContain('<div id="root"></div>');
  });

  it('names in a signed-in page the code of its first visit, the module of its address with the frame’s', async () => {
    const named = async (path: string) =>
      [
        ...(await (await at(path)).text()).matchAll(
          /<link rel="(modulepreload|stylesheet|preload" as="style)" crossorigin href="([^"]+)">/g,
        ),
      ].map((link) => `${link[1]!.replace('" as="', ' ')} ${link[2]}`);
    // Styles fetched, not applied: applied in the head, they would hold back the first paint.
    expect(await named('/secure/dashboard')).toEqual([
      'modulepreload /assets/fullApp-1.js',
      'preload style /assets/Shell-1.css',
    ]);
    expect(await named('/secure/parcels/PRC-1')).toEqual([
      'modulepreload /assets/fullApp-1.js',
      'modulepreload /assets/Parcels-1.js',
    ]);
    // A whole segment: the parcels' history is its own module, not the parcels'.
    expect(await named('/secure/parcels-history')).toEqual([
      'modulepreload /assets/fullApp-1.js',
      'modulepreload /assets/History-1.js',
    ]);
    // The public pages, and addresses that merely start alike, load no signed-in code.
    for (const path of ['/sign-in', '/home', '/securely']) expect(await named(path), path).toEqual([]);
  });

  it('answers a form the browser sent itself (before the page’s scripts ran) by showing the page again, reading nothing', async () => {
    const sent = await at('/sign-in', {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=admin%40courier.test&password=demo1234',
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/sign-in');
    expect(sent.headers.get('set-cookie')).toBeNull();
  });

  it('keeps DATA_DIR to the server’s own user: its folders 0700, the files it started with 0600', async () => {
    const { readdir: list, stat } = await import('node:fs/promises');
    const data = join(dir, 'data');
    const open: string[] = [];
    for (const entry of await list(data, { recursive: true, withFileTypes: true })) {
      const path = join(entry.parentPath, entry.name);
      const mode = (await stat(path)).mode & 0o777;
      if (entry.isDirectory() ? mode !== 0o700 : (mode & 0o077) !== 0 && started.has(path))
        open.push(`${path} ${mode.toString(8)}`);
    }
    expect((await stat(data)).mode & 0o777).toBe(0o700);
    expect(open).toEqual([]);
    // What the server wrote itself: the token secret.
    expect((await stat(join(data, 'jwt-secret'))).mode & 0o777).toBe(0o600);
  });

  it('sends the page’s Content-Security-Policy as a header, with no framing, on pages and API answers', async () => {
    for (const path of ['/', '/sign-in', '/api/v1/openapi.json']) {
      const answer = await at(path);
      const sent = answer.headers.get('content-security-policy') ?? '';
      expect(sent, path).toBe(`${contentSecurityPolicy(defaultTileUrl)}; frame-ancestors 'none'`);
      expect(sent).toContain("script-src 'self';");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('serves the API reference at /api/docs under its own policy, framed by no site, its script from this server', async () => {
    const page = await at('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(apiDocsPolicy);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(await page.text()).toContain(`<script src="${redocScriptPath}">`);
    const script = await at(redocScriptPath, { headers: { 'accept-encoding': 'gzip' } });
    expect(script.status).toBe(200);
    expect(script.headers.get('content-encoding')).toBe('gzip');
    // The document it renders is the API's own.
    expect((await (await at('/api/v1/openapi.json')).json()).openapi).toMatch(/^3\.1/);
  });

  it('mails a password-reset link into the outbox when no SMTP server is set, pointing at the server; the link sets the password', async () => {
    const post = (path: string, body: object) =>
      at(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(await (await post('/api/auth/forgot-password', { email: 'finance@courier.test' })).json()).toBe(true);
    const outbox = join(dir, 'data', 'outbox');
    // The answer comes first; the mail follows it.
    const [file] = await vi.waitFor(async () => {
      const files = await readdir(outbox).catch(() => []);
      expect(files).toHaveLength(1);
      return files;
    });
    const mail = await readFile(join(outbox, file!), 'utf8');
    expect(mail).toContain('To: finance@courier.test');
    const link = new URL(/http:\/\/\S+reset-password\?token=[\w-]+/.exec(mail)![0]);
    expect(link.origin).toBe(new URL(server!.url).origin);
    expect(
      await (
        await post('/api/auth/reset-password', { token: link.searchParams.get('token'), password: 'Finans-Ekibi-2026' })
      ).json(),
    ).toBe(true);
    expect(
      (await post('/api/auth/sign-in', { email: 'finance@courier.test', password: 'Finans-Ekibi-2026' })).status,
    ).toBe(200);
    expect((await post('/api/auth/forgot-password', { email: 'nobody@courier.test' })).status).toBe(200);
    expect(await readdir(outbox)).toHaveLength(1);
  });

  it('ends every open event stream when it stops, however many staff have one open', async () => {
    // Three sessions (a session holds at most five streams).
    const tokens = [await signIn(), await signIn(), await signIn()];
    const warnings: Error[] = [];
    const warned = (warning: Error) => warnings.push(warning);
    process.on('warning', warned);
    try {
      // Twelve tabs listening: more than the ten listeners Node allows on one signal before it warns.
      const streams = await Promise.all(
        Array.from({ length: 12 }, async (_, i) => {
          const token = tokens[i % 3]!;
          const answer = await at('/api/v1/events', {
            headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
          });
          expect(answer.status).toBe(200);
          const reader = answer.body!.getReader();
          let text = '';
          while (!text.includes('event: ready')) text += new TextDecoder().decode((await reader.read()).value);
          return reader;
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(warnings.map((w) => w.name)).not.toContain('MaxListenersExceededWarning');
      // Stopping ends them all (their clients go on to another server): each comes to its end, none
      // is cut (a cut one fails its read).
      await server!.close();
      for (const reader of streams) {
        let done = false;
        while (!done) done = (await reader.read()).done;
      }
    } finally {
      process.off('warning', warned);
      server = await start();
    }
  }, 120_000);

  it('keeps the data and the sessions across a restart on the same DATA_DIR', async () => {
    const token = await signIn();
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const created = await at('/api/v1/offices', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        code: 'RST',
        name: 'Restart Şubesi',
        type: 'branch',
        address: { line1: 'Cumhuriyet Cd. 1', district: 'Merkez', city: 'Sivas', postalCode: '58000' },
        location: { lat: 39.75, lng: 37.02 },
        phone: '+903460000000',
        email: 'sivas@courier.test',
        openingHours: 'Mon–Fri 09:00–18:00',
        active: true,
      }),
    });
    expect(created.status).toBe(201);
    const office = (await created.json()) as { id: string };

    await server!.close();
    server = await start();
    expect(server.seeded).toBe(false);
    const found = await at(`/api/v1/offices/${office.id}`, { headers: auth });
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({ code: 'RST', name: 'Restart Şubesi' });
  }, 120_000);
});
