import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import { dateTimeFormat, numberFormat } from '../primitives/shared/intl';
import { momentOptions } from '../primitives/shared/moments';

const dateParts: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const timeParts: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/**
 * Numbers, money and times in the active language: TRY with the locale's grouping, kilograms,
 * calendar days (dates without a time are the company's days and are shown as such), and
 * moments on the company's clock (`momentOptions`). The formatters are the page's, made once
 * each when first used (`intl.ts`).
 */
export function useCourierFormat() {
  const { locale } = useLocale();
  return useMemo(() => {
    const number = (options?: Intl.NumberFormatOptions) => numberFormat(locale, options);
    const at = (options: Intl.DateTimeFormatOptions) => dateTimeFormat(locale, momentOptions(options));
    return {
      money: (value: number) => number({ style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' }).format(value),
      kg: (value: number) => number({ style: 'unit', unit: 'kilogram', maximumFractionDigits: 2 }).format(value),
      count: (value: number) => number().format(value),
      /** An amount in US dollars (a coin's price). */
      usd: (value: number) => number({ style: 'currency', currency: 'USD', maximumFractionDigits: 2 }).format(value),
      /** A share given in per cent (71 -> "71%", "%71" in Turkish). */
      percent: (value: number) => number({ style: 'percent', maximumFractionDigits: 1 }).format(value / 100),
      /** A change given in per cent, with its sign (+4.2%, -1.5%). */
      signedPercent: (value: number) => number({ style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(value / 100),
      /** `YYYY-MM-DD` (or the day of an ISO moment) as a calendar day. */
      day: (iso: string) => dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
      moment: (iso: string) => at({ ...dateParts, ...timeParts }).format(new Date(iso)),
      /** The time of day with seconds (a scanning session). */
      clock: (iso: string) => at({ ...timeParts, second: '2-digit' }).format(new Date(iso)),
      /** The time of day to the minute (an ETA). */
      time: (iso: string) => at(timeParts).format(new Date(iso)),
    };
  }, [locale]);
}
