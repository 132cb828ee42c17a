/**
 * A label's words and figures as the API prints them (PDF and ZPL): the domain's content
 * (`labelContent`, the browser label's too) in the label's language, with the app's formats
 * (en-GB or tr-TR: kilograms, lira, the day of booking, phone numbers grouped as people read them).
 */
import { labelWords, type LabelContent, type LabelLanguage } from '@courier/domain';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export interface LabelText {
  /** The language's locale (en-GB, tr-TR): a title in capitals is the language's (TARİH, not TARIH). */
  locale: string;
  trackingNumber: string;
  service: string;
  sortFrom: string;
  sortTo: string;
  to: string;
  receiverName: string;
  receiverStreet: string;
  /** District and postal code, before the city (printed apart, in bold). */
  receiverPlace: string;
  receiverCity: string;
  receiverPhone: string;
  from: string;
  /** Name · phone. */
  sender: string;
  senderAddress: string;
  /** Weight (and chargeable weight), pieces, day of booking, reference: a title and its values each. */
  facts: { title: string; values: string[] }[];
  /** COD, receiver pays, fragile: in the order of the content; `strong` (cash to collect) printed reversed. */
  flags: { text: string; strong: boolean }[];
  /** The public tracking page, for the QR code. */
  trackingUrl: string;
}

const locales: Record<LabelLanguage, string> = { en: 'en-GB', tr: 'tr-TR' };

/** A phone number grouped the way people read it (+90 532 123 45 67), as the app prints it. */
const phoneText = (number: string) => {
  const parsed = parsePhoneNumberFromString(number, 'TR');
  return parsed?.isPossible() ? parsed.formatInternational() : number;
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

/** The label's text in `language`; `appUrl` is the app's address, for the tracking page. */
export function labelText(content: LabelContent, language: LabelLanguage, appUrl: string): LabelText {
  const words = labelWords[language];
  const locale = locales[language];
  const kg = new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 2 });
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol' });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const c = content;
  const weight = [kg.format(c.weightKg)];
  if (c.chargeableWeightKg !== null) weight.push(fill(words.chargeable, { weight: kg.format(c.chargeableWeightKg) }));
  const facts = [
    { title: words.weight, values: weight },
    { title: words.pieces, values: [String(c.pieces)] },
    { title: words.booked, values: [day.format(new Date(`${c.bookedOn}T00:00:00Z`))] },
    ...(c.reference ? [{ title: words.reference, values: [c.reference] }] : []),
  ];
  const flags = c.flags.map((flag) => {
    if (flag.kind === 'fragile') return { text: words.fragile, strong: false };
    if (flag.kind === 'cod')
      return {
        text: flag.amount === null ? words.codNoAmount : fill(words.cod, { amount: money.format(flag.amount) }),
        strong: true,
      };
    return {
      text:
        flag.amount === null
          ? words.receiverPaysNoAmount
          : fill(words.receiverPays, { amount: money.format(flag.amount) }),
      strong: false,
    };
  });
  return {
    locale,
    trackingNumber: c.trackingNumber,
    service: words.service[c.service],
    sortFrom: c.sortFrom ?? '—',
    sortTo: c.sortTo ?? '—',
    to: words.to,
    receiverName: c.receiver.name,
    receiverStreet: c.receiver.street,
    receiverPlace: `${c.receiver.district}, ${c.receiver.postalCode}`,
    receiverCity: c.receiver.city,
    receiverPhone: phoneText(c.receiver.phone),
    from: words.from,
    sender: `${c.sender.name} · ${phoneText(c.sender.phone)}`,
    senderAddress: c.sender.address,
    facts,
    flags,
    trackingUrl: new URL(c.trackingPath, appUrl).href,
  };
}
