import { useQuery, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import {
  canWrite,
  currentStopIndex,
  directDestinations,
  loadableAt,
  scanRoles,
  tripInputOf,
  tripMoveRoles,
  tripOverrideRoles,
  tripStatuses,
  type ParcelView,
  type Trip,
  type TripAvailability,
  type TripInput,
  type TripPlan,
} from '@courier/domain';
import {
  blankTripPlan,
  ManifestSheet,
  noTripFilters,
  Spinner,
  toast,
  TripDetail,
  useCourierFormat,
  TripList,
  TripPlanner,
  tripSortFields,
  type LoadResult,
  type TripMove,
  type TripCrewChoice,
  type TripMoveTime,
} from '@courier/ui';
import { ApiError, request } from '../../api/client';
import { messageOf } from '../../api/messages';
import { useOffices, useRoutes, useTripRefs } from '../../api/reference';
import { scanRefusalText, sendScan } from '../../api/scans';
import { useAuth } from '../../auth/auth';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { useTitle } from '../../pages/useTitle';
import { downloadCsv } from '../parcels/csv';
import type { RecordViewSpec } from '../records/listView';
import { useRecordList, useRecordSave, useRelated, useRights } from '../records/useRecords';
import { useUnsavedGuard } from '../records/useUnsavedGuard';
import { Loaded } from '../records/RecordModule';
import { useCompany } from '../../api/company';

const base = '/secure/trips';
const spec: RecordViewSpec<typeof noTripFilters> = {
  noFilters: noTripFilters,
  allowed: { status: tripStatuses },
  sortFields: tripSortFields,
  defaultSort: { id: 'scheduledAt', direction: 'desc' },
};

function TripsPage() {
  const { t } = useTranslation('ui');
  const refs = useTripRefs();
  const { listProps, chosen } = useRecordList<Trip, typeof noTripFilters>('trips', base, spec);
  const { user } = useAuth();
  useTitle(t('trips.title'));
  const name = (list: { id: string; label: string }[], id: string) => list.find((x) => x.id === id)?.label ?? id;
  const exportCsv = (ids: string[]) =>
    downloadCsv(
      'trips',
      chosen(ids).map((x) => ({
        [t('trips.code')]: x.code,
        [t('trips.scheduledAt')]: x.scheduledAt,
        [t('trips.route')]: name(
          refs.routes.map((r) => ({ id: r.id, label: r.code })),
          x.routeId,
        ),
        [t('trips.truck')]: name(
          refs.trucks.map((r) => ({ id: r.id, label: r.plate })),
          x.truckId,
        ),
        [t('trips.driver')]: name(
          refs.drivers.map((r) => ({ id: r.id, label: r.name })),
          x.driverId,
        ),
        [t('trips.parcels')]: x.parcelCount,
        [t('trips.load')]: x.loadKg,
        [t('trips.status')]: t(`trips.statuses.${x.status}`),
        [t('trips.seal')]: x.seal ?? '',
      })),
    );
  // A driver sees his own trips, to open one: nothing to select them for.
  return <TripList {...listProps} refs={refs} onExportCsv={user?.role === 'driver' ? undefined : exportCsv} />;
}

/** Why a trip move was refused, in words: the server's reason (with the moment it names), else its message. */
function tripRefusalText(error: unknown, moment: (iso: string) => string): string {
  const body =
    error instanceof ApiError
      ? (error.body as { error?: { reason?: unknown; notBefore?: unknown } } | undefined)?.error
      : undefined;
  const reason = body?.reason;
  const time = typeof body?.notBefore === 'string' ? moment(body.notBefore) : '';
  if (typeof reason === 'string' && i18next.exists(`trips.refusals.${reason}`, { ns: 'ui' }))
    return i18next.t(`trips.refusals.${reason}`, { ns: 'ui', time });
  return scanRefusalText(error);
}

function PlanPage() {
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  const refs = useTripRefs();
  const routes = useRoutes().filter((r) => r.active);
  const [asked, setAsked] = useState<{ scheduledAt: string | null; choice?: TripCrewChoice }>({ scheduledAt: null });
  const { scheduledAt, choice } = asked;
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedGuard(dirty);
  // Who may go is asked again as the route, truck or driver changes (the first stop, the licence).
  const query = {
    scheduledAt: scheduledAt ?? '',
    ...Object.fromEntries(Object.entries(choice ?? {}).filter(([, value]) => value)),
  };
  const availability = useQuery({
    queryKey: ['trips', 'availability', query],
    queryFn: ({ signal }) => request<TripAvailability>('/api/v1/trips/availability', { query, signal }),
    enabled: !!scheduledAt,
    placeholderData: (previous) => previous,
  });
  const { save, serverErrors, error } = useRecordSave<Trip, TripInput>('trips');
  useTitle(t('trips.new'));
  const submit = async (plan: TripPlan) => {
    const trip = await save(tripInputOf(plan));
    guard.release();
    toast.success(t('trips.created', { code: trip.code }));
    await navigate(`${base}/${trip.id}`);
  };
  // The server speaks of the planned moment; the planner shows it as the time.
  const fields = serverErrors
    ? Object.fromEntries(
        Object.entries(serverErrors).map(([key, code]) => [key === 'scheduledAt' ? 'time' : key, code]),
      )
    : undefined;
  const [initial] = useState(() => blankTripPlan(new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10)));
  const onScheduleChange = useCallback(
    (at: string | null, chosen: TripCrewChoice) => setAsked({ scheduledAt: at, choice: chosen }),
    [],
  );
  return (
    <>
      <TripPlanner
        routes={routes}
        refs={refs}
        availability={availability.data}
        onScheduleChange={onScheduleChange}
        initial={initial}
        onSubmit={submit}
        onCancel={() => void navigate(base)}
        serverErrors={fields}
        error={error}
        onDirtyChange={setDirty}
      />
      {guard.dialog}
    </>
  );
}

/** The parcels on a trip's truck (loaded, or in transit with it): the manifest and its print. */
function useOnBoard(tripId: string) {
  const page = useRelated<ParcelView>('parcels', { tripId, size: 100, sort: 'trackingNumber' });
  return {
    parcels: page.items.filter((p) => p.status === 'loaded' || p.status === 'in_transit'),
    isLoaded: page.isLoaded,
  };
}

/** /secure/trips/:id: the trip, loaded (or its 404 or error page). */
function TripPage() {
  const { id = '' } = useParams();
  return (
    <Loaded<Trip> key={id} resource="trips" id={id}>
      {(trip) => <TripView data={trip} />}
    </Loaded>
  );
}

function TripView({ data }: { data: Trip }) {
  const id = data.id;
  const { t } = useTranslation('ui');
  const client = useQueryClient();
  const { user } = useAuth();
  const refs = useTripRefs();
  const offices = useOffices();
  const format = useCourierFormat();
  const at = currentStopIndex(data);
  const here = at >= 0 ? data.stops[at]!.officeId : null;
  const onBoard = useOnBoard(id).parcels;
  const atStop = useQuery({
    queryKey: ['parcels', 'list', { currentOfficeId: here, status: 'at_office,returning' }],
    queryFn: ({ signal }) =>
      request<{ items: ParcelView[] }>('/api/v1/parcels', {
        query: { currentOfficeId: here!, status: 'at_office,returning', size: 100, sort: 'createdAt', order: 'asc' },
        signal,
      }),
    enabled: !!here,
  });
  useTitle(data.code);

  const stopIds = data.stops.map((s) => s.officeId);
  const lastIsHub = offices.find((o) => o.id === stopIds.at(-1))?.type === 'hub';
  const direct = here ? directDestinations(refs.routes, here) : new Set<string>();
  const waiting = (atStop.data?.items ?? []).filter(
    (p) => p.tripId === null && loadableAt(stopIds, at, p.destinationOfficeId, lastIsHub, direct),
  );
  const refresh = () => {
    void client.invalidateQueries({ queryKey: ['trips'] });
    void client.invalidateQueries({ queryKey: ['parcels'] });
  };
  const role = user?.role;
  const mayMove = !!role && tripMoveRoles.includes(role) && (role !== 'driver' || data.driverId === user.driverId);
  const mayScan = !!role && scanRoles.includes(role) && (role !== 'driver' || data.driverId === user.driverId);

  const move = async (kind: TripMove, officeId?: string, time?: TripMoveTime) => {
    try {
      await request(`/api/v1/trips/${id}/${kind}`, {
        method: 'POST',
        body: { ...(kind === 'arrive' ? { officeId } : {}), ...time },
      });
    } catch (caught) {
      throw { message: tripRefusalText(caught, format.moment) };
    }
    // The trip page says what was done in place: a toast would cover its manifest.
    refresh();
  };
  const seal = async (value: string | null) => {
    try {
      await request(`/api/v1/trips/${id}`, { method: 'PATCH', body: { seal: value } });
    } catch (caught) {
      throw { message: messageOf(caught) };
    }
    refresh();
  };
  const scanAll =
    (action: 'loaded' | 'unloaded') =>
    async (numbers: string[]): Promise<LoadResult> => {
      const result: LoadResult = { done: [], refused: [] };
      // One after another: each load changes what the truck can still take.
      for (const trackingNumber of numbers) {
        try {
          await sendScan({ trackingNumber, action, tripId: id, officeId: here ?? undefined });
          result.done.push(trackingNumber);
        } catch (caught) {
          result.refused.push({ trackingNumber, reason: scanRefusalText(caught) });
        }
      }
      refresh();
      return result;
    };
  return (
    <TripDetail
      trip={data}
      refs={refs}
      onBoard={onBoard}
      waiting={waiting}
      backHref={base}
      backLabel={t('trips.back')}
      manifestHref={`${base}/${id}/manifest`}
      parcelHref={(p) => `/secure/parcels/${p.id}`}
      onMove={mayMove ? move : undefined}
      mayOverride={!!role && tripOverrideRoles.includes(role)}
      onCancel={role && canWrite(role, 'trips', 'update') ? () => move('cancel') : undefined}
      onLoad={mayScan ? scanAll('loaded') : undefined}
      onUnload={mayScan ? scanAll('unloaded') : undefined}
      onSeal={role && canWrite(role, 'trips', 'update') ? seal : undefined}
    />
  );
}

/** /secure/trips/:id/manifest: the A4 manifest of the parcels on board, for the print dialog. */
function ManifestPage() {
  const { id = '' } = useParams();
  return (
    <Loaded<Trip> key={id} resource="trips" id={id}>
      {(trip) => <Manifest trip={trip} />}
    </Loaded>
  );
}

function Manifest({ trip }: { trip: Trip }) {
  const { t } = useTranslation();
  const company = useCompany();
  const refs = useTripRefs();
  const onBoard = useOnBoard(trip.id);
  useTitle(t('manifest.title', { ns: 'ui', code: trip.code }));
  if (!onBoard.isLoaded) return <Spinner size="lg" />;
  return (
    <ManifestSheet
      trip={trip}
      refs={refs}
      parcels={onBoard.parcels}
      companyName={company.name}
      companyLogo={company.logo}
      backHref={`${base}/${trip.id}`}
      onPrint={() => window.print()}
    />
  );
}

function NewTripPage() {
  return useRights('trips').create ? <PlanPage /> : <Navigate to={base} replace />;
}

/** Trips (/secure/trips): the list, the planner, and each trip with its manifest and moves. */
export function TripsModule() {
  return (
    <Routes>
      <Route index element={<TripsPage />} />
      <Route path="new" element={<NewTripPage />} />
      <Route path=":id" element={<TripPage />} />
      <Route path=":id/manifest" element={<ManifestPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
