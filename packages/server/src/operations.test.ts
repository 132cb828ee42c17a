/**
 * The run-through of docs/operations.md on PostgreSQL, as a company goes live: a production start
 * on an empty database, the first administrator from the setup link, two offices, a clerk invited
 * (his link from the outbox), his password set and his sign-in, a customer and a booking at his
 * counter; the audit log holds the administrative acts; a backup, restored into another database,
 * serves the same company: the clerk signs in there with his password and finds his parcel; the
 * audit log of each database holds what was done with it (the backup, the restore).
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { main as backups } from './backup';
import { readConfig } from './config';
import { createLog } from './log';
import { startServer, type RunningServer } from './server';
import { scratchDatabase, scratchName } from './testing/scratchDatabase';

const serverUrl = process.env.DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function start(databaseUrl: string, dataDir: string): Promise<RunningServer> {
  const env = {
    NODE_ENV: 'production',
    PORT: '0',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'operations-run-through-secret-0123456789',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  };
  const server = await startServer(readConfig(env), { log: createLog('silent') });
  return server;
}

/** A JSON call of `server`, with a token when given: its status and body. */
async function call(server: RunningServer, method: string, path: string, token?: string, body?: unknown) {
  const answer = await fetch(new URL(path, server.url), {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read answers loosely
}

const office = (code: string, name: string, city: string, postalCode: string) => ({
  code,
  name,
  type: 'branch',
  address: { line1: 'Cumhuriyet Cd. 1', district: 'Merkez', city, postalCode },
  location: { lat: 39.9, lng: 32.8 },
  phone: '+903122222222',
  email: `${code.toLowerCase()}@anadolu.example`,
  openingHours: 'Mon-Fri 08:30-19:00',
  active: true,
});

describe.skipIf(!serverUrl)('going live on PostgreSQL, as docs/operations.md says', () => {
  it('from an empty database to a booking, then a backup restored elsewhere serves the same company', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'courier-operations-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const first = await scratchDatabase(serverUrl!, scratchName('courier_ops'));
    cleanups.push(first.drop);
    let server = await start(first.url, join(dir, 'data'));
    cleanups.push(() => server.close());

    // The first administrator, from the setup link the log names.
    const setupToken = new URL(server.setupLink!).searchParams.get('token')!;
    const setup = await call(server, 'POST', '/api/v1/setup', undefined, {
      token: setupToken,
      company: { name: 'Anadolu Kargo', address: 'Atatürk Blv. 45, Ankara', phone: '+90 312 555 00 00' },
      name: 'Aylin Aksoy',
      email: 'aylin@anadolu.example',
      password: 'a long and fine password',
    });
    expect(setup.status).toBe(200);
    const admin = setup.body.accessToken as string;

    // Two offices, then a clerk at the first, invited.
    const ank = await call(server, 'POST', '/api/v1/offices', admin, office('ANK', 'Ankara', 'Ankara', '06420'));
    const izm = await call(server, 'POST', '/api/v1/offices', admin, office('IZM', 'İzmir', 'İzmir', '35210'));
    expect([ank.status, izm.status]).toEqual([201, 201]);
    const invited = await call(server, 'POST', '/api/v1/users', admin, {
      name: 'Kerem Demir',
      email: 'kerem@anadolu.example',
      role: 'clerk',
      officeId: ank.body.id,
    });
    expect(invited.body.invitation).toMatchObject({ mailed: true, link: null });
    const outbox = join(dir, 'data', 'outbox');
    let mail = '';
    await vi.waitFor(async () => {
      const mails = await Promise.all((await readdir(outbox)).map((f) => readFile(join(outbox, f), 'utf8')));
      mail = mails.find((text) => text.includes('To: kerem@anadolu.example')) ?? '';
      expect(mail).toContain('Anadolu Kargo');
    });
    const linkToken = /reset-password\?token=([\w-]+)/.exec(mail)![1]!;
    const password = 'Gise-Sabah-2026';
    expect(
      (await call(server, 'POST', '/api/auth/reset-password', undefined, { token: linkToken, password })).status,
    ).toBe(200);
    const signIn = async (on: RunningServer) =>
      (await call(on, 'POST', '/api/auth/sign-in', undefined, { email: 'kerem@anadolu.example', password })).body
        .accessToken as string;
    const clerk = await signIn(server);

    // He books a parcel at his counter for a new customer.
    const customer = await call(server, 'POST', '/api/v1/customers', clerk, {
      type: 'individual',
      name: 'Deniz Aydın',
      companyName: null,
      taxNumber: null,
      email: 'deniz@example.com',
      phone: '+905321234567',
      addresses: [
        { label: 'Home', line1: 'Atatürk Blv. 12/4', district: 'Çankaya', city: 'Ankara', postalCode: '06690' },
      ],
      homeOfficeId: ank.body.id,
      creditLimit: 0,
      notes: '',
      active: true,
    });
    expect(customer.status).toBe(201);
    const booked = await call(server, 'POST', '/api/v1/parcels', clerk, {
      customerId: customer.body.id,
      sender: {
        name: 'Deniz Aydın',
        phone: '+905321234567',
        address: { line1: 'Atatürk Blv. 12/4', district: 'Çankaya', city: 'Ankara', postalCode: '06690' },
      },
      receiver: {
        name: 'Mehmet Demir',
        phone: '+905327654321',
        address: { line1: 'Gazi Blv. 5', district: 'Konak', city: 'İzmir', postalCode: '35210' },
      },
      originOfficeId: ank.body.id,
      destinationOfficeId: izm.body.id,
      service: 'standard',
      pieces: 1,
      weightKg: 2.4,
      dimensionsCm: { length: 40, width: 30, height: 20 },
      contents: 'Books',
      fragile: false,
      declaredValue: 1500,
      paymentMode: 'prepaid',
      codAmount: 0,
    });
    expect(booked.status).toBe(201);
    const trackingNumber = booked.body.trackingNumber as string;

    const audit = await call(server, 'GET', '/api/v1/audit?sort=at&order=asc', admin);
    expect(audit.body.items.map((r: { action: string }) => r.action)).toEqual(['company.set_up', 'account.created']);

    // A backup, restored into another database, which a server then serves.
    const file = join(dir, 'courier.jsonl.gz');
    const say = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const second = await scratchDatabase(serverUrl!, scratchName('courier_ops'));
    cleanups.push(second.drop);
    try {
      // Made while the server serves; its row is written in the database it was made of.
      await backups('backup', [file], { env: { DATABASE_URL: first.url } });
      const made = await call(server, 'GET', '/api/v1/audit?action=backup.made', admin);
      expect(made.body.items[0]).toMatchObject({ actorName: 'npm run db:backup', recordId: 'courier.jsonl.gz' });
      await server.close();
      await backups('restore', [file], { env: { DATABASE_URL: second.url } });
    } finally {
      say.mockRestore();
    }
    server = await start(second.url, join(dir, 'restored'));
    expect(server.setupLink).toBeNull();
    const again = await signIn(server);
    const found = await call(server, 'GET', `/api/v1/parcels?q=${trackingNumber}`, again);
    expect(found.body.items.map((p: { trackingNumber: string }) => p.trackingNumber)).toEqual([trackingNumber]);
    const restoredAudit = await call(server, 'GET', '/api/v1/audit?sort=at&order=asc', await loginAdmin(server));
    expect(restoredAudit.body.items.map((r: { action: string }) => r.action)).toEqual([
      'company.set_up',
      'account.created',
      'backup.restored',
    ]);
    expect((await call(server, 'GET', '/api/v1/company')).body.name).toBe('Anadolu Kargo');
  }, 180_000);
});

async function loginAdmin(server: RunningServer) {
  return (
    await call(server, 'POST', '/api/auth/sign-in', undefined, {
      email: 'aylin@anadolu.example',
      password: 'a long and fine password',
    })
  ).body.accessToken as string;
}
