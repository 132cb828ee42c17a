import { staffMember, type StaffMember } from '@courier/domain';
import { route, type Api } from '../../http/api';

/**
 * GET api/v1/staff: the staff directory, for every signed-in user. The scan log names its users
 * by id; this gives their names and roles (not their email or password).
 */
export function staffHandlers(api: Api) {
  return [
    route(api, 'get', '/api/v1/staff', async ({ request }) => {
      await api.user(request);
      return (await api.store.table('users').all([])).map((user): StaffMember => staffMember.parse(user)).sort((a, b) => a.name.localeCompare(b.name, 'tr'));
    }),
  ];
}
