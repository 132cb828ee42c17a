import type { Office } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { ButtonLink } from '../../primitives/Button/Button';
import { Select } from '../../primitives/Select/Select';
import { CsvImport, type CsvImportProps } from '../../records/CsvImport';
import { officeItems } from './shared';

export interface CustomerImportProps extends Omit<CsvImportProps, 'words' | 'context' | 'waiting' | 'resultActions'> {
  offices: Office[];
  /** The home office of rows that name none; null: each row names its own. */
  homeOfficeId: string | null;
  onHomeOfficeChange: (id: string | null) => void;
  /** The customers list, newest first, once some are added. */
  listHref: string;
}

/**
 * Many customers from a CSV (`CsvImport`): one row per customer, the home office of rows that
 * name none chosen above the file, the template to start from, and the list after.
 */
export function CustomerImport({ offices, homeOfficeId, onHomeOfficeChange, listHref, ...props }: CustomerImportProps) {
  const { t } = useUiTranslation();
  return (
    <CsvImport
      {...props}
      words="customerImport"
      context={
        <Select
          label={t('customerImport.homeOffice')}
          description={t('customerImport.homeOfficeHint')}
          items={[{ id: '', label: t('customerImport.noHomeOffice') }, ...officeItems(offices)]}
          value={homeOfficeId ?? ''}
          onChange={(key) => onHomeOfficeChange(key ? String(key) : null)}
        />
      }
      resultActions={
        props.result?.done ? (
          <ButtonLink variant="secondary" href={listHref}>
            {t('customerImport.list')}
          </ButtonLink>
        ) : null
      }
    />
  );
}
