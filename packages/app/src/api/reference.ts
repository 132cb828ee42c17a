import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Office, Page, Route } from '@courier/domain';
import { request } from './client';

/** The offices of the network (a dozen): names for codes and ids everywhere, fresh for 5 minutes. */
export const officesQuery = queryOptions({
  queryKey: ['offices', 'all'],
  queryFn: async ({ signal }) => (await request<Page<Office>>('/api/v1/offices', { query: { size: 200, sort: 'code' }, signal })).items,
  staleTime: 5 * 60_000,
});
export const useOffices = () => useQuery(officesQuery).data ?? [];

/** The routes (a dozen), for naming trips: fresh for 5 minutes like the offices. */
export const routesQuery = queryOptions({
  queryKey: ['routes', 'all'],
  queryFn: async ({ signal }) => (await request<Page<Route>>('/api/v1/routes', { query: { size: 100, sort: 'code' }, signal })).items,
  staleTime: 5 * 60_000,
});
export const useRoutes = () => useQuery(routesQuery).data ?? [];
