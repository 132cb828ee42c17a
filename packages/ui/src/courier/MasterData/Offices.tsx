import { useMemo } from 'react';
import {
  officeInput,
  officeTypes,
  type Office,
  type OfficeInput,
  type OfficeType,
  type ParcelView,
  type StaffMember,
  type Truck,
} from '@courier/domain';
import type { DataColumn } from '../../data/DataTable/DataTable';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { useUiTranslation } from '../../i18n';
import { Card } from '../../primitives/Card/Card';
import { Link } from '../../primitives/Link/Link';
import { Facts } from '../../records/Facts';
import { FilterSelect } from '../../records/FilterSelect';
import { RecordBulkActions, type ActiveFilter } from '../../records/RecordBulkActions';
import { RecordForm } from '../../records/RecordForm';
import { RecordList, type ListViewProps } from '../../records/RecordList';
import { RecordMap, type MapTiles } from '../../records/RecordMap';
import { RecordPage } from '../../records/RecordPage';
import * as styles from '../../records/Record.css';
import { ParcelStatusBadge } from '../ParcelStatusBadge';
import { TruckStatusBadge } from '../StatusBadges';
import { ActiveBadge, activeItems, type MasterDataPageProps, type MasterDataFormProps } from './shared';
import { PhoneLink, phoneText } from '../../data/PhoneLink';

export interface OfficeFilters {
  q: string;
  type: OfficeType | null;
  active: ActiveFilter;
}
export const noOfficeFilters: OfficeFilters = { q: '', type: null, active: null };
export const officeSortFields = ['code', 'name', 'type', 'city', 'active', 'createdAt', 'updatedAt'] as const;

export interface OfficeListProps extends ListViewProps<Office, OfficeFilters> {
  onExportCsv: (ids: string[]) => void;
  onSetActive?: (ids: string[], active: boolean) => void;
}

/** The offices of the network (module `destinations`, shown as "Offices"). */
export function OfficeList(props: OfficeListProps) {
  const { t } = useUiTranslation();
  const { filters, onFiltersChange } = props;
  const columns = useMemo<DataColumn<Office>[]>(
    () => [
      {
        id: 'code',
        header: t('offices.code'),
        sortable: true,
        hideable: false,
        cell: (o) => <span className={styles.code}>{o.code}</span>,
      },
      { id: 'name', header: t('offices.name'), sortable: true, cell: (o) => o.name },
      { id: 'type', header: t('offices.type'), sortable: true, cell: (o) => t(`offices.types.${o.type}`) },
      {
        id: 'city',
        header: t('offices.city'),
        sortable: true,
        cell: (o) => `${o.address.district}, ${o.address.city}`,
      },
      { id: 'phone', header: t('records.phone'), cell: (o) => phoneText(o.phone) },
      { id: 'active', header: t('records.state'), sortable: true, cell: (o) => <ActiveBadge active={o.active} /> },
    ],
    [t],
  );
  return (
    <RecordList
      {...props}
      title={t('offices.title')}
      newLabel={t('offices.new')}
      firstLabel={t('offices.first')}
      searchHint={t('offices.searchHint')}
      noFilters={noOfficeFilters}
      columns={columns}
      getRowId={(o) => o.id}
      filterControls={
        <>
          <FilterSelect
            label={t('offices.type')}
            allLabel={t('records.allTypes')}
            items={officeTypes.map((type) => ({ id: type, label: t(`offices.types.${type}`) }))}
            value={filters.type}
            onChange={(type) => onFiltersChange({ ...filters, type })}
          />
          <FilterSelect
            label={t('records.state')}
            allLabel={t('records.allStates')}
            items={activeItems(t)}
            value={filters.active}
            onChange={(active) => onFiltersChange({ ...filters, active })}
          />
        </>
      }
      bulkActions={(ids) => (
        <RecordBulkActions ids={ids} onExportCsv={props.onExportCsv} onSetActive={props.onSetActive} />
      )}
    />
  );
}

export interface OfficeDetailProps extends MasterDataPageProps {
  office: Office;
  staff: StaffMember[];
  trucks: Truck[];
  /** Parcels at the office now: how many, and the latest of them. */
  parcelsOnHand: { total: number; items: ParcelView[] };
  parcelHref: (parcel: ParcelView) => string;
  truckHref: (truck: Truck) => string;
  tiles?: MapTiles | null;
}

/** One office: its contact, its place on the map, who works there, its trucks and the parcels on hand. */
export function OfficeDetail(props: OfficeDetailProps) {
  const { office: o } = props;
  const { t } = useUiTranslation();
  const markers = useMemo(
    () => [{ id: o.id, lat: o.location.lat, lng: o.location.lng, label: `${o.code} · ${o.name}` }],
    [o],
  );
  return (
    <RecordPage
      {...props}
      title={o.code}
      monoTitle
      subtitle={`${o.name} · ${t(`offices.types.${o.type}`)}`}
      badges={<ActiveBadge active={o.active} />}
      deleteName={t('offices.deleteName', { code: o.code })}
    >
      <Card as="section" title={t('records.contact')}>
        <Facts
          items={[
            [t('offices.name'), o.name],
            [
              t('records.address'),
              `${o.address.line1}, ${o.address.district}, ${o.address.postalCode} ${o.address.city}`,
            ],
            [t('records.phone'), <PhoneLink key="phone" number={o.phone} />],
            [
              t('records.email'),
              <a key="email" href={`mailto:${o.email}`}>
                {o.email}
              </a>,
            ],
            [t('offices.openingHours'), o.openingHours],
          ]}
        />
      </Card>
      <Card as="section" title={t('offices.location')}>
        <RecordMap label={t('offices.mapOf', { code: o.code })} markers={markers} tiles={props.tiles} height={220} />
      </Card>
      <Card as="section" title={t('offices.onHand')}>
        <p className={styles.muted}>{t('offices.parcelsOnHand', { count: props.parcelsOnHand.total })}</p>
        <ul className={styles.stack}>
          {props.parcelsOnHand.items.map((p) => (
            <li key={p.id}>
              <Link href={props.parcelHref(p)} className={styles.code}>
                {p.trackingNumber}
              </Link>{' '}
              <ParcelStatusBadge status={p.status} size="sm" />
            </li>
          ))}
        </ul>
      </Card>
      <Card as="section" title={t('offices.staff', { count: props.staff.length })}>
        {props.staff.length ? (
          <ul className={styles.stack}>
            {props.staff.map((s) => (
              <li key={s.id}>
                {s.name} · <span className={styles.muted}>{t(`roles.${s.role}`)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('offices.noStaff')}</p>
        )}
      </Card>
      <Card as="section" title={t('offices.trucks', { count: props.trucks.length })}>
        {props.trucks.length ? (
          <ul className={styles.stack}>
            {props.trucks.map((truck) => (
              <li key={truck.id}>
                <Link href={props.truckHref(truck)} className={styles.code}>
                  {truck.plate}
                </Link>{' '}
                · {truck.make} {truck.model} · <TruckStatusBadge status={truck.status} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>{t('offices.noTrucks')}</p>
        )}
      </Card>
    </RecordPage>
  );
}

/** A new office: nothing filled in, a branch, active. */
export const blankOffice = (): OfficeInput => ({
  code: '',
  name: '',
  type: 'branch',
  address: { line1: '', district: '', city: '', postalCode: '' },
  location: { lat: Number.NaN, lng: Number.NaN },
  phone: '',
  email: '',
  openingHours: '',
  active: true,
});

/** Creating or editing an office, with the rules of DOMAIN.md and the server's field errors. */
export function OfficeForm(props: MasterDataFormProps<OfficeInput>) {
  const { t } = useUiTranslation();
  const { form, text, number, select, check, submit } = useSchemaForm<OfficeInput>({
    schema: officeInput,
    defaultValues: props.initial,
    prepare: (v) => ({ ...v, code: v.code.trim().toUpperCase() }),
    serverErrors: props.serverErrors,
    onDirtyChange: props.onDirtyChange,
    ranges: { 'location.lat': { min: -90, max: 90, unit: '°' }, 'location.lng': { min: -180, max: 180, unit: '°' } },
  });
  return (
    <RecordForm
      title={props.mode === 'create' ? t('offices.new') : t('offices.edit')}
      onSubmit={submit(props.onSubmit)}
      onCancel={props.onCancel}
      submitLabel={props.mode === 'create' ? t('records.create') : t('common.save')}
      isSubmitting={form.formState.isSubmitting}
      error={props.error}
    >
      <Card as="section" title={t('offices.identity')}>
        <div className={styles.formGrid}>
          {text('code', t('offices.code'), { description: t('offices.codeHint') })}
          {text('name', t('offices.name'), { className: styles.span2 })}
          {select(
            'type',
            t('offices.type'),
            officeTypes.map((type) => ({ id: type, label: t(`offices.types.${type}`) })),
          )}
          {check('active', t('records.active'))}
        </div>
      </Card>
      <Card as="section" title={t('records.contact')}>
        <div className={styles.formGrid}>
          {text('address.line1', t('records.line1'), { className: styles.span2 })}
          {text('address.district', t('records.district'))}
          {text('address.city', t('records.city'))}
          {text('address.postalCode', t('records.postalCode'))}
          {text('phone', t('records.phone'), { type: 'tel', description: t('records.phoneHint') })}
          {text('email', t('records.email'), { type: 'email' })}
          {text('openingHours', t('offices.openingHours'), {
            className: styles.span2,
            placeholder: t('offices.openingHoursHint'),
          })}
        </div>
      </Card>
      <Card as="section" title={t('offices.location')}>
        <div className={styles.formGrid}>
          {number('location.lat', t('offices.lat'), '°', { digits: 5 })}
          {number('location.lng', t('offices.lng'), '°', { digits: 5 })}
        </div>
      </Card>
    </RecordForm>
  );
}
