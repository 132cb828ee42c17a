import type { ReactNode } from 'react';
import type { RowData } from '@tanstack/react-table';
import { FilterBar } from './FilterBar';
import { ListEmptyState } from './ListEmptyState';
import { DataTable, type DataColumn, type TableSort } from '../data/DataTable/DataTable';
import { Pagination } from '../data/Pagination/Pagination';
import { useUiTranslation } from '../i18n';
import { ButtonLink } from '../primitives/Button/Button';
import { TextField } from '../primitives/TextField/TextField';
import * as styles from './Record.css';
import { useDebouncedText } from './useDebouncedText';

/** What every server-paged list takes from the app: its view (kept in the URL) and its page. */
export interface PagedViewProps<T, F> {
  filters: F;
  onFiltersChange: (filters: F) => void;
  sort: TableSort | null;
  onSortChange: (sort: TableSort | null) => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  /** The page the server answered; undefined while the first one loads. */
  result?: { items: T[]; total: number };
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
}

/** A list of records: a paged view with a search, a selection, and a page per record. */
export interface ListViewProps<T, F extends { q: string }> extends PagedViewProps<T, F> {
  selectedIds: string[];
  onSelectionChange: (ids: string[]) => void;
  hiddenColumns?: string[];
  onHiddenColumnsChange?: (ids: string[]) => void;
  /** Where "New" goes; absent for roles that cannot create. */
  newHref?: string;
  rowHref: (row: T) => string;
  onOpen: (row: T) => void;
  /** Text typed in the search waits this long before it filters. */
  debounceMs?: number;
}

export interface RecordListProps<T extends RowData, F extends { q: string }> extends ListViewProps<T, F> {
  title: string;
  newLabel?: string;
  /** What the empty list offers where nothing has been made yet ("Add your first office"): none without it. */
  firstLabel?: string;
  /** The empty list's own title and hint ("No parcels yet"); the records' general ones without it. */
  nothingYet?: { title: string; description: string };
  searchHint: string;
  /** The filter controls beside the search (FilterSelect, DateField, …). */
  filterControls?: ReactNode;
  /** The filters with nothing chosen, for "Clear filters". */
  noFilters: F;
  columns: DataColumn<T>[];
  getRowId: (row: T) => string;
  bulkActions?: (ids: string[]) => ReactNode;
  emptyState?: ReactNode;
  /** More links beside "New" (an import). */
  headerActions?: ReactNode;
}

/**
 * The list of a kind of record: title and "New", a search that waits for a pause in typing,
 * filters, a server-sorted and paged table with column choice and a selection with bulk actions.
 */
export function RecordList<T extends RowData, F extends { q: string }>(props: RecordListProps<T, F>) {
  const { filters, onFiltersChange, result } = props;
  const { t } = useUiTranslation();
  const [text, setText] = useDebouncedText(filters.q, (q) => onFiltersChange({ ...filters, q }), props.debounceMs);
  const filtered = Object.entries(filters).some(([key, value]) =>
    key === 'q' ? value !== '' : value !== null && value !== undefined,
  );
  // The filters set beside the search, counted on the folded button of a phone.
  const active = Object.entries(filters).filter(
    ([key, value]) => key !== 'q' && value !== null && value !== undefined,
  ).length;

  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <h1 className={styles.listTitle}>{props.title}</h1>
        {props.headerActions}
        {props.newHref ? (
          <ButtonLink href={props.newHref} icon="heroicons_outline:plus">
            {props.newLabel ?? t('records.new')}
          </ButtonLink>
        ) : null}
      </div>
      <FilterBar
        label={t('records.filters')}
        search={
          <TextField
            className={styles.search}
            label={t('records.search')}
            placeholder={props.searchHint}
            icon="heroicons_outline:magnifying-glass"
            value={text}
            onChange={setText}
            type="search"
          />
        }
        activeCount={active}
        onClear={filtered ? () => onFiltersChange(props.noFilters) : undefined}
      >
        {props.filterControls}
      </FilterBar>
      <DataTable
        aria-label={props.title}
        columns={props.columns}
        rows={result?.items ?? []}
        getRowId={props.getRowId}
        sort={props.sort}
        onSortChange={props.onSortChange}
        selectable={!!props.bulkActions}
        selectedIds={props.selectedIds}
        onSelectionChange={props.onSelectionChange}
        hiddenColumns={props.hiddenColumns}
        onHiddenColumnsChange={props.onHiddenColumnsChange}
        onRowAction={props.onOpen}
        isLoading={props.isLoading && !result}
        error={props.error ?? undefined}
        onRetry={props.onRetry}
        bulkActions={props.bulkActions}
        emptyState={
          props.emptyState ?? (
            <ListEmptyState
              onClear={filtered ? () => onFiltersChange(props.noFilters) : undefined}
              first={props.newHref && props.firstLabel ? { href: props.newHref, label: props.firstLabel } : undefined}
              nothingYet={props.nothingYet}
            />
          )
        }
        footer={
          <Pagination
            page={props.page}
            pageSize={props.pageSize}
            total={result?.total}
            onPageChange={props.onPageChange}
            onPageSizeChange={props.onPageSizeChange}
            isLoading={props.isLoading && !result}
          />
        }
      />
    </div>
  );
}
