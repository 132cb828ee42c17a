import { createStore } from '../state/store';

/**
 * The access token. "Remember me" keeps it in localStorage (it outlives the browser); otherwise
 * sessionStorage keeps it for this tab, so a reload still keeps the session. An expired token is
 * dropped as soon as it is read. Beside it, in the same storage, the office of the user it was
 * given to (`office`): a start with a kept session asks for that office's figures before the
 * session's check has answered who the user is (router/firstPage.ts).
 */
const key = 'courier.accessToken';
const officeKey = 'courier.office';

/** The claims of a JWT the app reads (its subject and expiry); null when the token cannot be read. */
function claimsOf(token: string): { sub?: unknown; exp?: unknown } | null {
  try {
    const payload = token.split('.')[1];
    return payload
      ? (JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown; exp?: unknown })
      : null;
  } catch {
    return null;
  }
}

/** The `exp` of a JWT, in ms; null when the token cannot be read. */
export function tokenExpiry(token: string): number | null {
  const exp = claimsOf(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

/** Whom a JWT was given to (its `sub`); null when the token cannot be read. */
export function tokenSubject(token: string): string | null {
  const sub = claimsOf(token)?.sub;
  return typeof sub === 'string' ? sub : null;
}

/** A token is usable while it can be read and has not expired. */
export const isTokenUsable = (token: string | null, now = Date.now()): token is string => {
  if (!token) return false;
  const expiry = tokenExpiry(token);
  return expiry !== null && expiry > now;
};

interface KeptToken {
  token: string;
  remember: boolean;
  /** The office of the user it was given to, once known (null: none, the whole network). */
  office?: string | null;
}

function stored(): KeptToken | null {
  try {
    for (const [storage, remember] of [
      [localStorage, true],
      [sessionStorage, false],
    ] as const) {
      const token = storage.getItem(key);
      // The office is kept as text: empty for none (the whole network), absent while not known.
      const office = storage.getItem(officeKey);
      if (token) return { token, remember, office: office === null ? undefined : office || null };
    }
    return null;
  } catch {
    return null;
  }
}

export const tokenStore = createStore<KeptToken | null>(typeof window === 'undefined' ? null : stored(), (value) => {
  try {
    for (const storage of [localStorage, sessionStorage]) for (const name of [key, officeKey]) storage.removeItem(name);
    if (!value) return;
    const storage = value.remember ? localStorage : sessionStorage;
    storage.setItem(key, value.token);
    if (value.office !== undefined) storage.setItem(officeKey, value.office ?? '');
  } catch {
    // Storage refused: the session lasts while the page is open.
  }
});

/** The token to send, or null when there is none or it has expired (it is then dropped). */
export function currentToken(now = Date.now()): string | null {
  const value = tokenStore.get();
  if (!value) return null;
  if (isTokenUsable(value.token, now)) return value.token;
  tokenStore.set(null);
  return null;
}

export const saveToken = (token: string, remember: boolean) => tokenStore.set({ token, remember });
/** A renewed token, for the same user: kept where the last one was, with its office. */
export const keepToken = (token: string) =>
  tokenStore.set((current) => ({ ...current, token, remember: current?.remember ?? false }));
/** The signed-in user's office, kept beside the token (nothing is kept without a token). */
export const keepOffice = (office: string | null) => {
  const current = tokenStore.get();
  if (current && current.office !== office) tokenStore.set({ ...current, office });
};
export const dropToken = () => tokenStore.set(null);
