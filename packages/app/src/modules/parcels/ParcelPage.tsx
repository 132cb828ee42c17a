import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import {
  availableActions,
  canRead,
  canWrite,
  isFinalStatus,
  parcelNoteRoles,
  type Driver,
  type Parcel,
  type ScanAction,
  type Trip,
} from '@courier/domain';
import { ErrorPage, ParcelActionDialog, ParcelDetail, Spinner, toast } from '@courier/ui';
import { ApiError, request } from '../../api/client';
import { messageOf } from '../../api/messages';
import { eventsQuery, parcelQuery } from '../../api/parcels';
import { useOffices } from '../../api/reference';
import { scanRefusalText, sendScan, useScanOptions, useStaff } from '../../api/scans';
import { useAuth } from '../../auth/auth';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { useTitle } from '../../pages/useTitle';

/** /secure/parcels/:id: the parcel, its history and what can be done with it now. */
export function ParcelPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  const client = useQueryClient();
  const { user } = useAuth();
  const role = user!.role;
  const offices = useOffices();
  const staff = useStaff();
  const parcel = useQuery(parcelQuery(id));
  const events = useQuery(eventsQuery(id));
  const [action, setAction] = useState<ScanAction | null>(null);
  const [scanError, setScanError] = useState<string | null>(null);
  const p = parcel.data;
  useTitle(p?.trackingNumber ?? t('parcels.title'));

  // Names of the trips and drivers in its history, for the roles that may read them.
  const tripIds = [
    ...new Set([p?.tripId, ...(events.data ?? []).map((e) => e.tripId)].filter((x): x is string => !!x)),
  ];
  const driverIds = [
    ...new Set([p?.driverId, ...(events.data ?? []).map((e) => e.driverId)].filter((x): x is string => !!x)),
  ];
  const tripNames = useQueries({
    queries: (canRead(role, 'trips') ? tripIds : []).map((tripId) => ({
      queryKey: ['trips', 'one', tripId],
      queryFn: ({ signal }: { signal: AbortSignal }) => request<Trip>(`/api/v1/trips/${tripId}`, { signal }),
      staleTime: 60_000,
    })),
  });
  const driverNames = useQueries({
    queries: (canRead(role, 'drivers') ? driverIds : []).map((driverId) => ({
      queryKey: ['drivers', 'one', driverId],
      queryFn: ({ signal }: { signal: AbortSignal }) => request<Driver>(`/api/v1/drivers/${driverId}`, { signal }),
      staleTime: 5 * 60_000,
    })),
  });
  const trips = Object.fromEntries(tripNames.flatMap((q) => (q.data ? [[q.data.id, q.data.code]] : [])));
  const drivers = Object.fromEntries(driverNames.flatMap((q) => (q.data ? [[q.data.id, q.data.name]] : [])));

  // Where an action happens: a clerk at his own counter, otherwise where the parcel is.
  const here = user?.officeId ?? p?.currentOfficeId ?? p?.destinationOfficeId ?? null;
  const options = useScanOptions(
    action === 'loaded' || action === 'out_for_delivery' ? (p?.currentOfficeId ?? here) : null,
    offices,
    { trips: action === 'loaded', drivers: action === 'out_for_delivery' },
  );

  const refresh = (next: Parcel) => {
    client.setQueryData(parcelQuery(id).queryKey, next);
    void client.invalidateQueries({ queryKey: ['parcels', 'events', id] });
    void client.invalidateQueries({ queryKey: ['parcels', 'list'] });
  };
  const note = useMutation({
    mutationFn: (text: string) => request<Parcel>(`/api/v1/parcels/${id}/notes`, { method: 'POST', body: { text } }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => request<boolean>(`/api/v1/parcels/${id}`, { method: 'DELETE' }),
    onSuccess: () => {
      toast.success(t('parcelDetail.deleted', { tracking: p?.trackingNumber }));
      void client.invalidateQueries({ queryKey: ['parcels', 'list'] });
      void navigate('/secure/parcels', { replace: true });
    },
  });

  if (parcel.isError && parcel.error instanceof ApiError && parcel.error.status === 404) return <NotFoundPage />;
  if (parcel.isError) return <ErrorPage onRetry={() => void parcel.refetch()} />;
  if (!p) return <Spinner size="lg" />;

  return (
    <>
      <ParcelDetail
        parcel={p}
        events={events.data ?? []}
        offices={offices}
        staff={staff}
        trips={trips}
        drivers={drivers}
        actions={availableActions(role, p)}
        onAction={(next) => {
          setScanError(null);
          setAction(next);
        }}
        backHref="/secure/parcels"
        labelHref={`/secure/parcels/labels?ids=${p.id}`}
        editHref={
          canWrite(role, 'parcels', 'update') && !isFinalStatus(p.status) ? `/secure/parcels/${p.id}/edit` : undefined
        }
        onDelete={canWrite(role, 'parcels', 'delete') && p.status === 'created' ? () => remove.mutate() : undefined}
        onAddNote={parcelNoteRoles.includes(role) ? (text) => note.mutateAsync(text) : undefined}
        complaintHref={canWrite(role, 'complaints', 'create') ? `/secure/complaints/new?parcel=${p.id}` : undefined}
      />
      <ParcelActionDialog
        key={action ?? 'none'}
        action={action}
        trackingNumber={p.trackingNumber}
        options={options}
        defaults={{
          officeId: action === 'received' ? p.originOfficeId : here,
          tripId: action === 'unloaded' ? p.tripId : null,
        }}
        officeLocked={role === 'clerk' && !!user?.officeId}
        onClose={() => setAction(null)}
        error={scanError}
        onSubmit={async (input) => {
          setScanError(null);
          try {
            const result = await sendScan({ trackingNumber: p.trackingNumber, ...input });
            refresh(result.parcel);
            toast.success(t(`parcel.event.${result.event.type}`), p.trackingNumber);
          } catch (error) {
            setScanError(scanRefusalText(error) || messageOf(error));
            throw error;
          }
        }}
      />
    </>
  );
}
