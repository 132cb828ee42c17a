import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';

/**
 * Numbers, money and times in the active language: TRY with the locale's grouping, kilograms,
 * calendar days (dates without a time are the company's days and are shown as such), and
 * moments in the browser's time zone.
 */
export function useCourierFormat() {
  const { locale } = useLocale();
  return useMemo(() => {
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' });
    const kg = new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 2 });
    const count = new Intl.NumberFormat(locale);
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const moment = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const clock = new Intl.DateTimeFormat(locale, { timeStyle: 'medium' });
    return {
      money: (value: number) => money.format(value),
      kg: (value: number) => kg.format(value),
      count: (value: number) => count.format(value),
      /** `YYYY-MM-DD` (or the day of an ISO moment) as a calendar day. */
      day: (iso: string) => day.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
      moment: (iso: string) => moment.format(new Date(iso)),
      /** The time of day with seconds (a scanning session). */
      clock: (iso: string) => clock.format(new Date(iso)),
    };
  }, [locale]);
}
