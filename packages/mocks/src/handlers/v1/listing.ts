/** List queries of api/v1: `?q=&page=&size=&sort=&order=&from=&to=&<filters>` -> a page. */
import { businessDayRange, listQuery, type ListQuery, type Page } from '@courier/domain';
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
  /** Sortable fields of human text (names, cities): in Turkish alphabetical order. The others
   * (dates, codes, numbers, states) compare as they are, which is their order and much faster. */
  text?: readonly string[];
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
      if (Array.isArray(value) ? !value.some((v) => wanted.has(String(v))) : !wanted.has(String(value))) {
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
  const cmp = spec.text?.includes(sortField) ? compareText : comparePlain;
  const id = (item: T) => (item as { id?: string }).id;
  const before = (a: Value, itemA: T, b: Value, itemB: T) => sign * cmp(a, b) || comparePlain(id(itemA), id(itemB));
  // Rows are kept in the order they were made: a newest-first list reads them from the end.
  const ordered = firstInOrder(matches, query.page * query.size, sortKey, before, order === 'desc');
  const start = (query.page - 1) * query.size;
  return { items: ordered.slice(start, start + query.size), total: matches.length, page: query.page, size: query.size, lastPage: Math.max(1, Math.ceil(matches.length / query.size)) };
}

/**
 * The first `count` items in order. A page near the top of a long list needs only those: one
 * pass keeps the best `count` (most items lose to the worst kept at the first comparison, the
 * more so when the items come roughly in order: `fromEnd` reads them backwards), instead of
 * sorting the whole list; deep pages sort it all.
 */
export function firstInOrder<T, K>(items: readonly T[], count: number, keyOf: (item: T) => K, before: (a: K, itemA: T, b: K, itemB: T) => number, fromEnd = false): T[] {
  if (count * 8 >= items.length) {
    const keyed = items.map((item) => ({ item, key: keyOf(item) }));
    keyed.sort((a, b) => before(a.key, a.item, b.key, b.item));
    return keyed.slice(0, count).map((k) => k.item);
  }
  const best: T[] = [];
  const keys: K[] = [];
  for (let n = 0; n < items.length; n++) {
    const item = items[fromEnd ? items.length - 1 - n : n]!;
    const key = keyOf(item);
    if (best.length === count && before(key, item, keys[count - 1]!, best[count - 1]!) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (before(key, item, keys[mid]!, best[mid]!) < 0) high = mid;
      else low = mid + 1;
    }
    best.splice(low, 0, item);
    keys.splice(low, 0, key);
    if (best.length > count) {
      best.pop();
      keys.pop();
    }
  }
  return best;
}

function comparePlain(a: Value, b: Value): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  return a < b ? -1 : 1;
}

function compareText(a: Value, b: Value): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a ? 1 : -1;
  return collator.compare(String(a), String(b));
}
