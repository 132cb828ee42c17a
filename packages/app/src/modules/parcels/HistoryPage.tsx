import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { canRead, eventTypes, type EventType, type Page, type ParcelEvent, type Trip } from '@courier/domain';
import { ParcelHistory, toast, type HistoryFilters, type TableSort } from '@courier/ui';
import { request } from '../../api/client';
import { everyPage } from '../../api/everyPage';
import { messageOf } from '../../api/messages';
import { useTripAndDriverNames } from '../../api/names';
import { useOffices } from '../../api/reference';
import { useStaff } from '../../api/scans';
import { useAuth } from '../../auth/auth';
import { useTitle } from '../../pages/useTitle';
import { csvText, download, momentHeader, spreadsheetMoment } from './csv';
import { pagedViewProps } from '../records/pagedView';

const day = /^\d{4}-\d{2}-\d{2}$/;
const sizes = [10, 25, 50, 100];

/** The scan log's view in the URL. */
export function readHistoryView(params: URLSearchParams) {
  const type = params.get('type');
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  const filters: HistoryFilters = {
    from: day.test(params.get('from') ?? '') ? params.get('from') : null,
    to: day.test(params.get('to') ?? '') ? params.get('to') : null,
    officeId: params.get('office') || null,
    type: type && (eventTypes as readonly string[]).includes(type) ? (type as EventType) : null,
    userId: params.get('user') || null,
    tripId: params.get('trip') || null,
    trackingNumber: (params.get('number') ?? '').slice(0, 13) || null,
  };
  const sort: TableSort = {
    id: ['at', 'type', 'trackingNumber'].includes(params.get('sort') ?? '') ? params.get('sort')! : 'at',
    direction: params.get('order') === 'asc' ? 'asc' : 'desc',
  };
  return { filters, sort, page: Number.isInteger(page) && page > 0 ? page : 1, size: sizes.includes(size) ? size : 25 };
}
export function writeHistoryView(view: ReturnType<typeof readHistoryView>) {
  const f = view.filters;
  const entries: [string, string | null][] = [
    ['from', f.from],
    ['to', f.to],
    ['office', f.officeId],
    ['type', f.type],
    ['user', f.userId],
    ['trip', f.tripId],
    ['number', f.trackingNumber],
    ['sort', view.sort.id !== 'at' ? view.sort.id : null],
    ['order', view.sort.direction !== 'desc' ? view.sort.direction : null],
    ['page', view.page > 1 ? String(view.page) : null],
    ['size', view.size !== 25 ? String(view.size) : null],
  ];
  return new URLSearchParams(entries.filter((e): e is [string, string] => e[1] !== null));
}
const apiQuery = (view: ReturnType<typeof readHistoryView>) => ({
  from: view.filters.from ?? undefined,
  to: view.filters.to ?? undefined,
  officeId: view.filters.officeId ?? undefined,
  type: view.filters.type ?? undefined,
  userId: view.filters.userId ?? undefined,
  tripId: view.filters.tripId ?? undefined,
  // The log's search reads the tracking number (whole or part), on the server across every page.
  q: view.filters.trackingNumber ?? undefined,
  sort: view.sort.id,
  order: view.sort.direction,
});

/** The codes of these trips: those known already, the rest asked for eight at a time (a trip gone is left blank). */
async function tripCodes(ids: string[], known: Record<string, string>): Promise<Record<string, string>> {
  const codes = { ...known };
  const wanted = [...new Set(ids)].filter((id) => !codes[id]);
  for (let i = 0; i < wanted.length; i += 8) {
    const found = await Promise.all(
      wanted.slice(i, i + 8).map((id) =>
        request<Trip>(`/api/v1/trips/${id}`).then(
          (trip) => [id, trip.code] as const,
          () => null,
        ),
      ),
    );
    for (const pair of found) if (pair) codes[pair[0]] = pair[1];
  }
  return codes;
}

/** /secure/parcels-history: the scan log across all parcels. */
export function HistoryPage() {
  const { t } = useTranslation('ui');
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const view = readHistoryView(params);
  const offices = useOffices();
  const staff = useStaff();
  const [exported, setExported] = useState<number | null>(null);
  useTitle(t('history.title'));
  const query = useQuery({
    queryKey: ['parcels', 'history', apiQuery(view), view.page, view.size],
    queryFn: ({ signal }) =>
      request<Page<ParcelEvent>>('/api/v1/parcel-events', {
        query: { ...apiQuery(view), page: view.page, size: view.size },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

  // The codes and names of the trips and drivers on this page (for the roles that read them).
  const items = query.data?.items ?? [];
  const role = user!.role;
  const { trips, drivers } = useTripAndDriverNames(
    role,
    [...items.map((e) => e.tripId), view.filters.tripId],
    items.map((e) => e.driverId),
  );
  const show = (next: Partial<ReturnType<typeof readHistoryView>>) => setParams(writeHistoryView({ ...view, ...next }));

  /**
   * Every row that matches, as promised on the button: fetched page by page (the largest page the
   * API gives) with the count on the button, trips by their codes, times on the company's clock
   * with the zone in the header.
   */
  const exportAll = async () => {
    setExported(0);
    try {
      const events = await everyPage<ParcelEvent>('/api/v1/parcel-events', apiQuery(view), setExported);
      const readsTrips = canRead(role, 'trips');
      const codes = readsTrips
        ? await tripCodes(
            events.map((e) => e.tripId).filter((id): id is string => !!id),
            trips,
          )
        : {};
      const code = (id: string | null) => (id ? (offices.find((o) => o.id === id)?.code ?? id) : '');
      const name = (id: string) => staff.find((s) => s.id === id)?.name ?? id;
      const csv = csvText(
        events.map((e) => ({
          [momentHeader(t('history.columns.at'))]: spreadsheetMoment(e.at),
          [t('parcels.columns.trackingNumber')]: e.trackingNumber,
          [t('history.columns.event')]: t(`parcel.event.${e.type}`),
          [t('history.columns.status')]: t(`parcel.status.${e.statusAfter}`),
          [t('history.columns.office')]: code(e.officeId),
          ...(readsTrips ? { [t('history.columns.trip')]: e.tripId ? (codes[e.tripId] ?? '') : '' } : {}),
          [t('history.columns.user')]: name(e.userId),
          [t('history.columns.reason')]: [e.reason, e.note].filter(Boolean).join(' — '),
        })),
      );
      download(`parcel-history-${new Date().toISOString().slice(0, 10)}.csv`, csv);
    } catch (error) {
      toast.warn(messageOf(error));
    } finally {
      setExported(null);
    }
  };

  return (
    <ParcelHistory
      {...pagedViewProps(view, (next) => show({ ...next, sort: next.sort ?? view.sort }), query)}
      // An unsorted log makes no sense: "no sort" goes back to the newest first.
      onSortChange={(sort) => show({ sort: sort ?? { id: 'at', direction: 'desc' }, page: 1 })}
      offices={offices}
      staff={staff}
      trips={trips}
      drivers={drivers}
      searchTrips={async (text, signal) =>
        (
          await request<Page<Trip>>('/api/v1/trips', {
            query: { q: text || undefined, size: 10, sort: 'scheduledAt', order: 'desc' },
            signal,
          })
        ).items.map((trip) => ({ id: trip.id, label: trip.code }))
      }
      tripLabel={view.filters.tripId ? trips[view.filters.tripId] : undefined}
      parcelHref={(e) => `/secure/parcels/${e.parcelId}`}
      tripHref={canRead(role, 'trips') ? (id) => `/secure/trips/${id}` : undefined}
      onExport={() => void exportAll()}
      isExporting={exported !== null}
      exportedRows={exported ?? undefined}
    />
  );
}
