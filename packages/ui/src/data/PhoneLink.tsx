import { phone } from './phone';

/** The country a number without its code is read in: the carrier's own (Türkiye). */
export const homeCountry = 'TR';

/** A phone number grouped the way people read it, for text (a table cell, a label, an option). */
export const phoneText = (number: string, country: string | null = homeCountry) => phone(number, country).text;

/**
 * A phone number as a link that dials it, shown grouped the way people read it
 * (+90 532 123 45 67). A number written without its country code is read as a Turkish one.
 */
export function PhoneLink({ number, country = homeCountry }: { number: string; country?: string | null }) {
  const { text, href } = phone(number, country);
  return <a href={href}>{text}</a>;
}
