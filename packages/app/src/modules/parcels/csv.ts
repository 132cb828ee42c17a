import type { TFunction } from 'i18next';
import Papa from 'papaparse';
import { businessTimeZone, type Office, type ParcelView } from '@courier/domain';

/**
 * A moment as a spreadsheet cell: `2026-11-20 12:30:07` on the company's clock (Türkiye time,
 * as the screens show it), which the column's header names; spreadsheets read it as a date.
 */
const spreadsheetClock = new Intl.DateTimeFormat('sv-SE', {
  timeZone: businessTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
export const spreadsheetMoment = (iso: string) => spreadsheetClock.format(new Date(iso));
/** The header of a moment column, naming the zone of its cells. */
export const momentHeader = (header: string) => `${header} (${businessTimeZone})`;

/**
 * The chosen parcels as CSV (RFC 4180 by Papa Parse), headers in the active language, numbers
 * as plain decimals so a spreadsheet reads them as numbers. A BOM makes Excel read the UTF-8
 * (Turkish letters) right. An amount the user's role does not see (null from the server) is an
 * empty cell: the file holds what the screen shows, never more.
 */
export function parcelsCsv(parcels: ParcelView[], offices: Office[], t: TFunction): string {
  const code = (id: string) => offices.find((o) => o.id === id)?.code ?? id;
  const rows = parcels.map((p) => ({
    [t('parcels.columns.trackingNumber')]: p.trackingNumber,
    [t('parcels.columns.status')]: t(`parcel.status.${p.status}`),
    [t('parcels.columns.service')]: t(`parcel.service.${p.service}`),
    [t('parcels.csv.reference')]: p.reference ?? '',
    [t('parcels.columns.sender')]: p.sender.name,
    [t('parcels.columns.receiver')]: p.receiver.name,
    [t('parcels.csv.receiverCity')]: p.receiver.address.city,
    [t('parcels.filters.origin')]: code(p.originOfficeId),
    [t('parcels.filters.destination')]: code(p.destinationOfficeId),
    [t('parcels.csv.weightKg')]: p.weightKg,
    [t('parcels.csv.chargeableKg')]: p.chargeableWeightKg,
    [t('parcels.csv.totalTry')]: p.price?.total ?? '',
    [t('parcels.filters.payment')]: t(`parcel.payment.${p.paymentMode}`),
    [t('parcels.csv.codTry')]: p.codAmount ?? '',
    [momentHeader(t('parcels.columns.booked'))]: spreadsheetMoment(p.createdAt),
    [t('parcels.columns.promised')]: p.promisedDate,
  }));
  return csvText(rows);
}

/**
 * Rows as CSV text for a spreadsheet: a BOM so Excel reads the UTF-8, and every text cell that a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a return) written with a
 * leading ' (CSV injection); numbers stay numbers.
 */
export function csvText(rows: Record<string, unknown>[]): string {
  return `\uFEFF${Papa.unparse(rows, { escapeFormulae: true })}`;
}

/** Hands a file to the browser's download. */
export function download(name: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Rows (header -> value) as a dated CSV download: `offices-2026-11-21.csv`. */
export function downloadCsv(name: string, rows: Record<string, unknown>[]) {
  download(`${name}-${new Date().toISOString().slice(0, 10)}.csv`, csvText(rows));
}
