import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DriverInput } from '@courier/domain';
import { settled } from '../../testing/motion';
import { storyDrivers, storyOffices, storyRoutes, storyToday, storyTrips } from '../fixtures';
import { blankDriver, DriverDetail, DriverForm, DriverList, noDriverFilters, type DriverFilters } from './Drivers';
import { holds, useStoryListView, showsListState, type ListState } from './storyList';
import { withPhone, notCaptured, inTurkish, afterShowcase } from '../../testing/modes';

const body = () => within(document.body);

function LiveList(props: {
  state?: ListState;
  onFiltersChange: (f: DriverFilters) => void;
  onExportCsv: (ids: string[]) => void;
}) {
  const view = useStoryListView(
    storyDrivers,
    noDriverFilters,
    (d, f) =>
      holds(`${d.employeeNo} ${d.name} ${d.phone} ${d.email} ${d.licenseNumber}`, f.q) &&
      (!f.status || d.status === f.status) &&
      (!f.homeOfficeId || d.homeOfficeId === f.homeOfficeId) &&
      (!f.licenseClass || d.licenseClass === f.licenseClass),
    props.onFiltersChange,
    { id: 'employeeNo', direction: 'asc' },
    props.state,
  );
  return <DriverList {...view} offices={storyOffices} onExportCsv={props.onExportCsv} today={storyToday} />;
}

const meta = {
  title: 'Courier/Master data/Drivers',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: withPhone } },
  component: LiveList,
  args: { onFiltersChange: fn(), onExportCsv: fn() },
} satisfies Meta<typeof LiveList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Licences that expire soon or have expired are flagged; drivers are exported, not deactivated. */
export const List: Story = {
  tags: ['desktop'],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Drivers' });
    const row = (name: string) => within(table).getByRole('cell', { name }).closest('tr')!;
    await expect(row('Gül Aksoy')).toHaveTextContent('Expires in 14 days');
    await expect(row('Kemal Ünal')).toHaveTextContent('Expired');
    await expect(row('Hasan Yıldız')).not.toHaveTextContent(/Expire/);
  },
};

export const SearchAndExport: Story = {
  tags: ['interaction'],
  ...afterShowcase(List, async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Drivers' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'gül');
    await waitFor(() => expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'gül' })));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select all rows' }));
    await expect(canvas.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExportCsv).toHaveBeenCalledWith(['drv_2']);
  }),
  name: 'Search and export',
};

/** The first page on its way: the frame stands, placeholder rows where the drivers will be. */
export const Loading: Story = { args: { state: 'loading' }, play: showsListState('Drivers', 'loading') };

/** None yet: the table says so, and where to start. */
export const Empty: Story = { args: { state: 'empty' }, play: showsListState('Drivers', 'empty') };

/** The server did not answer: the table says so in words, with Try again. */
export const Failed: Story = { args: { state: 'failed' }, play: showsListState('Drivers', 'failed') };

/** A driver on leave whose licence has expired: said at the top and at the licence; the trips follow. */
export const Detail: StoryObj<typeof DriverDetail> = {
  render: (args) => <DriverDetail {...args} />,
  args: {
    driver: storyDrivers[2]!,
    offices: storyOffices,
    trips: { total: 4, items: storyTrips },
    routes: storyRoutes,
    tripHref: (trip) => `#${trip.id}`,
    today: storyToday,
    backHref: '#drivers',
    backLabel: 'Drivers',
    editHref: '#edit',
    onDelete: fn(async () => undefined),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kemal Ünal' })).toBeVisible();
    await expect(canvas.getByText('Licence expired')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Licence' })).toHaveTextContent('cannot be sent on trips');
    const trips = canvas.getByRole('region', { name: 'Trips (4)' });
    await expect(within(trips).getAllByRole('link')).toHaveLength(4);
    await expect(trips).toHaveTextContent('R-01 İstanbul – Ankara line haul');
    await expect(trips).toHaveTextContent('In transit');
  },
};

/** A driver with open trips cannot go. */
export const DeleteRefusedInUse: StoryObj<typeof DriverDetail> = {
  ...Detail,
  args: {
    ...Detail.args,
    driver: storyDrivers[0]!,
    onDelete: fn(() => Promise.reject({ message: 'This driver is still in use', usage: { openTrips: 1, trips: 12 } })),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await settled(body().findByRole('alertdialog', { name: 'Delete driver Hasan Yıldız?' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('1 open trip');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  },
  name: 'Delete refused in use',
};

/** A wrong number, and an available driver with an expired licence: refused at the fields, nothing sent. */
export const FormValidation: StoryObj<typeof DriverForm> = {
  name: 'Form validation',
  render: (args) => <DriverForm {...args} />,
  args: {
    mode: 'create',
    initial: blankDriver('off_ist'),
    offices: storyOffices,
    today: storyToday,
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
  play: async ({ canvas, args }) => {
    const field = (name: RegExp) => canvas.getByRole('textbox', { name });
    await userEvent.type(field(/^Employee number/), 'D-12');
    await userEvent.type(field(/^Name/), 'Ali Vural');
    await userEvent.type(field(/^Phone/), '+905320001122');
    await userEvent.type(field(/^Email/), 'ali@courier.test');
    await userEvent.type(field(/^Licence number/), 'TR-C-777001');
    const expiry = canvas.getByRole('group', { name: /^Licence expiry/ });
    await userEvent.click(within(expiry).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('01112026');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText('Like DRV-0001', { selector: '[slot="errorMessage"]' })).toBeVisible();
    const code = field(/^Employee number/);
    await userEvent.clear(code);
    await userEvent.type(code, 'DRV-0099');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText('The licence has expired: an active driver needs a valid one')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const editing: DriverInput = { ...storyDrivers[1]! };

/** The server's "taken" lands on the licence number; an edit is sent with the number in capitals. */
export const FormServerErrors: StoryObj<typeof DriverForm> = {
  name: 'Form server errors',
  render: (args) => <DriverForm {...args} />,
  args: {
    mode: 'edit',
    initial: editing,
    offices: storyOffices,
    today: storyToday,
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
    serverErrors: { licenseNumber: 'taken' },
    error: 'Some fields are not valid',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('This is already in use')).toBeVisible();
    const licence = canvas.getByRole('textbox', { name: /^Licence number/ });
    await userEvent.clear(licence);
    await userEvent.type(licence, 'tr-c-519205');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ licenseNumber: 'TR-C-519205', employeeNo: 'DRV-0002' }),
      ),
    );
  },
};

export const DetailDark: StoryObj<typeof DriverDetail> = {
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
    const table = canvas.getByRole('table', { name: 'Sürücüler' });
    await expect(within(table).getByText('Süresi doldu')).toBeVisible();
    await expect(within(table).getByText('İzinde')).toBeVisible();
  },
};
