import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { canRead, type Contact, type Country, type Customer, type Tag } from '@courier/domain';
import {
  ContactDetail,
  ContactForm,
  contactInputOf,
  customerName,
  customerOption,
  ContactMissing,
  ContactsView,
  toast,
  type ContactInput,
} from '@courier/ui';
import { ApiError, request } from '../../api/client';
import { messageOf } from '../../api/messages';
import { searchCustomers } from '../../api/parcels';
import { useAuth } from '../../auth/auth';
import { useTitle } from '../../pages/useTitle';
import { useUnsavedGuard } from '../records/useUnsavedGuard';
import { useSampleSave } from './useSampleSave';

/**
 * /apps/contacts, /apps/contacts/new, /apps/contacts/{id} and /apps/contacts/{id}/edit: the
 * company's address book over the sample area's API (every signed-in role). A new contact is
 * made only when its form is saved (the API's blank contact, then the form's values), so a
 * cancelled form leaves no "New Contact" behind. A contact may be linked to one of the company's
 * customers by the roles that read them; it then leads to the customer's page.
 */
const base = '/apps/contacts';
const contactsKey = ['apps', 'contacts'] as const;
type ContactValues = Omit<Contact, 'id' | 'avatar' | 'background'>;
const blank: ContactInput = {
  name: '',
  title: '',
  company: '',
  emails: [{ email: '', label: '' }],
  phoneNumbers: [{ country: 'tr', phoneNumber: '', label: '' }],
  birthday: '',
  address: '',
  notes: '',
  tags: [],
  customerId: null,
};

export function ContactsApp() {
  return (
    <Routes>
      <Route index element={<ContactsPage />} />
      <Route path="new" element={<ContactEditPage />} />
      <Route path=":id" element={<ContactPage />} />
      <Route path=":id/edit" element={<ContactEditPage />} />
    </Routes>
  );
}

const useContacts = () =>
  useQuery({
    queryKey: contactsKey,
    queryFn: ({ signal }) => request<Contact[]>('/api/apps/contacts/all', { signal }),
  });
const useTags = () =>
  useQuery({
    queryKey: ['apps', 'contacts', 'tags'],
    queryFn: ({ signal }) => request<Tag[]>('/api/apps/contacts/tags', { signal }),
  });
/** The customer a contact is linked to, for the roles that read customers: its name and page. */
function useLinkedCustomer(customerId: string | null | undefined) {
  const { user } = useAuth();
  const reads = canRead(user!.role, 'customers');
  const customer = useQuery({
    queryKey: ['customers', 'one', customerId],
    queryFn: ({ signal }) => request<Customer>(`/api/v1/customers/${customerId}`, { signal }),
    enabled: reads && !!customerId,
  });
  return {
    reads,
    pending: reads && !!customerId && customer.isPending,
    linked: customer.data
      ? { label: customerName(customer.data), href: `/secure/customers/${customer.data.id}` }
      : null,
  };
}

// About 250 countries that never change while the app runs.
const useCountries = () =>
  useQuery({
    queryKey: ['apps', 'contacts', 'countries'],
    queryFn: ({ signal }) => request<Country[]>('/api/apps/contacts/countries', { signal }),
    staleTime: Infinity,
  });

function ContactsPage() {
  const { t } = useTranslation('ui');
  const [query, setQuery] = useState('');
  const contacts = useContacts();
  useTitle(t('contacts.title'));
  return (
    <ContactsView
      contacts={contacts.data}
      error={contacts.error ? messageOf(contacts.error) : null}
      onRetry={() => void contacts.refetch()}
      query={query}
      onQueryChange={setQuery}
      contactHref={(c) => `${base}/${c.id}`}
      newHref={`${base}/new`}
    />
  );
}

function ContactPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  const client = useQueryClient();
  const contacts = useContacts();
  const tags = useTags();
  const countries = useCountries();
  const contact = contacts.data?.find((c) => c.id === id);
  const { linked, reads } = useLinkedCustomer(contact?.customerId);
  useTitle(contact?.name ?? t('contacts.title'));
  if (!contact) return <ContactMissing backHref={base} loading={contacts.isPending} />;
  return (
    <ContactDetail
      contact={contact}
      customer={reads ? linked : undefined}
      tags={tags.data ?? []}
      countries={countries.data ?? []}
      backHref={base}
      editHref={`${base}/${id}/edit`}
      onDelete={async () => {
        await request('/api/apps/contacts/contact', { method: 'DELETE', query: { id } });
        client.setQueryData<Contact[]>(contactsKey, (all) => all?.filter((c) => c.id !== id));
        toast.success(t('contacts.deleted', { name: contact.name }));
        navigate(base);
      }}
      onAvatar={async (image) => {
        const form = new FormData();
        form.set('id', id);
        form.set('avatar', image, 'photo.jpg');
        try {
          const saved = await request<Contact>('/api/apps/contacts/avatar', { method: 'POST', body: form });
          client.setQueryData<Contact[]>(contactsKey, (all) => all?.map((c) => (c.id === id ? saved : c)));
          toast.success(t('contacts.photoSaved'));
        } catch (error) {
          throw new Error(
            error instanceof ApiError && error.status === 422 ? t('contacts.photoRefused') : messageOf(error),
            { cause: error },
          );
        }
      }}
    />
  );
}

function ContactEditPage() {
  const { id } = useParams();
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  const client = useQueryClient();
  const contacts = useContacts();
  const tags = useTags();
  const countries = useCountries();
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedGuard(dirty);
  const existing = id ? contacts.data?.find((c) => c.id === id) : undefined;
  const customer = useLinkedCustomer(existing?.customerId);
  useTitle(id ? t('contacts.edit') : t('contacts.new'));

  const { save, serverErrors, error } = useSampleSave<Contact, ContactValues>(
    '/api/apps/contacts/contact',
    'contact',
    id,
    (saved) => {
      guard.release();
      void client.invalidateQueries({ queryKey: contactsKey });
      client.setQueryData<Contact[]>(contactsKey, (all) =>
        all ? (id ? all.map((c) => (c.id === saved.id ? saved : c)) : [saved, ...all]) : all,
      );
      toast.success(t(id ? 'contacts.saved' : 'contacts.created'));
      navigate(`${base}/${saved.id}`);
    },
  );

  if (id && !existing) return <ContactMissing backHref={base} loading={contacts.isPending} />;
  if (!countries.data || !tags.data) return <ContactMissing backHref={base} loading />;
  // The linked customer's name is in the field as it opens.
  if (customer.pending) return <ContactMissing backHref={base} loading />;
  return (
    <>
      <ContactForm
        key={existing?.id ?? 'new'}
        mode={id ? 'edit' : 'create'}
        initial={existing ? contactInputOf(existing) : blank}
        tags={tags.data}
        countries={countries.data}
        onSubmit={save}
        onCancel={() => navigate(id ? `${base}/${id}` : base)}
        serverErrors={serverErrors}
        error={error}
        onDirtyChange={setDirty}
        searchCustomers={
          customer.reads ? async (text, signal) => (await searchCustomers(text, signal)).map(customerOption) : undefined
        }
        customerLabel={customer.linked?.label}
      />
      {guard.dialog}
    </>
  );
}
