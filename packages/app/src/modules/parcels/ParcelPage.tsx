import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import {
  availableActions,
  canWrite,
  isFinalStatus,
  officeScopedRoles,
  parcelNoteRoles,
  type ParcelEvent,
  type ParcelView,
  type Role,
  type ScanAction,
} from '@courier/domain';
import { ErrorPage, ParcelActionDialog, ParcelDetail, Spinner, toast } from '@courier/ui';
import { ApiError, request } from '../../api/client';
import { messageOf } from '../../api/messages';
import { useTripAndDriverNames } from '../../api/names';
import { eventsQuery, openedParcelQuery, parcelQuery } from '../../api/parcels';
import { useOffices } from '../../api/reference';
import { scanRefusalText, sendScan, useScanOptions, useStaff } from '../../api/scans';
import { useAuth } from '../../auth/auth';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { useTitle } from '../../pages/useTitle';

/** Names of the trips and drivers in a parcel's history, for the roles that may read them. */
const useHistoryNames = (role: Role, p: ParcelView | undefined, events: readonly ParcelEvent[]) =>
  useTripAndDriverNames(
    role,
    [p?.tripId, ...events.map((e) => e.tripId)],
    [p?.driverId, ...events.map((e) => e.driverId)],
  );

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
  const { trips, drivers } = useHistoryNames(role, p, events.data ?? []);

  // Where an action happens: a clerk at his own counter, otherwise where the parcel is.
  const here = user?.officeId ?? p?.currentOfficeId ?? p?.destinationOfficeId ?? null;
  const options = useScanOptions(
    action === 'loaded' || action === 'out_for_delivery' ? (p?.currentOfficeId ?? here) : null,
    offices,
    { trips: action === 'loaded', drivers: action === 'out_for_delivery' },
  );

  const refresh = (next: ParcelView) => {
    client.setQueryData(parcelQuery(id).queryKey, next);
    void client.invalidateQueries({ queryKey: ['parcels', 'events', id] });
    void client.invalidateQueries({ queryKey: ['parcels', 'list'] });
  };
  const note = useMutation({
    mutationFn: (text: string) =>
      request<ParcelView>(`/api/v1/parcels/${id}/notes`, { method: 'POST', body: { text } }),
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

/**
 * /secure/parcels/tracking/:trackingNumber: a parcel opened by its exact number, as a clerk opens
 * another office's parcel for a question at the counter (the server records the opening). It is
 * there to read: no scans, edits, notes or labels. A parcel the reader reads anyway opens as usual.
 */
export function OpenedParcelPage() {
  const { trackingNumber = '' } = useParams();
  const { t } = useTranslation('ui');
  const { user } = useAuth();
  const role = user!.role;
  const offices = useOffices();
  const staff = useStaff();
  const opened = useQuery(openedParcelQuery(trackingNumber));
  const p = opened.data?.parcel;
  const events = opened.data?.events ?? [];
  const { trips, drivers } = useHistoryNames(role, p, events);
  useTitle(p?.trackingNumber ?? t('parcels.title'));

  if (opened.isError && opened.error instanceof ApiError && [404, 422].includes(opened.error.status))
    return <NotFoundPage />;
  if (opened.isError) return <ErrorPage onRetry={() => void opened.refetch()} />;
  if (!p) return <Spinner size="lg" />;
  const elsewhere =
    officeScopedRoles.includes(role) &&
    ![p.originOfficeId, p.currentOfficeId, p.destinationOfficeId].includes(user!.officeId);
  if (!elsewhere) return <Navigate to={`/secure/parcels/${p.id}`} replace />;
  return (
    <ParcelDetail
      parcel={p}
      events={events}
      offices={offices}
      staff={staff}
      trips={trips}
      drivers={drivers}
      actions={[]}
      onAction={() => undefined}
      backHref="/secure/parcels"
      complaintHref={
        canWrite(role, 'complaints', 'create') ? `/secure/complaints/new?tracking=${p.trackingNumber}` : undefined
      }
      otherOffice
    />
  );
}
