import type { ComplaintPriority, ComplaintStatus, DriverStatus, TripStatus, TruckStatus } from '@courier/domain';
import { useUiTranslation } from '../i18n';
import { Badge, type BadgeTone } from '../primitives/Badge/Badge';

export interface StatusBadgeProps<S extends string> {
  status: S;
  size?: 'sm' | 'md';
}

type T = ReturnType<typeof useUiTranslation>['t'];

/** A badge for one kind of status: its words, and its colour from the table. */
export function statusBadge<S extends string>(words: (t: T, status: S) => string, tones: Record<S, BadgeTone>) {
  return function StatusBadge({ status, size }: StatusBadgeProps<S>) {
    const { t } = useUiTranslation();
    return (
      <Badge tone={tones[status]} size={size} withDot>
        {words(t, status)}
      </Badge>
    );
  };
}

// Green when free or done, blue (info) when moving, amber when it needs attention, grey when out of
// play: fixed colours, never the palette's primary, so a status reads the same in every palette.
export const tripStatusTone: Record<TripStatus, BadgeTone> = {
  planned: 'neutral',
  loading: 'info',
  in_transit: 'info',
  completed: 'success',
  cancelled: 'neutral',
};
export const truckStatusTone: Record<TruckStatus, BadgeTone> = {
  available: 'success',
  on_trip: 'info',
  maintenance: 'caution',
  retired: 'neutral',
};
export const driverStatusTone: Record<DriverStatus, BadgeTone> = {
  available: 'success',
  on_trip: 'info',
  off_duty: 'neutral',
  on_leave: 'caution',
};
export const complaintStatusTone: Record<ComplaintStatus, BadgeTone> = {
  open: 'info',
  in_progress: 'info',
  awaiting_customer: 'caution',
  resolved: 'success',
  rejected: 'neutral',
  closed: 'neutral',
};
export const priorityTone: Record<ComplaintPriority, BadgeTone> = {
  low: 'neutral',
  medium: 'info',
  high: 'caution',
  urgent: 'warn',
};

export const TripStatusBadge = statusBadge<TripStatus>((t, s) => t(`trips.statuses.${s}`), tripStatusTone);
export const TruckStatusBadge = statusBadge<TruckStatus>((t, s) => t(`trucks.statuses.${s}`), truckStatusTone);
export const DriverStatusBadge = statusBadge<DriverStatus>((t, s) => t(`drivers.statuses.${s}`), driverStatusTone);
export const ComplaintStatusBadge = statusBadge<ComplaintStatus>(
  (t, s) => t(`complaints.statuses.${s}`),
  complaintStatusTone,
);
export const PriorityBadge = statusBadge<ComplaintPriority>((t, s) => t(`complaints.priorities.${s}`), priorityTone);
