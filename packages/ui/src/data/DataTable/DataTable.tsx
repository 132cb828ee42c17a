import {
  memo,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { Button as AriaButton } from 'react-aria-components';
import {
  columnVisibilityFeature,
  createSortedRowModel,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowSelectionState,
  type SortingState,
  type ColumnVisibilityState,
  type Updater,
  type RowData,
} from '@tanstack/react-table';
import { useVirtualizer, useWindowVirtualizer } from '@tanstack/react-virtual';
import { mediaUp } from '../../theme/breakpoints';
import { useMedia } from '../../shell/Layout/useMedia';
import { useUiTranslation } from '../../i18n';
import { Icon } from '../../icons/Icon';
import { Button } from '../../primitives/Button/Button';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { Popover } from '../../primitives/Popover/Popover';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import * as styles from './DataTable.css';

export type SortDirection = 'asc' | 'desc';
export interface TableSort {
  id: string;
  direction: SortDirection;
}

export interface DataColumn<T extends RowData> {
  id: string;
  header: string;
  /** What the cell shows. */
  cell: (row: T) => ReactNode;
  /** The raw value, for sorting on the client (and export); defaults to nothing. */
  value?: (row: T) => string | number | boolean | Date | null | undefined;
  sortable?: boolean;
  align?: 'start' | 'center' | 'end';
  /** Whether the user may hide it from the column chooser; true by default. */
  hideable?: boolean;
  /** CSS width, e.g. '8rem'. */
  width?: string;
  /** Long free text (a note) wraps onto more lines instead of widening the table. */
  wrap?: boolean;
  /** Hidden until the user adds it through Columns: the default columns fit a 1280 px screen. */
  defaultHidden?: boolean;
  /**
   * Its place on a phone's card (2–3 lines): `title` first, `badge` at the end of the first line
   * (a status), `line` a line of its own below. Columns without one are left off the card; where
   * no column has one, the first column is the title and the next two are lines.
   */
  card?: CardPlace;
}

export type CardPlace = 'title' | 'badge' | 'line';

export interface DataTableProps<T extends RowData> {
  'aria-label': string;
  columns: DataColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;

  /** The sort shown in the headers. With onSortChange the server sorts; without it the table sorts what it has. */
  sort?: TableSort | null;
  onSortChange?: (sort: TableSort | null) => void;

  /** Row selection with a checkbox column and a bulk-action bar. */
  selectable?: boolean;
  selectedIds?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
  /** Buttons shown in the bar while rows are selected. */
  bulkActions?: (selectedIds: string[]) => ReactNode;

  /** Column ids the user has hidden; undefined until he chooses (the columns' `defaultHidden` then apply). */
  hiddenColumns?: readonly string[];
  /** Without `hiddenColumns`: the columns hidden until the user shows them (beside those marked `defaultHidden`). */
  defaultHiddenColumns?: readonly string[];
  onHiddenColumnsChange?: (ids: string[]) => void;

  /** Opens a row: a click on it, or Enter while it has focus. */
  onRowAction?: (row: T) => void;

  isLoading?: boolean;
  /** An error instead of rows, with a retry. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Shown when there are no rows. */
  emptyState?: ReactNode;

  /** Controls on the left of the toolbar (search, filters). */
  toolbar?: ReactNode;
  /** Under the rows (Pagination). */
  footer?: ReactNode;
  /**
   * A box of this height that scrolls on its own (a table inside a panel). Without it the page
   * scrolls as one, the header row sticking under the top bar; rows beyond the window are virtual.
   */
  maxHeight?: string;
  /** Row count from which rows are virtualised. */
  virtualizeFrom?: number;
  className?: string;
}

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowSelectionFeature,
  columnVisibilityFeature,
});

const rowHeight = 44;

function compareValues(a: unknown, b: unknown): number {
  if (a == null && b == null) return 0;
  if (a == null) return 1;
  if (b == null) return -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

const resolve = <S,>(updater: Updater<S>, old: S): S =>
  typeof updater === 'function' ? (updater as (old: S) => S)(old) : updater;

/** Rows that ignore clicks meant for a control inside them (a link, a button, a checkbox). */
const isFromControl = (event: MouseEvent | KeyboardEvent) =>
  !!(event.target as HTMLElement).closest('a, button, input, select, textarea, [role="checkbox"], [role="button"]');

const alignClass = <T extends RowData>(column: DataColumn<T>) =>
  [
    column.align === 'end' ? styles.alignEnd : column.align === 'center' ? styles.alignCenter : undefined,
    column.wrap ? styles.wrap : undefined,
  ]
    .filter(Boolean)
    .join(' ');

interface RowHandlers<T extends RowData> {
  action?: (row: T) => void;
  toggle: (id: string, selected: boolean) => void;
}

interface TableRowProps<T extends RowData> {
  item: T;
  id: string;
  index: number;
  isSelected: boolean;
  columns: DataColumn<T>[];
  selectable: boolean;
  actionable: boolean;
  selectLabel: string;
  /** On a phone: each column's place on the card. */
  places?: Readonly<Record<string, CardPlace>>;
  /** The latest handlers, read when an event comes: a row re-renders only when what it shows changes. */
  handlers: RefObject<RowHandlers<T>>;
}

/** One row. Memoised: a new filter, a selection elsewhere or the next page's skeleton leave it alone. */
const TableRow = memo(function TableRow<T extends RowData>({
  item,
  id,
  index,
  isSelected,
  columns,
  selectable,
  actionable,
  selectLabel,
  places,
  handlers,
}: TableRowProps<T>) {
  return (
    <tr
      className={styles.row}
      data-selected={isSelected}
      data-actionable={actionable}
      aria-rowindex={index + 2}
      tabIndex={actionable ? 0 : undefined}
      onClick={actionable ? (event) => !isFromControl(event) && handlers.current.action?.(item) : undefined}
      onKeyDown={
        actionable
          ? (event) => event.key === 'Enter' && !isFromControl(event) && handlers.current.action?.(item)
          : undefined
      }
    >
      {selectable ? (
        <td className={`${styles.td} ${styles.checkCell}`}>
          <Checkbox
            aria-label={selectLabel}
            isSelected={isSelected}
            onChange={(value) => handlers.current.toggle(id, value)}
          />
        </td>
      ) : null}
      {columns.map((column) => (
        <td
          key={column.id}
          className={[styles.td, alignClass(column)].filter(Boolean).join(' ')}
          data-label={column.header}
          data-card={places?.[column.id]}
        >
          {column.cell(item)}
        </td>
      ))}
    </tr>
  );
}) as <T extends RowData>(props: TableRowProps<T>) => ReactElement;

/** Each shown column's place on a phone's card: as the columns say, or the first as title and the next two as lines. */
function cardPlaces<T extends RowData>(columns: DataColumn<T>[]): Record<string, CardPlace> {
  const chosen = columns.filter((column) => column.card);
  if (chosen.length) return Object.fromEntries(chosen.map((column) => [column.id, column.card!]));
  return Object.fromEntries(
    columns.slice(0, 3).map((column, i) => [column.id, i === 0 ? 'title' : 'line'] as [string, CardPlace]),
  );
}

/**
 * Whether the table is wider than the page has room for (the user added columns). It then
 * scrolls sideways in its box, and its header row is held under the top bar by moving it as
 * the page scrolls: a box that scrolls sideways is one the CSS sticky header would stick to.
 */
function useWiderThanBox(
  box: RefObject<HTMLDivElement | null>,
  table: RefObject<HTMLTableElement | null>,
  watch: boolean,
): boolean {
  const [wider, setWider] = useState(false);
  useLayoutEffect(() => {
    const outer = box.current;
    const inner = table.current;
    if (!watch || !outer || !inner) return setWider(false);
    const measure = () => setWider(inner.offsetWidth > outer.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(outer);
    observer.observe(inner);
    measure();
    return () => observer.disconnect();
  }, [box, table, watch]);
  useLayoutEffect(() => {
    const inner = table.current;
    if (!wider || !inner) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const head = inner.tHead;
      if (!head) return;
      const top = Number.parseFloat(getComputedStyle(head.rows[0]?.cells[0] ?? head).top) || 0;
      const rect = inner.getBoundingClientRect();
      const lift = Math.max(0, Math.min(top - rect.top, rect.height - head.offsetHeight));
      inner.style.setProperty('--table-header-lift', `${lift}px`);
    };
    const onScroll = () => (frame ||= requestAnimationFrame(place));
    place();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      inner.style.removeProperty('--table-header-lift');
    };
  }, [table, wider]);
  return wider;
}

/**
 * A data table: sortable headers, row selection with bulk actions, a sticky header, column
 * choice, loading, empty and error states, and virtual rows for long lists.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const {
    columns,
    rows,
    getRowId,
    selectable,
    onRowAction,
    isLoading,
    error,
    toolbar,
    footer,
    maxHeight,
    virtualizeFrom = 100,
  } = props;
  const { t } = useUiTranslation();

  // Each piece of state is controlled when its prop is given, otherwise kept here.
  const [ownSort, setOwnSort] = useState<TableSort | null>(null);
  const [ownSelection, setOwnSelection] = useState<readonly string[]>([]);
  const [ownHidden, setOwnHidden] = useState<readonly string[] | undefined>(undefined);
  const sort = props.sort !== undefined ? props.sort : ownSort;
  const selectedIds = props.selectedIds ?? ownSelection;
  const defaultHidden = useMemo(
    () => [
      ...(props.defaultHiddenColumns ?? []),
      ...columns.filter((column) => column.defaultHidden).map((column) => column.id),
    ],
    [columns, props.defaultHiddenColumns],
  );
  const hiddenColumns = props.hiddenColumns ?? ownHidden ?? defaultHidden;
  const serverSorted = !!props.onSortChange;

  const setSort = (next: TableSort | null) => (props.onSortChange ? props.onSortChange(next) : setOwnSort(next));
  const setSelection = (ids: string[]) =>
    props.onSelectionChange ? props.onSelectionChange(ids) : setOwnSelection(ids);
  const setHidden = (ids: string[]) =>
    props.onHiddenColumnsChange ? props.onHiddenColumnsChange(ids) : setOwnHidden(ids);

  const columnDefs = useMemo<ColumnDef<typeof features, T>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        accessorFn: (row: T) => column.value?.(row) ?? null,
        header: column.header,
        enableSorting: !!column.sortable,
        enableHiding: column.hideable !== false,
        sortFn: (a, b, id) => compareValues(a.getValue(id), b.getValue(id)),
      })),
    [columns],
  );

  const sorting: SortingState = sort ? [{ id: sort.id, desc: sort.direction === 'desc' }] : [];
  const rowSelection: RowSelectionState = Object.fromEntries(selectedIds.map((id) => [id, true]));
  const columnVisibility: ColumnVisibilityState = Object.fromEntries(hiddenColumns.map((id) => [id, false]));

  const table = useTable({
    features,
    data: rows,
    columns: columnDefs,
    getRowId: (row: T) => getRowId(row),
    manualSorting: serverSorted,
    enableRowSelection: !!selectable,
    enableSortingRemoval: true,
    state: { sorting, rowSelection, columnVisibility },
    onSortingChange: (updater) => {
      const next = resolve(updater, sorting)[0];
      setSort(next ? { id: next.id, direction: next.desc ? 'desc' : 'asc' } : null);
    },
    onRowSelectionChange: (updater) => {
      const next = resolve(updater, rowSelection);
      setSelection(Object.keys(next).filter((id) => next[id]));
    },
    onColumnVisibilityChange: (updater) => {
      const next = resolve(updater, columnVisibility);
      setHidden(Object.keys(next).filter((id) => next[id] === false));
    },
  });

  const tableRows = table.getRowModel().rows;
  const visibleColumns = useMemo(
    () => columns.filter((column) => !hiddenColumns.includes(column.id)),
    [columns, hiddenColumns],
  );
  const handlers = useRef<RowHandlers<T>>({ toggle: () => undefined });
  handlers.current = {
    action: onRowAction,
    toggle: (id, selected) =>
      setSelection(selected ? [...selectedIds.filter((x) => x !== id), id] : selectedIds.filter((x) => x !== id)),
  };
  // On a phone each row is a compact card of its title, its badge and a line or two.
  const narrow = !useMedia(mediaUp('md'));
  const places = useMemo(() => cardPlaces(visibleColumns), [visibleColumns]);
  const shownColumns = useMemo(
    () => (narrow ? visibleColumns.filter((column) => places[column.id]) : visibleColumns),
    [narrow, visibleColumns, places],
  );
  const columnCount = shownColumns.length + (selectable ? 1 : 0);

  const scrollRef = useRef<HTMLDivElement>(null);
  const tableRef = useRef<HTMLTableElement>(null);
  const boxed = !!maxHeight;
  const wider = useWiderThanBox(scrollRef, tableRef, !boxed && !narrow);
  // The page's scroll offset where the table starts, for rows virtual in the window's scroll.
  const [pageOffset, setPageOffset] = useState(0);
  // On a phone the rows are cards of different heights: drawn in full, not virtual.
  const virtual = !narrow && tableRows.length >= virtualizeFrom;
  // Measured again with each new page of rows: what is above the table (filters unfolded) moves it.
  useLayoutEffect(() => {
    if (virtual && !boxed && scrollRef.current)
      setPageOffset(Math.round(scrollRef.current.getBoundingClientRect().top + window.scrollY));
  }, [virtual, boxed, rows]);
  const boxVirtualizer = useVirtualizer({
    count: virtual && boxed ? tableRows.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 12,
  });
  const pageVirtualizer = useWindowVirtualizer({
    count: virtual && !boxed ? tableRows.length : 0,
    estimateSize: () => rowHeight,
    overscan: 12,
    scrollMargin: pageOffset,
  });
  const virtualizer = boxed ? boxVirtualizer : pageVirtualizer;
  const margin = boxed ? 0 : pageOffset;
  const virtualItems = virtual ? virtualizer.getVirtualItems() : [];
  const rowsToRender = virtual
    ? virtualItems.map((item) => ({ row: tableRows[item.index]!, index: item.index }))
    : tableRows.map((row, index) => ({ row, index }));
  const paddingTop = virtual && virtualItems.length ? virtualItems[0]!.start - margin : 0;
  const paddingBottom =
    virtual && virtualItems.length
      ? virtualizer.getTotalSize() - (virtualItems[virtualItems.length - 1]!.end - margin)
      : 0;

  const selectedCount = selectedIds.length;
  const allSelected = table.getIsAllRowsSelected();
  const someSelected = table.getIsSomeRowsSelected();
  const hideable = columns.filter((column) => column.hideable !== false);

  let body: ReactNode;
  if (error) {
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.stateCell}>
          <div className={styles.stateInner}>
            <EmptyState
              isError
              icon="heroicons_outline:exclamation-triangle"
              title={t('table.error')}
              description={error}
              action={
                props.onRetry ? (
                  <Button variant="secondary" onPress={props.onRetry} icon="heroicons_outline:arrow-path">
                    {t('common.retry')}
                  </Button>
                ) : undefined
              }
            />
          </div>
        </td>
      </tr>
    );
  } else if (isLoading && rows.length === 0) {
    body = Array.from({ length: 6 }, (_, i) => (
      <tr key={`loading-${i}`} aria-hidden="true">
        {Array.from({ length: narrow ? Math.min(columnCount, 3) : columnCount }, (__, j) => (
          <td key={j} className={styles.td} data-card={narrow ? (j === 0 ? 'title' : 'line') : undefined}>
            <Skeleton width={j === 0 ? '60%' : '80%'} />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className={styles.stateCell}>
          {/* A sentence keeps the table's padding; a component brings its own. */}
          <div className={styles.stateInner}>
            {typeof props.emptyState === 'string' ? (
              <p className={styles.stateText}>{props.emptyState}</p>
            ) : (
              (props.emptyState ?? <EmptyState title={t('table.empty')} description={t('table.emptyHint')} />)
            )}
          </div>
        </td>
      </tr>
    );
  } else {
    body = (
      <>
        {paddingTop > 0 ? (
          <tr aria-hidden="true">
            <td colSpan={columnCount} className={styles.spacer} style={{ height: paddingTop }} />
          </tr>
        ) : null}
        {rowsToRender.map(({ row, index }) => (
          <TableRow
            key={row.id}
            item={row.original}
            id={row.id}
            index={index}
            isSelected={row.getIsSelected()}
            columns={shownColumns}
            selectable={!!selectable}
            actionable={!!onRowAction}
            selectLabel={t('table.selectRow')}
            places={narrow ? places : undefined}
            handlers={handlers}
          />
        ))}
        {paddingBottom > 0 ? (
          <tr aria-hidden="true">
            <td colSpan={columnCount} className={styles.spacer} style={{ height: paddingBottom }} />
          </tr>
        ) : null}
      </>
    );
  }

  return (
    <div className={[styles.root, props.className].filter(Boolean).join(' ')}>
      {toolbar || (hideable.length && !narrow) || selectedCount ? (
        <div
          className={[styles.toolbar, selectedCount ? styles.selectionBar : ''].join(' ')}
          role="toolbar"
          aria-label={props['aria-label']}
        >
          {selectedCount ? (
            <>
              <span role="status">{t('table.selected', { count: selectedCount })}</span>
              {props.bulkActions?.([...selectedIds])}
              <span className={styles.toolbarSpacer} />
              <Button variant="ghost" size="sm" onPress={() => setSelection([])}>
                {t('table.clearSelection')}
              </Button>
            </>
          ) : (
            <>
              {toolbar}
              <span className={styles.toolbarSpacer} />
              {hideable.length && !narrow ? (
                <Popover
                  aria-label={t('table.columns')}
                  trigger={
                    <Button variant="ghost" size="sm" icon="heroicons_outline:view-columns">
                      {t('table.columns')}
                    </Button>
                  }
                >
                  <div className={styles.columnList}>
                    <span className={styles.columnListTitle}>{t('table.columns')}</span>
                    {hideable.map((column) => (
                      <Checkbox
                        key={column.id}
                        isSelected={!hiddenColumns.includes(column.id)}
                        // The last visible column stays, so the table never empties.
                        isDisabled={visibleColumns.length === 1 && !hiddenColumns.includes(column.id)}
                        onChange={(visible) => table.getColumn(column.id)?.toggleVisibility(visible)}
                      >
                        {column.header}
                      </Checkbox>
                    ))}
                  </div>
                </Popover>
              ) : null}
            </>
          )}
        </div>
      ) : null}
      <div
        ref={scrollRef}
        className={[styles.scroller, boxed ? styles.boxed : '', wider ? styles.sideways : ''].join(' ')}
        style={boxed ? { maxHeight } : undefined}
        aria-busy={isLoading || undefined}
      >
        <table
          ref={tableRef}
          className={[styles.table, narrow ? styles.cards : ''].join(' ')}
          data-selectable={selectable || undefined}
          aria-label={props['aria-label']}
          aria-rowcount={rows.length + 1}
        >
          <thead>
            <tr aria-rowindex={1}>
              {selectable ? (
                <th className={`${styles.th} ${styles.checkCell}`}>
                  <Checkbox
                    aria-label={t('table.selectAll')}
                    isSelected={allSelected}
                    isIndeterminate={!allSelected && someSelected}
                    isDisabled={rows.length === 0}
                    onChange={(value) => table.toggleAllRowsSelected(value)}
                  />
                </th>
              ) : null}
              {shownColumns.map((column) => {
                const direction = sort?.id === column.id ? sort.direction : null;
                const tableColumn = table.getColumn(column.id);
                return (
                  <th
                    key={column.id}
                    scope="col"
                    className={[styles.th, alignClass(column)].filter(Boolean).join(' ')}
                    style={column.width ? { width: column.width } : undefined}
                    aria-sort={
                      direction === 'asc'
                        ? 'ascending'
                        : direction === 'desc'
                          ? 'descending'
                          : column.sortable
                            ? 'none'
                            : undefined
                    }
                  >
                    {column.sortable ? (
                      <AriaButton
                        className={[styles.sortButton, direction ? styles.sorted : ''].join(' ')}
                        onPress={() => tableColumn?.toggleSorting()}
                      >
                        {column.header}
                        <Icon
                          name={
                            direction === 'asc'
                              ? 'heroicons_mini:arrow-up'
                              : direction === 'desc'
                                ? 'heroicons_mini:arrow-down'
                                : 'heroicons_mini:arrows-up-down'
                          }
                          size={14}
                        />
                      </AriaButton>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </table>
      </div>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </div>
  );
}
