import type { TFunction } from 'i18next';
import { useUiTranslation } from '../../i18n';
import { Badge } from '../../primitives/Badge/Badge';
import type { ActiveFilter } from '../../records/RecordBulkActions';
import type { RecordPageProps } from '../../records/RecordPage';

/** What a master-data detail page takes besides its record: the way back, edit and delete. */
export type MasterDataPageProps = Pick<RecordPageProps, 'backHref' | 'backLabel' | 'editHref' | 'onDelete'>;

/** What a master-data form takes: the values to start from, and what the server said. */
export interface MasterDataFormProps<V> {
  mode: 'create' | 'edit';
  initial: V;
  /** Saves; rejects to keep the form (the caller passes the server's field errors back). */
  onSubmit: (values: V) => Promise<unknown>;
  onCancel: () => void;
  serverErrors?: Record<string, string>;
  error?: string | null;
  onDirtyChange?: (dirty: boolean) => void;
}

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useUiTranslation();
  return (
    <Badge tone={active ? 'success' : 'neutral'} withDot>
      {active ? t('records.active') : t('records.inactive')}
    </Badge>
  );
}

export const activeItems = (t: TFunction): { id: Exclude<ActiveFilter, null>; label: string }[] => [
  { id: 'true', label: t('records.active') },
  { id: 'false', label: t('records.inactive') },
];
