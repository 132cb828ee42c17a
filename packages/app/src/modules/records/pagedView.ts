import type { UseQueryResult } from '@tanstack/react-query';
import type { Page } from '@courier/domain';
import type { PagedViewProps, TableSort } from '@courier/ui';
import { messageOf } from '../../api/messages';

interface PagedView<F> {
  filters: F;
  sort: TableSort | null;
  page: number;
  size: number;
}

/**
 * The props of a server-paged view from its URL state and its query: a new filter, sort or page
 * size goes back to the first page.
 */
export function pagedViewProps<T, F>(
  view: PagedView<F>,
  show: (next: Partial<PagedView<F>>) => void,
  query: UseQueryResult<Page<T>>,
): PagedViewProps<T, F> {
  return {
    filters: view.filters,
    onFiltersChange: (filters) => show({ filters, page: 1 }),
    sort: view.sort,
    onSortChange: (sort) => show({ sort, page: 1 }),
    page: view.page,
    pageSize: view.size,
    onPageChange: (page) => show({ page }),
    onPageSizeChange: (size) => show({ size, page: 1 }),
    result: query.data,
    isLoading: query.isFetching,
    error: query.isError ? messageOf(query.error) : null,
    onRetry: () => void query.refetch(),
  };
}
