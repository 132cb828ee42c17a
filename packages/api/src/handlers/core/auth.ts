import { z } from 'zod';
import { credentials, forgotPasswordInput, resetPasswordInput, signUpInput, userPatch, type User } from '@courier/domain';
import type { UserRecord } from '@courier/store';
import { route, type Api } from '../../http/api';
import { badRequest, unauthorized } from '../../http/errors';
import { json, parseBody, parseValue, readJson } from '../../http/respond';
import { sessionLimitSeconds } from '../../http/tokens';

/** The user as the API shows it: never the password. */
export const publicUser = ({ password: _password, ...user }: UserRecord): User => user;

export function authHandlers(api: Api) {
  const signIn = async (request: Request) => {
    const body = await parseBody(request, credentials);
    const [user] = await api.store.table('users').all([{ field: 'email', in: [body.email.trim().toLowerCase()] }]);
    // Wrong credentials: 404 with false, as the core spec gives it.
    if (!user || user.password !== body.password) return json(false, 404);
    return { user: publicUser(user), accessToken: await api.tokens.sign(user.id, api.now()), tokenType: 'bearer' };
  };

  return [
    route(api, 'post', '/api/auth/sign-in', ({ request }) => signIn(request), { delayMs: 1500 }),
    route(api, 'post', '/api/auth/unlock-session', ({ request }) => signIn(request), { delayMs: 1500 }),
    route(api, 'post', '/api/auth/sign-in-with-token', async ({ request }) => {
      const { accessToken } = await parseBody(request, z.object({ accessToken: z.string().min(1).max(4000) }));
      const { user, token } = await api.sessionOf(accessToken);
      // Renewal is bounded: 30 days after the password was given, the password is asked again.
      if (api.now().getTime() - token.signedInAt.getTime() > sessionLimitSeconds * 1000) throw unauthorized('Sign in again');
      return { user: publicUser(user), accessToken: await api.tokens.sign(user.id, api.now(), token.signedInAt), tokenType: 'bearer' };
    }),
    // Ends the session on the server: the token is refused from now on.
    route(api, 'post', '/api/auth/sign-out', async ({ request }) => {
      const { token } = await api.session(request);
      await api.store.revokedTokens.add(token.tokenId, token.expiresAt.toISOString());
      return true;
    }, { write: true }),
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
        return publicUser(await api.store.table('users').update({ ...user, ...change }));
      },
      { write: true },
    ),
  ];
}
