import { useState } from 'react';
import { expect, within } from 'storybook/test';
import type { TableSort } from '../../data/DataTable/DataTable';
import type { ListViewProps } from '../../records/RecordList';
import { holding, t } from '../../testing/t';

/**
 * A pretend server for the list stories: the filters, the selection and the sort live in state,
 * and the sample rows are filtered as the server would. Sorting and paging are left to the
 * server's own tests; the stories check what the list shows and sends.
 */
export function useStoryListView<T extends { id: string }, F extends { q: string }>(
  rows: T[],
  noFilters: F,
  matches: (row: T, filters: F) => boolean,
  onFiltersChange: (filters: F) => void,
  sort: TableSort,
  state?: ListState,
): ListViewProps<T, F> {
  const [filters, setFilters] = useState<F>(noFilters);
  const [currentSort, setSort] = useState<TableSort | null>(sort);
  const [selected, setSelected] = useState<string[]>([]);
  const shown = state === 'empty' ? [] : rows.filter((row) => matches(row, filters));
  return {
    result: { items: shown, total: shown.length },
    ...listStateProps(state),
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
    selectedIds: selected,
    onSelectionChange: setSelected,
    newHref: '#new',
    rowHref: (row) => `#${row.id}`,
    onOpen: () => undefined,
    debounceMs: 50,
  };
}

/** Whether a row's text holds the search, ignoring case. */
export const holds = (text: string, q: string) =>
  !q || text.toLocaleLowerCase('tr').includes(q.toLocaleLowerCase('tr'));

/**
 * The states of a list before and beside a working day's rows (the States page of each module):
 * the first page on its way, a company with none of these records yet, and a server that did not
 * answer. A list story passes one to its pretend server through the `state` arg.
 */
export type ListState = 'loading' | 'empty' | 'failed';

const listFailure = 'The server did not answer (503 Service Unavailable).';

/** What a paged view is given in a state: no page yet, and a busy table or the server's failure. */
export const listStateProps = (state?: ListState) =>
  state === 'loading'
    ? { result: undefined, isLoading: true }
    : state === 'failed'
      ? { result: undefined, error: listFailure, onRetry: () => undefined }
      : {};

/**
 * The play of a list state's story: it opens untouched and checks what the user sees in that state.
 * The table is named in the story's language, read when the story plays: `() => t('trips.title')`.
 */
export const showsListState =
  (table: string | (() => string), state: ListState) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const canvas = within(canvasElement);
    const name = typeof table === 'string' ? table : table();
    const rows = within(canvas.getByRole('table', { name })).getAllByRole('row');
    if (state === 'loading') {
      // Placeholder rows, hidden from assistive technology; the table says it is busy.
      await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
      await expect(rows).toHaveLength(1);
      // The pager says the list is on its way, not "0 of 0".
      const pager = within(canvas.getByRole('navigation', { name: t('pagination.label') }));
      await expect(pager.getByRole('status')).toHaveTextContent(t('common.loading'));
      await expect(canvas.queryByText(holding(t('pagination.range', { start: 0, end: 0, total: 0 })))).toBeNull();
    } else if (state === 'empty') {
      await expect(canvas.getByText(t('records.nothingYet'))).toBeVisible();
    } else {
      await expect(canvas.getByText(listFailure)).toBeVisible();
      await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
    }
  };

/**
 * The words of any of these warnings of a date due ("records.due.overdue": "days overdue",
 * "Expires in", "Expired"), in the story's language: the longest part of each around its count.
 */
export const dueWarning = (keys: string[]) =>
  new RegExp(
    keys
      .map(
        (key) =>
          holding(
            t(key, { count: 9 })
              .split('9')
              .sort((a, b) => b.length - a.length)[0]!
              .trim(),
          ).source,
      )
      .join('|'),
  );
