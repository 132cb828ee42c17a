import { businessTimeZone, businessUtcOffsetHours } from '@courier/domain';

/** Whether this device keeps another time than the company's, now. */
const awayFromCompanyTime = () => new Date().getTimezoneOffset() !== -businessUtcOffsetHours * 60;

/**
 * How moments are written: on the company's clock (Türkiye time, the time trips are planned in
 * and days are counted by), with the zone named where the device keeps another time, so 20:00
 * planned is 20:00 shown and never an unmarked 17:00.
 */
export function momentOptions(parts: Intl.DateTimeFormatOptions): Intl.DateTimeFormatOptions {
  return { ...parts, timeZone: businessTimeZone, ...(awayFromCompanyTime() ? { timeZoneName: 'short' } : {}) };
}
