import { describe, expect, it } from 'vitest';
import { looksLikePhone, normalisePhone, phone } from './common';

describe('normalisePhone', () => {
  it.each([
    ['05321234567', '+905321234567'],
    ['0532 123 45 67', '+905321234567'],
    ['(0532) 123-45-67', '+905321234567'],
    ['532 123 45 67', '+905321234567'],
    ['0212 555 01 02', '+902125550102'],
    ['+90 532 123 45 67', '+905321234567'],
    ['0049 30 1234567', '+49301234567'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('writes %s as %s, which the schema takes', (written, e164) => {
    expect(normalisePhone(written)).toBe(e164);
    expect(phone.safeParse(normalisePhone(written)).success).toBe(true);
  });

  it.each(['', 'call me', '123', '0632 123 45 67', '05321234567 ext 2'])(
    'leaves %j for the schema to refuse',
    (written) => {
      expect(phone.safeParse(normalisePhone(written)).success).toBe(false);
    },
  );
});

describe('looksLikePhone', () => {
  it.each(['0532 123 45 67', '+90 532', '(0212) 555-01-02', '532'])('reads %j as a phone', (typed) => {
    expect(looksLikePhone(typed)).toBe(true);
  });

  it.each(['', 'Ayşe Demir', '12', 'Apt 5', 'CUS-000601'])('reads %j as a name', (typed) => {
    expect(looksLikePhone(typed)).toBe(false);
  });
});
