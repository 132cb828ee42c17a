import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { TruckInput } from '@courier/domain';
import { settled } from '../../testing/motion';
import { storyOffices, storyRoutes, storyToday, storyTrips, storyTrucks } from '../fixtures';
import { holds, useStoryListView, showsListState, type ListState } from './storyList';
import { blankTruck, noTruckFilters, TruckDetail, TruckForm, TruckList, type TruckFilters } from './Trucks';
import { withPhone, notCaptured, inTurkish, afterShowcase } from '../../testing/modes';

const body = () => within(document.body);

function LiveList(props: {
  state?: ListState;
  onFiltersChange: (f: TruckFilters) => void;
  onExportCsv: (ids: string[]) => void;
}) {
  const view = useStoryListView(
    storyTrucks,
    noTruckFilters,
    (x, f) =>
      holds(`${x.plate} ${x.plate.replace(/ /g, '')} ${x.make} ${x.model}`, f.q) &&
      (!f.status || x.status === f.status) &&
      (!f.homeOfficeId || x.homeOfficeId === f.homeOfficeId),
    props.onFiltersChange,
    { id: 'plate', direction: 'asc' },
    props.state,
  );
  return <TruckList {...view} offices={storyOffices} onExportCsv={props.onExportCsv} today={storyToday} />;
}

const meta = {
  title: 'Courier/Master data/Trucks',
  tags: ['autodocs'],
  parameters: { chromatic: { modes: withPhone } },
  component: LiveList,
  args: { onFiltersChange: fn(), onExportCsv: fn() },
} satisfies Meta<typeof LiveList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A service past its date and an insurance about to end are flagged; the status narrows the fleet. */
export const List: Story = {
  tags: ['desktop'],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Trucks' });
    const row = (plate: string) => within(table).getByRole('cell', { name: plate }).closest('tr')!;
    await expect(row('06 KLM 4521')).toHaveTextContent('2 days overdue');
    await expect(row('06 KLM 4521')).toHaveTextContent('Expires in 6 days');
    await expect(row('35 ZT 88')).toHaveTextContent('Expired');
    await expect(row('34 ABC 123')).not.toHaveTextContent(/overdue|Expire/);
  },
};

export const FilterByStatus: Story = {
  tags: ['interaction'],
  ...afterShowcase(List, async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: 'Trucks' });
    await userEvent.click(canvas.getByRole('button', { name: /^All statuses/ }));
    await userEvent.click(await settled(body().findByRole('option', { name: 'In maintenance' })));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'maintenance' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  }),
  name: 'Filter by status',
};

/** The first page on its way: the frame stands, placeholder rows where the trucks will be. */
export const Loading: Story = { args: { state: 'loading' }, play: showsListState('Trucks', 'loading') };

/** None yet: the table says so, and where to start. */
export const Empty: Story = { args: { state: 'empty' }, play: showsListState('Trucks', 'empty') };

/** The server did not answer: the table says so in words, with Try again. */
export const Failed: Story = { args: { state: 'failed' }, play: showsListState('Trucks', 'failed') };

/** The truck with its service and insurance dates, the warning for each, and its trips. */
export const Detail: StoryObj<typeof TruckDetail> = {
  render: (args) => <TruckDetail {...args} />,
  args: {
    truck: storyTrucks[1]!,
    offices: storyOffices,
    trips: { total: 36, items: storyTrips },
    routes: storyRoutes,
    tripHref: (trip) => `#${trip.id}`,
    today: storyToday,
    backHref: '#trucks',
    backLabel: 'Trucks',
    editHref: '#edit',
    onDelete: fn(async () => undefined),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '06 KLM 4521' })).toBeVisible();
    const due = canvas.getByRole('region', { name: 'Service and insurance' });
    await expect(due).toHaveTextContent('2 days overdue');
    await expect(due).toHaveTextContent('Expires in 6 days');
    await expect(due).toHaveTextContent('The service is overdue');
    await expect(canvas.getByRole('region', { name: 'Vehicle' })).toHaveTextContent(/284[.,]500 km/);
    const trips = canvas.getByRole('region', { name: 'Trips (36)' });
    await expect(trips).toHaveTextContent('The newest 4 of 36');
  },
};

/** A plate that is not Turkish and missing fields are refused at their fields; a capacity stays in range; nothing is sent. */
export const FormValidation: StoryObj<typeof TruckForm> = {
  name: 'Form validation',
  render: (args) => <TruckForm {...args} />,
  args: {
    mode: 'create',
    initial: blankTruck('off_ist'),
    offices: storyOffices,
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Plate/ }), '99 AB 12');
    const capacity = canvas.getByRole('textbox', { name: /^Capacity \(weight\)/ });
    await userEvent.type(capacity, '90000');
    await userEvent.tab();
    // The field holds the truck to its range: 90 000 kg becomes the largest allowed.
    await expect(capacity).toHaveValue('40,000');
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(
      await canvas.findByText('A Turkish plate, like 34 ABC 123', { selector: '[slot="errorMessage"]' }),
    ).toBeVisible();
    await expect(canvas.getAllByText('This field is required')).toHaveLength(4);
    await expect(canvas.getByText('Between 1990 and 2100')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const editing: TruckInput = { ...storyTrucks[0]! };

/** The plate is taken in any spacing and sent as "34 ABC 124"; the server's "taken" lands on it. */
export const FormServerErrors: StoryObj<typeof TruckForm> = {
  name: 'Form server errors',
  render: (args) => <TruckForm {...args} />,
  args: {
    mode: 'edit',
    initial: editing,
    offices: storyOffices,
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
    serverErrors: { plate: 'taken' },
    error: 'Some fields are not valid',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('This is already in use')).toBeVisible();
    const plate = canvas.getByRole('textbox', { name: /^Plate/ });
    await userEvent.clear(plate);
    await userEvent.type(plate, '34abc124');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ plate: '34 ABC 124', make: 'Mercedes-Benz' }),
      ),
    );
  },
};

export const DetailDark: StoryObj<typeof TruckDetail> = {
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
    const table = canvas.getByRole('table', { name: 'Kamyonlar' });
    await expect(within(table).getByText('2 gün gecikti')).toBeVisible();
    await expect(within(table).getByText('Bakımda')).toBeVisible();
  },
};
