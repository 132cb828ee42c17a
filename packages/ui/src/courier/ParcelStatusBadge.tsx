import type { ParcelStatus } from '@courier/domain';
import { useUiTranslation } from '../i18n';
import { Badge, type BadgeTone } from '../primitives/Badge/Badge';

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

export function ParcelStatusBadge({ status, size }: { status: ParcelStatus; size?: 'sm' | 'md' }) {
  const { t } = useUiTranslation();
  return (
    <Badge tone={statusTone[status]} size={size} withDot>
      {t(`parcel.status.${status}`)}
    </Badge>
  );
}
