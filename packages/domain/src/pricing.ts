import { roundMoney } from './common';
import { chargeableWeightKg, type Dimensions, type PaymentMode, type PriceBreakdown, type Service } from './parcel';

/** Tariff of DOMAIN.md, in TRY. */
export const tariff = {
  base: { economy: 45, standard: 60, express: 120, same_day: 200 } satisfies Record<Service, number>,
  perKgAboveFirst: { economy: 9, standard: 12, express: 20, same_day: 30 } satisfies Record<Service, number>,
  codRate: 0.02,
  codMinimum: 15,
  insuranceRate: 0.005,
  insuranceFreeValue: 1000,
  vatRate: 0.2,
};

export interface PriceInput {
  service: Service;
  weightKg: number;
  dimensionsCm: Dimensions;
  paymentMode: PaymentMode;
  codAmount: number;
  declaredValue: number;
}

/**
 * The price of a parcel. The chargeable weight is rounded up to the next whole kilogram before
 * the per-kg rate applies above the first (carriers bill started kilograms); every line and the
 * total are rounded to cents.
 */
export function quote(input: PriceInput): PriceBreakdown {
  const chargeable = chargeableWeightKg(input.weightKg, input.dimensionsCm);
  const billedKg = Math.ceil(chargeable - 1e-9);
  const base = tariff.base[input.service];
  const weight = roundMoney(Math.max(0, billedKg - 1) * tariff.perKgAboveFirst[input.service]);
  const cod =
    input.paymentMode === 'cod' && input.codAmount > 0
      ? roundMoney(Math.max(tariff.codMinimum, input.codAmount * tariff.codRate))
      : 0;
  const insurance = roundMoney(Math.max(0, input.declaredValue - tariff.insuranceFreeValue) * tariff.insuranceRate);
  const net = roundMoney(base + weight + cod + insurance);
  const vat = roundMoney(net * tariff.vatRate);
  return { base, weight, cod, insurance, vat, total: roundMoney(net + vat) };
}
