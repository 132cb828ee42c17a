import { HttpResponse } from 'msw';
import { z } from 'zod';
import { credentials, forgotPasswordInput, resetPasswordInput, signUpInput, userPatch, type User } from '@courier/domain';
import type { UserRecord } from '../../db';
import { route, type MockApi } from '../../http/api';
import { badRequest, unauthorized } from '../../http/errors';
import { parseBody, parseValue, readJson } from '../../http/respond';
import { signToken, verifyToken } from '../../http/tokens';

/** The user as the API shows it: never the password. */
export const publicUser = ({ password: _password, ...user }: UserRecord): User => user;

export function authHandlers(api: MockApi) {
  const signIn = async (request: Request) => {
    const body = await parseBody(request, credentials);
    const user = [...api.db.users.values()].find((u) => u.email.toLowerCase() === body.email.trim().toLowerCase());
    // Wrong credentials: 404 with false, as the core spec gives it.
    if (!user || user.password !== body.password) return HttpResponse.json(false, { status: 404 });
    return { user: publicUser(user), accessToken: await signToken(user.id, api.db.now()), tokenType: 'bearer' };
  };

  return [
    route(api, 'post', '/api/auth/sign-in', ({ request }) => signIn(request), { delayMs: 1500 }),
    route(api, 'post', '/api/auth/unlock-session', ({ request }) => signIn(request), { delayMs: 1500 }),
    route(api, 'post', '/api/auth/sign-in-with-token', async ({ request }) => {
      const { accessToken } = await parseBody(request, z.object({ accessToken: z.string().min(1).max(4000) }));
      const check = await verifyToken(accessToken, api.db.now());
      const user = check.ok ? api.db.users.get(check.userId) : undefined;
      if (!user) throw unauthorized('Invalid token');
      return { user: publicUser(user), accessToken: await signToken(user.id, api.db.now()), tokenType: 'bearer' };
    }),
    // Staff accounts are created by an administrator: sign-up files the request and answers true.
    route(api, 'post', '/api/auth/sign-up', async ({ request }) => (await parseBody(request, signUpInput), true), { delayMs: 1500 }),
    route(api, 'post', '/api/auth/forgot-password', async ({ request }) => (await parseBody(request, forgotPasswordInput), true), { delayMs: 1000 }),
    route(api, 'post', '/api/auth/reset-password', async ({ request }) => (await parseBody(request, resetPasswordInput), true), { delayMs: 1000 }),

    route(api, 'get', '/api/common/user', async ({ request }) => publicUser(await api.user(request))),
    route(
      api,
      'patch',
      '/api/common/user',
      async ({ request }) => {
        const user = await api.user(request);
        // The core spec sends the whole user; only name, avatar and status are the user's to change.
        const raw = await readJson(request);
        const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
        if (!isObject(raw)) throw badRequest('The body must be a JSON object');
        const sent = 'user' in raw ? raw.user : raw;
        if (!isObject(sent)) throw badRequest('The body needs an object "user"');
        const { name, avatar, status } = sent as Record<string, unknown>;
        const change = parseValue(userPatch, Object.fromEntries(Object.entries({ name, avatar, status }).filter(([, v]) => v !== undefined)));
        Object.assign(user, change);
        return publicUser(user);
      },
      { write: true },
    ),
  ];
}
