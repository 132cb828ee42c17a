/** The API's context (store, clock, tokens) and the wrapper every route goes through. */
import { mayEditCompanySamples, type Role } from '@courier/domain';
import {
  emptySampleData,
  StoreConflict,
  type Clock,
  type DocumentCollection,
  type FileBlobs,
  type HostedStore,
  type SampleData,
  type UserRecord,
} from '@courier/store';
import { withChanges } from './changes';
import { withWebhookDeliveries } from './webhooks';
import { ApiKeyLimiter, bearerApiKey } from './apiKeys';
import { conflict, forbidden, HttpError, inUse, unauthorized, validation } from './errors';
import { errorResponse, json } from './respond';
import { ChangeHub } from './changeHub';
import { createPasswords, type Passwords } from './passwords';
import { createTokens, type AuthSettings, type Tokens } from './tokens';
import { seenEveryMs } from './sessions';

export interface ApiOptions {
  store: HostedStore;
  /** Where the time comes from; the store's clock by default (the wall clock, or a test's). */
  clock?: Clock;
  auth: AuthSettings;
  /** The spec's response delays (sign-in 1.5 s, and so on): for the demo only, never the server or tests. */
  delays?: boolean;
  /** How passwords are hashed and checked (scrypt in plain JavaScript by default; the server passes node:crypto's). */
  passwords?: Passwords;
  /** The icon names of an icon set, for the icon catalogue of spec 001 (none by default). */
  iconNames?: (namespace: string) => Promise<string[]>;
  /**
   * How the host sends an e-mail (a password-reset link). Without it nothing is sent: the static
   * demo has no way to mail anyone.
   */
  mail?: (message: MailMessage) => Promise<void>;
  /** The app's address, for links in e-mails (never taken from a request's Host header). */
  appUrl?: () => string | undefined;
  /** A background job failed (a mail server refused): the host logs it. */
  onBackgroundError?: (error: unknown) => void;
  /**
   * What the host says of itself (GET /api/v1/instance): `demo` when its data is the demo sample
   * (the app shows the demo notice), `exposed` when a demo listens beyond this machine. Neither by default.
   */
  instance?: { demo: boolean; exposed?: boolean };
  /** Where files' bytes are kept: the store's own by default (memory, or PostgreSQL); the embedded server's DATA_DIR/files. */
  blobs?: FileBlobs;
  /**
   * Customers' webhook endpoints on this host (http/webhooks.ts): `development` also takes http to
   * this machine and private addresses (the demo); `checkTarget` resolves an address's host and
   * answers a problem code when it names a private network (the Node server's, in production).
   */
  webhooks?: { development?: boolean; checkTarget?: (url: URL) => Promise<string | null> };
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export class Api {
  readonly store: HostedStore;
  readonly tokens: Tokens;
  readonly passwords: Passwords;
  /** Aborted when the host stops: open event streams end at once, and their clients go to another server. */
  readonly stopping = new AbortController();
  /**
   * The open event streams' ends, called when the host stops: one listener on `stopping` for all of
   * them (a server holds one stream per open tab of its staff; a listener each would pass Node's
   * limit of ten on a signal and be reported as a leak).
   */
  readonly openStreams = new Set<() => void>();
  /** Calls per API key this minute, on this server (http/apiKeys.ts). */
  readonly keyLimiter = new ApiKeyLimiter();
  /** Headers a call's answer carries whatever it is (an API key's `RateLimit-*`), by request. */
  readonly answerHeaders = new WeakMap<Request, Record<string, string>>();
  /** The server's one reader of the change log, for every open stream (changeHub.ts). */
  readonly changeHub: ChangeHub;
  /** Where files' bytes are kept (the file manager, mail attachments): the host's, or the store's own. */
  readonly blobs: FileBlobs;
  private ticked: { at: number; wall: number; value: Promise<unknown> } | null = null;
  constructor(readonly options: ApiOptions) {
    this.stopping.signal.addEventListener('abort', () => [...this.openStreams].forEach((close) => close()), {
      once: true,
    });
    // A store that stamps writes with its own clock reads the API's.
    if (options.clock && 'clock' in options.store) (options.store as { clock: Clock }).clock = options.clock;
    this.store = withWebhookDeliveries(withChanges(options.store, () => this.now()));
    this.changeHub = new ChangeHub(this.store);
    this.blobs = options.blobs ?? this.store.blobs;
    this.passwords = options.passwords ?? createPasswords();
    this.tokens = createTokens(options.auth);
  }

  private readonly leftForAfter = new WeakMap<Request, (() => Promise<void>)[]>();
  /** A job for after the answer to `request`, begun once the call's transaction has ended (by its route). */
  afterAnswerTo(request: Request, job: () => Promise<void>) {
    this.leftForAfter.set(request, [...(this.leftForAfter.get(request) ?? []), job]);
  }
  /** The jobs left for after the answer to `request`, taken once. */
  takeAfterAnswer(request: Request): (() => Promise<void>)[] {
    const jobs = this.leftForAfter.get(request) ?? [];
    this.leftForAfter.delete(request);
    return jobs;
  }

  private readonly background = new Set<Promise<void>>();
  /**
   * Work that follows an answer (a mail to send): run once the answer has left, never failing it.
   * `settled()` waits for what is under way (a clean stop, a test).
   */
  afterAnswer(job: () => Promise<void>) {
    const run = new Promise<void>((resolve) => setTimeout(resolve)).then(job).catch((error: unknown) => {
      this.options.onBackgroundError?.(error);
    });
    this.background.add(run);
    void run.finally(() => this.background.delete(run));
  }
  async settled() {
    while (this.background.size) await Promise.all(this.background);
  }

  /** The API's time: its clock, or the store's (a test's, or the demo worker's that a replay holds still). */
  now(): Date {
    return this.options.clock ? this.options.clock() : this.store.now();
  }
  nowIso(): string {
    return this.now().toISOString();
  }

  /** The signed-in user, from a valid, unexpired Bearer token whose session has not ended; a 401 otherwise. */
  /**
   * A state every stream sends now and then (the trucks' positions), computed once a tick for
   * all of them: the answer of a computation begun less than `tickMs` ago, by the API's clock and
   * by the wall's (a test's clock may stand still), is shared.
   */
  sharedTick<T>(tickMs: number, compute: () => Promise<T>): Promise<T> {
    const at = this.now().getTime();
    const wall = Date.now();
    const last = this.ticked;
    if (!last || at < last.at || at - last.at >= tickMs || wall - last.wall >= tickMs) {
      const value = compute();
      this.ticked = { at, wall, value };
      value.catch(() => (this.ticked = null));
    }
    return this.ticked!.value as Promise<T>;
  }

  private standIn: Promise<string> | undefined;
  /**
   * The hash an unknown address's password is checked against, so that it costs what a real
   * account's does: an ordinary hash of a random password, made once, with the cost new passwords get.
   */
  standInHash(): Promise<string> {
    this.standIn ??= this.passwords.hash(
      Array.from(crypto.getRandomValues(new Uint8Array(24)), (b) => b.toString(16)).join(''),
    );
    return this.standIn;
  }

  async user(request: Request): Promise<UserRecord> {
    return (await this.session(request)).user;
  }

  /** The user and the token's facts (its id and lifetime), for sign-out and renewal. */
  async session(request: Request) {
    // A customer's API key opens only the calls of its scopes (http/apiKeys.ts), none of the staff's.
    if (bearerApiKey(request)) throw unauthorized('This call is for staff: an API key does not open it');
    const header = request.headers.get('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized();
    return this.sessionOf(match[1]!);
  }

  async sessionOf(token: string) {
    const check = await this.tokens.verify(token, this.now());
    if (!check.ok) throw unauthorized(check.reason === 'expired' ? 'The session has expired' : 'Invalid token');
    // Sign-out ends the session: every token renewed from its sign-in.
    if (await this.store.revokedTokens.has(check.sessionId)) throw unauthorized('The session has ended');
    const user = await this.store.table('users').get(check.userId);
    if (!user) throw unauthorized('Invalid token');
    // A disabled account's sessions end at once, on every server.
    if (user.active === false)
      throw new HttpError(401, 'account_disabled', 'This account is disabled: ask an administrator');
    // A password change ends every session begun before it, on every server.
    if (user.sessionsFrom && check.signedInAt.getTime() < Date.parse(user.sessionsFrom))
      throw unauthorized('The session has ended');
    await this.seen(check.sessionId);
    return { user, token: check };
  }

  /** When each session was last marked seen by this server (a bounded memo: it only saves writes). */
  private readonly lastSeen = new Map<string, number>();
  /** Marks a session seen now (its `lastSeenAt` in the list of sessions): a write every few minutes at most. */
  private async seen(sessionId: string) {
    const now = this.now().getTime();
    const last = this.lastSeen.get(sessionId);
    if (last !== undefined && now >= last && now - last < seenEveryMs) return;
    if (this.lastSeen.size >= 10_000) this.lastSeen.clear();
    this.lastSeen.set(sessionId, now);
    const row = await this.store.table('sessions').get(sessionId);
    if (row && Date.parse(row.lastSeenAt) + seenEveryMs <= now)
      await this.store.table('sessions').update({ ...row, lastSeenAt: new Date(now).toISOString() });
  }

  async userWithRole(request: Request, allowed: readonly Role[]): Promise<UserRecord> {
    const user = await this.user(request);
    if (!allowed.includes(user.role)) throw forbidden();
    return user;
  }
}

export interface RouteContext {
  request: Request;
  url: URL;
  params: Record<string, string>;
  api: Api;
  /** Work to run once the answer has left, if the call's writes were kept (Api.afterAnswer). */
  later(job: () => Promise<void>): void;
}

export type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

/** One call of the API: `method path`, its rule, and whether it writes. */
export interface Route {
  method: Method;
  path: string;
  handle: (request: Request, params: Record<string, string>) => Promise<Response>;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The call `method path`: answers HttpErrors as `{error: …}` and JSON values as 200. `write`
 * marks calls that change data: they run in one store transaction, and the store keeps the
 * change before the answer leaves. `created` answers a create 201 (the spec fixes no status for
 * creates). `delayMs` is the spec's delay when delays are on.
 */
export function route(
  api: Api,
  method: Method,
  path: string,
  resolve: (ctx: RouteContext) => Promise<unknown> | unknown,
  options: { write?: boolean; created?: boolean; delayMs?: number } = {},
): Route {
  return {
    method,
    path,
    async handle(request, params) {
      const withAnswerHeaders = (response: Response) => {
        for (const [name, value] of Object.entries(api.answerHeaders.get(request) ?? {}))
          response.headers.set(name, value);
        return response;
      };
      if (api.options.delays && options.delayMs) await wait(options.delayMs);
      try {
        return await answer();
      } finally {
        // What the call left for after its answer (a key's use, for the audit log), begun once its
        // transaction has ended, whatever the answer: begun inside it, a job would share its
        // connection and, when it is taken back, lose half of its own writes.
        for (const job of api.takeAfterAnswer(request)) api.afterAnswer(job);
      }
      async function answer() {
        try {
          const jobs: (() => Promise<void>)[] = [];
          const context = {
            request,
            url: new URL(request.url),
            params,
            api,
            later: (job: () => Promise<void>) => void jobs.push(job),
          };
          // A write runs as one transaction: a refusal part-way takes back what it had written.
          const result = options.write
            ? await api.store.transaction(async () => resolve(context))
            : await resolve(context);
          if (options.write) await api.store.commit?.();
          // Started here, after the transaction: a job writes in a transaction of its own.
          for (const job of jobs) api.afterAnswer(job);
          return withAnswerHeaders(
            result instanceof Response ? result : json(result ?? null, options.created ? 201 : 200),
          );
        } catch (error) {
          if (error instanceof HttpError) return withAnswerHeaders(errorResponse(error));
          // Another write got there first (a unique key, a record still in use): nothing was kept.
          if (error instanceof StoreConflict)
            return errorResponse(
              error.kind === 'taken'
                ? conflict('Someone else has just made the same change')
                : inUse('The record is still in use'),
            );
          // A bug, not bad input: still an answer, never an exception in the caller's console.
          return json({ error: { code: 'internal', message: 'Internal error' } }, 500);
        }
      }
    },
  };
}

/**
 * The sample-data areas that are a person's own: each user works on his own copy, made from the
 * company's on first use, so nobody reads or changes another's mail, notes, tasks or contacts.
 * The scrumboard's boards are shared by their members (handlers/samples/scrumboard.ts). The other
 * areas (inventory, files, help centre, academy, activities) are the company's: everyone reads
 * them, and only the roles in the domain's `companySampleEditors` change them.
 */
export const personalSampleAreas = [
  'contacts',
  'contactTags',
  'mails',
  'mailLabels',
  'mailSettings',
  'notes',
  'noteLabels',
  'tasks',
  'taskTags',
] as const satisfies readonly (keyof SampleData)[];
/**
 * How much a person's own lists hold: items per list, and bytes per item (as JSON). A write past
 * either is refused (422, the list or field named) and changes nothing, so that no one's lists
 * grow without end and slow every write and read of theirs.
 */
export const ownListLimits = { items: 1000, itemBytes: 64 * 1024 };

/** Refuses a list of a person's own past the limits of `ownListLimits` (or `items` of its own). */
export function checkOwnList(name: string, items: readonly unknown[], limit = ownListLimits.items) {
  if (items.length > limit)
    throw validation({ [name]: 'too_many' }, `A list holds at most ${limit}: delete some first`);
  for (const item of items)
    if (JSON.stringify(item).length > ownListLimits.itemBytes)
      throw validation(
        { [name]: 'too_large' },
        `An item holds at most ${ownListLimits.itemBytes / 1024} KiB: shorten it, or attach a file`,
      );
}

/** The areas of the sample data that are a person's own (what his document holds). */
export const personalParts = (data: SampleData) =>
  Object.fromEntries(personalSampleAreas.map((key) => [key, data[key]])) as Partial<SampleData>;
const companyParts = (data: SampleData) =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !(personalSampleAreas as readonly string[]).includes(key)));

/** The sample data as this user sees it: his own areas (the company's model until he first writes) and the company's. */
export async function sampleDataOf(api: Api, userId: string): Promise<SampleData> {
  // A company started empty has no sample data: its areas start as empty lists.
  const company = (await api.store.documents.get<SampleData>('samples', 'all')) ?? emptySampleData();
  const own = await api.store.documents.get<Partial<SampleData>>('samples', userId);
  return { ...company, ...own };
}

/**
 * A call of a sample-data area (spec 001), for signed-in users: the data is read from the store
 * and, when the call writes, written back in the call's transaction: the user's own areas to his
 * document, the company's (when the call changed them, and the role may) to the company's.
 */
export function sampleRoute(
  api: Api,
  method: Method,
  path: string,
  resolve: (ctx: RouteContext & { data: SampleData; user: UserRecord }) => Promise<unknown> | unknown,
  options: { write?: boolean; delayMs?: number } = {},
): Route {
  return route(
    api,
    method,
    path,
    async (ctx) => {
      const user = await api.user(ctx.request);
      const data = await sampleDataOf(api, user.id);
      const companyBefore = options.write ? JSON.stringify(companyParts(data)) : '';
      const result = await resolve({ ...ctx, data, user });
      if (options.write) {
        const own = personalParts(data);
        for (const [area, items] of Object.entries(own)) if (Array.isArray(items)) checkOwnList(area, items);
        await api.store.documents.put('samples', user.id, own);
        if (JSON.stringify(companyParts(data)) !== companyBefore) {
          if (!mayEditCompanySamples(user.role))
            throw forbidden('Only an administrator or a manager changes the company’s data');
          const company = (await api.store.documents.get<SampleData>('samples', 'all')) ?? emptySampleData();
          await api.store.documents.put('samples', 'all', { ...company, ...companyParts(data) });
        }
      }
      return result;
    },
    options,
  );
}

/** The signed-in user's own list in a per-user collection (messages, notifications, shortcuts); `keep()` writes it back after a change. */
export async function ownList<T>(
  api: Api,
  request: Request,
  collection: Extract<DocumentCollection, 'messages' | 'notifications' | 'shortcuts'>,
) {
  const user = await api.user(request);
  const items = (await api.store.documents.get<T[]>(collection, user.id)) ?? [];
  return Object.assign(items, {
    keep: () => {
      checkOwnList(collection, items, ownListLimits.items / 2);
      return api.store.documents.put(collection, user.id, [...items]);
    },
  });
}
