import { businessTimeZone } from '@courier/domain';
import { dateTimeFormat as formatter } from '../primitives/shared/intl';
import { momentOptions } from '../primitives/shared/moments';

/**
 * Time formats of the shell, in the active language (the core spec's patterns), on the company's
 * clock: a chat's times and days are the company's, and name no zone (it does not matter there).
 */
const companyClock = { timeZone: businessTimeZone } as const;

/** "20 Nov, 09:30" in English (en-GB), "20 Kas 09:30" in Turkish, on the company's clock (the zone named only on a device away from it). */
export const formatFeedTime = (iso: string, locale: string) =>
  formatter(locale, momentOptions({ month: 'short', day: '2-digit', hour: 'numeric', minute: '2-digit' })).format(
    new Date(iso),
  );
/** HH:mm. */
export const formatClock = (iso: string, locale: string) =>
  formatter(locale, { ...companyClock, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso));
/** A day heading for chat groups. */
export const formatDay = (iso: string, locale: string) =>
  formatter(locale, { ...companyClock, weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(iso));
/** A short day: "Nov 19" (a list's time of an earlier day). */
export const formatShortDay = (iso: string, locale: string) =>
  formatter(locale, { ...companyClock, day: 'numeric', month: 'short' }).format(new Date(iso));
/** The company's calendar day of an instant (2026-11-20), for grouping. */
export const dayKey = (iso: string) =>
  formatter('en-CA', { ...companyClock, dateStyle: 'short' }).format(new Date(iso));
