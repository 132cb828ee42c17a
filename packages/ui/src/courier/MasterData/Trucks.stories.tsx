import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { TruckInput } from '@courier/domain';
import { settled } from '../../testing/motion';
import { storyOffices, storyRoutes, storyToday, storyTrips, storyTrucks } from '../fixtures';
import { dueWarning, holds, useStoryListView, showsListState, type ListState } from './storyList';
import { blankTruck, noTruckFilters, TruckDetail, TruckForm, TruckList, type TruckFilters } from './Trucks';
import { withPhone, notCaptured, inTurkish, afterShowcase } from '../../testing/modes';
import { t, startsWith } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';
import { storyFormat, storyNumber } from '../../testing/format';

const body = () => within(document.body);

/** The words of any warning of a date due ("days overdue", "Expires in", "Expired"), in the story's language. */
const anyDueWarning = () => dueWarning(['records.due.overdue', 'records.due.expiresIn', 'records.due.expired']);

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
    const table = canvas.getByRole('table', { name: t('trucks.title') });
    const row = (plate: string) => within(table).getByRole('cell', { name: plate }).closest('tr')!;
    await expect(row('06 KLM 4521')).toHaveTextContent(t('records.due.overdue', { count: 2 }));
    await expect(row('06 KLM 4521')).toHaveTextContent(t('records.due.expiresIn', { count: 6 }));
    await expect(row('35 ZT 88')).toHaveTextContent(t('records.due.expired'));
    await expect(row('34 ABC 123')).not.toHaveTextContent(anyDueWarning());
  },
};

export const FilterByStatus: Story = {
  tags: ['interaction'],
  ...afterShowcase(List, async ({ canvas, args }) => {
    const table = canvas.getByRole('table', { name: t('trucks.title') });
    await userEvent.click(canvas.getByRole('button', { name: startsWith(t('records.allStatuses')) }));
    await userEvent.click(await settled(body().findByRole('option', { name: t('trucks.statuses.maintenance') })));
    await expect(args.onFiltersChange).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'maintenance' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  }),
  name: 'Filter by status',
};

/** The first page on its way: the frame stands, placeholder rows where the trucks will be. */
export const Loading: Story = { args: { state: 'loading' }, play: showsListState(() => t('trucks.title'), 'loading') };

/** None yet: the table says so, and where to start. */
export const Empty: Story = { args: { state: 'empty' }, play: showsListState(() => t('trucks.title'), 'empty') };

/** The server did not answer: the table says so in words, with Try again. */
export const Failed: Story = { args: { state: 'failed' }, play: showsListState(() => t('trucks.title'), 'failed') };

/** The truck with its service and insurance dates, the warning for each, and its trips. */
export const Detail: StoryObj<typeof TruckDetail> = {
  render: (args) => <TruckDetail {...args} />,
  decorators: sampleCopy({ backLabel: 'trucks.back' }),
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
    const due = canvas.getByRole('region', { name: t('trucks.dueDates') });
    await expect(due).toHaveTextContent(t('records.due.overdue', { count: 2 }));
    await expect(due).toHaveTextContent(t('records.due.expiresIn', { count: 6 }));
    await expect(due).toHaveTextContent(t('trucks.serviceOverdueHint'));
    await expect(canvas.getByRole('region', { name: t('trucks.vehicle') })).toHaveTextContent(
      t('trucks.kmValue', { value: storyFormat().count(284500) }),
    );
    const trips = canvas.getByRole('region', { name: t('trucks.trips', { count: 36 }) });
    await expect(trips).toHaveTextContent(t('records.newestOf', { shown: '4', count: 36 }));
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
    await userEvent.type(canvas.getByRole('textbox', { name: startsWith(t('trucks.plate')) }), '99 AB 12');
    const capacity = canvas.getByRole('textbox', { name: startsWith(t('trucks.capacityKg')) });
    await userEvent.type(capacity, '90000');
    await userEvent.tab();
    // The field holds the truck to its range: 90 000 kg becomes the largest allowed.
    await expect(capacity).toHaveValue(storyNumber(40000));
    await userEvent.click(canvas.getByRole('button', { name: t('records.create') }));
    await expect(await canvas.findByText(t('form.errors.plate'), { selector: '[slot="errorMessage"]' })).toBeVisible();
    await expect(canvas.getAllByText(t('form.errors.required'))).toHaveLength(4);
    // Without a unit the range's words hold a double space, which the page's text reads as one.
    const yearRange = t('form.errors.range', { min: 1990, max: 2100, unit: '' }).replace(/\s+/g, ' ').trim();
    await expect(canvas.getByText(yearRange)).toBeVisible();
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
  decorators: sampleCopy({ error: 'samples.records.refused' }),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(t('form.errors.taken'))).toBeVisible();
    const plate = canvas.getByRole('textbox', { name: startsWith(t('trucks.plate')) });
    await userEvent.clear(plate);
    await userEvent.type(plate, '34abc124');
    await userEvent.click(canvas.getByRole('button', { name: t('common.save') }));
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
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Kamyonlar' });
    await expect(within(table).getByText('2 gün gecikti')).toBeVisible();
    await expect(within(table).getByText('Bakımda')).toBeVisible();
  },
};
