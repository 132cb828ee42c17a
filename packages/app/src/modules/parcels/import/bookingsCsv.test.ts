import { describe, expect, it } from 'vitest';
import uiEn from '@courier/ui/i18n/en.json';
import uiTr from '@courier/ui/i18n/tr.json';
import { bookingTemplate, bookingsCsv, importFields, type ImportContext } from './bookingsCsv';

const { checkRows, guessMapping, readCsv, readFile, unmapped } = bookingsCsv;

const context: ImportContext = {
  customerId: 'cus_000001',
  sender: {
    name: 'Anadolu Kitap',
    phone: '+902124445566',
    address: { line1: 'Lojistik Cd. 1', district: 'Esenyurt', city: 'İstanbul', postalCode: '34510' },
  },
  originOfficeId: 'off_001',
  offices: [
    {
      id: 'off_001',
      code: 'IST',
      name: 'İstanbul Avrupa Hub',
      address: { line1: '', district: '', city: 'İstanbul', postalCode: '34000' },
    },
    {
      id: 'off_003',
      code: 'ANK',
      name: 'Ankara Hub',
      address: { line1: '', district: '', city: 'Ankara', postalCode: '06000' },
    },
  ],
};

const english = `Receiver,Phone,Address,District,City,Postal code,Destination,Service,Weight kg,Length,Width,Height,Contents,COD,Reference
Mehmet Demir,+90 532 123 45 67,Atatürk Blv. 12/4,Çankaya,Ankara,06690,ANK,express,"2,5",40,30,20,Books,850,ORD-1
Ayşe Kaya,0555 111 22 33,İnönü Cd. 5,Kadıköy,İstanbul,34710,IST,,1.2,20,20,10,Shoes,,ORD-2
`;

describe('reading a bookings CSV', () => {
  it('reads its own template back in either language: every field has its column, and the example row is a booking', () => {
    for (const words of [uiEn, uiTr]) {
      const template = bookingTemplate(
        (field) => words.bookingImport.fields[field],
        {
          standard: words.parcel.service.standard,
          cod: words.parcel.payment.cod,
          no: words.parcelDetail.no,
          contents: words.bookingImport.exampleContents,
        },
        'ANK',
      );
      const file = readCsv(template.replace(/^\uFEFF/, ''));
      expect(Object.values(guessMapping(file.columns)).filter(Boolean)).toHaveLength(importFields.length);
      expect(checkRows(file.rows, guessMapping(file.columns), context)[0]).toMatchObject({
        problems: [],
        value: {
          destinationOfficeId: 'off_003',
          service: 'standard',
          paymentMode: 'cod',
          codAmount: 250,
          fragile: false,
          dimensionsCm: { length: 30, width: 20, height: 15 },
        },
      });
    }
  });

  it('maps English and Turkish headers to the booking fields', () => {
    expect(
      guessMapping([
        'Alıcı',
        'Telefon',
        'Adres',
        'İlçe',
        'İl',
        'Posta kodu',
        'Varış şubesi',
        'Ağırlık',
        'Boy',
        'En',
        'Yükseklik',
        'İçerik',
      ]),
    ).toMatchObject({
      receiverName: 'Alıcı',
      receiverCity: 'İl',
      destination: 'Varış şubesi',
      weightKg: 'Ağırlık',
      width: 'En',
    });
    const file = readCsv(english);
    expect(file.problem).toBeNull();
    expect(unmapped(guessMapping(file.columns))).toEqual([]);
  });

  it('makes each row a booking from the customer, the counter and the row, as the server checks it', () => {
    const file = readCsv(english);
    const [first, second] = checkRows(file.rows, guessMapping(file.columns), context);
    expect(first!.problems).toEqual([]);
    expect(first!.value).toMatchObject({
      customerId: 'cus_000001',
      originOfficeId: 'off_001',
      destinationOfficeId: 'off_003',
      service: 'express',
      weightKg: 2.5,
      dimensionsCm: { length: 40, width: 30, height: 20 },
      paymentMode: 'cod',
      codAmount: 850,
      receiver: { phone: '+905321234567' },
      reference: 'ORD-1',
    });
    // A local number, as a Turkish shop writes it, is booked in full.
    expect(second!.value).toMatchObject({
      receiver: { phone: '+905551112233' },
      service: 'standard',
      paymentMode: 'prepaid',
      codAmount: 0,
      weightKg: 1.2,
      pieces: 1,
      fragile: false,
    });
  });

  it('says per row and field what is wrong: bad values, unknown offices, formulas, missing cells', () => {
    const text = `Receiver,Phone,Address,District,City,Postal code,Destination,Weight,Length,Width,Height,Contents
=HYPERLINK("http://x"),+905321234567,Cd. 1,Çankaya,Ankara,06690,ANK,2,40,30,20,Books
Ali Veli,call me,Cd. 1,Çankaya,Ankara,06690,XYZ,200,40,30,20,Books
Ali Veli,+905321234567,,Çankaya,Ankara,06690,ANK,2,40,30,20,Books`;
    const file = readCsv(text);
    const rows = checkRows(file.rows, guessMapping(file.columns), context);
    expect(rows.map((r) => r.line)).toEqual([2, 3, 4]);
    expect(rows[0]!.problems).toEqual([{ field: 'receiverName', code: 'formula' }]);
    expect(rows[1]!.problems).toEqual(
      expect.arrayContaining([
        { field: 'destination', code: 'unknown_office' },
        { field: 'receiverPhone', code: 'phone' },
        { field: 'weightKg', code: 'too_big' },
      ]),
    );
    expect(rows[2]!.problems).toEqual([{ field: 'receiverLine1', code: 'required' }]);
    expect(rows.every((r) => r.value === null)).toBe(true);
  });

  it('turns away what is not a bookings CSV with a reason', () => {
    expect(readCsv('').problem).toBe('empty');
    expect(readCsv('Mehmet Demir,+905321234567,Ankara\nAyşe Kaya,+905551112233,İzmir').problem).toBe('no_header');
    expect(readFile(new ArrayBuffer(21 * 1024 * 1024)).problem).toBe('too_large');
    const many = `Receiver\n${'x\n'.repeat(10_001)}`;
    expect(readCsv(many).problem).toBe('too_many_rows');
  });
});
