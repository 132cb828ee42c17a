import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkTrackingNumber,
  makeTrackingNumber,
  normaliseTrackingNumber,
  s10CheckDigit,
  serviceIndicator,
} from './s10';
import { services } from './parcel';

describe('S10 tracking numbers', () => {
  it('computes the example of DOMAIN.md: serial 12345678 -> CP123456785TR', () => {
    expect(s10CheckDigit('12345678')).toBe(5);
    expect(makeTrackingNumber('standard', 12345678)).toBe('CP123456785TR');
  });

  it('maps 10 to 0 and 11 to 5', () => {
    // sum mod 11 = 1 gives c = 10 -> 0; sum mod 11 = 0 gives c = 11 -> 5.
    expect(s10CheckDigit('00000000')).toBe(5);
    const tenCase = ['00000001', '00000010', '00000100'].find(
      (s) => [...s].reduce((t, d, i) => t + Number(d) * [8, 6, 4, 2, 3, 5, 9, 7][i]!, 0) % 11 === 1,
    );
    if (tenCase) expect(s10CheckDigit(tenCase)).toBe(0);
  });

  it('uses the service indicators', () => {
    expect(Object.values(serviceIndicator)).toEqual(['CE', 'CP', 'EE', 'ES']);
    expect(makeTrackingNumber('same_day', 1)).toMatch(/^ES00000001\dTR$/);
  });

  it('accepts any case and spaces, and tells a wrong check digit from a malformed number', () => {
    expect(checkTrackingNumber(' cp 1234 5678 5 tr ')).toEqual({ ok: true, value: 'CP123456785TR' });
    expect(checkTrackingNumber('CP123456784TR')).toEqual({
      ok: false,
      reason: 'check_digit',
      suggestion: 'CP123456785TR',
    });
    expect(checkTrackingNumber('CP12345678TR')).toEqual({ ok: false, reason: 'format' });
    expect(checkTrackingNumber('')).toEqual({ ok: false, reason: 'format' });
  });

  it('suggests the number with its check digit put right (10 -> 0, 11 -> 5)', () => {
    expect(checkTrackingNumber('cp 99999999 9 tr')).toEqual({
      ok: false,
      reason: 'check_digit',
      suggestion: 'CP999999995TR',
    });
    expect(checkTrackingNumber('EE000000018TR')).toMatchObject({ suggestion: 'EE000000014TR' });
    expect(checkTrackingNumber('EE000000014TR').ok).toBe(true);
  });

  it('rejects serials that are not 8 digits', () => {
    expect(() => s10CheckDigit('1234567')).toThrow(RangeError);
    expect(() => s10CheckDigit('1234567a')).toThrow(RangeError);
  });

  it('every generated number validates, in any spacing and case (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...services),
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.boolean(),
        (service, serial, lower) => {
          const number = makeTrackingNumber(service, serial);
          const typed = lower ? number.toLowerCase().replace(/(.{4})/g, '$1 ') : number;
          expect(checkTrackingNumber(typed)).toEqual({ ok: true, value: number });
        },
      ),
    );
  });

  it('a changed digit of the serial is caught, except where S10 prints 5 for both c = 5 and c = 11 (property)', () => {
    const weighted = (serial: string) =>
      [...serial].reduce((t, d, i) => t + Number(d) * [8, 6, 4, 2, 3, 5, 9, 7][i]!, 0) % 11;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999_999 }),
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 1, max: 9 }),
        (serial, position, delta) => {
          const original = String(serial).padStart(8, '0');
          const digits = [...original];
          digits[position] = String((Number(digits[position]) + delta) % 10);
          const changed = digits.join('');
          // The weights are all prime to 11, so the weighted sum always changes...
          expect(weighted(changed)).not.toBe(weighted(original));
          // ...and the printed digit changes with it, but for the 5/11 collision of the standard.
          if (s10CheckDigit(changed) === s10CheckDigit(original)) {
            expect([weighted(original), weighted(changed)].sort()).toEqual([0, 6]);
          }
        },
      ),
    );
  });

  it('normalises', () => {
    expect(normaliseTrackingNumber('ee-0000-0001-7-tr')).toBe('EE000000017TR');
  });
});
