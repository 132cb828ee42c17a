import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox, CheckboxGroup } from './Checkbox';
import { notCaptured, inTurkish, afterShowcase } from '../../testing/modes';
import { t, startsWith } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';
import { storyLocale } from '../../testing/format';

/** A day of the week (1 Monday … 7 Sunday) named in the story's language, as the routes name their days. */
const weekday = (day: number) =>
  new Intl.DateTimeFormat(storyLocale(), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 10, 15 + day)),
  );

const meta = {
  title: 'Primitives/Checkbox',
  tags: ['autodocs'],
  component: Checkbox,
  args: { children: 'Fragile contents', onChange: fn() },
  decorators: sampleCopy({
    children: 'samples.checkbox.fragile',
    label: 'routes.days',
    errorMessage: 'samples.checkbox.oneDay',
  }),
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: t('samples.checkbox.fragile') })).not.toBeChecked();
  },
};

export const CheckByClickAndKey: Story = {
  tags: ['interaction'],
  ...afterShowcase(Default, async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: t('samples.checkbox.fragile') });
    await userEvent.click(canvas.getByText(t('samples.checkbox.fragile')));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  }),
  name: 'Check by click and key',
};
export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Select all' },
  decorators: sampleCopy({ children: 'samples.checkbox.selectAll' }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: t('samples.checkbox.selectAll') })).toBePartiallyChecked();
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
  decorators: sampleCopy({ children: 'samples.checkbox.identity' }),
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
      <Checkbox value="1">{weekday(1)}</Checkbox>
      <Checkbox value="2">{weekday(2)}</Checkbox>
      <Checkbox value="3">{weekday(3)}</Checkbox>
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
    const group = canvas.getByRole('group', { name: startsWith(t('routes.days')) });
    await expect(group).toHaveTextContent(t('samples.checkbox.oneDay'));
    await userEvent.click(canvas.getByRole('checkbox', { name: weekday(2) }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['2']);
  },
};
