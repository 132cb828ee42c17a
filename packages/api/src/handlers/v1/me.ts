/**
 * One's own account ("My account"), for every signed-in user:
 * - GET api/v1/me, PATCH api/v1/me {name?, phone?, language?}: his profile (the rest of an
 *   account, email, role and office, is the administrator's).
 * - PUT api/v1/me/avatar (multipart, the file in `avatar`): his picture, a PNG, JPEG or WebP of
 *   at most 256 KiB told by its bytes, kept as a data URL (the shell shows it in an `<img>`);
 *   DELETE api/v1/me/avatar: his initials again.
 * - GET api/v1/me/sessions: his open sessions, the current one first (device, address, last seen).
 * - DELETE api/v1/me/sessions/{id}: ends one of them (his own only; another's is a 404).
 * - POST api/v1/me/sessions/sign-out-others: ends every other one; this one goes on.
 * The password is changed by POST api/auth/change-password (the current one is asked).
 */
import { avatarMaxBytes, profileInput, uploadImageTypes, type Profile } from '@courier/domain';
import type { UserRecord } from '@courier/store';
import { route, type Api } from '../../http/api';
import { sessionEnded } from '../../http/changes';
import { badRequest, notFound } from '../../http/errors';
import { dataUrlOf, readImageForm } from '../../http/images';
import { parseBody } from '../../http/respond';
import { endSession, openSessions } from '../../http/sessions';

const profileOf = (user: UserRecord): Profile => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  officeId: user.officeId,
  phone: user.phone ?? null,
  language: user.language ?? null,
  avatar: user.avatar ?? null,
});

export function meHandlers(api: Api) {
  return [
    route(api, 'get', '/api/v1/me', async ({ request }) => profileOf(await api.user(request))),
    route(
      api,
      'patch',
      '/api/v1/me',
      async ({ request }) => {
        const user = await api.user(request);
        const change = await parseBody(request, profileInput);
        if (!Object.keys(change).length) throw badRequest('Nothing to change');
        return profileOf(await api.store.table('users').update({ ...user, ...change }));
      },
      { write: true },
    ),
    route(
      api,
      'put',
      '/api/v1/me/avatar',
      async ({ request }) => {
        const user = await api.user(request);
        const { image } = await readImageForm(request, {
          field: 'avatar',
          maxBytes: avatarMaxBytes,
          types: uploadImageTypes,
        });
        return profileOf(await api.store.table('users').update({ ...user, avatar: dataUrlOf(image) }));
      },
      { write: true },
    ),
    route(
      api,
      'delete',
      '/api/v1/me/avatar',
      async ({ request }) => {
        const user = await api.user(request);
        return profileOf(await api.store.table('users').update({ ...user, avatar: null }));
      },
      { write: true },
    ),
    route(api, 'get', '/api/v1/me/sessions', async ({ request }) => {
      const { user, token } = await api.session(request);
      return openSessions(api, user, token.sessionId);
    }),
    route(
      api,
      'delete',
      '/api/v1/me/sessions/:id',
      async ({ request, params }) => {
        const { user } = await api.session(request);
        const row = await api.store.table('sessions').get(params.id!, [{ field: 'userId', in: [user.id] }]);
        if (!row) throw notFound('Session');
        await endSession(api, row);
        // Its open streams, on every server, end now.
        await sessionEnded(api.store, user.id, api.now());
        return true;
      },
      { write: true },
    ),
    route(
      api,
      'post',
      '/api/v1/me/sessions/sign-out-others',
      async ({ request }) => {
        const { user, token } = await api.session(request);
        const rows = await api.store.table('sessions').all([{ field: 'userId', in: [user.id] }]);
        for (const row of rows) if (row.id !== token.sessionId) await endSession(api, row);
        await sessionEnded(api.store, user.id, api.now());
        return openSessions(api, user, token.sessionId);
      },
      { write: true },
    ),
  ];
}
