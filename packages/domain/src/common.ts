import { z } from 'zod';

/** An ISO 8601 date-time with offset or Z, as the API sends it. */
export const isoDateTime = z.iso.datetime({ offset: true });
/** An ISO calendar date, YYYY-MM-DD. */
export const isoDate = z.iso.date();

export const entityBase = z.object({
  id: z.string().min(1),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type EntityBase = z.infer<typeof entityBase>;

export const geoPoint = z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) });
export type GeoPoint = z.infer<typeof geoPoint>;

const toRad = (d: number) => (d * Math.PI) / 180;
/** The great-circle distance between two points in km: no road between them is shorter. */
export function distanceKm(a: GeoPoint, b: GeoPoint) {
  const h =
    Math.sin(toRad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(toRad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Turkish postal codes: 5 digits. */
export const postalCode = z.string().regex(/^\d{5}$/, { error: 'postal_code' });

export const address = z.object({
  line1: z.string().trim().min(1).max(200),
  district: z.string().trim().min(1).max(80),
  city: z.string().trim().min(1).max(80),
  postalCode,
});
export type Address = z.infer<typeof address>;

/** E.164, e.g. +905321234567. */
export const phone = z.string().regex(/^\+[1-9]\d{7,14}$/, { error: 'phone' });

/**
 * A phone number as people write it, in E.164: spaces, dashes, dots and brackets go; `00` is
 * the international prefix; a Turkish number written the local way (0532 123 45 67, or the ten
 * digits 532 123 45 67) gets +90. Anything else comes back trimmed, for `phone` to judge.
 */
export function normalisePhone(text: string): string {
  const trimmed = text.trim();
  const compact = trimmed.replace(/[\s().-]/g, '');
  if (!/^(\+|00)?\d+$/.test(compact)) return trimmed;
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  if (/^0[2-5]\d{9}$/.test(compact)) return `+90${compact.slice(1)}`;
  if (/^[2-5]\d{9}$/.test(compact)) return `+90${compact}`;
  return trimmed;
}
/**
 * Whether typed text is a phone number rather than a name: digits and the separators people write
 * numbers with, at least three digits (a search reads such text as a phone too).
 */
export const looksLikePhone = (text: string) =>
  /^[+\d\s().-]+$/.test(text.trim()) && text.replace(/\D/g, '').length >= 3;
export const email = z.email().max(254);

/** The largest avatar kept as image data: 256 KiB of image (its base64 text is a third longer). */
export const avatarMaxBytes = 256 * 1024;
/** The largest company logo: 512 KiB of image. */
export const logoMaxBytes = 512 * 1024;
/**
 * What a person's picture and the company's logo are uploaded as: PNG, JPEG or WebP, told by
 * their bytes. Never SVG: it is markup, and a logo goes on labels, pages and the public site.
 */
export const uploadImageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type UploadImageType = (typeof uploadImageTypes)[number];
const imageData = /^data:image\/(?:png|jpeg|webp|gif);base64,[A-Za-z0-9+/]+={0,2}$/;
const sitePath = /^\/(?![/\\])(?!.*\.\.)[\w\-./]{1,200}$/;
/**
 * A person's picture: a PNG, JPEG, WebP or GIF as a `data:` URL of at most 256 KiB, or a path on
 * this site (`/images/avatars/3.svg`). Never another site's address (it would learn who looks at
 * the page, and the page's policy would refuse it anyway) and never markup as data (`data:image/svg+xml`).
 */
export const avatar = z
  .string()
  .refine((value) => value.length <= Math.ceil((avatarMaxBytes * 4) / 3) + 32, {
    params: { code: 'avatar_too_large' },
    abort: true,
  })
  .refine((value) => imageData.test(value) || sitePath.test(value), { params: { code: 'avatar' } });

/** Money in TRY with at most two decimals. */
export const money = z.number().nonnegative().multipleOf(0.01);

/** Rounds to cents, away from the float noise of sums. */
export const roundMoney = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;
