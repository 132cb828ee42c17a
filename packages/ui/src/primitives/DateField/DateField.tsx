import { useMemo } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
  useLocale,
  type DatePickerProps,
} from 'react-aria-components';
import { Icon } from '../../icons/Icon';
import { useUiTranslation } from '../../i18n';
import { FieldFooter, FieldLabel, type FieldTextProps } from '../shared/FieldParts';
import * as fieldStyles from '../shared/field.css';
import * as overlay from '../shared/overlay.css';
import * as styles from './DateField.css';

export interface DateFieldProps
  extends
    Omit<
      DatePickerProps<CalendarDate>,
      'className' | 'style' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'minValue' | 'maxValue'
    >,
    FieldTextProps {
  /** An ISO date, `YYYY-MM-DD`, or null for none. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  minValue?: string;
  maxValue?: string;
  className?: string;
}

const toDate = (iso: string | null | undefined) => {
  if (!iso) return iso === null ? null : undefined;
  try {
    return parseDate(iso.slice(0, 10));
  } catch {
    return null;
  }
};

/**
 * A date input that shows the long date of the active language ("21 November 2026",
 * "21 Kasım 2026") and switches to editable segments while the user types; a calendar pops up
 * from its button.
 */
export function DateField({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  className,
  ...props
}: DateFieldProps) {
  const { t } = useUiTranslation();
  const { locale } = useLocale();
  const longFormat = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }), [locale]);
  const controlled = value !== undefined;

  return (
    <DatePicker
      validationBehavior="aria"
      {...props}
      value={controlled ? toDate(value) : undefined}
      defaultValue={controlled ? undefined : toDate(defaultValue)}
      onChange={(date) => onChange?.(date ? date.toString() : null)}
      minValue={toDate(minValue) ?? undefined}
      maxValue={toDate(maxValue) ?? undefined}
      isInvalid={props.isInvalid ?? (errorMessage ? true : undefined)}
      className={[fieldStyles.field, className].filter(Boolean).join(' ')}
    >
      {({ state }) => {
        const current = state.value as CalendarDate | null;
        const long = current
          ? longFormat.format(new Date(Date.UTC(current.year, current.month - 1, current.day)))
          : null;
        return (
          <>
            <FieldLabel label={label} isRequired={props.isRequired} />
            <Group className={`${fieldStyles.control} ${styles.group}`}>
              {({ isFocusWithin }) => (
                <>
                  <DateInput
                    className={[styles.segments, long && !isFocusWithin ? styles.hiddenSegments : ''].join(' ')}
                  >
                    {(segment) => <DateSegment segment={segment} className={styles.segment} />}
                  </DateInput>
                  {long && !isFocusWithin ? (
                    <span className={styles.longDate} aria-hidden="true" data-testid="long-date">
                      {long}
                    </span>
                  ) : null}
                  <Button className={fieldStyles.innerButton} aria-label={t('common.openCalendar')}>
                    <Icon name="heroicons_outline:calendar-days" size={18} />
                  </Button>
                </>
              )}
            </Group>
            <FieldFooter description={description} errorMessage={errorMessage} />
            <Popover className={overlay.popover} offset={4}>
              <Dialog
                className={styles.calendar}
                aria-label={typeof label === 'string' ? label : t('common.openCalendar')}
              >
                <Calendar>
                  <header className={styles.calendarHeader}>
                    <Button slot="previous" className={fieldStyles.innerButton}>
                      <Icon name="heroicons_mini:chevron-left" size={18} />
                    </Button>
                    <Heading className={styles.calendarHeading} />
                    <Button slot="next" className={fieldStyles.innerButton}>
                      <Icon name="heroicons_mini:chevron-right" size={18} />
                    </Button>
                  </header>
                  <CalendarGrid className={styles.calendarGrid}>
                    <CalendarGridHeader>
                      {(day) => <CalendarHeaderCell className={styles.calendarHeaderCell}>{day}</CalendarHeaderCell>}
                    </CalendarGridHeader>
                    <CalendarGridBody>
                      {(date) => <CalendarCell date={date} className={styles.calendarCell} />}
                    </CalendarGridBody>
                  </CalendarGrid>
                </Calendar>
              </Dialog>
            </Popover>
          </>
        );
      }}
    </DatePicker>
  );
}
