import { queryOptions } from '@tanstack/react-query';
import type { Dashboard } from '@courier/domain';
import { request } from '../../api/client';
import { dashboardCall } from './scope';

/** Today's figures for a scope, asked for again every minute. */
export const dashboardQuery = (officeId: string | null) => {
  const [path, query] = dashboardCall(officeId);
  return queryOptions({
    queryKey: ['dashboard', officeId],
    queryFn: ({ signal }) => request<Dashboard>(path, { query, signal }),
    refetchInterval: 60_000,
  });
};
