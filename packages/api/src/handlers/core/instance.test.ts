import { describe, expect, it } from 'vitest';
import { createApi } from '../../app';
import { call, memoryStore, testNow, testSecret, useApi } from '../../testing/harness';

describe('instance', () => {
  useApi();

  it('tells anyone, signed in or not, that a server keeps its own data unless its host says demo', async () => {
    const { status, body } = await call('GET', '/api/v1/instance');
    expect(status).toBe(200);
    expect(body).toEqual({ demo: false, exposed: false });
  });

  it('says demo, and exposed only of a demo, as the host tells it', async () => {
    const ask = async (instance: { demo: boolean; exposed?: boolean }) => {
      const store = await memoryStore({ now: testNow, parcels: 10, clock: () => testNow });
      const app = createApi({ store, auth: { secret: testSecret }, instance });
      return (await app.fetch(new Request('http://localhost/api/v1/instance'))).json();
    };
    expect(await ask({ demo: true })).toEqual({ demo: true, exposed: false });
    expect(await ask({ demo: true, exposed: true })).toEqual({ demo: true, exposed: true });
    expect(await ask({ demo: false, exposed: true })).toEqual({ demo: false, exposed: false });
  });
});
