import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SearchResultSet } from '@courier/domain';
import { Search } from './Search';
import { settled } from '../../testing/motion';
import { afterShowcase, notCaptured, inTurkish } from '../../testing/modes';

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
    await expect(await canvas.findByRole('combobox', { name: 'Search' })).toHaveValue('');
  },
};

/** One character does not search and says why; from two, typing fast searches once after a pause, the results grouped. */
export const DebouncedFromTwoCharacters: Story = {
  tags: ['interaction'],
  ...afterShowcase(Default, async ({ canvas }) => {
    const input = await canvas.findByRole('combobox', { name: 'Search' });
    await userEvent.type(input, 'p');
    // One character: no search, and the list says why.
    await waitFor(() => expect(body().getByText('Type at least 2 characters')).toBeVisible());
    await new Promise((r) => setTimeout(r, 400));
    await expect(onSearch).not.toHaveBeenCalled();
    await userEvent.type(input, 'ar');
    // Typing fast searches once, 300 ms after the last key.
    await waitFor(() => expect(onSearch).toHaveBeenCalledTimes(1));
    await expect(onSearch).toHaveBeenCalledWith('par');
    const list = await settled(body().findByRole('listbox'));
    await expect(within(list).getByRole('group', { name: 'Pages' })).toBeVisible();
    await expect(within(list).getByRole('group', { name: 'Customers' })).toBeVisible();
    await expect(within(list).getByRole('option', { name: /Send the new parcel rate card/ })).toHaveTextContent(
      'Completed',
    );
  }),
};

export const ShorterTextClearsResults: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    const input = await canvas.findByRole('combobox', { name: 'Search' });
    await userEvent.type(input, 'par');
    await settled(body().findByRole('option', { name: /Parcels history/ }));
    await userEvent.type(input, '{Backspace}{Backspace}');
    await waitFor(() => expect(body().queryByRole('option', { name: /Parcels history/ })).toBeNull());
  },
};

export const KeyboardOpensAResult: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    const input = await canvas.findByRole('combobox', { name: 'Search' });
    await userEvent.type(input, 'par');
    await settled(body().findByRole('option', { name: /Anadolu Tekstil/ }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onOpenResult).toHaveBeenCalledWith(results[1]!.results[0]);
  },
};

/** In the bar, a picked result closes it and leaves the focus to the page the result opens, not to the search button. */
export const BarPickLeavesTheFocusToThePage: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { appearance: 'bar' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open search' }));
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Search' }), 'par');
    await settled(body().findByRole('option', { name: /Anadolu Tekstil/ }));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onOpenResult).toHaveBeenCalledWith(results[0]!.results[0]);
    const button = await canvas.findByRole('button', { name: 'Open search' });
    await expect(button).not.toHaveFocus();
  },
};

// The answer to "No results" is held back until the list has been seen saying it is searching.
let answerEmpty: () => void = () => undefined;
/** While the answer is on its way the list says so; "No results" only once the answer is empty. */
export const NoResults: Story = {
  args: {
    onSearch: fn((_query: string) => new Promise<SearchResultSet[]>((resolve) => (answerEmpty = () => resolve([])))),
  },
  play: async ({ canvas, args }) => {
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Search' }), 'zzz');
    await waitFor(() => expect(args.onSearch).toHaveBeenLastCalledWith('zzz'));
    await waitFor(() => expect(body().getByText('Searching…')).toBeVisible());
    await expect(body().queryByText('No results')).toBeNull();
    answerEmpty();
    await waitFor(() => expect(body().getByText('No results')).toBeVisible());
  },
};

export const BarOpensAndEscapeCloses: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { appearance: 'bar' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open search' }));
    const input = await canvas.findByRole('combobox', { name: 'Search' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, 'par');
    await settled(body().findByRole('listbox'));
    // The first Escape closes the suggestions and clears the text, the second the bar.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('listbox')).toBeNull());
    await expect(await canvas.findByRole('combobox', { name: 'Search' })).toHaveValue('');
    // One character shows the hint: Escape closes it first, then the bar.
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Search' }), 'x');
    await settled(body().findByText('Type at least 2 characters'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByText('Type at least 2 characters')).toBeNull());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('combobox')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Open search' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Open search' }));
    await expect(await canvas.findByRole('combobox', { name: 'Search' })).toHaveValue('');
  },
};

export const BarClosesWithItsButton: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { appearance: 'bar', defaultOpen: true },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('combobox', { name: 'Search' }), 'tr');
    await settled(body().findByRole('listbox'));
    // The open suggestions hide the rest of the page from assistive technology, so the button is found by its label.
    await userEvent.click(canvas.getByLabelText('Close search'));
    await expect(canvas.getByRole('button', { name: 'Open search' })).toHaveFocus();
    await expect(body().queryByRole('listbox')).toBeNull();
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
