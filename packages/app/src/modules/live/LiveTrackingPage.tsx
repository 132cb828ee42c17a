import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { LivePosition, Page, Trip } from '@courier/domain';
import { LiveTracking, type LiveRefs } from '@courier/ui';
import { request } from '../../api/client';
import { liveState, watchTrucks } from '../../api/live';
import { messageOf } from '../../api/messages';
import { useTripRefs } from '../../api/reference';
import { useTitle } from '../../pages/useTitle';
import { mapTiles } from '../../state/config';
import { useStore } from '../../state/useStore';

/** How often the positions are asked for while the event stream is down. */
const every = 2000;

/**
 * /secure/live-tracking: the trucks on the road, as the tab's event stream brings them (every
 * 2 s; asked for every 2 s instead while the stream is down); the trips on the road every 30 s
 * and when one changes. The chosen truck is kept in the URL (?truck=), so a link shows the same truck.
 */
export function LiveTrackingPage() {
  const { t } = useTranslation('ui');
  const [params, setParams] = useSearchParams();
  useEffect(watchTrucks, []);
  const live = useStore(liveState) === 'live';
  const positions = useQuery({
    queryKey: ['live', 'trucks'],
    queryFn: ({ signal }) => request<LivePosition[]>('/api/v1/live/trucks', { signal }),
    refetchInterval: live ? false : every,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
  const trips = useQuery({
    queryKey: ['trips', 'list', { status: 'in_transit', size: 200 }],
    queryFn: ({ signal }) =>
      request<Page<Trip>>('/api/v1/trips', { query: { status: 'in_transit', size: 200, sort: 'scheduledAt' }, signal }),
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
      isLoading={positions.isPending}
    />
  );
}
