/**
 * Bringing records in from a file (a customer's bookings, the company's customers): one call
 * carries the rows, each checked as a single record would be, and says what to do when some
 * are not valid: keep the valid ones (`valid`), or nothing unless every row is (`all`).
 */
import { z } from 'zod';

/** An import's rows at most; a file of more is split by its sender. */
export const importLimits = { rows: 10_000 } as const;
export const importModes = ['all', 'valid'] as const;
export type ImportMode = (typeof importModes)[number];

export const importRequest = z.object({
  rows: z.array(z.unknown()).min(1).max(importLimits.rows),
  mode: z.enum(importModes),
});
export type ImportRequest = z.infer<typeof importRequest>;

/** A row refused, by its place in the import (0 for the first row) and field codes as a single record's. */
export interface ImportRejection {
  row: number;
  fields: Record<string, string>;
}

/**
 * Rows that repeat an earlier row's key (an e-mail address, a tax number): for each such row
 * (its index in `rows`), the fields it repeats, as `duplicate`. A row without a value (null: it
 * was refused for another reason), or a repeating row, claims no key: a later row is only said to
 * repeat a row that is taken.
 */
export function repeatedRows<T>(
  rows: readonly (T | null)[],
  keys: (value: T) => Record<string, string | null>,
): Map<number, Record<string, string>> {
  const seen = new Map<string, Set<string>>();
  const repeated = new Map<number, Record<string, string>>();
  rows.forEach((value, index) => {
    if (value === null) return;
    const own = Object.entries(keys(value)).filter((entry): entry is [string, string] => !!entry[1]);
    const fields = Object.fromEntries(
      own.filter(([field, key]) => seen.get(field)?.has(key)).map(([field]) => [field, 'duplicate']),
    );
    if (Object.keys(fields).length) return void repeated.set(index, fields);
    for (const [field, key] of own) (seen.get(field) ?? seen.set(field, new Set()).get(field)!).add(key);
  });
  return repeated;
}
