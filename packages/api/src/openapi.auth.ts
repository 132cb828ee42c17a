/** Signing in and out, and passwords, in the OpenAPI document (handlers/core/auth.ts). */
import { z } from 'zod';
import * as d from '@courier/domain';
import { bodySchema, errorResponses, jsonContent, toSchema } from './openapi.parts';

const signedIn = {
  description: 'Signed in: the user and a Bearer token',
  ...jsonContent(toSchema(d.authResponse, 'output')),
};
const done = { description: 'Done', ...jsonContent({ const: true }) };
const throttle =
  'Attempts are counted before the password is checked, by account and address, by account and by address: past a limit the call answers 429 with `Retry-After` (the limits are in docs/security.md).';

const signIn = (operationId: string, summary: string, description: string) => ({
  post: {
    operationId,
    tags: ['Authentication'],
    summary,
    security: [],
    description: `${description} ${throttle}`,
    requestBody: { required: true, ...jsonContent(bodySchema(d.credentials)) },
    responses: {
      200: signedIn,
      404: {
        description: 'Wrong email or password (the core spec’s answer): the same for an unknown address',
        ...jsonContent({ const: false }),
      },
      ...errorResponses(400, 403, 413, 422, 429),
    },
  },
});

export const authPaths = () => ({
  '/api/auth/sign-in': signIn(
    'signIn',
    'Sign in',
    'Email and password for a Bearer token (HS256, about an hour; renewed with `sign-in-with-token` for up to 30 days from the password). 403 `account_disabled` is said only to whoever gave the right password. Also sets an HttpOnly cookie that marks this browser a known device of the account.',
  ),
  '/api/auth/unlock-session': signIn(
    'unlockSession',
    'Unlock a locked session',
    'The same as sign-in, from the lock screen: the password again for a new token.',
  ),
  '/api/auth/sign-in-with-token': {
    post: {
      operationId: 'signInWithToken',
      tags: ['Authentication'],
      summary: 'Renew a token',
      security: [],
      description:
        'A valid, unexpired token of a session that has not ended for a new one of the same session. 30 days after the password was given, 401: the password is asked again.',
      requestBody: {
        required: true,
        ...jsonContent(bodySchema(z.object({ accessToken: z.string().min(1).max(4000) }))),
      },
      responses: { 200: signedIn, ...errorResponses(400, 401, 413, 422) },
    },
  },
  '/api/auth/sign-out': {
    post: {
      operationId: 'signOut',
      tags: ['Authentication'],
      summary: 'Sign out',
      description: 'Ends the token’s session on every server: the token and its renewals are refused from now on.',
      responses: { 200: done, ...errorResponses(401) },
    },
  },
  '/api/auth/change-password': {
    post: {
      operationId: 'changePassword',
      tags: ['Authentication'],
      summary: 'Change one’s password',
      description: `The current password and a new one (at least ${d.passwordMinLength} characters, not one of the most used: \`common_password\`). Every other session ends; the answer carries a new token for this one. Wrong current passwords are throttled as sign-ins are (429).`,
      requestBody: { required: true, ...jsonContent(bodySchema(d.changePasswordInput)) },
      responses: { 200: signedIn, ...errorResponses(400, 401, 413, 422, 429) },
    },
  },
  '/api/auth/sign-up': {
    post: {
      operationId: 'signUp',
      tags: ['Authentication'],
      summary: 'Ask for an account',
      security: [],
      description:
        'Files an access request for the administrator (the password typed is not kept: approval mails an invitation) and answers true, the same whether or not the address has an account. Throttled by the address typed and by the caller’s (429); at most 200 requests wait at once (429).',
      requestBody: { required: true, ...jsonContent(bodySchema(d.signUpInput)) },
      responses: { 200: done, ...errorResponses(400, 413, 422, 429) },
    },
  },
  '/api/auth/forgot-password': {
    post: {
      operationId: 'forgotPassword',
      tags: ['Authentication'],
      summary: 'Ask for a password-reset link',
      security: [],
      description:
        'Mails an active account a link to choose a new password (30 minutes, once). The answer is true and the same for every address, known or not; the mail is sent after it.',
      requestBody: { required: true, ...jsonContent(bodySchema(d.forgotPasswordInput)) },
      responses: { 200: done, ...errorResponses(400, 413, 422) },
    },
  },
  '/api/auth/reset-password': {
    post: {
      operationId: 'resetPassword',
      tags: ['Authentication'],
      summary: 'Set a new password from a link',
      security: [],
      description:
        'The link’s token and a new password: every session of the account ends. A token expired, used, or older than the last password change is a 422 on `token` (`invalid_token`).',
      requestBody: { required: true, ...jsonContent(bodySchema(d.resetPasswordInput)) },
      responses: { 200: done, ...errorResponses(400, 413, 422) },
    },
  },
});
