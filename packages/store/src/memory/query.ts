/** The memory store's evaluation of declarative list queries (../query.ts). */
import { businessDate } from '@courier/domain';
import {
  fold,
  type AggregateQuery,
  type Condition,
  type FieldPath,
  type Group,
  type ListQuery,
  type Page,
  type SearchField,
  type SortKey,
} from '../query';

type Value = string | number | boolean | null | undefined;

const readers = new Map<FieldPath, (row: object) => Value | Value[]>();

/** Reads a field by path; through a list (`stops.officeId`) it gives every element's value. */
export function reader(path: FieldPath): (row: object) => Value | Value[] {
  let read = readers.get(path);
  if (read) return read;
  const parts = path.split('.');
  if (parts.length === 1) {
    const key = parts[0]!;
    read = (row) => (Object.hasOwn(row, key) ? ((row as Record<string, unknown>)[key] as Value | Value[]) : undefined);
    readers.set(path, read);
    return read;
  }
  const step = (value: unknown, at: number): Value | Value[] => {
    if (at === parts.length) return value as Value;
    if (Array.isArray(value)) return value.flatMap((item) => step(item, at) as Value);
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, parts[at]!)) return undefined;
    return step((value as Record<string, unknown>)[parts[at]!], at + 1);
  };
  read = (row) => step(row, 0);
  readers.set(path, read);
  return read;
}

/** Whether a row meets a condition. */
export function matches(row: object, condition: Condition): boolean {
  return compile(condition)(row);
}

const compiled = new WeakMap<Condition, (row: object) => boolean>();

/** A condition as a test, made once per condition object (a list query tests every row with it). */
export function compile(condition: Condition): (row: object) => boolean {
  let test = compiled.get(condition);
  if (test) return test;
  test = build(condition);
  compiled.set(condition, test);
  return test;
}

function build(condition: Condition): (row: object) => boolean {
  if ('any' in condition) {
    const tests = condition.any.map(compile);
    return (row) => tests.some((t) => t(row));
  }
  if ('all' in condition) {
    const tests = condition.all.map(compile);
    return (row) => tests.every((t) => t(row));
  }
  // The store answers these first (MemoryStore's `resolved`): a row alone cannot tell.
  if ('inRowsOf' in condition) throw new Error(`Conditions on ${condition.inRowsOf.table} are resolved by the store`);
  if ('dayOf' in condition) {
    const at = reader(condition.dayOf);
    const day = reader(condition.notAfter);
    return (row) => {
      const a = first(at(row));
      const d = first(day(row));
      return a !== null && a !== undefined && d !== null && d !== undefined && businessDate(String(a)) <= String(d);
    };
  }
  const read = reader(condition.field);
  const some = (row: object, test: (v: Value) => boolean) => {
    const value = read(row);
    return Array.isArray(value) ? value.some(test) : test(value);
  };
  if ('in' in condition) {
    const wanted = new Set(condition.in);
    const missing = condition.nullAs ?? '';
    return (row) =>
      some(row, (v) => wanted.has(v === null || v === undefined ? missing : typeof v === 'string' ? v : String(v)));
  }
  if ('before' in condition) {
    const bound = condition.before;
    return (row) => some(row, (v) => v !== null && v !== undefined && String(v) < bound);
  }
  if ('from' in condition) {
    const bound = condition.from;
    return (row) => some(row, (v) => v !== null && v !== undefined && String(v) >= bound);
  }
  const bound = condition.upTo;
  return (row) => some(row, (v) => v !== null && v !== undefined && String(v) <= bound);
}

const collator = new Intl.Collator('tr', { numeric: true, sensitivity: 'base' });

function sortReader(key: SortKey): (row: object) => Value {
  if (typeof key === 'string') {
    const read = reader(key);
    return (row) => first(read(row));
  }
  if ('coalesce' in key) {
    const reads = key.coalesce.map(reader);
    return (row) => {
      for (const read of reads) {
        const v = first(read(row));
        if (v !== null && v !== undefined) return v;
      }
      return null;
    };
  }
  const read = reader(key.rank);
  return (row) => key.order.indexOf(String(first(read(row))));
}
const first = (v: Value | Value[]): Value => (Array.isArray(v) ? v[0] : v);

/** Search texts, cached per row object and field list: updates replace rows, so a stale text is never read. */
const searchCaches = new Map<string, WeakMap<object, string>>();
function searchText(fields: readonly SearchField[]): (row: object) => string {
  const id = JSON.stringify(fields);
  let cache = searchCaches.get(id);
  if (!cache) searchCaches.set(id, (cache = new WeakMap()));
  const parts = fields.map((f) => {
    const read = reader(typeof f === 'string' ? f : f.compact);
    const compact = typeof f !== 'string';
    return (row: object) => {
      const v = read(row);
      const text = (Array.isArray(v) ? v : [v]).filter((x) => x !== null && x !== undefined).join(' ');
      return compact ? text.replace(/ /g, '') : text;
    };
  });
  const cached = cache;
  return (row) => {
    let text = cached.get(row);
    if (text === undefined) cached.set(row, (text = fold(parts.map((p) => p(row)).join(' '))));
    return text;
  };
}

/** Runs a list query over rows kept in the order they were made. */
export function runQuery<T extends object>(rows: Iterable<T>, query: ListQuery): Page<T> {
  const text = query.search?.text ? fold(query.search.text) : '';
  const searched = text ? searchText(query.search!.fields) : null;
  const tests = query.where.map(compile);
  const matchesAll: T[] = [];
  for (const row of rows) {
    if (!tests.every((t) => t(row))) continue;
    if (searched && !searched(row).includes(text)) continue;
    matchesAll.push(row);
  }
  const sign = query.sort.order === 'desc' ? -1 : 1;
  const cmp = query.sort.text ? compareText : comparePlain;
  const id = (row: T) => (row as { id?: string }).id;
  // Ties go by id in the same direction, so newest-first lists show the last made first.
  const before = (a: Value, rowA: T, b: Value, rowB: T) => sign * (cmp(a, b) || comparePlain(id(rowA), id(rowB)));
  // Rows are kept in the order they were made: a newest-first list reads them from the end.
  const ordered = firstInOrder(
    matchesAll,
    query.page * query.size,
    sortReader(query.sort.key),
    before,
    query.sort.order === 'desc',
  );
  const start = (query.page - 1) * query.size;
  return {
    items: ordered.slice(start, start + query.size),
    total: matchesAll.length,
    page: query.page,
    size: query.size,
    lastPage: Math.max(1, Math.ceil(matchesAll.length / query.size)),
  };
}

/**
 * The first `count` items in order. A page near the top of a long list needs only those: one
 * pass keeps the best `count` (most items lose to the worst kept at the first comparison, the
 * more so when the items come roughly in order: `fromEnd` reads them backwards), instead of
 * sorting the whole list; deep pages sort it all.
 */
export function firstInOrder<T, K>(
  items: readonly T[],
  count: number,
  keyOf: (item: T) => K,
  before: (a: K, itemA: T, b: K, itemB: T) => number,
  fromEnd = false,
): T[] {
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

/** Counts and sums per group over the rows that meet the conditions. */
export function runAggregate(rows: Iterable<object>, query: AggregateQuery): Group[] {
  const keys = (query.groupBy ?? []).map((g) => {
    const read = reader(typeof g === 'string' ? g : g.day);
    const day = typeof g !== 'string';
    return (row: object) => {
      const v = first(read(row));
      if (v === null || v === undefined) return null;
      return day ? businessDate(String(v)) : String(v);
    };
  });
  const sums = (query.sum ?? []).map(reader);
  const groups = new Map<string, Group>();
  const tests = query.where.map(compile);
  for (const row of rows) {
    if (!tests.every((t) => t(row))) continue;
    const key = keys.map((k) => k(row));
    const id = JSON.stringify(key);
    let group = groups.get(id);
    if (!group) groups.set(id, (group = { key, count: 0, sums: sums.map(() => 0) }));
    group.count++;
    sums.forEach((read, i) => (group!.sums[i]! += Number(first(read(row)) ?? 0)));
  }
  // Money adds up in cents, as a database's numeric would.
  for (const group of groups.values()) group.sums = group.sums.map((n) => Math.round(n * 100) / 100);
  return [...groups.values()];
}
