import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  canWrite,
  complaintCategories,
  complaintPriorities,
  complaintStatuses,
  isFinalStatus,
  type Complaint,
  type ComplaintInput,
  type ComplaintStatus,
  type Customer,
  type Page,
  type ParcelView,
} from '@courier/domain';
import {
  unsettledStatuses,
  blankComplaint,
  ComplaintDetail,
  ComplaintForm,
  ComplaintList,
  complaintSortFields,
  customerName,
  noComplaintFilters,
  Spinner,
  toast,
} from '@courier/ui';
import { request } from '../../api/client';
import { eventsQuery, openedParcelQuery } from '../../api/parcels';
import { messageOf } from '../../api/messages';
import { useOffices } from '../../api/reference';
import { scanRefusalText, sendScan, useStaff } from '../../api/scans';
import { useAuth } from '../../auth/auth';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { useSampleText } from '../../i18n/sampleText';
import { useTitle } from '../../pages/useTitle';
import { downloadCsv } from '../parcels/csv';
import type { RecordViewSpec } from '../records/listView';
import { recordQuery, useRecordList, useRecordSave, useRights } from '../records/useRecords';
import { useUnsavedGuard } from '../records/useUnsavedGuard';
import { Loaded } from '../records/RecordModule';

const base = '/secure/complaints';
const spec: RecordViewSpec<typeof noComplaintFilters> = {
  noFilters: noComplaintFilters,
  allowed: {
    status: [...complaintStatuses, unsettledStatuses],
    category: complaintCategories,
    priority: complaintPriorities,
    pastSla: ['true'],
  },
  sortFields: complaintSortFields,
  defaultSort: { id: 'createdAt', direction: 'desc' },
};

/** The clock the SLAs count against, moved on every minute. */
function useMinuteClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Names of the customers of the rows shown, in one call (`id` takes a comma list). */
function useCustomerNames(ids: string[]) {
  const unique = [...new Set(ids)].sort();
  const answer = useQuery({
    queryKey: ['customers', 'list', { id: unique.join(',') }],
    queryFn: ({ signal }) =>
      request<Page<Customer>>('/api/v1/customers', {
        query: { id: unique.join(','), size: Math.max(1, unique.length) },
        signal,
      }),
    enabled: unique.length > 0,
    staleTime: 5 * 60_000,
  });
  return useMemo(
    () => Object.fromEntries((answer.data?.items ?? []).map((c) => [c.id, customerName(c)])),
    [answer.data],
  );
}

function ComplaintsPage() {
  const { t } = useTranslation('ui');
  const staff = useStaff();
  const now = useMinuteClock();
  const { listProps, chosen, query } = useRecordList<Complaint, typeof noComplaintFilters>('complaints', base, spec);
  const customers = useCustomerNames((query.data?.items ?? []).map((c) => c.customerId));
  useTitle(t('complaints.title'));
  const exportCsv = (ids: string[]) =>
    downloadCsv(
      'complaints',
      chosen(ids).map((c) => ({
        [t('complaints.code')]: c.code,
        [t('complaints.subject')]: c.subject,
        [t('complaints.customer')]: customers[c.customerId] ?? c.customerId,
        [t('complaints.category')]: t(`complaints.categories.${c.category}`),
        [t('complaints.priority')]: t(`complaints.priorities.${c.priority}`),
        [t('complaints.status')]: t(`complaints.statuses.${c.status}`),
        [t('complaints.assignee')]: staff.find((s) => s.id === c.assigneeId)?.name ?? '',
        [t('complaints.opened')]: c.createdAt,
        [t('complaints.due')]: c.dueAt,
      })),
    );
  const say = useSampleText();
  const result = listProps.result
    ? { ...listProps.result, items: listProps.result.items.map((c) => localised(c, say)) }
    : listProps.result;
  return (
    <ComplaintList
      {...listProps}
      result={result}
      staff={staff}
      customers={customers}
      now={now}
      onExportCsv={exportCsv}
    />
  );
}

/** /secure/complaints/:id: the complaint, loaded (or its 404 or error page). */
function ComplaintPage() {
  const { id = '' } = useParams();
  return (
    <Loaded<Complaint> key={id} resource="complaints" id={id}>
      {(complaint) => <ComplaintView c={complaint} />}
    </Loaded>
  );
}

/** A complaint with the sample company's texts in the user's language (what people typed stays as typed). */
const localised = (c: Complaint, say: (text: string) => string): Complaint => ({
  ...c,
  subject: say(c.subject),
  description: say(c.description),
  resolution: c.resolution === null ? null : say(c.resolution),
  comments: c.comments.map((comment) => ({ ...comment, text: say(comment.text) })),
});

function ComplaintView({ c: stored }: { c: Complaint }) {
  const say = useSampleText();
  const c = localised(stored, say);
  const id = c.id;
  const { t } = useTranslation('ui');
  const client = useQueryClient();
  const { user } = useAuth();
  const staff = useStaff();
  const offices = useOffices();
  const now = useMinuteClock();
  const customer = useQuery(recordQuery<Customer>('customers', c.customerId));
  const parcel = useQuery({ ...recordQuery<ParcelView>('parcels', c.parcelId ?? ''), enabled: !!c.parcelId });
  const events = useQuery({ ...eventsQuery(c.parcelId ?? ''), enabled: !!c.parcelId });
  useTitle(`${c.code} · ${c.subject}`);

  const mayWork = !!user && canWrite(user.role, 'complaints', 'update');
  const patch = async (body: Record<string, unknown>) => {
    try {
      const saved = await request<Complaint>(`/api/v1/complaints/${id}`, { method: 'PATCH', body });
      client.setQueryData(recordQuery<Complaint>('complaints', id).queryKey, saved);
      void client.invalidateQueries({ queryKey: ['complaints', 'list'] });
      return saved;
    } catch (caught) {
      throw { message: messageOf(caught) };
    }
  };
  const p = parcel.data;
  const mayMarkLost =
    !!user &&
    (user.role === 'admin' || user.role === 'manager') &&
    c.category === 'loss' &&
    !!p &&
    !isFinalStatus(p.status);
  return (
    <ComplaintDetail
      complaint={c}
      customer={customer.data}
      parcel={p}
      events={events.data ?? []}
      offices={offices}
      staff={staff}
      now={now}
      backHref={base}
      backLabel={t('complaints.back')}
      customerHref={`/secure/customers/${c.customerId}`}
      parcelHref={c.parcelId ? `/secure/parcels/${c.parcelId}` : undefined}
      onAssign={
        mayWork
          ? async (assigneeId) => {
              await patch({ assigneeId });
              toast.success(t('complaints.assigned', { code: c.code }));
            }
          : undefined
      }
      onMove={
        mayWork
          ? async (status: ComplaintStatus, resolution?: string) => {
              await patch(resolution ? { status, resolution } : { status });
              toast.success(t('complaints.moved', { code: c.code, status: t(`complaints.statuses.${status}`) }));
            }
          : undefined
      }
      onComment={
        mayWork
          ? async (comment) => {
              await patch({ comment });
              toast.success(t('complaints.commented'));
            }
          : undefined
      }
      onMarkLost={
        mayMarkLost
          ? async () => {
              try {
                await sendScan({ trackingNumber: p.trackingNumber, action: 'lost', reason: 'complaint', note: c.code });
              } catch (caught) {
                throw { message: scanRefusalText(caught) };
              }
              toast.success(t('complaints.lost', { number: p.trackingNumber }));
              void client.invalidateQueries({ queryKey: ['parcels'] });
            }
          : undefined
      }
    />
  );
}

/**
 * /secure/complaints/new, opened blank, or from a parcel (?parcel=, or ?tracking= for another
 * office's parcel that a clerk opened by its number) or a customer (?customer=).
 */
function NewComplaintPage() {
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const staff = useStaff();
  const parcelId = params.get('parcel');
  const trackingNumber = params.get('tracking');
  const customerId = params.get('customer');
  const byId = useQuery({ ...recordQuery<ParcelView>('parcels', parcelId ?? ''), enabled: !!parcelId });
  // The same read as the parcel's page, kept from it: no second opening.
  const opened = useQuery({ ...openedParcelQuery(trackingNumber ?? ''), enabled: !parcelId && !!trackingNumber });
  const parcel = parcelId ? byId.data : opened.data?.parcel;
  const parcelFailed = parcelId ? byId.isError : opened.isError;
  const customer = useQuery({
    ...recordQuery<Customer>('customers', parcel?.customerId ?? customerId ?? ''),
    enabled: !!(parcel?.customerId ?? customerId),
  });
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedGuard(dirty);
  const { save, serverErrors, error } = useRecordSave<Complaint, ComplaintInput>('complaints');
  useTitle(t('complaints.new'));
  if (((parcelId || trackingNumber) && !parcel && !parcelFailed) || (customerId && !customer.data && !customer.isError))
    return <Spinner size="lg" />;
  const about = parcel ? { parcelId: parcel.id, customerId: parcel.customerId } : customerId ? { customerId } : {};
  const submit = async (values: ComplaintInput) => {
    const saved = await save(values);
    guard.release();
    toast.success(t('complaints.created', { code: saved.code }));
    await navigate(`${base}/${saved.id}`);
  };
  const searchCustomers = async (text: string, signal: AbortSignal) =>
    (await request<Page<Customer>>('/api/v1/customers', { query: { q: text, size: 10, active: 'true' }, signal }))
      .items;
  return (
    <>
      <ComplaintForm
        initial={blankComplaint(about)}
        staff={staff}
        about={{
          parcel: parcel?.trackingNumber,
          customer: customer.data ? customerName(customer.data) : undefined,
        }}
        searchCustomers={about.customerId ? undefined : searchCustomers}
        onSubmit={submit}
        onCancel={() =>
          void navigate(
            parcelId
              ? `/secure/parcels/${parcelId}`
              : trackingNumber
                ? `/secure/parcels/tracking/${trackingNumber}`
                : customerId
                  ? `/secure/customers/${customerId}`
                  : base,
          )
        }
        serverErrors={serverErrors}
        error={error}
        onDirtyChange={setDirty}
      />
      {guard.dialog}
    </>
  );
}

function NewPage() {
  return useRights('complaints').create ? <NewComplaintPage /> : <Navigate to={base} replace />;
}

/** Complaints (/secure/complaints): the list, opening one, and each complaint's page. */
export function ComplaintsModule() {
  return (
    <Routes>
      <Route index element={<ComplaintsPage />} />
      <Route path="new" element={<NewPage />} />
      <Route path=":id" element={<ComplaintPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
