import { useMemo } from 'react';
import {
  eventTypes,
  failureReasons,
  holdReasons,
  type EventType,
  type Office,
  type ParcelEvent,
  type StaffMember,
} from '@courier/domain';
import { DataTable, type DataColumn } from '../../data/DataTable/DataTable';
import { FilterBar } from '../../records/FilterBar';
import { Pagination } from '../../data/Pagination/Pagination';
import { useUiTranslation } from '../../i18n';
import { ComboBox } from '../../primitives/ComboBox/ComboBox';
import { DateField } from '../../primitives/DateField/DateField';
import { TextField } from '../../primitives/TextField/TextField';
import { Link } from '../../primitives/Link/Link';
import { FilterSelect } from '../../records/FilterSelect';
import { ExportRowsButton } from '../../records/ExportRowsButton';
import { ListEmptyState } from '../../records/ListEmptyState';
import type { PagedViewProps } from '../../records/RecordList';
import { useCourierFormat } from '../format';
import { ParcelStatusBadge } from '../ParcelStatusBadge';
import * as styles from '../../records/Record.css';

/** What the scan log is narrowed to; null is "all". */
export interface HistoryFilters {
  from: string | null;
  to: string | null;
  officeId: string | null;
  type: EventType | null;
  userId: string | null;
  tripId: string | null;
  /** A tracking number or part of one (the server's search of the log). */
  trackingNumber: string | null;
}
export const noHistoryFilters: HistoryFilters = {
  from: null,
  to: null,
  officeId: null,
  type: null,
  userId: null,
  tripId: null,
  trackingNumber: null,
};

export interface ParcelHistoryProps extends PagedViewProps<ParcelEvent, HistoryFilters> {
  offices: Office[];
  staff: StaffMember[];
  /** Codes of the trips and names of the drivers in view. */
  trips: Record<string, string>;
  drivers: Record<string, string>;
  /** Trips to filter by, searched by code as the user types. */
  searchTrips: (text: string, signal: AbortSignal) => Promise<{ id: string; label: string }[]>;
  /** The chosen trip's code, shown before any search. */
  tripLabel?: string;
  parcelHref: (event: ParcelEvent) => string;
  /** A trip's page, for those who read trips: its code links there. */
  tripHref?: (tripId: string) => string;
  /** Exports every row that matches the filters. */
  onExport: () => void;
  isExporting?: boolean;
  /** Rows fetched so far by a running export, shown on its button. */
  exportedRows?: number;
}

/** The scan log across all parcels: who did what, where and when. */
export function ParcelHistory(props: ParcelHistoryProps) {
  const { filters, offices, staff, trips, drivers } = props;
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const officeName = useMemo(() => new Map(offices.map((o) => [o.id, o.code])), [offices]);
  const person = useMemo(() => new Map(staff.map((s) => [s.id, s.name])), [staff]);
  const set = <K extends keyof HistoryFilters>(key: K, value: HistoryFilters[K]) =>
    props.onFiltersChange({ ...filters, [key]: value });
  const reason = (text: string | null) => {
    if (!text) return '';
    if ((failureReasons as readonly string[]).includes(text)) return t(`parcel.failureReason.${text}`);
    if ((holdReasons as readonly string[]).includes(text)) return t(`parcel.holdReason.${text}`);
    return text;
  };

  const active = Object.values(filters).filter((v) => v !== null).length;
  const columns: DataColumn<ParcelEvent>[] = [
    { id: 'at', header: t('history.columns.at'), sortable: true, hideable: false, cell: (e) => format.moment(e.at) },
    {
      id: 'trackingNumber',
      header: t('parcels.columns.trackingNumber'),
      sortable: true,
      cell: (e) => (
        <Link href={props.parcelHref(e)} className={styles.code}>
          {e.trackingNumber}
        </Link>
      ),
    },
    { id: 'type', header: t('history.columns.event'), sortable: true, cell: (e) => t(`parcel.event.${e.type}`) },
    {
      id: 'statusAfter',
      header: t('history.columns.status'),
      cell: (e) => <ParcelStatusBadge status={e.statusAfter} size="sm" />,
    },
    {
      id: 'office',
      header: t('history.columns.office'),
      cell: (e) => (e.officeId ? (officeName.get(e.officeId) ?? '—') : '—'),
    },
    {
      id: 'trip',
      header: t('history.columns.trip'),
      cell: (e) =>
        !e.tripId ? (
          '—'
        ) : props.tripHref && trips[e.tripId] ? (
          <Link href={props.tripHref(e.tripId)} className={styles.code}>
            {trips[e.tripId]}
          </Link>
        ) : (
          (trips[e.tripId] ?? '…')
        ),
    },
    {
      id: 'driver',
      header: t('history.columns.driver'),
      cell: (e) => (e.driverId ? (drivers[e.driverId] ?? '…') : '—'),
    },
    { id: 'user', header: t('history.columns.user'), cell: (e) => person.get(e.userId) ?? e.userId },
    {
      id: 'reason',
      header: t('history.columns.reason'),
      wrap: true,
      cell: (e) => [reason(e.reason), e.note].filter(Boolean).join(' — ') || '—',
    },
  ];

  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <h1 className={styles.listTitle}>{t('history.title')}</h1>
        <ExportRowsButton
          total={props.result?.total ?? 0}
          onExport={props.onExport}
          isExporting={props.isExporting}
          exportedRows={props.exportedRows}
        />
      </div>
      <FilterBar
        label={t('history.filters')}
        activeCount={active}
        onClear={active ? () => props.onFiltersChange(noHistoryFilters) : undefined}
      >
        <TextField
          label={t('parcels.columns.trackingNumber')}
          value={filters.trackingNumber ?? ''}
          // Typed as printed or in lower case, with spaces: the number is upper case without them.
          onChange={(v) => set('trackingNumber', v.replace(/\s/g, '').toUpperCase().slice(0, 13) || null)}
          autoComplete="off"
          placeholder="CP123456785TR"
        />
        <DateField
          label={t('history.from')}
          value={filters.from}
          onChange={(v) => set('from', v)}
          maxValue={filters.to ?? undefined}
        />
        <DateField
          label={t('history.to')}
          value={filters.to}
          onChange={(v) => set('to', v)}
          minValue={filters.from ?? undefined}
        />
        <FilterSelect
          label={t('history.columns.office')}
          allLabel={t('parcels.filters.allOffices')}
          items={offices.map((o) => ({ id: o.id, label: `${o.code} · ${o.name}` }))}
          value={filters.officeId}
          onChange={(v) => set('officeId', v)}
        />
        <FilterSelect
          label={t('history.columns.event')}
          allLabel={t('history.allEvents')}
          items={eventTypes.map((type) => ({ id: type, label: t(`parcel.event.${type}`) }))}
          value={filters.type}
          onChange={(v) => set('type', v)}
        />
        <ComboBox
          label={t('history.columns.user')}
          items={staff.map((s) => ({ id: s.id, label: s.name }))}
          value={filters.userId}
          onChange={(k) => set('userId', k === null ? null : String(k))}
          placeholder={t('history.anyone')}
        />
        <ComboBox
          label={t('history.columns.trip')}
          loadOptions={props.searchTrips}
          initialInputValue={props.tripLabel}
          value={filters.tripId}
          onChange={(k) => set('tripId', k === null ? null : String(k))}
          placeholder={t('history.anyTrip')}
        />
      </FilterBar>
      <DataTable
        aria-label={t('history.title')}
        columns={columns}
        rows={props.result?.items ?? []}
        getRowId={(e) => e.id}
        // The driver is shown on demand: for most scans he is the one in "By".
        defaultHiddenColumns={['driver']}
        sort={props.sort}
        onSortChange={props.onSortChange}
        isLoading={props.isLoading && !props.result}
        error={props.error ?? undefined}
        onRetry={props.onRetry}
        emptyState={<ListEmptyState onClear={active ? () => props.onFiltersChange(noHistoryFilters) : undefined} />}
        footer={
          <Pagination
            page={props.page}
            pageSize={props.pageSize}
            total={props.result?.total}
            onPageChange={props.onPageChange}
            onPageSizeChange={props.onPageSizeChange}
            isLoading={props.isLoading && !props.result}
          />
        }
      />
    </div>
  );
}
