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
export const iso = (t: number) => new Date(t).toISOString();
/** YYYY-MM-DD of the local day. */
export const isoDay = (t: number) => new Date(t + offset).toISOString().slice(0, 10);
