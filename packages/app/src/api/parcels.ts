import type { Customer, Page, ParcelEvent, ParcelView } from '@courier/domain';
import { request } from './client';

/** Active customers whose name, code or company matches, for a sender account picker. */
export const searchCustomers = async (q: string, signal: AbortSignal) =>
  (
    await request<Page<Customer>>('/api/v1/customers', {
      query: { q: q || undefined, active: true, size: 10, sort: 'name' },
      signal,
    })
  ).items;

/** One parcel (the same key as the record queries: ['parcels', 'one', id]). */
export const parcelQuery = (id: string) => ({
  queryKey: ['parcels', 'one', id],
  queryFn: ({ signal }: { signal: AbortSignal }) => request<ParcelView>(`/api/v1/parcels/${id}`, { signal }),
});

/**
 * A parcel and its scans by its exact tracking number: how a clerk opens another office's parcel
 * (the server keeps each such opening in the audit log). Read once for the page, under a key of its
 * own that no change of the parcel lists makes stale: a read again would be another opening.
 */
export const openedParcelQuery = (trackingNumber: string) => ({
  queryKey: ['opened-parcel', trackingNumber],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    request<{ parcel: ParcelView; events: ParcelEvent[] }>(`/api/v1/parcels/by-tracking/${trackingNumber}`, {
      signal,
    }),
  staleTime: Infinity,
  refetchOnWindowFocus: false,
});

/** A parcel's scan log, oldest first: its history on the parcel's page and beside a complaint. */
export const eventsQuery = (id: string) => ({
  queryKey: ['parcels', 'events', id],
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (
      await request<Page<ParcelEvent>>('/api/v1/parcel-events', {
        query: { parcelId: id, sort: 'at', order: 'asc', size: 200 },
        signal,
      })
    ).items,
});
