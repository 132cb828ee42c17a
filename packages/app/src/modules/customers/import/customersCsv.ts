/**
 * Customers from the company's CSV, on the app's import (../../../import/csvImport.ts): one row
 * per customer, its fields' header names in English and Turkish, and how a row makes a new
 * customer, checked by the domain's own schema as the server will. Rows that repeat an earlier
 * row's e-mail address or tax number are said so here; the server also says which are already a
 * customer's (`taken`).
 */
import { customerInput, customerKeys, customerTypes, normalisePhone, repeatedRows, type Office } from '@courier/domain';
import { amount, choice, defineImport, flag, fold, officeNamed } from '../../../import/csvImport';
import { csvText } from '../../parcels/csv';

/** A customer field a column can fill. */
export const customerFields = [
  'type',
  'name',
  'companyName',
  'taxNumber',
  'email',
  'phone',
  'line1',
  'district',
  'city',
  'postalCode',
  'homeOffice',
  'creditLimit',
  'notes',
  'active',
] as const;
export type CustomerField = (typeof customerFields)[number];
/** Without these a row is no customer; the type follows from the company, the home office from the page. */
const requiredFields: readonly CustomerField[] = ['name', 'email', 'phone', 'line1', 'district', 'city', 'postalCode'];

/** Header names each field is recognised by; the first English and Turkish ones are the field's label. */
const headerNames: Record<CustomerField, readonly string[]> = {
  type: ['type', 'customer type', 'tür', 'tip', 'müşteri türü'],
  name: [
    'name',
    'contact',
    'contact name',
    'contact person',
    'full name',
    'ad',
    'ad soyad',
    'adı soyadı',
    'isim',
    'yetkili',
    'yetkili kişi',
  ],
  companyName: [
    'company',
    'company name',
    'business',
    'firma',
    'firma adı',
    'şirket',
    'şirket adı',
    'unvan',
    'ticari unvan',
  ],
  taxNumber: ['tax number', 'tax no', 'tax id', 'vkn', 'vergi no', 'vergi numarası', 'vergi kimlik no'],
  email: ['email', 'e-mail', 'mail', 'email address', 'e-posta', 'eposta', 'e-posta adresi'],
  phone: ['phone', 'telephone', 'mobile', 'phone number', 'telefon', 'cep', 'gsm', 'telefon numarası'],
  line1: ['address', 'street', 'address line', 'line1', 'street and number', 'adres', 'açık adres', 'sokak'],
  district: ['district', 'ilçe', 'semt'],
  city: ['city', 'province', 'il', 'şehir'],
  postalCode: ['postal code', 'postcode', 'zip', 'posta kodu'],
  homeOffice: ['home office', 'office', 'branch', 'bağlı şube', 'şube', 'müşteri şubesi'],
  creditLimit: ['credit limit', 'credit', 'kredi limiti', 'kredi', 'limit'],
  notes: ['notes', 'note', 'notlar', 'not', 'açıklama'],
  active: ['active', 'state', 'etkin', 'aktif', 'durum'],
};

/** What every row shares: the offices a row names, the home office of rows that name none, the address's label. */
export interface CustomerImportContext {
  offices: Pick<Office, 'id' | 'code' | 'name'>[];
  homeOfficeId: string | null;
  /** The label of a customer's first address ("Main", "Ana adres"). */
  addressLabel: string;
}

/** Where each customer path comes from. */
const fieldOfPath: Record<string, CustomerField> = {
  type: 'type',
  name: 'name',
  companyName: 'companyName',
  taxNumber: 'taxNumber',
  email: 'email',
  phone: 'phone',
  'addresses.0.line1': 'line1',
  'addresses.0.district': 'district',
  'addresses.0.city': 'city',
  'addresses.0.postalCode': 'postalCode',
  homeOfficeId: 'homeOffice',
  creditLimit: 'creditLimit',
  notes: 'notes',
  active: 'active',
};

const typeNames: Record<string, (typeof customerTypes)[number]> = {
  bireysel: 'individual',
  şahıs: 'individual',
  kişi: 'individual',
  person: 'individual',
  kurumsal: 'business',
  şirket: 'business',
  firma: 'business',
  company: 'business',
};
/** "Active" and "Inactive" as the list says them, beside yes and no. */
const activeNames: Record<string, boolean> = {
  active: true,
  etkin: true,
  aktif: true,
  inactive: false,
  devredışı: false,
  pasif: false,
};

/** The customers import: a row is a customer; what it leaves out, the page gives (home office) or the rule (type). */
export const customersCsv = defineImport({
  fields: customerFields,
  required: requiredFields,
  headers: headerNames,
  schema: customerInput,
  fieldOf: fieldOfPath,
  make: (cell, context: CustomerImportContext) => {
    const problems: { field: CustomerField; code: string }[] = [];
    const companyName = cell('companyName') || null;
    const taxNumber = cell('taxNumber').replace(/[\s.-]/g, '') || null;
    // A row that names a company or a tax number is a business, unless it says otherwise.
    const typeText = cell('type');
    const type = typeText
      ? choice(typeText, customerTypes, typeNames)
      : companyName || taxNumber
        ? 'business'
        : 'individual';
    if (!type) problems.push({ field: 'type', code: 'unknown_value' });
    const officeText = cell('homeOffice');
    const office = officeText ? officeNamed(context.offices, officeText) : undefined;
    if (officeText && !office) problems.push({ field: 'homeOffice', code: 'unknown_office' });
    const activeText = cell('active');
    const active = activeText ? (activeNames[fold(activeText)] ?? flag(activeText)) : true;
    if (active === undefined) problems.push({ field: 'active', code: 'unknown_value' });
    const customer = {
      type: type ?? 'individual',
      name: cell('name'),
      companyName,
      taxNumber,
      // Kept in lower case: an address is the same whatever its letters' case (customerKeys).
      email: cell('email').toLowerCase(),
      phone: normalisePhone(cell('phone')),
      addresses: [
        {
          label: context.addressLabel,
          line1: cell('line1'),
          district: cell('district'),
          city: cell('city'),
          postalCode: cell('postalCode'),
        },
      ],
      homeOfficeId: office?.id ?? (officeText ? '' : (context.homeOfficeId ?? '')),
      creditLimit: cell('creditLimit') ? amount(cell('creditLimit')) : null,
      notes: cell('notes'),
      active: active ?? true,
    };
    return { value: customer, problems };
  },
  across: (values) => repeatedRows(values, customerKeys),
});

/**
 * The template a user starts from: the columns, named in his language as the page names the
 * fields (read back by `headerNames`), and one example row: a business in İzmir, of `office`, in
 * the user's words for the type and the state.
 */
export function customerTemplate(
  label: (field: CustomerField) => string,
  words: { business: string; active: string },
  office: string,
) {
  const example: Record<CustomerField, string> = {
    type: words.business,
    name: 'Ayşe Kaya',
    companyName: 'Kaya Tekstil Ltd. Şti.',
    taxNumber: '1234567890',
    email: 'siparis@kayatekstil.example',
    phone: '0532 123 45 67',
    line1: 'Gazi Blv. 5',
    district: 'Konak',
    city: 'İzmir',
    postalCode: '35210',
    homeOffice: office,
    creditLimit: '50000',
    notes: '',
    active: words.active,
  };
  return csvText([Object.fromEntries(customerFields.map((field) => [label(field), example[field]]))]);
}
