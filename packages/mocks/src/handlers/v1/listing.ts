/** List queries of api/v1: `?q=&page=&size=&sort=&order=&from=&to=&<filters>` -> a page. */
import { businessDayRange, listQuery, paginate, type ListQuery, type Page } from '@courier/domain';
import { badRequest } from '../../http/errors';
import { parseQuery } from '../../http/respond';

type Value = string | number | boolean | null | undefined;

export interface ListSpec<T extends object> {
  /** The text `q` is matched against (lower case). */
  search: (item: T) => string;
  /** Filters by query parameter: a value, or several separated by commas. */
  filters: Record<string, (item: T) => Value | Value[]>;
  /** The date `from` and `to` apply to. */
  date: (item: T) => string;
  sortable: Record<string, (item: T) => Value>;
  defaultSort: { field: string; order: 'asc' | 'desc' };
}

const reserved = new Set(['q', 'page', 'size', 'sort', 'order', 'from', 'to']);
const collator = new Intl.Collator('tr', { numeric: true, sensitivity: 'base' });
/** Search texts, cached per object: updates replace objects, so a stale text is never read. */
const searchCache = new WeakMap<object, string>();

export const fold = (text: string) => text.toLocaleLowerCase('tr');

/** A date-only `from`/`to` is a whole Türkiye day; a date-time is that instant. */
const endOf = (to: string) => (to.length === 10 ? businessDayRange(to).to : new Date(to).toISOString());
const startOf = (from: string) => (from.length === 10 ? businessDayRange(from).from : new Date(from).toISOString());

export function runList<T extends object>(items: Iterable<T>, url: URL, spec: ListSpec<T>, extraParams: readonly string[] = []): Page<T> {
  const query: ListQuery = parseQuery(url, listQuery.loose());
  const filters: [string, Set<string>][] = [];
  for (const [key, raw] of url.searchParams) {
    if (reserved.has(key) || extraParams.includes(key)) continue;
    if (!spec.filters[key]) throw badRequest(`Unknown filter "${key}"`, { [key]: 'unknown_filter' });
    filters.push([key, new Set(raw.split(',').map((v) => v.trim()).filter(Boolean))]);
  }
  const sortField = query.sort ?? spec.defaultSort.field;
  const sortKey = spec.sortable[sortField];
  if (!sortKey) throw badRequest(`Cannot sort by "${sortField}"`, { sort: 'unknown_field' });
  const order = query.sort ? query.order : spec.defaultSort.order;
  const q = query.q ? fold(query.q) : '';
  const from = query.from ? startOf(query.from) : null;
  const to = query.to ? endOf(query.to) : null;

  const matches: T[] = [];
  for (const item of items) {
    if (from || to) {
      const date = spec.date(item);
      if ((from && date < from) || (to && date > to)) continue;
    }
    let ok = true;
    for (const [key, wanted] of filters) {
      const value = spec.filters[key]!(item);
      const values = Array.isArray(value) ? value : [value];
      if (!values.some((v) => wanted.has(String(v)))) {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    if (q) {
      let text = searchCache.get(item);
      if (text === undefined) searchCache.set(item, (text = fold(spec.search(item))));
      if (!text.includes(q)) continue;
    }
    matches.push(item);
  }
  const sign = order === 'desc' ? -1 : 1;
  const keyed = matches.map((item) => ({ item, key: sortKey(item) }));
  // Dates, codes and numbers sort as they are; only text with Turkish letters needs the collator.
  const needsCollator = keyed.some((k) => typeof k.key === 'string' && /[^ -~]/.test(k.key));
  const cmp = needsCollator ? compare : comparePlain;
  keyed.sort((a, b) => sign * cmp(a.key, b.key) || comparePlain((a.item as { id?: string }).id, (b.item as { id?: string }).id));
  return paginate(
    keyed.map((k) => k.item),
    query.page,
    query.size,
  );
}

function comparePlain(a: Value, b: Value): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  return a < b ? -1 : 1;
}

function compare(a: Value, b: Value): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a ? 1 : -1;
  return collator.compare(String(a), String(b));
}
