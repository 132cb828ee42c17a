import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FeedItem } from '@courier/domain';
import { storyMessages, storyNotifications } from '../fixtures';
import { FeedPanel, type FeedPanelProps } from './FeedPanel';
import { settled } from '../../testing/motion';
import { notCaptured, inTurkish, shownOpen } from '../../testing/modes';
import { t, startsWith } from '../../testing/t';
import { storyLocale } from '../../testing/format';
import { formatFeedTime } from '../time';

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
/** A feed's button with its badge: "Notifications, 2 unread", in the story's language. */
const unread = (kind: 'messages' | 'notifications', count: number) =>
  `${t(`shell.feed.${kind}`)}, ${t('shell.feed.unread', { count })}`;

/** Open below the bell: the newest first, two unread, the markup of each entry sanitised. */
export const Notifications: Story = {
  args: { defaultOpen: true },
  parameters: shownOpen('36rem'),
  play: async () => {
    const panel = await settled(body().findByRole('dialog', { name: t('shell.feed.notifications') }));
    const items = await within(panel).findAllByRole('listitem');
    await expect(items).toHaveLength(4);
    // The day and the time, as the story's language writes them ("21 Nov, 08:40", "21 Kas 08:40").
    await expect(items[0]!.querySelector('time')).toHaveTextContent(
      formatFeedTime(storyNotifications[0]!.time, storyLocale()),
    );
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
    await userEvent.click(canvas.getByRole('button', { name: unread('notifications', 2) }));
    const panel = await settled(body().findByRole('dialog', { name: t('shell.feed.notifications') }));
    await expect(await within(panel).findAllByRole('listitem')).toHaveLength(4);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    // The button drawn before the panel's code came has given way to the panel's own.
    await waitFor(() => expect(canvas.getByRole('button', { name: unread('notifications', 2) })).toHaveFocus());
  },
};

export const ToggleReadAndMarkAll: Story = {
  name: 'Toggle read and mark all',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: startsWith(t('shell.feed.notifications')) }));
    const panel = await settled(body().findByRole('dialog', { name: t('shell.feed.notifications') }));
    // Each button names what it does; none says it is "pressed".
    const first = (await within(panel).findAllByRole('button', { name: t('shell.feed.markRead') }))[0]!;
    await expect(first).not.toHaveAttribute('aria-pressed');
    await userEvent.click(first);
    await waitFor(() => expect(canvas.getByRole('button', { name: unread('notifications', 1) })).toBeInTheDocument());
    const markAll = within(panel).getByRole('button', { name: t('shell.feed.markAllRead') });
    await userEvent.click(markAll);
    // No unread left: the badge goes and mark-all is disabled.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t('shell.feed.notifications') })).toBeInTheDocument(),
    );
    await expect(markAll).toBeDisabled();
    await userEvent.click(within(panel).getAllByRole('button', { name: t('shell.feed.markUnread') })[1]!);
    await waitFor(() => expect(markAll).toBeEnabled());
  },
};

export const Remove: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: startsWith(t('shell.feed.notifications')) }));
    const panel = await settled(body().findByRole('dialog'));
    await userEvent.click((await within(panel).findAllByRole('button', { name: t('shell.feed.remove') }))[0]!);
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(3));
  },
};

export const Messages: Story = {
  args: { initial: storyMessages, kind: 'messages' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: unread('messages', 2) }));
    await expect(await settled(body().findByRole('list', { name: t('shell.feed.messages') }))).toBeVisible();
  },
};

export const NoMessages: Story = {
  name: 'No messages',
  args: { initial: [], kind: 'messages' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell.feed.messages') }));
    const panel = await settled(body().findByRole('dialog'));
    await expect(within(panel).getByText(t('shell.feed.noMessages'))).toBeVisible();
    await expect(within(panel).getByRole('button', { name: t('shell.feed.markAllRead') })).toBeDisabled();
  },
};

export const NoNotifications: Story = {
  name: 'No notifications',
  args: { initial: [], kind: 'notifications' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell.feed.notifications') }));
    await expect(await settled(body().findByText(t('shell.feed.noNotifications')))).toBeVisible();
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
