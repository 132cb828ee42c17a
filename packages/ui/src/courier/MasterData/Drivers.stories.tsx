import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DriverInput } from '@courier/domain';
import { settled } from '../../testing/motion';
import { storyDrivers, storyOffices, storyRoutes, storyToday, storyTrips } from '../fixtures';
import { blankDriver, DriverDetail, DriverForm, DriverList, noDriverFilters, type DriverFilters } from './Drivers';
import { dueWarning, holds, useStoryListView, showsListState, type ListState } from './storyList';
import { withPhone, notCaptured, inTurkish, afterShowcase } from '../../testing/modes';
import { startsWith, t } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';

const body = () => within(document.body);

/** The words of a licence's warning ("Expires in", "Expired"), in the story's language, whatever the count. */
const expiryWarning = () => dueWarning(['records.due.expiresIn', 'records.due.expired']);

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
    const table = canvas.getByRole('table', { name: t('drivers.title') });
    const row = (name: string) => within(table).getByRole('cell', { name }).closest('tr')!;
    await expect(row('Gül Aksoy')).toHaveTextContent(t('records.due.expiresIn', { count: 14 }));
    await expect(row('Kemal Ünal')).toHaveTextContent(t('records.due.expired'));
    await expect(row('Hasan Yıldız')).not.toHaveTextContent(expiryWarning());
  },
};

export const SearchAndExport: Story = {
  tags: ['interaction'],
  ...afterShowcase(List, async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: t('drivers.title') });
    await userEvent.type(canvas.getByRole('searchbox', { name: t('records.search') }), 'gül');
    await waitFor(() => expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'gül' })));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await userEvent.click(within(table).getByRole('checkbox', { name: t('table.selectAll') }));
    await expect(canvas.queryByRole('button', { name: t('records.deactivate') })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('records.exportCsv') }));
    await expect(args.onExportCsv).toHaveBeenCalledWith(['drv_2']);
  }),
  name: 'Search and export',
};

/** The first page on its way: the frame stands, placeholder rows where the drivers will be. */
export const Loading: Story = { args: { state: 'loading' }, play: showsListState(() => t('drivers.title'), 'loading') };

/** None yet: the table says so, and where to start. */
export const Empty: Story = { args: { state: 'empty' }, play: showsListState(() => t('drivers.title'), 'empty') };

/** The server did not answer: the table says so in words, with Try again. */
export const Failed: Story = { args: { state: 'failed' }, play: showsListState(() => t('drivers.title'), 'failed') };

/** A driver on leave whose licence has expired: said at the top and at the licence; the trips follow. */
export const Detail: StoryObj<typeof DriverDetail> = {
  render: (args) => <DriverDetail {...args} />,
  decorators: sampleCopy({ backLabel: 'drivers.back' }),
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
    await expect(canvas.getByText(t('drivers.licenceExpired'))).toBeVisible();
    await expect(canvas.getByRole('region', { name: t('drivers.licence') })).toHaveTextContent(
      t('drivers.licenceExpiredHint'),
    );
    const trips = canvas.getByRole('region', { name: t('drivers.trips', { count: 4 }) });
    await expect(within(trips).getAllByRole('link')).toHaveLength(4);
    await expect(trips).toHaveTextContent(`${storyRoutes[0]!.code} ${storyRoutes[0]!.name}`);
    await expect(trips).toHaveTextContent(t('parcel.status.in_transit'));
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
    await userEvent.click(canvas.getByRole('button', { name: t('common.delete') }));
    const dialog = await settled(
      body().findByRole('alertdialog', {
        name: t('records.deleteTitle', { name: t('drivers.deleteName', { name: 'Hasan Yıldız' }) }),
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.delete') }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      t('records.usage.openTrips', { count: 1 }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.close') }));
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
    const field = (key: string) => canvas.getByRole('textbox', { name: startsWith(t(key)) });
    await userEvent.type(field('drivers.employeeNo'), 'D-12');
    await userEvent.type(field('drivers.name'), 'Ali Vural');
    await userEvent.type(field('records.phone'), '+905320001122');
    await userEvent.type(field('records.email'), 'ali@courier.test');
    await userEvent.type(field('drivers.licenseNumber'), 'TR-C-777001');
    const expiry = canvas.getByRole('group', { name: startsWith(t('drivers.licenseExpiry')) });
    await userEvent.click(within(expiry).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('01112026');
    await userEvent.click(canvas.getByRole('button', { name: t('records.create') }));
    await expect(
      await canvas.findByText(t('drivers.employeeNoHint'), { selector: '[slot="errorMessage"]' }),
    ).toBeVisible();
    const code = field('drivers.employeeNo');
    await userEvent.clear(code);
    await userEvent.type(code, 'DRV-0099');
    await userEvent.click(canvas.getByRole('button', { name: t('records.create') }));
    await expect(await canvas.findByText(t('form.errors.expired'))).toBeVisible();
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
  decorators: sampleCopy({ error: 'samples.records.refused' }),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(t('form.errors.taken'))).toBeVisible();
    const licence = canvas.getByRole('textbox', { name: startsWith(t('drivers.licenseNumber')) });
    await userEvent.clear(licence);
    await userEvent.type(licence, 'tr-c-519205');
    await userEvent.click(canvas.getByRole('button', { name: t('common.save') }));
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
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Sürücüler' });
    await expect(within(table).getByText('Süresi doldu')).toBeVisible();
    await expect(within(table).getByText('İzinde')).toBeVisible();
  },
};
