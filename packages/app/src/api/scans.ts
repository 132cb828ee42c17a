import {
  currentStopIndex,
  type Driver,
  type Office,
  type Page,
  type ScanInput,
  type ScanResult,
  type StaffMember,
  type Trip,
} from '@courier/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import type { ScanOptions } from '@courier/ui';
import { ApiError, request } from './client';
import { messageOf, reasonOf } from './messages';

/** How long a scan waits for its answer before it is kept to be sent again (a network that hangs rather than fails). */
const scanTimeoutMs = 10_000;

/** POST api/v1/scans, with an id that makes a retry answer the first result. */
export const sendScan = (input: ScanInput, clientScanId: string = crypto.randomUUID()) =>
  request<ScanResult>('/api/v1/scans', {
    method: 'POST',
    body: { clientScanId, ...input },
    signal: AbortSignal.timeout(scanTimeoutMs),
  });

/** A refusal of the status machine in the user's words, naming the status the parcel is in (one only booked: not received yet). */
export const wrongStatusText = (status: string) =>
  status === 'created'
    ? i18next.t('scan.refusal.not_received', { ns: 'ui' })
    : i18next.t('scan.refusal.in_status', { ns: 'ui', status: i18next.t(`parcel.status.${status}`, { ns: 'ui' }) });

/** Why a scan was refused, in the user's words: the status machine's reason, else the server's (messageOf). */
export function scanRefusalText(error: unknown): string {
  if (error instanceof ApiError) {
    const reason = reasonOf(error);
    const { status } = (error.body as { error?: { status?: unknown } } | undefined)?.error ?? {};
    if (reason === 'invalid_transition' && typeof status === 'string') return wrongStatusText(status);
    if (typeof reason === 'string' && i18next.exists(`scan.refusal.${reason}`, { ns: 'ui' }))
      return i18next.t(`scan.refusal.${reason}`, { ns: 'ui' });
    const field = error.fields ? Object.entries(error.fields)[0] : undefined;
    if (field && field[0] === 'trackingNumber')
      return i18next.t(`tracking.errors.${field[1] === 'check_digit' ? 'check_digit' : 'format'}`, { ns: 'ui' });
  }
  return messageOf(error);
}

export const staffQuery = queryOptions({
  queryKey: ['staff'],
  queryFn: ({ signal }) => request<StaffMember[]>('/api/v1/staff', { signal }),
  staleTime: 5 * 60_000,
});
export const useStaff = () => useQuery(staffQuery).data ?? [];

/**
 * What a scan at an office can be made with: the trips standing there (planned, loading, or
 * stopped at it on the way) and the drivers based there who are working.
 */
export function useScanOptions(
  officeId: string | null,
  offices: Office[],
  { trips = true, drivers = true } = {},
): ScanOptions {
  const tripList = useQuery({
    queryKey: ['trips', 'at', officeId],
    queryFn: ({ signal }) =>
      request<Page<Trip>>('/api/v1/trips', {
        query: { officeId: officeId!, status: 'planned,loading,in_transit', size: 100, sort: 'scheduledAt' },
        signal,
      }),
    enabled: trips && !!officeId,
    staleTime: 30_000,
  });
  const driverList = useQuery({
    queryKey: ['drivers', 'at', officeId],
    queryFn: ({ signal }) =>
      request<Page<Driver>>('/api/v1/drivers', {
        query: { homeOfficeId: officeId!, status: 'available,on_trip', size: 200, sort: 'name' },
        signal,
      }),
    enabled: drivers && !!officeId,
    staleTime: 60_000,
  });
  const code = (id: string) => offices.find((o) => o.id === id)?.code ?? '?';
  return {
    offices,
    trips: (tripList.data?.items ?? [])
      .filter((trip) => trip.stops[currentStopIndex(trip)]?.officeId === officeId)
      .map((trip) => ({ id: trip.id, label: `${trip.code} · ${trip.stops.map((s) => code(s.officeId)).join(' → ')}` })),
    drivers: (driverList.data?.items ?? []).map((driver) => ({
      id: driver.id,
      label: `${driver.name} · ${driver.employeeNo}`,
    })),
  };
}
