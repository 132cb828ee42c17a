import { useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import { momentOptions } from '../primitives/shared/moments';

const dateParts: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const timeParts: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/**
 * Numbers, money and times in the active language: TRY with the locale's grouping, kilograms,
 * calendar days (dates without a time are the company's days and are shown as such), and
 * moments on the company's clock (`momentOptions`).
 *
 * One set per language for the whole page, each formatter made when first used: making one is
 * the costly part (the first with a time zone loads its rules), and a page of figures uses three
 * or four of the ten, in many components at once.
 */
export function useCourierFormat() {
  const { locale } = useLocale();
  return useMemo(() => courierFormat(locale), [locale]);
}

type CourierFormat = ReturnType<typeof makeFormat>;
const formats = new Map<string, CourierFormat>();

function courierFormat(locale: string): CourierFormat {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = makeFormat(locale)));
  return format;
}

/** A formatter made on the first call. */
const once = <F,>(make: () => F) => {
  let made: F | undefined;
  return () => (made ??= make());
};

function makeFormat(locale: string) {
  const money = once(() => new Intl.NumberFormat(locale, { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' }));
  const kg = once(() => new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 2 }));
  const count = once(() => new Intl.NumberFormat(locale));
  const usd = once(() => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 2 }));
  const percent = once(() => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }));
  const signedPercent = once(() => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }));
  const day = once(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }));
  const moment = once(() => new Intl.DateTimeFormat(locale, momentOptions({ ...dateParts, ...timeParts })));
  const clock = once(() => new Intl.DateTimeFormat(locale, momentOptions({ ...timeParts, second: '2-digit' })));
  const time = once(() => new Intl.DateTimeFormat(locale, momentOptions(timeParts)));
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
}
