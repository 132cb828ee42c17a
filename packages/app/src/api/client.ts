import { LoadingTracker } from '@courier/ui';
import { aheadKey, headersOf, type Query, takeAhead, urlOf } from './ahead';
import { dropToken } from './session';

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

/**
 * What a 401 does (core spec section 8): sign the user out and reload; the guards then send
 * him to sign-in with the page he was on as redirectURL.
 */
let unauthorized = () => {
  dropToken();
  window.location.reload();
};
/** Where the sign-in page finds why the last session was ended by the server (this tab only). */
const endedKey = 'courier.sessionEnded';

/**
 * The server refused the session: a disabled account is signed out at once and told why on the
 * sign-in page; any other refusal signs out as a 401 does.
 */
export function sessionRefused(code: string) {
  if (code === 'account_disabled') {
    try {
      sessionStorage.setItem(endedKey, code);
    } catch {
      // Storage refused (private mode): the sign-in page simply says nothing.
    }
  }
  unauthorized();
}

/** Why the last session ended, once (the sign-in page shows it, then forgets it). */
export function takeSessionEnded(): string | null {
  try {
    const code = sessionStorage.getItem(endedKey);
    sessionStorage.removeItem(endedKey);
    return code;
  } catch {
    return null;
  }
}

export const onUnauthorized = (handler: () => void) => {
  const previous = unauthorized;
  unauthorized = handler;
  return () => void (unauthorized = previous);
};

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** Auth calls answer 401 for a bad token or password themselves: they get the error, not a reload. */
  on401?: 'sign-out' | 'throw';
}

function errorOf(status: number, body: unknown): ApiError {
  const error =
    typeof body === 'object' && body !== null && 'error' in body ? (body as { error: unknown }).error : null;
  if (typeof error === 'object' && error !== null) {
    const { code, message, fields } = error as { code?: unknown; message?: unknown; fields?: unknown };
    return new ApiError(
      status,
      typeof code === 'string' ? code : `http_${status}`,
      typeof message === 'string' ? message : `Request failed (${status})`,
      typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : undefined,
      body,
    );
  }
  return new ApiError(
    status,
    status === 404 ? 'not_found' : `http_${status}`,
    typeof error === 'string' ? error : `Request failed (${status})`,
    undefined,
    body,
  );
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

/** A JSON call to the API (a FormData body goes as multipart): token, loading bar, errors as `ApiError`, 401 handling. */
export async function request<T>(
  path: string,
  { method = 'GET', body, query, signal, on401 = 'sign-out' }: RequestOptions = {},
): Promise<T> {
  const url = urlOf(path, query);
  const headers = headersOf(url);
  // A form (a file upload) goes as multipart, its boundary set by the browser; anything else as JSON.
  const form = body instanceof FormData;
  if (body !== undefined && !form) headers.set('content-type', 'application/json');

  const json = body === undefined || form ? undefined : JSON.stringify(body);
  const key = url.pathname + url.search;
  loadingTracker.setStatus(true, key);
  let response: Response;
  try {
    const early = form ? undefined : takeAhead(aheadKey(method, url, json));
    response = await (early ?? fetch(url, { method, headers, body: form ? body : json, signal }));
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'network', 'The server could not be reached.');
  } finally {
    loadingTracker.setStatus(false, key);
  }
  const data = parse(await response.text());
  if (response.status === 401 && on401 === 'sign-out') {
    const error = errorOf(401, data);
    sessionRefused(error.code);
    throw error;
  }
  if (!response.ok) throw errorOf(response.status, data);
  return data as T;
}

/** A file's bytes from the API (a download, a preview), with the session's token; errors as `ApiError`. */
export async function requestBytes(path: string, { query, signal }: Pick<RequestOptions, 'query' | 'signal'> = {}) {
  const url = urlOf(path, query);
  let response: Response;
  try {
    response = await fetch(url, { headers: headersOf(url), signal });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, 'network', 'The server could not be reached.');
  }
  if (!response.ok) throw errorOf(response.status, parse(await response.text()));
  return new Uint8Array(await response.arrayBuffer());
}
