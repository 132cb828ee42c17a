/**
 * Two servers on one PostgreSQL behave as one: they migrate and seed an empty database once, a
 * session begun on one is valid on the other, and the same scan sent to both at the same moment
 * is accepted once and refused once, and recorded once. Runs where DATABASE_URL names a server
 * (CI always); the database is the test's own.
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createParser } from 'eventsource-parser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { booking } from '@courier/api/testing/fixtures';
import { readConfig } from './config';
import { createLog } from './log';
import { startServer, type RunningServer } from './server';
import { scratchDatabase, scratchName } from './testing/scratchDatabase';

const url = process.env.DATABASE_URL;
let scratch: Awaited<ReturnType<typeof scratchDatabase>> | null = null;

let replicas: RunningServer[] = [];
let clockMoved = 0;
/** How long a test waits for what the servers send in the background, looking every 100 ms. */
const waitLong = { timeout: 30_000, interval: 100 };
const call = async (replica: number, method: string, path: string, token?: string, body?: unknown) => {
  const response = await fetch(new URL(path, replicas[replica]!.url), {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: (await response.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read answers loosely
};

/** Listens to a replica's event stream over HTTP, as a browser does; `when` waits until what is heard satisfies a test. */
async function listen(replica: number, token: string) {
  const hangUp = new AbortController();
  const response = await fetch(new URL('/api/v1/events', replicas[replica]!.url), {
    headers: { authorization: `Bearer ${token}` },
    signal: hangUp.signal,
  });
  const heard: { type: string; id: number; data: { id: string; status: string } }[] = [];
  let wake = () => undefined as void;
  const parser = createParser({
    onEvent: (e) => {
      heard.push({ type: e.event ?? 'message', id: Number(e.id), data: JSON.parse(e.data) });
      wake();
    },
  });
  const reading = (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of response.body!) parser.feed(decoder.decode(chunk, { stream: true }));
  })().catch(() => undefined);
  return {
    response,
    heard,
    async when(done: () => boolean) {
      while (!done()) await new Promise<void>((resolve) => (wake = resolve));
    },
    async close() {
      hangUp.abort();
      await reading;
    },
  };
}

describe.skipIf(!url)('replicas on one PostgreSQL', () => {
  beforeAll(async () => {
    scratch = await scratchDatabase(url!, scratchName('courier_replicas'));
    const config = readConfig({
      PORT: '0',
      DATABASE_URL: scratch.url,
      JWT_SECRET: 'replicas-share-this-secret-of-forty-chars',
      SEED: 'demo',
      LOG_LEVEL: 'silent',
    });
    // Both start at once on the empty database.
    // Both read one moment, moved on only by a test, so nothing here depends on the hour the test runs at.
    const clock = () => new Date(Date.parse('2026-11-20T09:30:00Z') + clockMoved);
    // A webhook receiver of the tests listens on this machine.
    const options = { log: createLog('silent'), clock, privateWebhooks: true };
    replicas = await Promise.all([startServer(config, options), startServer(config, options)]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(replicas.map((r) => r.close()));
    await scratch?.drop();
  });

  it('migrate and seed the empty database once', async () => {
    expect(replicas.map((r) => r.seeded).sort()).toEqual([false, true]);
    const [a, b] = await Promise.all(
      [0, 1].map(
        async (i) =>
          (
            await call(
              i,
              'get',
              '/api/v1/offices?size=100',
              (
                await call(i, 'post', '/api/auth/sign-in', undefined, {
                  email: 'admin@courier.test',
                  password: 'demo1234',
                })
              ).body.accessToken,
            )
          ).body.total,
      ),
    );
    expect(a).toBe(b);
    expect(a).toBeGreaterThan(10);
  });

  it('take each other’s sessions', async () => {
    const token = (
      await call(0, 'post', '/api/auth/sign-in', undefined, { email: 'clerk@courier.test', password: 'demo1234' })
    ).body.accessToken;
    expect((await call(1, 'get', '/api/common/user', token)).status).toBe(200);
    expect((await call(1, 'post', '/api/auth/sign-out', token)).status).toBe(200);
    // Ended on the second, refused on the first.
    expect((await call(0, 'get', '/api/common/user', token)).status).toBe(401);
  });

  it('accept the same scan once when it reaches both at the same moment', async () => {
    const clerk = (
      await call(0, 'post', '/api/auth/sign-in', undefined, { email: 'clerk@courier.test', password: 'demo1234' })
    ).body.accessToken;
    // Two parcels booked at the İstanbul counter, not yet received.
    const waiting = [
      (await call(0, 'post', '/api/v1/parcels', clerk, booking)).body,
      (await call(1, 'post', '/api/v1/parcels', clerk, booking)).body,
    ] as { id: string; trackingNumber: string }[];
    const eventsOf = async (id: string) =>
      (await call(1, 'get', `/api/v1/parcel-events?parcelId=${id}&size=100`, clerk)).body.total as number;

    // The same scan twice, as a scanner that sends again: one client scan id.
    const [first, second] = waiting;
    const before = await eventsOf(first!.id);
    const scan = {
      trackingNumber: first!.trackingNumber,
      action: 'received',
      officeId: 'off_001',
      clientScanId: 'race-1',
    };
    const answers = await Promise.all([
      call(0, 'post', '/api/v1/scans', clerk, scan),
      call(1, 'post', '/api/v1/scans', clerk, scan),
    ]);
    // One records it; the other is refused (409) or, once the first has committed, answered with the same event.
    const recorded = answers.filter((a) => a.status === 200 && !a.body.replayed);
    expect(recorded).toHaveLength(1);
    for (const other of answers.filter((a) => a !== recorded[0])) {
      if (other.status === 200) expect(other.body.event.id).toBe(recorded[0]!.body.event.id);
      else expect(other.body.error.code).toBe('invalid_transition');
    }
    expect(await eventsOf(first!.id)).toBe(before + 1);

    // Two scanners, one parcel: no client scan id in common.
    const before2 = await eventsOf(second!.id);
    const body = { trackingNumber: second!.trackingNumber, action: 'received', officeId: 'off_001' };
    const answers2 = await Promise.all([
      call(0, 'post', '/api/v1/scans', clerk, body),
      call(1, 'post', '/api/v1/scans', clerk, body),
    ]);
    expect(answers2.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await eventsOf(second!.id)).toBe(before2 + 1);
  });

  it('tell a listener on one what was written on the other, every change once and in order', async () => {
    const clerk = (
      await call(0, 'post', '/api/auth/sign-in', undefined, { email: 'clerk@courier.test', password: 'demo1234' })
    ).body.accessToken;
    const listener = await listen(
      1,
      (await call(1, 'post', '/api/auth/sign-in', undefined, { email: 'manager@courier.test', password: 'demo1234' }))
        .body.accessToken,
    );
    try {
      expect(listener.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      // Not compressed, not buffered: each event leaves as it is written.
      expect(listener.response.headers.get('content-encoding')).toBeNull();
      await listener.when(() => listener.heard.some((e) => e.type === 'ready'));
      // Twelve bookings at once, half on each server.
      const booked = (
        await Promise.all(Array.from({ length: 12 }, (_, i) => call(i % 2, 'post', '/api/v1/parcels', clerk, booking)))
      ).map((a) => a.body.id as string);
      const created = () => listener.heard.filter((e) => e.type === 'parcel' && booked.includes(e.data.id));
      await listener.when(() => created().length === booked.length);
      expect(
        created()
          .map((e) => e.data.id)
          .sort(),
      ).toEqual([...booked].sort());
      const ids = listener.heard.filter((e) => e.type === 'parcel').map((e) => e.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      expect(new Set(ids).size).toBe(ids.length);

      // A scan on the first server reaches the listener on the second.
      const scan = await call(0, 'post', '/api/v1/scans', clerk, {
        trackingNumber: (await call(0, 'get', `/api/v1/parcels/${booked[0]}`, clerk)).body.trackingNumber,
        action: 'received',
        officeId: 'off_001',
      });
      expect(scan.status).toBe(200);
      await listener.when(() =>
        listener.heard.some((e) => e.type === 'parcel' && e.data.id === booked[0] && e.data.status === 'at_office'),
      );
    } finally {
      await listener.close();
    }
  });

  it('carry a chat message and a mail from a user on one to a colleague on the other, and to nobody else', async () => {
    const signIn = async (replica: number, role: string) =>
      (
        await call(replica, 'post', '/api/auth/sign-in', undefined, {
          email: `${role}@courier.test`,
          password: 'demo1234',
        })
      ).body.accessToken as string;
    const admin = await signIn(0, 'admin');
    const manager = await signIn(1, 'manager');
    const clerk = await signIn(1, 'clerk');
    const managerId = (await call(1, 'get', '/api/common/user', manager)).body.id as string;
    const clerkId = (await call(1, 'get', '/api/common/user', clerk)).body.id as string;
    const adminId = (await call(0, 'get', '/api/common/user', admin)).body.id as string;
    const managerHears = await listen(1, manager);
    const clerkHears = await listen(1, clerk);
    try {
      await managerHears.when(() => managerHears.heard.some((e) => e.type === 'ready'));
      await clerkHears.when(() => clerkHears.heard.some((e) => e.type === 'ready'));
      // Ten messages each way at once, half on each server: one conversation, none lost.
      const sent = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i % 2
            ? call(1, 'post', '/api/apps/chat/message', manager, { contactId: adminId, value: `m${i}` })
            : call(0, 'post', '/api/apps/chat/message', admin, { contactId: managerId, value: `a${i}` }),
        ),
      );
      expect(sent.map((a) => a.status)).toEqual(Array(20).fill(200));
      const chatId = sent[0]!.body.chatId as string;
      expect(new Set(sent.map((a) => a.body.chatId))).toEqual(new Set([chatId]));
      const chat = (await call(1, 'get', `/api/apps/chat/chat?id=${encodeURIComponent(chatId)}`, manager)).body;
      expect(
        chat.messages
          .slice(-20)
          .map((m: { value: string }) => m.value)
          .sort(),
      ).toEqual(Array.from({ length: 20 }, (_, i) => (i % 2 ? `m${i}` : `a${i}`)).sort());
      await managerHears.when(() => managerHears.heard.some((e) => e.type === 'chat' && e.data.id === chatId));

      const mail = await call(0, 'post', '/api/apps/mailbox/mail', admin, {
        to: ['manager@courier.test'],
        subject: 'Replicas',
        content: 'From one server to the other',
      });
      expect(mail.status).toBe(200);
      await managerHears.when(() => managerHears.heard.some((e) => e.type === 'mail'));
      const inbox = (await call(1, 'get', '/api/apps/mailbox/mails?folder=inbox', manager)).body.mails;
      expect(inbox[0]).toMatchObject({ subject: 'Replicas', unread: true });

      // The clerk hears of his own conversation only (the stream keeps the order of the changes).
      const own = await call(0, 'post', '/api/apps/chat/message', admin, { contactId: clerkId, value: 'Merhaba' });
      await clerkHears.when(() => clerkHears.heard.some((e) => e.type === 'chat'));
      expect(clerkHears.heard.filter((e) => e.type === 'chat' || e.type === 'mail').map((e) => e.data.id)).toEqual([
        own.body.chatId,
      ]);
    } finally {
      await managerHears.close();
      await clerkHears.close();
    }
  });

  it('make a new customer once when both are asked for it at the same moment (imports and the form)', async () => {
    // Three people: a write holds its user's row, so one person's calls would wait for each other anyway.
    const [clerk, manager, admin] = await Promise.all(
      ['clerk', 'manager', 'admin'].map(
        async (role) =>
          (
            await call(0, 'post', '/api/auth/sign-in', undefined, {
              email: `${role}@courier.test`,
              password: 'demo1234',
            })
          ).body.accessToken as string,
      ),
    );
    // Each writer's at another office: a write holds the rows it reads, an office among them.
    const business = (taxNumber: string, who: 'a' | 'b' | 'c') => ({
      type: 'business',
      name: `Yetkili ${who}`,
      companyName: `Yarış ${taxNumber} Ltd.`,
      taxNumber,
      email: `yaris.${taxNumber}.${who}@example.com`,
      phone: '+905321234567',
      addresses: [{ label: 'Merkez', line1: 'Gazi Blv. 5', district: 'Konak', city: 'İzmir', postalCode: '35210' }],
      homeOfficeId: { a: 'off_001', b: 'off_003', c: 'off_004' }[who],
      creditLimit: null,
      notes: '',
      active: true,
    });
    // Twenty times, the same business (by its tax number) in an import on each server and by the form at once.
    for (let round = 0; round < 20; round++) {
      const taxNumber = String(7_700_000_000 + round);
      const answers = await Promise.all([
        call(0, 'post', '/api/v1/customers/import', clerk, { rows: [business(taxNumber, 'a')], mode: 'valid' }),
        call(1, 'post', '/api/v1/customers/import', manager, { rows: [business(taxNumber, 'b')], mode: 'valid' }),
        call(1, 'post', '/api/v1/customers', admin, business(taxNumber, 'c')),
      ]);
      const made = answers.map((a, i) => (i < 2 ? a.body.created.length : a.status === 201 ? 1 : 0));
      expect(
        made.reduce((x, y) => x + y),
        `round ${round}`,
      ).toBe(1);
      expect((await call(0, 'get', `/api/v1/customers?q=${taxNumber}`, clerk)).body.total).toBe(1);
    }
  });

  it('count parallel guesses of one password together: twelve at once across both, five checked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(i % 2, 'post', '/api/auth/sign-in', undefined, { email: 'support@courier.test', password: `wrong-${i}` }),
      ),
    );
    expect(answers.filter((a) => a.status === 404).length).toBe(5);
    expect(answers.filter((a) => a.status === 429).length).toBe(7);
  });

  it('send each webhook delivery once, signed, in event order per parcel, and again after a refusal', async () => {
    // A customer's receiver: the first delivery it is sent is refused, every other one taken.
    const got: { id: string; timestamp: string; signature: string; body: string }[] = [];
    let posts = 0;
    const receiver: Server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (!posts++) return void response.writeHead(503).end();
        got.push({
          id: String(request.headers['webhook-id']),
          timestamp: String(request.headers['webhook-timestamp']),
          signature: String(request.headers['webhook-signature']),
          body,
        });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
    try {
      const signIn = async (replica: number, email: string) =>
        (await call(replica, 'post', '/api/auth/sign-in', undefined, { email, password: 'demo1234' })).body
          .accessToken as string;
      const admin = await signIn(0, 'admin@courier.test');
      const clerk = await signIn(1, 'clerk@courier.test');
      const added = await call(0, 'post', `/api/v1/customers/${booking.customerId}/webhooks`, admin, {
        url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`,
        events: ['parcel.booked', 'parcel.received'],
      });
      expect(added.status).toBe(201);
      // Four parcels, each booked on one server and received on the other.
      const parcels: { id: string; trackingNumber: string }[] = [];
      for (let i = 0; i < 4; i++) {
        const parcel = (await call(i % 2, 'post', '/api/v1/parcels', clerk, booking)).body;
        parcels.push(parcel);
        const scan = { trackingNumber: parcel.trackingNumber, action: 'received', officeId: 'off_001' };
        expect((await call((i + 1) % 2, 'post', '/api/v1/scans', clerk, scan)).status).toBe(200);
      }
      // The refused one comes due again 5 s later by the servers' clock; their tick sends it.
      await vi.waitFor(() => expect(got).toHaveLength(6), waitLong);
      clockMoved += 10_000;
      await vi.waitFor(() => expect(got).toHaveLength(8), waitLong);
      const path = `/api/v1/customers/${booking.customerId}/webhooks/${added.body.endpoint.id}/deliveries?size=100`;
      await vi.waitFor(
        async () => expect((await call(1, 'get', `${path}&status=delivered`, admin)).body.total).toBe(8),
        waitLong,
      );

      // Each once: the ids apart, and one attempt each that was taken (two for the refused one).
      expect(new Set(got.map((g) => g.id)).size).toBe(8);
      const listed = (await call(1, 'get', path, admin)).body.items as { attempts: { status: number }[] }[];
      expect(listed.map((d) => d.attempts.map((a) => a.status).join(' ')).sort()).toEqual([
        ...Array.from({ length: 7 }, () => '204'),
        '503 204',
      ]);
      // Each parcel's booking before its reception.
      for (const parcel of parcels) {
        const types = got
          .map((g) => JSON.parse(g.body))
          .filter((b) => b.data.parcelId === parcel.id)
          .map((b) => b.type);
        expect(types).toEqual(['parcel.booked', 'parcel.received']);
      }
      // Signed with the endpoint's secret, as Standard Webhooks writes it.
      const key = Buffer.from(String(added.body.secret).slice('whsec_'.length), 'base64');
      for (const g of got)
        expect(g.signature).toBe(
          `v1,${createHmac('sha256', key).update(`${g.id}.${g.timestamp}.${g.body}`).digest('base64')}`,
        );
    } finally {
      await new Promise((done) => receiver.close(done));
    }
  }, 60_000);
});
