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
    await expect(canvas.getByRole('link', { name: 'Import CSV' })).toHaveAttribute('href', '#import');
    const table = canvas.getByRole('table', { name: 'Customers' });
    await expect(within(table).getByRole('cell', { name: 'Anadolu Tekstil A.Ş.' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: 'BUR' })).toBeVisible();
    // The credit limit and the email are added through Columns: the defaults fit a 1280 px screen.
    await expect(within(table).queryByRole('cell', { name: /50[.,]000/ })).toBeNull();
    await expect(within(table).getByRole('columnheader', { name: /^State/ })).toBeVisible();
  },
};

export const FilterAndExport: Story = {
  tags: ['interaction'],
  ...afterShowcase(List, async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Customers' });
    await userEvent.click(canvas.getByRole('button', { name: /All types/ }));
    await userEvent.click(await settled(body().findByRole('option', { name: 'Individual' })));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'individual' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select all rows' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExportCsv).toHaveBeenCalledWith(['cus_2']);
  }),
  name: 'Filter and export',
};

/** The first page on its way: the frame stands, placeholder rows where the customers will be. */
export const Loading: Story = { args: { state: 'loading' }, play: showsListState('Customers', 'loading') };

/** None yet: the table says so, and where to start. */
export const Empty: Story = { args: { state: 'empty' }, play: showsListState('Customers', 'empty') };

/** The server did not answer: the table says so in words, with Try again. */
export const Failed: Story = { args: { state: 'failed' }, play: showsListState('Customers', 'failed') };

const business = storyCustomers[0]!;

/** The account with its addresses, its newest parcels of many, and its complaints. */
export const Detail: StoryObj<typeof CustomerDetail> = {
  render: (args) => <CustomerDetail {...args} />,
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
    const account = canvas.getByRole('region', { name: 'Account' });
    await expect(account).toHaveTextContent('1234567890');
    await expect(account).toHaveTextContent(/50[.,]000/);
    await expect(canvas.getByRole('region', { name: 'Addresses (1)' })).toHaveTextContent(
      'Factory · Organize Sanayi 4. Cd. 12, Nilüfer, 16140 Bursa',
    );
    const parcels = canvas.getByRole('region', { name: 'Parcels (128)' });
    await expect(parcels).toHaveTextContent('The newest 3 of 128');
    await expect(within(parcels).getAllByRole('link')).toHaveLength(3);
    const complaints = canvas.getByRole('region', { name: 'Complaints (2)' });
    await expect(within(complaints).getByRole('link', { name: 'CMP-000014' })).toHaveAttribute('href', '#cmp_1');
    await expect(complaints).toHaveTextContent('In progress');
    await expect(complaints).toHaveTextContent('High');
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
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await settled(body().findByRole('alertdialog', { name: 'Delete customer CUS-000001?' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const why = await within(dialog).findByRole('alert');
    await expect(why).toHaveTextContent('3 parcels');
    await expect(why).toHaveTextContent('1 complaint');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
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
    await expect(canvas.queryByRole('textbox', { name: /^Tax number/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Type$/ }));
    await userEvent.click(await settled(body().findByRole('option', { name: 'Business' })));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Tax number/ }), '12345');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Phone/ }), '0532');
    await userEvent.click(canvas.getByRole('button', { name: 'Add an address' }));
    await expect(canvas.getByRole('group', { name: 'Address 2' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove address 2' }));
    await expect(canvas.queryByRole('group', { name: 'Address 2' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText('Ten digits', { selector: '[slot="errorMessage"]' })).toBeVisible();
    await expect(canvas.getByText('A phone number, like 0532 123 45 67 or +905321234567')).toBeVisible();
    await expect(canvas.getAllByText('This field is required').length).toBeGreaterThan(3);
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
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('This is already in use')).toBeVisible();
    const email = canvas.getByRole('textbox', { name: /^Email/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'elif.celik@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
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
  name: 'List Turkish',
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Müşteriler' });
    await expect(within(table).getByRole('cell', { name: 'Kurumsal' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: customerName(storyCustomers[1]!) })).toBeVisible();
  },
};
