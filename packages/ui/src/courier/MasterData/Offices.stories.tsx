import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Office, StaffMember, Truck } from '@courier/domain';
import { expectTooltipAsText, waitForReady } from '../../testing/maps';
import { settled } from '../../testing/motion';
import { storyOffices, storyParcels } from '../fixtures';
import { useStoryListView, holds, showsListState, type ListState } from './storyList';
import { blankOffice, noOfficeFilters, OfficeDetail, OfficeForm, OfficeList, type OfficeFilters } from './Offices';
import { withPhone, notCaptured, inTurkish, afterShowcase } from '../../testing/modes';

const body = () => within(document.body);

/** The list with a pretend server: search and filters applied to the sample. */
function LiveList(props: {
  state?: ListState;
  onFiltersChange: (f: OfficeFilters) => void;
  onExportCsv: (ids: string[]) => void;
  onSetActive: (ids: string[], active: boolean) => void;
}) {
  const view = useStoryListView(
    storyOffices,
    noOfficeFilters,
    (o, f) =>
      holds(`${o.code} ${o.name} ${o.address.city}`, f.q) &&
      (!f.type || o.type === f.type) &&
      (!f.active || String(o.active) === f.active),
    props.onFiltersChange,
    { id: 'code', direction: 'asc' },
    props.state,
  );
  return <OfficeList {...view} onExportCsv={props.onExportCsv} onSetActive={props.onSetActive} />;
}

const meta = {
  title: 'Courier/Master data/Offices',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: withPhone } },
  component: LiveList,
  args: { onFiltersChange: fn(), onExportCsv: fn(), onSetActive: fn() },
} satisfies Meta<typeof LiveList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Code, name, type, place and state; a type narrows the list; a selection can be deactivated or exported. */
export const List: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Offices' });
    await expect(within(table).getAllByRole('row')).toHaveLength(storyOffices.length + 1);
    await expect(within(table).getAllByText('Hub').length).toBe(3);
  },
};

export const FilterAndExport: Story = {
  tags: ['interaction'],
  ...afterShowcase(List, async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Offices' });
    await userEvent.click(canvas.getByRole('button', { name: /All types/ }));
    await userEvent.click(await settled(body().findByRole('option', { name: 'Branch' })));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'branch' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select all rows' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate' }));
    await expect(args.onSetActive).toHaveBeenCalledWith(['off_bur', 'off_kad'], false);
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExportCsv).toHaveBeenCalledWith(['off_bur', 'off_kad']);
  }),
  name: 'Filter and export',
};

/** The first page on its way: the frame stands, placeholder rows where the offices will be. */
export const Loading: Story = { args: { state: 'loading' }, play: showsListState('Offices', 'loading') };

/** None yet (a new company): the table says so, and offers the first office. */
export const Empty: Story = {
  args: { state: 'empty' },
  play: async (context) => {
    await showsListState('Offices', 'empty')(context);
    const first = within(context.canvasElement).getByRole('link', { name: 'Add your first office' });
    await expect(first).toHaveAttribute('href', '#new');
  },
};

/** The server did not answer: the table says so in words, with Try again. */
export const Failed: Story = { args: { state: 'failed' }, play: showsListState('Offices', 'failed') };

const office: Office = storyOffices[0]!;
const staff: StaffMember[] = [
  { id: 'usr_1', name: 'Selin Arslan', role: 'clerk', officeId: office.id, driverId: null, avatar: null },
  { id: 'usr_2', name: 'Can Doğan', role: 'dispatcher', officeId: office.id, driverId: null, avatar: null },
];
const trucks = [
  { id: 'trk_1', plate: '34 ABC 123', make: 'Mercedes-Benz', model: 'Actros', status: 'available' },
  { id: 'trk_2', plate: '34 KLM 4521', make: 'Ford', model: 'F-Max', status: 'maintenance' },
] as Truck[];

/** The office with its map (markers on a plain background here), staff, trucks and parcels on hand. */
export const Detail: StoryObj<typeof OfficeDetail> = {
  render: (args) => <OfficeDetail {...args} />,
  args: {
    office,
    staff,
    trucks,
    parcelsOnHand: { total: 42, items: storyParcels(3) },
    parcelHref: (p) => `#${p.id}`,
    truckHref: (t) => `#${t.id}`,
    tiles: null,
    backHref: '#offices',
    backLabel: 'Offices',
    editHref: '#edit',
    onDelete: fn(async () => undefined),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'IST' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Staff (2)' })).toHaveTextContent('Selin Arslan · Counter clerk');
    await expect(canvas.getByRole('region', { name: 'Trucks (2)' })).toHaveTextContent('In maintenance');
    await expect(canvas.getByText('42 parcels at the office now')).toBeVisible();
    const map = canvas.getByRole('region', { name: 'Map of IST' });
    await waitForReady(map);
    await expect(map.querySelectorAll('path.leaflet-interactive')).toHaveLength(1);
    await expect(canvas.getByText(/Map without background tiles/)).toBeVisible();
  },
};

/** A name from the data is text on the map too: markup in it shows as written and never runs. */
export const MarkupInNameIsText: StoryObj<typeof OfficeDetail> = {
  ...Detail,
  tags: ['interaction'],
  args: { ...Detail.args, office: { ...office, name: '<img src=x onerror="window.__officeXss=1">Kadıköy' } },
  play: async ({ canvas, canvasElement }) => {
    const map = canvas.getByRole('region', { name: 'Map of IST' });
    await waitForReady(map);
    await expectTooltipAsText(
      canvasElement,
      map.querySelector('path.leaflet-interactive')!,
      '<img src=x onerror="window.__officeXss=1">Kadıköy',
      '__officeXss',
    );
  },
  name: 'Markup in name is text',
};

/** A delete the server refuses (409 in use): the dialog says what still uses the office, and nothing is gone. */
export const DeleteRefusedInUse: StoryObj<typeof OfficeDetail> = {
  ...Detail,
  args: {
    ...Detail.args,
    onDelete: fn(() =>
      Promise.reject({
        message: 'This office is still in use',
        usage: { openParcels: 120, drivers: 4, routes: 2, trucks: 0 },
      }),
    ),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await settled(body().findByRole('alertdialog', { name: 'Delete office IST?' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    const why = await within(dialog).findByRole('alert');
    await expect(why).toHaveTextContent('120 open parcels');
    await expect(why).toHaveTextContent('4 drivers');
    await expect(why).toHaveTextContent('2 routes');
    await expect(why).not.toHaveTextContent('trucks');
    await expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
  },
  name: 'Delete refused in use',
};

/** Saving an empty form shows each rule next to its field; the save is not sent. */
export const FormValidation: StoryObj<typeof OfficeForm> = {
  name: 'Form validation',
  render: (args) => <OfficeForm {...args} />,
  args: { mode: 'create', initial: blankOffice(), onSubmit: fn(async () => undefined), onCancel: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Code/ }), 'ist1');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Phone/ }), '0532 123');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(
      await canvas.findByText('Three capital letters, like IST', { selector: '[slot="errorMessage"]' }),
    ).toBeVisible();
    await expect(canvas.getByText('A phone number, like 0532 123 45 67 or +905321234567')).toBeVisible();
    await expect(canvas.getAllByText('This field is required').length).toBeGreaterThan(3);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A valid office is sent with its code in capitals; the server's "taken" lands on the code field. */
export const FormServerErrors: StoryObj<typeof OfficeForm> = {
  name: 'Form server errors',
  render: (args) => <OfficeForm {...args} />,
  args: {
    mode: 'edit',
    initial: {
      code: office.code,
      name: office.name,
      type: office.type,
      address: office.address,
      location: office.location,
      phone: office.phone,
      email: office.email,
      openingHours: office.openingHours,
      active: true,
    },
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
    serverErrors: { code: 'taken' },
    error: 'Some fields are not valid',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('This is already in use')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Some fields are not valid');
    const code = canvas.getByRole('textbox', { name: /^Code/ });
    await userEvent.clear(code);
    await userEvent.type(code, 'ESK');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ code: 'ESK', name: office.name })),
    );
  },
};

export const DetailDark: StoryObj<typeof OfficeDetail> = {
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
    await expect(canvas.getByRole('heading', { name: 'Şubeler' })).toBeVisible();
    await expect(within(canvas.getByRole('table', { name: 'Şubeler' })).getAllByText('Aktarma merkezi')).toHaveLength(
      3,
    );
  },
};
