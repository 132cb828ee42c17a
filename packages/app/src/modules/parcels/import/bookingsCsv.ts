/**
 * Bookings from a customer's CSV: the file read (UTF-8, or the Windows Turkish code page that
 * Excel in Türkiye saves), parsed by Papa Parse, its columns mapped to the booking's fields
 * (guessed from the header in English or Turkish, changed by the user, kept per customer), and
 * each row made into a booking and checked by the domain's own schema, as the server will.
 *
 * The customer, the sender (the customer's own details) and the origin (the user's counter)
 * are the import's, not the rows': a CSV carries the receivers and their parcels, the way a
 * shop's order export does. Runs in a Web Worker (./worker.ts): 10 000 rows are read and checked
 * off the page's thread.
 */
import Papa from 'papaparse';
import {
  fieldErrors,
  importLimits,
  normalisePhone,
  parcelInput,
  paymentModes,
  services,
  type Office,
  type ParcelInput,
  type Party,
} from '@courier/domain';

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
const headerNames: Record<ImportField, string[]> = {
  receiverName: ['receiver', 'receiver name', 'recipient', 'name', 'alıcı', 'alıcı adı', 'ad soyad', 'adı soyadı'],
  receiverPhone: ['phone', 'receiver phone', 'telephone', 'mobile', 'telefon', 'alıcı telefon', 'cep'],
  receiverLine1: ['address', 'street', 'address line', 'line1', 'adres', 'açık adres', 'sokak'],
  receiverDistrict: ['district', 'ilçe', 'semt'],
  receiverCity: ['city', 'province', 'il', 'şehir'],
  receiverPostalCode: ['postal code', 'postcode', 'zip', 'posta kodu'],
  destination: ['destination', 'destination office', 'to office', 'office', 'varış', 'varış şubesi', 'şube'],
  service: ['service', 'hizmet', 'servis'],
  pieces: ['pieces', 'parcels', 'count', 'parça', 'adet', 'koli'],
  weightKg: ['weight', 'weight kg', 'kg', 'ağırlık', 'ağırlık kg'],
  length: ['length', 'length cm', 'boy', 'uzunluk'],
  width: ['width', 'width cm', 'en', 'genişlik'],
  height: ['height', 'height cm', 'yükseklik'],
  contents: ['contents', 'content', 'description', 'içerik', 'açıklama'],
  declaredValue: ['declared value', 'value', 'beyan', 'beyan değeri', 'değer'],
  paymentMode: ['payment', 'payment mode', 'ödeme', 'ödeme şekli'],
  codAmount: ['cod', 'cod amount', 'cash on delivery', 'kapıda ödeme', 'tahsilat'],
  fragile: ['fragile', 'kırılacak', 'kırılabilir'],
  reference: ['reference', 'order', 'order no', 'ref', 'referans', 'sipariş', 'sipariş no'],
};

const fold = (text: string) => text.toLocaleLowerCase('tr').replace(/[^\p{L}\p{N}]+/gu, '');

export type Mapping = Partial<Record<ImportField, string | null>>;

/** The column each field is read from, guessed from the header. */
export function guessMapping(columns: readonly string[]): Mapping {
  const mapping: Mapping = {};
  const taken = new Set<string>();
  for (const field of importFields) {
    const names = new Set(headerNames[field].map(fold));
    const column = columns.find((c) => !taken.has(c) && names.has(fold(c)));
    mapping[field] = column ?? null;
    if (column) taken.add(column);
  }
  return mapping;
}

/** A file too big to be read in the browser (50 MB files are turned away with a message, not a frozen tab). */
export const maxFileBytes = 20 * 1024 * 1024;

export type FileProblem = 'too_large' | 'empty' | 'no_header' | 'too_many_rows' | 'unreadable';

export interface ReadFile {
  /** How the bytes were read: UTF-8, or the Windows Turkish code page. */
  encoding: 'utf-8' | 'windows-1254';
  columns: string[];
  rows: Record<string, string>[];
  problem: FileProblem | null;
}

/** The text of a file: UTF-8 when it is (a BOM dropped), else the Windows Turkish code page. */
export function decode(bytes: ArrayBuffer): { text: string; encoding: ReadFile['encoding'] } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1254').decode(bytes), encoding: 'windows-1254' };
  }
}

/** Reads CSV text: the header row names the columns; rows are objects by column. */
export function readCsv(text: string, encoding: ReadFile['encoding'] = 'utf-8'): ReadFile {
  const empty = { encoding, columns: [], rows: [] };
  if (!text.trim()) return { ...empty, problem: 'empty' };
  const parsed = Papa.parse<Record<string, string>>(text, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim(),
  });
  const columns = (parsed.meta.fields ?? []).filter(Boolean);
  if (!columns.length) return { ...empty, problem: 'empty' };
  // A header names columns: when no column is named as any field, the first line is data.
  const mapping = guessMapping(columns);
  if (!Object.values(mapping).some(Boolean)) return { ...empty, columns, problem: 'no_header' };
  if (parsed.data.length > importLimits.rows) return { ...empty, columns, problem: 'too_many_rows' };
  return { encoding, columns, rows: parsed.data, problem: null };
}

/** Reads a file's bytes (a size checked before). */
export function readFile(bytes: ArrayBuffer): ReadFile {
  if (bytes.byteLength > maxFileBytes) return { encoding: 'utf-8', columns: [], rows: [], problem: 'too_large' };
  const { text, encoding } = decode(bytes);
  return readCsv(text, encoding);
}

/** What every row of an import shares. */
export interface ImportContext {
  customerId: string;
  sender: Party;
  originOfficeId: string;
  offices: Pick<Office, 'id' | 'code' | 'name' | 'address'>[];
}

export interface RowProblem {
  field: ImportField | 'row';
  /** A form error code (`form.errors.*`) or the import's own: `formula`, `unknown_office`, `unknown_value`. */
  code: string;
}

export interface CheckedRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  booking: ParcelInput | null;
  problems: RowProblem[];
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

/** A number as people type it: "2,5" and "2.5", "1.250,00" and "1,250.00". */
function number(text: string): number {
  const t = text.replace(/\s|₺|TL/gi, '');
  if (!t) return Number.NaN;
  const comma = t.lastIndexOf(',');
  const dot = t.lastIndexOf('.');
  const decimal = comma > dot ? ',' : '.';
  const plain = decimal === ',' ? t.replace(/\./g, '').replace(',', '.') : t.replace(/,/g, '');
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

const yes = new Set(['1', 'yes', 'y', 'true', 'x', 'evet', 'e', 'var']);
const no = new Set(['', '0', 'no', 'n', 'false', 'hayır', 'h', 'yok']);
/** A choice given by its key or its name in either language ("express", "Ekspres", "same day"). */
const choice = <T extends string>(text: string, values: readonly T[], names: Record<string, T>): T | undefined => {
  const f = fold(text);
  return values.find((v) => fold(v) === f) ?? names[f];
};
const serviceNames: Record<string, (typeof services)[number]> = {
  ekonomi: 'economy',
  standart: 'standard',
  ekspres: 'express',
  sameday: 'same_day',
  aynıgün: 'same_day',
};
const paymentNames: Record<string, (typeof paymentModes)[number]> = {
  peşin: 'prepaid',
  gönderici: 'prepaid',
  senderpays: 'prepaid',
  kapıdaödeme: 'cod',
  cashondelivery: 'cod',
  alıcıöder: 'receiver_pays',
  receiverpays: 'receiver_pays',
};

/** A spreadsheet formula (=, +, -, @ not followed by a number): never taken as data. */
const isFormula = (text: string) => /^[=@]/.test(text) || /^[+-][^\d\s.,]/.test(text);

/** Makes a row a booking and checks it by the domain's schema; problems name the import's fields. */
export function checkRow(
  row: Record<string, string>,
  index: number,
  mapping: Mapping,
  context: ImportContext,
): CheckedRow {
  const problems: RowProblem[] = [];
  const cell = (field: ImportField) => {
    const column = mapping[field];
    return column ? (row[column] ?? '').trim() : '';
  };
  for (const field of importFields) {
    const value = cell(field);
    if (value && isFormula(value)) problems.push({ field, code: 'formula' });
  }
  const destinationText = cell('destination');
  const destination = context.offices.find(
    (o) => fold(o.code) === fold(destinationText) || fold(o.name) === fold(destinationText),
  );
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
  const fragileText = fold(cell('fragile'));
  if (!yes.has(fragileText) && !no.has(fragileText)) problems.push({ field: 'fragile', code: 'unknown_value' });
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
    fragile: yes.has(fragileText),
    declaredValue: optionalNumber('declaredValue', 0),
    paymentMode: paymentMode ?? 'prepaid',
    codAmount: optionalNumber('codAmount', 0),
  };
  const checked = parcelInput.safeParse(booking);
  if (!checked.success) {
    for (const [path, code] of Object.entries(fieldErrors(checked.error.issues))) {
      const field = fieldOfPath[path];
      // A field already said wrong (a formula, an unknown office) is not said wrong twice.
      if (field && !problems.some((p) => p.field === field))
        problems.push({ field, code: cell(field) ? code : 'required' });
      else if (!field) problems.push({ field: 'row', code });
    }
  }
  return { line: index + 2, booking: problems.length ? null : (checked.data ?? null), problems };
}

export const checkRows = (rows: readonly Record<string, string>[], mapping: Mapping, context: ImportContext) =>
  rows.map((row, i) => checkRow(row, i, mapping, context));

/** The fields a mapping still lacks. */
export const unmapped = (mapping: Mapping) => requiredFields.filter((f) => !mapping[f]);

/**
 * The rejected rows as CSV, for the customer to correct: the file's own columns, then the line
 * and what is wrong (in the user's words). Cells that a spreadsheet would run are escaped.
 */
export function errorReport(
  columns: readonly string[],
  rows: readonly Record<string, string>[],
  rejected: readonly { line: number; messages: string[] }[],
  headers: { line: string; problems: string },
): string {
  const out = rejected.map((r) => ({
    [headers.line]: r.line,
    ...Object.fromEntries(columns.map((c) => [c, rows[r.line - 2]?.[c] ?? ''])),
    [headers.problems]: r.messages.join('; '),
  }));
  return `\uFEFF${Papa.unparse({ fields: [headers.line, ...columns, headers.problems], data: out.map((o) => [o[headers.line], ...columns.map((c) => o[c]), o[headers.problems]]) }, { escapeFormulae: true })}`;
}
