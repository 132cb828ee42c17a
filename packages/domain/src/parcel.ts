import { z } from 'zod';
import { address, email, entityBase, isoDate, isoDateTime, phone, roundMoney } from './common';
import { importRequest, type ImportRejection, type ImportRequest } from './imports';

export const services = ['economy', 'standard', 'express', 'same_day'] as const;
export type Service = (typeof services)[number];
export const paymentModes = ['prepaid', 'cod', 'receiver_pays'] as const;
export type PaymentMode = (typeof paymentModes)[number];
export const codStatuses = ['none', 'pending', 'collected', 'remitted'] as const;
export type CodStatus = (typeof codStatuses)[number];

export const parcelStatuses = [
  'created',
  'at_office',
  'loaded',
  'in_transit',
  'out_for_delivery',
  'delivered',
  'delivery_failed',
  'returning',
  'returned',
  'on_hold',
  'cancelled',
  'lost',
] as const;
export type ParcelStatus = (typeof parcelStatuses)[number];
export const finalStatuses: readonly ParcelStatus[] = ['delivered', 'returned', 'cancelled', 'lost'];
export const isFinalStatus = (status: ParcelStatus) => finalStatuses.includes(status);

export const failureReasons = [
  'recipient_absent',
  'wrong_address',
  'refused',
  'premises_closed',
  'cod_not_ready',
  'other',
] as const;
export type FailureReason = (typeof failureReasons)[number];
export const holdReasons = [
  'address_check',
  'damaged',
  'awaiting_payment',
  'customer_request',
  'inspection',
  'other',
] as const;
export type HoldReason = (typeof holdReasons)[number];

export const limits = {
  pieces: { min: 1, max: 20 },
  weightKg: { min: 0.01, max: 70 },
  dimensionCm: { min: 1, max: 150 },
  declaredValue: { min: 0, max: 100_000 },
  codAmount: { max: 50_000 },
  /** Failed delivery attempts after which the parcel can only go back. */
  maxAttempts: 3,
} as const;

export const party = z.object({
  name: z.string().trim().min(2).max(120),
  phone,
  email: email.optional(),
  address,
});
export type Party = z.infer<typeof party>;

export const dimensions = z.object({
  length: z.number().min(limits.dimensionCm.min).max(limits.dimensionCm.max),
  width: z.number().min(limits.dimensionCm.min).max(limits.dimensionCm.max),
  height: z.number().min(limits.dimensionCm.min).max(limits.dimensionCm.max),
});
export type Dimensions = z.infer<typeof dimensions>;

/** Days from booking to the promised delivery, by service. */
export const serviceDays: Record<Service, number> = { economy: 5, standard: 2, express: 1, same_day: 0 };
/** The promised date (Türkiye's calendar day, UTC+3) of a parcel booked at `bookedAt`. */
export const promisedDateFor = (service: Service, bookedAt: Date) =>
  new Date(bookedAt.getTime() + 3 * 3_600_000 + serviceDays[service] * 86_400_000).toISOString().slice(0, 10);

/** L x W x H / 5000, in kg, to two decimals. */
export const volumetricWeightKg = (d: Dimensions) => roundMoney((d.length * d.width * d.height) / 5000);
/** The weight a parcel is charged by: the larger of its actual and volumetric weight. */
export const chargeableWeightKg = (weightKg: number, d: Dimensions) => Math.max(weightKg, volumetricWeightKg(d));

const parcelFields = {
  customerId: z.string().min(1),
  reference: z.string().trim().max(60).optional(),
  sender: party,
  receiver: party,
  originOfficeId: z.string().min(1),
  destinationOfficeId: z.string().min(1),
  service: z.enum(services),
  promisedDate: isoDate.optional(),
  pieces: z.number().int().min(limits.pieces.min).max(limits.pieces.max),
  weightKg: z.number().min(limits.weightKg.min).max(limits.weightKg.max),
  dimensionsCm: dimensions,
  contents: z.string().trim().min(2).max(200),
  fragile: z.boolean(),
  declaredValue: z.number().min(limits.declaredValue.min).max(limits.declaredValue.max),
  paymentMode: z.enum(paymentModes),
  codAmount: z.number().min(0).max(limits.codAmount.max),
};

type CodFields = { paymentMode: PaymentMode; codAmount: number };
/** COD amount only with cash on delivery, and then above 0 (DOMAIN.md). */
function checkCod(value: CodFields, ctx: z.RefinementCtx) {
  if (value.paymentMode === 'cod' && !(value.codAmount > 0)) {
    ctx.addIssue({
      code: 'custom',
      path: ['codAmount'],
      message: 'A COD amount above 0 is needed',
      params: { code: 'cod_required' },
    });
  }
  if (value.paymentMode !== 'cod' && value.codAmount !== 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['codAmount'],
      message: 'Only cash-on-delivery parcels carry a COD amount',
      params: { code: 'cod_not_allowed' },
    });
  }
}

/** What the counter books. The server adds tracking number, price, status and the rest. */
export const parcelInput = z.object(parcelFields).superRefine(checkCod);
export type ParcelInput = z.infer<typeof parcelInput>;

/**
 * An import of bookings (a customer's CSV): the rows, each checked as a booking, and whether the
 * valid ones are booked when some are not (`valid`) or nothing is unless every row is (`all`).
 */
export const parcelImport = importRequest;
export type ParcelImport = ImportRequest;
export interface ImportResult {
  booked: { row: number; id: string; trackingNumber: string }[];
  rejected: ImportRejection[];
}

/** A partial edit; the COD rule is checked again on the merged parcel. */
export const parcelPatch = z.object(parcelFields).partial().strict();
export type ParcelPatch = z.infer<typeof parcelPatch>;

export const priceBreakdown = z.object({
  base: z.number(),
  weight: z.number(),
  cod: z.number(),
  insurance: z.number(),
  vat: z.number(),
  total: z.number(),
});
export type PriceBreakdown = z.infer<typeof priceBreakdown>;

export const proofOfDelivery = z.object({
  receivedBy: z.string().trim().min(2).max(120),
  relation: z.enum(['self', 'family', 'neighbour', 'colleague', 'concierge', 'other']),
  /** A PNG data URL of the signature drawn on the device. */
  signature: z
    .string()
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/=]+$/, { error: 'signature' })
    .max(200_000),
  at: isoDateTime,
});
export type ProofOfDelivery = z.infer<typeof proofOfDelivery>;

/** A note on a parcel by staff (support adds them while handling a complaint). */
export const parcelNote = z.object({
  id: z.string(),
  userId: z.string(),
  at: isoDateTime,
  text: z.string().trim().min(1).max(1000),
});
export type ParcelNote = z.infer<typeof parcelNote>;

export const parcel = entityBase.extend({
  ...parcelFields,
  trackingNumber: z.string(),
  promisedDate: isoDate,
  volumetricWeightKg: z.number(),
  chargeableWeightKg: z.number(),
  codStatus: z.enum(codStatuses),
  price: priceBreakdown,
  status: z.enum(parcelStatuses),
  /** Failed delivery attempts. */
  attempts: z.number().int().min(0),
  lastFailureReason: z.enum(failureReasons).nullable(),
  /** Set when the parcel goes back to its sender; its destination is then its origin office. */
  isReturn: z.boolean(),
  currentOfficeId: z.string().nullable(),
  tripId: z.string().nullable(),
  driverId: z.string().nullable(),
  deliveredAt: isoDateTime.nullable(),
  pod: proofOfDelivery.nullable(),
  notes: z.array(parcelNote),
});
export type Parcel = z.infer<typeof parcel>;
