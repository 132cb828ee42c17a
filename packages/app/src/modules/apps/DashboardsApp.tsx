import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import {
  AnalyticsDashboardView,
  CryptoDashboardView,
  FinanceDashboardView,
  NotFound,
  ProjectDashboardView,
  type AnalyticsDashboardData,
  type CryptoDashboardData,
  type FinanceDashboardData,
  type ProjectDashboardData,
} from '@courier/ui';
import { request } from '../../api/client';
import { messageOf } from '../../api/messages';
import { useSampleText } from '../../i18n/sampleText';
import { useTitle } from '../../pages/useTitle';

/** /dashboards/{project,analytics,finance,crypto} over the sample area's API; the sample's labels in the user's language. */
const names = ['project', 'analytics', 'finance', 'crypto'] as const;
export function DashboardsApp() {
  const { name = '' } = useParams();
  const { t } = useTranslation('ui');
  const say = useSampleText();
  const known = (names as readonly string[]).includes(name);
  useTitle(known ? t(`dashboards.${name}.title`) : t('page.notFound.title'));
  const data = useQuery({
    queryKey: ['dashboards', name],
    queryFn: ({ signal }) => request<unknown>(`/api/dashboards/${name}`, { signal }),
    enabled: known,
  });
  const common = { error: data.error ? messageOf(data.error) : null, onRetry: () => void data.refetch(), say };
  if (name === 'project')
    return <ProjectDashboardView data={data.data as ProjectDashboardData | undefined} {...common} />;
  if (name === 'analytics')
    return <AnalyticsDashboardView data={data.data as AnalyticsDashboardData | undefined} {...common} />;
  if (name === 'finance')
    return <FinanceDashboardView data={data.data as FinanceDashboardData | undefined} {...common} />;
  if (name === 'crypto') return <CryptoDashboardView data={data.data as CryptoDashboardData | undefined} {...common} />;
  return <NotFound homeHref="/" />;
}
