import { sessionEnded } from '../../http/changes';
import { featureRoles, staffAccountInput, staffAccountPatch, staffMember, type StaffMember } from '@courier/domain';
import type { UserRecord } from '@courier/store';
import { asAccount, checkPlace, invite, newAccount } from '../../http/accounts';
import { accountChanges, audit } from '../../http/audit';
import { route, type Api } from '../../http/api';
import { notFound, validation } from '../../http/errors';
import { parseBody } from '../../http/respond';
import { accessRequestHandlers } from './accessRequests';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'tr');

/**
 * Whether a change leaves the company without an active administrator. Every such check first
 * takes the company's administrators lock (a counter row, held until the transaction ends), so
 * two administrators demoting each other at once, on any servers, are judged one after the other.
 */
async function leavesNoAdministrator(api: Api, before: UserRecord, after: UserRecord) {
  const wasAdmin = before.role === 'admin' && before.active !== false;
  const isAdmin = after.role === 'admin' && after.active !== false;
  if (!wasAdmin || isAdmin) return false;
  await api.store.next('administrators-lock');
  const admins = await api.store.table('users').all([{ field: 'role', in: ['admin'] }]);
  return !admins.some((user) => user.id !== before.id && user.active !== false);
}

/**
 * GET api/v1/staff: the staff directory, for every signed-in user. The scan log names its users
 * by id; this gives their names and roles (not their email or password).
 *
 * The staff accounts, for the administrator:
 * - GET api/v1/users: every account.
 * - POST api/v1/users {name, email, role, officeId?, driverId?, phone?}: a new account, and an
 *   invitation mailed to it (its link sets the password: 72 hours, once).
 * - PATCH api/v1/users/{id} {name?, role?, officeId?, driverId?, phone?, active?}: a change.
 *   Disabling an account, or changing its role or office, ends its sessions at once (every
 *   request checks them); a disabled account cannot sign in. Nobody disables his own account or
 *   changes his own role, and the last active administrator stays one.
 * - POST api/v1/users/{id}/password-link: a new invitation (a forgotten password, a lost mail).
 */
export function staffHandlers(api: Api) {
  const admin = (request: Request) => api.userWithRole(request, featureRoles.staff);
  const account = async (id: string) => {
    const user = await api.store.table('users').get(id);
    if (!user) throw notFound('Account');
    return user;
  };
  return [
    route(api, 'get', '/api/v1/staff', async ({ request }) => {
      await api.user(request);
      return (await api.store.table('users').all([])).map((user): StaffMember => staffMember.parse(user)).sort(byName);
    }),
    route(api, 'get', '/api/v1/users', async ({ request }) => {
      await admin(request);
      return (await api.store.table('users').all([])).map(asAccount).sort(byName);
    }),
    route(
      api,
      'post',
      '/api/v1/users',
      async ({ request, later }) => {
        const me = await admin(request);
        const input = await parseBody(request, staffAccountInput);
        await checkPlace(api, input);
        const user = await newAccount(api, input);
        await audit(api, request, me, {
          action: 'account.created',
          recordType: 'user',
          recordId: user.id,
          recordLabel: user.name,
          changes: accountChanges(null, user),
        });
        return { account: asAccount(user), invitation: await invite(api, user, later) };
      },
      { write: true, created: true },
    ),
    route(
      api,
      'patch',
      '/api/v1/users/:id',
      async ({ request, params }) => {
        const me = await admin(request);
        const patch = await parseBody(request, staffAccountPatch);
        const user = await account(params.id!);
        const changed: UserRecord = { ...user, ...patch };
        // Another role keeps no office it does not need to name, and no driver record.
        if (patch.role && patch.role !== 'driver') changed.driverId = null;
        if (user.id === me.id && patch.active === false)
          throw validation({ active: 'own_account' }, 'You cannot disable your own account');
        if (user.id === me.id && patch.role && patch.role !== user.role)
          throw validation({ role: 'own_account' }, 'You cannot change your own role: ask another administrator');
        await checkPlace(api, changed, user.id);
        if (await leavesNoAdministrator(api, user, changed))
          throw validation(
            patch.active === false ? { active: 'last_admin' } : { role: 'last_admin' },
            'The company needs an active administrator: make another one first',
          );
        const ends = changed.active === false || changed.role !== user.role || changed.officeId !== user.officeId;
        const now = api.now();
        const kept = await api.store.table('users').update(
          // Sessions begun before now end: the person signs in again with what he now may do.
          ends ? { ...changed, sessionsFrom: now.toISOString() } : changed,
        );
        // Its open streams, on every server, end now.
        if (ends) await sessionEnded(api.store, user.id, now);
        const changes = accountChanges(user, kept);
        const active = changes.find((c) => c.field === 'active');
        if (changes.length)
          await audit(api, request, me, {
            action: active ? (active.after ? 'account.enabled' : 'account.disabled') : 'account.changed',
            recordType: 'user',
            recordId: user.id,
            recordLabel: kept.name,
            changes,
          });
        return asAccount(kept);
      },
      { write: true },
    ),
    route(
      api,
      'post',
      '/api/v1/users/:id/password-link',
      async ({ request, params, later }) => {
        const me = await admin(request);
        const user = await account(params.id!);
        if (user.active === false)
          throw validation({ active: 'disabled' }, 'This account is disabled: enable it first');
        await audit(api, request, me, {
          action: 'account.password_link',
          recordType: 'user',
          recordId: user.id,
          recordLabel: user.name,
        });
        return { account: asAccount(user), invitation: await invite(api, user, later) };
      },
      { write: true },
    ),
    ...accessRequestHandlers(api),
  ];
}
