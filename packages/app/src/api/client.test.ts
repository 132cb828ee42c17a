// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestAhead } from './ahead';
import { request } from './client';
import { dropToken, keepToken, saveToken } from './session';

/** The tests' moment: the clock is fixed there. */
const now = new Date('2026-11-20T09:30:00Z');
/**
 * The calls asked for ahead go out a task later (one each): this waits past the ones asked so far
 * (two timer turns: each call's task is queued from a promise's reaction, after this one's first).
 */
const sent = async () => {
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
};
/** A token the app can read, valid for an hour from `now` (its signature is the server's business). */
const tokenFor = (sub: string) =>
  `h.${btoa(JSON.stringify({ sub, exp: now.getTime() / 1000 + 3600 })).replace(/=+$/, '')}.s`;

describe('answers asked for ahead', () => {
  const fetch = vi.fn<typeof globalThis.fetch>();
  beforeEach(() => {
    vi.useFakeTimers({ now, toFake: ['Date'] });
    let n = 0;
    fetch.mockReset().mockImplementation(async (url) => Response.json({ url: String(url), n: ++n }));
    vi.stubGlobal('fetch', fetch);
    saveToken(tokenFor('u1'), false);
  });
  afterEach(() => {
    dropToken();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('are taken once by the call for the same address, with the token it was sent with', async () => {
    requestAhead('/api/v1/dashboard', { query: { officeId: 'o1' } });
    await sent();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(new Headers(fetch.mock.calls[0]![1]!.headers).get('authorization')).toBe(`Bearer ${tokenFor('u1')}`);
    // The session check renews the token: the same user, so the answer is still his.
    keepToken(tokenFor('u1'));
    expect(await request('/api/v1/dashboard', { query: { officeId: 'o1' } })).toMatchObject({ n: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
    // Taken once: the next call goes to the server.
    expect(await request('/api/v1/dashboard', { query: { officeId: 'o1' } })).toMatchObject({ n: 2 });
  });

  it('are not taken for another address, another user, or after 30 s', async () => {
    requestAhead('/api/v1/dashboard', { query: { officeId: 'o1' } });
    await sent();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(await request('/api/v1/dashboard', { query: { officeId: 'o2' } })).toMatchObject({ n: 2 });

    requestAhead('/api/common/user');
    await sent();
    expect(fetch).toHaveBeenCalledTimes(3);
    saveToken(tokenFor('u2'), false);
    expect(await request('/api/common/user')).toMatchObject({ n: 4 });

    requestAhead('/api/common/navigation');
    await sent();
    expect(fetch).toHaveBeenCalledTimes(5);
    vi.setSystemTime(now.getTime() + 30_000);
    expect(await request('/api/common/navigation')).toMatchObject({ n: 6 });
  });

  it('go through the same checks as a call of its own: a refusal is an error', async () => {
    fetch.mockImplementationOnce(async () =>
      Response.json({ error: { code: 'forbidden', message: 'Not yours' } }, { status: 403 }),
    );
    requestAhead('/api/common/shortcuts');
    await expect(request('/api/common/shortcuts')).rejects.toMatchObject({ status: 403, code: 'forbidden' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('take a POST only with the same body: the session check', async () => {
    requestAhead('/api/auth/sign-in-with-token', { method: 'POST', body: { accessToken: tokenFor('u1') } });
    await sent();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![1]).toMatchObject({
      method: 'POST',
      body: JSON.stringify({ accessToken: tokenFor('u1') }),
    });
    expect(
      await request('/api/auth/sign-in-with-token', { method: 'POST', body: { accessToken: 'another' } }),
    ).toMatchObject({ n: 2 });
    expect(
      await request('/api/auth/sign-in-with-token', { method: 'POST', body: { accessToken: tokenFor('u1') } }),
    ).toMatchObject({ n: 1 });
    // Nor for a GET of the same address.
    requestAhead('/api/auth/sign-in-with-token', { method: 'POST', body: { accessToken: tokenFor('u1') } });
    await sent();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(await request('/api/auth/sign-in-with-token')).toMatchObject({ n: 4 });
  });

  it('need a token', async () => {
    dropToken();
    requestAhead('/api/common/user');
    await sent();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('go out one per task, in the order asked, and a call that asks before its turn waits for that answer', async () => {
    requestAhead('/api/common/user');
    requestAhead('/api/common/navigation');
    requestAhead('/api/common/shortcuts');
    // Nothing is sent in the task that asks (it is the page's first script's).
    expect(fetch).not.toHaveBeenCalled();
    // The third is asked for by the app before it has gone out: it is sent once, and this call takes it.
    expect(await request('/api/common/shortcuts')).toMatchObject({ n: 3 });
    expect(fetch.mock.calls.map(([url]) => new URL(String(url)).pathname)).toEqual([
      '/api/common/user',
      '/api/common/navigation',
      '/api/common/shortcuts',
    ]);
    expect(await request('/api/common/user')).toMatchObject({ n: 1 });
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
