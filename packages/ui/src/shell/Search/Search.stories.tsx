import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SearchResultSet } from '@courier/domain';
import { Search } from './Search';
import { settled } from '../../testing/motion';
import { afterShowcase, notCaptured, inTurkish } from '../../testing/modes';
import { t } from '../../testing/t';

const results: SearchResultSet[] = [
  {
    id: 'contacts',
    label: 'Customers',
    results: [{ id: 'cus_1', avatar: null, name: 'Anadolu Tekstil', link: '/secure/customers/cus_1' }],
  },
  {
    id: 'pages',
    label: 'Pages',
    results: [
      { id: 'parcels', title: 'Parcels', link: '/secure/parcels' },
      { id: 'parcels.history', title: 'Parcels history', link: '/secure/parcels-history' },
    ],
  },
  {
    id: 'tasks',
    label: 'Tasks',
    results: [{ id: 'tsk_1', title: 'Send the new parcel rate card', completed: true, link: '/apps/tasks/tsk_1' }],
  },
];
const onSearch = fn(async (query: string) => (query.toLowerCase().includes('zz') ? [] : results));

/** What the server answers for a name: the network's records each in its group, with a subtitle and a status. */
const recordResults: SearchResultSet[] = [
  {
    id: 'parcels',
    label: 'Parcels',
    results: [
      {
        id: 'par_005001',
        title: 'CP100050014TR',
        subtitle: 'Anadolu Tekstil → Ahmet Çetin · İstanbul',
        status: 'in_transit',
        link: '/secure/parcels/par_005001',
      },
    ],
  },
  {
    id: 'complaints',
    label: 'Complaints',
    results: [
      {
        id: 'cmp_000186',
        title: 'CMP-000186',
        subtitle: 'Parcel arrived damaged',
        status: 'open',
        link: '/secure/complaints/cmp_000186',
      },
    ],
  },
  {
    id: 'contacts',
    label: 'Customers',
    results: [
      {
        id: 'cus_1',
        avatar: null,
        name: 'Ahmet Çetin',
        subtitle: 'CUS-000001 · Ankara',
        link: '/secure/customers/cus_1',
      },
    ],
  },
  {
    id: 'offices',
    label: 'Offices',
    results: [
      {
        id: 'off_001',
        title: 'IST · İstanbul Hub',
        subtitle: 'Esenyurt · İstanbul',
        status: null,
        link: '/secure/destinations/off_001',
      },
    ],
  },
  {
    id: 'drivers',
    label: 'Drivers',
    results: [
      {
        id: 'drv_004',
        title: 'Mehmet Çetin',
        subtitle: 'DRV-0004 · ANK',
        status: null,
        link: '/secure/drivers/drv_004',
      },
    ],
  },
  {
    id: 'trucks',
    label: 'Trucks',
    results: [
      { id: 'trk_002', title: '34 CTN 42', subtitle: 'Ford Cargo · IST', status: null, link: '/secure/trucks/trk_002' },
    ],
  },
  {
    id: 'trips',
    label: 'Trips',
    results: [
      {
        id: 'trp_010',
        title: 'TRP-2026-00010',
        subtitle: 'IST → ANK → KON',
        status: 'planned',
        link: '/secure/trips/trp_010',
      },
    ],
  },
  {
    id: 'pages',
    label: 'Pages',
    results: [
      { id: 'parcels.history', title: 'Parcels history', subtitle: 'Parcels', link: '/secure/parcels-history' },
    ],
  },
];

const meta = {
  title: 'Shell/Search',
  tags: ['autodocs'],
  component: Search,
  args: { onSearch, onOpenResult: fn(), appearance: 'basic' },
  beforeEach: () => {
    onSearch.mockClear();
  },
  decorators: [(Story) => <div style={{ position: 'relative', minHeight: 420, padding: 8 }}>{Story()}</div>],
} satisfies Meta<typeof Search>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** The field as it opens, waiting for a parcel number, a customer or a page. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('combobox', { name: t('shell.search.label') })).toHaveValue('');
  },
};

/** One character does not search and says why; from two, typing fast searches once after a pause, the results grouped. */
export const DebouncedFromTwoCharacters: Story = {
  tags: ['interaction'],
  ...afterShowcase(Default, async ({ canvas }) => {
    const input = await canvas.findByRole('combobox', { name: t('shell.search.label') });
    await userEvent.type(input, 'p');
    // One character: no search, and the list says why.
    await waitFor(() => expect(body().getByText(t('shell.search.minLength'))).toBeVisible());
    await new Promise((r) => setTimeout(r, 400));
    await expect(onSearch).not.toHaveBeenCalled();
    await userEvent.type(input, 'ar');
    // Typing fast searches once, 300 ms after the last key.
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    await expect(onSearch).toHaveBeenCalledWith('par');
    const list = await settled(body().findByRole('listbox'));
    await expect(within(list).getByRole('group', { name: t('shell.search.groups.pages') })).toBeVisible();
    await expect(within(list).getByRole('group', { name: t('shell.search.groups.contacts') })).toBeVisible();
    await expect(within(list).getByRole('option', { name: /Send the new parcel rate card/ })).toHaveTextContent(
      t('shell.search.completed'),
    );
  }),
  name: 'Debounced from two characters',
};

export const ShorterTextClearsResults: Story = {
  name: 'Shorter text clears results',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('combobox', { name: t('shell.search.label') });
    await userEvent.type(input, 'par');
    await settled(body().findByRole('option', { name: /Parcels history/ }));
    await userEvent.type(input, '{Backspace}{Backspace}');
    await waitFor(() => expect(body().queryByRole('option', { name: /Parcels history/ })).toBeNull());
  },
};

export const KeyboardOpensAResult: Story = {
  name: 'Keyboard opens a result',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    const input = await canvas.findByRole('combobox', { name: t('shell.search.label') });
    await userEvent.type(input, 'par');
    await settled(body().findByRole('option', { name: /Anadolu Tekstil/ }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onOpenResult).toHaveBeenCalledWith(results[1]!.results[0]);
  },
};

/** In the bar, a picked result closes it and leaves the focus to the page the result opens, not to the search button. */
export const BarPickLeavesTheFocusToThePage: Story = {
  name: 'Bar pick leaves the focus to the page',
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { appearance: 'bar' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell.search.open') }));
    await userEvent.type(await canvas.findByRole('combobox', { name: t('shell.search.label') }), 'par');
    await settled(body().findByRole('option', { name: /Anadolu Tekstil/ }));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onOpenResult).toHaveBeenCalledWith(results[0]!.results[0]);
    const button = await canvas.findByRole('button', { name: t('shell.search.open') });
    await expect(button).not.toHaveFocus();
  },
};

// The answer to "No results" is held back until the list has been seen saying it is searching.
let answerEmpty: () => void = () => undefined;
/** While the answer is on its way the list says so; "No results" only once the answer is empty. */
export const NoResults: Story = {
  name: 'No results',
  args: {
    onSearch: fn((_query: string) => new Promise<SearchResultSet[]>((resolve) => (answerEmpty = () => resolve([])))),
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(await canvas.findByRole('combobox', { name: t('shell.search.label') }), 'zzz');
    await waitFor(() => expect(args.onSearch).toHaveBeenLastCalledWith('zzz'));
    await waitFor(() => expect(body().getByText(t('shell.search.searching'))).toBeVisible());
    await expect(body().queryByText(t('shell.search.noResults'))).toBeNull();
    answerEmpty();
    await waitFor(() => expect(body().getByText(t('shell.search.noResults'))).toBeVisible());
  },
};

export const BarOpensAndEscapeCloses: Story = {
  name: 'Bar opens and escape closes',
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { appearance: 'bar' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell.search.open') }));
    const input = await canvas.findByRole('combobox', { name: t('shell.search.label') });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, 'par');
    await settled(body().findByRole('listbox'));
    // The first Escape closes the suggestions and clears the text, the second the bar.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    await expect(await canvas.findByRole('combobox', { name: t('shell.search.label') })).toHaveValue('');
    // One character shows the hint: Escape closes it first, then the bar.
    await userEvent.type(await canvas.findByRole('combobox', { name: t('shell.search.label') }), 'x');
    await settled(body().findByText(t('shell.search.minLength')));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByText(t('shell.search.minLength'))).toBeNull());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('combobox')).toBeNull());
    await expect(canvas.getByRole('button', { name: t('shell.search.open') })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: t('shell.search.open') }));
    await expect(await canvas.findByRole('combobox', { name: t('shell.search.label') })).toHaveValue('');
  },
};

export const BarClosesWithItsButton: Story = {
  name: 'Bar closes with its button',
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { appearance: 'bar', defaultOpen: true },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('combobox', { name: t('shell.search.label') }), 'tr');
    await settled(body().findByRole('listbox'));
    // The open suggestions hide the rest of the page from assistive technology, so the button is found by its label.
    await userEvent.click(canvas.getByLabelText(t('shell.search.close')));
    await expect(canvas.getByRole('button', { name: t('shell.search.open') })).toHaveFocus();
    await expect(body().queryByRole('listbox')).toBeNull();
  },
};

const groups = ['parcels', 'complaints', 'contacts', 'offices', 'drivers', 'trucks', 'trips', 'pages'];
/** Types a name and checks each group, its kind and each result's readable subtitle (never an address). */
const checkRecordGroups = async ({ canvas }: { canvas: ReturnType<typeof within> }) => {
  await userEvent.type(await canvas.findByRole('combobox', { name: t('shell.search.label') }), 'cetin');
  const list = await settled(body().findByRole('listbox'));
  // The answer comes after the pause: the list says it is searching until then.
  await waitFor(() => expect(within(list).getAllByRole('group')).toHaveLength(8));
  for (const group of groups)
    await expect(within(list).getByRole('group', { name: t(`shell.search.groups.${group}`) })).toBeVisible();
  const parcel = within(list).getByRole('option', { name: /CP100050014TR/ });
  await expect(parcel).toHaveTextContent('Anadolu Tekstil → Ahmet Çetin · İstanbul');
  await expect(parcel).toHaveTextContent(t('parcel.status.in_transit'));
  await expect(within(list).getByRole('option', { name: /CMP-000186/ })).toHaveTextContent(
    t('complaints.statuses.open'),
  );
  await expect(within(list).getByRole('option', { name: /TRP-2026-00010/ })).toHaveTextContent('IST → ANK → KON');
  // A page's title and kind come with the answer, as the server words them.
  await expect(within(list).getByRole('option', { name: /Parcels history/ })).toHaveTextContent('Parcels');
  await expect(list).not.toHaveTextContent('/secure/');
};

/** A name finds parcels, complaints, customers, offices, drivers, trucks and trips, each in its group, each result with a readable subtitle and its status. */
export const RecordGroups: Story = {
  name: 'Record groups',
  args: { onSearch: fn(async (_query: string) => recordResults) },
  play: checkRecordGroups,
};
export const RecordGroupsTurkish: Story = {
  name: 'Record groups Turkish',
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  args: { onSearch: fn(async (_query: string) => recordResults) },
  play: checkRecordGroups,
};

/** Ctrl+K, ⌘K and "/" (outside a field) open the bar and put the focus in it; "/" typed in a field stays a "/". */
export const ShortcutsOpenTheBar: Story = {
  name: 'Shortcuts open the bar',
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { appearance: 'bar' },
  render: (args) => (
    <>
      <Search {...args} />
      <label>
        Note <input />
      </label>
    </>
  ),
  play: async ({ canvas }) => {
    await userEvent.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: t('shell.search.label') })).toHaveFocus());
    await expect(canvas.getByRole('combobox', { name: t('shell.search.label') })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+K Meta+K /',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('combobox')).toBeNull());
    await userEvent.keyboard('{Meta>}k{/Meta}');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: t('shell.search.label') })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('combobox')).toBeNull());
    // "/" typed in a field is text.
    const note = canvas.getByRole('textbox', { name: t('scan.fields.note') });
    await userEvent.type(note, 'a/b');
    await expect(note).toHaveValue('a/b');
    await expect(canvas.queryByRole('combobox')).toBeNull();
    note.blur();
    await userEvent.keyboard('/');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: t('shell.search.label') })).toHaveFocus());
    await expect(canvas.getByRole('combobox', { name: t('shell.search.label') })).toHaveValue('');
  },
};

/** In the basic appearance the field is there already: the shortcut puts the focus in it. */
export const ShortcutFocusesTheField: Story = {
  name: 'Shortcut focuses the field',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('combobox', { name: t('shell.search.label') });
    await expect(input).not.toHaveFocus();
    await userEvent.keyboard('/');
    await waitFor(() => expect(input).toHaveFocus());
    await expect(input).toHaveValue('');
  },
};

export const Dark: Story = {
  ...DebouncedFromTwoCharacters,
  tags: ['interaction'],
  parameters: notCaptured(DebouncedFromTwoCharacters.parameters),
  globals: { scheme: 'dark' },
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Ara' }), 'par');
    await waitFor(() => expect(body().getByRole('group', { name: 'Sayfalar' })).toBeVisible());
  },
};
