/** The staff accounts and access requests of the OpenAPI document (handlers/v1/staff.ts, accessRequests.ts). */
import * as d from '@courier/domain';
import { errorResponses, idParam, jsonContent, ref, toSchema } from './openapi.parts';

/** What a new account's invitation became: mailed, or (a host with no mail) its link for the administrator. */
const invited = toSchema(d.invitedAccount, 'output');

export const staffPaths = () => ({
  '/api/v1/users': {
    get: {
      operationId: 'staffAccounts',
      tags: ['Staff'],
      summary: 'List the staff accounts',
      description: 'The staff accounts, for the administrator: who may sign in.',
      responses: {
        200: { description: 'Every account, by name', ...jsonContent({ type: 'array', items: ref('StaffAccount') }) },
        ...errorResponses(401, 403),
      },
    },
    post: {
      operationId: 'createStaffAccount',
      tags: ['Staff'],
      summary: 'Create a staff account',
      description:
        'A new staff account (administrator). An invitation is mailed to it: its link sets the password, once, within 72 hours. Where the host cannot mail (the static demo), the answer carries the link for the administrator to hand over. A clerk or a driver needs an office (`officeId: required`); a taken address is `email: taken`; `driverId` links a driver’s account to his driver record.',
      requestBody: { required: true, ...jsonContent(toSchema(d.staffAccountInput, 'input')) },
      responses: {
        200: { description: 'The account and its invitation', ...jsonContent(invited) },
        ...errorResponses(400, 401, 403, 422),
      },
    },
  },
  '/api/v1/users/{id}': {
    parameters: [idParam],
    patch: {
      operationId: 'updateStaffAccount',
      tags: ['Staff'],
      summary: 'Change a staff account',
      description:
        'Changes an account: name, role, office, driver record, phone, and whether it may sign in (`active`). Disabling it, or changing its role or office, ends its sessions at once. Nobody disables his own account or changes his own role (`own_account`); the company keeps an active administrator (`last_admin`, judged under a lock across servers).',
      requestBody: { required: true, ...jsonContent(toSchema(d.staffAccountPatch, 'input')) },
      responses: {
        200: { description: 'The account', ...jsonContent(ref('StaffAccount')) },
        ...errorResponses(400, 401, 403, 404, 422),
      },
    },
  },
  '/api/v1/users/{id}/password-link': {
    parameters: [idParam],
    post: {
      operationId: 'sendStaffPasswordLink',
      tags: ['Staff'],
      summary: 'Send a password link',
      description:
        'Mails the account a new link to set its password (72 hours, once): a lost invitation, a forgotten password. A disabled account gets none.',
      responses: {
        200: { description: 'The account and its invitation', ...jsonContent(invited) },
        ...errorResponses(401, 403, 404, 422),
      },
    },
  },
  '/api/v1/access-requests': {
    get: {
      operationId: 'accessRequests',
      tags: ['Staff'],
      summary: 'List the access requests waiting',
      description:
        'The access requests that sign-up filed and that wait for the administrator, oldest first (at most 200 wait at once). The password typed at sign-up is not kept: approval sends an invitation.',
      responses: {
        200: { description: 'The requests waiting', ...jsonContent({ type: 'array', items: ref('AccessRequest') }) },
        ...errorResponses(401, 403),
      },
    },
  },
  '/api/v1/access-requests/{id}': {
    parameters: [idParam],
    post: {
      operationId: 'decideAccessRequest',
      tags: ['Staff'],
      summary: 'Approve or decline an access request',
      description:
        'Approves a request (with the role and office of the account made from it; the invitation is mailed) or declines it (the person is told by mail). Either way it leaves the list.',
      requestBody: { required: true, ...jsonContent(toSchema(d.accessDecision, 'input')) },
      responses: {
        200: {
          description: 'The decision, and for an approval the account and its invitation',
          ...jsonContent({ type: 'object', properties: { decision: { enum: ['approved', 'declined'] } } }),
        },
        ...errorResponses(400, 401, 403, 404, 422),
      },
    },
  },
});
