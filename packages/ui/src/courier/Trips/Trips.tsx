import { useMemo } from 'react';
import {
  tripStatuses,
  type Driver,
  type Office,
  type Route,
  type Trip,
  type TripStatus,
  type Truck,
} from '@courier/domain';
import type { DataColumn } from '../../data/DataTable/DataTable';
import { useUiTranslation } from '../../i18n';
import { DateField } from '../../primitives/DateField/DateField';
import { ProgressBar } from '../../primitives/ProgressBar/ProgressBar';
import { FilterSelect } from '../../records/FilterSelect';
import { RecordBulkActions } from '../../records/RecordBulkActions';
import { RecordList, type ListViewProps } from '../../records/RecordList';
import * as styles from '../../records/Record.css';
import { useCourierFormat } from '../format';
import { officeCode } from '../MasterData/shared';
import { TripStatusBadge } from '../StatusBadges';
import * as tripStyles from './Trips.css';

/** The names a trip's ids stand for: routes, trucks, drivers and offices. */
export interface TripRefs {
  routes: Pick<Route, 'id' | 'code' | 'name'>[];
  trucks: Pick<Truck, 'id' | 'plate' | 'capacityKg'>[];
  drivers: Pick<Driver, 'id' | 'name'>[];
  /** With their locations, the trip says how soon the truck can reach its next stop. */
  offices: (Pick<Office, 'id' | 'code' | 'name'> & Partial<Pick<Office, 'location'>>)[];
}

export const refName = {
  route: (refs: TripRefs, id: string) => {
    const r = refs.routes.find((x) => x.id === id);
    return r ? `${r.code} ${r.name}` : id;
  },
  truck: (refs: TripRefs, id: string) => refs.trucks.find((x) => x.id === id)?.plate ?? id,
  driver: (refs: TripRefs, id: string) => refs.drivers.find((x) => x.id === id)?.name ?? id,
  office: (refs: TripRefs, id: string) => officeCode(refs.offices, id),
};

export interface TripFilters {
  q: string;
  status: TripStatus | null;
  routeId: string | null;
  driverId: string | null;
  truckId: string | null;
  /** Trips that stop at this office. */
  officeId: string | null;
  from: string | null;
  to: string | null;
}
export const noTripFilters: TripFilters = {
  q: '',
  status: null,
  routeId: null,
  driverId: null,
  truckId: null,
  officeId: null,
  from: null,
  to: null,
};
export const tripSortFields = [
  'code',
  'scheduledAt',
  'status',
  'loadKg',
  'parcelCount',
  'departedAt',
  'createdAt',
  'updatedAt',
] as const;

/** How full a truck is: amber from 90 %, red over its capacity. */
export function CapacityBar({
  loadKg,
  capacityKg,
  compact,
}: {
  loadKg: number;
  capacityKg: number | undefined;
  compact?: boolean;
}) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  if (!capacityKg) return <span className={styles.muted}>{format.kg(loadKg)}</span>;
  const share = (loadKg / capacityKg) * 100;
  const text = t('trips.loadOf', {
    load: format.kg(loadKg),
    capacity: format.kg(capacityKg),
    percent: format.percent(Math.round(share)),
  });
  return (
    <ProgressBar
      value={share}
      size={compact ? 'xs' : 'md'}
      tone={share > 100 ? 'warn' : share >= 90 ? 'caution' : 'primary'}
      label={compact ? undefined : t('trips.load')}
      aria-label={compact ? t('trips.load') : undefined}
      showValue={!compact}
      valueLabel={text}
      className={compact ? tripStyles.compactBar : undefined}
    />
  );
}

export interface TripListProps extends ListViewProps<Trip, TripFilters> {
  refs: TripRefs;
  /** Export of the selected trips; without it (a driver's own trips) rows are not selectable. */
  onExportCsv?: (ids: string[]) => void;
}

/** The trips: when, which route, truck and driver, how it stands and how full it is. */
export function TripList(props: TripListProps) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const { filters, onFiltersChange, refs } = props;
  const columns = useMemo<DataColumn<Trip>[]>(
    () => [
      {
        id: 'code',
        header: t('trips.code'),
        sortable: true,
        hideable: false,
        card: 'title',
        cell: (x) => <span className={styles.code}>{x.code}</span>,
      },
      {
        id: 'scheduledAt',
        header: t('trips.scheduledAt'),
        sortable: true,
        card: 'line',
        cell: (x) => format.moment(x.scheduledAt),
      },
      { id: 'route', header: t('trips.route'), card: 'line', wrap: true, cell: (x) => refName.route(refs, x.routeId) },
      {
        id: 'truck',
        header: t('trips.truck'),
        defaultHidden: true,
        cell: (x) => <span className={styles.code}>{refName.truck(refs, x.truckId)}</span>,
      },
      { id: 'driver', header: t('trips.driver'), cell: (x) => refName.driver(refs, x.driverId) },
      {
        id: 'parcelCount',
        header: t('trips.parcels'),
        sortable: true,
        defaultHidden: true,
        align: 'end',
        cell: (x) => format.count(x.parcelCount),
      },
      {
        id: 'loadKg',
        header: t('trips.load'),
        sortable: true,
        cell: (x) => (
          <CapacityBar
            loadKg={x.loadKg}
            capacityKg={refs.trucks.find((truck) => truck.id === x.truckId)?.capacityKg}
            compact
          />
        ),
      },
      {
        id: 'status',
        header: t('trips.status'),
        sortable: true,
        card: 'badge',
        cell: (x) => <TripStatusBadge status={x.status} />,
      },
    ],
    [t, format, refs],
  );
  const items = (list: { id: string }[], label: (id: string) => string) =>
    list.map((x) => ({ id: x.id, label: label(x.id) }));
  return (
    <RecordList
      {...props}
      title={t('trips.title')}
      newLabel={t('trips.new')}
      searchHint={t('trips.searchHint')}
      noFilters={noTripFilters}
      columns={columns}
      getRowId={(x) => x.id}
      filterControls={
        <>
          <FilterSelect
            label={t('trips.status')}
            allLabel={t('records.allStatuses')}
            items={tripStatuses.map((status) => ({ id: status, label: t(`trips.statuses.${status}`) }))}
            value={filters.status}
            onChange={(status) => onFiltersChange({ ...filters, status })}
          />
          <FilterSelect
            label={t('trips.route')}
            allLabel={t('trips.allRoutes')}
            items={items(refs.routes, (id) => refName.route(refs, id))}
            value={filters.routeId}
            onChange={(routeId) => onFiltersChange({ ...filters, routeId })}
          />
          <FilterSelect
            label={t('trips.driver')}
            allLabel={t('trips.allDrivers')}
            items={items(refs.drivers, (id) => refName.driver(refs, id))}
            value={filters.driverId}
            onChange={(driverId) => onFiltersChange({ ...filters, driverId })}
          />
          <FilterSelect
            label={t('trips.truck')}
            allLabel={t('trips.allTrucks')}
            items={items(refs.trucks, (id) => refName.truck(refs, id))}
            value={filters.truckId}
            onChange={(truckId) => onFiltersChange({ ...filters, truckId })}
          />
          <FilterSelect
            label={t('trips.stopsAt')}
            allLabel={t('records.allOffices')}
            items={refs.offices.map((o) => ({ id: o.id, label: `${o.code} · ${o.name}` }))}
            value={filters.officeId}
            onChange={(officeId) => onFiltersChange({ ...filters, officeId })}
          />
          <DateField
            label={t('trips.from')}
            value={filters.from}
            onChange={(from) => onFiltersChange({ ...filters, from })}
            maxValue={filters.to ?? undefined}
          />
          <DateField
            label={t('trips.to')}
            value={filters.to}
            onChange={(to) => onFiltersChange({ ...filters, to })}
            minValue={filters.from ?? undefined}
          />
        </>
      }
      bulkActions={
        props.onExportCsv ? (ids) => <RecordBulkActions ids={ids} onExportCsv={props.onExportCsv!} /> : undefined
      }
    />
  );
}

/** A trip's stops in order: planned time, and when the truck arrived and left. */
export function TripStops({ trip, refs }: { trip: Pick<Trip, 'stops'>; refs: TripRefs }) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  return (
    <ol className={tripStyles.stops}>
      {trip.stops.map((stop, i) => {
        const office = refs.offices.find((o) => o.id === stop.officeId);
        const state = stop.departedAt ? 'left' : stop.arrivedAt ? 'here' : 'ahead';
        return (
          <li key={`${i}-${stop.officeId}`} className={tripStyles.stop} data-state={state}>
            <span className={tripStyles.dot} aria-hidden="true" />
            <span>
              <span className={styles.code}>{office?.code ?? stop.officeId}</span> {office?.name}
            </span>
            <span className={tripStyles.times}>
              {t('trips.eta', { time: format.moment(stop.eta) })}
              {stop.arrivedAt ? <span> · {t('trips.arrived', { time: format.moment(stop.arrivedAt) })}</span> : null}
              {stop.departedAt ? <span> · {t('trips.departed', { time: format.moment(stop.departedAt) })}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
