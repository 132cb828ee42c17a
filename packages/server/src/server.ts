/**
 * The Node host: the API under /api on the SQL store, the built app beside it, health checks for
 * a load balancer, one log line per request, and a stop that finishes what is in flight.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createSecureServer, type ServerHttp2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { DiskFileBlobs } from './fileBlobs';
import { mountApiDocs } from './apiDocs';
import { serve, type ServerType } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { getConnInfo } from '@hono/node-server/conninfo';
import { clientAddress, forwardedHttps } from './clientAddress';
import { getCookie } from 'hono/cookie';
import {
  clientAddressHeader,
  createApi,
  createPasswords,
  issueSetupLink,
  pruneAudit,
  pruneSessions,
  pruneWebhookDeliveries,
  setupPending,
} from '@courier/api';
import { nodeScrypt } from './scrypt';
import { iconNames } from '@courier/api/icon-names';
import { createSnapshot, type Clock } from '@courier/store';
import { openStore, type OpenedDatabase, type SqlStore } from '@courier/store-sql';
import type { ServerConfig } from './config';
import { createLog, type Log } from './log';
import { createMailer } from './mail';
import { checkWebhookTarget, startWebhookSender, webhookPost } from './webhooks';
import { languageCookie, readStringFiles, withLanguage, withStringFiles } from './stringFiles';
import { pageCodeOf, readPageCode, withPageCode } from './pageCode';
import { pageFile, readPrerendered } from './prerendered';

export interface ServerOptions {
  /** The built app to serve beside the API (packages/app/dist); none: the API alone. */
  appDir?: string;
  /** The migrations folder (a bundled server passes its copy). */
  migrations?: string;
  clock?: Clock;
  log?: Log;
  /**
   * Webhook endpoints on this machine or a private network are taken (and http to this machine),
   * as in a demo: for tests whose receiver listens on this machine. A demo does so anyway.
   */
  privateWebhooks?: boolean;
}

export interface RunningServer {
  url: string;
  port: number;
  store: SqlStore;
  database: OpenedDatabase;
  /** Whether this start loaded the sample into an empty database. */
  seeded: boolean;
  /** The link that sets up the company's first administrator, when it has none (printed to the log). */
  setupLink: string | null;
  /** Stops accepting, lets requests in flight finish (10 s at most), closes the database. */
  close(): Promise<void>;
}

/** The token secret: the configured one, or one made at the first start and kept in DATA_DIR. */
async function tokenSecret(config: ServerConfig): Promise<Uint8Array> {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  const file = join(config.dataDir, 'jwt-secret');
  if (existsSync(file)) return new TextEncoder().encode((await readFile(file, 'utf8')).trim());
  const secret = randomBytes(32).toString('hex');
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' }).catch(async () => undefined);
  return new TextEncoder().encode((await readFile(file, 'utf8')).trim());
}

const unavailable = () =>
  Response.json(
    { error: { code: 'unavailable', message: 'The database cannot be reached; try again in a moment' } },
    { status: 503, headers: { 'retry-after': '5' } },
  );

/**
 * The page's Content-Security-Policy: the one the build wrote into index.html (packages/app
 * src/security/csp.ts), sent as a header with `frame-ancestors`, which only a header can carry (no
 * other site frames the back office). Without an app, the API's answers load nothing at all.
 */
export function pagePolicy(indexHtml: string | null): string {
  const meta = indexHtml ? /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/i.exec(indexHtml) : null;
  return `${meta ? meta[1]!.replaceAll('&#39;', "'").replaceAll('&quot;', '"') : "default-src 'none'"}; frame-ancestors 'none'`;
}

/** A policy that says nothing of framing forbids it. */
const withoutFraming = (policy: string) =>
  /(^|;)\s*frame-ancestors\b/.test(policy) ? policy : `${policy}; frame-ancestors 'none'`;

/**
 * DATA_DIR holds the company's data (the embedded database, the token secret, the outbox): only
 * the server's own user reads it. The folder and the folders in it are 0700 and their files 0600,
 * set at each start (before and after the database opens); the process writes its own files that
 * way from then on. PGlite gives the files it makes later modes of its own (0666): the 0700
 * folders above them are what keeps them from other users.
 */
export async function keepPrivate(dataDir: string) {
  process.umask(0o077);
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await chmod(dataDir, 0o700);
  for (const entry of await readdir(dataDir, { recursive: true, withFileTypes: true }))
    await chmod(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o700 : 0o600).catch(() => undefined);
}

/** Strict-Transport-Security: a year, the subdomains too. */
const keepToHttps = 'max-age=31536000; includeSubDomains';

export function createHttpApp(parts: {
  api: ReturnType<typeof createApi>;
  database: OpenedDatabase;
  log: Log;
  appDir?: string;
  /** The server speaks HTTPS itself: browsers are told to keep to it (Strict-Transport-Security). */
  https?: boolean;
  /** TRUST_PROXY: the proxies whose X-Forwarded-For names the client. */
  trustedProxies?: readonly string[];
}) {
  const { api, database, log, appDir, https, trustedProxies = [] } = parts;
  const app = new Hono();
  const root = appDir ? resolve(appDir) : null;
  const policy = pagePolicy(
    root && existsSync(join(root, 'index.html')) ? readFileSync(join(root, 'index.html'), 'utf8') : null,
  );
  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    log.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });
  // nosniff, no referrer, same-origin resources and opener; the page's policy on every answer.
  app.use('*', secureHeaders({ strictTransportSecurity: https ? keepToHttps : false, xFrameOptions: 'DENY' }));
  // Behind a trusted proxy that ended the client's HTTPS, the browser is told to keep to it too.
  if (!https && trustedProxies.length)
    app.use('*', async (c, next) => {
      await next();
      if (forwardedHttps(getConnInfo(c).remote.address, c.req.header('x-forwarded-proto') ?? null, trustedProxies))
        c.res.headers.set('strict-transport-security', keepToHttps);
    });
  app.use('*', async (c, next) => {
    await next();
    // An answer with a policy of its own (the API reference, a stored file's sandbox) keeps it, framed by no site.
    const own = c.res.headers.get('content-security-policy');
    c.res.headers.set('content-security-policy', own ? withoutFraming(own) : policy);
  });
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  // Ready; and, until the company has its first administrator, where to set it up.
  let administered = false;
  app.get('/readyz', async (c) => {
    if (!(await database.ping())) return c.json({ status: 'unavailable' }, 503);
    administered ||= !(await setupPending(api.api));
    return c.json(
      administered
        ? { status: 'ready' }
        : { status: 'ready', setup: 'waiting for the first administrator: open the setup link in the server log' },
    );
  });
  app.use('*', compress());
  mountApiDocs(app);
  app.all('/api/*', async (c) => {
    // The caller's address, from the socket: whatever a client put in this header is replaced.
    const headers = new Headers(c.req.raw.headers);
    headers.set(
      clientAddressHeader,
      clientAddress(getConnInfo(c).remote.address, c.req.header('x-forwarded-for') ?? null, trustedProxies),
    );
    const response = await api.fetch(new Request(c.req.raw, { headers }));
    // A body refused for its size: the connection closes, so the rest of it is not received.
    if (response.status === 413) response.headers.set('connection', 'close');
    // A fault while the database is away is an outage, not a bug: 503, and the client tries again.
    if (response.status === 500 && !(await database.ping())) return unavailable();
    return response;
  });
  if (root) {
    const strings = readStringFiles(root);
    const prerendered = readPrerendered(root);
    const code = readPageCode(root);
    // A page of the app: index.html, or the page rendered ahead of time (prerendered.ts), in the
    // visitor's language, naming the string files it will load (stringFiles.ts) and, on a signed-in
    // page, its code (pageCode.ts).
    const page = async (c: Context) => {
      const language = getCookie(c, languageCookie) === 'tr' ? 'tr' : 'en';
      const url = new URL(c.req.url);
      c.header('cache-control', 'no-cache');
      c.header('vary', 'cookie');
      const html = withLanguage(
        withStringFiles(await readFile(join(root, pageFile(prerendered, url, language)), 'utf8'), strings, language),
        language,
      );
      return c.html(withPageCode(html, pageCodeOf(code, url.pathname)));
    };
    app.get('/', page);
    app.use(
      '*',
      serveStatic({
        root,
        // The build wrote each text file compressed beside it (Brotli and gzip, packages/app
        // vite-plugin-precompress.ts): sent as it is, not compressed again on every request.
        precompressed: true,
        onFound: (path, c) => {
          // Hashed file names never change their content; the page and the rest are checked each time.
          c.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      }),
    );
    // Any other address is a page of the app (a deep link): the app's own router answers it.
    app.get('*', (c) => (/\.[a-z0-9]+$/i.test(c.req.path) ? c.text('Not found', 404) : page(c)));
    // A form sent by the browser itself, before the page's scripts took it over (the sign-in and
    // its siblings are posted, useAuthForm): nothing is read or kept, the page is shown again.
    // Back to the same page of this site, by its address as sent (still percent-encoded: a tab or
    // a line break stays part of the path, where a browser would drop it, and a Location header
    // cannot hold one); leading slashes and backslashes fold into one, so that `//evil.example` or
    // `/\evil.example` is never an address on another site.
    app.post('*', (c) => c.redirect(new URL(c.req.url).pathname.replace(/^[/\\]+/, '/'), 303));
  }
  return app;
}

/** Whether a listening address is reachable from this machine only. */
export const isLoopback = (host: string) =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);

export async function startServer(config: ServerConfig, options: ServerOptions = {}): Promise<RunningServer> {
  const log = options.log ?? createLog(config.logLevel);
  const clock = options.clock ?? (() => new Date());
  const tls = config.tls && (await readTls(config.tls));
  await keepPrivate(config.dataDir);
  const secret = await tokenSecret(config);
  const { store, database, seeded } = await openStore({
    url: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : join(config.dataDir, 'pglite'),
    migrations: options.migrations,
    clock,
    seed: config.seed === 'demo' ? () => createSnapshot({ now: clock() }) : null,
  });
  await keepPrivate(config.dataDir);
  // Links in e-mails point at PUBLIC_URL, or at the address the server listens on (known once it listens).
  const link = { url: config.publicUrl };
  // A demo's endpoints may be on this machine (a developer's receiver); a company's are on the internet.
  const webhooksAnywhere = config.mode === 'demo' || Boolean(options.privateWebhooks);
  const mail = await createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir }, log);
  const api = createApi({
    store,
    auth: { secret },
    iconNames,
    passwords: createPasswords(nodeScrypt),
    mail,
    appUrl: () => link.url,
    onBackgroundError: (error) => log.error('background job failed', { error: String(error) }),
    instance: { demo: config.seed === 'demo', exposed: config.mode === 'demo' && !isLoopback(config.host) },
    // Files' bytes: in DATA_DIR/files beside the embedded database, in PostgreSQL for replicas (the store's own).
    blobs: config.databaseUrl ? undefined : new DiskFileBlobs(join(config.dataDir, 'files')),
    webhooks: { development: webhooksAnywhere, checkTarget: checkWebhookTarget },
  });
  const app = createHttpApp({
    api,
    database,
    log,
    appDir: options.appDir,
    https: Boolean(tls),
    trustedProxies: config.trustedProxies,
  });

  const server = await new Promise<ServerType>((done, fail) => {
    const listen = { fetch: app.fetch, port: config.port, hostname: config.host };
    // With a certificate: HTTPS, HTTP/2 for the browsers (a page's many files over one
    // connection, not six at a time) and HTTP/1.1 for every other client.
    const started = tls
      ? serve({ ...listen, createServer: createSecureServer, serverOptions: { ...tls, allowHTTP1: true } }, () =>
          done(started),
        )
      : serve(listen, () => done(started));
    started.once('error', fail);
  });
  // HTTP/2 keeps a session per browser open; a stop closes them once their requests are answered.
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session: ServerHttp2Session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  const port = (server.address() as AddressInfo).port;
  const url = `${tls ? 'https' : 'http'}://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}/`;
  link.url ??= url;

  // Audit rows older than the kept time go, and the rows of sessions long over: now, then once a day.
  const prune = async () => {
    try {
      const deleted = await pruneAudit(store, clock(), config.auditKeepDays);
      if (deleted) log.info('old audit rows deleted', { deleted, keepDays: config.auditKeepDays });
      await pruneSessions(store, clock());
      await pruneWebhookDeliveries(store, clock());
    } catch (error) {
      log.error('old audit rows, sessions or webhook deliveries could not be deleted', { error: String(error) });
    }
  };
  let pruned = prune();
  const webhooks = startWebhookSender(api.api.store, webhookPost(!webhooksAnywhere), clock, log);
  const pruning = setInterval(() => void (pruned = pruned.then(prune)), 86_400_000);
  pruning.unref();

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= (async () => {
      clearInterval(pruning);
      api.api.stopping.abort();
      await webhooks.stop();
      await new Promise<void>((done) => {
        const force = setTimeout(() => {
          // Past 10 s, the connections still open are cut.
          (server as { closeAllConnections?: () => void }).closeAllConnections?.();
          for (const session of sessions) session.destroy();
          done();
        }, 10_000);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          done();
        });
        (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
        for (const session of sessions) session.close();
      });
      // What answers set going (a mail to send) ends before the database closes, and so does a pruning.
      await api.api.settled();
      await pruned;
      await database.close();
    })());
  // A company with no administrator yet: a link (24 hours) to set up the first one, for the log.
  const setupLink = await issueSetupLink(api.api);
  if (setupLink) log.warn('No administrator yet: open the setup link to make the first one', { setupLink });
  return { url, port, store, database, seeded, setupLink, close };
}

/** The certificate and key files, read at the start: a file that cannot be read stops it, named. */
async function readTls(files: { certFile: string; keyFile: string }) {
  const read = (name: string, file: string) =>
    readFile(file).catch((error: NodeJS.ErrnoException) => {
      throw new Error(`${name} cannot be read: ${file} (${error.code ?? error.message})`);
    });
  return { cert: await read('TLS_CERT', files.certFile), key: await read('TLS_KEY', files.keyFile) };
}
