import { useUiTranslation } from '../i18n';
import { useCourierFormat } from '../courier/format';
import { Button } from '../primitives/Button/Button';

/**
 * "Export 1 234 rows": every row a paged view's filters match, fetched page by page by the app; the
 * count fetched so far shows on the button while it runs. Disabled with nothing to export.
 */
export function ExportRowsButton({
  total,
  onExport,
  isExporting,
  exportedRows,
}: {
  total: number;
  onExport: () => void;
  isExporting?: boolean;
  exportedRows?: number;
}) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  return (
    <Button
      variant="secondary"
      icon="heroicons_outline:arrow-down-tray"
      onPress={onExport}
      isPending={isExporting}
      isDisabled={!total}
    >
      {isExporting && exportedRows !== undefined
        ? t('history.exporting', { done: format.count(exportedRows), total: format.count(total) })
        : t('history.export', { count: total, rows: format.count(total) })}
    </Button>
  );
}
