import { queryOptions } from '@tanstack/react-query';
import type { Dashboard, User } from '@courier/domain';
import { request } from '../../api/client';

/** The dashboard's scope: `?office=` when given (empty: the whole network), else the user's office, else the network. */
export const dashboardOffice = (params: URLSearchParams, user: User | null): string | null =>
  params.has('office') ? params.get('office') || null : (user?.officeId ?? null);

/** Today's figures for a scope, asked for again every minute. */
export const dashboardQuery = (officeId: string | null) =>
  queryOptions({
    queryKey: ['dashboard', officeId],
    queryFn: ({ signal }) => request<Dashboard>('/api/v1/dashboard', { query: officeId ? { officeId } : {}, signal }),
    refetchInterval: 60_000,
  });
