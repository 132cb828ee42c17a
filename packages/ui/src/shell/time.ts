import { dateTimeFormat as formatter } from '../primitives/shared/intl';
import { momentOptions } from '../primitives/shared/moments';

/** Time formats of the shell, in the active language (the core spec's patterns). */

/** "20 Nov, 09:30" in English (en-GB), "20 Kas 09:30" in Turkish, on the company's clock (the zone named only on a device away from it). */
export const formatFeedTime = (iso: string, locale: string) =>
  formatter(locale, momentOptions({ month: 'short', day: '2-digit', hour: 'numeric', minute: '2-digit' })).format(
    new Date(iso),
  );
/** HH:mm. */
export const formatClock = (iso: string, locale: string) =>
  formatter(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
/** A day heading for chat groups. */
export const formatDay = (iso: string, locale: string) =>
  formatter(locale, { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(iso));
/** A short day: "Nov 19" (a list's time of an earlier day). */
export const formatShortDay = (iso: string, locale: string) =>
  formatter(locale, { day: 'numeric', month: 'short' }).format(new Date(iso));
/** The local calendar day of an instant, for grouping. */
export const dayKey = (iso: string) => {
  const d = new Date(iso);
  return `${d.getFullYear()}-${d.getMonth()}-${d.getDate()}`;
};
