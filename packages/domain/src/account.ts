/**
 * A person's own account ("My account"): what he changes of his profile himself, and his open
 * sessions (each sign-in, on a device, until it is signed out or ends).
 */
import { z } from 'zod';
import { isoDateTime } from './common';
import { staffPhone } from './core';

/** The languages a person may choose for the app (and that it opens in after his sign-in). */
export const userLanguages = ['en', 'tr'] as const;
export type UserLanguage = (typeof userLanguages)[number];

/** `PATCH api/v1/me`: his name, work phone and language; the rest of an account is the administrator's. */
export const profileInput = z
  .object({
    name: z.string().trim().min(2).max(120),
    phone: staffPhone,
    language: z.enum(userLanguages).nullable(),
  })
  .partial()
  .strict();
export type ProfileInput = z.input<typeof profileInput>;

/** One's own account as "My account" shows it. */
export const profile = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  officeId: z.string().nullable(),
  phone: z.string().nullable(),
  language: z.enum(userLanguages).nullable(),
  /** His picture as image data (PUT api/v1/me/avatar), or a path on this site; null: his initials. */
  avatar: z.string().nullable(),
});
export type Profile = z.infer<typeof profile>;

/** An open session: the device and address it signed in from, and when it was last seen. */
export const userSession = z.object({
  id: z.string(),
  /** The browser and system, as its user agent names them ("Chrome 131 on Windows"); "" when it names none. */
  device: z.string(),
  address: z.string().nullable(),
  signedInAt: isoDateTime,
  lastSeenAt: isoDateTime,
  /** The session of the call that asked. */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSession>;
