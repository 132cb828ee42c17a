import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { NativeSelect, type NativeSelectProps } from './NativeSelect';
import { notCaptured } from '../../testing/modes';
import { t } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';

const offices = [
  { id: 'all', label: 'The whole network' },
  { id: 'ist', label: 'IST · Istanbul hub' },
  { id: 'ank', label: 'ANK · Ankara hub' },
  { id: 'izm', label: 'IZM · Izmir branch', isDisabled: true },
];

/** The field as a page holds it: the value it was given, and the one chosen after. */
function Held(props: NativeSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <NativeSelect
      {...props}
      value={value}
      onChange={(id) => {
        setValue(id);
        props.onChange(id);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/NativeSelect',
  component: NativeSelect,
  tags: ['autodocs'],
  render: (args) => <Held {...args} />,
  args: { label: 'Figures for', items: offices, value: 'all', onChange: fn() },
  decorators: [
    (Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>,
    sampleCopy({
      label: 'dashboard.scope',
      placeholder: 'common.loading',
      description: 'samples.nativeSelect.hint',
      errorMessage: 'samples.nativeSelect.closed',
      // The offices are named as they are; the whole network is said in the story's language.
      items: (items: typeof offices) =>
        items.map((item) => (item.id === 'all' ? { ...item, label: t('dashboard.network') } : item)),
    }),
  ],
} satisfies Meta<typeof NativeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: t('dashboard.scope') });
    await expect(select).toHaveDisplayValue(t('dashboard.network'));
    await expect(canvas.getAllByRole('option')).toHaveLength(4);
    await expect(canvas.getByRole('option', { name: /Izmir/ })).toBeDisabled();
  },
};

/** Chosen with the pointer: the page is told the option's id, and the field shows it. */
export const ChooseAnOption: Story = {
  name: 'Choose an option',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: t('dashboard.scope') });
    await userEvent.selectOptions(select, 'ANK · Ankara hub');
    await expect(args.onChange).toHaveBeenCalledWith('ank');
    await expect(select).toHaveDisplayValue('ANK · Ankara hub');
  },
};

/**
 * From the keyboard: Tab reaches it with a visible ring. The keys that choose (the arrows, typing a
 * name, Space to open) are the browser's own select's.
 */
export const Keyboard: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: t('dashboard.scope') });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(getComputedStyle(select).outlineStyle).toBe('solid');
  },
};

/** A hint and an error: both read with the field, and the field says it is invalid. */
export const HintAndError: Story = {
  name: 'Hint and error',
  args: { description: 'The figures of one office, or of all.', errorMessage: 'This office has closed.' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: t('dashboard.scope') });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(
      `${t('samples.nativeSelect.hint')} ${t('samples.nativeSelect.closed')}`,
    );
  },
};

/** A value whose item is not there yet (the offices still load): the field says so, it does not show the first item. */
export const ListLoading: Story = {
  name: 'List loading',
  args: { items: offices.slice(0, 1), value: 'ist', placeholder: 'Loading…' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: t('dashboard.scope') });
    await expect(select).toHaveDisplayValue(t('common.loading'));
    await expect(canvas.getByRole('option', { name: t('common.loading') })).toBeDisabled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: t('dashboard.scope') })).toBeDisabled();
  },
};
