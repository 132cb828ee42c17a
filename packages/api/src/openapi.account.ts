/** One's own account and the company's profile in the OpenAPI document (handlers/v1/me.ts, company.ts). */
import * as d from '@courier/domain';
import { errorResponses, idParam, jsonContent, toSchema } from './openapi.parts';

const sessions = { type: 'array', items: toSchema(d.userSession, 'output') };
const company = toSchema(d.company, 'output');
const profile = toSchema(d.profile, 'output');
/** A form with one image file in `field`. */
const imageUpload = (field: string, description: string) => ({
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        required: [field],
        properties: { [field]: { type: 'string', format: 'binary', description } },
      },
    },
  },
});
const imageRules = (maxKiB: number) =>
  `A PNG, JPEG or WebP of at most ${maxKiB} KiB and 4096 px each way, told by its bytes (its name and declared type do not count). SVG is refused: it is markup. A file past the limit is a 422 \`image_too_large\` and a body past the limit and 16 KiB of room a 413, refused before it is read; other bytes are a 422 \`image_type\`, too large a picture \`image_dimensions\`. The app makes a photo smaller in the browser before it sends it.`;

export const accountPaths = () => ({
  '/api/v1/me': {
    get: {
      operationId: 'myProfile',
      tags: ['My account'],
      summary: 'Get one’s own profile',
      description:
        'One’s own account: name, email, role, office, phone, the language chosen for the app and the picture (a `data:` URL, shown only as an image).',
      responses: {
        200: { description: 'The profile', ...jsonContent(profile) },
        ...errorResponses(401),
      },
    },
    patch: {
      operationId: 'updateMyProfile',
      tags: ['My account'],
      summary: 'Change one’s own profile',
      description:
        'Changes one’s own name, work phone and language (`en`, `tr`, or null for the browser’s). Email, role and office are the administrator’s: naming them is a 422. An empty body changes nothing and is a 400.',
      requestBody: { required: true, ...jsonContent({ ...toSchema(d.profileInput, 'input'), minProperties: 1 }) },
      responses: {
        200: { description: 'The profile', ...jsonContent(profile) },
        ...errorResponses(400, 401, 422),
      },
    },
  },
  '/api/v1/me/avatar': {
    put: {
      operationId: 'setMyAvatar',
      tags: ['My account'],
      summary: 'Set one’s own picture',
      description: `Sets one’s own picture, kept as a \`data:\` URL and shown in the shell’s user menu and wherever the user is named with a picture (\`GET /api/common/user\`, the staff directory). ${imageRules(256)}`,
      requestBody: imageUpload('avatar', 'The picture (a square of 256 px from the app)'),
      responses: {
        200: { description: 'The profile', ...jsonContent(profile) },
        ...errorResponses(400, 401, 413, 422),
      },
    },
    delete: {
      operationId: 'removeMyAvatar',
      tags: ['My account'],
      summary: 'Remove one’s own picture',
      description: 'Removes one’s own picture: the initials show again.',
      responses: { 200: { description: 'The profile', ...jsonContent(profile) }, ...errorResponses(401) },
    },
  },
  '/api/v1/me/sessions': {
    get: {
      operationId: 'mySessions',
      tags: ['My account'],
      summary: 'List one’s open sessions',
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
      summary: 'End one of one’s sessions',
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
      summary: 'Sign out one’s other sessions',
      description: 'Ends every one of one’s sessions but the current one, at once, on every server.',
      responses: { 200: { description: 'The sessions left', ...jsonContent(sessions) }, ...errorResponses(401) },
    },
  },
  '/api/v1/company': {
    get: {
      operationId: 'companyProfile',
      tags: ['Company'],
      summary: 'Get the company’s profile',
      description:
        'The company’s name, address, phone and logo, as the shell, labels, manifests, the public tracking page and e-mails show them (the e-mails are plain text: they name the company). `logo` is where the logo is served (a new address for each new logo), or null. Public: no token needed.',
      responses: { 200: { description: 'The profile', ...jsonContent(company) } },
    },
    put: {
      operationId: 'updateCompanyProfile',
      tags: ['Company'],
      summary: 'Change the company’s profile',
      description: 'Replaces the company’s profile (administrator); the change is written in the audit log.',
      requestBody: { required: true, ...jsonContent(toSchema(d.companyProfile, 'input')) },
      responses: {
        200: { description: 'The profile', ...jsonContent(company) },
        ...errorResponses(400, 401, 403, 422),
      },
    },
  },
  '/api/v1/company/logo': {
    get: {
      operationId: 'companyLogo',
      tags: ['Company'],
      summary: 'Get the company’s logo',
      description:
        'The logo, for an `<img>`: served with its stored type, `X-Content-Type-Options: nosniff` and `Content-Disposition: inline`; kept by the browser for a year when `v` is the current version (as `GET /api/v1/company` gives it), checked again (ETag) otherwise. Public: no token needed.',
      parameters: [
        { name: 'v', in: 'query', required: false, schema: { type: 'string' }, description: 'The logo’s version' },
      ],
      responses: {
        200: {
          description: 'The image',
          content: Object.fromEntries(
            d.uploadImageTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
          ),
        },
        304: { description: 'The browser has it already' },
        ...errorResponses(404),
      },
    },
    put: {
      operationId: 'setCompanyLogo',
      tags: ['Company'],
      summary: 'Set the company’s logo',
      description: `Sets the company’s logo (administrator), shown in the shell, on labels, manifests and the public tracking page; written in the audit log (\`company.changed\`, field \`logo\`). ${imageRules(512)}`,
      requestBody: imageUpload('logo', 'The logo (at most 512 px wide from the app)'),
      responses: {
        200: { description: 'The profile', ...jsonContent(company) },
        ...errorResponses(400, 401, 403, 413, 422),
      },
    },
    delete: {
      operationId: 'removeCompanyLogo',
      tags: ['Company'],
      summary: 'Remove the company’s logo',
      description:
        'Removes the company’s logo (administrator): the product’s mark shows again. Written in the audit log when there was one.',
      responses: { 200: { description: 'The profile', ...jsonContent(company) }, ...errorResponses(401, 403) },
    },
  },
});
