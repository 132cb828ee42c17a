/**
 * The declarative list queries of @courier/store (../../store/src/query.ts) as SQL: conditions,
 * text search, sorts and groups, each on a promoted column where the table has one (indexed)
 * and on the document otherwise. Field paths come from the API's list specs (own names only)
 * and are passed as data; only the search text's paths are written into the SQL (so that it is
 * the very expression of the trigram index), and those must be plain names.
 */
import { getTableColumns, getTableName, sql, type SQL, type Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { AggregateQuery, Condition, FieldPath, ListQuery, SearchField, SortKey, TableName } from '@courier/store';

export interface Promoted {
  column: string;
  numeric: boolean;
}

/** A table as the queries see it: its name, the fields promoted to columns, the sort keys it keeps. */
export interface TableShape {
  sqlName: string;
  promoted: Map<FieldPath, Promoted>;
  /** Columns that hold the Türkiye day of a time field, by the field's path. */
  days: Map<FieldPath, string>;
  /** The text sorts this table keeps Turkish sort keys for (`keys ->> name`). */
  textSorts: readonly SortKey[];
  /** The order rows were made in (what `all` answers in, as the memory store does). */
  madeOrder: SQL;
  /** The other tables' shapes, for a condition on their rows (`inRowsOf`). */
  other: (name: TableName) => TableShape;
}

const dialect = new PgDialect();

/** The promoted columns of a Drizzle table: generated from `doc #>> '{path}'`. */
export function shapeOf(
  table: Table,
  textSorts: readonly SortKey[],
  other: (name: TableName) => TableShape,
  madeOrder?: SQL,
): TableShape {
  const promoted = new Map<FieldPath, Promoted>();
  const days = new Map<FieldPath, string>();
  for (const column of Object.values(getTableColumns(table))) {
    const as = column.generated?.as;
    if (!as || typeof as === 'function') continue;
    const text = typeof as === 'string' ? as : dialect.sqlToQuery(as as SQL).sql;
    const found = /#>> '\{([^}]*)\}'/.exec(text)?.[1];
    if (!found) continue;
    const path = found.split(',').join('.');
    if (text.includes('tr_day(')) days.set(path, column.name);
    else promoted.set(path, { column: column.name, numeric: /::numeric/.test(text) });
  }
  const sqlName = getTableName(table);
  return { sqlName, promoted, days, textSorts, madeOrder: madeOrder ?? sql`id asc`, other };
}

export const sortKeyName = (key: SortKey) => (typeof key === 'string' ? key : JSON.stringify(key));

const quotePath = (path: FieldPath) =>
  path
    .split('.')
    .map((part) => JSON.stringify(part))
    .join('.');
/** Every value at a path, through lists: a set of jsonb values (`$.stops.officeId` reads each stop's). */
const lax = (path: FieldPath): SQL => sql`jsonb_path_query(doc, ${`lax $.${quotePath(path)}[*]`}::jsonpath)`;
const segments = (path: FieldPath) => `{${path.split('.').join(',')}}`;

/** The first value at a path, as text (a promoted column when there is one). */
export function scalar(shape: TableShape, path: FieldPath): SQL {
  const column = shape.promoted.get(path);
  if (column) return sql`${sql.identifier(column.column)}`;
  return sql`(jsonb_path_query_first(doc, ${`lax $.${quotePath(path)}[*]`}::jsonpath) #>> '{}')`;
}

/** The value at a path with no list on the way, as text: its column, or `doc #>> path`. */
const plainText = (shape: TableShape, path: FieldPath): SQL => {
  const column = shape.promoted.get(path);
  return column ? sql`${sql.identifier(column.column)}` : sql`(doc #>> ${segments(path)})`;
};

/** Some value at the path meets `test` (given as SQL over `v`, the value as text). */
function some(shape: TableShape, path: FieldPath, test: (value: SQL) => SQL): SQL {
  const column = shape.promoted.get(path);
  if (column)
    return test(column.numeric ? sql`${sql.identifier(column.column)}::text` : sql`${sql.identifier(column.column)}`);
  return sql`exists (select 1 from ${lax(path)} as found(v) where ${test(sql`(found.v #>> '{}') collate "C"`)})`;
}

export function condition(shape: TableShape, c: Condition): SQL {
  if ('any' in c)
    return c.any.length
      ? sql`(${sql.join(
          c.any.map((x) => condition(shape, x)),
          sql` or `,
        )})`
      : sql`false`;
  if ('all' in c)
    return c.all.length
      ? sql`(${sql.join(
          c.all.map((x) => condition(shape, x)),
          sql` and `,
        )})`
      : sql`true`;
  if ('dayOf' in c) return sql`(${dayOf(shape, c.dayOf)} <= ${scalar(shape, c.notAfter)})`;
  if ('inRowsOf' in c) {
    const other = shape.other(c.inRowsOf.table);
    const ids = sql`select id from ${sql.identifier(other.sqlName)} where ${where(other, c.inRowsOf.where)}`;
    return some(shape, c.field, (v) => sql`${v} in (${ids})`);
  }
  if ('in' in c) {
    if (!c.in.length) return sql`false`;
    const wanted = sql`(${sql.join(
      c.in.map((v) => sql`${v}`),
      sql`, `,
    )})`;
    if (c.nullAs !== undefined) return sql`(coalesce(${plainText(shape, c.field)}, ${c.nullAs}) in ${wanted})`;
    // A number is compared as the text JavaScript writes for it (3, not 3.0).
    const column = shape.promoted.get(c.field);
    if (column?.numeric) return sql`(trim_scale(${sql.identifier(column.column)})::text in ${wanted})`;
    return some(shape, c.field, (v) => sql`${v} in ${wanted}`);
  }
  if ('before' in c) return some(shape, c.field, (v) => sql`${v} < ${c.before}`);
  if ('from' in c) return some(shape, c.field, (v) => sql`${v} >= ${c.from}`);
  return some(shape, c.field, (v) => sql`${v} <= ${c.upTo}`);
}

export const where = (shape: TableShape, conditions: readonly Condition[]): SQL =>
  conditions.length
    ? sql.join(
        conditions.map((c) => condition(shape, c)),
        sql` and `,
      )
    : sql`true`;

/** The Türkiye calendar day (UTC+3 all year) of a time field: its day column, or `tr_day` of it. */
export function dayOf(shape: TableShape, path: FieldPath): SQL {
  const column = shape.days.get(path);
  return column ? sql`${sql.identifier(column)}` : sql`tr_day(${scalar(shape, path)})`;
}

/** The text a search reads: the fields in order, each in Turkish lower case, one space apart (as the memory store reads them). */
export function searchText(shape: TableShape, fields: readonly SearchField[]): SQL {
  const parts = fields.map((f) => {
    const path = typeof f === 'string' ? f : f.compact;
    if (!/^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z][A-Za-z0-9]*)*$/.test(path)) throw new Error(`Not a field path: ${path}`);
    const text = sql`coalesce(doc #>> ${sql.raw(`'${segments(path)}'`)}, '')`;
    return typeof f === 'string' ? text : sql`replace(${text}, ' ', '')`;
  });
  // `||`, not concat_ws (which is not immutable): the parcels' trigram index is on this very expression.
  return sql`tr_fold(${sql.join(parts, sql` || ' ' || `)})`;
}

/** `LIKE` pattern for text anywhere, its wildcards taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What a sort orders by, and in which direction; ties go by id in the same direction. */
export function orderBy(shape: TableShape, sort: ListQuery['sort']): SQL {
  const dir = sql.raw(sort.order === 'desc' ? 'desc' : 'asc');
  const id = sql`id ${dir}`;
  const key = sort.key;
  if (sort.text) {
    if (!shape.textSorts.some((k) => sortKeyName(k) === sortKeyName(key)))
      throw new Error(`${shape.sqlName} keeps no Turkish sort key for ${sortKeyName(key)}`);
    return sql`(keys ->> ${sortKeyName(key)}) collate "C" ${dir}, ${id}`;
  }
  if (typeof key !== 'string' && 'rank' in key) {
    const ranks = sql.join(
      key.order.map((v) => sql`${v}`),
      sql`, `,
    );
    return sql`coalesce(array_position(array[${ranks}]::text[], ${scalar(shape, key.rank)}), 0) ${dir}, ${id}`;
  }
  if (typeof key === 'string') {
    const column = shape.promoted.get(key);
    if (column) return sql`${sql.identifier(column.column)} ${dir}, ${id}`;
  }
  // A field without a column: numbers by value, the rest as text, byte by byte.
  const value =
    typeof key === 'string'
      ? sql`(doc #> ${segments(key)})`
      : sql`coalesce(${sql.join(
          key.coalesce.map((p) => sql`(doc #> ${segments(p)})`),
          sql`, `,
        )})`;
  return sql`(case when jsonb_typeof(${value}) = 'number' then (${value})::numeric end) ${dir}, (case when jsonb_typeof(${value}) = 'null' then null else (${value} #>> '{}') end) collate "C" ${dir}, ${id}`;
}

/** The groups of an aggregate: keys as text, a count, sums rounded to cents. */
export function aggregateSelect(shape: TableShape, query: AggregateQuery): { select: SQL; groupCount: number } {
  const keys = (query.groupBy ?? []).map((g) => (typeof g === 'string' ? scalar(shape, g) : dayOf(shape, g.day)));
  const sums = (query.sum ?? []).map(
    (path) => sql`round(coalesce(sum((${scalar(shape, path)})::numeric), 0), 2)::float8`,
  );
  const columns = [
    ...keys.map((k, i) => sql`${k} as ${sql.identifier(`k${i}`)}`),
    sql`count(*)::int as n`,
    ...sums.map((s, i) => sql`${s} as ${sql.identifier(`s${i}`)}`),
  ];
  return { select: sql.join(columns, sql`, `), groupCount: keys.length };
}
