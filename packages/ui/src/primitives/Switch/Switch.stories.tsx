import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './Switch';
import { notCaptured, inTurkish, afterShowcase } from '../../testing/modes';
import { t } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';

const meta = {
  title: 'Primitives/Switch',
  tags: ['autodocs'],
  component: Switch,
  args: { children: 'Office active', onChange: fn() },
  decorators: sampleCopy({ children: 'samples.switch.officeActive' }),
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: t('samples.switch.officeActive') })).toBeVisible();
  },
};

export const ToggleByClickAndKey: Story = {
  tags: ['interaction'],
  ...afterShowcase(Default, async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: t('samples.switch.officeActive') });
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(control).not.toBeChecked();
  }),
  name: 'Toggle by click and key',
};
export const On: Story = {
  args: { defaultSelected: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeChecked();
  },
};
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeDisabled();
  },
};
export const Dark: Story = {
  ...On,
  tags: ['interaction'],
  parameters: notCaptured(On.parameters),
  globals: { scheme: 'dark' },
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  args: { children: 'Şube aktif' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Şube aktif' })).toBeVisible();
  },
};
