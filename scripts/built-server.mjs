/**
 * The built server (`npm run build`: packages/server/dist/main.js, what `npm start` runs) on a
 * scratch embedded database and a free port, for the scripts that measure the app it serves.
 * Resolves once it answers /readyz; `close` stops it and removes the database.
 *
 * `{ https: true }`: over HTTPS, as a deployment serves it (HTTP/2 to the browser), with the
 * server tests' certificate for 127.0.0.1 (packages/server/src/testing/tls). `trust` is what a
 * browser is told to accept it by: the hash of its public key, for Chromium's
 * --ignore-certificate-errors-spki-list, which trusts that key and no other.
 */
import { spawn } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const tls = {
  cert: join(root, 'packages/server/src/testing/tls/cert.pem'),
  key: join(root, 'packages/server/src/testing/tls/key.pem'),
};
const ca = readFileSync(tls.cert);

export async function startBuiltServer({ https = false } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'courier-built-server-'));
  const port = 4300 + Math.floor(Math.random() * 500);
  const child = spawn(process.execPath, [join(root, 'packages/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // The demo's sample (a DATA_DIR outside the project is a production start, an empty company).
      SEED: 'demo',
      DATABASE_URL: '',
      JWT_SECRET: '',
      TLS_CERT: https ? tls.cert : '',
      TLS_KEY: https ? tls.key : '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `${https ? 'https' : 'http'}://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error('The server stopped before it was ready.');
    if (tries > 240) throw new Error('The server did not become ready in two minutes.');
    if (
      await call(`${url}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const trust = https
    ? createHash('sha256')
        .update(new X509Certificate(ca).publicKey.export({ type: 'spki', format: 'der' }))
        .digest('base64')
    : null;
  return { url, trust, close: () => (child.kill('SIGTERM'), rmSync(dataDir, { recursive: true, force: true })) };
}

/** A call to the built server: fetch, or over HTTPS a request that trusts its certificate. */
function call(url, { method = 'GET', body } = {}) {
  if (url.startsWith('http:'))
    return fetch(url, { method, headers: { 'content-type': 'application/json' }, body }).then(async (r) => ({
      status: r.status,
      text: await r.text(),
    }));
  return new Promise((done, fail) => {
    const sent = request(url, { method, ca, headers: { 'content-type': 'application/json' } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => done({ status: response.statusCode, text }));
    });
    sent.on('error', fail);
    sent.end(body);
  });
}

/** The demo's administrator (README: demo accounts), whom the measuring scripts sign in as. */
export const demoAdmin = { email: 'admin@courier.test', password: 'demo1234' };

/** The server's answer to signing in as a demo account: the user and an access token. */
async function signIn(url, account) {
  const answer = await call(`${url}/api/auth/sign-in`, { method: 'POST', body: JSON.stringify(account) });
  if (answer.status !== 200) throw new Error(`Sign-in as ${account.email} answered ${answer.status}.`);
  return JSON.parse(answer.text);
}
/** An access token for a demo account. */
export const accessToken = async (url, account) => (await signIn(url, account)).accessToken;

/**
 * What the app keeps in storage for someone who signed in with "remember me" and comes back: the
 * token, and beside it the office of the figures he sees first (packages/app/src/api/session.ts).
 */
export async function keptSession(url, account) {
  const { accessToken, user } = await signIn(url, account);
  return { 'courier.accessToken': accessToken, 'courier.office': user.officeId ?? '' };
}
