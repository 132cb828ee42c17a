import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Dialog, type DialogProps } from './Dialog';
import { settled } from '../../testing/motion';
import { notCaptured, inTurkish, shownOpen } from '../../testing/modes';

interface DialogDemoProps extends Partial<DialogProps> {
  /** Opens with the dialog shown (the story's own state, not a prop of the dialog). */
  defaultOpen?: boolean;
}

function DialogDemo({ defaultOpen = false, ...props }: DialogDemoProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Edit receiver</Button>
      <Dialog
        title="Edit receiver"
        {...props}
        isOpen={open}
        onOpenChange={setOpen}
        actions={
          <>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onPress={() => setOpen(false)}>Save</Button>
          </>
        }
      >
        {props.children ?? <TextField label="Receiver name" defaultValue="Mehmet Demir" />}
      </Dialog>
    </>
  );
}

const meta = { title: 'Primitives/Dialog', component: DialogDemo } satisfies Meta<typeof DialogDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog as it opens: the title, the content, the actions at the bottom and the focus inside. */
export const Open: Story = {
  args: { defaultOpen: true },
  parameters: shownOpen('26rem'),
  play: async () => {
    const dialog = await settled(within(document.body).findByRole('dialog', { name: 'Edit receiver' }));
    await expect(within(dialog).getByRole('textbox', { name: 'Receiver name' })).toHaveValue('Mehmet Demir');
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeVisible();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  },
};

/** Opened from its button, the focus stays inside while tabbing; Escape closes it and the focus returns. */
export const FocusStaysInside: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'Edit receiver' });
    await userEvent.click(opener);
    const dialog = await settled(within(document.body).findByRole('dialog', { name: 'Edit receiver' }));
    // Focus moves inside and stays there.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 6; i++) await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const NotDismissable: Story = {
  args: { isDismissable: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit receiver' }));
    const dialog = await settled(within(document.body).findByRole('dialog'));
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const LongContent: Story = {
  args: {
    size: 'sm',
    title: 'Terms of carriage for fragile and high-value parcels',
    children: (
      <div>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>Clause {i + 1}: the carrier is liable up to the declared value when the parcel was insured.</p>
        ))}
      </div>
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit receiver' }));
    const dialog = await settled(within(document.body).findByRole('dialog'));
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const Dark: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  globals: { scheme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit receiver' }));
    const dialog = await settled(within(document.body).findByRole('dialog'));
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  args: { title: 'Alıcıyı düzenle' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit receiver' }));
    const dialog = await settled(within(document.body).findByRole('dialog', { name: 'Alıcıyı düzenle' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Kapat' })).toBeVisible());
  },
};
