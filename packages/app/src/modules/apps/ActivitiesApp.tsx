import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Activity } from '@courier/domain';
import { ActivitiesView } from '@courier/ui';
import { request } from '../../api/client';
import { messageOf } from '../../api/messages';
import { useSampleText } from '../../i18n/sampleText';
import { useTitle } from '../../pages/useTitle';

/** /apps/activities: the company's recent activity (every signed-in role), in the user's language. */
export function ActivitiesApp() {
  const { t } = useTranslation('ui');
  useTitle(t('activities.title'));
  const say = useSampleText();
  const activities = useQuery({
    queryKey: ['apps', 'activities'],
    queryFn: ({ signal }) => request<Activity[]>('/api/pages/activities', { signal }),
  });
  // "25 minutes ago" counts from when the list arrived.
  return (
    <ActivitiesView
      activities={activities.data}
      error={activities.error ? messageOf(activities.error) : null}
      onRetry={() => void activities.refetch()}
      now={new Date(activities.dataUpdatedAt || Date.now()).toISOString()}
      say={say}
    />
  );
}
