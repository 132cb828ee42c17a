import type { Customer, Page, Parcel, ParcelEvent } from '@courier/domain';
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
  queryFn: ({ signal }: { signal: AbortSignal }) => request<Parcel>(`/api/v1/parcels/${id}`, { signal }),
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
