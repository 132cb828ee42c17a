import { useUiTranslation } from '../i18n';
import { Button } from '../primitives/Button/Button';

export interface RecordBulkActionsProps {
  ids: string[];
  onExportCsv: (ids: string[]) => void;
  /** Absent for roles that cannot edit. */
  onSetActive?: (ids: string[], active: boolean) => void;
}

/** What can be done to a selection of master-data records: export it, activate or deactivate it. */
export function RecordBulkActions({ ids, onExportCsv, onSetActive }: RecordBulkActionsProps) {
  const { t } = useUiTranslation();
  return (
    <>
      <Button size="sm" variant="secondary" icon="heroicons_outline:arrow-down-tray" onPress={() => onExportCsv(ids)}>
        {t('records.exportCsv')}
      </Button>
      {onSetActive ? (
        <>
          <Button
            size="sm"
            variant="secondary"
            icon="heroicons_outline:check-circle"
            onPress={() => onSetActive(ids, true)}
          >
            {t('records.activate')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            icon="heroicons_outline:no-symbol"
            onPress={() => onSetActive(ids, false)}
          >
            {t('records.deactivate')}
          </Button>
        </>
      ) : null}
    </>
  );
}

export type ActiveFilter = 'true' | 'false' | null;
