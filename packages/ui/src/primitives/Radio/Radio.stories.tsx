import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Radio, RadioGroup } from './Radio';
import { notCaptured, inTurkish, afterShowcase } from '../../testing/modes';

const meta = {
  title: 'Primitives/Radio',
  tags: ['autodocs'],
  component: RadioGroup,
  args: {
    label: 'Payment',
    onChange: fn(),
    children: (
      <>
        <Radio value="prepaid">Prepaid by sender</Radio>
        <Radio value="cod">Cash on delivery</Radio>
        <Radio value="receiver_pays">Receiver pays</Radio>
      </>
    ),
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: 'prepaid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Payment' })).toBeVisible();
  },
};

export const ChooseByClickAndArrows: Story = {
  tags: ['interaction'],
  ...afterShowcase(Default, async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('Cash on delivery'));
    await expect(args.onChange).toHaveBeenLastCalledWith('cod');
    // Arrow keys move the choice within the group.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Receiver pays' })).toBeChecked();
  }),
};
export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'cod' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Cash on delivery' })).toBeChecked();
  },
};
export const Error: Story = {
  args: { errorMessage: 'Choose how the parcel is paid', isRequired: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose how the parcel is paid')).toBeVisible();
  },
};
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'prepaid' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};
export const Dark: Story = {
  ...Default,
  tags: ['interaction'],
  parameters: notCaptured(Default.parameters),
  globals: { scheme: 'dark' },
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  args: {
    label: 'Ödeme',
    children: (
      <>
        <Radio value="prepaid">Gönderici öder</Radio>
        <Radio value="cod">Kapıda ödeme</Radio>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Ödeme' })).toBeVisible();
  },
};
