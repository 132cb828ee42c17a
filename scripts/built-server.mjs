/**
 * The built server (`npm run build`: packages/server/dist/main.js, what `npm start` runs) on a
 * scratch embedded database and a free port, for the scripts that measure the app it serves.
 * Resolves once it answers /readyz; `close` stops it and removes the database.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

export async function startBuiltServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'courier-built-server-'));
  const port = 4300 + Math.floor(Math.random() * 500);
  const child = spawn(process.execPath, [join(root, 'packages/server/dist/main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '', JWT_SECRET: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error('The server stopped before it was ready.');
    if (tries > 240) throw new Error('The server did not become ready in two minutes.');
    if (await fetch(`${url}/readyz`).then((r) => r.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, close: () => (child.kill('SIGTERM'), rmSync(dataDir, { recursive: true, force: true })) };
}

/** The demo's administrator (README: demo accounts), whom the measuring scripts sign in as. */
export const demoAdmin = { email: 'admin@courier.test', password: 'demo1234' };

/** An access token for a demo account, from the server's sign-in call. */
export async function accessToken(url, account) {
  const answer = await fetch(`${url}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
  if (!answer.ok) throw new Error(`Sign-in as ${account.email} answered ${answer.status}.`);
  return (await answer.json()).accessToken;
}
