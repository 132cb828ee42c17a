import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { reportRoles, type Dashboard as DashboardData } from '@courier/domain';
import { Dashboard } from '@courier/ui';
import { request } from '../../api/client';
import { messageOf } from '../../api/messages';
import { useOffices } from '../../api/reference';
import { useAuth } from '../../auth/auth';
import { useTitle } from '../../pages/useTitle';
import { listHref } from './links';

/**
 * /secure/dashboard: today's figures, asked for again every minute. The scope is in the URL
 * (?office=); a user of one office starts on his office, everyone else on the whole network.
 */
export function DashboardPage() {
  const { t } = useTranslation('ui');
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const officeId = params.has('office') ? params.get('office') || null : (user?.officeId ?? null);
  const offices = useOffices();
  const dashboard = useQuery({
    queryKey: ['dashboard', officeId],
    queryFn: ({ signal }) => request<DashboardData>('/api/v1/dashboard', { query: officeId ? { officeId } : {}, signal }),
    refetchInterval: 60_000,
  });
  useTitle(t('nav.dashboard'));
  return (
    <Dashboard
      data={dashboard.data}
      error={dashboard.isError ? messageOf(dashboard.error) : null}
      onRetry={() => void dashboard.refetch()}
      offices={offices}
      officeId={officeId}
      onOfficeChange={(id) => setParams({ office: id ?? '' }, { replace: true })}
      linkOf={listHref}
      parcelHref={(e) => `/secure/parcels/${e.parcelId}`}
      showMoney={!!user && reportRoles.includes(user.role)}
      updatedAt={dashboard.dataUpdatedAt || undefined}
    />
  );
}
