/**
 * A production start (here: DATA_DIR outside the project) begins with an empty company: no demo
 * account, so no account signs in with the published demo password, and the app is told the data
 * is not a demo. Its log and /readyz point at the setup link, which makes the first administrator
 * once; `users create-admin` makes one from the command line.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '@courier/api';
import { demoAccounts, demoPassword } from '@courier/store/demo-accounts';
import { readConfig } from './config';
import { createLog } from './log';
import { startServer, type RunningServer } from './server';
import { main as users } from './users';

let dir = '';
let server: RunningServer | null = null;
const logged: string[] = [];
const at = (path: string, init?: RequestInit) => fetch(new URL(path, server!.url), init);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'courier-production-'));
  const config = readConfig({ PORT: '0', DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'silent' });
  expect(config).toMatchObject({ mode: 'production', seed: 'none' });
  server = await startServer(config, {
    log: createLog('warn', (line) => logged.push(line)),
    clock: () => new Date('2026-11-20T09:30:00Z'),
  });
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

  it('logs a setup link and names it in /readyz; the link makes the first administrator once, who is signed in', async () => {
    const link = server!.setupLink!;
    expect(link).toMatch(new RegExp(`^${server!.url}setup\\?token=[\\w-]{40,}$`));
    expect(logged.join('\n')).toContain(link.split('token=')[1]);
    expect(await (await at('/readyz')).json()).toEqual({
      status: 'ready',
      setup: 'waiting for the first administrator: open the setup link in the server log',
    });
    const token = new URL(link).searchParams.get('token')!;
    const body = {
      token,
      company: { name: 'Anadolu Kargo' },
      name: 'Aylin Aksoy',
      email: 'aylin@anadolu.example',
      password: 'a long and fine password',
    };
    const post = () =>
      at('/api/v1/setup', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const done = await post();
    expect(done.status).toBe(200);
    const { accessToken } = (await done.json()) as { accessToken: string };
    const me = await at('/api/common/user', { headers: { authorization: `Bearer ${accessToken}` } });
    expect(await me.json()).toMatchObject({ email: 'aylin@anadolu.example', role: 'admin' });
    expect((await post()).status).toBe(404);
    expect(await (await at('/readyz')).json()).toEqual({ status: 'ready' });

    // The empty company answers every read of the shell, the modules and the sample areas without a fault.
    const paths = [
      '/api/common/user',
      '/api/common/navigation',
      '/api/common/messages',
      '/api/common/notifications',
      '/api/common/shortcuts',
      '/api/apps/chat/chats',
      '/api/apps/chat/contacts',
      '/api/apps/chat/profile',
      '/api/apps/contacts',
      '/api/apps/notes',
      '/api/apps/tasks',
      '/api/apps/mailbox/mails',
      ...Object.entries(openApiDocument().paths as Record<string, { get?: unknown }>)
        .filter(
          ([path, ops]) => ops.get && !path.includes('{') && !path.endsWith('/events') && path !== '/api/v1/setup',
        )
        .map(([path]) => path),
    ];
    const faults: string[] = [];
    for (const path of paths) {
      const answer = await at(path, { headers: { authorization: `Bearer ${accessToken}` } });
      if (answer.status >= 500) faults.push(`${path} ${answer.status}`);
    }
    expect(faults).toEqual([]);
  });
});

describe('npm run users -- create-admin', () => {
  it('makes an administrator on the embedded database and prints the link that sets the password', async () => {
    const env = { DATA_DIR: join(dir, 'other'), PUBLIC_URL: 'https://kargo.example.com/', LOG_LEVEL: 'silent' };
    const out = await users(['create-admin', '--email', 'deniz@anadolu.example', '--name', 'Deniz Kaya'], env, {});
    expect(out).toMatch(/^Administrator Deniz Kaya <deniz@anadolu\.example> made\./);
    expect(out).toMatch(/https:\/\/kargo\.example\.com\/reset-password\?token=[\w-]{40,}/);
    await expect(
      users(['create-admin', '--email', 'deniz@anadolu.example', '--name', 'Deniz Kaya'], env, {}),
    ).rejects.toThrow('Not made: email taken');
    await expect(users(['create-admin', '--email', 'x@y.example'], env, {})).rejects.toThrow('Usage:');
  }, 60_000);
});
