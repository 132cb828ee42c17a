import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button';
import { vars } from '../../theme/contract.css';
import { notCaptured, inTurkish } from '../../testing/modes';

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

/** The button as it opens: its label and role, nothing pressed or focused. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Book parcel' })).toBeEnabled();
  },
};

/** Pressed by pointer, Enter and Space; the focus ring shows when it is reached by keyboard. */
export const PressAndFocus: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Book parcel' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  },
};

/** Each variant with an action it is meant for, and what it is for in a word (the docs page says more). */
const variantUse: Record<(typeof buttonVariants)[number], { label: string; use: string }> = {
  primary: { label: 'Book the parcel', use: 'Primary · the one main action' },
  secondary: { label: 'Print label', use: 'Secondary · the actions beside it' },
  ghost: { label: 'Cancel', use: 'Ghost · quiet, in toolbars and dialogs' },
  danger: { label: 'Delete parcel', use: 'Danger · cannot be taken back' },
  link: { label: 'View history', use: 'Link · goes somewhere, in text' },
};

const caption = { margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted } as const;
const cell = { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 8, margin: 0 } as const;

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {buttonVariants.map((variant) => (
          <figure key={variant} style={cell}>
            <Button {...args} variant={variant}>
              {variantUse[variant].label}
            </Button>
            <figcaption style={caption}>{variantUse[variant].use}</figcaption>
          </figure>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <figure style={cell}>
          <Button {...args} icon="heroicons_outline:plus">
            New parcel
          </Button>
          <figcaption style={caption}>With a leading icon</figcaption>
        </figure>
        <figure style={cell}>
          <Button {...args} variant="secondary" iconEnd="heroicons_mini:chevron-down">
            Export
          </Button>
          <figcaption style={caption}>Opens a menu</figcaption>
        </figure>
        {buttonSizes.map((size) => (
          <figure key={size} style={cell}>
            <Button {...args} size={size}>
              Book parcel
            </Button>
            <figcaption style={caption}>Size {size}</figcaption>
          </figure>
        ))}
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(buttonVariants.length + 2 + buttonSizes.length);
    await expect(canvas.getByRole('button', { name: 'Delete parcel' })).toBeVisible();
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
  tags: ['interaction'],
  parameters: notCaptured(),
  globals: { scheme: 'dark' },
  render: Variants.render,
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.dataset.scheme).toBe('dark');
    await expect(within(canvasElement).getByRole('button', { name: 'Delete parcel' })).toBeVisible();
  },
};

export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  args: { children: 'Gönderi oluştur', isPending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Gönderi oluştur/ })).toBeVisible();
  },
};
