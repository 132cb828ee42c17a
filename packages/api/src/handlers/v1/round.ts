/**
 * GET api/v1/round: a driver's delivery round, for the driver alone. The parcels out for delivery
 * with him (his `out_for_delivery` scans not yet answered by a delivery or a failure), in stop
 * order, each as he reads it (the COD amount he collects, never the price).
 */
import type { Parcel } from '@courier/domain';
import { route, type Api } from '../../http/api';
import { parcelViewer } from './resources';

/** A van carries a few hundred parcels at most; the round answers no more than this. */
export const roundLimit = 500;

const collator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });

/**
 * The order a driver calls at the addresses: by postal code, then district, then street address,
 * so neighbouring addresses follow each other (the company plans no finer route); parcels for one
 * address stay together, by tracking number.
 */
export const stopOrder = (a: Parcel, b: Parcel) =>
  collator.compare(a.receiver.address.postalCode, b.receiver.address.postalCode) ||
  collator.compare(a.receiver.address.district, b.receiver.address.district) ||
  collator.compare(a.receiver.address.line1, b.receiver.address.line1) ||
  a.trackingNumber.localeCompare(b.trackingNumber);

export function roundHandlers(api: Api) {
  return [
    route(api, 'get', '/api/v1/round', async ({ request }) => {
      const user = await api.userWithRole(request, ['driver']);
      // An account not linked to a driver has no round.
      if (!user.driverId) return { items: [] };
      const parcels = await api.store.table('parcels').all([
        { field: 'driverId', in: [user.driverId] },
        { field: 'status', in: ['out_for_delivery'] },
      ]);
      const view = await parcelViewer(api, user);
      return { items: parcels.sort(stopOrder).slice(0, roundLimit).map(view) };
    }),
  ];
}
