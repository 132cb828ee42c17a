import { useTranslation } from 'react-i18next';
import { routeTypes, type Route, type RouteInput } from '@courier/domain';
import {
  blankRoute,
  noRouteFilters,
  RouteDetail,
  RouteForm,
  RouteList,
  routeSortFields,
  type MasterDataFormProps,
  type MasterDataPageProps,
  officeCode,
} from '@courier/ui';
import { useOffices } from '../../api/reference';
import { useTitle } from '../../pages/useTitle';
import { mapTiles } from '../../state/config';
import { downloadCsv } from '../parcels/csv';
import type { RecordViewSpec } from '../records/listView';
import { recordModule } from '../records/RecordModule';
import { useRecordList } from '../records/useRecords';

const base = '/secure/routes';
const spec: RecordViewSpec<typeof noRouteFilters> = {
  noFilters: noRouteFilters,
  allowed: { type: routeTypes, active: ['true', 'false'] },
  sortFields: routeSortFields,
  defaultSort: { id: 'code', direction: 'asc' },
};

function RoutesPage() {
  const { t } = useTranslation('ui');
  const offices = useOffices();
  const { listProps, chosen, setActive } = useRecordList<Route, typeof noRouteFilters>('routes', base, spec);
  useTitle(t('routes.title'));
  const exportCsv = (ids: string[]) =>
    downloadCsv(
      'routes',
      chosen(ids).map((r) => ({
        [t('routes.code')]: r.code,
        [t('routes.name')]: r.name,
        [t('routes.type')]: t(`routes.types.${r.type}`),
        [t('routes.stops')]: r.stops.map((s) => `${officeCode(offices, s.officeId)} +${s.offsetMin}`).join(' > '),
        [t('routes.days')]: r.days.join(' '),
        [t('routes.departureTime')]: r.departureTime,
        [t('routes.distance')]: r.distanceKm,
        [t('records.state')]: r.active ? t('records.active') : t('records.inactive'),
      })),
    );
  return <RouteList {...listProps} offices={offices} onExportCsv={exportCsv} onSetActive={setActive} />;
}

function RoutePage({ record, page }: { record: Route; page: MasterDataPageProps }) {
  return (
    <RouteDetail
      {...page}
      route={record}
      offices={useOffices()}
      officeHref={(o) => `/secure/destinations/${o.id}`}
      tiles={mapTiles}
    />
  );
}

function Form(props: MasterDataFormProps<RouteInput>) {
  return <RouteForm {...props} offices={useOffices()} tiles={mapTiles} />;
}

/** The routes module (/secure/routes). */
export const RoutesModule = recordModule({
  resource: 'routes',
  kind: 'routes',
  base,
  code: (r: Route) => r.code,
  title: (r) => `${r.code} · ${r.name}`,
  List: RoutesPage,
  Detail: RoutePage,
  Form,
  toInput: ({ code, name, type, stops, distanceKm, days, departureTime, active }) => ({
    code,
    name,
    type,
    stops,
    distanceKm,
    days,
    departureTime,
    active,
  }),
  useBlank: blankRoute,
});
