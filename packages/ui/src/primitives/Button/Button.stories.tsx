import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Book parcel', onPress: fn() },
  argTypes: {
    variant: { control: 'select', options: buttonVariants, table: { type: { summary: buttonVariants.join(' | ') } } },
    size: { control: 'inline-radio', options: buttonSizes, table: { type: { summary: buttonSizes.join(' | ') } } },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Book parcel' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    // Keyboard: Enter and Space both press it, and focus is visible.
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
      <Button {...args} icon="heroicons_outline:plus">
        New parcel
      </Button>
      <Button {...args} variant="secondary" iconEnd="heroicons_mini:chevron-down">
        Export
      </Button>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          Size {size}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonVariants.length + 2 + buttonSizes.length);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Book parcel' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { isPending: true, children: 'Saving' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /Saving/ });
    // Pending keeps the button focusable but ignores presses.
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(button).toHaveAttribute('data-pending', 'true');
  },
};

export const LongText: Story = {
  args: { children: 'Print the labels of every selected parcel and mark them ready for pickup' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveTextContent(/ready for pickup/);
  },
};

export const Dark: Story = {
  globals: { scheme: 'dark' },
  render: Variants.render,
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dataset.scheme).toBe('dark');
    await expect(within(canvasElement).getByRole('button', { name: 'danger' })).toBeVisible();
  },
};

export const Turkish: Story = {
  globals: { locale: 'tr' },
  args: { children: 'Gönderi oluştur', isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Gönderi oluştur/ })).toBeVisible();
  },
};
