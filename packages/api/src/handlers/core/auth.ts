import { parse as parseCookies, serialize as cookie } from 'hono/utils/cookie';
import { z } from 'zod';
import {
  changePasswordInput,
  credentials,
  forgotPasswordInput,
  resetPasswordInput,
  signUpInput,
  userPatch,
  type User,
} from '@courier/domain';
import type { UserRecord } from '@courier/store';
import { route, type Api } from '../../http/api';
import { badRequest, HttpError, unauthorized, validation } from '../../http/errors';
import { isCommonPassword } from '../../http/passwords';
import { json, parseBody, parseValue, readJson } from '../../http/respond';
import { deviceLifetimeSeconds, sessionEnds, sessionLimitSeconds } from '../../http/tokens';
import { sessionEnded } from '../../http/changes';
import { appLink, issuePasswordLink, linkKey, type PasswordLink } from '../../http/passwordLinks';
import { fileAccessRequest } from '../v1/accessRequests';
import { companyName } from '../../http/accounts';
import { clientAddressHeader } from '../../http/audit';
import { startSession } from '../../http/sessions';

/** The user as the API shows it: never the password. */
export const publicUser = ({
  passwordHash: _hash,
  sessionsFrom: _from,
  passwordSetAt: _set,
  active: _active,
  ...user
}: UserRecord): User => user;

/** So many failures within so many minutes: past it, the wait lasts until the oldest of them leaves the window. */
export interface ThrottleTier {
  failures: number;
  minutes: number;
}

/**
 * The sign-in throttle, with waits that grow as the failures do. Sign-in answers 429 with
 * Retry-After once a key holds a tier's failures:
 * - `pair`: one account from one address (or one known device): 5 in 15 minutes, 10 in an hour,
 *   20 in a day. Someone else's guesses from elsewhere do not lock the account here.
 * - `account`: one account from every address but its known devices: 15 in 15 minutes, 40 in a
 *   day (guesses spread over many addresses).
 * - `address`: one address, whatever the accounts: 30 in 15 minutes, 100 in a day. Behind a proxy
 *   the address is the client's only where TRUST_PROXY names the proxy; otherwise the whole office
 *   shares it, and its known devices still sign in.
 * A known device (a browser where the account's right password was given: a signed cookie) counts
 * only its own failures, under `pair`'s tiers, so no failure elsewhere locks it out. The throttle
 * counts by the address typed whether or not such an account exists, so its answers tell nothing
 * about which accounts do.
 */
export const signInThrottle = {
  pair: [
    { failures: 5, minutes: 15 },
    { failures: 10, minutes: 60 },
    { failures: 20, minutes: 24 * 60 },
  ],
  account: [
    { failures: 15, minutes: 15 },
    { failures: 40, minutes: 24 * 60 },
  ],
  address: [
    { failures: 30, minutes: 15 },
    { failures: 100, minutes: 24 * 60 },
  ],
} satisfies Record<string, readonly ThrottleTier[]>;
/** Failures are kept as long as the longest tier reads them. */
const keepMinutes = 24 * 60;

/** The cookie that marks a known device (HttpOnly, sent only to the auth calls). */
export const deviceCookie = 'courier_device';

export { clientAddressHeader };

/** How long a password-reset link works. */
export const resetLinkMinutes = 30;
/**
 * Counts an attempt under each key before what it guesses is checked, in one step on every server,
 * so that parallel guesses cannot all slip under the limit while the hashing of the first ones
 * takes its time: 429 with Retry-After once a key holds its limit within the window. The attempt
 * stands as a failure unless taken back (`signInFailures.forget`, with the moment this returns)
 * when the guess was right.
 */
async function countAttempt(
  api: Api,
  keys: readonly { key: string; tiers: readonly ThrottleTier[] }[],
): Promise<string> {
  const now = api.now().getTime();
  const before = (minutes: number) => new Date(now - minutes * 60_000).toISOString();
  // The longest windows first: the wait said is the longest that applies.
  const limits = keys
    .flatMap(({ key, tiers }) => tiers.map((tier) => ({ key, limit: tier.failures, since: before(tier.minutes) })))
    .sort((a, b) => a.since.localeCompare(b.since));
  const at = new Date(now).toISOString();
  const refused = await api.store.signInFailures.attempt(limits, at, before(keepMinutes));
  if (!refused) return at;
  const { limit, since } = refused.limit;
  const oldest = Date.parse(refused.times[refused.times.length - limit]!);
  const wait = Math.max(1, Math.ceil((oldest + (now - Date.parse(since)) - now) / 1000));
  throw new HttpError(429, 'too_many_requests', 'Too many attempts: try again later', undefined, {
    retryAfter: wait,
  });
}

export function authHandlers(api: Api) {
  const signIn = async (request: Request) => {
    const body = await parseBody(request, credentials);
    const email = body.email.trim().toLowerCase();
    const address = request.headers.get(clientAddressHeader) ?? 'unknown';
    const mark = parseCookies(request.headers.get('cookie') ?? '', deviceCookie)[deviceCookie];
    const device = mark ? await api.tokens.knownDevice(mark, email, api.now()) : null;
    // The key whose failures the right password forgets, and those it only takes its own attempt back from.
    const own = device ? `device:${device}` : `pair:${email}|${address}`;
    const shared = device ? [] : [`account:${email}`, `address:${address}`];
    const at = await countAttempt(api, [
      { key: own, tiers: signInThrottle.pair },
      ...(device ? [] : [{ key: shared[0]!, tiers: signInThrottle.account }]),
      ...(device ? [] : [{ key: shared[1]!, tiers: signInThrottle.address }]),
    ]);
    const [user] = await api.store.table('users').all([{ field: 'email', in: [email] }]);
    // An unknown address costs the same hashing as an account's password set here: the time taken
    // tells nothing either (an ordinary hash, of a random password, at the same cost).
    const right = await api.passwords.verify(body.password, user?.passwordHash ?? (await api.standInHash()));
    // Wrong credentials: the attempt stays counted; 404 with false, as the core spec gives it.
    if (!user || !right) return json(false, 404);
    await api.store.signInFailures.forget(shared, at);
    await api.store.signInFailures.clear(own);
    // Said only to whoever gave the right password, so it tells nobody else which accounts exist.
    if (user.active === false)
      throw new HttpError(403, 'account_disabled', 'This account is disabled: ask an administrator');
    const answer = json({
      user: publicUser(user),
      accessToken: await startSession(api, request, user),
      tokenType: 'bearer',
    });
    // This browser is a known device of the account from now on (a new mark each time: a year from now).
    answer.headers.append(
      'set-cookie',
      cookie(deviceCookie, await api.tokens.device(email, api.now()), {
        path: '/api/auth',
        maxAge: deviceLifetimeSeconds,
        httpOnly: true,
        sameSite: 'Strict',
        secure: new URL(request.url).protocol === 'https:',
      }),
    );
    return answer;
  };

  return [
    route(api, 'post', '/api/auth/sign-in', ({ request }) => signIn(request), { delayMs: 1500 }),
    route(api, 'post', '/api/auth/unlock-session', ({ request }) => signIn(request), { delayMs: 1500 }),
    route(api, 'post', '/api/auth/sign-in-with-token', async ({ request }) => {
      const { accessToken } = await parseBody(request, z.object({ accessToken: z.string().min(1).max(4000) }));
      const { user, token } = await api.sessionOf(accessToken);
      // Renewal is bounded: 30 days after the password was given, the password is asked again.
      if (api.now().getTime() - token.signedInAt.getTime() > sessionLimitSeconds * 1000)
        throw unauthorized('Sign in again');
      return {
        user: publicUser(user),
        accessToken: await api.tokens.sign(user.id, api.now(), token),
        tokenType: 'bearer',
      };
    }),
    // Ends the session on the server: the token is refused from now on.
    route(
      api,
      'post',
      '/api/auth/sign-out',
      async ({ request }) => {
        const { token } = await api.session(request);
        await api.store.revokedTokens.add(token.sessionId, sessionEnds(token.signedInAt).toISOString());
        await api.store.table('sessions').delete(token.sessionId);
        await sessionEnded(api.store, token.userId, api.now());
        return true;
      },
      { write: true },
    ),
    // A new password: the current one is asked for; every other session ends, this one gets a new token.
    route(api, 'post', '/api/auth/change-password', async ({ request }) => {
      const user = await api.user(request);
      const body = await parseBody(request, changePasswordInput);
      // Guesses of the current password are throttled as sign-ins are.
      const key = `password-change:${user.id}`;
      await countAttempt(api, [{ key, tiers: signInThrottle.pair }]);
      if (!(await api.passwords.verify(body.currentPassword, user.passwordHash)))
        throw validation({ currentPassword: 'wrong_password' }, 'The current password is not right');
      await api.store.signInFailures.clear(key);
      if (await isCommonPassword(body.newPassword))
        throw validation({ newPassword: 'common_password' }, 'This password is one of the most used: choose another');
      const now = api.now();
      const passwordHash = await api.passwords.hash(body.newPassword);
      // The write is a transaction of its own: the attempt counted above stays counted when a
      // wrong password is refused (a call marked `write` would take it back with the refusal).
      await api.store.transaction(async () => {
        await api.store
          .table('users')
          .update({ ...user, passwordHash, sessionsFrom: now.toISOString(), passwordSetAt: now.toISOString() });
        await sessionEnded(api.store, user.id, now);
      });
      await api.store.commit?.();
      return { user: publicUser(user), accessToken: await startSession(api, request, user), tokenType: 'bearer' };
    }),
    // Staff accounts are made by an administrator: sign-up files an access request for one
    // (accessRequests.ts) and answers true, the same whether or not the address has an account.
    // Requests are throttled as sign-ins are: by the address typed and by the caller's.
    route(
      api,
      'post',
      '/api/auth/sign-up',
      async ({ request }) => {
        const body = await parseBody(request, signUpInput);
        await countAttempt(api, [
          { key: `sign-up:${body.email.trim().toLowerCase()}`, tiers: signInThrottle.pair },
          {
            key: `sign-up-from:${request.headers.get(clientAddressHeader) ?? 'unknown'}`,
            tiers: signInThrottle.address,
          },
        ]);
        await api.store.transaction(() => fileAccessRequest(api, body));
        await api.store.commit?.();
        return true;
      },
      { delayMs: 1500 },
    ),
    // A reset link by e-mail, to an active account's address; the answer is the same whether or
    // not the account exists, so it tells nobody which do.
    route(
      api,
      'post',
      '/api/auth/forgot-password',
      async ({ request, later }) => {
        const { email } = await parseBody(request, forgotPasswordInput);
        const [user] = await api.store.table('users').all([{ field: 'email', in: [email.trim().toLowerCase()] }]);
        const mail = api.options.mail;
        if (!user || user.active === false || !mail) return true;
        // Answered first, the same for every address; the link is made and mailed afterwards, in
        // the background: a slow mail server holds up nobody, and the time taken tells nothing.
        later(async () => {
          const token = await api.store.transaction(() => issuePasswordLink(api, user, resetLinkMinutes));
          const link = appLink(api, `reset-password?token=${token}`);
          const company = await companyName(api);
          await mail({
            to: user.email,
            subject: `Reset your ${company} password / ${company} parolanızı yenileyin`,
            text: [
              `Hello ${user.name},`,
              '',
              `To choose a new password, open this link within ${resetLinkMinutes} minutes:`,
              link,
              '',
              'If you did not ask for it, ignore this e-mail: your password stays as it is.',
              '',
              `Yeni bir parola seçmek için bu bağlantıyı ${resetLinkMinutes} dakika içinde açın:`,
              link,
              '',
              'Bunu siz istemediyseniz bu e-postayı dikkate almayın: parolanız değişmez.',
            ].join('\n'),
          });
        });
        return true;
      },
      { write: true, delayMs: 1000 },
    ),
    // The link's token, once and in time: a new password, every session ended.
    route(
      api,
      'post',
      '/api/auth/reset-password',
      async ({ request }) => {
        const { password, token } = await parseBody(request, resetPasswordInput);
        const key = await linkKey(token);
        const reset = await api.store.documents.get<PasswordLink>('password-resets', key);
        const user =
          reset && Date.parse(reset.expiresAt) > api.now().getTime()
            ? await api.store.table('users').get(reset.userId)
            : undefined;
        // A link sent before the password last changed (by this link's sibling, or by its owner) is spent.
        const spent = !!user?.passwordSetAt && (reset?.issuedAt ?? '') < user.passwordSetAt;
        if (!user || user.active === false || spent)
          throw validation({ token: 'invalid_token' }, 'This link has expired or has been used: ask for a new one');
        if (await isCommonPassword(password))
          throw validation({ password: 'common_password' }, 'This password is one of the most used: choose another');
        await api.store.documents.put('password-resets', key, undefined);
        await api.store.table('users').update({
          ...user,
          passwordHash: await api.passwords.hash(password),
          sessionsFrom: api.now().toISOString(),
          passwordSetAt: api.now().toISOString(),
        });
        await sessionEnded(api.store, user.id, api.now());
        return true;
      },
      { write: true, delayMs: 1000 },
    ),

    route(api, 'get', '/api/common/user', async ({ request }) => publicUser(await api.user(request))),
    route(
      api,
      'patch',
      '/api/common/user',
      async ({ request }) => {
        const user = await api.user(request);
        // The core spec sends the whole user; only name, avatar and status are the user's to change.
        const raw = await readJson(request);
        const isObject = (v: unknown): v is Record<string, unknown> =>
          typeof v === 'object' && v !== null && !Array.isArray(v);
        if (!isObject(raw)) throw badRequest('The body must be a JSON object');
        const sent = 'user' in raw ? raw.user : raw;
        if (!isObject(sent)) throw badRequest('The body needs an object "user"');
        // The user as it stands may be sent back whole; a field that is not the user's to change
        // (role, email, office…) and differs, or a field a user does not have, is refused by name.
        const current = publicUser(user) as unknown as Record<string, unknown>;
        const refused = Object.fromEntries(
          Object.entries(sent)
            .filter(([key]) => !['name', 'avatar', 'status'].includes(key))
            .flatMap(([key, value]): [string, string][] =>
              !Object.hasOwn(current, key)
                ? [[key, 'unknown_field']]
                : JSON.stringify(current[key]) !== JSON.stringify(value)
                  ? [[key, 'read_only']]
                  : [],
            ),
        );
        if (Object.keys(refused).length)
          throw validation(refused, `Not yours to change here: ${Object.keys(refused).slice(0, 5).join(', ')}`);
        const { name, avatar, status } = sent as Record<string, unknown>;
        const change = parseValue(
          userPatch,
          Object.fromEntries(Object.entries({ name, avatar, status }).filter(([, v]) => v !== undefined)),
        );
        return publicUser(await api.store.table('users').update({ ...user, ...change }));
      },
      { write: true },
    ),
  ];
}
