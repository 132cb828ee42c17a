import { useState } from 'react';
import type { TableSort } from '../../data/DataTable/DataTable';
import type { ListViewProps } from '../../records/RecordList';

/**
 * A pretend server for the list stories: the filters, the selection and the sort live in state,
 * and the sample rows are filtered as the server would. Sorting and paging are left to the
 * server's own tests; the stories check what the list shows and sends.
 */
export function useStoryListView<T extends { id: string }, F extends { q: string }>(rows: T[], noFilters: F, matches: (row: T, filters: F) => boolean, onFiltersChange: (filters: F) => void, sort: TableSort): ListViewProps<T, F> {
  const [filters, setFilters] = useState<F>(noFilters);
  const [currentSort, setSort] = useState<TableSort | null>(sort);
  const [selected, setSelected] = useState<string[]>([]);
  const shown = rows.filter((row) => matches(row, filters));
  return {
    filters,
    onFiltersChange: (next) => {
      onFiltersChange(next);
      setFilters(next);
    },
    sort: currentSort,
    onSortChange: setSort,
    page: 1,
    pageSize: 25,
    onPageChange: () => undefined,
    onPageSizeChange: () => undefined,
    result: { items: shown, total: shown.length },
    selectedIds: selected,
    onSelectionChange: setSelected,
    newHref: '#new',
    rowHref: (row) => `#${row.id}`,
    onOpen: () => undefined,
    debounceMs: 50,
  };
}

/** Whether a row's text holds the search, ignoring case. */
export const holds = (text: string, q: string) => !q || text.toLocaleLowerCase('tr').includes(q.toLocaleLowerCase('tr'));
