/**
 * What a shipping label prints, from the parcel as its reader sees it: one content for the label
 * the app prints in the browser (@courier/ui's LabelSheet) and for the labels the API answers as
 * PDF and ZPL, so that the three never say different things.
 */
import { z } from 'zod';
import type { Office } from './network';
import type { Service } from './parcel';
import type { ParcelView } from './parcelView';

/** A mark beside the facts: cash to collect, the receiver paying, or fragile contents. */
export type LabelFlag =
  /** `amount` is null where the reader's role does not see it: the label says only the payment. */
  { kind: 'cod'; amount: number | null } | { kind: 'receiver_pays'; amount: number | null } | { kind: 'fragile' };

export interface LabelContent {
  trackingNumber: string;
  service: Service;
  /** The sorting codes of the origin and destination offices (null for an office not found). */
  sortFrom: string | null;
  sortTo: string | null;
  receiver: {
    name: string;
    street: string;
    district: string;
    postalCode: string;
    city: string;
    phone: string;
  };
  sender: { name: string; phone: string; address: string };
  /** What the parcel weighs (issue 64, item 15: the weight printed is the actual weight). */
  weightKg: number;
  /** The weight it is charged by (its volume's), only where that is more than its weight; null otherwise. */
  chargeableWeightKg: number | null;
  pieces: number;
  /** The day it was booked, `YYYY-MM-DD`. */
  bookedOn: string;
  reference: string | null;
  flags: LabelFlag[];
  /** The app's public tracking page of the parcel, for the QR code (a path: the host adds its address). */
  trackingPath: string;
}

/** The app's public tracking page of a tracking number (the home page's tracking box, filled in). */
export const publicTrackingPath = (trackingNumber: string) => `/home?number=${encodeURIComponent(trackingNumber)}`;

type LabelParcel = Pick<
  ParcelView,
  | 'trackingNumber'
  | 'service'
  | 'originOfficeId'
  | 'destinationOfficeId'
  | 'receiver'
  | 'sender'
  | 'weightKg'
  | 'chargeableWeightKg'
  | 'pieces'
  | 'createdAt'
  | 'reference'
  | 'paymentMode'
  | 'codAmount'
  | 'price'
  | 'fragile'
>;

/** The label of a parcel, its offices looked up among `offices` (by id). */
export function labelContent(p: LabelParcel, offices: readonly Pick<Office, 'id' | 'code'>[]): LabelContent {
  const code = (id: string) => offices.find((o) => o.id === id)?.code ?? null;
  const flags: LabelFlag[] = [];
  if (p.paymentMode === 'cod') flags.push({ kind: 'cod', amount: p.codAmount });
  if (p.paymentMode === 'receiver_pays') flags.push({ kind: 'receiver_pays', amount: p.price?.total ?? null });
  if (p.fragile) flags.push({ kind: 'fragile' });
  const from = p.sender.address;
  return {
    trackingNumber: p.trackingNumber,
    service: p.service,
    sortFrom: code(p.originOfficeId),
    sortTo: code(p.destinationOfficeId),
    receiver: {
      name: p.receiver.name,
      street: p.receiver.address.line1,
      district: p.receiver.address.district,
      postalCode: p.receiver.address.postalCode,
      city: p.receiver.address.city,
      phone: p.receiver.phone,
    },
    sender: {
      name: p.sender.name,
      phone: p.sender.phone,
      address: `${from.line1}, ${from.district}, ${from.postalCode} ${from.city}`,
    },
    weightKg: p.weightKg,
    chargeableWeightKg: p.chargeableWeightKg > p.weightKg ? p.chargeableWeightKg : null,
    pieces: p.pieces,
    bookedOn: p.createdAt.slice(0, 10),
    reference: p.reference ? p.reference : null,
    flags,
    trackingPath: publicTrackingPath(p.trackingNumber),
  };
}

/** The languages a label prints in. */
export const labelLanguages = ['en', 'tr'] as const;
export type LabelLanguage = (typeof labelLanguages)[number];

/**
 * The words of a label that is not printed by the app (the API's PDF and ZPL), the same as the
 * app's (@courier/ui's `labels.*` and `parcel.service.*`, checked by label.test.ts); `{{…}}` as there.
 */
export const labelWords = {
  en: {
    to: 'To',
    from: 'From',
    weight: 'Weight',
    chargeable: 'chargeable {{weight}}',
    pieces: 'Pieces',
    booked: 'Booked',
    reference: 'Ref.',
    cod: 'COD {{amount}}',
    codNoAmount: 'Cash on delivery',
    receiverPays: 'Receiver pays {{amount}}',
    receiverPaysNoAmount: 'Receiver pays',
    fragile: 'Fragile',
    service: { economy: 'Economy', standard: 'Standard', express: 'Express', same_day: 'Same day' },
  },
  tr: {
    to: 'Alıcı',
    from: 'Gönderen',
    weight: 'Ağırlık',
    chargeable: 'ücrete esas {{weight}}',
    pieces: 'Parça',
    booked: 'Tarih',
    reference: 'Ref.',
    cod: 'Kapıda ödeme {{amount}}',
    codNoAmount: 'Kapıda ödeme',
    receiverPays: 'Alıcı öder {{amount}}',
    receiverPaysNoAmount: 'Alıcı öder',
    fragile: 'Kırılacak',
    service: { economy: 'Ekonomik', standard: 'Standart', express: 'Ekspres', same_day: 'Aynı gün' },
  },
} as const satisfies Record<LabelLanguage, Record<string, unknown>>;

/** What a label is answered as: a PDF of A6 pages, or ZPL for a 4×6 in thermal printer. */
export const labelFormats = ['pdf', 'zpl'] as const;
export type LabelFormat = (typeof labelFormats)[number];

/** At most so many labels in one call. */
export const maxLabelsPerCall = 100;

const labelOptions = {
  format: z.enum(labelFormats).default('pdf').describe('`pdf` (A6 pages, the default) or `zpl` (4×6 in at 203 dpi)'),
  lang: z.enum(labelLanguages).default('tr').describe('The language of the label’s words (Turkish by default)'),
};

/** `GET api/v1/parcels/{id}/label?format=&lang=`. */
export const labelQuery = z.object(labelOptions);

/** `POST api/v1/labels`: the labels of many parcels in one document, a page (or a ZPL format) each, in the order given. */
export const labelBatch = z.object({
  ids: z
    .array(z.string().min(1).max(64))
    .min(1)
    .max(maxLabelsPerCall)
    .describe(`The parcels’ ids, 1 to ${maxLabelsPerCall}; one given twice is printed once`),
  ...labelOptions,
});
export type LabelBatch = z.infer<typeof labelBatch>;
