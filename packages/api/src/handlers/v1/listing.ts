/**
 * List requests of api/v1, `?q=&page=&size=&sort=&order=&from=&to=&<filters>`, turned into the
 * store's declarative list query by a resource's list spec. Only the spec's own names are
 * fields: an unknown filter or sort (`__proto__`, `constructor` …) is a 400.
 */
import { businessDayRange, listQuery, type ListQuery as ListParams } from '@courier/domain';
import type { Condition, FieldPath, ListQuery, SearchField, SortKey } from '@courier/store';
import type { z } from 'zod';
import { badRequest } from '../../http/errors';
import { toSchema, type Json } from '../../openapi.parts';
import { parseQuery } from '../../http/respond';

export interface ListSpec {
  /** The fields the text `q` is matched in. */
  search: readonly SearchField[];
  /** Filters by query parameter, on a field (`nullAs` names a missing value): a value, or several separated by commas. */
  filters: Record<string, FieldPath | { field: FieldPath; nullAs: string }>;
  /**
   * What a filter takes where it is not free text: one of fixed values (several comma-separated),
   * or `boolean` (exactly `true` or `false`). Anything else is a 400 naming the filter, so that a
   * misspelt value is never answered with an empty page.
   */
  values?: Record<string, FilterValues>;
  /** The date `from` and `to` apply to. */
  date: FieldPath;
  sortable: Record<string, SortKey>;
  /** Sortable fields of human text (names, cities): in Turkish alphabetical order. The others
   * (dates, codes, numbers, states) compare as they are, which is their order and much faster. */
  text?: readonly string[];
  defaultSort: { field: string; order: 'asc' | 'desc' };
}

/** The values a filter takes: fixed ones, or `true`/`false`. */
export type FilterValues = readonly string[] | 'boolean';

const reserved = new Set(['q', 'page', 'size', 'sort', 'order', 'from', 'to']);

/** A date-only `from`/`to` is a whole Türkiye day; a date-time is that instant. */
const endOf = (to: string) => (to.length === 10 ? businessDayRange(to).to : new Date(to).toISOString());
const startOf = (from: string) => (from.length === 10 ? businessDayRange(from).from : new Date(from).toISOString());

/** The JSON schema of a value (a list's items, the non-null member of a nullable) at a field path. */
function schemaAt(schema: Json | undefined, path: readonly string[]): Json | undefined {
  if (!schema) return undefined;
  const members = (schema.anyOf as Json[] | undefined)?.filter((m) => m.type !== 'null');
  if (members?.length === 1) return schemaAt(members[0], path);
  if (schema.type === 'array') return schemaAt(schema.items as Json, path);
  if (!path.length) return schema;
  const properties = schema.properties as Record<string, Json> | undefined;
  return properties && Object.hasOwn(properties, path[0]!) ? schemaAt(properties[path[0]!], path.slice(1)) : undefined;
}

/**
 * What each filter of a list takes, read from the record's schema: the values of an enum field, or
 * `boolean` for a boolean field (an id, a city: free text).
 */
export function filterValuesOf(record: z.ZodType, filters: ListSpec['filters']): Record<string, FilterValues> {
  const schema = toSchema(record, 'output');
  const found: Record<string, FilterValues> = {};
  for (const [name, filter] of Object.entries(filters)) {
    const at = schemaAt(schema, (typeof filter === 'string' ? filter : filter.field).split('.'));
    if (at?.type === 'boolean') found[name] = 'boolean';
    else if (Array.isArray(at?.enum) && at.enum.every((v) => typeof v === 'string')) found[name] = at.enum as string[];
  }
  return found;
}

/** A filter's values as sent (comma-separated), checked against what it takes: a 400 for one it does not. */
function filterValues(key: string, raw: string, allowed: FilterValues | undefined): string[] {
  if (allowed === 'boolean') {
    if (raw !== 'true' && raw !== 'false') throw badRequest(`${key} is true or false`, { [key]: 'invalid' });
    return [raw];
  }
  const values = raw
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const wrong = allowed ? values.filter((v) => !allowed.includes(v)) : [];
  if (wrong.length)
    throw badRequest(`${key} takes ${allowed!.join(', ')} (one or several, comma-separated), not "${wrong[0]}"`, {
      [key]: 'invalid',
    });
  return values;
}

/** The store's query for a list request; `where` adds the caller's scope and the resource's own conditions. */
export function listQueryOf(
  url: URL,
  spec: ListSpec,
  extraParams: readonly string[] = [],
  where: readonly Condition[] = [],
): ListQuery {
  const params: ListParams = parseQuery(url, listQuery.loose());
  const conditions: Condition[] = [...where];
  for (const [key, raw] of url.searchParams) {
    if (reserved.has(key) || extraParams.includes(key)) continue;
    if (!Object.hasOwn(spec.filters, key)) throw badRequest(`Unknown filter "${key}"`, { [key]: 'unknown_filter' });
    const filter = spec.filters[key]!;
    const values = filterValues(key, raw, spec.values?.[key]);
    conditions.push(
      typeof filter === 'string'
        ? { field: filter, in: values }
        : { field: filter.field, in: values, nullAs: filter.nullAs },
    );
  }
  const sortField = params.sort ?? spec.defaultSort.field;
  // Own properties only: `sort=__proto__` or `constructor` names no field.
  if (!Object.hasOwn(spec.sortable, sortField))
    throw badRequest(`Cannot sort by "${sortField}"`, { sort: 'unknown_field' });
  if (params.from) conditions.push({ field: spec.date, from: startOf(params.from) });
  if (params.to) conditions.push({ field: spec.date, upTo: endOf(params.to) });
  return {
    where: conditions,
    search: params.q ? { text: params.q, fields: spec.search } : undefined,
    sort: {
      key: spec.sortable[sortField]!,
      order: params.sort ? params.order : spec.defaultSort.order,
      text: !!spec.text?.includes(sortField),
    },
    page: params.page,
    size: params.size,
  };
}
