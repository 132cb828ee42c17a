import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateField } from './DateField';
import { settled } from '../../testing/motion';
import { notCaptured, inTurkish } from '../../testing/modes';
import { t, startsWith, holding } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';
import { storyFormat, storyLocale } from '../../testing/format';

/** A day's field of the date as the browser names it in the story's language ("day", "gün"). */
const daySegment = () => new RegExp(new Intl.DisplayNames(storyLocale(), { type: 'dateTimeField' }).of('day')!, 'i');

const meta = {
  title: 'Primitives/DateField',
  tags: ['autodocs'],
  component: DateField,
  args: { label: 'Promised date', onChange: fn() },
  decorators: [
    (Story) => <div style={{ maxWidth: 320, minHeight: 420 }}>{Story()}</div>,
    sampleCopy({ label: 'samples.dateField.promised', errorMessage: 'samples.dateField.past' }),
  ],
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LongDateEnglish: Story = {
  name: 'Long date English',
  args: { defaultValue: '2026-11-21' },
  play: async ({ canvas }) => {
    // In English as a company in Türkiye writes it (en-GB): 21 November 2026.
    await expect(canvas.getByTestId('long-date')).toHaveTextContent(storyFormat().longDay('2026-11-21'));
  },
};

export const LongDateTurkish: Story = {
  name: 'Long date Turkish',
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  args: { defaultValue: '2026-11-21', label: 'Söz verilen tarih' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('long-date')).toHaveTextContent('21 Kasım 2026');
    await expect(canvas.getByRole('button', { name: /^Takvimi aç/ })).toBeVisible();
  },
};

export const TypeADate: Story = {
  name: 'Type a date',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    // Day first: English as a company in Türkiye writes it (en-GB).
    const day = canvas.getByRole('spinbutton', { name: daySegment() });
    await userEvent.click(day);
    await userEvent.keyboard('15032027');
    await expect(args.onChange).toHaveBeenLastCalledWith('2027-03-15');
    // Leaving the field shows the long date again.
    await userEvent.tab();
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByTestId('long-date')).toHaveTextContent(storyFormat().longDay('2027-03-15')));
  },
};

export const PickFromCalendar: Story = {
  name: 'Pick from calendar',
  render: function Render(args) {
    const [value, setValue] = useState<string | null>('2026-11-21');
    return (
      <DateField
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: startsWith(t('common.openCalendar')) }));
    const dialog = await settled(within(document.body).findByRole('dialog'));
    await userEvent.click(within(dialog).getByRole('button', { name: holding(storyFormat().longDay('2026-11-25')) }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-25');
    // The field holds the date picked: its day reads 25.
    await waitFor(() =>
      expect(canvas.getByRole('spinbutton', { name: daySegment() })).toHaveAttribute('aria-valuenow', '25'),
    );
  },
};

export const OutOfRange: Story = {
  name: 'Out of range',
  args: { defaultValue: '2026-11-01', minValue: '2026-11-21', errorMessage: 'The promised date cannot be in the past' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('samples.dateField.past'))).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { defaultValue: '2026-11-21', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: startsWith(t('common.openCalendar')) })).toBeDisabled();
  },
};

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId('long-date')).toBeNull();
    await expect(canvas.getByRole('spinbutton', { name: daySegment() })).toBeVisible();
  },
};

export const Dark: Story = {
  ...LongDateEnglish,
  tags: ['interaction'],
  parameters: notCaptured(LongDateEnglish.parameters),
  globals: { scheme: 'dark' },
};
