/**
 * The company's profile: its name, address, phone and logo, as the shell, labels, manifests, the
 * public tracking page and e-mails show them (the e-mails are plain text: they name it).
 * - GET api/v1/company: for anyone, signed in or not (the public tracking page names the company;
 *   nothing in it is private). Before setup, the product's own name. `logo` is where the logo is
 *   served, a new address for each new logo, or null.
 * - PUT api/v1/company {name, address?, phone?}: the administrator's, written in the audit log
 *   with the fields it changed.
 * - PUT api/v1/company/logo (multipart, the file in `logo`), DELETE api/v1/company/logo: the
 *   administrator's, audited. A PNG, JPEG or WebP of at most 512 KiB, told by its bytes; never
 *   SVG (markup, on labels and the public page).
 * - GET api/v1/company/logo: the image, for anyone, with its stored type and `nosniff`.
 */
import {
  auditChanges,
  companyProfile,
  featureRoles,
  logoMaxBytes,
  uploadImageTypes,
  type Company,
  type CompanyProfile,
} from '@courier/domain';
import type { UserRecord } from '@courier/store';
import { companyOf } from '../../http/accounts';
import { route, type Api } from '../../http/api';
import { audit } from '../../http/audit';
import { notFound } from '../../http/errors';
import {
  base64Of,
  imageLabel,
  imageResponse,
  imageVersion,
  readImageForm,
  type ImageHeader,
  type ImageType,
} from '../../http/images';
import { parseBody } from '../../http/respond';

const fields = ['name', 'address', 'phone'] as const satisfies readonly (keyof CompanyProfile)[];

/** The logo as kept: what it is (a small document, read with every profile) and, apart, its bytes. */
interface LogoFacts extends ImageHeader {
  size: number;
  version: string;
}
const logoPath = '/api/v1/company/logo';
const logoFacts = (api: Api) => api.store.documents.get<LogoFacts>('company', 'logo');

async function companyWithLogo(api: Api): Promise<Company> {
  const logo = await logoFacts(api);
  return { ...(await companyOf(api)), logo: logo ? `${logoPath}?v=${logo.version}` : null };
}

/** The logo's row in the audit log: what it was and what it is ("PNG 512×128, 14 KiB", or none). */
async function auditLogo(
  api: Api,
  request: Request,
  admin: UserRecord,
  before: LogoFacts | undefined,
  after?: LogoFacts,
) {
  const { name } = await companyOf(api);
  await audit(api, request, admin, {
    action: 'company.changed',
    recordType: 'company',
    recordId: 'profile',
    recordLabel: name,
    changes: [{ field: 'logo', before: before ? imageLabel(before) : null, after: after ? imageLabel(after) : null }],
  });
}

export function companyHandlers(api: Api) {
  return [
    route(api, 'get', '/api/v1/company', () => companyWithLogo(api)),
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
        return companyWithLogo(api);
      },
      { write: true },
    ),
    route(api, 'get', logoPath, async ({ request }) => {
      const facts = await logoFacts(api);
      const bytes = facts && (await api.store.documents.get<string>('company', 'logo-image'));
      if (!facts || !bytes) throw notFound('Logo');
      return imageResponse(request, {
        type: facts.type as ImageType,
        bytes: Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0)),
        version: facts.version,
        name: 'logo',
      });
    }),
    route(
      api,
      'put',
      logoPath,
      async ({ request }) => {
        const admin = await api.userWithRole(request, featureRoles.staff);
        const { image } = await readImageForm(request, {
          field: 'logo',
          maxBytes: logoMaxBytes,
          types: uploadImageTypes,
        });
        const before = await logoFacts(api);
        const { bytes, ...header } = image;
        const after: LogoFacts = { ...header, size: bytes.byteLength, version: await imageVersion(bytes) };
        await api.store.documents.put('company', 'logo-image', base64Of(bytes));
        await api.store.documents.put<LogoFacts>('company', 'logo', after);
        if (before?.version !== after.version) await auditLogo(api, request, admin, before, after);
        return companyWithLogo(api);
      },
      { write: true },
    ),
    route(
      api,
      'delete',
      logoPath,
      async ({ request }) => {
        const admin = await api.userWithRole(request, featureRoles.staff);
        const before = await logoFacts(api);
        if (before) {
          await api.store.documents.put('company', 'logo', undefined);
          await api.store.documents.put('company', 'logo-image', undefined);
          await auditLogo(api, request, admin, before);
        }
        return companyWithLogo(api);
      },
      { write: true },
    ),
  ];
}
