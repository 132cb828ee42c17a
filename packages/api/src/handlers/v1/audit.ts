/**
 * GET api/v1/audit: the audit log, for the administrator, newest first, a page at a time.
 * `?actor=<user id>&action=<action>[,…]&recordType=<type>[,…]&record=<record id>&from=&to=&q=`
 * (`q` reads the actor's name and the record's label). There is no call that changes or deletes
 * a row: a PATCH, PUT or DELETE of api/v1/audit is a 404 like any other unknown call. Rows older
 * than the kept time go (`pruneAudit`, run by the server once a day).
 */
import { auditEntry, featureRoles } from '@courier/domain';
import type { Store } from '@courier/store';
import { route, type Api } from '../../http/api';
import { deleteBefore } from '../../http/prune';
import { filterValuesOf, listQueryOf, type ListSpec } from './listing';

export const auditList: ListSpec = {
  search: ['actorName', 'recordLabel'],
  filters: { actor: 'actorId', action: 'action', recordType: 'recordType', record: 'recordId' },
  date: 'at',
  sortable: { at: 'at' },
  defaultSort: { field: 'at', order: 'desc' },
};
auditList.values = filterValuesOf(auditEntry, auditList.filters);

export function auditHandlers(api: Api) {
  return [
    route(api, 'get', '/api/v1/audit', async ({ request, url }) => {
      await api.userWithRole(request, featureRoles.staff);
      return api.store.table('audit').list(listQueryOf(url, auditList));
    }),
  ];
}

/** How long audit rows are kept by default: two years. */
export const auditKeepDays = 730;

/**
 * Deletes the audit rows older than `keepDays` before `now`: the number deleted. The server runs
 * it at start and once a day.
 */
export const pruneAudit = (store: Store, now: Date, keepDays = auditKeepDays): Promise<number> =>
  deleteBefore(store, 'audit', 'at', new Date(now.getTime() - keepDays * 86_400_000).toISOString());
