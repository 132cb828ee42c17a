import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Driver, Office, Page, Route, Truck } from '@courier/domain';
import { request } from './client';

/** The offices of the network (a dozen): names for codes and ids everywhere, fresh for 5 minutes. */
export const officesQuery = queryOptions({
  queryKey: ['offices', 'all'],
  queryFn: async ({ signal }) =>
    (await request<Page<Office>>('/api/v1/offices', { query: { size: 200, sort: 'code' }, signal })).items,
  staleTime: 5 * 60_000,
});
export const useOffices = () => useQuery(officesQuery).data ?? [];

/** The routes (a dozen), for naming trips: fresh for 5 minutes like the offices. */
export const routesQuery = queryOptions({
  queryKey: ['routes', 'all'],
  queryFn: async ({ signal }) =>
    (await request<Page<Route>>('/api/v1/routes', { query: { size: 100, sort: 'code' }, signal })).items,
  staleTime: 5 * 60_000,
});
export const useRoutes = () => useQuery(routesQuery).data ?? [];

/** All trucks and drivers (a few dozen; a driver's own lists hold what the server shows him). */
const allOf = <T>(resource: 'trucks' | 'drivers', sort: string) =>
  queryOptions({
    queryKey: [resource, 'all'],
    queryFn: async ({ signal }) =>
      (await request<Page<T>>(`/api/v1/${resource}`, { query: { size: 200, sort }, signal })).items,
    staleTime: 60_000,
  });

/** Every driver by name (the trips pages, a driver's account naming his record). */
export const driversQuery = allOf<Driver>('drivers', 'name');

/** The names behind a trip's ids: routes, trucks, drivers and offices (the trips pages and the live map). */
export function useTripRefs() {
  const offices = useOffices();
  const routes = useRoutes();
  const trucks = useQuery(allOf<Truck>('trucks', 'plate')).data;
  const drivers = useQuery(driversQuery).data;
  return useMemo(
    () => ({ offices, routes, trucks: trucks ?? [], drivers: drivers ?? [] }),
    [offices, routes, trucks, drivers],
  );
}
