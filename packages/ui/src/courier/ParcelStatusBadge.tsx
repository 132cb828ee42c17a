import type { ParcelStatus } from '@courier/domain';
import type { BadgeTone } from '../primitives/Badge/Badge';
import { statusBadge } from './StatusBadges';

/** The colour of each status: green when done well, red when something went wrong, amber when it waits. */
export const statusTone: Record<ParcelStatus, BadgeTone> = {
  created: 'neutral',
  at_office: 'info',
  loaded: 'primary',
  in_transit: 'primary',
  out_for_delivery: 'caution',
  delivered: 'success',
  delivery_failed: 'warn',
  returning: 'caution',
  returned: 'neutral',
  on_hold: 'caution',
  cancelled: 'neutral',
  lost: 'warn',
};

export const ParcelStatusBadge = statusBadge<ParcelStatus>((t, s) => t(`parcel.status.${s}`), statusTone);
