/**
 * The company's profile: its name, address and phone, as the shell, labels, manifests, the
 * public tracking page and e-mails show them.
 * - GET api/v1/company: for anyone, signed in or not (the public tracking page names the company;
 *   nothing in it is private). Before setup, the product's own name.
 * - PUT api/v1/company {name, address?, phone?}: the administrator's, written in the audit log
 *   with the fields it changed.
 */
import { auditChanges, companyProfile, featureRoles, type CompanyProfile } from '@courier/domain';
import { companyOf } from '../../http/accounts';
import { route, type Api } from '../../http/api';
import { audit } from '../../http/audit';
import { parseBody } from '../../http/respond';

const fields = ['name', 'address', 'phone'] as const satisfies readonly (keyof CompanyProfile)[];

export function companyHandlers(api: Api) {
  return [
    route(api, 'get', '/api/v1/company', () => companyOf(api)),
    route(
      api,
      'put',
      '/api/v1/company',
      async ({ request }) => {
        const admin = await api.userWithRole(request, featureRoles.staff);
        const next = await parseBody(request, companyProfile);
        const before = await companyOf(api);
        await api.store.documents.put<CompanyProfile>('company', 'profile', next);
        const changes = auditChanges(before, next, fields);
        if (changes.length)
          await audit(api, request, admin, {
            action: 'company.changed',
            recordType: 'company',
            recordId: 'profile',
            recordLabel: next.name,
            changes,
          });
        return next;
      },
      { write: true },
    ),
  ];
}
