/**
 * A parcel as a member of staff reads it: its money (price, COD amount, declared value) follows
 * the role table's `moneySight`, and what a reader may not see is null, in every answer.
 */
import { z } from 'zod';
import { parcel, priceBreakdown, type Parcel } from './parcel';
import { moneySight, type Role } from './roles';

const hidden = 'null where the reader’s role does not see the money of this parcel (docs/security.md)';
export const parcelView = parcel.extend({
  price: priceBreakdown.nullable().describe(`The price; ${hidden}`),
  codAmount: z.number().nullable().describe(`The cash to collect on delivery; ${hidden}`),
  declaredValue: z.number().nullable().describe(`The declared value; ${hidden}`),
});
export type ParcelView = z.infer<typeof parcelView>;

/** Who reads: a role, and the office or driver account that role works for. */
export interface ParcelReader {
  role: Role;
  officeId: string | null;
  driverId: string | null;
}

export interface MoneyShown {
  price: boolean;
  codAmount: boolean;
  declaredValue: boolean;
}

/**
 * Which of a parcel's money fields `reader` sees. `onOwnTrips`: whether the parcel is on one of
 * the reader's trips (a driver's; out with him counts too).
 */
export function moneyShown(
  reader: ParcelReader,
  p: Pick<Parcel, 'originOfficeId' | 'driverId'>,
  onOwnTrips = false,
): MoneyShown {
  const sight = moneySight[reader.role];
  const all = sight === 'all' || (sight === 'booked-here' && !!reader.officeId && p.originOfficeId === reader.officeId);
  const collects = sight === 'cod-own-trips' && !!reader.driverId && (onOwnTrips || p.driverId === reader.driverId);
  return { price: all, codAmount: all || collects, declaredValue: all };
}

/** The parcel with the money its reader may not see set to null. */
export function asSeenBy(p: Parcel, shown: MoneyShown): ParcelView {
  return {
    ...p,
    price: shown.price ? p.price : null,
    codAmount: shown.codAmount ? p.codAmount : null,
    declaredValue: shown.declaredValue ? p.declaredValue : null,
  };
}

/** The list sorts by money, and which money field each reads. */
export const moneySorts = { total: 'price', codAmount: 'codAmount' } as const satisfies Record<
  string,
  keyof MoneyShown
>;

/**
 * Whether a role may order a list by a money field: only where it sees that field on every parcel
 * it reads, so that the order tells nothing of a hidden amount (a clerk's list holds parcels booked
 * elsewhere; a driver reads only his own trips' parcels).
 */
export function maySortByMoney(role: Role, sort: keyof typeof moneySorts): boolean {
  const sight = moneySight[role];
  return sight === 'all' || (sight === 'cod-own-trips' && moneySorts[sort] === 'codAmount');
}
