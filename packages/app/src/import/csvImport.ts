/**
 * Records from a CSV file, for every import of the app (bookings, customers): the file read
 * (UTF-8, or the Windows Turkish code page that Excel in Türkiye saves), parsed by Papa Parse,
 * its columns mapped to the record's fields (guessed from the header in English or Turkish,
 * changed by the user), and each row made into a record and checked by the domain's own schema,
 * as the server will. A kind of import says which fields it has, how a row makes its record and
 * which schema judges it (`defineImport`); the rest is the same for all.
 *
 * Runs in a Web Worker (./serveImport.ts): 10 000 rows are read and checked off the page's thread.
 */
import Papa from 'papaparse';
import { fieldErrors, importLimits } from '@courier/domain';
import type { z } from 'zod';

/** A field's column, by the column's header; null where the file has none. */
export type Mapping<F extends string = string> = Partial<Record<F, string | null>>;

export interface RowProblem<F extends string = string> {
  field: F | 'row';
  /** A form error code (`form.errors.*`) or the import's own: `formula`, `unknown_office`, `unknown_value`, `duplicate`. */
  code: string;
}

export interface CheckedRow<V = unknown, F extends string = string> {
  /** The row's line in the file (the header is line 1). */
  line: number;
  /** The record the row makes, as the server takes it; null while the row has a problem. */
  value: V | null;
  problems: RowProblem<F>[];
  /** What the row holds in each field said wrong, as written: the problems table shows it beside the reason. */
  cells: Partial<Record<F, string>>;
}

/** What the row holds in a field's column, trimmed; '' where no column is mapped. */
const cellOf = <F extends string>(row: Record<string, string>, mapping: Mapping<F>, field: F) => {
  const column = mapping[field];
  return column ? (row[column] ?? '').trim() : '';
};
/** The cells of the fields a row's problems name. */
const cellsOf = <F extends string>(row: Record<string, string>, mapping: Mapping<F>, problems: RowProblem<F>[]) =>
  Object.fromEntries(
    problems.filter((p) => p.field !== 'row').map((p) => [p.field, cellOf(row, mapping, p.field as F)]),
  ) as Partial<Record<F, string>>;

/** What one kind of import is: its fields, how a row makes its record, and who judges it. */
export interface ImportKind<F extends string, C, V> {
  fields: readonly F[];
  /** Fields without which a row cannot be a record; the others have a default. */
  required: readonly F[];
  /** Header names each field is recognised by (compared folded: Turkish lower case, letters and digits only). */
  headers: Record<F, readonly string[]>;
  /** The record a row makes, before the schema, and what was found wrong on the way (an unknown office). */
  make: (cell: (field: F) => string, context: C) => { value: unknown; problems: RowProblem<F>[] };
  schema: z.ZodType<V>;
  /** The field each path of the record comes from (the schema's and the server's problems are said by field). */
  fieldOf: Record<string, F>;
  /** Problems between rows (a key an earlier row has), by row and path, among the rows without others. */
  across?: (values: readonly (V | null)[]) => Map<number, Record<string, string>>;
}

export const fold = (text: string) => text.toLocaleLowerCase('tr').replace(/[^\p{L}\p{N}]+/gu, '');

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

/** A number as people type it: "2,5" and "2.5", "1.250,00" and "1,250.00". */
export function number(text: string): number {
  const t = text.replace(/\s|₺|TL/gi, '');
  if (!t) return Number.NaN;
  const comma = t.lastIndexOf(',');
  const dot = t.lastIndexOf('.');
  const decimal = comma > dot ? ',' : '.';
  const plain = decimal === ',' ? t.replace(/\./g, '').replace(',', '.') : t.replace(/,/g, '');
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : Number.NaN;
}

/**
 * An amount of money as people type it, where a lone separator before groups of three digits
 * groups thousands ("50.000" and "50,000" are fifty thousand, as a Turkish or an English sheet
 * writes it); otherwise as `number` ("1.250,50", "99,90").
 */
export function amount(text: string): number {
  const t = text.replace(/\s|₺|TL/gi, '');
  return /^-?\d{1,3}([.,])\d{3}(\1\d{3})*$/.test(t) ? Number(t.replace(/[.,]/g, '')) : number(t);
}

const yes = new Set(['1', 'yes', 'y', 'true', 'x', 'evet', 'e', 'var']);
const no = new Set(['', '0', 'no', 'n', 'false', 'hayır', 'h', 'yok']);
/** A yes or no as people write it (empty is no); undefined for anything else. */
export function flag(text: string): boolean | undefined {
  const f = fold(text);
  return yes.has(f) ? true : no.has(f) ? false : undefined;
}

/** A choice given by its key or its name in either language ("express", "Ekspres", "same day"). */
export const choice = <T extends string>(
  text: string,
  values: readonly T[],
  names: Record<string, T>,
): T | undefined => {
  const f = fold(text);
  return values.find((v) => fold(v) === f) ?? names[f];
};

/** An office by its code or its name, as a row names it. */
export const officeNamed = <O extends { code: string; name: string }>(offices: readonly O[], text: string) =>
  offices.find((o) => fold(o.code) === fold(text) || fold(o.name) === fold(text));

/** A spreadsheet formula (=, +, -, @ not followed by a number): never taken as data. */
const isFormula = (text: string) => /^[=@]/.test(text) || /^[+-][^\d\s.,]/.test(text);

/**
 * The rejected rows as CSV, for their sender to correct: the file's own columns, then the line
 * and what is wrong (in the user's words). Cells that a spreadsheet would run are escaped.
 */
export function errorReport(
  columns: readonly string[],
  rows: readonly Record<string, string>[],
  rejected: readonly { line: number; messages: string[] }[],
  headers: { line: string; problems: string },
): string {
  const data = rejected.map((r) => [r.line, ...columns.map((c) => rows[r.line - 2]?.[c] ?? ''), r.messages.join('; ')]);
  return `\uFEFF${Papa.unparse({ fields: [headers.line, ...columns, headers.problems], data }, { escapeFormulae: true })}`;
}

/** One kind of import's reading and checking, over its fields and schema. */
export function defineImport<F extends string, C, V>(kind: ImportKind<F, C, V>) {
  /** The column each field is read from, guessed from the header. */
  function guessMapping(columns: readonly string[]): Mapping<F> {
    const mapping: Mapping<F> = {};
    const taken = new Set<string>();
    for (const field of kind.fields) {
      const names = new Set(kind.headers[field].map(fold));
      const column = columns.find((c) => !taken.has(c) && names.has(fold(c)));
      mapping[field] = column ?? null;
      if (column) taken.add(column);
    }
    return mapping;
  }

  /** Reads CSV text: the header row names the columns; rows are objects by column. */
  function readCsv(text: string, encoding: ReadFile['encoding'] = 'utf-8'): ReadFile {
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
    if (!Object.values(guessMapping(columns)).some(Boolean)) return { ...empty, columns, problem: 'no_header' };
    if (parsed.data.length > importLimits.rows) return { ...empty, columns, problem: 'too_many_rows' };
    return { encoding, columns, rows: parsed.data, problem: null };
  }

  /** Reads a file's bytes (a size checked before). */
  function readFile(bytes: ArrayBuffer): ReadFile {
    if (bytes.byteLength > maxFileBytes) return { encoding: 'utf-8', columns: [], rows: [], problem: 'too_large' };
    const { text, encoding } = decode(bytes);
    return readCsv(text, encoding);
  }

  /** Makes a row a record and checks it by the domain's schema; problems name the import's fields. */
  function checkRow(row: Record<string, string>, index: number, mapping: Mapping<F>, context: C): CheckedRow<V, F> {
    const cell = (field: F) => cellOf(row, mapping, field);
    const problems: RowProblem<F>[] = kind.fields
      .filter((field) => isFormula(cell(field)))
      .map((field) => ({ field, code: 'formula' }));
    const made = kind.make(cell, context);
    problems.push(...made.problems);
    const checked = kind.schema.safeParse(made.value);
    if (!checked.success) {
      for (const [path, code] of Object.entries(fieldErrors(checked.error.issues))) {
        const field = kind.fieldOf[path];
        // A field already said wrong (a formula, an unknown office) is not said wrong twice.
        if (field && !problems.some((p) => p.field === field))
          problems.push({ field, code: cell(field) ? code : 'required' });
        else if (!field) problems.push({ field: 'row', code });
      }
    }
    return {
      line: index + 2,
      value: problems.length ? null : (checked.data ?? null),
      problems,
      cells: cellsOf(row, mapping, problems),
    };
  }

  /** Every row checked, then against each other (a key an earlier row has). */
  function checkRows(rows: readonly Record<string, string>[], mapping: Mapping<F>, context: C): CheckedRow<V, F>[] {
    const checked = rows.map((row, i) => checkRow(row, i, mapping, context));
    for (const [i, fields] of kind.across?.(checked.map((r) => r.value)) ?? []) {
      const row = checked[i]!;
      row.value = null;
      for (const [path, code] of Object.entries(fields)) row.problems.push({ field: fieldOf(path), code });
      row.cells = cellsOf(rows[i]!, mapping, row.problems);
    }
    return checked;
  }

  /** The field a path of the record comes from; `row` for what no one field holds. */
  const fieldOf = (path: string): F | 'row' => kind.fieldOf[path] ?? 'row';

  /** The fields a mapping still lacks. */
  const unmapped = (mapping: Mapping<F>) => kind.required.filter((f) => !mapping[f]);

  return { ...kind, guessMapping, readCsv, readFile, checkRow, checkRows, fieldOf, unmapped };
}

export type DefinedImport<F extends string, C, V> = ReturnType<typeof defineImport<F, C, V>>;
