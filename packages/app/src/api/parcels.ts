import type { Page, Parcel, ParcelEvent } from '@courier/domain';
import { request } from './client';

/** One parcel (the same key as the record queries: ['parcels', 'one', id]). */
export const parcelQuery = (id: string) => ({ queryKey: ['parcels', 'one', id], queryFn: ({ signal }: { signal: AbortSignal }) => request<Parcel>(`/api/v1/parcels/${id}`, { signal }) });

/** A parcel's scan log, oldest first: its history on the parcel's page and beside a complaint. */
export const eventsQuery = (id: string) => ({
  queryKey: ['parcels', 'events', id],
  queryFn: async ({ signal }: { signal: AbortSignal }) => (await request<Page<ParcelEvent>>('/api/v1/parcel-events', { query: { parcelId: id, sort: 'at', order: 'asc', size: 200 }, signal })).items,
});
