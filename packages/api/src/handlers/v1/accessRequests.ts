/**
 * Access requests: what sign-up files when a person asks for a staff account. The administrator
 * sees them on the Staff accounts page and approves one (choosing its role and office: the
 * account is made and its invitation mailed) or declines it (the person is told by mail).
 *
 * - GET api/v1/access-requests: the requests waiting, oldest first (administrator).
 * - POST api/v1/access-requests/{id} {decision: 'approve', role, officeId?} | {decision: 'decline'}.
 *
 * The waiting list is one document, changed under the company's access-requests lock (a counter
 * row held until the transaction ends), so two sign-ups or two decisions on several servers never
 * lose one another. It holds at most `accessRequestLimit` requests: past that, sign-up is refused
 * until an administrator has decided some.
 */
import type { z } from 'zod';
import { accessDecision, featureRoles, type AccessRequest, type signUpInput } from '@courier/domain';
import { asAccount, checkPlace, companyName, invite, newAccount } from '../../http/accounts';
import { accountChanges, audit } from '../../http/audit';
import { route, type Api } from '../../http/api';
import { HttpError, notFound } from '../../http/errors';
import { parseBody } from '../../http/respond';

/** The most requests that wait at once. */
export const accessRequestLimit = 200;

const pendingKey = 'pending';

/** The waiting list, locked for this transaction when `lock` (a change follows). */
async function waiting(api: Api, lock: boolean): Promise<AccessRequest[]> {
  if (lock) await api.store.next('access-requests-lock');
  return (await api.store.documents.get<AccessRequest[]>('access-requests', pendingKey)) ?? [];
}

/**
 * Files a sign-up as an access request (in the call's transaction). An address that has an
 * account, or a request waiting, files nothing more; the answer is the same either way, so it
 * tells nobody which addresses have accounts. The password typed is not kept.
 */
export async function fileAccessRequest(api: Api, input: z.infer<typeof signUpInput>) {
  const email = input.email.trim().toLowerCase();
  const list = await waiting(api, true);
  if (list.some((r) => r.email === email)) return;
  if ((await api.store.table('users').all([{ field: 'email', in: [email] }])).length) return;
  if (list.length >= accessRequestLimit)
    throw new HttpError(429, 'too_many_requests', 'Too many requests are waiting: try again later', undefined, {
      retryAfter: 3600,
    });
  const request: AccessRequest = {
    id: await api.store.nextId('acr'),
    name: input.name,
    email,
    company: input.company ?? '',
    requestedAt: api.now().toISOString(),
  };
  await api.store.documents.put('access-requests', pendingKey, [...list, request]);
}

export function accessRequestHandlers(api: Api) {
  return [
    route(api, 'get', '/api/v1/access-requests', async ({ request }) => {
      await api.userWithRole(request, featureRoles.staff);
      return waiting(api, false);
    }),
    route(
      api,
      'post',
      '/api/v1/access-requests/:id',
      async ({ request, params, later }) => {
        const me = await api.userWithRole(request, featureRoles.staff);
        const decision = await parseBody(request, accessDecision);
        const list = await waiting(api, true);
        const filed = list.find((r) => r.id === params.id);
        if (!filed) throw notFound('Access request');
        await api.store.documents.put(
          'access-requests',
          pendingKey,
          list.filter((r) => r.id !== filed.id),
        );
        if (decision.decision === 'approve' && decision.role) {
          const place = { role: decision.role, officeId: decision.officeId };
          await checkPlace(api, place);
          const user = await newAccount(api, { name: filed.name, email: filed.email, ...place });
          await audit(api, request, me, {
            action: 'access_request.approved',
            recordType: 'user',
            recordId: user.id,
            recordLabel: user.name,
            changes: accountChanges(null, user),
          });
          return { decision: 'approved', account: asAccount(user), invitation: await invite(api, user, later) };
        }
        await audit(api, request, me, {
          action: 'access_request.declined',
          recordType: 'access_request',
          recordId: filed.id,
          recordLabel: `${filed.name} <${filed.email}>`,
        });
        const mail = api.options.mail;
        if (mail) {
          const company = await companyName(api);
          later(() =>
            mail({
              to: filed.email,
              subject: `${company}: your request for an account / hesap isteğiniz`,
              text: [
                `Hello ${filed.name},`,
                '',
                `Your request for a staff account at ${company} has been declined.`,
                'If you think this is a mistake, ask your manager.',
                '',
                `Merhaba ${filed.name},`,
                '',
                `${company} içinde personel hesabı isteğiniz kabul edilmedi.`,
                'Bir yanlışlık olduğunu düşünüyorsanız yöneticinize sorun.',
              ].join('\n'),
            }),
          );
        }
        return { decision: 'declined' };
      },
      { write: true },
    ),
  ];
}
