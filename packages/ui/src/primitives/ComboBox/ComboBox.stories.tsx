import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { OptionItem } from '../shared/Option';
import { ComboBox } from './ComboBox';
import { settled } from '../../testing/motion';
import { afterShowcase, notCaptured, inTurkish } from '../../testing/modes';
import { sampleName } from '../../testing/sampleData';
import { t } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';

const offices: OptionItem[] = [
  { id: 'IST', label: 'İstanbul Avrupa Hub', description: 'IST · hub' },
  { id: 'ISA', label: 'İstanbul Anadolu Hub', description: 'ISA · hub' },
  { id: 'ANK', label: 'Ankara Hub', description: 'ANK · hub' },
  { id: 'IZM', label: 'İzmir', description: 'IZM · branch' },
  { id: 'BUR', label: 'Bursa', description: 'BUR · branch' },
  { id: 'ANT', label: 'Antalya', description: 'ANT · branch' },
];

const officesInLanguage = () =>
  offices.map((office) => {
    const [code, type] = office.description!.split(' · ');
    return { ...office, description: `${code} · ${t(`offices.types.${type}`)}` };
  });

const customers = Array.from({ length: 40 }, (_, i) => ({
  id: `c${i + 1}`,
  label: sampleName(i),
  description: `CUS-${String(i + 1).padStart(6, '0')}`,
}));

const meta = {
  title: 'Primitives/ComboBox',
  tags: ['autodocs'],
  component: ComboBox,
  decorators: [
    (Story) => <div style={{ maxWidth: 340, minHeight: 320 }}>{Story()}</div>,
    sampleCopy({
      label: 'samples.comboBox.origin',
      placeholder: 'samples.comboBox.typeCity',
      errorMessage: 'samples.comboBox.chooseDestination',
      // The offices keep their names; what kind of office each is, is said in the story's language.
      items: (given: unknown) => (given === offices ? officesInLanguage() : given),
    }),
  ],
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A fixed list of options, filtered by what is typed; the field says what to type. */
export const FixedList: Story = {
  name: 'Fixed list',
  args: { label: 'Origin office', items: offices, onChange: fn(), placeholder: 'Type a city' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: t('samples.comboBox.origin') })).toHaveAttribute(
      'placeholder',
      t('samples.comboBox.typeCity'),
    );
  },
};

/** A chosen office shows its name in the field. */
export const Chosen: Story = {
  args: { ...FixedList.args, defaultSelectedKey: 'ANK' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: t('samples.comboBox.origin') })).toHaveValue('Ankara Hub'),
    );
  },
};

/** Typing filters the list; the arrow keys and Enter choose. */
export const TypeToFilter: Story = {
  tags: ['interaction'],
  ...afterShowcase(FixedList, async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: t('samples.comboBox.origin') });
    await userEvent.type(input, 'ist');
    const listbox = await settled(within(document.body).findByRole('listbox'));
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('IST');
    await expect(input).toHaveValue('İstanbul Avrupa Hub');
  }),
  name: 'Type to filter',
};

const loadCustomers = fn(async (text: string, signal: AbortSignal) => {
  await new Promise((resolve) => setTimeout(resolve, 50));
  signal.throwIfAborted();
  return customers.filter((c) => c.label.toLowerCase().includes(text.toLowerCase())).slice(0, 10);
});

export const AsyncOptions: Story = {
  name: 'Async options',
  args: { label: 'Sender account', loadOptions: loadCustomers, debounceMs: 100, onChange: fn() },
  decorators: sampleCopy({ label: 'parcelForm.customer' }),
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: t('parcelForm.customer') });
    await userEvent.type(input, 'aslan');
    const listbox = await settled(within(document.body).findByRole('listbox'));
    // The answer for the final text (an earlier, shorter text may have shown its own first).
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    await expect(within(listbox).getByRole('option', { name: /Pınar Aslan/ })).toBeVisible();
    // Typing fast loads once for the final text, after the pause.
    const calls = loadCustomers.mock.calls.map(([text]) => text);
    await expect(calls.at(-1)).toBe('aslan');
    await userEvent.click(within(listbox).getByRole('option', { name: /Cem Aslan/ }));
    await expect(args.onChange).toHaveBeenCalledWith('c31');
    // The field now shows the choice.
    await waitFor(() => expect(input).toHaveValue('Cem Aslan'));
  },
};

/** A choice made by keyboard the moment the text is typed comes from the options for that text, never from older ones. */
export const QuickKeyboardChoice: Story = {
  name: 'Quick keyboard choice',
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { label: 'Sender account', loadOptions: loadCustomers, debounceMs: 100, onChange: fn() },
  decorators: sampleCopy({ label: 'parcelForm.customer' }),
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: t('parcelForm.customer') });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(document.body).getAllByRole('option')).toHaveLength(10));
    await userEvent.type(input, 'Tolga Kılıç');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    // Nothing was chosen from the unfiltered list while the answer for the text was on its way.
    await expect(args.onChange).not.toHaveBeenCalled();
    // Once the options for the text are there, the same keys choose from them.
    await userEvent.clear(input);
    await userEvent.type(input, 'Tolga Kılıç');
    await waitFor(() => expect(within(document.body).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(document.body).getByRole('option', { name: /Tolga Kılıç/ })).toBeVisible());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith('c27'));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const NoResults: Story = {
  name: 'No results',
  args: { label: 'Origin office', items: offices, allowsEmptyCollection: true },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'zzz');
    await waitFor(() => expect(within(document.body).getByText(t('common.noResults'))).toBeVisible());
  },
};

export const Error: Story = {
  args: { label: 'Destination office', items: offices, errorMessage: 'Choose the destination office', isInvalid: true },
  decorators: sampleCopy({ label: 'bookingImport.fields.destination' }),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('combobox', { name: t('bookingImport.fields.destination') }),
    ).toHaveAccessibleDescription(t('samples.comboBox.chooseDestination'));
  },
};

export const Disabled: Story = {
  args: { label: 'Origin office', items: offices, isDisabled: true, defaultInputValue: 'Ankara Hub' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
  },
};

export const Dark: Story = {
  ...FixedList,
  tags: ['interaction'],
  parameters: notCaptured(FixedList.parameters),
  globals: { scheme: 'dark' },
};
export const Turkish: Story = {
  ...NoResults,
  tags: ['turkish'],
  parameters: inTurkish(NoResults.parameters),
  globals: { locale: 'tr' },
  args: { label: 'Çıkış şubesi', items: offices, allowsEmptyCollection: true },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'zzz');
    await waitFor(() => expect(within(document.body).getByText('Sonuç yok')).toBeVisible());
  },
};
