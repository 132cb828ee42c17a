/** One's own account and the company's profile in the OpenAPI document (handlers/v1/me.ts, company.ts). */
import * as d from '@courier/domain';
import { errorResponses, idParam, jsonContent, toSchema } from './openapi.parts';

const sessions = { type: 'array', items: toSchema(d.userSession, 'output') };
const company = toSchema(d.companyProfile, 'output');

export const accountPaths = () => ({
  '/api/v1/me': {
    get: {
      operationId: 'myProfile',
      tags: ['My account'],
      description: 'One’s own account: name, email, role, office, phone and the language chosen for the app.',
      responses: {
        200: { description: 'The profile', ...jsonContent(toSchema(d.profile, 'output')) },
        ...errorResponses(401),
      },
    },
    patch: {
      operationId: 'updateMyProfile',
      tags: ['My account'],
      description:
        'Changes one’s own name, work phone and language (`en`, `tr`, or null for the browser’s). Email, role and office are the administrator’s: naming them is a 422.',
      requestBody: { required: true, ...jsonContent(toSchema(d.profileInput, 'input')) },
      responses: {
        200: { description: 'The profile', ...jsonContent(toSchema(d.profile, 'output')) },
        ...errorResponses(400, 401, 422),
      },
    },
  },
  '/api/v1/me/sessions': {
    get: {
      operationId: 'mySessions',
      tags: ['My account'],
      description:
        'One’s open sessions (each sign-in on a device, until it is signed out or ends), the current one first, then the most recently seen (at most 50): device, address, when signed in and last seen (written at most every 5 minutes).',
      responses: { 200: { description: 'The open sessions', ...jsonContent(sessions) }, ...errorResponses(401) },
    },
  },
  '/api/v1/me/sessions/{id}': {
    parameters: [idParam],
    delete: {
      operationId: 'signOutMySession',
      tags: ['My account'],
      description: 'Ends one of one’s own sessions at once, on every server (another person’s is a 404).',
      responses: {
        200: { description: 'Ended', ...jsonContent({ type: 'boolean' }) },
        ...errorResponses(401, 404),
      },
    },
  },
  '/api/v1/me/sessions/sign-out-others': {
    post: {
      operationId: 'signOutMyOtherSessions',
      tags: ['My account'],
      description: 'Ends every one of one’s sessions but the current one, at once, on every server.',
      responses: { 200: { description: 'The sessions left', ...jsonContent(sessions) }, ...errorResponses(401) },
    },
  },
  '/api/v1/company': {
    get: {
      operationId: 'companyProfile',
      tags: ['Company'],
      description:
        'The company’s name, address and phone, as the shell, labels, manifests, the public tracking page and e-mails show them. Public: no token needed.',
      responses: { 200: { description: 'The profile', ...jsonContent(company) } },
    },
    put: {
      operationId: 'updateCompanyProfile',
      tags: ['Company'],
      description: 'Replaces the company’s profile (administrator); the change is written in the audit log.',
      requestBody: { required: true, ...jsonContent(toSchema(d.companyProfile, 'input')) },
      responses: {
        200: { description: 'The profile', ...jsonContent(company) },
        ...errorResponses(400, 401, 403, 422),
      },
    },
  },
});
