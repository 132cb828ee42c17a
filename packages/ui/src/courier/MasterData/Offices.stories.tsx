import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Office, StaffMember, Truck } from '@courier/domain';
import { expectTooltipAsText, waitForReady } from '../../testing/maps';
import { settled } from '../../testing/motion';
import { storyOffices, storyParcels } from '../fixtures';
import { useStoryListView, holds, showsListState, type ListState } from './storyList';
import { blankOffice, noOfficeFilters, OfficeDetail, OfficeForm, OfficeList, type OfficeFilters } from './Offices';
import { withPhone, notCaptured, inTurkish, afterShowcase } from '../../testing/modes';
import { t, startsWith, holding } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';

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
    const table = canvas.getByRole('table', { name: t('offices.title') });
    await expect(within(table).getAllByRole('row')).toHaveLength(storyOffices.length + 1);
    await expect(within(table).getAllByText(t('offices.types.hub')).length).toBe(3);
  },
};

export const FilterAndExport: Story = {
  tags: ['interaction'],
  ...afterShowcase(List, async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: t('offices.title') });
    await userEvent.click(canvas.getByRole('button', { name: holding(t('records.allTypes')) }));
    await userEvent.click(await settled(body().findByRole('option', { name: t('offices.types.branch') })));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ type: 'branch' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await userEvent.click(within(table).getByRole('checkbox', { name: t('table.selectAll') }));
    await userEvent.click(canvas.getByRole('button', { name: t('records.deactivate') }));
    await expect(args.onSetActive).toHaveBeenCalledWith(['off_bur', 'off_kad'], false);
    await userEvent.click(canvas.getByRole('button', { name: t('records.exportCsv') }));
    await expect(args.onExportCsv).toHaveBeenCalledWith(['off_bur', 'off_kad']);
  }),
  name: 'Filter and export',
};

/** The first page on its way: the frame stands, placeholder rows where the offices will be. */
export const Loading: Story = { args: { state: 'loading' }, play: showsListState(() => t('offices.title'), 'loading') };

/** None yet (a new company): the table says so, and offers the first office. */
export const Empty: Story = {
  args: { state: 'empty' },
  play: async (context) => {
    await showsListState(() => t('offices.title'), 'empty')(context);
    const first = within(context.canvasElement).getByRole('link', { name: t('offices.first') });
    await expect(first).toHaveAttribute('href', '#new');
  },
};

/** The server did not answer: the table says so in words, with Try again. */
export const Failed: Story = { args: { state: 'failed' }, play: showsListState(() => t('offices.title'), 'failed') };

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
  decorators: sampleCopy({ backLabel: 'offices.back' }),
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
    await expect(canvas.getByRole('region', { name: t('offices.staff', { count: 2 }) })).toHaveTextContent(
      `Selin Arslan · ${t('roles.clerk')}`,
    );
    await expect(canvas.getByRole('region', { name: t('offices.trucks', { count: 2 }) })).toHaveTextContent(
      t('trucks.statuses.maintenance'),
    );
    await expect(canvas.getByText(t('offices.parcelsOnHand', { count: 42 }))).toBeVisible();
    const map = canvas.getByRole('region', { name: t('offices.mapOf', { code: 'IST' }) });
    await waitForReady(map);
    await expect(map.querySelectorAll('path.leaflet-interactive')).toHaveLength(1);
    await expect(canvas.getByText(holding(t('map.plain')))).toBeVisible();
  },
};

/** A name from the data is text on the map too: markup in it shows as written and never runs. */
export const MarkupInNameIsText: StoryObj<typeof OfficeDetail> = {
  ...Detail,
  tags: ['interaction'],
  args: { ...Detail.args, office: { ...office, name: '<img src=x onerror="window.__officeXss=1">Kadıköy' } },
  play: async ({ canvas, canvasElement }) => {
    const map = canvas.getByRole('region', { name: t('offices.mapOf', { code: 'IST' }) });
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
    await userEvent.click(canvas.getByRole('button', { name: t('common.delete') }));
    const dialog = await settled(
      body().findByRole('alertdialog', {
        name: t('records.deleteTitle', { name: t('offices.deleteName', { code: 'IST' }) }),
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.delete') }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    const why = await within(dialog).findByRole('alert');
    await expect(why).toHaveTextContent(t('records.usage.openParcels', { count: 120 }));
    await expect(why).toHaveTextContent(t('records.usage.drivers', { count: 4 }));
    await expect(why).toHaveTextContent(t('records.usage.routes', { count: 2 }));
    // No line for the trucks, of which there are none.
    await expect(why).not.toHaveTextContent(t('records.usage.trucks', { count: 9 }).replace('9', '').trim());
    await expect(within(dialog).queryByRole('button', { name: t('common.delete') })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.close') }));
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
    await userEvent.type(canvas.getByRole('textbox', { name: startsWith(t('offices.code')) }), 'ist1');
    await userEvent.type(canvas.getByRole('textbox', { name: startsWith(t('records.phone')) }), '0532 123');
    await userEvent.click(canvas.getByRole('button', { name: t('records.create') }));
    await expect(await canvas.findByText(t('offices.codeHint'), { selector: '[slot="errorMessage"]' })).toBeVisible();
    await expect(canvas.getByText(t('form.errors.phone'))).toBeVisible();
    await expect(canvas.getAllByText(t('form.errors.required')).length).toBeGreaterThan(3);
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
  decorators: sampleCopy({ error: 'samples.records.refused' }),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(t('form.errors.taken'))).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('samples.records.refused'));
    const code = canvas.getByRole('textbox', { name: startsWith(t('offices.code')) });
    await userEvent.clear(code);
    await userEvent.type(code, 'ESK');
    await userEvent.click(canvas.getByRole('button', { name: t('common.save') }));
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
