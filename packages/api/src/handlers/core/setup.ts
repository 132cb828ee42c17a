/**
 * A company's first administrator. A production start with no administrator makes a setup link
 * (`issueSetupLink`, printed to the server's log, valid 24 hours): its page sets up the company's
 * profile and the first administrator, who is signed in at once. Once any administrator exists,
 * the setup calls answer 404. The server's command `users create-admin` makes one too
 * (`createAdministrator`), with a link to set its password.
 */
import { administratorInput, auditChanges, companyProfile, setupInput, type CompanyProfile } from '@courier/domain';
import { audit } from '../../http/audit';
import { startSession } from '../../http/sessions';
import { invitationHours, newAccount } from '../../http/accounts';
import { route, type Api } from '../../http/api';
import { notFound, validation } from '../../http/errors';
import { appLink, issuePasswordLink, linkKey, randomToken } from '../../http/passwordLinks';
import { isCommonPassword } from '../../http/passwords';
import { parseBody, parseValue } from '../../http/respond';
import { publicUser } from './auth';

/** How long a setup link works. */
export const setupLinkHours = 24;

interface SetupLink {
  expiresAt: string;
}

const hasAdministrator = async (api: Api) =>
  (await api.store.table('users').all([{ field: 'role', in: ['admin'] }])).some((user) => user.active !== false);

/** Whether the company still waits for its first administrator. */
export const setupPending = async (api: Api) => !(await hasAdministrator(api));

/**
 * A new setup link, when the company has no administrator (null otherwise): its address on the
 * app. Each call makes another; any one of them, in time, sets the company up once.
 */
export async function issueSetupLink(api: Api): Promise<string | null> {
  return api.store.transaction(async () => {
    if (await hasAdministrator(api)) return null;
    const token = randomToken();
    await api.store.documents.put<SetupLink>('setup-links', await linkKey(token), {
      expiresAt: new Date(api.now().getTime() + setupLinkHours * 3_600_000).toISOString(),
    });
    return appLink(api, `setup?token=${token}`);
  });
}

/**
 * An administrator, made by the server's command: the link (valid 72 hours) that sets the
 * password, to be handed to that person. A bad name or address throws the API's 422 error.
 */
export async function createAdministrator(api: Api, input: { name: string; email: string }) {
  const fields = parseValue(administratorInput, input);
  const { user, token } = await api.store.transaction(async () => {
    const user = await newAccount(api, { ...fields, role: 'admin' });
    return { user, token: await issuePasswordLink(api, user, invitationHours * 60) };
  });
  await api.store.commit?.();
  return { user: publicUser(user), link: appLink(api, `reset-password?token=${token}`) };
}

/** A setup link that is kept and in time, while the company has no administrator. */
async function liveSetupLink(api: Api, token: string) {
  const link = await api.store.documents.get<SetupLink>('setup-links', await linkKey(token));
  if (!link || Date.parse(link.expiresAt) <= api.now().getTime() || (await hasAdministrator(api)))
    throw notFound('Setup link');
  return link;
}

export function setupHandlers(api: Api) {
  return [
    // Whether a setup link still works (the page shows its form, or says the link is spent).
    route(api, 'get', '/api/v1/setup', async ({ url }) => {
      const token = url.searchParams.get('token') ?? '';
      if (token.length < 20 || token.length > 200) throw notFound('Setup link');
      await liveSetupLink(api, token);
      return { pending: true };
    }),
    route(
      api,
      'post',
      '/api/v1/setup',
      async ({ request }) => {
        const input = await parseBody(request, setupInput);
        await liveSetupLink(api, input.token);
        if (await isCommonPassword(input.password))
          throw validation({ password: 'common_password' }, 'This password is one of the most used: choose another');
        const passwordHash = await api.passwords.hash(input.password);
        const user = await newAccount(api, { name: input.name, email: input.email, role: 'admin' }, passwordHash);
        // Once: the first setup claims the company, last, so nothing refused burns the claim. Its
        // counter row is locked until the transaction ends: a setup beside it on another server
        // waits, then finds it taken, and all of its writes are taken back.
        if ((await api.store.next('company-setup')) !== 1) throw notFound('Setup link');
        const company = companyProfile.parse(input.company);
        await api.store.documents.put<CompanyProfile>('company', 'profile', company);
        await audit(api, request, user, {
          action: 'company.set_up',
          recordType: 'company',
          recordId: 'profile',
          recordLabel: company.name,
          changes: auditChanges(null, company, Object.keys(company) as (keyof CompanyProfile & string)[]),
        });
        await api.store.documents.put('setup-links', await linkKey(input.token), undefined);
        return { user: publicUser(user), accessToken: await startSession(api, request, user), tokenType: 'bearer' };
      },
      { write: true },
    ),
  ];
}
