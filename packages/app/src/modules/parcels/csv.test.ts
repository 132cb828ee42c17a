import type { TFunction } from 'i18next';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { asSeenBy, bookedParcel, type ParcelInput } from '@courier/domain';
import { csvText, momentHeader, parcelsCsv, spreadsheetMoment } from './csv';

const party = (name: string, city: string) => ({
  name,
  phone: '+905321234567',
  address: { line1: 'Atatürk Blv. 12/4', district: 'Merkez', city, postalCode: '06690' },
});
const input: ParcelInput = {
  customerId: 'cus_000001',
  sender: party('Anadolu Kitap', 'İstanbul'),
  receiver: party('Mehmet Demir', 'Ankara'),
  originOfficeId: 'off_001',
  destinationOfficeId: 'off_003',
  service: 'standard',
  pieces: 1,
  weightKg: 2.4,
  dimensionsCm: { length: 40, width: 30, height: 20 },
  contents: 'Books',
  fragile: false,
  declaredValue: 1500,
  paymentMode: 'cod',
  codAmount: 850,
};

describe('CSV exports', () => {
  it('write a text cell that a spreadsheet would run as a formula with a leading quote', () => {
    const text = csvText([
      {
        name: '=HYPERLINK("http://x.test","click")',
        note: '+90 532',
        who: '-2+3',
        at: '@SUM(A1)',
        tab: '\tcmd',
        plain: 'Kadıköy',
        amount: -12.5,
      },
    ]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const [row] = Papa.parse<Record<string, string>>(text.slice(1), { header: true }).data;
    expect(row).toEqual({
      name: `'=HYPERLINK("http://x.test","click")`,
      note: "'+90 532",
      who: "'-2+3",
      at: "'@SUM(A1)",
      tab: "'\tcmd",
      plain: 'Kadıköy',
      amount: '-12.5',
    });
  });

  it('write moments on the company clock, to the second, with the zone in the header', () => {
    expect(spreadsheetMoment('2026-11-19T21:05:09.123Z')).toBe('2026-11-20 00:05:09');
    expect(spreadsheetMoment('2026-03-29T12:00:00Z')).toBe('2026-03-29 15:00:00');
    expect(momentHeader('When')).toBe('When (Europe/Istanbul)');
  });

  it('hold no amount the role does not see: an empty cell where the server sent none', () => {
    const parcel = bookedParcel(input, 'par_000001', 1, new Date('2026-11-20T09:30:00Z'));
    const t = ((key: string) => key) as unknown as TFunction;
    const rows = (parcels: Parameters<typeof parcelsCsv>[0]) =>
      Papa.parse<Record<string, string>>(parcelsCsv(parcels, [], t).slice(1), { header: true }).data;
    const [seen] = rows([parcel]);
    expect(seen!['parcels.csv.totalTry']).toBe(String(parcel.price.total));
    expect(seen!['parcels.csv.codTry']).toBe('850');
    const [hidden] = rows([asSeenBy(parcel, { price: false, codAmount: false, declaredValue: false })]);
    expect(hidden!['parcels.csv.totalTry']).toBe('');
    expect(hidden!['parcels.csv.codTry']).toBe('');
  });
});
