import { LoadingTracker } from '@courier/ui';
import { currentToken, dropToken, tokenSubject } from './session';

/** An answer outside 2xx, with the server's `{error: {code, message, fields?}}` when it sent one. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The loading bar follows every request in flight. */
export const loadingTracker = new LoadingTracker();

/** Core spec section 7: the public tracking call goes without the token; every other call carries it. */
export const sendsToken = (url: string) => !url.includes('/api/v1/parcels/track');

/**
 * What a 401 does (core spec section 8): sign the user out and reload; the guards then send
 * him to sign-in with the page he was on as redirectURL.
 */
let unauthorized = () => {
  dropToken();
  window.location.reload();
};
export const onUnauthorized = (handler: () => void) => {
  const previous = unauthorized;
  unauthorized = handler;
  return () => void (unauthorized = previous);
};

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** Auth calls answer 401 for a bad token or password themselves: they get the error, not a reload. */
  on401?: 'sign-out' | 'throw';
}

function errorOf(status: number, body: unknown): ApiError {
  const error = typeof body === 'object' && body !== null && 'error' in body ? (body as { error: unknown }).error : null;
  if (typeof error === 'object' && error !== null) {
    const { code, message, fields } = error as { code?: unknown; message?: unknown; fields?: unknown };
    return new ApiError(status, typeof code === 'string' ? code : `http_${status}`, typeof message === 'string' ? message : `Request failed (${status})`, typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : undefined, body);
  }
  return new ApiError(status, status === 404 ? 'not_found' : `http_${status}`, typeof error === 'string' ? error : `Request failed (${status})`, undefined, body);
}

/** The body as JSON, or as text when it is not JSON (an HTML error page). */
function parse(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const urlOf = (path: string, query: RequestOptions['query']) => {
  const url = new URL(path, window.location.origin);
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null && value !== '') url.searchParams.set(name, String(value));
  return url;
};
/** What an answer asked for ahead is kept under, and looked up by. */
const keyOf = (url: URL) => url.pathname + url.search;
const headersOf = (url: URL, token = sendsToken(url.pathname) ? currentToken() : null) => {
  const headers = new Headers({ accept: 'application/json' });
  if (token) headers.set('authorization', `Bearer ${token}`);
  return headers;
};

/**
 * Answers asked for ahead: a start with a kept session sends the first page's GETs beside the
 * session's check (router/firstPage.ts) instead of after it. The call that asks for the same
 * address next takes the answer (once) and goes through the same checks as its own would; an
 * answer is left for a user other than the one the token now names, and after 30 s (a list is
 * fresh that long), when the call goes to the server again.
 */
const ahead = new Map<string, { response: Promise<Response>; subject: string | null; at: number }>();
export function requestAhead(path: string, query?: RequestOptions['query']) {
  const url = urlOf(path, query);
  const token = currentToken();
  if (!token) return;
  const response = fetch(url, { headers: headersOf(url, token) });
  // Taken or not, a refused or failed answer is not an error of the page's.
  response.catch(() => undefined);
  ahead.set(keyOf(url), { response, subject: tokenSubject(token), at: Date.now() });
}
function takeAhead(key: string): Promise<Response> | undefined {
  const answer = ahead.get(key);
  ahead.delete(key);
  const token = currentToken();
  return answer && token && answer.subject === tokenSubject(token) && Date.now() - answer.at < 30_000 ? answer.response : undefined;
}

/** A JSON call to the API (a FormData body goes as multipart): token, loading bar, errors as `ApiError`, 401 handling. */
export async function request<T>(path: string, { method = 'GET', body, query, signal, on401 = 'sign-out' }: RequestOptions = {}): Promise<T> {
  const url = urlOf(path, query);
  const headers = headersOf(url);
  // A form (a file upload) goes as multipart, its boundary set by the browser; anything else as JSON.
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers.set('content-type', 'application/json');

  const key = keyOf(url);
  loadingTracker.setStatus(true, key);
  let response: Response;
  try {
    const early = method === 'GET' ? takeAhead(key) : undefined;
    response = await (early ?? fetch(url, { method, headers, body: body === undefined ? undefined : form ? body : JSON.stringify(body), signal }));
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'network', 'The server could not be reached.');
  } finally {
    loadingTracker.setStatus(false, key);
  }
  const data = parse(await response.text());
  if (response.status === 401 && on401 === 'sign-out') {
    unauthorized();
    throw errorOf(401, data);
  }
  if (!response.ok) throw errorOf(response.status, data);
  return data as T;
}
