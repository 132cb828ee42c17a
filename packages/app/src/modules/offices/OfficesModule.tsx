import { useTranslation } from 'react-i18next';
import { officeTypes, type Office, type ParcelView, type Truck } from '@courier/domain';
import {
  blankOffice,
  noOfficeFilters,
  OfficeDetail,
  OfficeForm,
  OfficeList,
  officeSortFields,
  type MasterDataPageProps,
} from '@courier/ui';
import { useStaff } from '../../api/scans';
import { mapTiles } from '../../state/config';
import { downloadCsv } from '../parcels/csv';
import type { RecordViewSpec } from '../records/listView';
import { recordModule } from '../records/RecordModule';
import { useRecordList, useRelated } from '../records/useRecords';
import { useTitle } from '../../pages/useTitle';

const base = '/secure/destinations';
const spec: RecordViewSpec<typeof noOfficeFilters> = {
  noFilters: noOfficeFilters,
  allowed: { type: officeTypes, active: ['true', 'false'] },
  sortFields: officeSortFields,
  defaultSort: { id: 'code', direction: 'asc' },
};

function OfficesPage() {
  const { t } = useTranslation('ui');
  const { listProps, chosen, setActive } = useRecordList<Office, typeof noOfficeFilters>('offices', base, spec);
  useTitle(t('offices.title'));
  const exportCsv = (ids: string[]) =>
    downloadCsv(
      'offices',
      chosen(ids).map((o) => ({
        [t('offices.code')]: o.code,
        [t('offices.name')]: o.name,
        [t('offices.type')]: t(`offices.types.${o.type}`),
        [t('records.line1')]: o.address.line1,
        [t('records.district')]: o.address.district,
        [t('records.city')]: o.address.city,
        [t('records.postalCode')]: o.address.postalCode,
        [t('records.phone')]: o.phone,
        [t('records.email')]: o.email,
        [t('offices.openingHours')]: o.openingHours,
        [t('offices.lat')]: o.location.lat,
        [t('offices.lng')]: o.location.lng,
        [t('records.state')]: o.active ? t('records.active') : t('records.inactive'),
      })),
    );
  return <OfficeList {...listProps} onExportCsv={exportCsv} onSetActive={setActive} />;
}

function OfficePage({ record: office, page }: { record: Office; page: MasterDataPageProps }) {
  const id = office.id;
  const staff = useStaff();
  const trucks = useRelated<Truck>('trucks', { homeOfficeId: id, size: 100, sort: 'plate' });
  const onHand = useRelated<ParcelView>('parcels', { currentOfficeId: id, size: 10 });
  return (
    <OfficeDetail
      {...page}
      office={office}
      staff={staff.filter((s) => s.officeId === id)}
      trucks={trucks.items}
      parcelsOnHand={onHand}
      parcelHref={(p) => `/secure/parcels/${p.id}`}
      truckHref={(truck) => `/secure/trucks/${truck.id}`}
      tiles={mapTiles}
    />
  );
}

/** The offices module (/secure/destinations, shown as "Offices"). */
export const OfficesModule = recordModule({
  resource: 'offices',
  kind: 'offices',
  base,
  code: (o: Office) => o.code,
  title: (o) => `${o.code} · ${o.name}`,
  List: OfficesPage,
  Detail: OfficePage,
  Form: OfficeForm,
  toInput: (o) => ({
    code: o.code,
    name: o.name,
    type: o.type,
    address: o.address,
    location: o.location,
    phone: o.phone,
    email: o.email,
    openingHours: o.openingHours,
    active: o.active,
  }),
  useBlank: blankOffice,
});
