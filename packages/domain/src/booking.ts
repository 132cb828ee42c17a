import { chargeableWeightKg, promisedDateFor, volumetricWeightKg, type Parcel, type ParcelInput } from './parcel';
import { quote } from './pricing';
import { makeTrackingNumber } from './s10';

/** What a booking's fields decide: its weights and price (worked out again when they change). */
export const bookingFigures = (
  p: Pick<ParcelInput, 'service' | 'weightKg' | 'dimensionsCm' | 'paymentMode' | 'codAmount' | 'declaredValue'>,
) => ({
  volumetricWeightKg: volumetricWeightKg(p.dimensionsCm),
  chargeableWeightKg: chargeableWeightKg(p.weightKg, p.dimensionsCm),
  price: quote(p),
});

/**
 * A parcel as it is booked: its id and S10 serial given, the tracking number, weights, price and
 * promised date worked out, waiting at no office yet. The counter, an import and the sample all
 * book through this.
 */
export function bookedParcel(input: ParcelInput, id: string, serial: number, now: Date): Parcel {
  return {
    id,
    ...input,
    trackingNumber: makeTrackingNumber(input.service, serial),
    promisedDate: input.promisedDate ?? promisedDateFor(input.service, now),
    ...bookingFigures(input),
    codStatus: input.paymentMode === 'cod' ? 'pending' : 'none',
    status: 'created',
    attempts: 0,
    lastFailureReason: null,
    isReturn: false,
    currentOfficeId: null,
    tripId: null,
    driverId: null,
    deliveredAt: null,
    pod: null,
    notes: [],
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
}
