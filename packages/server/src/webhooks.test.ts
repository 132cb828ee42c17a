/**
 * The server's webhook post: in production, a connection goes only to a public address, whatever
 * the name resolves to at the moment of the attempt (checked in the connection's own lookup), and a
 * redirect is not followed; an endpoint whose name resolves into a private network is refused when
 * it is added. (The sending rules: @courier/api's webhooks.test.ts; two servers: replicas.test.ts.)
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkWebhookTarget, webhookPost } from './webhooks';

let receiver: Server;
let port = 0;
const got: string[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    got.push(request.url ?? '');
    if (request.url === '/moved') return void response.writeHead(302, { location: '/hooks' }).end();
    response.writeHead(204).end();
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  port = (receiver.address() as AddressInfo).port;
});
afterAll(() => new Promise((done) => receiver.close(done)));

const send = (production: boolean, path: string) =>
  webhookPost(production)(`http://localhost:${port}${path}`, {
    headers: { 'content-type': 'application/json' },
    body: '{"type":"parcel.booked"}',
    signal: AbortSignal.timeout(5_000),
  });

describe('the server’s webhook post', () => {
  it('reaches this machine only where private endpoints are allowed (a demo), and follows no redirect', async () => {
    got.length = 0;
    expect(await send(false, '/hooks')).toEqual({ status: 204 });
    expect(await send(false, '/moved')).toEqual({ status: 302 });
    expect(got).toEqual(['/hooks', '/moved']);
  });

  it('in production, refuses a name that resolves to this machine before connecting', async () => {
    got.length = 0;
    await expect(send(true, '/hooks')).rejects.toThrow(/private address/);
    expect(got).toEqual([]);
  });

  it('refuses, when an endpoint is added, a name or address that leads into a private network', async () => {
    expect(await checkWebhookTarget(new URL('https://localhost/hooks'))).toBe('url_private');
    expect(await checkWebhookTarget(new URL('https://10.0.0.7/hooks'))).toBe('url_private');
    expect(await checkWebhookTarget(new URL('https://[fe80::1]/hooks'))).toBe('url_private');
    expect(await checkWebhookTarget(new URL('https://93.184.215.14/hooks'))).toBeNull();
  });
});
