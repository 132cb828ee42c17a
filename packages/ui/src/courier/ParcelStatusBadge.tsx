import type { ParcelStatus } from '@courier/domain';
import type { BadgeTone } from '../primitives/Badge/Badge';
import { statusBadge } from './StatusBadges';

/**
 * The colour of each status: green when done well, red when something went wrong, amber when it
 * waits, blue (info) when on its way. Never the palette's primary: in Rose it made a moving parcel
 * look failed, in Amber on hold.
 */
export const statusTone: Record<ParcelStatus, BadgeTone> = {
  created: 'neutral',
  at_office: 'info',
  loaded: 'info',
  in_transit: 'info',
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
