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
 * The one place where views format numbers, money, shares and times (every view goes through it,
 * never through its own Intl formatter or a "%" of its own). English is written as a company in
 * Türkiye writes it (en-GB: the 24-hour clock, the day before the month; `localeOf`); Turkish
 * writes a share "%52,8" (Intl's percent style).
 *
 * Numbers, money and times in the active language: TRY with the locale's grouping, kilograms,
 * calendar days (dates without a time are the company's days and are shown as such), and
 * moments on the company's clock (`momentOptions`). The formatters are the page's, made once
 * each when first used (`intl.ts`).
 */
export function useCourierFormat() {
  const { locale } = useLocale();
  return useMemo(() => courierFormat(locale), [locale]);
}

/** The formats of one locale (`localeOf`), for a view through `useCourierFormat`. */
export function courierFormat(locale: string) {
  // Each formatter looked up once per language when first used; formatting is then only the call.
  const number = (options?: Intl.NumberFormatOptions) => once(() => numberFormat(locale, options));
  const at = (options: Intl.DateTimeFormatOptions) => once(() => dateTimeFormat(locale, momentOptions(options)));
  const money = number({ style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' });
  const kg = number({ style: 'unit', unit: 'kilogram', maximumFractionDigits: 2 });
  const count = number();
  const usd = number({ style: 'currency', currency: 'USD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 2 });
  const bigUsd = number({
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    notation: 'compact',
    maximumFractionDigits: 2,
  });
  const percent = number({ style: 'percent', maximumFractionDigits: 1 });
  const signedPercent = number({ style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const day = once(() => dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }));
  const longDay = once(() => dateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }));
  const moment = at({ ...dateParts, ...timeParts });
  const clock = at({ ...timeParts, second: '2-digit' });
  const time = at(timeParts);
  return {
    money: (value: number) => money().format(value),
    kg: (value: number) => kg().format(value),
    count: (value: number) => count().format(value),
    /** An amount in US dollars (a coin's price). */
    usd: (value: number) => usd().format(value),
    /** A large amount in US dollars, shortened ($1.27tn in English as written in Türkiye): a market's size on a card. */
    bigUsd: (value: number) => bigUsd().format(value),
    /** A share given in per cent (71 -> "71%", "%71" in Turkish). */
    percent: (value: number) => percent().format(value / 100),
    /** A change given in per cent, with its sign (+4.2%, -1.5%). */
    signedPercent: (value: number) => signedPercent().format(value / 100),
    /** A ratio (0.937) as a share in per cent: "93.7%", "%93,7" in Turkish. */
    rate: (ratio: number) => percent().format(ratio),
    /** A ratio's change (0.124) in per cent, with its sign: "+12.4%", "+%12,4" in Turkish. */
    signedRate: (ratio: number) => signedPercent().format(ratio),
    /** `YYYY-MM-DD` (or the day of an ISO moment) as a calendar day. */
    day: (iso: string) => day().format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
    /** A calendar day written out in full (20 November 2026), for a page's headline date. */
    longDay: (iso: string) => longDay().format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)),
    moment: (iso: string) => moment().format(new Date(iso)),
    /** The time of day with seconds (a scanning session). */
    clock: (iso: string) => clock().format(new Date(iso)),
    /** The time of day to the minute (an ETA). */
    time: (iso: string) => time().format(new Date(iso)),
  };
}
