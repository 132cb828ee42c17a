import { describe, expect, it } from 'vitest';
import uiEn from '@courier/ui/i18n/en.json';
import uiTr from '@courier/ui/i18n/tr.json';
import { customerFields, customersCsv, customerTemplate, type CustomerImportContext } from './customersCsv';

const { checkRows, guessMapping, readCsv, unmapped } = customersCsv;

const context: CustomerImportContext = {
  offices: [
    { id: 'off_001', code: 'IST', name: 'İstanbul Avrupa Hub' },
    { id: 'off_004', code: 'IZM', name: 'İzmir Hub' },
  ],
  homeOfficeId: 'off_001',
  addressLabel: 'Main',
};
const check = (text: string, ctx = context) => {
  const file = readCsv(text);
  return checkRows(file.rows, guessMapping(file.columns), ctx);
};

const english = `Type,Name,Company name,Tax number,Email,Phone,Address,District,City,Postal code,Home office,Credit limit,Notes,Active
,Ayşe Kaya,Kaya Tekstil Ltd. Şti.,123 456 78 90,Siparis@KayaTekstil.example,0532 123 45 67,Gazi Blv. 5,Konak,İzmir,35210,IZM,50.000,After 10:00,yes
individual,Elif Çelik,,,elif@example.com,+90 555 111 22 33,Gül Sk. 4,Kadıköy,İstanbul,34710,,,,
`;

describe('reading a customers CSV', () => {
  it('maps English and Turkish headers to the customer fields, and the template’s in either language', () => {
    expect(
      guessMapping([
        'Ad soyad',
        'Şirket adı',
        'VKN',
        'E-posta',
        'Cep',
        'Açık adres',
        'İlçe',
        'İl',
        'Posta kodu',
        'Şube',
      ]),
    ).toMatchObject({
      name: 'Ad soyad',
      companyName: 'Şirket adı',
      taxNumber: 'VKN',
      email: 'E-posta',
      phone: 'Cep',
      line1: 'Açık adres',
      city: 'İl',
      homeOffice: 'Şube',
    });
    expect(unmapped(guessMapping(readCsv(english).columns))).toEqual([]);
    for (const words of [uiEn, uiTr]) {
      const label = (field: (typeof customerFields)[number]) => words.customerImport.fields[field];
      const template = customerTemplate(
        label,
        { business: words.customers.types.business, active: words.records.active },
        'IZM',
      );
      // Every field has its column, and the example row is a customer as it stands.
      const file = readCsv(template.replace(/^\uFEFF/, ''));
      expect(Object.values(guessMapping(file.columns)).filter(Boolean)).toHaveLength(customerFields.length);
      expect(checkRows(file.rows, guessMapping(file.columns), context)[0]).toMatchObject({
        problems: [],
        value: { type: 'business', homeOfficeId: 'off_004', creditLimit: 50000, active: true },
      });
    }
  });

  it('makes each row a new customer as the server checks it: the type from the company, the rest as people write it', () => {
    const [business, person] = check(english);
    expect(business).toEqual({
      line: 2,
      problems: [],
      cells: {},
      value: {
        type: 'business',
        name: 'Ayşe Kaya',
        companyName: 'Kaya Tekstil Ltd. Şti.',
        taxNumber: '1234567890',
        email: 'siparis@kayatekstil.example',
        phone: '+905321234567',
        addresses: [{ label: 'Main', line1: 'Gazi Blv. 5', district: 'Konak', city: 'İzmir', postalCode: '35210' }],
        homeOfficeId: 'off_004',
        creditLimit: 50000,
        notes: 'After 10:00',
        active: true,
      },
    });
    // A row without a home office belongs to the page's.
    expect(person!.value).toMatchObject({
      type: 'individual',
      companyName: null,
      taxNumber: null,
      phone: '+905551112233',
      homeOfficeId: 'off_001',
      creditLimit: null,
      active: true,
    });
  });

  it('says per row and field what is wrong: the business rules, unknown offices and values, formulas, missing cells', () => {
    const rows = check(`Type,Name,Company,Tax number,Email,Phone,Address,District,City,Postal code,Office,Active
bireysel,Ali Veli,,1234567890,ali@example.com,0532 123 45 67,Cd. 1,Çankaya,Ankara,06690,,
kurumsal,Ali Veli,,,ali2@example.com,0532 123 45 67,Cd. 1,Çankaya,Ankara,06690,XYZ,maybe
someone,=HYPERLINK("http://x"),,,not an address,call me,,Çankaya,Ankara,6690,,`);
    expect(rows.map((r) => r.line)).toEqual([2, 3, 4]);
    expect(rows[0]!.problems).toEqual([{ field: 'taxNumber', code: 'business_only' }]);
    expect(rows[1]!.problems).toEqual(
      expect.arrayContaining([
        { field: 'homeOffice', code: 'unknown_office' },
        { field: 'active', code: 'unknown_value' },
        { field: 'companyName', code: 'required' },
        { field: 'taxNumber', code: 'required' },
      ]),
    );
    expect(rows[2]!.problems).toEqual(
      expect.arrayContaining([
        { field: 'name', code: 'formula' },
        { field: 'type', code: 'unknown_value' },
        { field: 'email', code: 'email' },
        { field: 'phone', code: 'phone' },
        { field: 'line1', code: 'required' },
        { field: 'postalCode', code: 'postal_code' },
      ]),
    );
    // Each field said wrong keeps what was written, for the problems table.
    expect(rows[1]!.cells).toMatchObject({ homeOffice: 'XYZ', active: 'maybe', companyName: '' });
    expect(rows[2]!.cells).toMatchObject({
      name: '=HYPERLINK("http://x")',
      email: 'not an address',
      phone: 'call me',
      postalCode: '6690',
    });
    expect(rows.every((r) => r.value === null)).toBe(true);
  });

  it('asks for a home office where neither the row nor the page gives one', () => {
    const [row] = check(english.split('\n').slice(0, 1).concat(english.split('\n')[2]!).join('\n'), {
      ...context,
      homeOfficeId: null,
    });
    expect(row!.problems).toEqual([{ field: 'homeOffice', code: 'required' }]);
  });

  it('says a row repeats an earlier row’s e-mail (whatever its case) or tax number; the first stays', () => {
    const rows = check(`Name,Company,Tax number,Email,Phone,Address,District,City,Postal code
Ayşe Kaya,Kaya Tekstil,1234567890,ayse@example.com,0532 123 45 67,Cd. 1,Konak,İzmir,35210
Mehmet Kaya,,,AYSE@example.com,0532 123 45 68,Cd. 2,Konak,İzmir,35210
Can Kaya,Kaya Lojistik,1234567890,can@example.com,0532 123 45 69,Cd. 3,Konak,İzmir,35210
Elif Kaya,,,elif@example.com,0532 123 45 67,Cd. 4,Konak,İzmir,35210`);
    expect(rows.map((r) => r.problems)).toEqual([
      [],
      [{ field: 'email', code: 'duplicate' }],
      [{ field: 'taxNumber', code: 'duplicate' }],
      // The same phone is no duplicate: a family, or a company's branches, share one.
      [],
    ]);
    expect(rows.map((r) => r.value !== null)).toEqual([true, false, false, true]);
  });
});
