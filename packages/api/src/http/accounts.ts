/**
 * Staff accounts as the administrator makes them: a new account with no password anyone knows,
 * and the invitation whose link (valid 72 hours, single use) sets it. Used by the setup's command
 * (`users create-admin`), the Staff accounts page and the approval of an access request.
 */
import {
  companyProfile,
  officeRoles,
  staffAccount,
  type CompanyProfile,
  type Invitation,
  type Role,
  type StaffAccount,
} from '@courier/domain';
import type { UserRecord } from '@courier/store';
import type { Api } from './api';
import { validation } from './errors';
import { appLink, issuePasswordLink, randomToken } from './passwordLinks';

/** How long an invitation (a new account's link to set its password) works. */
export const invitationHours = 72;

/** The name the company signs its mails and pages with: its profile's, or the product's until it has one. */
/** The company's profile as kept (its setup, its administrator's changes); the product's own name before setup. */
export async function companyOf(api: Api): Promise<CompanyProfile> {
  const kept = companyProfile.safeParse(await api.store.documents.get('company', 'profile'));
  return kept.success ? kept.data : { name: 'Courier Express', address: '', phone: '' };
}

export const companyName = async (api: Api): Promise<string> => (await companyOf(api)).name;

export interface NewAccount {
  name: string;
  email: string;
  role: Role;
  officeId?: string | null;
  driverId?: string | null;
  phone?: string | null;
}

/**
 * A new account (call it in a transaction), with `passwordHash`, or an unknown password (a hash
 * of a random secret) until its link sets one. An address already taken is refused by field.
 */
export async function newAccount(api: Api, fields: NewAccount, passwordHash?: string): Promise<UserRecord> {
  const email = fields.email.trim().toLowerCase();
  if ((await api.store.table('users').all([{ field: 'email', in: [email] }])).length)
    throw validation({ email: 'taken' }, 'An account with this e-mail address exists already');
  const user: UserRecord = {
    id: await api.store.nextId('usr'),
    name: fields.name.trim(),
    email,
    avatar: null,
    status: 'online',
    role: fields.role,
    officeId: fields.officeId ?? null,
    driverId: fields.driverId ?? null,
    phone: fields.phone ?? null,
    passwordHash: passwordHash ?? (await api.passwords.hash(randomToken())),
    active: true,
  };
  return api.store.table('users').insert(user);
}

/** An account as the administrator sees it. */
export const asAccount = (user: UserRecord): StaffAccount =>
  staffAccount.parse({ ...user, active: user.active !== false, phone: user.phone ?? null });

/**
 * The rules of an account's place, checked against the store: a clerk or a driver works at an
 * office that exists; a driver's record exists and is nobody else's; other roles keep no driver.
 */
export async function checkPlace(api: Api, account: Omit<NewAccount, 'name' | 'email'>, id?: string) {
  const { role, officeId = null, driverId = null } = account;
  if (officeRoles.includes(role) && !officeId)
    throw validation({ officeId: 'required' }, 'A clerk or a driver works at an office: choose one');
  if (officeId && !(await api.store.table('offices').get(officeId)))
    throw validation({ officeId: 'not_found' }, 'This office does not exist');
  if (driverId && role !== 'driver')
    throw validation({ driverId: 'driver_only' }, 'Only a driver’s account names a driver record');
  if (driverId) {
    if (!(await api.store.table('drivers').get(driverId)))
      throw validation({ driverId: 'not_found' }, 'This driver record does not exist');
    const holders = await api.store.table('users').all([{ field: 'driverId', in: [driverId] }]);
    if (holders.some((user) => user.id !== id))
      throw validation({ driverId: 'taken' }, 'Another account names this driver record already');
  }
}

/**
 * A new invitation for `user` (call it in the write's transaction): its link is kept, and mailed
 * once the write is kept (`later`). A host with no mail gives the link back instead.
 */
export async function invite(
  api: Api,
  user: UserRecord,
  later: (job: () => Promise<void>) => void,
): Promise<Invitation> {
  const token = await issuePasswordLink(api, user, invitationHours * 60);
  const link = appLink(api, `reset-password?token=${token}`);
  const expiresAt = new Date(api.now().getTime() + invitationHours * 3_600_000).toISOString();
  const mail = api.options.mail;
  if (!mail) return { mailed: false, link, expiresAt };
  const company = await companyName(api);
  later(() =>
    mail({
      to: user.email,
      subject: `${company}: your staff account / personel hesabınız`,
      text: [
        `Hello ${user.name},`,
        '',
        `An account at ${company} has been opened for you (${user.email}).`,
        `To choose your password, open this link within ${invitationHours} hours (it works once):`,
        link,
        '',
        `Merhaba ${user.name},`,
        '',
        `${company} içinde sizin için bir hesap açıldı (${user.email}).`,
        `Parolanızı seçmek için bu bağlantıyı ${invitationHours} saat içinde açın (bir kez çalışır):`,
        link,
      ].join('\n'),
    }),
  );
  return { mailed: true, link: null, expiresAt };
}
