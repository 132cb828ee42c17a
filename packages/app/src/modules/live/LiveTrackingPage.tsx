import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { LivePosition, Page, Trip } from '@courier/domain';
import { LiveTracking, type LiveRefs } from '@courier/ui';
import { request } from '../../api/client';
import { messageOf } from '../../api/queryClient';
import { useTripRefs } from '../../api/reference';
import { useTitle } from '../../pages/useTitle';
import { mapTiles } from '../../state/config';

/** How often the positions are asked for. */
const every = 2000;

/**
 * /secure/live-tracking: the trucks on the road, asked for every 2 s (polling keeps to plain
 * HTTP the mock and any real server answer alike); the trips on the road every 30 s. The chosen
 * truck is kept in the URL (?truck=), so a link shows the same truck.
 */
export function LiveTrackingPage() {
  const { t } = useTranslation('ui');
  const [params, setParams] = useSearchParams();
  const positions = useQuery({
    queryKey: ['live', 'trucks'],
    queryFn: ({ signal }) => request<LivePosition[]>('/api/v1/live/trucks', { signal }),
    refetchInterval: every,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
  const trips = useQuery({
    queryKey: ['trips', 'list', { status: 'in_transit', size: 200 }],
    queryFn: ({ signal }) => request<Page<Trip>>('/api/v1/trips', { query: { status: 'in_transit', size: 200, sort: 'scheduledAt' }, signal }),
    refetchInterval: 30_000,
  });
  const refs: LiveRefs = useTripRefs();
  useTitle(t('live.title'));
  const selected = params.get('truck');
  return (
    <LiveTracking
      positions={positions.data ?? []}
      trips={trips.data?.items ?? []}
      refs={refs}
      // The positions are judged at the moment they arrived.
      now={positions.dataUpdatedAt || Date.now()}
      selectedTruckId={selected}
      onSelect={(id) => setParams(id ? { truck: id } : {}, { replace: true })}
      tripHref={(trip) => `/secure/trips/${trip.id}`}
      tiles={mapTiles}
      error={positions.isError ? messageOf(positions.error) : null}
    />
  );
}
