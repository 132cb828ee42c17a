/**
 * The company's clock. Kept apart from the schemas (common.ts): the shell shows moments on every
 * page, and these few lines must not bring the validation library along.
 */

/** The company keeps Türkiye time, UTC+3 all year: calendar days, reports and "today" follow it. */
export const businessUtcOffsetHours = 3;
/** The same, as the zone the screens show moments in. */
export const businessTimeZone = 'Europe/Istanbul';
const offsetMs = businessUtcOffsetHours * 3_600_000;

/** The calendar day (YYYY-MM-DD) of an instant, in Türkiye. */
export const businessDate = (at: Date | string | number) => new Date(new Date(at).getTime() + offsetMs).toISOString().slice(0, 10);

/** A Türkiye calendar day as an inclusive range of instants. */
export function businessDayRange(day: string): { from: string; to: string } {
  const start = Date.parse(`${day}T00:00:00.000Z`) - offsetMs;
  return { from: new Date(start).toISOString(), to: new Date(start + 86_400_000 - 1).toISOString() };
}

/** Adds days to a YYYY-MM-DD date. */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);
