import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/**
 * A phone number as people read it and as a `tel:` link dials it: international format with the
 * country's grouping (+90 546 256 31 20), from the number and its country (ISO code, any case).
 * A number that does not parse is shown as written and dialled by its digits.
 */
export function phone(number: string, country?: string | null): { text: string; href: string } {
  const parsed = parsePhoneNumberFromString(number, country ? (country.toUpperCase() as CountryCode) : undefined);
  if (parsed?.isPossible()) return { text: parsed.formatInternational(), href: parsed.getURI() };
  return { text: number, href: `tel:${number.replace(/[^\d+]/g, '')}` };
}
