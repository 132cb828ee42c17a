import { describe, expect, it } from 'vitest';
import { quote, type PriceInput } from './pricing';
import { chargeableWeightKg, volumetricWeightKg } from './parcel';

const small = { length: 20, width: 15, height: 10 };
const input = (over: Partial<PriceInput>): PriceInput => ({
  service: 'standard',
  weightKg: 1,
  dimensionsCm: small,
  paymentMode: 'prepaid',
  codAmount: 0,
  declaredValue: 0,
  ...over,
});

describe('weights', () => {
  it('volumetric = L x W x H / 5000, chargeable = the larger', () => {
    expect(volumetricWeightKg({ length: 50, width: 40, height: 30 })).toBe(12);
    expect(chargeableWeightKg(3, { length: 50, width: 40, height: 30 })).toBe(12);
    expect(chargeableWeightKg(15, { length: 50, width: 40, height: 30 })).toBe(15);
  });
});

describe('quote', () => {
  it('charges the base for the first kilogram', () => {
    expect(quote(input({}))).toEqual({ base: 60, weight: 0, cod: 0, insurance: 0, vat: 12, total: 72 });
  });

  it('bills started kilograms above the first at the service rate', () => {
    // 2.3 kg -> 3 started kg -> 2 above the first at 20 (express)
    expect(quote(input({ service: 'express', weightKg: 2.3 }))).toMatchObject({
      base: 120,
      weight: 40,
      vat: 32,
      total: 192,
    });
  });

  it('bills by volumetric weight when it is larger', () => {
    expect(
      quote(input({ service: 'economy', weightKg: 1, dimensionsCm: { length: 50, width: 40, height: 30 } })),
    ).toMatchObject({ weight: 99 });
  });

  it('adds the COD fee: 2 % with a minimum of 15', () => {
    expect(quote(input({ paymentMode: 'cod', codAmount: 500 })).cod).toBe(15);
    expect(quote(input({ paymentMode: 'cod', codAmount: 2000 })).cod).toBe(40);
    expect(quote(input({ paymentMode: 'prepaid', codAmount: 2000 })).cod).toBe(0);
  });

  it('insures the declared value above 1 000 at 0.5 %', () => {
    expect(quote(input({ declaredValue: 1000 })).insurance).toBe(0);
    expect(quote(input({ declaredValue: 3000 })).insurance).toBe(10);
  });

  it('adds 20 % VAT and rounds to cents', () => {
    const q = quote(
      input({ service: 'same_day', weightKg: 4.01, paymentMode: 'cod', codAmount: 1234.56, declaredValue: 1333.33 }),
    );
    expect(q).toEqual({ base: 200, weight: 120, cod: 24.69, insurance: 1.67, vat: 69.27, total: 415.63 });
  });
});
