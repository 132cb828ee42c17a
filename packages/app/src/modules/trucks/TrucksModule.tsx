import { useTranslation } from 'react-i18next';
import { truckStatuses, type Trip, type Truck, type TruckInput } from '@courier/domain';
import {
  blankTruck,
  noTruckFilters,
  TruckDetail,
  TruckForm,
  TruckList,
  truckSortFields,
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

const base = '/secure/trucks';
const spec: RecordViewSpec<typeof noTruckFilters> = {
  noFilters: noTruckFilters,
  allowed: { status: truckStatuses },
  sortFields: truckSortFields,
  defaultSort: { id: 'plate', direction: 'asc' },
};

function TrucksPage() {
  const { t } = useTranslation('ui');
  const offices = useOffices();
  const { listProps, chosen } = useRecordList<Truck, typeof noTruckFilters>('trucks', base, spec);
  useTitle(t('trucks.title'));
  const exportCsv = (ids: string[]) =>
    downloadCsv(
      'trucks',
      chosen(ids).map((x) => ({
        [t('trucks.plate')]: x.plate,
        [t('trucks.make')]: x.make,
        [t('trucks.model')]: x.model,
        [t('trucks.year')]: x.year,
        [t('trucks.capacityKg')]: x.capacityKg,
        [t('trucks.capacityM3')]: x.capacityM3,
        [t('trucks.odometer')]: x.odometerKm,
        [t('trucks.nextService')]: x.nextServiceAt,
        [t('trucks.insurance')]: x.insuranceExpiry,
        [t('records.homeOffice')]: officeCode(offices, x.homeOfficeId),
        [t('trucks.status')]: t(`trucks.statuses.${x.status}`),
      })),
    );
  return <TruckList {...listProps} offices={offices} onExportCsv={exportCsv} />;
}

function TruckPage({ record, page }: { record: Truck; page: MasterDataPageProps }) {
  const trips = useRelated<Trip>('trips', { truckId: record.id, size: 10, sort: 'scheduledAt', order: 'desc' });
  return (
    <TruckDetail
      {...page}
      truck={record}
      offices={useOffices()}
      trips={trips}
      routes={useRoutes()}
      tripHref={(trip) => `/secure/trips/${trip.id}`}
    />
  );
}

function Form(props: MasterDataFormProps<TruckInput>) {
  return <TruckForm {...props} offices={useOffices()} />;
}

/** A new truck starts at the user's own office. */
function useBlankTruck() {
  return blankTruck(useAuth().user?.officeId ?? '');
}

/** The trucks module (/secure/trucks). */
export const TrucksModule = recordModule({
  resource: 'trucks',
  kind: 'trucks',
  base,
  code: (x: Truck) => x.plate,
  title: (x) => `${x.plate} · ${x.make} ${x.model}`,
  List: TrucksPage,
  Detail: TruckPage,
  Form,
  toInput: ({
    plate,
    make,
    model,
    year,
    capacityKg,
    capacityM3,
    status,
    homeOfficeId,
    odometerKm,
    nextServiceAt,
    insuranceExpiry,
  }) => ({
    plate,
    make,
    model,
    year,
    capacityKg,
    capacityM3,
    status,
    homeOfficeId,
    odometerKm,
    nextServiceAt,
    insuranceExpiry,
  }),
  useBlank: useBlankTruck,
});
