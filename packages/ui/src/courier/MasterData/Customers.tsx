import { useMemo, type ReactNode } from 'react';
import { useFieldArray, type Path } from 'react-hook-form';
import {
  customerInput,
  customerTypes,
  type Complaint,
  type Customer,
  type CustomerInput,
  type CustomerType,
  type Office,
  type ParcelView,
} from '@courier/domain';
import type { DataColumn } from '../../data/DataTable/DataTable';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { useUiTranslation } from '../../i18n';
import { Button, ButtonLink } from '../../primitives/Button/Button';
import { Card } from '../../primitives/Card/Card';
import type { OptionItem } from '../../primitives/shared/Option';
import { Facts } from '../../records/Facts';
import { FilterSelect } from '../../records/FilterSelect';
import { RecordBulkActions, type ActiveFilter } from '../../records/RecordBulkActions';
import { RecordForm } from '../../records/RecordForm';
import { RecordList, type ListViewProps } from '../../records/RecordList';
import { RecordPage } from '../../records/RecordPage';
import * as styles from '../../records/Record.css';
import { useCourierFormat } from '../format';
import { ParcelStatusBadge } from '../ParcelStatusBadge';
import { ComplaintStatusBadge, PriorityBadge } from '../StatusBadges';
import {
  ActiveBadge,
  activeItems,
  officeCode,
  officeItems,
  RelatedList,
  type MasterDataFormProps,
  type MasterDataPageProps,
} from './shared';
import { PhoneLink, phoneText } from '../../data/PhoneLink';

export interface CustomerFilters {
  q: string;
  type: CustomerType | null;
  homeOfficeId: string | null;
  active: ActiveFilter;
}
export const noCustomerFilters: CustomerFilters = { q: '', type: null, homeOfficeId: null, active: null };
export const customerSortFields = ['code', 'name', 'type', 'creditLimit', 'active', 'createdAt', 'updatedAt'] as const;

/** A business goes by its company; a person by name. */
export const customerName = (c: Pick<Customer, 'name' | 'companyName'>) => c.companyName ?? c.name;
/** A customer as a picker lists it: its name, with its code and city beneath. */
export const customerOption = (c: Customer): OptionItem => ({
  id: c.id,
  label: customerName(c),
  description: `${c.code} · ${c.addresses[0]?.city ?? ''}`,
});

export interface CustomerListProps extends ListViewProps<Customer, CustomerFilters> {
  offices: Office[];
  onExportCsv: (ids: string[]) => void;
  onSetActive?: (ids: string[], active: boolean) => void;
  /** Where "Import CSV" goes; absent for roles that cannot create customers. */
  importHref?: string;
}

/** The customer accounts: the senders who book with the company. */
export function CustomerList(props: CustomerListProps) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const { filters, onFiltersChange, offices } = props;
  const columns = useMemo<DataColumn<Customer>[]>(
    () => [
      {
        id: 'code',
        header: t('customers.code'),
        sortable: true,
        hideable: false,
        card: 'line',
        cell: (c) => <span className={styles.code}>{c.code}</span>,
      },
      { id: 'name', header: t('customers.name'), sortable: true, card: 'title', cell: (c) => customerName(c) },
      { id: 'type', header: t('customers.type'), sortable: true, cell: (c) => t(`customers.types.${c.type}`) },
      { id: 'phone', header: t('records.phone'), card: 'line', cell: (c) => phoneText(c.phone) },
      { id: 'email', header: t('records.email'), defaultHidden: true, cell: (c) => c.email },
      { id: 'homeOffice', header: t('records.homeOffice'), cell: (c) => officeCode(offices, c.homeOfficeId) },
      {
        id: 'creditLimit',
        header: t('customers.creditLimit'),
        sortable: true,
        align: 'end',
        defaultHidden: true,
        cell: (c) => (c.creditLimit === null ? '—' : format.money(c.creditLimit)),
      },
      {
        id: 'active',
        header: t('records.state'),
        sortable: true,
        card: 'badge',
        cell: (c) => <ActiveBadge active={c.active} />,
      },
    ],
    [t, format, offices],
  );
  return (
    <RecordList
      {...props}
      title={t('customers.title')}
      newLabel={t('customers.new')}
      firstLabel={t('customers.first')}
      headerActions={
        props.importHref ? (
          <ButtonLink variant="secondary" href={props.importHref} icon="heroicons_outline:document-arrow-up">
            {t('customers.import')}
          </ButtonLink>
        ) : null
      }
      searchHint={t('customers.searchHint')}
      noFilters={noCustomerFilters}
      columns={columns}
      getRowId={(c) => c.id}
      filterControls={
        <>
          <FilterSelect
            label={t('customers.type')}
            allLabel={t('records.allTypes')}
            items={customerTypes.map((type) => ({ id: type, label: t(`customers.types.${type}`) }))}
            value={filters.type}
            onChange={(type) => onFiltersChange({ ...filters, type })}
          />
          <FilterSelect
            label={t('records.homeOffice')}
            allLabel={t('records.allOffices')}
            items={officeItems(offices)}
            value={filters.homeOfficeId}
            onChange={(homeOfficeId) => onFiltersChange({ ...filters, homeOfficeId })}
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

export interface CustomerDetailProps extends MasterDataPageProps {
  customer: Customer;
  offices: Office[];
  /** The customer's parcels, newest first, and how many there are. */
  parcels: { total: number; items: ParcelView[] };
  complaints: { total: number; items: Complaint[] };
  parcelHref: (parcel: ParcelView) => string;
  complaintHref: (complaint: Complaint) => string;
  /** Where a complaint of this customer is opened; absent for roles that cannot. */
  newComplaintHref?: string;
  /** The customer's API keys (CustomerApiKeys), for the administrator only: absent for other roles. */
  apiKeys?: ReactNode;
  /** The customer's webhook endpoints (CustomerWebhooks), for the administrator only. */
  webhooks?: ReactNode;
}

/** One customer: contact, account, addresses, and the parcels and complaints of the account. */
export function CustomerDetail(props: CustomerDetailProps) {
  const { customer: c, offices } = props;
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const office = offices.find((o) => o.id === c.homeOfficeId);
  return (
    <RecordPage
      {...props}
      title={customerName(c)}
      subtitle={
        <>
          <span className={styles.code}>{c.code}</span> · {t(`customers.types.${c.type}`)}
        </>
      }
      badges={<ActiveBadge active={c.active} />}
      deleteName={t('customers.deleteName', { code: c.code })}
      actions={
        props.newComplaintHref ? (
          <ButtonLink variant="secondary" href={props.newComplaintHref} icon="heroicons_outline:chat-bubble-left-right">
            {t('complaints.openOne')}
          </ButtonLink>
        ) : null
      }
    >
      <Card as="section" title={t('records.contact')}>
        <Facts
          items={[
            [c.type === 'business' ? t('customers.contactName') : t('customers.name'), c.name],
            [t('records.phone'), <PhoneLink key="phone" number={c.phone} />],
            [
              t('records.email'),
              <a key="email" href={`mailto:${c.email}`}>
                {c.email}
              </a>,
            ],
            [t('records.homeOffice'), office ? `${office.code} · ${office.name}` : c.homeOfficeId],
          ]}
        />
      </Card>
      <Card as="section" title={t('customers.account')}>
        <Facts
          items={[
            [t('customers.type'), t(`customers.types.${c.type}`)],
            ...(c.type === 'business'
              ? ([
                  [t('customers.companyName'), c.companyName],
                  [
                    t('customers.taxNumber'),
                    <span key="tax" className={styles.code}>
                      {c.taxNumber}
                    </span>,
                  ],
                  [
                    t('customers.creditLimit'),
                    c.creditLimit === null ? t('customers.noCredit') : format.money(c.creditLimit),
                  ],
                ] as [string, ReactNode][])
              : []),
            [t('customers.notes'), c.notes || '—'],
          ]}
        />
      </Card>
      <Card as="section" title={t('customers.addresses', { count: c.addresses.length })}>
        <ul className={styles.related}>
          {c.addresses.map((a, i) => (
            <li key={i}>
              <strong>{a.label}</strong> · {a.line1}, {a.district}, {a.postalCode} {a.city}
            </li>
          ))}
        </ul>
      </Card>
      <Card as="section" title={t('customers.parcels', { count: props.parcels.total })} className={styles.wide}>
        <RelatedList
          items={props.parcels.items}
          total={props.parcels.total}
          empty={t('customers.noParcels')}
          getKey={(p) => p.id}
          href={props.parcelHref}
          label={(p) => p.trackingNumber}
          detail={(p) => (
            <>
              <ParcelStatusBadge status={p.status} size="sm" />{' '}
              <span className={styles.muted}>
                {t('customers.parcelTo', {
                  name: p.receiver.name,
                  city: p.receiver.address.city,
                  day: format.day(p.createdAt),
                })}
              </span>
            </>
          )}
        />
      </Card>
      <Card as="section" title={t('customers.complaints', { count: props.complaints.total })} className={styles.wide}>
        <RelatedList
          items={props.complaints.items}
          total={props.complaints.total}
          empty={t('customers.noComplaints')}
          getKey={(x) => x.id}
          href={props.complaintHref}
          label={(x) => x.code}
          detail={(x) => (
            <>
              {x.subject} <ComplaintStatusBadge status={x.status} /> <PriorityBadge status={x.priority} />
            </>
          )}
        />
      </Card>
      {props.apiKeys}
      {props.webhooks}
    </RecordPage>
  );
}

const emptyAddress = (label: string) => ({ label, line1: '', district: '', city: '', postalCode: '' });

/** A new customer: a person, one address, at the given office. */
export const blankCustomer = (homeOfficeId = '', addressLabel = 'Home'): CustomerInput => ({
  type: 'individual',
  name: '',
  companyName: null,
  taxNumber: null,
  email: '',
  phone: '',
  addresses: [emptyAddress(addressLabel)],
  homeOfficeId,
  creditLimit: null,
  notes: '',
  active: true,
});

/** What the schema reads: a person has no company, tax number or credit; blanks are "none". */
function prepare(v: CustomerInput): CustomerInput {
  const business = v.type === 'business';
  const blank = (s: string | null) => (s?.trim() ? s.trim() : null);
  return {
    ...v,
    companyName: business ? blank(v.companyName) : null,
    taxNumber: business ? (blank(v.taxNumber)?.replace(/\s/g, '') ?? null) : null,
    creditLimit: business && v.creditLimit !== null && !Number.isNaN(v.creditLimit) ? v.creditLimit : null,
  };
}

export interface CustomerFormProps extends MasterDataFormProps<CustomerInput> {
  offices: Office[];
  /** Drawn in a dialog over another form (a walk-in sender made while booking). */
  inDialog?: boolean;
}

/** Creating or editing a customer: the business fields appear for a business, addresses are added and removed. */
export function CustomerForm(props: CustomerFormProps) {
  const { t } = useUiTranslation();
  const { form, values, text, number, select, check, area, message, submit } = useSchemaForm<CustomerInput>({
    schema: customerInput,
    defaultValues: props.initial,
    prepare,
    serverErrors: props.serverErrors,
    onDirtyChange: props.onDirtyChange,
    ranges: { creditLimit: { min: 0, max: 10_000_000, unit: '₺' } },
    // A business has a company name and a tax number.
    watch: ['type'],
  });
  const addresses = useFieldArray({ control: form.control, name: 'addresses' });
  const business = values.type === 'business';
  const at = (i: number, field: string) => `addresses.${i}.${field}` as Path<CustomerInput>;
  return (
    <RecordForm
      title={props.mode === 'create' ? t('customers.new') : t('customers.edit')}
      onSubmit={submit(props.onSubmit)}
      onCancel={props.onCancel}
      submitLabel={props.mode === 'create' ? t('records.create') : t('common.save')}
      isSubmitting={form.formState.isSubmitting}
      error={props.error}
      inDialog={props.inDialog}
    >
      <Card as="section" title={t('customers.account')}>
        <div className={styles.formGrid}>
          {select(
            'type',
            t('customers.type'),
            customerTypes.map((type) => ({ id: type, label: t(`customers.types.${type}`) })),
          )}
          {text('name', business ? t('customers.contactName') : t('customers.name'), { className: styles.span2 })}
          {business
            ? text('companyName', t('customers.companyName'), { className: styles.span2, autoComplete: 'organization' })
            : null}
          {business ? text('taxNumber', t('customers.taxNumber'), { description: t('customers.taxNumberHint') }) : null}
          {business
            ? number('creditLimit', t('customers.creditLimit'), '₺', {
                required: false,
                currency: true,
                description: t('customers.creditLimitHint'),
              })
            : null}
          {select('homeOfficeId', t('records.homeOffice'), officeItems(props.offices))}
          {check('active', t('records.active'))}
          {area('notes', t('customers.notes'), { className: styles.wide })}
        </div>
      </Card>
      <Card as="section" title={t('records.contact')}>
        <div className={styles.formGrid}>
          {text('phone', t('records.phone'), { type: 'tel', description: t('records.phoneHint') })}
          {text('email', t('records.email'), { type: 'email' })}
        </div>
      </Card>
      <Card as="section" title={t('customers.addresses', { count: addresses.fields.length })}>
        <div className={styles.stackGap}>
          {addresses.fields.map((field, i) => (
            <fieldset key={field.id} className={styles.fieldset}>
              <legend className={styles.legend}>{t('customers.addressN', { n: i + 1 })}</legend>
              <div className={styles.formGrid}>
                {text(at(i, 'label'), t('customers.addressLabel'), { placeholder: t('customers.addressLabelHint') })}
                {text(at(i, 'line1'), t('records.line1'), { className: styles.span2 })}
                {text(at(i, 'district'), t('records.district'))}
                {text(at(i, 'city'), t('records.city'))}
                {text(at(i, 'postalCode'), t('records.postalCode'))}
              </div>
              {addresses.fields.length > 1 ? (
                <Button
                  variant="ghost"
                  size="sm"
                  icon="heroicons_outline:trash"
                  onPress={() => addresses.remove(i)}
                  className={styles.startButton}
                >
                  {t('customers.removeAddress', { n: i + 1 })}
                </Button>
              ) : null}
            </fieldset>
          ))}
          {message('addresses') ? <p className={styles.warn}>{message('addresses')}</p> : null}
          {addresses.fields.length < 10 ? (
            <Button
              variant="secondary"
              size="sm"
              icon="heroicons_outline:plus"
              onPress={() => addresses.append(emptyAddress(''))}
              className={styles.startButton}
            >
              {t('customers.addAddress')}
            </Button>
          ) : null}
        </div>
      </Card>
    </RecordForm>
  );
}
