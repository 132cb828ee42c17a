import { useMemo, useRef } from 'react';
import {
  codStatuses,
  paymentModes,
  parcelStatuses,
  services,
  type CodStatus,
  type Office,
  type ParcelStatus,
  type ParcelView,
  type PaymentMode,
  type Service,
} from '@courier/domain';
import type { DataColumn } from '../../data/DataTable/DataTable';
import { useUiTranslation } from '../../i18n';
import { Button, ButtonLink } from '../../primitives/Button/Button';
import { DateField } from '../../primitives/DateField/DateField';
import { Link } from '../../primitives/Link/Link';
import { FilterSelect } from '../../records/FilterSelect';
import { RecordList, type ListViewProps } from '../../records/RecordList';
import * as recordStyles from '../../records/Record.css';
import { useCourierFormat } from '../format';
import { ParcelStatusBadge } from '../ParcelStatusBadge';

/** What the list is narrowed to; null is "all". The app keeps it in the URL. */
export interface ParcelFilters {
  q: string;
  status: ParcelStatus | null;
  service: Service | null;
  originOfficeId: string | null;
  destinationOfficeId: string | null;
  paymentMode: PaymentMode | null;
  /** Where a cash-on-delivery amount stands (to collect, collected, remitted). */
  codStatus: CodStatus | null;
  /** Booked on or after / on or before these days (`YYYY-MM-DD`, Türkiye's calendar). */
  from: string | null;
  to: string | null;
}

export const noParcelFilters: ParcelFilters = {
  q: '',
  status: null,
  service: null,
  originOfficeId: null,
  destinationOfficeId: null,
  paymentMode: null,
  codStatus: null,
  from: null,
  to: null,
};

/** The columns the server can sort by. */
export const parcelSortFields = [
  'trackingNumber',
  'status',
  'service',
  'sender',
  'receiver',
  'weightKg',
  'total',
  'codAmount',
  'createdAt',
  'promisedDate',
] as const;

/**
 * The amount columns (total, COD) as the reader's role sees the money: `sortable` on every parcel,
 * `shown` on some (a clerk: those booked at his office; the others read as —, and no order by
 * them is offered), `hidden` on none (no columns).
 */
export type ParcelListMoney = 'sortable' | 'shown' | 'hidden';

export interface ParcelListProps extends Omit<
  ListViewProps<ParcelView, ParcelFilters>,
  'newHref' | 'rowHref' | 'onOpen'
> {
  offices: Office[];
  /** The amount columns; `sortable` by default. */
  money?: ParcelListMoney;
  onPrintLabels: (ids: string[]) => void;
  onExportCsv: (ids: string[]) => void;
  /** Where "Book a parcel" goes; absent for roles that cannot book. */
  newParcelHref?: string;
  /** Where "Import CSV" goes; absent for roles that cannot book. */
  importHref?: string;
  parcelHref: (parcel: ParcelView) => string;
  onOpenParcel: (parcel: ParcelView) => void;
}

/** The parcels of the network: searched, filtered, sorted and paged by the server. */
export function ParcelList(props: ParcelListProps) {
  const { filters, onFiltersChange, offices, money = 'sortable' } = props;
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const officeById = useMemo(() => new Map(offices.map((o) => [o.id, o])), [offices]);
  const set = <K extends keyof ParcelFilters>(key: K, value: ParcelFilters[K]) =>
    onFiltersChange({ ...filters, [key]: value });
  const officeItems = offices.map((o) => ({ id: o.id, label: `${o.code} · ${o.name}` }));
  const href = useRef(props.parcelHref);
  href.current = props.parcelHref;

  // The same columns from render to render while the language and the offices stay: the table's
  // rows then re-render only when their parcel changes.
  const columns = useMemo<DataColumn<ParcelView>[]>(() => {
    const office = (id: string | null) => (id ? (officeById.get(id)?.code ?? '—') : '—');
    const amount = (value: number | null | undefined) =>
      value === null || value === undefined ? '—' : format.money(value);
    return [
      {
        id: 'trackingNumber',
        header: t('parcels.columns.trackingNumber'),
        sortable: true,
        hideable: false,
        card: 'title',
        cell: (p) => (
          <Link href={href.current(p)} className={recordStyles.code}>
            {p.trackingNumber}
          </Link>
        ),
      },
      {
        id: 'status',
        header: t('parcels.columns.status'),
        sortable: true,
        card: 'badge',
        cell: (p) => <ParcelStatusBadge status={p.status} size="sm" />,
      },
      {
        id: 'service',
        header: t('parcels.columns.service'),
        sortable: true,
        defaultHidden: true,
        cell: (p) => t(`parcel.service.${p.service}`),
      },
      {
        id: 'sender',
        header: t('parcels.columns.sender'),
        sortable: true,
        defaultHidden: true,
        cell: (p) => p.sender.name,
      },
      {
        id: 'receiver',
        header: t('parcels.columns.receiver'),
        sortable: true,
        card: 'line',
        cell: (p) => (
          <span className={recordStyles.stack}>
            <span>{p.receiver.name}</span>
            <span className={recordStyles.muted}>{p.receiver.address.city}</span>
          </span>
        ),
      },
      {
        id: 'route',
        header: t('parcels.columns.route'),
        cell: (p) => `${office(p.originOfficeId)} → ${office(p.destinationOfficeId)}`,
      },
      {
        id: 'weightKg',
        header: t('parcels.columns.weight'),
        sortable: true,
        defaultHidden: true,
        align: 'end',
        cell: (p) => format.kg(p.chargeableWeightKg),
      },
      ...(money === 'hidden'
        ? []
        : ([
            {
              id: 'total',
              header: t('parcels.columns.total'),
              sortable: money === 'sortable',
              align: 'end',
              cell: (p) => amount(p.price?.total),
            },
            {
              id: 'codAmount',
              header: t('parcels.columns.cod'),
              sortable: money === 'sortable',
              align: 'end',
              defaultHidden: true,
              cell: (p) => (p.paymentMode === 'cod' ? amount(p.codAmount) : '—'),
            },
          ] satisfies DataColumn<ParcelView>[])),
      {
        id: 'createdAt',
        header: t('parcels.columns.booked'),
        sortable: true,
        card: 'line',
        cell: (p) => format.moment(p.createdAt),
      },
      {
        id: 'promisedDate',
        header: t('parcels.columns.promised'),
        sortable: true,
        defaultHidden: true,
        cell: (p) => format.day(p.promisedDate),
      },
    ];
  }, [t, format, officeById, money]);

  return (
    <RecordList
      {...props}
      title={t('parcels.title')}
      newHref={props.newParcelHref}
      newLabel={t('parcels.new')}
      // Issue 65, item 10: the empty list's next step is booking (for a role that may), and a
      // list that its filters empty offers "Clear filters" (RecordList).
      firstLabel={t('parcels.new')}
      nothingYet={{
        title: t('parcels.nothingYet'),
        description: props.newParcelHref ? t('parcels.nothingYetHint') : t('parcels.nothingYetReader'),
      }}
      headerActions={
        props.importHref ? (
          <ButtonLink variant="secondary" href={props.importHref} icon="heroicons_outline:document-arrow-up">
            {t('parcels.import')}
          </ButtonLink>
        ) : null
      }
      rowHref={props.parcelHref}
      onOpen={props.onOpenParcel}
      searchHint={t('parcels.filters.searchHint')}
      noFilters={noParcelFilters}
      columns={columns}
      getRowId={(p) => p.id}
      filterControls={
        <>
          <FilterSelect
            label={t('parcels.columns.status')}
            allLabel={t('parcels.filters.allStatuses')}
            items={parcelStatuses.map((s) => ({ id: s, label: t(`parcel.status.${s}`) }))}
            value={filters.status}
            onChange={(v) => set('status', v)}
          />
          <FilterSelect
            label={t('parcels.columns.service')}
            allLabel={t('parcels.filters.allServices')}
            items={services.map((s) => ({ id: s, label: t(`parcel.service.${s}`) }))}
            value={filters.service}
            onChange={(v) => set('service', v)}
          />
          <FilterSelect
            label={t('parcels.filters.origin')}
            allLabel={t('parcels.filters.allOffices')}
            items={officeItems}
            value={filters.originOfficeId}
            onChange={(v) => set('originOfficeId', v)}
          />
          <FilterSelect
            label={t('parcels.filters.destination')}
            allLabel={t('parcels.filters.allOffices')}
            items={officeItems}
            value={filters.destinationOfficeId}
            onChange={(v) => set('destinationOfficeId', v)}
          />
          <FilterSelect
            label={t('parcels.filters.payment')}
            allLabel={t('parcels.filters.allPayments')}
            items={paymentModes.map((m) => ({ id: m, label: t(`parcel.payment.${m}`) }))}
            value={filters.paymentMode}
            onChange={(v) => set('paymentMode', v)}
          />
          <FilterSelect
            label={t('parcels.filters.codStatus')}
            allLabel={t('parcels.filters.allCod')}
            items={codStatuses.filter((c) => c !== 'none').map((c) => ({ id: c, label: t(`parcel.codStatus.${c}`) }))}
            value={filters.codStatus}
            onChange={(v) => set('codStatus', v)}
          />
          <DateField
            label={t('parcels.filters.from')}
            value={filters.from}
            onChange={(value) => set('from', value)}
            maxValue={filters.to ?? undefined}
          />
          <DateField
            label={t('parcels.filters.to')}
            value={filters.to}
            onChange={(value) => set('to', value)}
            minValue={filters.from ?? undefined}
          />
        </>
      }
      bulkActions={(ids) => (
        <>
          <Button
            size="sm"
            variant="secondary"
            icon="heroicons_outline:printer"
            onPress={() => props.onPrintLabels(ids)}
          >
            {t('parcels.bulk.printLabels')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            icon="heroicons_outline:arrow-down-tray"
            onPress={() => props.onExportCsv(ids)}
          >
            {t('parcels.bulk.exportCsv')}
          </Button>
        </>
      )}
    />
  );
}
