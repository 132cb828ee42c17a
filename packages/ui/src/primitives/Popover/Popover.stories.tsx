import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Popover } from './Popover';
import { settled } from '../../testing/motion';
import { notCaptured, shownOpen } from '../../testing/modes';

const meta = {
  title: 'Primitives/Popover',
  tags: ['autodocs'],
  component: Popover,
  args: {
    'aria-label': 'Notifications',
    trigger: <IconButton icon="heroicons_outline:bell" label="Notifications" />,
    size: 'panel',
    children: (close: () => void) => (
      <div style={{ padding: 16, display: 'grid', gap: 12 }}>
        <strong>Notifications</strong>
        <p>Trip TRP-2026-00042 arrived at Ankara Hub.</p>
        <Button size="sm" onPress={close}>
          Done
        </Button>
      </div>
    ),
  },
  decorators: [(Story) => <div style={{ minHeight: 280, display: 'flex', justifyContent: 'flex-end' }}>{Story()}</div>],
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open below its button: a panel of the top bar. */
export const Open: Story = {
  args: { defaultOpen: true },
  parameters: shownOpen('22rem'),
  play: async () => {
    const dialog = await settled(within(document.body).findByRole('dialog', { name: 'Notifications' }));
    await expect(dialog).toHaveTextContent('TRP-2026-00042');
  },
};

/** Opened by a click; Escape closes it and the focus returns to the button. */
export const OpenAndEscape: Story = {
  name: 'Open and escape',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Notifications' });
    await userEvent.click(trigger);
    const dialog = await settled(within(document.body).findByRole('dialog', { name: 'Notifications' }));
    await expect(dialog).toHaveTextContent('TRP-2026-00042');
    // Escape closes it and returns focus to the button that opened it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CloseFromInside: Story = {
  name: 'Close from inside',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    const dialog = await settled(within(document.body).findByRole('dialog'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const Dark: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  globals: { scheme: 'dark' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await expect(await settled(within(document.body).findByRole('dialog'))).toBeVisible();
  },
};
