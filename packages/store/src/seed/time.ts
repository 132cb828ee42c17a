/** Times of the sample data. Türkiye keeps UTC+3 all year, so local days are easy to compute. */
export const minute = 60_000;
export const hour = 60 * minute;
export const day = 24 * hour;
const offset = 3 * hour;

/** Midnight (Türkiye) of the day `t` falls in, as epoch ms. */
export const localDayStart = (t: number) => Math.floor((t + offset) / day) * day - offset;
/** `HH:mm` (Türkiye) on the day that starts at `dayStart`. */
export const atLocalTime = (dayStart: number, hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return dayStart + h! * hour + m! * minute;
};
export const localHour = (t: number) => new Date(t + offset).getUTCHours();
/** The UTC days seen so far, as `YYYY-MM-DDT`: the sample makes some 150 000 stamps over a few hundred days. */
const dayPrefixes = new Map<number, string>();
const pad = (n: number, width: number) => String(n).padStart(width, '0');
/**
 * `Date#toISOString` of `t` (epoch ms within the years 1970–9999), made from the day's cached prefix
 * and the time of day: about four times as fast, and the sample is made on every demo page load.
 */
export const iso = (t: number) => {
  const ms = Math.floor(t);
  const dayNumber = Math.floor(ms / day);
  let prefix = dayPrefixes.get(dayNumber);
  if (prefix === undefined) {
    prefix = new Date(dayNumber * day).toISOString().slice(0, 11);
    dayPrefixes.set(dayNumber, prefix);
  }
  const of = ms - dayNumber * day;
  return `${prefix}${pad(Math.floor(of / hour), 2)}:${pad(Math.floor(of / minute) % 60, 2)}:${pad(Math.floor(of / 1000) % 60, 2)}.${pad(of % 1000, 3)}Z`;
};
/** YYYY-MM-DD of the local day. */
export const isoDay = (t: number) => new Date(t + offset).toISOString().slice(0, 10);
