import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NumberField } from './NumberField';
import { inTurkish } from '../../testing/modes';

const meta = {
  title: 'Primitives/NumberField',
  tags: ['autodocs'],
  component: NumberField,
  args: { label: 'Weight', unit: 'kg', minValue: 0.01, maxValue: 70, step: 0.01, onChange: fn(), formatOptions: { maximumFractionDigits: 2 } },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
} satisfies Meta<typeof NumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typed in the language's notation; the value leaves as a number; the unit is not part of the name. */
export const TypeANumber: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Weight' });
    await userEvent.type(input, '2.5');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(2.5);
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(2.51);
  },
};

/** Above the maximum it is brought back to it when the field is left. */
export const KeptInRange: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Weight' }), '120');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(70);
  },
};

export const Invalid: Story = { args: { errorMessage: 'Between 0.01 and 70 kg' }, play: async ({ canvas }) => void (await expect(canvas.getByText('Between 0.01 and 70 kg')).toBeVisible()) };
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
