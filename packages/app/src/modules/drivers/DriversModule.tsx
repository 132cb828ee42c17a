import { useTranslation } from 'react-i18next';
import { driverStatuses, licenseClasses, type Driver, type DriverInput, type Trip } from '@courier/domain';
import {
  blankDriver,
  DriverDetail,
  DriverForm,
  DriverList,
  driverSortFields,
  noDriverFilters,
  type MasterDataFormProps,
  type MasterDataPageProps,
  officeCode,
} from '@courier/ui';
import { useOffices, useRoutes } from '../../api/reference';
import { useAuth } from '../../auth/auth';
import { useTitle } from '../../pages/useTitle';
import { downloadCsv } from '../parcels/csv';
import type { RecordViewSpec } from '../records/listView';
import { recordModule } from '../records/RecordModule';
import { useRecordList, useRelated } from '../records/useRecords';

const base = '/secure/drivers';
const spec: RecordViewSpec<typeof noDriverFilters> = {
  noFilters: noDriverFilters,
  allowed: { status: driverStatuses, licenseClass: licenseClasses },
  sortFields: driverSortFields,
  defaultSort: { id: 'employeeNo', direction: 'asc' },
};

function DriversPage() {
  const { t } = useTranslation('ui');
  const offices = useOffices();
  const { listProps, chosen } = useRecordList<Driver, typeof noDriverFilters>('drivers', base, spec);
  useTitle(t('drivers.title'));
  const exportCsv = (ids: string[]) =>
    downloadCsv(
      'drivers',
      chosen(ids).map((d) => ({
        [t('drivers.employeeNo')]: d.employeeNo,
        [t('drivers.name')]: d.name,
        [t('records.phone')]: d.phone,
        [t('records.email')]: d.email,
        [t('drivers.licenseNumber')]: d.licenseNumber,
        [t('drivers.licenseClass')]: d.licenseClass,
        [t('drivers.licenseExpiry')]: d.licenseExpiry,
        [t('records.homeOffice')]: officeCode(offices, d.homeOfficeId),
        [t('drivers.status')]: t(`drivers.statuses.${d.status}`),
      })),
    );
  return <DriverList {...listProps} offices={offices} onExportCsv={exportCsv} />;
}

function DriverPage({ record, page }: { record: Driver; page: MasterDataPageProps }) {
  const trips = useRelated<Trip>('trips', { driverId: record.id, size: 10, sort: 'scheduledAt', order: 'desc' });
  return (
    <DriverDetail
      {...page}
      driver={record}
      offices={useOffices()}
      trips={trips}
      routes={useRoutes()}
      tripHref={(trip) => `/secure/trips/${trip.id}`}
    />
  );
}

function Form(props: MasterDataFormProps<DriverInput>) {
  return <DriverForm {...props} offices={useOffices()} />;
}

/** A new driver starts at the user's own office. */
function useBlankDriver() {
  return blankDriver(useAuth().user?.officeId ?? '');
}

/** The drivers module (/secure/drivers). */
export const DriversModule = recordModule({
  resource: 'drivers',
  kind: 'drivers',
  base,
  code: (d: Driver) => d.employeeNo,
  title: (d) => `${d.name} · ${d.employeeNo}`,
  List: DriversPage,
  Detail: DriverPage,
  Form,
  toInput: ({
    employeeNo,
    name,
    phone,
    email,
    licenseNumber,
    licenseClass,
    licenseExpiry,
    homeOfficeId,
    status,
    avatar,
  }) => ({ employeeNo, name, phone, email, licenseNumber, licenseClass, licenseExpiry, homeOfficeId, status, avatar }),
  useBlank: useBlankDriver,
});
