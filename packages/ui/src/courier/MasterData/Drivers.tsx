import { useMemo } from 'react';
import {
  driverInputOn,
  driverStatuses,
  dueState,
  licenseClasses,
  type Driver,
  type DriverInput,
  type DriverStatus,
  type Office,
} from '@courier/domain';
import type { DataColumn } from '../../data/DataTable/DataTable';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { useUiTranslation } from '../../i18n';
import { Badge } from '../../primitives/Badge/Badge';
import { Card } from '../../primitives/Card/Card';
import { Facts } from '../../records/Facts';
import { FilterSelect } from '../../records/FilterSelect';
import { RecordBulkActions } from '../../records/RecordBulkActions';
import { RecordForm } from '../../records/RecordForm';
import { RecordList, type ListViewProps } from '../../records/RecordList';
import { RecordPage } from '../../records/RecordPage';
import * as styles from '../../records/Record.css';
import { DriverStatusBadge } from '../StatusBadges';
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
import { PhoneLink, phoneText } from '../../data/PhoneLink';

type LicenseClass = (typeof licenseClasses)[number];

export interface DriverFilters {
  q: string;
  status: DriverStatus | null;
  homeOfficeId: string | null;
  licenseClass: LicenseClass | null;
}
export const noDriverFilters: DriverFilters = { q: '', status: null, homeOfficeId: null, licenseClass: null };
export const driverSortFields = ['employeeNo', 'name', 'status', 'licenseExpiry', 'createdAt', 'updatedAt'] as const;

export interface DriverListProps extends ListViewProps<Driver, DriverFilters> {
  offices: Office[];
  onExportCsv: (ids: string[]) => void;
  /** `YYYY-MM-DD`; today in the browser unless given. */
  today?: string;
}

/**
 * The drivers. Drivers have a status instead of an active flag, so the bulk action is the export;
 * a licence that has expired or expires within 30 days is flagged in the list.
 */
export function DriverList(props: DriverListProps) {
  const { t } = useUiTranslation();
  const { filters, onFiltersChange, offices } = props;
  const today = props.today ?? localToday();
  const columns = useMemo<DataColumn<Driver>[]>(
    () => [
      {
        id: 'employeeNo',
        header: t('drivers.employeeNo'),
        sortable: true,
        hideable: false,
        cell: (d) => <span className={styles.code}>{d.employeeNo}</span>,
      },
      { id: 'name', header: t('drivers.name'), sortable: true, cell: (d) => d.name },
      { id: 'phone', header: t('records.phone'), cell: (d) => phoneText(d.phone) },
      { id: 'homeOffice', header: t('records.homeOffice'), cell: (d) => officeCode(offices, d.homeOfficeId) },
      { id: 'licenseClass', header: t('drivers.licenseClass'), cell: (d) => d.licenseClass },
      {
        id: 'licenseExpiry',
        header: t('drivers.licenseExpiry'),
        sortable: true,
        cell: (d) => <DueDate day={d.licenseExpiry} today={today} kind="expiry" />,
      },
      {
        id: 'status',
        header: t('drivers.status'),
        sortable: true,
        cell: (d) => <DriverStatusBadge status={d.status} />,
      },
    ],
    [t, offices, today],
  );
  return (
    <RecordList
      {...props}
      title={t('drivers.title')}
      newLabel={t('drivers.new')}
      firstLabel={t('drivers.first')}
      searchHint={t('drivers.searchHint')}
      noFilters={noDriverFilters}
      columns={columns}
      getRowId={(d) => d.id}
      filterControls={
        <>
          <FilterSelect
            label={t('drivers.status')}
            allLabel={t('records.allStatuses')}
            items={driverStatuses.map((status) => ({ id: status, label: t(`drivers.statuses.${status}`) }))}
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
          <FilterSelect
            label={t('drivers.licenseClass')}
            allLabel={t('drivers.allClasses')}
            items={licenseClasses.map((c) => ({ id: c, label: c }))}
            value={filters.licenseClass}
            onChange={(licenseClass) => onFiltersChange({ ...filters, licenseClass })}
          />
        </>
      }
      bulkActions={(ids) => <RecordBulkActions ids={ids} onExportCsv={props.onExportCsv} />}
    />
  );
}

export interface DriverDetailProps extends MasterDataPageProps, Omit<TripsCardProps, 'empty'> {
  driver: Driver;
  offices: Office[];
  today?: string;
}

/** One driver: contact, licence with its expiry warning, and the driver's trips. */
export function DriverDetail(props: DriverDetailProps) {
  const { driver: d, offices } = props;
  const { t } = useUiTranslation();
  const today = props.today ?? localToday();
  const licence = dueState(d.licenseExpiry, today, 'expiry');
  const office = offices.find((o) => o.id === d.homeOfficeId);
  return (
    <RecordPage
      {...props}
      title={d.name}
      subtitle={
        <>
          <span className={styles.code}>{d.employeeNo}</span> · {t('drivers.classN', { licenseClass: d.licenseClass })}
        </>
      }
      badges={
        <>
          <DriverStatusBadge status={d.status} size="md" />
          {licence === 'overdue' ? (
            <Badge tone="warn" size="md" withDot>
              {t('drivers.licenceExpired')}
            </Badge>
          ) : null}
        </>
      }
      deleteName={t('drivers.deleteName', { name: d.name })}
    >
      <Card as="section" title={t('records.contact')}>
        <Facts
          items={[
            [t('records.phone'), <PhoneLink key="phone" number={d.phone} />],
            [
              t('records.email'),
              <a key="email" href={`mailto:${d.email}`}>
                {d.email}
              </a>,
            ],
            [t('records.homeOffice'), office ? `${office.code} · ${office.name}` : d.homeOfficeId],
          ]}
        />
      </Card>
      <Card as="section" title={t('drivers.licence')}>
        <Facts
          items={[
            [
              t('drivers.licenseNumber'),
              <span key="no" className={styles.code}>
                {d.licenseNumber}
              </span>,
            ],
            [t('drivers.licenseClass'), d.licenseClass],
            [t('drivers.licenseExpiry'), <DueDate key="expiry" day={d.licenseExpiry} today={today} kind="expiry" />],
          ]}
        />
        {licence !== 'ok' ? (
          <p className={licence === 'overdue' ? styles.warn : styles.caution}>
            {licence === 'overdue' ? t('drivers.licenceExpiredHint') : t('drivers.licenceSoonHint')}
          </p>
        ) : null}
      </Card>
      <Card as="section" title={t('drivers.trips', { count: props.trips.total })} className={styles.wide}>
        <TripsList trips={props.trips} routes={props.routes} tripHref={props.tripHref} empty={t('drivers.noTrips')} />
      </Card>
    </RecordPage>
  );
}

/** A new driver: available, class C, at the given office. */
export const blankDriver = (homeOfficeId = ''): DriverInput => ({
  employeeNo: '',
  name: '',
  phone: '',
  email: '',
  licenseNumber: '',
  licenseClass: 'C',
  licenseExpiry: '',
  homeOfficeId,
  status: 'available',
  avatar: null,
});

export interface DriverFormProps extends MasterDataFormProps<DriverInput> {
  offices: Office[];
  today?: string;
}

/** Creating or editing a driver; an available or travelling driver needs a licence that has not expired. */
export function DriverForm(props: DriverFormProps) {
  const { t } = useUiTranslation();
  const today = props.today ?? localToday();
  const schema = useMemo(() => driverInputOn(today), [today]);
  const { form, text, select, date, submit } = useSchemaForm<DriverInput>({
    schema,
    defaultValues: props.initial,
    prepare: (v) => ({
      ...v,
      employeeNo: v.employeeNo.trim().toUpperCase(),
      licenseNumber: v.licenseNumber.trim().toUpperCase(),
    }),
    serverErrors: props.serverErrors,
    onDirtyChange: props.onDirtyChange,
  });
  return (
    <RecordForm
      title={props.mode === 'create' ? t('drivers.new') : t('drivers.edit')}
      onSubmit={submit(props.onSubmit)}
      onCancel={props.onCancel}
      submitLabel={props.mode === 'create' ? t('records.create') : t('common.save')}
      isSubmitting={form.formState.isSubmitting}
      error={props.error}
    >
      <Card as="section" title={t('drivers.identity')}>
        <div className={styles.formGrid}>
          {text('employeeNo', t('drivers.employeeNo'), { description: t('drivers.employeeNoHint') })}
          {text('name', t('drivers.name'), { className: styles.span2, autoComplete: 'name' })}
          {select('homeOfficeId', t('records.homeOffice'), officeItems(props.offices))}
          {select(
            'status',
            t('drivers.status'),
            driverStatuses.map((status) => ({ id: status, label: t(`drivers.statuses.${status}`) })),
          )}
        </div>
      </Card>
      <Card as="section" title={t('records.contact')}>
        <div className={styles.formGrid}>
          {text('phone', t('records.phone'), { type: 'tel', description: t('records.phoneHint') })}
          {text('email', t('records.email'), { type: 'email' })}
        </div>
      </Card>
      <Card as="section" title={t('drivers.licence')}>
        <div className={styles.formGrid}>
          {text('licenseNumber', t('drivers.licenseNumber'))}
          {select(
            'licenseClass',
            t('drivers.licenseClass'),
            licenseClasses.map((c) => ({ id: c, label: t(`drivers.classes.${c}`) })),
          )}
          {date('licenseExpiry', t('drivers.licenseExpiry'), { description: t('drivers.licenseExpiryHint') })}
        </div>
      </Card>
    </RecordForm>
  );
}
