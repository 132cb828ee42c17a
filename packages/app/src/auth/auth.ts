import type { AuthResponse, User } from '@courier/domain';
import { ApiError, request } from '../api/client';
import { currentToken, dropToken, keepOffice, keepToken, saveToken, tokenStore } from '../api/session';
import { sessionCheck } from '../api/shellCalls';
import { createStore } from '../state/store';
import { useStore } from '../state/useStore';

/** Who is signed in; the guards read it when a navigation starts. */
export const authStore = createStore<{ user: User | null }>({ user: null });
export const useAuth = () => useStore(authStore);
export const setUser = (user: User | null) => {
  authStore.set({ user });
  if (user) keepOffice(user.officeId);
};

/**
 * On start: a kept, unexpired token signs in again (sign-in-with-token) and is renewed. A token
 * the server refuses is dropped; when the server cannot be reached the token is kept for the
 * next try and the app starts as a guest.
 */
export async function restoreSession(): Promise<void> {
  const accessToken = currentToken();
  if (!accessToken) return;
  try {
    const [path, call] = sessionCheck(accessToken);
    const answer = await request<AuthResponse>(path, { ...call, on401: 'throw' });
    keepToken(answer.accessToken);
    setUser(answer.user);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) dropToken();
  }
}

/** Wrong credentials answer 404 `false` (core spec section 8): this is the error the form shows. */
export class WrongCredentials extends Error {
  constructor() {
    super('Wrong email or password');
    this.name = 'WrongCredentials';
  }
}

/** Keeps a session the server has just begun (a sign-in, the company's setup). */
export function adoptSession(answer: AuthResponse, remember: boolean) {
  saveToken(answer.accessToken, remember);
  setUser(answer.user);
  return answer.user;
}

async function authenticate(
  path: '/api/auth/sign-in' | '/api/auth/unlock-session',
  email: string,
  password: string,
  remember: boolean,
) {
  try {
    const answer = await request<AuthResponse>(path, { method: 'POST', body: { email, password }, on401: 'throw' });
    return adoptSession(answer, remember);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 401)) throw new WrongCredentials();
    throw error;
  }
}

export const signIn = (values: { email: string; password: string; remember: boolean }) =>
  authenticate('/api/auth/sign-in', values.email, values.password, values.remember);

export function unlockSession(password: string) {
  const user = authStore.get().user;
  if (!user) return Promise.reject(new WrongCredentials());
  return authenticate('/api/auth/unlock-session', user.email, password, tokenStore.get()?.remember ?? false);
}

/**
 * Ends the session on the server (the token is refused from then on), then forgets the token and
 * the user; the caller clears cached data and moves on. Signing out never waits on the network:
 * when the server cannot be reached the token is still forgotten here.
 */
export function signOut() {
  const token = currentToken();
  dropToken();
  setUser(null);
  if (token)
    void fetch('/api/auth/sign-out', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      keepalive: true,
    }).catch(() => undefined);
}
