import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import { dateTimeFormat, numberFormat } from '../primitives/shared/intl';
import { momentOptions } from '../primitives/shared/moments';

const dateParts: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const timeParts: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** A value made on the first call. */
const once = <F>(make: () => F) => {
  let made: F | undefined;
  return () => (made ??= make());
};

/**
 * Numbers, money and times in the active language: TRY with the locale's grouping, kilograms,
 * calendar days (dates without a time are the company's days and are shown as such), and
 * moments on the company's clock (`momentOptions`). The formatters are the page's, made once
 * each when first used (`intl.ts`).
 */
export function useCourierFormat() {
  const { locale } = useLocale();
  return useMemo(() => {
    // Each formatter looked up once per language when first used; formatting is then only the call.
    const number = (options?: Intl.NumberFormatOptions) => once(() => numberFormat(locale, options));
    const at = (options: Intl.DateTimeFormatOptions) => once(() => dateTimeFormat(locale, momentOptions(options)));
    const money = number({ style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' });
    const kg = number({ style: 'unit', unit: 'kilogram', maximumFractionDigits: 2 });
    const count = number();
    const usd = number({ style: 'currency', currency: 'USD', maximumFractionDigits: 2 });
    const percent = number({ style: 'percent', maximumFractionDigits: 1 });
    const signedPercent = number({ style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
    const day = once(() => dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }));
    const moment = at({ ...dateParts, ...timeParts });
    const clock = at({ ...timeParts, second: '2-digit' });
    const time = at(timeParts);
    return {
      money: (value: number) => money().format(value),
      kg: (value: number) => kg().format(value),
      count: (value: number) => count().format(value),
      /** An amount in US dollars (a coin's price). */
      usd: (value: number) => usd().format(value),
      /** A share given in per cent (71 -> "71%", "%71" in Turkish). */
      percent: (value: number) => percent().format(value / 100),
      /** A change given in per cent, with its sign (+4.2%, -1.5%). */
      signedPercent: (value: number) => signedPercent().format(value / 100),
      /** `YYYY-MM-DD` (or the day of an ISO moment) as a calendar day. */
      day: (iso: string) => day().format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
      moment: (iso: string) => moment().format(new Date(iso)),
      /** The time of day with seconds (a scanning session). */
      clock: (iso: string) => clock().format(new Date(iso)),
      /** The time of day to the minute (an ETA). */
      time: (iso: string) => time().format(new Date(iso)),
    };
  }, [locale]);
}
