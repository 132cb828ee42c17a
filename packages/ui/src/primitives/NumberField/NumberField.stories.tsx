import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberField } from './NumberField';
import { afterShowcase, inTurkish, notCaptured } from '../../testing/modes';
import { t } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';
import { storyNumber } from '../../testing/format';

/** The field's range said as the forms say it, its numbers in the story's language ("0,01" in Turkish). */
const rangeMessage = () => t('form.errors.range', { min: storyNumber(0.01), max: storyNumber(70), unit: 'kg' });

const meta = {
  title: 'Primitives/NumberField',
  tags: ['autodocs'],
  component: NumberField,
  args: {
    label: 'Weight',
    unit: 'kg',
    minValue: 0.01,
    maxValue: 70,
    step: 0.01,
    onChange: fn(),
    formatOptions: { maximumFractionDigits: 2 },
  },
  decorators: [
    (Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>,
    sampleCopy({
      label: 'parcels.columns.weight',
      errorMessage: (given: unknown) => (given === 'Between 0.01 and 70 kg' ? rangeMessage() : given),
    }),
  ],
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A weight in the language's notation, the unit beside it and not part of the field's name. */
export const Default: Story = {
  args: { defaultValue: 2.5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: t('parcels.columns.weight') })).toHaveValue(storyNumber(2.5));
    await expect(canvas.getByText('kg')).toBeVisible();
  },
};

/** Typed in the language's notation, the value leaves as a number; the arrow keys step it. */
export const TypeANumber: Story = {
  tags: ['interaction'],
  ...afterShowcase(Default, async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: t('parcels.columns.weight') });
    await userEvent.clear(input);
    await userEvent.type(input, storyNumber(4.25));
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(4.25);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(4.26);
  }),
  name: 'Type a number',
};

/** Above the maximum it is brought back to it when the field is left. */
export const KeptInRange: Story = {
  name: 'Kept in range',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: t('parcels.columns.weight') }), '120');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(70);
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Between 0.01 and 70 kg' },
  play: async ({ canvas }) => void (await expect(canvas.getByText(rangeMessage())).toBeVisible()),
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  args: { label: 'Ağırlık' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ağırlık' }), '2,5');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(2.5);
  },
};
