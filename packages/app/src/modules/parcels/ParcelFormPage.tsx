import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { canWrite, type Customer, type CustomerInput, type ParcelInput, type ParcelView } from '@courier/domain';
import { blankParcel, ErrorPage, formValuesOf, ParcelForm, Spinner, toast, type ParcelFormValues } from '@courier/ui';
import { ApiError, request } from '../../api/client';
import { messageOf, refusalOf } from '../../api/messages';
import { useOffices } from '../../api/reference';
import { useAuth } from '../../auth/auth';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { useTitle } from '../../pages/useTitle';
import { useRecordSave, useRights } from '../records/useRecords';
import { useUnsavedGuard } from '../records/useUnsavedGuard';
import { parcelQuery, searchCustomers } from '../../api/parcels';

/** The form as a page: what it sends, and what the server says back. */
function FormPage({ parcel }: { parcel?: ParcelView }) {
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  const client = useQueryClient();
  const { user } = useAuth();
  const offices = useOffices();
  const [dirty, setDirty] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [error, setError] = useState<string | null>(null);
  const customer = useQuery({
    queryKey: ['customers', 'one', parcel?.customerId],
    queryFn: ({ signal }) => request<Customer>(`/api/v1/customers/${parcel!.customerId}`, { signal }),
    enabled: !!parcel,
    staleTime: 60_000,
  });
  const guard = useUnsavedGuard(dirty);
  // A walk-in sender is made from the booking form's "New customer" dialog (issue 64, item 6), with
  // the customers' own save: the customer lists are refreshed, the refusal goes back to the dialog.
  const mayCreateCustomers = useRights('customers').create;
  const customerSave = useRecordSave<Customer, CustomerInput>('customers');
  const createCustomer = async (input: CustomerInput) => {
    try {
      const made = await customerSave.save(input);
      toast.success(t('customers.created', { code: made.code }));
      return made;
    } catch (caught) {
      throw refusalOf(caught);
    }
  };
  useTitle(parcel ? `${t('parcelForm.editTitle')} · ${parcel.trackingNumber}` : t('parcelForm.createTitle'));
  // Once received, only the receiver and the reference can change (the server keeps the rest); so
  // too where the amounts are not the user's to see (another office booked the parcel).
  const moneyHidden = !!parcel && parcel.price === null;
  const inNetwork = !!parcel && (parcel.status !== 'created' || moneyHidden);
  const clerkOffice = user?.role === 'clerk' ? user.officeId : null;

  const save = async (values: ParcelFormValues) => {
    setError(null);
    setServerErrors(undefined);
    try {
      const body: Partial<ParcelInput> = parcel
        ? inNetwork
          ? { receiver: values.receiver, reference: values.reference }
          : { ...values, service: undefined }
        : values;
      const saved = await request<ParcelView>(parcel ? `/api/v1/parcels/${parcel.id}` : '/api/v1/parcels', {
        method: parcel ? 'PATCH' : 'POST',
        body,
      });
      client.setQueryData(parcelQuery(saved.id).queryKey, saved);
      void client.invalidateQueries({ queryKey: ['parcels', 'list'] });
      guard.release();
      toast.success(t(parcel ? 'parcelForm.saved' : 'parcelForm.created', { tracking: saved.trackingNumber }));
      await navigate(`/secure/parcels/${saved.id}`);
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 422 && caught.fields) setServerErrors(caught.fields);
      setError(messageOf(caught));
      throw caught;
    }
  };

  if (parcel && customer.isPending) return <Spinner size="lg" />;
  return (
    <>
      <ParcelForm
        mode={parcel ? 'edit' : 'create'}
        initial={parcel ? formValuesOf(parcel) : blankParcel(clerkOffice ?? '')}
        editable={inNetwork ? 'receiver-only' : 'all'}
        offices={offices}
        originLocked={!!clerkOffice}
        moneyHidden={moneyHidden}
        searchCustomers={searchCustomers}
        customerLabel={customer.data ? (customer.data.companyName ?? customer.data.name) : undefined}
        createCustomer={mayCreateCustomers ? createCustomer : undefined}
        onSubmit={save}
        onCancel={() => void navigate(parcel ? `/secure/parcels/${parcel.id}` : '/secure/parcels')}
        serverErrors={serverErrors}
        error={error}
        onDirtyChange={setDirty}
      />
      {guard.dialog}
    </>
  );
}

/** Only the roles that may book or edit parcels see the form; the others go to the list. */
export function useMayWrite(action: 'create' | 'update') {
  const { user } = useAuth();
  return !!user && canWrite(user.role, 'parcels', action);
}

/** /secure/parcels/new */
export function NewParcelPage() {
  return useMayWrite('create') ? <FormPage /> : <Navigate to="/secure/parcels" replace />;
}

/** /secure/parcels/:id/edit */
export function EditParcelPage() {
  const { id = '' } = useParams();
  const mayEdit = useMayWrite('update');
  const parcel = useQuery({ ...parcelQuery(id), enabled: mayEdit });
  if (!mayEdit) return <Navigate to={`/secure/parcels/${id}`} replace />;
  if (parcel.isError)
    return parcel.error instanceof ApiError && parcel.error.status === 404 ? (
      <NotFoundPage />
    ) : (
      <ErrorPage onRetry={() => void parcel.refetch()} />
    );
  if (!parcel.data) return <Spinner size="lg" />;
  return <FormPage key={parcel.data.id} parcel={parcel.data} />;
}
