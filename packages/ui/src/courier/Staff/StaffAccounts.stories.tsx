import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { StaffAccount } from '@courier/domain';
import { storyOffices } from '../fixtures';
import { StaffAccounts } from './StaffAccounts';
import { withPhone, inTurkish, afterShowcase } from '../../testing/modes';
import { showFilters } from '../../testing/filters';

const body = () => within(document.body);

const accounts: StaffAccount[] = [
  {
    id: 'usr_001',
    name: 'Ayşe Yılmaz',
    email: 'admin@courier.test',
    avatar: null,
    role: 'admin',
    officeId: null,
    driverId: null,
    active: true,
    phone: null,
  },
  {
    id: 'usr_002',
    name: 'Burak Şahin',
    email: 'clerk@courier.test',
    avatar: null,
    role: 'clerk',
    officeId: storyOffices[0]!.id,
    driverId: null,
    active: true,
    phone: null,
  },
  {
    id: 'usr_003',
    name: 'Cem Doğan',
    email: 'driver@courier.test',
    avatar: null,
    role: 'driver',
    officeId: storyOffices[1]!.id,
    driverId: 'drv_1',
    active: false,
    phone: null,
  },
  {
    id: 'usr_004',
    name: 'Deniz Aksoy',
    email: 'support@courier.test',
    avatar: null,
    role: 'support',
    officeId: null,
    driverId: null,
    active: true,
    phone: null,
  },
];

/** The list with its own state, as the app keeps it: a change shows once answered. */
function Live(props: {
  onActiveChange: (id: string, active: boolean) => void;
  accounts?: StaffAccount[];
  error?: string | null;
}) {
  const [list, setList] = useState(props.accounts);
  return (
    <StaffAccounts
      accounts={list}
      offices={storyOffices}
      currentUserId="usr_001"
      error={props.error}
      onRetry={fn()}
      onActiveChange={(id, active) => {
        props.onActiveChange(id, active);
        setList((all) => all?.map((a) => (a.id === id ? { ...a, active } : a)));
      }}
    />
  );
}

const meta = {
  title: 'Courier/Staff accounts',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: withPhone } },
  component: Live,
  args: { onActiveChange: fn(), accounts },
} satisfies Meta<typeof Live>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Disabling asks first, naming the person; enabling is one click; one's own account has no button. */
export const Accounts: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Staff accounts' });
    const row = (name: string) => within(within(table).getByRole('cell', { name }).closest('tr')!);
    await expect(row('Ayşe Yılmaz').getByText('You')).toBeVisible();
    await expect(row('Ayşe Yılmaz').queryByRole('button')).toBeNull();
    await expect(row('Cem Doğan').getByText('Disabled')).toBeVisible();
    await expect(row('Burak Şahin').getByText('Counter clerk')).toBeVisible();
  },
};

export const DisableAndEnable: Story = {
  tags: ['interaction'],
  ...afterShowcase(Accounts, async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Staff accounts' });
    const row = (name: string) => within(within(table).getByRole('cell', { name }).closest('tr')!);
    await userEvent.click(canvas.getByRole('button', { name: 'Disable Burak Şahin' }));
    const dialog = body().getByRole('alertdialog', { name: 'Disable Burak Şahin?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await expect(args.onActiveChange).toHaveBeenCalledWith('usr_002', false);
    await waitFor(() => expect(row('Burak Şahin').getByText('Disabled')).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Enable Cem Doğan' }));
    await expect(args.onActiveChange).toHaveBeenLastCalledWith('usr_003', true);
    await waitFor(() => expect(row('Cem Doğan').getByText('Active')).toBeVisible());
  }),
};

/** Found by name or email, by role and by status. */
export const Filtered: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Staff accounts' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'support@');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(within(table).getByRole('cell', { name: 'Deniz Aksoy' })).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search' }));
    await showFilters(canvas);
    await userEvent.click(within(canvas.getByRole('search')).getByRole('button', { name: /Status$/ }));
    await userEvent.click(body().getByRole('option', { name: 'Disabled' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await expect(within(table).getByRole('cell', { name: 'Cem Doğan' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { accounts: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Disable / })).toBeNull();
  },
};

/** No accounts to show: the table says so (filtered to nothing, it offers Clear filters instead). */
export const Empty: Story = {
  args: { accounts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing here yet')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { accounts: undefined, error: 'The accounts could not be loaded.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The accounts could not be loaded.')).toBeVisible();
  },
};

export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Personel hesapları' });
    await expect(within(table).getByText('Devre dışı')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Burak Şahin hesabını devre dışı bırak' })).toBeVisible();
  },
};
