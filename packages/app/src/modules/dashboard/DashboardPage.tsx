import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { officeScopedRoles, reportRoles } from '@courier/domain';
import { Dashboard } from '@courier/ui';
import { messageOf } from '../../api/messages';
import { useOffices } from '../../api/reference';
import { useAuth } from '../../auth/auth';
import { useTitle } from '../../pages/useTitle';
import { listHref } from './links';
import { dashboardQuery } from './query';
import { dashboardOffice } from './scope';

/**
 * /secure/dashboard: today's figures, asked for again every minute. The scope is in the URL
 * (?office=); a user of one office starts on his office, everyone else on the whole network; a
 * clerk's figures are his office's only. The
 * route asks for the figures as it is entered (router/routes.tsx), beside this page's code.
 */
export function DashboardPage() {
  const { t } = useTranslation('ui');
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const officeScoped = !!user && officeScopedRoles.includes(user.role);
  const officeId = dashboardOffice(params, user?.officeId, officeScoped);
  const offices = useOffices();
  const dashboard = useQuery(dashboardQuery(officeId));
  useTitle(t('nav.dashboard'));
  const page = (
    <Dashboard
      data={dashboard.data}
      error={dashboard.isError ? messageOf(dashboard.error) : null}
      onRetry={() => void dashboard.refetch()}
      offices={offices}
      officeId={officeId}
      onOfficeChange={officeScoped ? undefined : (id) => setParams({ office: id ?? '' }, { replace: true })}
      linkOf={listHref}
      parcelHref={(e) => `/secure/parcels/${e.parcelId}`}
      showMoney={!!user && reportRoles.includes(user.role)}
      updatedAt={dashboard.dataUpdatedAt || undefined}
    />
  );
  // The page is drawn at a transition's pace: in slices that leave the browser free to answer
  // between them. Every answer that reaches this page (the figures, the offices, a refetch) comes
  // through the query cache's store, which React draws at once and in one piece; deferring the
  // whole element makes that urgent pass return the page already on screen (the same element, so
  // nothing below it is drawn again) and draws the new one in slices after it.
  return useDeferredValue(page);
}
