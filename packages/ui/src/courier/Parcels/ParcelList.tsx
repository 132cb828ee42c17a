import { useEffect, useMemo, useRef, useState } from 'react';
import { paymentModes, parcelStatuses, services, type Office, type Parcel, type ParcelStatus, type PaymentMode, type Service } from '@courier/domain';
import { DataTable, type DataColumn, type TableSort } from '../../data/DataTable/DataTable';
import { Pagination } from '../../data/Pagination/Pagination';
import { useUiTranslation } from '../../i18n';
import { Button, ButtonLink } from '../../primitives/Button/Button';
import { DateField } from '../../primitives/DateField/DateField';
import { Link } from '../../primitives/Link/Link';
import { Select } from '../../primitives/Select/Select';
import { TextField } from '../../primitives/TextField/TextField';
import { useCourierFormat } from '../format';
import { ParcelStatusBadge } from '../ParcelStatusBadge';
import * as styles from './ParcelList.css';

/** What the list is narrowed to; null is "all". The app keeps it in the URL. */
export interface ParcelFilters {
  q: string;
  status: ParcelStatus | null;
  service: Service | null;
  originOfficeId: string | null;
  destinationOfficeId: string | null;
  paymentMode: PaymentMode | null;
  /** Booked on or after / on or before these days (`YYYY-MM-DD`, Türkiye's calendar). */
  from: string | null;
  to: string | null;
}

export const noParcelFilters: ParcelFilters = { q: '', status: null, service: null, originOfficeId: null, destinationOfficeId: null, paymentMode: null, from: null, to: null };

/** The columns the server can sort by. */
export const parcelSortFields = ['trackingNumber', 'status', 'service', 'sender', 'receiver', 'weightKg', 'total', 'codAmount', 'createdAt', 'promisedDate'] as const;

export interface ParcelListProps {
  filters: ParcelFilters;
  onFiltersChange: (filters: ParcelFilters) => void;
  sort: TableSort | null;
  onSortChange: (sort: TableSort | null) => void;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  /** The page the server answered; undefined while the first one loads. */
  result?: { items: Parcel[]; total: number };
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  offices: Office[];
  hiddenColumns: string[];
  onHiddenColumnsChange: (ids: string[]) => void;
  selectedIds: string[];
  onSelectionChange: (ids: string[]) => void;
  onPrintLabels: (ids: string[]) => void;
  onExportCsv: (ids: string[]) => void;
  /** Where "Book a parcel" goes; absent for roles that cannot book. */
  newParcelHref?: string;
  parcelHref: (parcel: Parcel) => string;
  onOpenParcel: (parcel: Parcel) => void;
  /** Text typed in the search waits this long before it filters. */
  debounceMs?: number;
}

const all = 'all';

/** The parcels of the network: searched, filtered, sorted and paged by the server. */
export function ParcelList(props: ParcelListProps) {
  const { filters, onFiltersChange, offices, result, debounceMs = 300 } = props;
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const officeById = useMemo(() => new Map(offices.map((o) => [o.id, o])), [offices]);

  // The search waits for a pause in typing; the other filters apply at once.
  const [text, setText] = useState(filters.q);
  const latest = useRef(filters);
  latest.current = filters;
  useEffect(() => setText(filters.q), [filters.q]);
  useEffect(() => {
    if (text.trim() === latest.current.q) return;
    const timer = setTimeout(() => onFiltersChange({ ...latest.current, q: text.trim() }), debounceMs);
    return () => clearTimeout(timer);
  }, [text, debounceMs, onFiltersChange]);

  const set = <K extends keyof ParcelFilters>(key: K, value: ParcelFilters[K]) => onFiltersChange({ ...filters, [key]: value });
  const choice = (value: string | null) => value ?? all;
  const picked = <T extends string>(key: unknown) => (key === all ? null : (String(key) as T));
  const officeItems = [{ id: all, label: t('parcels.filters.allOffices') }, ...offices.map((o) => ({ id: o.id, label: `${o.code} · ${o.name}` }))];
  const filtered = Object.entries(filters).some(([key, value]) => (key === 'q' ? value !== '' : value !== null));
  const href = useRef(props.parcelHref);
  href.current = props.parcelHref;

  // The same columns from render to render while the language and the offices stay: the table's
  // rows then re-render only when their parcel changes.
  const columns = useMemo<DataColumn<Parcel>[]>(() => {
    const office = (id: string | null) => (id ? (officeById.get(id)?.code ?? '—') : '—');
    return [
      {
        id: 'trackingNumber',
        header: t('parcels.columns.trackingNumber'),
        sortable: true,
        hideable: false,
        cell: (p) => (
          <Link href={href.current(p)} className={styles.tracking}>
            {p.trackingNumber}
          </Link>
        ),
      },
      { id: 'status', header: t('parcels.columns.status'), sortable: true, cell: (p) => <ParcelStatusBadge status={p.status} size="sm" /> },
      { id: 'service', header: t('parcels.columns.service'), sortable: true, cell: (p) => t(`parcel.service.${p.service}`) },
      { id: 'sender', header: t('parcels.columns.sender'), sortable: true, cell: (p) => p.sender.name },
      {
        id: 'receiver',
        header: t('parcels.columns.receiver'),
        sortable: true,
        cell: (p) => (
          <span className={styles.stack}>
            <span>{p.receiver.name}</span>
            <span className={styles.muted}>{p.receiver.address.city}</span>
          </span>
        ),
      },
      { id: 'route', header: t('parcels.columns.route'), cell: (p) => `${office(p.originOfficeId)} → ${office(p.destinationOfficeId)}` },
      { id: 'weightKg', header: t('parcels.columns.weight'), sortable: true, align: 'end', cell: (p) => format.kg(p.chargeableWeightKg) },
      { id: 'total', header: t('parcels.columns.total'), sortable: true, align: 'end', cell: (p) => format.money(p.price.total) },
      { id: 'codAmount', header: t('parcels.columns.cod'), sortable: true, align: 'end', cell: (p) => (p.paymentMode === 'cod' ? format.money(p.codAmount) : '—') },
      { id: 'createdAt', header: t('parcels.columns.booked'), sortable: true, cell: (p) => format.moment(p.createdAt) },
      { id: 'promisedDate', header: t('parcels.columns.promised'), sortable: true, cell: (p) => format.day(p.promisedDate) },
    ];
  }, [t, format, officeById]);

  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('parcels.title')}</h1>
        {props.newParcelHref ? (
          <ButtonLink href={props.newParcelHref} icon="heroicons_outline:plus">
            {t('parcels.new')}
          </ButtonLink>
        ) : null}
      </div>
      <div className={styles.filters} role="search" aria-label={t('parcels.filters.label')}>
        <TextField
          className={styles.search}
          label={t('parcels.filters.search')}
          placeholder={t('parcels.filters.searchHint')}
          icon="heroicons_outline:magnifying-glass"
          value={text}
          onChange={setText}
          type="search"
        />
        <Select label={t('parcels.columns.status')} items={[{ id: all, label: t('parcels.filters.allStatuses') }, ...parcelStatuses.map((s) => ({ id: s, label: t(`parcel.status.${s}`) }))]} value={choice(filters.status)} onChange={(key) => set('status', picked<ParcelStatus>(key))} />
        <Select label={t('parcels.columns.service')} items={[{ id: all, label: t('parcels.filters.allServices') }, ...services.map((s) => ({ id: s, label: t(`parcel.service.${s}`) }))]} value={choice(filters.service)} onChange={(key) => set('service', picked<Service>(key))} />
        <Select label={t('parcels.filters.origin')} items={officeItems} value={choice(filters.originOfficeId)} onChange={(key) => set('originOfficeId', picked(key))} />
        <Select label={t('parcels.filters.destination')} items={officeItems} value={choice(filters.destinationOfficeId)} onChange={(key) => set('destinationOfficeId', picked(key))} />
        <Select label={t('parcels.filters.payment')} items={[{ id: all, label: t('parcels.filters.allPayments') }, ...paymentModes.map((m) => ({ id: m, label: t(`parcel.payment.${m}`) }))]} value={choice(filters.paymentMode)} onChange={(key) => set('paymentMode', picked<PaymentMode>(key))} />
        <DateField label={t('parcels.filters.from')} value={filters.from} onChange={(value) => set('from', value)} maxValue={filters.to ?? undefined} />
        <DateField label={t('parcels.filters.to')} value={filters.to} onChange={(value) => set('to', value)} minValue={filters.from ?? undefined} />
        {filtered ? (
          <Button variant="ghost" icon="heroicons_outline:x-mark" className={styles.clear} onPress={() => onFiltersChange(noParcelFilters)}>
            {t('parcels.filters.clear')}
          </Button>
        ) : null}
      </div>
      <DataTable
        aria-label={t('parcels.title')}
        columns={columns}
        rows={result?.items ?? []}
        getRowId={(p) => p.id}
        sort={props.sort}
        onSortChange={props.onSortChange}
        selectable
        selectedIds={props.selectedIds}
        onSelectionChange={props.onSelectionChange}
        hiddenColumns={props.hiddenColumns}
        onHiddenColumnsChange={props.onHiddenColumnsChange}
        onRowAction={props.onOpenParcel}
        isLoading={props.isLoading && !result}
        error={props.error ?? undefined}
        onRetry={props.onRetry}
        bulkActions={(ids) => (
          <>
            <Button size="sm" variant="secondary" icon="heroicons_outline:printer" onPress={() => props.onPrintLabels(ids)}>
              {t('parcels.bulk.printLabels')}
            </Button>
            <Button size="sm" variant="secondary" icon="heroicons_outline:arrow-down-tray" onPress={() => props.onExportCsv(ids)}>
              {t('parcels.bulk.exportCsv')}
            </Button>
          </>
        )}
        footer={<Pagination page={props.page} pageSize={props.pageSize} total={result?.total ?? 0} onPageChange={props.onPageChange} onPageSizeChange={props.onPageSizeChange} isDisabled={!result} />}
      />
    </div>
  );
}
