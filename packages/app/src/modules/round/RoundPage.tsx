import { useQuery } from '@tanstack/react-query';
import { createStore, get, set } from 'idb-keyval';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ParcelView } from '@courier/domain';
import { DeliveryRound, type RoundStop, type StopState } from '@courier/ui';
import { request } from '../../api/client';
import { messageOf } from '../../api/messages';
import { keptScans, unreachable } from '../../api/scanOutbox';
import { scanRefusalText } from '../../api/scans';
import { useScanQueue } from '../../api/useScanQueue';
import { useAuth } from '../../auth/auth';
import { useTitle } from '../../pages/useTitle';

/** The round last read on this device, per driver: the round opens without a connection too. */
const keptRounds = createStore('courier-round', 'rounds');

type Mark = Required<Pick<RoundStop, 'parcel' | 'state'>> & Pick<RoundStop, 'message'>;

/**
 * /secure/round: a driver's round (GET api/v1/round), delivered or failed stop by stop through the
 * scanning station's queue (api/useScanQueue.ts): without a connection a tap is kept on this
 * device and sent, in order, when the server answers again; a stop whose tap is kept says so, also
 * after a reload. What he has done on this page stays listed, at the end, until he leaves it.
 */
export function RoundPage() {
  const { t } = useTranslation('ui');
  const { user } = useAuth();
  const userId = user!.id;
  useTitle(t('round.title'));
  const round = useQuery({
    queryKey: ['parcels', 'round', userId],
    queryFn: async ({ signal }) => {
      try {
        const { items } = await request<{ items: ParcelView[] }>('/api/v1/round', { signal });
        void set(userId, items, keptRounds).catch(() => undefined);
        return items;
      } catch (error) {
        const kept = unreachable(error) ? await get<ParcelView[]>(userId, keptRounds) : undefined;
        if (kept) return kept;
        throw error;
      }
    },
  });
  const [marks, setMarks] = useState<ReadonlyMap<string, Mark>>(new Map());
  const mark = (parcel: ParcelView, state: StopState, message?: string) =>
    setMarks((all) => new Map(all).set(parcel.trackingNumber, { parcel, state, message }));
  const [kept, setKept] = useState<ReadonlySet<string>>(new Set());
  const queue = useScanQueue({
    userId,
    onKeptAnswered: (scan, answer) =>
      setMarks((all) => {
        const before = all.get(scan.input.trackingNumber);
        if (!before) return all;
        const next: Mark =
          'result' in answer
            ? { parcel: before.parcel, state: scan.input.action as StopState }
            : { parcel: before.parcel, state: 'refused', message: scanRefusalText(answer.error) };
        return new Map(all).set(scan.input.trackingNumber, next);
      }),
  });
  // The taps kept on this device, also those of an earlier visit.
  useEffect(() => {
    void keptScans(userId).then((scans) => setKept(new Set(scans.map((s) => s.input.trackingNumber))));
  }, [userId, queue.waiting]);

  const items = round.data ?? [];
  const stops: RoundStop[] = [
    ...items.map(
      (parcel): RoundStop =>
        marks.get(parcel.trackingNumber) ??
        (kept.has(parcel.trackingNumber) ? { parcel, state: 'queued' } : { parcel }),
    ),
    ...[...marks.values()].filter((m) => !items.some((p) => p.trackingNumber === m.parcel.trackingNumber)),
  ];

  return (
    <DeliveryRound
      stops={stops}
      isLoading={round.isPending}
      error={round.isError ? messageOf(round.error) : null}
      onReload={() => void round.refetch()}
      connection={{ offline: queue.offline, waiting: queue.waiting }}
      onRetry={() => void queue.sendKept().catch(() => undefined)}
      onScan={async (trackingNumber, input) => {
        const parcel = stops.find((s) => s.parcel.trackingNumber === trackingNumber)!.parcel;
        try {
          const result = await queue.send(
            { trackingNumber, ...input },
            { code: trackingNumber, onKept: () => mark(parcel, 'queued') },
          );
          if (result) mark(parcel, input.action as StopState);
        } catch (error) {
          throw new Error(scanRefusalText(error), { cause: error });
        }
      }}
    />
  );
}
