/**
 * The shell's data calls (core spec section 7): what entering the signed-in area asks for
 * (api/shell.ts), and what a start with a kept session asks for ahead (router/firstPage.ts). A
 * module of its own, without the query code, so that the start can use it.
 */
export const shellCalls = {
  user: '/api/common/user',
  navigation: '/api/common/navigation',
  messages: '/api/common/messages',
  notifications: '/api/common/notifications',
  shortcuts: '/api/common/shortcuts',
  chats: '/api/apps/chat/chats',
} as const;

/** The session's check: a kept token signs in again (auth/auth.ts restoreSession); asked ahead with the frame's data. */
export const sessionCheck = (accessToken: string) =>
  ['/api/auth/sign-in-with-token', { method: 'POST', body: { accessToken } }] as const;
