// The built server as a company starts it for real, for e2e/production.spec.ts: NODE_ENV=production
// on an empty company, on a PostgreSQL database of its own (made empty now) where DATABASE_URL names
// a server, and on the embedded database where it names none. Its output (the setup link) goes to
// .cache/e2e-production/out.log, its outbox to .cache/e2e-production/data/outbox.
import { spawn } from 'node:child_process';
import { mkdir, open, rm } from 'node:fs/promises';
import pg from 'pg';

const dir = '.cache/e2e-production';
await rm(dir, { recursive: true, force: true });
await mkdir(dir, { recursive: true });
const env = {
  ...process.env,
  PORT: '4175',
  NODE_ENV: 'production',
  DATA_DIR: `${dir}/data`,
  LOG_LEVEL: 'warn',
  SEED: '',
  DATABASE_URL: '',
  JWT_SECRET: '',
};
if (process.env.DATABASE_URL) {
  const name = 'courier_e2e_production';
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.href;
  // Any secret of 32 characters: this company lives for one run.
  env.JWT_SECRET = 'end-to-end-production-run-secret-0123456789';
}
const out = await open(`${dir}/out.log`, 'w');
const server = spawn(process.execPath, ['packages/server/dist/main.js'], { env, stdio: ['ignore', out.fd, out.fd] });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
