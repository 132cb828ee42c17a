/**
 * Lists as declarative queries: conditions on fields named by path, a text search, one sort and
 * a page. The API builds them from a request and a resource's list spec (own names only); each
 * store turns them into its own query (the memory store evaluates them, a SQL store writes SQL).
 */

import type { TableName } from './store';

/** A field of a row by its path: `status`, `address.city`, `stops.officeId` (every stop's). */
export type FieldPath = string;

export type Scalar = string | number | boolean | null;

export type Condition =
  /** The field (or one of its values, for a list) is among these, compared as text ("true", "3"); `nullAs` names a missing value. */
  | { field: FieldPath; in: readonly string[]; nullAs?: string }
  /** The field is before this value (ISO times compare as text). */
  | { field: FieldPath; before: string }
  /** The field is this value or later. */
  | { field: FieldPath; from: string }
  /** The field is at most this value. */
  | { field: FieldPath; upTo: string }
  /** The Türkiye calendar day of a time field is on or before the day in another field (delivered by the promised date). */
  | { dayOf: FieldPath; notAfter: FieldPath }
  | { any: readonly Condition[] }
  | { all: readonly Condition[] }
  /** The field holds the id of a row of another table that meets those conditions (the scans of the parcels a clerk sees). */
  | { field: FieldPath; inRowsOf: { table: TableName; where: readonly Condition[] } };

/** What a sort orders by: a field, the first present of several, or a field's rank in a list of values. */
export type SortKey = FieldPath | { coalesce: readonly FieldPath[] } | { rank: FieldPath; order: readonly string[] };

/** A field the text search reads; `compact` also reads it without spaces (plates typed without them). */
export type SearchField = FieldPath | { compact: FieldPath };

export interface ListQuery {
  where: readonly Condition[];
  /** Rows whose search fields hold this text (Turkish lower case). */
  search?: { text: string; fields: readonly SearchField[] };
  /** `text` sorts by the Turkish collator (names); otherwise values compare as they are (codes, dates, numbers). */
  sort: { key: SortKey; order: 'asc' | 'desc'; text: boolean };
  /** 1-based. */
  page: number;
  size: number;
}

/** What a row is grouped by: a field, or the Türkiye calendar day (`YYYY-MM-DD`) of a time field. */
export type Grouping = FieldPath | { day: FieldPath };

/** Counts and sums over the rows that meet the conditions, per group: what dashboards and reports read. */
export interface AggregateQuery {
  where: readonly Condition[];
  groupBy?: readonly Grouping[];
  /** Numeric fields to add up. */
  sum?: readonly FieldPath[];
}

/** One group: its key (one value per grouping, as text), its row count and its sums (in the order asked). */
export interface Group {
  key: (string | null)[];
  count: number;
  sums: number[];
}

export type { Page } from '@courier/domain';

/** Turkish lower case: what a search compares. */
export const fold = (text: string) => text.toLocaleLowerCase('tr');
