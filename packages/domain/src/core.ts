/** Entities of the core specification: the shell's data. */
import { z } from 'zod';
import { avatar, email, isoDateTime, normalisePhone, phone } from './common';
import { roles, type Role } from './roles';

export const userStatuses = ['online', 'away', 'busy', 'not-visible'] as const;
export type UserStatus = (typeof userStatuses)[number];

export const user = z.object({
  id: z.string(),
  name: z.string().min(1).max(120),
  email,
  avatar: avatar.nullable(),
  status: z.enum(userStatuses),
  role: z.enum(roles),
  /** The office a clerk or driver works at; null for roles that span the network. */
  officeId: z.string().nullable(),
  /** The driver record of a user with the driver role. */
  driverId: z.string().nullable(),
  /** The language he chose for the app (My account); none: the browser's. */
  language: z.enum(['en', 'tr']).nullable().optional(),
});
export type User = z.infer<typeof user>;

/** A colleague as the staff directory shows him: who scanned, who is on duty (no email, no status). */
export const staffMember = user.pick({
  id: true,
  name: true,
  role: true,
  officeId: true,
  driverId: true,
  avatar: true,
});
export type StaffMember = z.infer<typeof staffMember>;
/**
 * A staff account as the administrator sees it: who may sign in. A disabled account signs in no
 * more, and its open sessions end at once.
 */
export const staffAccount = user
  .omit({ status: true })
  .extend({ active: z.boolean(), phone: phone.nullable().default(null) });
export type StaffAccount = z.infer<typeof staffAccount>;

/** The roles whose work is at one office: their account names it. */
export const officeRoles: readonly Role[] = ['clerk', 'driver'];
/** A phone as typed (normalised to E.164 when it can be), or none when left empty. */
export const staffPhone = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() ? normalisePhone(value) : null) : value),
  phone.nullable(),
);
const staffFields = {
  name: z.string().trim().min(2).max(120),
  email,
  role: z.enum(roles),
  officeId: z.string().min(1).max(40).nullable(),
  /** A driver's account may name his record among the drivers (his trips, his scans). */
  driverId: z.string().min(1).max(40).nullable(),
  phone: staffPhone,
};
/**
 * A new staff account, made by an administrator (`POST api/v1/users`): an invitation to set a
 * password is mailed to it. A clerk or a driver needs an office (checked with the office itself).
 */
export const staffAccountInput = z
  .object({
    ...staffFields,
    officeId: staffFields.officeId.default(null),
    driverId: staffFields.driverId.default(null),
    phone: staffFields.phone.default(null),
  })
  .strict();
export type StaffAccountInput = z.input<typeof staffAccountInput>;
/** A change to an account (`PATCH api/v1/users/{id}`): any of its fields, and whether it may sign in. */
export const staffAccountPatch = z
  .object({ ...staffFields, active: z.boolean() })
  .omit({ email: true })
  .partial()
  .strict();
export type StaffAccountPatch = z.input<typeof staffAccountPatch>;

/**
 * A new account's invitation (or a new password link) as the administrator is told of it: mailed,
 * or, where the host cannot mail (the static demo), the link itself for him to hand over.
 */
export const invitation = z.object({ mailed: z.boolean(), link: z.string().nullable(), expiresAt: isoDateTime });
export type Invitation = z.infer<typeof invitation>;
/** The answer to a new account or a new password link: the account and its invitation. */
export const invitedAccount = z.object({ account: staffAccount, invitation });
export type InvitedAccount = z.infer<typeof invitedAccount>;

/** The user may change their name, avatar and status; role and email are the administrator's. */
export const userPatch = user.pick({ name: true, avatar: true, status: true }).partial().strict();

/** Messages and notifications share one shape; title and description are HTML. */
export const feedItem = z.object({
  id: z.string(),
  read: z.boolean(),
  title: z.string().max(500),
  description: z.string().max(5000),
  icon: z.string().max(200).nullable(),
  image: z.string().max(2000).nullable(),
  time: isoDateTime,
  link: z.string().max(2000).nullable(),
  /** true: an in-app route; false: a plain link that loads the page. */
  useRouter: z.boolean(),
});
export type FeedItem = z.infer<typeof feedItem>;
export const feedItemInput = feedItem
  .omit({ id: true })
  .partial({ read: true, icon: true, image: true, link: true, useRouter: true, time: true });
export type FeedItemInput = z.infer<typeof feedItemInput>;

export const shortcut = z.object({
  id: z.string(),
  label: z.string().trim().min(1).max(60),
  description: z.string().trim().max(160).nullable(),
  icon: z.string().trim().min(1).max(80),
  link: z.string().trim().min(1).max(400),
  useRouter: z.boolean(),
});
export type Shortcut = z.infer<typeof shortcut>;
export const shortcutInput = shortcut
  .omit({ id: true })
  .extend({ description: z.string().trim().max(160).nullable().optional() });
export type ShortcutInput = z.infer<typeof shortcutInput>;

// Chat (the shell's quick chat): one to one between colleagues, one conversation shared by both.
/** A message holds at most `messageLength` characters; a page of history is `pageSize` messages; one sends at most `perMinute` a minute to a conversation. */
export const chatLimits = { messageLength: 2000, pageSize: 50, perMinute: 30 } as const;
export const chatContactDetails = z.object({
  emails: z.array(z.object({ email: z.string(), label: z.string() })),
  phoneNumbers: z.array(z.object({ country: z.string(), phoneNumber: z.string(), label: z.string() })),
  title: z.string().nullable(),
  company: z.string().nullable(),
  birthday: z.string().nullable(),
  address: z.string().nullable(),
});
export const chatContact = z.object({
  id: z.string(),
  avatar: z.string().nullable(),
  name: z.string(),
  about: z.string(),
  details: chatContactDetails,
  attachments: z.object({ media: z.array(z.string()), docs: z.array(z.string()), links: z.array(z.string()) }),
});
export type ChatContact = z.infer<typeof chatContact>;
export const chatMessage = z.object({
  id: z.string(),
  chatId: z.string(),
  contactId: z.string(),
  value: z.string().max(chatLimits.messageLength),
  createdAt: isoDateTime,
  isMine: z.boolean(),
  /** On one's own messages: whether the colleague has read it (opened the conversation since). */
  seen: z.boolean().optional(),
});
export type ChatMessage = z.infer<typeof chatMessage>;
export const chat = z.object({
  id: z.string(),
  contactId: z.string(),
  contact: chatContact.omit({ details: true, attachments: true }).optional(),
  unreadCount: z.number().int().min(0),
  muted: z.boolean(),
  lastMessage: z.string(),
  lastMessageAt: isoDateTime,
  /** The newest page of messages (`chatLimits.pageSize`), oldest first. */
  messages: z.array(chatMessage),
  /** Whether older messages are kept than those given (read them with `before`). */
  earlier: z.boolean().optional(),
});
export type Chat = z.infer<typeof chat>;
export const chatProfile = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  about: z.string(),
});
export type ChatProfile = z.infer<typeof chatProfile>;

// Search
/**
 * The record groups the top bar's search answers besides the spec's three (contacts, pages,
 * tasks), in the order they are shown.
 */
export const searchRecordGroups = ['parcels', 'complaints', 'offices', 'drivers', 'trucks', 'trips'] as const;
export type SearchRecordGroup = (typeof searchRecordGroups)[number];
/** A record found: its title, a subtitle that tells it from its like (names, route, city), and its status code where it has one. */
export const searchRecordResult = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  status: z.string().nullable(),
  link: z.string(),
});
export type SearchRecordResult = z.infer<typeof searchRecordResult>;
export const searchResultSet = z.discriminatedUnion('id', [
  z.object({
    id: z.literal('contacts'),
    label: z.string(),
    results: z.array(
      z.object({
        id: z.string(),
        avatar: z.string().nullable(),
        name: z.string(),
        link: z.string(),
        subtitle: z.string().optional(),
      }),
    ),
  }),
  z.object({
    id: z.literal('pages'),
    label: z.string(),
    results: z.array(
      z.object({ id: z.string(), title: z.string(), link: z.string(), subtitle: z.string().optional() }),
    ),
  }),
  ...searchRecordGroups.map((id) =>
    z.object({ id: z.literal(id), label: z.string(), results: z.array(searchRecordResult) }),
  ),
  z.object({
    id: z.literal('tasks'),
    label: z.string(),
    results: z.array(z.object({ id: z.string(), title: z.string(), completed: z.boolean(), link: z.string() })),
  }),
]);
export type SearchResultSet = z.infer<typeof searchResultSet>;
export const searchMinLength = 2;

// Navigation
export interface NavigationItem {
  id: string;
  title: string;
  /** i18n key of the title. */
  translation?: string;
  type: 'basic' | 'group' | 'collapsable' | 'divider';
  icon?: string;
  link?: string;
  badge?: { title: string; tone: 'primary' | 'warn' | 'info' | 'success' | 'caution' };
  children?: NavigationItem[];
}
export const navigationVariants = ['default', 'compact', 'futuristic', 'horizontal'] as const;
export type NavigationVariant = (typeof navigationVariants)[number];
export type Navigation = Record<NavigationVariant, NavigationItem[]>;

// Auth
export const credentials = z.object({ email: z.string().trim().min(1).max(254), password: z.string().min(1).max(200) });
export type Credentials = z.infer<typeof credentials>;
export const authResponse = z.object({ user, accessToken: z.string(), tokenType: z.literal('bearer') });
export type AuthResponse = z.infer<typeof authResponse>;
/**
 * A new password: 10 characters or more (NIST SP 800-63B asks 8 at least; staff accounts open a
 * company's data). The API also refuses the commonest passwords (`common_password`).
 */
export const passwordMinLength = 10;
export const newPassword = z.string().min(passwordMinLength).max(200);
export const signUpInput = z.object({
  name: z.string().trim().min(2).max(120),
  email,
  /** Accepted as the spec's call has it, and never kept: the invitation's link sets the password. */
  password: newPassword.optional(),
  company: z.string().trim().max(160).optional(),
  agreements: z.literal(true),
});
export const forgotPasswordInput = z.object({ email });
/**
 * What sign-up files: a person asking for a staff account. An administrator approves it (choosing
 * the role and the office, which mails the invitation) or declines it; the person is told by mail.
 * The password typed at sign-up is not kept: the invitation's link sets it.
 */
export const accessRequest = z.object({
  id: z.string(),
  name: z.string(),
  email,
  company: z.string(),
  requestedAt: isoDateTime,
});
export type AccessRequest = z.infer<typeof accessRequest>;
/** An administrator's answer to an access request: an approval names the account's role (and office). */
export const accessDecision = z
  .object({
    decision: z.enum(['approve', 'decline']),
    role: z.enum(roles).optional(),
    officeId: z.string().min(1).max(40).nullable().default(null),
  })
  .strict()
  .refine((v) => v.decision === 'decline' || v.role !== undefined, { path: ['role'], error: 'required' });
export type AccessDecision = z.input<typeof accessDecision>;
/** The company as it signs its labels, pages and mails. */
export const companyProfile = z.object({
  name: z.string().trim().min(2).max(160),
  address: z.string().trim().max(300).default(''),
  phone: z.string().trim().max(40).default(''),
});
export type CompanyProfile = z.infer<typeof companyProfile>;
/**
 * The company as GET api/v1/company answers it: its profile and where its logo is served
 * (`/api/v1/company/logo?v=…`, a new address for each new logo), or null without one.
 */
export const company = companyProfile.extend({ logo: z.string().nullable() });
export type Company = z.infer<typeof company>;
/** A new company's first step (the setup link): its profile and its first administrator. */
export const setupInput = z.object({
  token: z.string().min(20).max(200),
  company: companyProfile,
  name: z.string().trim().min(2).max(120),
  email,
  password: newPassword,
});
export type SetupInput = z.infer<typeof setupInput>;
/** An administrator made by the server's command (`users create-admin`): a set-password link follows. */
export const administratorInput = z.object({ name: z.string().trim().min(2).max(120), email });
export const resetPasswordInput = z.object({ password: newPassword, token: z.string().min(20).max(200) });
/** A signed-in user's new password: the current one, and a new one (10 characters or more) that differs from it. */
export const changePasswordInput = z
  .object({ currentPassword: z.string().min(1).max(200), newPassword })
  .refine((v) => v.newPassword !== v.currentPassword, { path: ['newPassword'], error: 'same_password' });
