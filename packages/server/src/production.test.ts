/**
 * A production start (here: DATA_DIR outside the project) begins with an empty company: no demo
 * account, so no account signs in with the published demo password, and the app is told the data
 * is not a demo. `SEED=demo` still brings the sample where it is asked for.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword } from '@courier/store/demo-accounts';
import { readConfig } from './config';
import { createLog } from './log';
import { startServer, type RunningServer } from './server';

let dir = '';
let server: RunningServer | null = null;
const at = (path: string, init?: RequestInit) => fetch(new URL(path, server!.url), init);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'courier-production-'));
  const config = readConfig({ PORT: '0', DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'silent' });
  expect(config).toMatchObject({ mode: 'production', seed: 'none' });
  server = await startServer(config, { log: createLog('silent'), clock: () => new Date('2026-11-20T09:30:00Z') });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a production start', () => {
  it('has no account at all, so none signs in with the demo password', async () => {
    expect(
      (
        await server!.store
          .table('users')
          .list({ where: [], sort: { key: 'email', order: 'asc', text: false }, page: 1, size: 1 })
      ).total,
    ).toBe(0);
    for (const account of demoAccounts.slice(0, 3)) {
      const answer = await at('/api/auth/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password: demoPassword }),
      });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(await answer.json()).not.toHaveProperty('accessToken');
    }
  });

  it('tells the app its data is no demo', async () => {
    expect(await (await at('/api/v1/instance')).json()).toEqual({ demo: false, exposed: false });
  });
});
