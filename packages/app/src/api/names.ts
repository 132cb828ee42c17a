import { useQueries } from '@tanstack/react-query';
import { canRead, type Driver, type Role, type Trip } from '@courier/domain';
import { request } from './client';

/**
 * The codes of these trips and the names of these drivers, for a role that may read them (a
 * parcel's history, a page of the scan log): id → code or name, as they come.
 */
export function useTripAndDriverNames(
  role: Role,
  tripIds: readonly (string | null | undefined)[],
  driverIds: readonly (string | null | undefined)[],
) {
  const known = (ids: readonly (string | null | undefined)[]) => [...new Set(ids.filter((x): x is string => !!x))];
  const trips = useQueries({
    queries: (canRead(role, 'trips') ? known(tripIds) : []).map((id) => ({
      queryKey: ['trips', 'one', id],
      queryFn: ({ signal }: { signal: AbortSignal }) => request<Trip>(`/api/v1/trips/${id}`, { signal }),
      staleTime: 60_000,
    })),
  });
  const drivers = useQueries({
    queries: (canRead(role, 'drivers') ? known(driverIds) : []).map((id) => ({
      queryKey: ['drivers', 'one', id],
      queryFn: ({ signal }: { signal: AbortSignal }) => request<Driver>(`/api/v1/drivers/${id}`, { signal }),
      staleTime: 5 * 60_000,
    })),
  });
  return {
    trips: Object.fromEntries(trips.flatMap((q) => (q.data ? [[q.data.id, q.data.code]] : []))) as Record<
      string,
      string
    >,
    drivers: Object.fromEntries(drivers.flatMap((q) => (q.data ? [[q.data.id, q.data.name]] : []))) as Record<
      string,
      string
    >,
  };
}
