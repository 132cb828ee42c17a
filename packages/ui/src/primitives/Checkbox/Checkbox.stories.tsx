import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox, CheckboxGroup } from './Checkbox';
import { notCaptured, inTurkish, afterShowcase } from '../../testing/modes';

const meta = {
  title: 'Primitives/Checkbox',
  tags: ['autodocs'],
  component: Checkbox,
  args: { children: 'Fragile contents', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Fragile contents' })).not.toBeChecked();
  },
};

export const CheckByClickAndKey: Story = {
  tags: ['interaction'],
  ...afterShowcase(Default, async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Fragile contents' });
    await userEvent.click(canvas.getByText('Fragile contents'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  }),
  name: 'Check by click and key',
};
export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Select all' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBePartiallyChecked();
  },
};
export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
};
export const Invalid: Story = {
  args: { isInvalid: true, children: 'I confirm the receiver’s identity was checked' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
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
  args: { children: 'Kırılacak eşya' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Kırılacak eşya' })).not.toBeChecked();
  },
};

/** Several boxes make one value; the group's error names what is wrong with it. */
export const Group: StoryObj<typeof CheckboxGroup> = {
  render: (args) => (
    <CheckboxGroup {...args}>
      <Checkbox value="1">Monday</Checkbox>
      <Checkbox value="2">Tuesday</Checkbox>
      <Checkbox value="3">Wednesday</Checkbox>
    </CheckboxGroup>
  ),
  args: {
    label: 'Runs on',
    orientation: 'horizontal',
    isRequired: true,
    errorMessage: 'Choose at least one day',
    onChange: fn(),
  },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: /^Runs on/ });
    await expect(group).toHaveTextContent('Choose at least one day');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Tuesday' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['2']);
  },
};
