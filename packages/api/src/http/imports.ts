/**
 * An import's call (POST api/v1/…/import): many records in one body, each row checked as a
 * single record is, then what the rows say against the data (references, keys taken). In mode
 * `all` one refused row refuses the import (422 with every refused row's field codes) and nothing
 * is written; in mode `valid` the valid rows go on and the others are answered as rejected.
 */
import { fieldErrors, importRequest, type ImportRejection } from '@courier/domain';
import type { z } from 'zod';
import { HttpError, parseSent, readJson } from './respond';

/** An import's body may be large: 10 000 rows of about 600 bytes each, and room to spare. */
export const importMaxBytes = 12 * 1024 * 1024;

export interface CheckedImport<V> {
  /** The rows to write, with their place in the import. */
  valid: { row: number; value: V }[];
  rejected: ImportRejection[];
}

/**
 * Reads an import and sorts its rows: each by `schema`, then those that pass by `problems` (all
 * at once, so a check can look the data up once for every row; an empty object for a good row).
 * `written` names what nothing was, in the 422 of mode `all` ("booked", "imported").
 */
export async function checkImport<V>(
  request: Request,
  schema: z.ZodType<V>,
  problems: (rows: readonly { row: number; value: V }[]) => Promise<Record<string, string>[]>,
  written: string,
): Promise<CheckedImport<V>> {
  const { rows, mode } = parseSent(importRequest, await readJson(request, importMaxBytes));
  const rejected: ImportRejection[] = [];
  const parsed: { row: number; value: V }[] = [];
  rows.forEach((value, row) => {
    const result = schema.safeParse(value);
    if (result.success) parsed.push({ row, value: result.data });
    else rejected.push({ row, fields: fieldErrors(result.error.issues) });
  });
  const found = await problems(parsed);
  const valid = parsed.filter(({ row }, i) => {
    const fields = found[i] ?? {};
    if (Object.keys(fields).length) rejected.push({ row, fields });
    return !Object.keys(fields).length;
  });
  rejected.sort((a, b) => a.row - b.row);
  if (mode === 'all' && rejected.length)
    throw new HttpError(
      422,
      'validation',
      `${rejected.length} of ${rows.length} rows are not valid; nothing was ${written}`,
      undefined,
      { rows: rejected },
    );
  return { valid, rejected };
}
