import { nextTask } from '../state/nextTask';
import { currentToken, tokenSubject } from './session';

/**
 * Answers asked for ahead: a start with a kept session sends the session's check and the first
 * page's GETs as the page's first script runs (router/firstPage.ts), before the app's code is
 * here. The call that next asks for the same thing (the same method, address and body) takes the
 * answer, once, and goes through the same checks as its own would (client.ts); an answer is left
 * for a user other than the one the token now names, and after 30 s (a list is fresh that long),
 * when the call goes to the server again. Apart from the client so that the start's first script
 * holds no more than this and the session.
 */

/** The query of a call: empty values are left out. */
export type Query = Record<string, string | number | boolean | null | undefined>;

/** Core spec section 7: the public tracking call goes without the token; every other call carries it. */
export const sendsToken = (url: string) => !url.includes('/api/v1/parcels/track');

export const urlOf = (path: string, query: Query | undefined) => {
  const url = new URL(path, window.location.origin);
  for (const [name, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(name, String(value));
  return url;
};

export const headersOf = (url: URL, token = sendsToken(url.pathname) ? currentToken() : null) => {
  const headers = new Headers({ accept: 'application/json' });
  if (token) headers.set('authorization', `Bearer ${token}`);
  return headers;
};

/** What an answer asked for ahead is kept under, and looked up by: method, address and JSON body. */
export const aheadKey = (method: string, url: URL, json?: string) =>
  `${method} ${url.pathname}${url.search} ${json ?? ''}`;

const ahead = new Map<string, { response: Promise<Response>; subject: string | null; at: number }>();

/**
 * The calls asked for ahead go out one per task, in the order asked (state/nextTask.ts): each
 * `fetch` takes a few milliseconds of the main thread (the request's setup, and a traced page's
 * record of it), and the start's eight in one task were a long task of 50 ms on a slow machine,
 * after the page's first paint. Each answer is kept as it is asked for, so a call that asks for
 * it meanwhile waits for it rather than asking again.
 */
let turn: Promise<void> = Promise.resolve();

/** A GET, or a POST with a JSON body, sent in a task of its own for the call that will ask for it. */
export function requestAhead(
  path: string,
  { query, method = 'GET', body }: { query?: Query; method?: 'GET' | 'POST'; body?: unknown } = {},
) {
  const url = urlOf(path, query);
  const token = currentToken();
  if (!token) return;
  const json = body === undefined ? undefined : JSON.stringify(body);
  const headers = headersOf(url, token);
  if (json !== undefined) headers.set('content-type', 'application/json');
  turn = turn.then(nextTask);
  const response = turn.then(() => fetch(url, { method, headers, body: json }));
  // Taken or not, a refused or failed answer is not an error of the page's.
  response.catch(() => undefined);
  ahead.set(aheadKey(method, url, json), { response, subject: tokenSubject(token), at: Date.now() });
}

/** The answer asked for ahead under `key`, if it is still good for the user the token names; taken once. */
export function takeAhead(key: string): Promise<Response> | undefined {
  const answer = ahead.get(key);
  ahead.delete(key);
  const token = currentToken();
  return answer && token && answer.subject === tokenSubject(token) && Date.now() - answer.at < 30_000
    ? answer.response
    : undefined;
}
