import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FeedItem } from '@courier/domain';
import { storyMessages, storyNotifications } from '../fixtures';
import { FeedPanel, type FeedPanelProps } from './FeedPanel';
import { settled } from '../../testing/motion';
import { notCaptured, inTurkish, shownOpen } from '../../testing/modes';

/** The panel with its list kept in state, as the app keeps it in its cache. */
function Live(
  props: Partial<FeedPanelProps> & {
    initial: FeedItem[];
    kind: FeedPanelProps['kind'];
    /** Opens with the panel shown. */ defaultOpen?: boolean;
  },
) {
  const [items, setItems] = useState(props.initial);
  const [open, setOpen] = useState(props.defaultOpen ?? false);
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 560 }}>
      <FeedPanel
        kind={props.kind}
        items={items}
        isOpen={props.isOpen ?? open}
        onOpenChange={setOpen}
        onToggleRead={(item) => setItems((all) => all.map((i) => (i.id === item.id ? { ...i, read: !i.read } : i)))}
        onRemove={(item) => setItems((all) => all.filter((i) => i.id !== item.id))}
        onMarkAllRead={() => setItems((all) => all.map((i) => ({ ...i, read: true })))}
      />
    </div>
  );
}

const meta = {
  title: 'Shell/Panels/FeedPanel',
  tags: ['autodocs'],
  component: Live,
  args: { initial: storyNotifications, kind: 'notifications' },
} satisfies Meta<typeof Live>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Open below the bell: the newest first, two unread, the markup of each entry sanitised. */
export const Notifications: Story = {
  args: { defaultOpen: true },
  parameters: shownOpen('36rem'),
  play: async () => {
    const panel = await settled(body().findByRole('dialog', { name: 'Notifications' }));
    const items = await within(panel).findAllByRole('listitem');
    await expect(items).toHaveLength(4);
    // Time as 'MMM dd, h:mm a' in English.
    await expect(items[0]!.querySelector('time')).toHaveTextContent(/^21 Nov, \d{2}:\d{2}( GMT\+3)?$/);
    // Markup from data is sanitised: no script ran, no event handler survived.
    await expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
    await expect(panel.innerHTML).not.toContain('onerror');
    await expect(panel.innerHTML).not.toContain('<script');
    await expect(within(items[0]!).getByText('Ankara Hub').tagName).toBe('STRONG');
    // In-app links route; plain links load the page.
    await expect(within(items[0]!).getByRole('link')).toHaveAttribute('href', '/secure/trips');
    await expect(within(items[3]!).getByRole('link')).toHaveAttribute('href', 'https://status.example.com');
  },
};

/** The bell says how many are unread and opens the panel; Escape closes it and the focus returns. */
export const OpenFromTheBell: Story = {
  name: 'Open from the bell',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await settled(body().findByRole('dialog', { name: 'Notifications' }));
    await expect(await within(panel).findAllByRole('listitem')).toHaveLength(4);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    // The button drawn before the panel's code came has given way to the panel's own.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Notifications, 2 unread' })).toHaveFocus());
  },
};

export const ToggleReadAndMarkAll: Story = {
  name: 'Toggle read and mark all',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Notifications/ }));
    const panel = await settled(body().findByRole('dialog', { name: 'Notifications' }));
    // Each button names what it does; none says it is "pressed".
    const first = (await within(panel).findAllByRole('button', { name: 'Mark as read' }))[0]!;
    await expect(first).not.toHaveAttribute('aria-pressed');
    await userEvent.click(first);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument());
    const markAll = within(panel).getByRole('button', { name: 'Mark all as read' });
    await userEvent.click(markAll);
    // No unread left: the badge goes and mark-all is disabled.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Notifications' })).toBeInTheDocument());
    await expect(markAll).toBeDisabled();
    await userEvent.click(within(panel).getAllByRole('button', { name: 'Mark as unread' })[1]!);
    await waitFor(() => expect(markAll).toBeEnabled());
  },
};

export const Remove: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Notifications/ }));
    const panel = await settled(body().findByRole('dialog'));
    await userEvent.click((await within(panel).findAllByRole('button', { name: 'Remove' }))[0]!);
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(3));
  },
};

export const Messages: Story = {
  args: { initial: storyMessages, kind: 'messages' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Messages, 2 unread' }));
    await expect(await settled(body().findByRole('list', { name: 'Messages' }))).toBeVisible();
  },
};

export const NoMessages: Story = {
  name: 'No messages',
  args: { initial: [], kind: 'messages' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Messages' }));
    const panel = await settled(body().findByRole('dialog'));
    await expect(within(panel).getByText('No messages')).toBeVisible();
    await expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

export const NoNotifications: Story = {
  name: 'No notifications',
  args: { initial: [], kind: 'notifications' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await expect(await settled(body().findByText('No notifications'))).toBeVisible();
  },
};

export const Dark: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { isOpen: true },
  globals: { scheme: 'dark' },
  play: async () => void (await settled(body().findByRole('dialog'))),
};

export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Bildirimler, 2 okunmamış' }));
    const panel = await settled(body().findByRole('dialog', { name: 'Bildirimler' }));
    await expect(within(panel).getByRole('button', { name: 'Tümünü okundu işaretle' })).toBeVisible();
    await expect((await within(panel).findAllByRole('listitem'))[0]!.querySelector('time')).toHaveTextContent(/Kas/);
  },
};
