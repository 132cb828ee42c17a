import { useQuery } from '@tanstack/react-query';
import Papa from 'papaparse';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { officeTypes, type Office, type OfficeInput, type Page, type Parcel, type Truck } from '@courier/domain';
import { blankOffice, ErrorPage, noOfficeFilters, OfficeDetail, OfficeForm, OfficeList, officeSortFields, Spinner, toast } from '@courier/ui';
import { ApiError, request } from '../../api/client';
import { useStaff } from '../../api/scans';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { useTitle } from '../../pages/useTitle';
import { mapTiles } from '../../state/config';
import { download } from '../parcels/csv';
import type { RecordViewSpec } from '../records/listView';
import { recordQuery, useRecordDelete, useRecordList, useRecordSave, useRights } from '../records/useRecords';
import { useUnsavedGuard } from '../records/useUnsavedGuard';

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
  const exportCsv = (ids: string[]) => {
    const rows = chosen(ids).map((o) => ({
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
    }));
    download(`offices-${new Date().toISOString().slice(0, 10)}.csv`, `\uFEFF${Papa.unparse(rows)}`);
  };
  return <OfficeList {...listProps} onExportCsv={exportCsv} onSetActive={setActive} />;
}

function OfficePage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  const rights = useRights('offices');
  const office = useQuery(recordQuery<Office>('offices', id));
  const staff = useStaff();
  const trucks = useQuery({ queryKey: ['trucks', 'list', { homeOfficeId: id }], queryFn: ({ signal }) => request<Page<Truck>>('/api/v1/trucks', { query: { homeOfficeId: id, size: 100, sort: 'plate' }, signal }) });
  const onHand = useQuery({ queryKey: ['parcels', 'list', { currentOfficeId: id }], queryFn: ({ signal }) => request<Page<Parcel>>('/api/v1/parcels', { query: { currentOfficeId: id, size: 10 }, signal }) });
  const remove = useRecordDelete('offices', id, () => {
    toast.success(t('offices.deleted', { code: office.data?.code }));
    void navigate(base, { replace: true });
  });
  useTitle(office.data ? `${office.data.code} · ${office.data.name}` : t('offices.title'));
  if (office.isError) return office.error instanceof ApiError && office.error.status === 404 ? <NotFoundPage /> : <ErrorPage onRetry={() => void office.refetch()} />;
  if (!office.data) return <Spinner size="lg" />;
  return (
    <OfficeDetail
      office={office.data}
      staff={staff.filter((s) => s.officeId === id)}
      trucks={trucks.data?.items ?? []}
      parcelsOnHand={onHand.data ?? { total: 0, items: [] }}
      parcelHref={(p) => `/secure/parcels/${p.id}`}
      truckHref={(truck) => `/secure/trucks/${truck.id}`}
      tiles={mapTiles}
      backHref={base}
      backLabel={t('offices.back')}
      editHref={rights.update ? `${base}/${id}/edit` : undefined}
      onDelete={rights.delete ? remove : undefined}
    />
  );
}

function OfficeFormPage({ office }: { office?: Office }) {
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedGuard(dirty);
  const { save, serverErrors, error } = useRecordSave<Office, OfficeInput>('offices', office);
  useTitle(office ? `${t('offices.edit')} · ${office.code}` : t('offices.new'));
  const submit = async (values: OfficeInput) => {
    const saved = await save(values);
    guard.release();
    toast.success(t(office ? 'offices.saved' : 'offices.created', { code: saved.code }));
    await navigate(`${base}/${saved.id}`);
  };
  const initial: OfficeInput = office ? { code: office.code, name: office.name, type: office.type, address: office.address, location: office.location, phone: office.phone, email: office.email, openingHours: office.openingHours, active: office.active } : blankOffice();
  return (
    <>
      <OfficeForm mode={office ? 'edit' : 'create'} initial={initial} onSubmit={submit} onCancel={() => void navigate(office ? `${base}/${office.id}` : base)} serverErrors={serverErrors} error={error} onDirtyChange={setDirty} />
      {guard.dialog}
    </>
  );
}

function NewOfficePage() {
  return useRights('offices').create ? <OfficeFormPage /> : <Navigate to={base} replace />;
}

function EditOfficePage() {
  const { id = '' } = useParams();
  const mayEdit = useRights('offices').update;
  const office = useQuery({ ...recordQuery<Office>('offices', id), enabled: mayEdit });
  if (!mayEdit) return <Navigate to={`${base}/${id}`} replace />;
  if (office.isError) return office.error instanceof ApiError && office.error.status === 404 ? <NotFoundPage /> : <ErrorPage onRetry={() => void office.refetch()} />;
  return office.data ? <OfficeFormPage key={office.data.id} office={office.data} /> : <Spinner size="lg" />;
}

/** The offices module (/secure/destinations, shown as "Offices"). */
export function OfficesModule() {
  return (
    <Routes>
      <Route index element={<OfficesPage />} />
      <Route path="new" element={<NewOfficePage />} />
      <Route path=":id/edit" element={<EditOfficePage />} />
      <Route path=":id" element={<OfficePage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
