/**
 * List requests of api/v1, `?q=&page=&size=&sort=&order=&from=&to=&<filters>`, turned into the
 * store's declarative list query by a resource's list spec. Only the spec's own names are
 * fields: an unknown filter or sort (`__proto__`, `constructor` …) is a 400.
 */
import { businessDayRange, listQuery, type ListQuery as ListParams } from '@courier/domain';
import type { Condition, FieldPath, ListQuery, SearchField, SortKey } from '@courier/store';
import { badRequest } from '../../http/errors';
import { parseQuery } from '../../http/respond';

export interface ListSpec {
  /** The fields the text `q` is matched in. */
  search: readonly SearchField[];
  /** Filters by query parameter, on a field (`nullAs` names a missing value): a value, or several separated by commas. */
  filters: Record<string, FieldPath | { field: FieldPath; nullAs: string }>;
  /** The date `from` and `to` apply to. */
  date: FieldPath;
  sortable: Record<string, SortKey>;
  /** Sortable fields of human text (names, cities): in Turkish alphabetical order. The others
   * (dates, codes, numbers, states) compare as they are, which is their order and much faster. */
  text?: readonly string[];
  defaultSort: { field: string; order: 'asc' | 'desc' };
}

const reserved = new Set(['q', 'page', 'size', 'sort', 'order', 'from', 'to']);

/** A date-only `from`/`to` is a whole Türkiye day; a date-time is that instant. */
const endOf = (to: string) => (to.length === 10 ? businessDayRange(to).to : new Date(to).toISOString());
const startOf = (from: string) => (from.length === 10 ? businessDayRange(from).from : new Date(from).toISOString());

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
    const values = raw
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
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
