import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockServer } from './node';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('unknown api routes', () => {
  it('answer 404 NOT FOUND with an error body', async () => {
    const response = await fetch('http://localhost/api/no/such/route');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not_found', message: 'NOT FOUND' } });
  });
});
