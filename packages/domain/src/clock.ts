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
export const businessDate = (at: Date | string | number) =>
  new Date(new Date(at).getTime() + offsetMs).toISOString().slice(0, 10);

/** A Türkiye calendar day as an inclusive range of instants. */
export function businessDayRange(day: string): { from: string; to: string } {
  const start = Date.parse(`${day}T00:00:00.000Z`) - offsetMs;
  return { from: new Date(start).toISOString(), to: new Date(start + 86_400_000 - 1).toISOString() };
}

/** Adds days to a YYYY-MM-DD date. */
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00.000Z`) + days * 86_400_000).toISOString().slice(0, 10);

// Due dates of drivers and trucks (licence, service, insurance): here, not beside the schemas in
// network.ts, as the dashboard and the lists show them without the validation library.
/** How a date stands against today: passed, coming within the warning window, or fine. */
export type DueState = 'overdue' | 'soon' | 'ok';
/** Staff are warned this many days ahead of a licence, service or insurance date. */
export const dueWarningDays = 30;
/** Whole days from `today` to `day` (both `YYYY-MM-DD`); negative once it has passed. */
export const daysUntil = (day: string, today: string) =>
  Math.round(
    (Date.parse(`${day.slice(0, 10)}T00:00:00Z`) - Date.parse(`${today.slice(0, 10)}T00:00:00Z`)) / 86_400_000,
  );
/**
 * An expiry (licence, insurance) is over on its day, as licenceValid says; a due date (service)
 * is overdue the day after.
 */
export function dueState(day: string, today: string, kind: 'expiry' | 'due'): DueState {
  const days = daysUntil(day, today);
  if (kind === 'expiry' ? days <= 0 : days < 0) return 'overdue';
  return days <= dueWarningDays ? 'soon' : 'ok';
}
