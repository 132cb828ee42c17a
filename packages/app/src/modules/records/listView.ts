import type { TableSort } from '@courier/ui';

/** A list's view as the URL keeps it: shareable, and it survives a reload. */
export interface RecordView<F> {
  filters: F;
  sort: TableSort | null;
  page: number;
  size: number;
}

export interface RecordViewSpec<F extends { q: string }> {
  noFilters: F;
  /** The values each filter may take (enums); a filter not listed takes any id. */
  allowed: Partial<Record<keyof F, readonly string[]>>;
  sortFields: readonly string[];
  defaultSort: TableSort;
}

const sizes = [10, 25, 50, 100];

/** Reads the view from the query string; anything unknown or malformed falls back to the default. */
export function readRecordView<F extends { q: string }>(
  params: URLSearchParams,
  spec: RecordViewSpec<F>,
): RecordView<F> {
  const filters = { ...spec.noFilters, q: (params.get('q') ?? '').slice(0, 200) };
  for (const key of Object.keys(spec.noFilters) as (keyof F & string)[]) {
    if (key === 'q') continue;
    const raw = params.get(key);
    const allowed = spec.allowed[key];
    (filters as Record<string, string | null>)[key] =
      raw && (!allowed || allowed.includes(raw)) ? raw.slice(0, 100) : null;
  }
  const sortField = params.get('sort');
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    filters,
    sort:
      sortField && spec.sortFields.includes(sortField)
        ? { id: sortField, direction: params.get('order') === 'desc' ? 'desc' : 'asc' }
        : sortField === 'none'
          ? null
          : spec.defaultSort,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    size: sizes.includes(size) ? size : 25,
  };
}

/** The view as a query string, leaving out what is the default. */
export function writeRecordView<F extends { q: string }>(
  view: RecordView<F>,
  spec: RecordViewSpec<F>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(view.filters)) if (value) params.set(key, String(value));
  const isDefault = view.sort?.id === spec.defaultSort.id && view.sort.direction === spec.defaultSort.direction;
  if (view.sort === null) params.set('sort', 'none');
  else if (!isDefault) {
    params.set('sort', view.sort.id);
    params.set('order', view.sort.direction);
  }
  if (view.page > 1) params.set('page', String(view.page));
  if (view.size !== 25) params.set('size', String(view.size));
  return params;
}

/** The view as the list call's query. */
export function recordApiQuery<F extends { q: string }>(
  view: RecordView<F>,
): Record<string, string | number | undefined> {
  const query: Record<string, string | number | undefined> = {
    page: view.page,
    size: view.size,
    sort: view.sort?.id,
    order: view.sort?.direction,
  };
  for (const [key, value] of Object.entries(view.filters)) query[key] = value ? String(value) : undefined;
  return query;
}
