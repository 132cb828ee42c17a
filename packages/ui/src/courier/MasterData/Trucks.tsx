import { useMemo } from 'react';
import {
  dueState,
  normalisePlate,
  truckInput,
  truckStatuses,
  type Office,
  type Truck,
  type TruckInput,
  type TruckStatus,
} from '@courier/domain';
import type { DataColumn } from '../../data/DataTable/DataTable';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { useUiTranslation } from '../../i18n';
import { Card } from '../../primitives/Card/Card';
import { Facts } from '../../records/Facts';
import { FilterSelect } from '../../records/FilterSelect';
import { RecordBulkActions } from '../../records/RecordBulkActions';
import { RecordForm } from '../../records/RecordForm';
import { RecordList, type ListViewProps } from '../../records/RecordList';
import { RecordPage } from '../../records/RecordPage';
import * as styles from '../../records/Record.css';
import { useCourierFormat } from '../format';
import { TruckStatusBadge } from '../StatusBadges';
import {
  DueDate,
  localToday,
  officeCode,
  officeItems,
  TripsList,
  type MasterDataFormProps,
  type MasterDataPageProps,
  type TripsCardProps,
} from './shared';

export interface TruckFilters {
  q: string;
  status: TruckStatus | null;
  homeOfficeId: string | null;
}
export const noTruckFilters: TruckFilters = { q: '', status: null, homeOfficeId: null };
export const truckSortFields = [
  'plate',
  'make',
  'year',
  'capacityKg',
  'status',
  'nextServiceAt',
  'insuranceExpiry',
  'odometerKm',
  'createdAt',
  'updatedAt',
] as const;

export interface TruckListProps extends ListViewProps<Truck, TruckFilters> {
  offices: Office[];
  onExportCsv: (ids: string[]) => void;
  today?: string;
}

/** The fleet. A service or an insurance that is due within 30 days, or past, is flagged in the list. */
export function TruckList(props: TruckListProps) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const { filters, onFiltersChange, offices } = props;
  const today = props.today ?? localToday();
  const columns = useMemo<DataColumn<Truck>[]>(
    () => [
      {
        id: 'plate',
        header: t('trucks.plate'),
        sortable: true,
        hideable: false,
        cell: (x) => <span className={styles.code}>{x.plate}</span>,
      },
      { id: 'make', header: t('trucks.vehicle'), sortable: true, cell: (x) => `${x.make} ${x.model}` },
      { id: 'year', header: t('trucks.year'), sortable: true, align: 'end', cell: (x) => x.year },
      {
        id: 'capacityKg',
        header: t('trucks.capacity'),
        sortable: true,
        align: 'end',
        cell: (x) => format.kg(x.capacityKg),
      },
      { id: 'homeOffice', header: t('records.homeOffice'), cell: (x) => officeCode(offices, x.homeOfficeId) },
      {
        id: 'nextServiceAt',
        header: t('trucks.nextService'),
        sortable: true,
        cell: (x) => <DueDate day={x.nextServiceAt} today={today} kind="due" />,
      },
      {
        id: 'insuranceExpiry',
        header: t('trucks.insurance'),
        sortable: true,
        cell: (x) => <DueDate day={x.insuranceExpiry} today={today} kind="expiry" />,
      },
      { id: 'status', header: t('trucks.status'), sortable: true, cell: (x) => <TruckStatusBadge status={x.status} /> },
    ],
    [t, format, offices, today],
  );
  return (
    <RecordList
      {...props}
      title={t('trucks.title')}
      newLabel={t('trucks.new')}
      firstLabel={t('trucks.first')}
      searchHint={t('trucks.searchHint')}
      noFilters={noTruckFilters}
      columns={columns}
      getRowId={(x) => x.id}
      filterControls={
        <>
          <FilterSelect
            label={t('trucks.status')}
            allLabel={t('records.allStatuses')}
            items={truckStatuses.map((status) => ({ id: status, label: t(`trucks.statuses.${status}`) }))}
            value={filters.status}
            onChange={(status) => onFiltersChange({ ...filters, status })}
          />
          <FilterSelect
            label={t('records.homeOffice')}
            allLabel={t('records.allOffices')}
            items={officeItems(offices)}
            value={filters.homeOfficeId}
            onChange={(homeOfficeId) => onFiltersChange({ ...filters, homeOfficeId })}
          />
        </>
      }
      bulkActions={(ids) => <RecordBulkActions ids={ids} onExportCsv={props.onExportCsv} />}
    />
  );
}

export interface TruckDetailProps extends MasterDataPageProps, Omit<TripsCardProps, 'empty'> {
  truck: Truck;
  offices: Office[];
  today?: string;
}

/** One truck: the vehicle, its service and insurance dates with their warnings, and its trips. */
export function TruckDetail(props: TruckDetailProps) {
  const { truck: x, offices } = props;
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const today = props.today ?? localToday();
  const office = offices.find((o) => o.id === x.homeOfficeId);
  const service = dueState(x.nextServiceAt, today, 'due');
  const insurance = dueState(x.insuranceExpiry, today, 'expiry');
  return (
    <RecordPage
      {...props}
      title={x.plate}
      monoTitle
      subtitle={`${x.make} ${x.model} · ${x.year}`}
      badges={<TruckStatusBadge status={x.status} size="md" />}
      deleteName={t('trucks.deleteName', { plate: x.plate })}
    >
      <Card as="section" title={t('trucks.vehicle')}>
        <Facts
          items={[
            [t('trucks.makeModel'), `${x.make} ${x.model}`],
            [t('trucks.year'), String(x.year)],
            [t('trucks.capacity'), `${format.kg(x.capacityKg)} · ${format.count(x.capacityM3)} m³`],
            [t('trucks.odometer'), t('trucks.kmValue', { value: format.count(x.odometerKm) })],
            [t('records.homeOffice'), office ? `${office.code} · ${office.name}` : x.homeOfficeId],
          ]}
        />
      </Card>
      <Card as="section" title={t('trucks.dueDates')}>
        <Facts
          items={[
            [t('trucks.nextService'), <DueDate key="service" day={x.nextServiceAt} today={today} kind="due" />],
            [t('trucks.insurance'), <DueDate key="insurance" day={x.insuranceExpiry} today={today} kind="expiry" />],
          ]}
        />
        {service === 'overdue' ? <p className={styles.warn}>{t('trucks.serviceOverdueHint')}</p> : null}
        {insurance === 'overdue' ? <p className={styles.warn}>{t('trucks.insuranceExpiredHint')}</p> : null}
      </Card>
      <Card as="section" title={t('trucks.trips', { count: props.trips.total })} className={styles.wide}>
        <TripsList trips={props.trips} routes={props.routes} tripHref={props.tripHref} empty={t('trucks.noTrips')} />
      </Card>
    </RecordPage>
  );
}

/** A new truck: available, at the given office. */
export const blankTruck = (homeOfficeId = ''): TruckInput => ({
  plate: '',
  make: '',
  model: '',
  year: Number.NaN,
  capacityKg: Number.NaN,
  capacityM3: Number.NaN,
  status: 'available',
  homeOfficeId,
  odometerKm: 0,
  nextServiceAt: '',
  insuranceExpiry: '',
});

export interface TruckFormProps extends MasterDataFormProps<TruckInput> {
  offices: Office[];
}

/** Creating or editing a truck; the plate is taken in any spacing and kept as "34 ABC 123". */
export function TruckForm(props: TruckFormProps) {
  const { t } = useUiTranslation();
  const { form, text, number, select, date, submit } = useSchemaForm<TruckInput>({
    schema: truckInput,
    defaultValues: props.initial,
    prepare: (v) => ({ ...v, plate: normalisePlate(v.plate) }),
    serverErrors: props.serverErrors,
    onDirtyChange: props.onDirtyChange,
    ranges: {
      year: { min: 1990, max: 2100, unit: '', grouping: false },
      capacityKg: { min: 1, max: 40_000, unit: 'kg' },
      capacityM3: { min: 0.1, max: 120, unit: 'm³' },
    },
  });
  return (
    <RecordForm
      title={props.mode === 'create' ? t('trucks.new') : t('trucks.edit')}
      onSubmit={submit(props.onSubmit)}
      onCancel={props.onCancel}
      submitLabel={props.mode === 'create' ? t('records.create') : t('common.save')}
      isSubmitting={form.formState.isSubmitting}
      error={props.error}
    >
      <Card as="section" title={t('trucks.vehicle')}>
        <div className={styles.formGrid}>
          {text('plate', t('trucks.plate'), { description: t('trucks.plateHint') })}
          {text('make', t('trucks.make'))}
          {text('model', t('trucks.model'))}
          {number('year', t('trucks.year'), '', { digits: 0 })}
          {number('capacityKg', t('trucks.capacityKg'), 'kg', { digits: 0 })}
          {number('capacityM3', t('trucks.capacityM3'), 'm³', { digits: 1 })}
          {number('odometerKm', t('trucks.odometer'), 'km', { digits: 0 })}
        </div>
      </Card>
      <Card as="section" title={t('trucks.operation')}>
        <div className={styles.formGrid}>
          {select('homeOfficeId', t('records.homeOffice'), officeItems(props.offices))}
          {select(
            'status',
            t('trucks.status'),
            truckStatuses.map((status) => ({ id: status, label: t(`trucks.statuses.${status}`) })),
          )}
          {date('nextServiceAt', t('trucks.nextService'))}
          {date('insuranceExpiry', t('trucks.insurance'))}
        </div>
      </Card>
    </RecordForm>
  );
}
