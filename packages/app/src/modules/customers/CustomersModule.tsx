import { useTranslation } from 'react-i18next';
import { customerTypes, type Complaint, type Customer, type CustomerInput, type ParcelView } from '@courier/domain';
import {
  blankCustomer,
  CustomerDetail,
  CustomerForm,
  CustomerList,
  customerName,
  customerSortFields,
  noCustomerFilters,
  type MasterDataFormProps,
  type MasterDataPageProps,
  officeCode,
} from '@courier/ui';
import { useOffices } from '../../api/reference';
import { useAuth } from '../../auth/auth';
import { useTitle } from '../../pages/useTitle';
import { downloadCsv } from '../parcels/csv';
import { CustomerApiKeysPanel } from './CustomerApiKeysPanel';
import { CustomerWebhooksPanel } from './CustomerWebhooksPanel';
import { ImportPage } from './import/ImportPage';
import type { RecordViewSpec } from '../records/listView';
import { recordModule } from '../records/RecordModule';
import { useRecordList, useRelated, useRights } from '../records/useRecords';

const base = '/secure/customers';
const spec: RecordViewSpec<typeof noCustomerFilters> = {
  noFilters: noCustomerFilters,
  allowed: { type: customerTypes, active: ['true', 'false'] },
  sortFields: customerSortFields,
  defaultSort: { id: 'code', direction: 'asc' },
};

function CustomersPage() {
  const { t } = useTranslation('ui');
  const offices = useOffices();
  const { listProps, chosen, setActive } = useRecordList<Customer, typeof noCustomerFilters>('customers', base, spec);
  useTitle(t('customers.title'));
  const exportCsv = (ids: string[]) =>
    downloadCsv(
      'customers',
      chosen(ids).map((c) => ({
        [t('customers.code')]: c.code,
        [t('customers.type')]: t(`customers.types.${c.type}`),
        [t('customers.name')]: c.name,
        [t('customers.companyName')]: c.companyName ?? '',
        [t('customers.taxNumber')]: c.taxNumber ?? '',
        [t('records.phone')]: c.phone,
        [t('records.email')]: c.email,
        [t('records.city')]: c.addresses[0]?.city ?? '',
        [t('records.homeOffice')]: officeCode(offices, c.homeOfficeId),
        [t('customers.creditLimit')]: c.creditLimit ?? '',
        [t('records.state')]: c.active ? t('records.active') : t('records.inactive'),
      })),
    );
  return (
    <CustomerList
      {...listProps}
      offices={offices}
      onExportCsv={exportCsv}
      onSetActive={setActive}
      importHref={useRights('customers').create ? `${base}/import` : undefined}
    />
  );
}

function CustomerPage({ record, page }: { record: Customer; page: MasterDataPageProps }) {
  const parcels = useRelated<ParcelView>('parcels', {
    customerId: record.id,
    size: 10,
    sort: 'createdAt',
    order: 'desc',
  });
  const complaints = useRelated<Complaint>('complaints', {
    customerId: record.id,
    size: 10,
    sort: 'createdAt',
    order: 'desc',
  });
  const mayComplain = useRights('complaints').create;
  // Keys are the administrator's: the server refuses the calls to anyone else, and the page does not offer them.
  const isAdmin = useAuth().user?.role === 'admin';
  return (
    <CustomerDetail
      {...page}
      customer={record}
      offices={useOffices()}
      parcels={parcels}
      complaints={complaints}
      parcelHref={(p) => `/secure/parcels/${p.id}`}
      complaintHref={(c) => `/secure/complaints/${c.id}`}
      newComplaintHref={mayComplain ? `/secure/complaints/new?customer=${record.id}` : undefined}
      apiKeys={isAdmin ? <CustomerApiKeysPanel customer={record} /> : undefined}
      webhooks={isAdmin ? <CustomerWebhooksPanel customer={record} /> : undefined}
    />
  );
}

function Form(props: MasterDataFormProps<CustomerInput>) {
  return <CustomerForm {...props} offices={useOffices()} />;
}

function useBlank() {
  const { t } = useTranslation('ui');
  const { user } = useAuth();
  return blankCustomer(user?.officeId ?? '', t('customers.firstAddressLabel'));
}

/** The customers module (/secure/customers). */
export const CustomersModule = recordModule({
  resource: 'customers',
  kind: 'customers',
  base,
  code: (c: Customer) => c.code,
  title: (c) => `${customerName(c)} · ${c.code}`,
  List: CustomersPage,
  Detail: CustomerPage,
  Form,
  toInput: ({
    type,
    name,
    companyName,
    taxNumber,
    email,
    phone,
    addresses,
    homeOfficeId,
    creditLimit,
    notes,
    active,
  }) => ({ type, name, companyName, taxNumber, email, phone, addresses, homeOfficeId, creditLimit, notes, active }),
  useBlank,
  pages: { import: ImportPage },
});
