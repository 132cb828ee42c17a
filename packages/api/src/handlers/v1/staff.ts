import { sessionEnded } from '../../http/changes';
import {
  featureRoles,
  staffAccount,
  staffAccountPatch,
  staffMember,
  type StaffAccount,
  type StaffMember,
} from '@courier/domain';
import type { UserRecord } from '@courier/store';
import { route, type Api } from '../../http/api';
import { notFound, validation } from '../../http/errors';
import { parseBody } from '../../http/respond';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'tr');
const asAccount = (user: UserRecord): StaffAccount => staffAccount.parse({ ...user, active: user.active !== false });

/**
 * GET api/v1/staff: the staff directory, for every signed-in user. The scan log names its users
 * by id; this gives their names and roles (not their email or password).
 *
 * GET api/v1/users and PATCH api/v1/users/{id} `{active}`: the staff accounts, for the
 * administrator. Disabling an account ends its sessions at once (every request checks it) and
 * refuses its sign-in; enabling it lets the person sign in again. Nobody disables his own.
 */
export function staffHandlers(api: Api) {
  return [
    route(api, 'get', '/api/v1/staff', async ({ request }) => {
      await api.user(request);
      return (await api.store.table('users').all([])).map((user): StaffMember => staffMember.parse(user)).sort(byName);
    }),
    route(api, 'get', '/api/v1/users', async ({ request }) => {
      await api.userWithRole(request, featureRoles.staff);
      return (await api.store.table('users').all([])).map(asAccount).sort(byName);
    }),
    route(
      api,
      'patch',
      '/api/v1/users/:id',
      async ({ request, params }) => {
        const admin = await api.userWithRole(request, featureRoles.staff);
        const { active } = await parseBody(request, staffAccountPatch);
        const user = await api.store.table('users').get(params.id!);
        if (!user) throw notFound('Account');
        if (user.id === admin.id && !active)
          throw validation({ active: 'own_account' }, 'You cannot disable your own account');
        const kept = await api.store.table('users').update({ ...user, active });
        // Its open streams, on every server, end now.
        if (!active) await sessionEnded(api.store, user.id, api.now());
        return asAccount(kept);
      },
      { write: true },
    ),
  ];
}
