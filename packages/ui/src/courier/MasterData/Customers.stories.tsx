import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CustomerInput } from '@courier/domain';
import { settled } from '../../testing/motion';
import { storyComplaints, storyCustomers, storyOffices, storyParcels } from '../fixtures';
import {
  blankCustomer,
  CustomerDetail,
  CustomerForm,
  CustomerList,
  customerName,
  noCustomerFilters,
  type CustomerFilters,
} from './Customers';
import { holds, useStoryListView, showsListState, type ListState } from './storyList';
import { withPhone, notCaptured, inTurkish, afterShowcase } from '../../testing/modes';
import { t, startsWith, endsWith, holding } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';

const body = () => within(document.body);

function LiveList(props: {
  state?: ListState;
  onFiltersChange: (f: CustomerFilters) => void;
  onExportCsv: (ids: string[]) => void;
  onSetActive: (ids: string[], active: boolean) => void;
}) {
  const view = useStoryListView(
    storyCustomers,
    noCustomerFilters,
    (c, f) =>
      holds(`${c.code} ${c.name} ${c.companyName ?? ''} ${c.email} ${c.phone}`, f.q) &&
      (!f.type || c.type === f.type) &&
      (!f.homeOfficeId || c.homeOfficeId === f.homeOfficeId) &&
      (!f.active || String(c.active) === f.active),
    props.onFiltersChange,
    { id: 'code', direction: 'asc' },
    props.state,
  );
  return (
    <CustomerList
      {...view}
      offices={storyOffices}
      onExportCsv={props.onExportCsv}
      onSetActive={props.onSetActive}
      importHref="#import"
    />
  );
}

const meta = {
  title: 'Courier/Master data/Customers',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: withPhone } },
  component: LiveList,
  args: { onFiltersChange: fn(), onExportCsv: fn(), onSetActive: fn() },
} satisfies Meta<typeof LiveList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A business goes by its company name; the type narrows the list; the selection exports; a CSV brings many in. */
export const List: Story = {
  tags: ['desktop'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: t('customers.import') })).toHaveAttribute('href', '#import');
    const table = canvas.getByRole('table', { name: t('customers.title') });
    await expect(within(table).getByRole('cell', { name: 'Anadolu Tekstil A.Ş.' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: 'BUR' })).toBeVisible();
    // The credit limit and the email are added through Columns: the defaults fit a 1280 px screen.
    await expect(within(table).queryByRole('cell', { name: /50[.,]000/ })).toBeNull();
    await expect(within(table).getByRole('columnheader', { name: startsWith(t('records.state')) })).toBeVisible();
  },
};

export const FilterAndExport: Story = {
  tags: ['interaction'],
  ...afterShowcase(List, async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: t('customers.title') });
    await userEvent.click(canvas.getByRole('button', { name: holding(t('records.allTypes')) }));
    await userEvent.click(await settled(body().findByRole('option', { name: t('customers.types.individual') })));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'individual' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await userEvent.click(within(table).getByRole('checkbox', { name: t('table.selectAll') }));
    await userEvent.click(canvas.getByRole('button', { name: t('records.exportCsv') }));
    await expect(args.onExportCsv).toHaveBeenCalledWith(['cus_2']);
  }),
  name: 'Filter and export',
};

/** The first page on its way: the frame stands, placeholder rows where the customers will be. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: showsListState(() => t('customers.title'), 'loading'),
};

/** None yet: the table says so, and where to start. */
export const Empty: Story = { args: { state: 'empty' }, play: showsListState(() => t('customers.title'), 'empty') };

/** The server did not answer: the table says so in words, with Try again. */
export const Failed: Story = { args: { state: 'failed' }, play: showsListState(() => t('customers.title'), 'failed') };

const business = storyCustomers[0]!;

/** The account with its addresses, its newest parcels of many, and its complaints. */
export const Detail: StoryObj<typeof CustomerDetail> = {
  render: (args) => <CustomerDetail {...args} />,
  decorators: sampleCopy({ backLabel: 'customers.back' }),
  args: {
    customer: business,
    offices: storyOffices,
    parcels: { total: 128, items: storyParcels(3) },
    complaints: { total: 2, items: storyComplaints },
    parcelHref: (p) => `#${p.id}`,
    complaintHref: (c) => `#${c.id}`,
    backHref: '#customers',
    backLabel: 'Customers',
    editHref: '#edit',
    onDelete: fn(async () => undefined),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Anadolu Tekstil A.Ş.' })).toBeVisible();
    const account = canvas.getByRole('region', { name: t('customers.account') });
    await expect(account).toHaveTextContent('1234567890');
    await expect(account).toHaveTextContent(/50[.,]000/);
    await expect(canvas.getByRole('region', { name: t('customers.addresses', { count: 1 }) })).toHaveTextContent(
      'Factory · Organize Sanayi 4. Cd. 12, Nilüfer, 16140 Bursa',
    );
    const parcels = canvas.getByRole('region', { name: t('customers.parcels', { count: 128 }) });
    await expect(parcels).toHaveTextContent(t('records.newestOf', { shown: '3', count: 128 }));
    await expect(within(parcels).getAllByRole('link')).toHaveLength(3);
    const complaints = canvas.getByRole('region', { name: t('customers.complaints', { count: 2 }) });
    await expect(within(complaints).getByRole('link', { name: 'CMP-000014' })).toHaveAttribute('href', '#cmp_1');
    await expect(complaints).toHaveTextContent(t('complaints.statuses.in_progress'));
    await expect(complaints).toHaveTextContent(t('complaints.priorities.high'));
  },
};

/** A customer with parcels cannot go: the dialog says so and nothing is deleted. */
export const DeleteRefusedInUse: StoryObj<typeof CustomerDetail> = {
  ...Detail,
  args: {
    ...Detail.args,
    onDelete: fn(() =>
      Promise.reject({ message: 'This customer is still in use', usage: { parcels: 3, complaints: 1 } }),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('common.delete') }));
    const dialog = await settled(
      body().findByRole('alertdialog', {
        name: t('records.deleteTitle', { name: t('customers.deleteName', { code: 'CUS-000001' }) }),
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.delete') }));
    const why = await within(dialog).findByRole('alert');
    await expect(why).toHaveTextContent(t('records.usage.parcels', { count: 3 }));
    await expect(why).toHaveTextContent(t('records.usage.complaints', { count: 1 }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.close') }));
  },
  name: 'Delete refused in use',
};

/** A business needs its company and a ten-digit tax number; a second address can be added and removed. */
export const FormValidation: StoryObj<typeof CustomerForm> = {
  name: 'Form validation',
  render: (args) => <CustomerForm {...args} />,
  args: {
    mode: 'create',
    initial: blankCustomer('off_ist', 'Main'),
    offices: storyOffices,
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('textbox', { name: startsWith(t('customers.taxNumber')) })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: endsWith(t('offices.type')) }));
    await userEvent.click(await settled(body().findByRole('option', { name: t('customers.types.business') })));
    await userEvent.type(canvas.getByRole('textbox', { name: startsWith(t('customers.taxNumber')) }), '12345');
    await userEvent.type(canvas.getByRole('textbox', { name: startsWith(t('records.phone')) }), '0532');
    await userEvent.click(canvas.getByRole('button', { name: t('customers.addAddress') }));
    await expect(canvas.getByRole('group', { name: t('customers.addressN', { n: '2' }) })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('customers.removeAddress', { n: '2' }) }));
    await expect(canvas.queryByRole('group', { name: t('customers.addressN', { n: '2' }) })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('records.create') }));
    await expect(
      await canvas.findByText(t('form.errors.tax_number'), { selector: '[slot="errorMessage"]' }),
    ).toBeVisible();
    await expect(canvas.getByText(t('form.errors.phone'))).toBeVisible();
    await expect(canvas.getAllByText(t('form.errors.required')).length).toBeGreaterThan(3);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const individual: CustomerInput = {
  ...blankCustomer('off_kad'),
  name: 'Elif Çelik',
  email: 'elif@example.com',
  phone: storyCustomers[1]!.phone,
  addresses: storyCustomers[1]!.addresses,
};

/** The server's 422 lands on its field; a person is sent without company, tax number or credit. */
export const FormServerErrors: StoryObj<typeof CustomerForm> = {
  name: 'Form server errors',
  render: (args) => <CustomerForm {...args} />,
  args: {
    mode: 'edit',
    initial: individual,
    offices: storyOffices,
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
    serverErrors: { email: 'taken' },
    error: 'Some fields are not valid',
  },
  decorators: sampleCopy({ error: 'samples.records.refused' }),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(t('form.errors.taken'))).toBeVisible();
    const email = canvas.getByRole('textbox', { name: startsWith(t('records.email')) });
    await userEvent.clear(email);
    await userEvent.type(email, 'elif.celik@example.com');
    await userEvent.click(canvas.getByRole('button', { name: t('common.save') }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          email: 'elif.celik@example.com',
          companyName: null,
          taxNumber: null,
          creditLimit: null,
        }),
      ),
    );
  },
};

export const DetailDark: StoryObj<typeof CustomerDetail> = {
  ...Detail,
  tags: ['interaction'],
  parameters: notCaptured(Detail.parameters),
  globals: { scheme: 'dark' },
  name: 'Detail dark',
};
export const ListTurkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Müşteriler' });
    await expect(within(table).getByRole('cell', { name: 'Kurumsal' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: customerName(storyCustomers[1]!) })).toBeVisible();
  },
};
