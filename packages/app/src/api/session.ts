import { createStore } from '../state/store';

/**
 * The access token. "Remember me" keeps it in localStorage (it outlives the browser); otherwise
 * sessionStorage keeps it for this tab, so a reload still keeps the session. An expired token is
 * dropped as soon as it is read.
 */
const key = 'courier.accessToken';

/** The `exp` of a JWT, in ms; null when the token cannot be read. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = token.split('.')[1];
    if (!payload) return null;
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** A token is usable while it can be read and has not expired. */
export const isTokenUsable = (token: string | null, now = Date.now()): token is string => {
  if (!token) return false;
  const expiry = tokenExpiry(token);
  return expiry !== null && expiry > now;
};

function stored(): { token: string; remember: boolean } | null {
  try {
    const local = localStorage.getItem(key);
    if (local) return { token: local, remember: true };
    const session = sessionStorage.getItem(key);
    return session ? { token: session, remember: false } : null;
  } catch {
    return null;
  }
}

export const tokenStore = createStore<{ token: string; remember: boolean } | null>(typeof window === 'undefined' ? null : stored(), (value) => {
  try {
    localStorage.removeItem(key);
    sessionStorage.removeItem(key);
    if (value) (value.remember ? localStorage : sessionStorage).setItem(key, value.token);
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
export const keepToken = (token: string) => tokenStore.set((current) => ({ token, remember: current?.remember ?? false }));
export const dropToken = () => tokenStore.set(null);
