/**
 * UPU S10 tracking numbers: 2-letter service indicator, 8-digit serial, check digit, country
 * code TR (DOMAIN.md). Input is accepted in any case and with spaces.
 */
import type { Service } from './parcel';

export const serviceIndicator: Record<Service, string> = {
  economy: 'CE',
  standard: 'CP',
  express: 'EE',
  same_day: 'ES',
};
const weights = [8, 6, 4, 2, 3, 5, 9, 7];

/** The check digit of an 8-digit serial: c = 11 - (weighted sum mod 11); 10 -> 0, 11 -> 5. */
export function s10CheckDigit(serial: string): number {
  if (!/^\d{8}$/.test(serial)) throw new RangeError(`An S10 serial has 8 digits, got "${serial}"`);
  const sum = [...serial].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  const c = 11 - (sum % 11);
  return c === 10 ? 0 : c === 11 ? 5 : c;
}

export function makeTrackingNumber(service: Service, serial: number | string): string {
  const digits = String(serial).padStart(8, '0');
  return `${serviceIndicator[service]}${digits}${s10CheckDigit(digits)}TR`;
}

/** Upper case, no spaces or dashes. */
export const normaliseTrackingNumber = (input: string) => input.replace(/[\s-]+/g, '').toUpperCase();

export type TrackingNumberCheck =
  | { ok: true; value: string }
  | { ok: false; reason: 'format' }
  /** `suggestion`: the number with its check digit put right, one digit away from what was typed. */
  | { ok: false; reason: 'check_digit'; suggestion: string };

/**
 * A wrong check digit is a validation error, not a "not found". The number it suggests differs in
 * the check digit only: a slip in the serial has as many corrections as it has digits, so no one
 * of them is offered.
 */
export function checkTrackingNumber(input: string): TrackingNumberCheck {
  const value = normaliseTrackingNumber(input);
  const match = /^([A-Z]{2})(\d{8})(\d)TR$/.exec(value);
  if (!match) return { ok: false, reason: 'format' };
  const digit = s10CheckDigit(match[2]!);
  return digit === Number(match[3])
    ? { ok: true, value }
    : { ok: false, reason: 'check_digit', suggestion: `${match[1]}${match[2]}${digit}TR` };
}

export const isTrackingNumber = (input: string) => checkTrackingNumber(input).ok;
