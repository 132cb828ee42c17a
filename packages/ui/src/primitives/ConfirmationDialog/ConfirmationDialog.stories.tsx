import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmationDialog } from './ConfirmationDialog';
import { settled } from '../../testing/motion';
import { afterShowcase, notCaptured, inTurkish, shownOpen } from '../../testing/modes';

const meta = {
  title: 'Primitives/ConfirmationDialog',
  tags: ['autodocs'],
  component: ConfirmationDialog,
  args: { isOpen: true, onOpenChange: fn(), onConfirm: fn() },
  // Every story is the dialog open.
  parameters: shownOpen('20rem'),
} satisfies Meta<typeof ConfirmationDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** With nothing configured: a generic question, Cancel and Confirm, the focus on Confirm. */
export const Defaults: Story = {
  play: async () => {
    const dialog = await settled(body().findByRole('alertdialog', { name: 'Confirm action' }));
    await expect(dialog).toHaveTextContent('Are you sure you want to confirm this action?');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus());
  },
};

/** Escape does nothing, the user must answer; Enter confirms. */
export const MustBeAnswered: Story = {
  tags: ['interaction'],
  ...afterShowcase(Defaults, async ({ args }) => {
    const dialog = body().getByRole('alertdialog', { name: 'Confirm action' });
    // Not dismissible: Escape does nothing, the user must answer.
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    // Confirm has focus, so Enter confirms.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  }),
  name: 'Must be answered',
};

export const Cancel: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ args }) => {
    const dialog = await settled(body().findByRole('alertdialog'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Configured: Story = {
  args: {
    title: 'Delete office',
    message: 'Bursa (BUR) will be removed. This cannot be undone.',
    confirmLabel: 'Delete',
    cancelLabel: 'Keep it',
    icon: 'heroicons_outline:trash',
    isDismissable: true,
  },
  play: async ({ args }) => {
    const dialog = await settled(body().findByRole('alertdialog', { name: 'Delete office' }));
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const PrimaryToneWithoutCancel: Story = {
  name: 'Primary tone without cancel',
  args: {
    tone: 'info',
    icon: 'heroicons_outline:information-circle',
    title: 'Trip departed',
    message: '42 parcels are now in transit.',
    cancelLabel: null,
    confirmLabel: 'OK',
  },
  play: async () => {
    const dialog = await settled(body().findByRole('alertdialog'));
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args }) => {
    const dialog = await settled(body().findByRole('alertdialog'));
    await userEvent.click(within(dialog).getByRole('button', { name: /Confirm/ }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Dark: Story = {
  ...Defaults,
  tags: ['interaction'],
  parameters: notCaptured(Defaults.parameters),
  globals: { scheme: 'dark' },
  play: async () => void (await settled(body().findByRole('alertdialog'))),
};

export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async () => {
    const dialog = await settled(body().findByRole('alertdialog', { name: 'İşlemi onayla' }));
    await expect(within(dialog).getByRole('button', { name: 'Onayla' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'İptal' })).toBeVisible();
  },
};
