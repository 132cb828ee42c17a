/**
 * Sessions as their person sees them ("My account"): each sign-in starts one, named by the device
 * and address it came from; the tokens renewed from it carry its id, and it is seen again at most
 * every few minutes (its `lastSeenAt`). Ending one is the revocation of its id (revokedTokens),
 * which every server checks on every call; its row only lists it.
 */
import Bowser from 'bowser';
import type { UserSession } from '@courier/domain';
import type { SessionRecord, Store, UserRecord } from '@courier/store';
import type { Api } from './api';
import { clientAddressHeader } from './audit';
import { deleteBefore } from './prune';
import { defaultTokenLifetimeSeconds, randomTokenId, sessionEnds } from './tokens';

/** How often a session's `lastSeenAt` is written while it is used: a write per session per 5 minutes at most. */
export const seenEveryMs = 5 * 60_000;

/** The browser and system a user agent names ("Chrome 131 · Windows 10"), else its first word; "" for none. */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return '';
  const { browser, os } = Bowser.parse(userAgent.slice(0, 500));
  const name = [browser.name, browser.version?.split('.')[0]].filter(Boolean).join(' ');
  const system = [os.name, os.versionName ?? os.version?.split('.')[0]].filter(Boolean).join(' ');
  // An agent no list names (a script, a command line tool): its first word.
  return [name, system].filter(Boolean).join(' · ') || userAgent.trim().split(/\s/, 1)[0]!.slice(0, 60);
}

/** A new session for `user`, signed in through `request`: its first token, and its row for the list. */
export async function startSession(api: Api, request: Request, user: UserRecord): Promise<string> {
  const now = api.now();
  const session = { sessionId: randomTokenId(), signedInAt: now };
  const token = await api.tokens.sign(user.id, now, session);
  await api.store.table('sessions').insert({
    id: session.sessionId,
    userId: user.id,
    // The demo's in-browser API is told the agent in a header of its own (a browser keeps User-Agent to itself).
    device: deviceOf(request.headers.get('user-agent') ?? request.headers.get('x-courier-user-agent')),
    address: request.headers.get(clientAddressHeader),
    signedInAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
  });
  return token;
}

/** Whether a session's row stands for a session still open for `user` at `now` (not ended, not expired). */
async function isOpen(store: Store, user: UserRecord, row: SessionRecord, now: Date) {
  if (user.sessionsFrom && row.signedInAt < user.sessionsFrom) return false;
  if (Date.parse(row.lastSeenAt) + defaultTokenLifetimeSeconds * 1000 < now.getTime()) return false;
  if (sessionEnds(new Date(row.signedInAt)).getTime() < now.getTime()) return false;
  return !(await store.revokedTokens.has(row.id));
}

/** The most sessions a list shows (the most recently seen). */
const listed = 50;

/** `user`'s open sessions, the current one first, then the most recently seen. */
export async function openSessions(api: Api, user: UserRecord, currentId: string): Promise<UserSession[]> {
  const page = await api.store.table('sessions').list({
    where: [{ field: 'userId', in: [user.id] }],
    sort: { key: 'lastSeenAt', order: 'desc', text: false },
    page: 1,
    size: listed * 2,
  });
  const now = api.now();
  const open: UserSession[] = [];
  for (const row of page.items)
    if (open.length < listed && (await isOpen(api.store, user, row, now)))
      open.push({
        id: row.id,
        device: row.device,
        address: row.address,
        signedInAt: row.signedInAt,
        lastSeenAt: row.lastSeenAt,
        current: row.id === currentId,
      });
  return open.sort((a, b) => Number(b.current) - Number(a.current));
}

/** Ends a session: its tokens are refused from now on, on every server; its row goes. */
export async function endSession(api: Api, row: SessionRecord) {
  await api.store.revokedTokens.add(row.id, sessionEnds(new Date(row.signedInAt)).toISOString());
  await api.store.table('sessions').delete(row.id);
}

/** Deletes the rows of sessions no token can belong to any more (last seen longer ago than a token lives). */
export const pruneSessions = (store: Store, now: Date) =>
  deleteBefore(
    store,
    'sessions',
    'lastSeenAt',
    new Date(now.getTime() - defaultTokenLifetimeSeconds * 1000).toISOString(),
  );
