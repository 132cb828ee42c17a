import { useUiTranslation } from '../../i18n';
import { ButtonLink } from '../../primitives/Button/Button';
import { ComboBox } from '../../primitives/ComboBox/ComboBox';
import type { OptionItem } from '../../primitives/shared/Option';
import { CsvImport, type CsvImportProps } from '../../records/CsvImport';

export interface BookingImportProps extends Omit<CsvImportProps, 'words' | 'context' | 'waiting' | 'result'> {
  /** The customers to import for, found as the user types. */
  searchCustomers: (text: string, signal: AbortSignal) => Promise<OptionItem[]>;
  customerId: string | null;
  onCustomerChange: (id: string | null) => void;
  /** The parcels booked (their labels, where few enough to print at once, and the list). */
  result: { done: number; rejected: number; labelsHref: string | null; listHref: string } | null;
}

/**
 * Booking many parcels of one customer from a CSV (`CsvImport`): the customer first, whose
 * parcels the rows are; the rows are checked once he is chosen; the booked parcels' labels print
 * from the result.
 */
export function BookingImport({ searchCustomers, customerId, onCustomerChange, result, ...props }: BookingImportProps) {
  const { t } = useUiTranslation();
  return (
    <CsvImport
      {...props}
      words="bookingImport"
      context={
        <ComboBox
          label={t('bookingImport.customer')}
          isRequired
          loadOptions={searchCustomers}
          value={customerId}
          onChange={(key) => onCustomerChange(key === null ? null : String(key))}
        />
      }
      waiting={customerId ? null : t('bookingImport.chooseCustomer')}
      result={result}
      resultActions={
        result ? (
          <>
            {result.labelsHref ? (
              <ButtonLink href={result.labelsHref} icon="heroicons_outline:printer">
                {t('bookingImport.labels')}
              </ButtonLink>
            ) : null}
            <ButtonLink variant="secondary" href={result.listHref}>
              {t('bookingImport.list')}
            </ButtonLink>
          </>
        ) : null
      }
    />
  );
}
