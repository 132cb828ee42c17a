import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmationDialog } from './ConfirmationDialog';
import { settled } from '../../testing/motion';
import { afterShowcase, notCaptured, inTurkish, shownOpen } from '../../testing/modes';
import { t, holding } from '../../testing/t';
import { sampleCopy } from '../../testing/sampleCopy';

const meta = {
  title: 'Primitives/ConfirmationDialog',
  tags: ['autodocs'],
  component: ConfirmationDialog,
  args: { isOpen: true, onOpenChange: fn(), onConfirm: fn() },
  // Every story is the dialog open.
  parameters: shownOpen('20rem'),
  decorators: sampleCopy({
    title: 'samples.confirm.deleteOffice',
    message: 'samples.confirm.officeRemoved',
    confirmLabel: 'common.delete',
    cancelLabel: 'samples.confirm.keep',
  }),
} satisfies Meta<typeof ConfirmationDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** With nothing configured: a generic question, Cancel and Confirm, the focus on Confirm. */
export const Defaults: Story = {
  play: async () => {
    const dialog = await settled(body().findByRole('alertdialog', { name: t('confirm.title') }));
    await expect(dialog).toHaveTextContent(t('confirm.message'));
    await expect(within(dialog).getByRole('button', { name: t('common.cancel') })).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('common.confirm') })).toHaveFocus());
  },
};

/** Escape does nothing, the user must answer; Enter confirms. */
export const MustBeAnswered: Story = {
  tags: ['interaction'],
  ...afterShowcase(Defaults, async ({ args }) => {
    const dialog = body().getByRole('alertdialog', { name: t('confirm.title') });
    // Not dismissible: Escape does nothing, the user must answer.
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    // Confirm has focus, so Enter confirms.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('common.confirm') })).toHaveFocus());
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
    await userEvent.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
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
    const dialog = await settled(body().findByRole('alertdialog', { name: t('samples.confirm.deleteOffice') }));
    await expect(dialog).toHaveTextContent(t('samples.confirm.officeRemoved'));
    await expect(within(dialog).getByRole('button', { name: t('common.delete') })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: t('samples.confirm.keep') })).toBeVisible();
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
  decorators: sampleCopy({
    title: 'samples.confirm.tripDeparted',
    message: 'samples.confirm.inTransit',
    confirmLabel: 'samples.dialog.ok',
  }),
  play: async () => {
    const dialog = await settled(body().findByRole('alertdialog', { name: t('samples.confirm.tripDeparted') }));
    await expect(within(dialog).getAllByRole('button')).toHaveLength(1);
    await expect(within(dialog).getByRole('button', { name: t('samples.dialog.ok') })).toBeVisible();
  },
};

export const Pending: Story = {
  args: { isPending: true },
  play: async ({ args }) => {
    const dialog = await settled(body().findByRole('alertdialog'));
    await userEvent.click(within(dialog).getByRole('button', { name: holding(t('common.confirm')) }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: t('common.cancel') })).toBeDisabled();
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
