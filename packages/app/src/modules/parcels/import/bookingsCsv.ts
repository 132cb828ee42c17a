/**
 * Bookings from a customer's CSV, on the app's import (../../../import/csvImport.ts): the fields
 * a column can fill, their header names in English and Turkish, and how a row makes a booking,
 * checked by the domain's own schema as the server will.
 *
 * The customer, the sender (the customer's own details) and the origin (the user's counter)
 * are the import's, not the rows': a CSV carries the receivers and their parcels, the way a
 * shop's order export does.
 */
import { normalisePhone, parcelInput, paymentModes, services, type Office, type Party } from '@courier/domain';
import { csvText } from '../csv';
import { choice, defineImport, flag, number, officeNamed } from '../../../import/csvImport';

/** A booking field a column can fill. */
export const importFields = [
  'receiverName',
  'receiverPhone',
  'receiverLine1',
  'receiverDistrict',
  'receiverCity',
  'receiverPostalCode',
  'destination',
  'service',
  'pieces',
  'weightKg',
  'length',
  'width',
  'height',
  'contents',
  'declaredValue',
  'paymentMode',
  'codAmount',
  'fragile',
  'reference',
] as const;
export type ImportField = (typeof importFields)[number];
/** Fields without which a row cannot be a booking; the others have a default. */
export const requiredFields: readonly ImportField[] = [
  'receiverName',
  'receiverPhone',
  'receiverLine1',
  'receiverDistrict',
  'receiverCity',
  'receiverPostalCode',
  'destination',
  'weightKg',
  'length',
  'width',
  'height',
  'contents',
];

/** Header names each field is recognised by (compared folded: Turkish lower case, letters and digits only). */
const headerNames: Record<ImportField, readonly string[]> = {
  receiverName: ['receiver', 'receiver name', 'recipient', 'name', 'alıcı', 'alıcı adı', 'ad soyad', 'adı soyadı'],
  receiverPhone: [
    'phone',
    'receiver phone',
    'telephone',
    'mobile',
    'telefon',
    'alıcı telefon',
    'alıcı telefonu',
    'cep',
  ],
  receiverLine1: ['address', 'street', 'address line', 'line1', 'adres', 'açık adres', 'sokak'],
  receiverDistrict: ['district', 'ilçe', 'semt'],
  receiverCity: ['city', 'province', 'il', 'şehir'],
  receiverPostalCode: ['postal code', 'postcode', 'zip', 'posta kodu'],
  destination: ['destination', 'destination office', 'to office', 'office', 'varış', 'varış şubesi', 'şube'],
  service: ['service', 'hizmet', 'servis'],
  pieces: ['pieces', 'parcels', 'count', 'parça', 'adet', 'koli'],
  weightKg: ['weight', 'weight kg', 'kg', 'ağırlık', 'ağırlık kg'],
  length: ['length', 'length cm', 'boy', 'boy cm', 'uzunluk'],
  width: ['width', 'width cm', 'en', 'en cm', 'genişlik'],
  height: ['height', 'height cm', 'yükseklik', 'yükseklik cm'],
  contents: ['contents', 'content', 'description', 'içerik', 'açıklama'],
  declaredValue: ['declared value', 'value', 'beyan', 'beyan değeri', 'değer'],
  paymentMode: ['payment', 'payment mode', 'ödeme', 'ödeme şekli'],
  codAmount: ['cod', 'cod amount', 'cash on delivery', 'kapıda ödeme', 'kapıda ödeme tutarı', 'tahsilat'],
  fragile: ['fragile', 'kırılacak', 'kırılabilir'],
  reference: ['reference', 'order', 'order no', 'ref', 'referans', 'sipariş', 'sipariş no'],
};

/** What every row of an import shares. */
export interface ImportContext {
  customerId: string;
  sender: Party;
  originOfficeId: string;
  offices: Pick<Office, 'id' | 'code' | 'name' | 'address'>[];
}

/** Where each booking path comes from. */
const fieldOfPath: Record<string, ImportField> = {
  'receiver.name': 'receiverName',
  'receiver.phone': 'receiverPhone',
  'receiver.address.line1': 'receiverLine1',
  'receiver.address.district': 'receiverDistrict',
  'receiver.address.city': 'receiverCity',
  'receiver.address.postalCode': 'receiverPostalCode',
  destinationOfficeId: 'destination',
  service: 'service',
  pieces: 'pieces',
  weightKg: 'weightKg',
  'dimensionsCm.length': 'length',
  'dimensionsCm.width': 'width',
  'dimensionsCm.height': 'height',
  contents: 'contents',
  declaredValue: 'declaredValue',
  paymentMode: 'paymentMode',
  codAmount: 'codAmount',
  fragile: 'fragile',
  reference: 'reference',
};

// Besides the keys, the names the app shows (folded), and others people write.
const serviceNames: Record<string, (typeof services)[number]> = {
  ekonomi: 'economy',
  ekonomik: 'economy',
  standart: 'standard',
  ekspres: 'express',
  sameday: 'same_day',
  aynıgün: 'same_day',
};
const paymentNames: Record<string, (typeof paymentModes)[number]> = {
  peşin: 'prepaid',
  peşinödemeli: 'prepaid',
  kapıdaödemeli: 'cod',
  alıcıödemeli: 'receiver_pays',
  gönderici: 'prepaid',
  senderpays: 'prepaid',
  kapıdaödeme: 'cod',
  cashondelivery: 'cod',
  alıcıöder: 'receiver_pays',
  receiverpays: 'receiver_pays',
};

/** The bookings import: a row is a receiver and his parcel; the customer, sender and origin are the import's. */
export const bookingsCsv = defineImport({
  fields: importFields,
  required: requiredFields,
  headers: headerNames,
  schema: parcelInput,
  fieldOf: fieldOfPath,
  make: (cell, context: ImportContext) => {
    const problems: { field: ImportField; code: string }[] = [];
    const destinationText = cell('destination');
    const destination = officeNamed(context.offices, destinationText);
    if (destinationText && !destination) problems.push({ field: 'destination', code: 'unknown_office' });
    const serviceText = cell('service');
    const service = serviceText ? choice(serviceText, services, serviceNames) : 'standard';
    if (!service) problems.push({ field: 'service', code: 'unknown_value' });
    const paymentText = cell('paymentMode');
    const paymentMode = paymentText
      ? choice(paymentText, paymentModes, paymentNames)
      : number(cell('codAmount')) > 0
        ? 'cod'
        : 'prepaid';
    if (!paymentMode) problems.push({ field: 'paymentMode', code: 'unknown_value' });
    const fragile = flag(cell('fragile'));
    if (fragile === undefined) problems.push({ field: 'fragile', code: 'unknown_value' });
    const optionalNumber = (field: ImportField, fallback: number) => (cell(field) ? number(cell(field)) : fallback);
    const booking = {
      customerId: context.customerId,
      ...(cell('reference') ? { reference: cell('reference') } : {}),
      sender: context.sender,
      receiver: {
        name: cell('receiverName'),
        phone: normalisePhone(cell('receiverPhone')),
        address: {
          line1: cell('receiverLine1'),
          district: cell('receiverDistrict'),
          city: cell('receiverCity'),
          postalCode: cell('receiverPostalCode'),
        },
      },
      originOfficeId: context.originOfficeId,
      destinationOfficeId: destination?.id ?? '',
      service: service ?? 'standard',
      pieces: optionalNumber('pieces', 1),
      weightKg: number(cell('weightKg')),
      dimensionsCm: { length: number(cell('length')), width: number(cell('width')), height: number(cell('height')) },
      contents: cell('contents'),
      fragile: fragile === true,
      declaredValue: optionalNumber('declaredValue', 0),
      paymentMode: paymentMode ?? 'prepaid',
      codAmount: optionalNumber('codAmount', 0),
    };
    return { value: booking, problems };
  },
});

/**
 * The template a user starts from: the columns, named in his language as the page names the
 * fields (read back by `headerNames`), and one example row of a parcel to `destination` (an
 * office's code), with the service, payment and yes/no in the user's words.
 */
export function bookingTemplate(
  label: (field: ImportField) => string,
  words: { standard: string; cod: string; no: string; contents: string },
  destination: string,
) {
  const example: Record<ImportField, string> = {
    receiverName: 'Mehmet Demir',
    receiverPhone: '0532 765 43 21',
    receiverLine1: 'Atatürk Cd. 12/3',
    receiverDistrict: 'Çankaya',
    receiverCity: 'Ankara',
    receiverPostalCode: '06690',
    destination,
    service: words.standard,
    pieces: '1',
    weightKg: '2',
    length: '30',
    width: '20',
    height: '15',
    contents: words.contents,
    declaredValue: '250',
    paymentMode: words.cod,
    codAmount: '250',
    fragile: words.no,
    reference: 'SIP-1001',
  };
  return csvText([Object.fromEntries(importFields.map((field) => [label(field), example[field]]))]);
}
