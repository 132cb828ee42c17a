import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Chat } from '@courier/domain';
import { storyChats, storyNow } from '../fixtures';
import { QuickChat } from './QuickChat';
import { settled } from '../../testing/motion';
import { notCaptured, inTurkish, shownOpen } from '../../testing/modes';
import { t, endsWith, holding } from '../../testing/t';

function Live({
  initial,
  startWith = null,
  openWith = null,
}: {
  initial: Chat[];
  startWith?: string | null;
  /** Opens with the panel shown on this conversation. */ openWith?: string | null;
}) {
  const [chats, setChats] = useState(initial);
  const [selected, setSelected] = useState<string | null>(openWith);
  const [open, setOpen] = useState(openWith !== null);
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
      {startWith ? <button onClick={() => setSelected(startWith)}>Open Derya’s chat</button> : null}
      <QuickChat
        chats={chats}
        now={storyNow}
        selectedChatId={selected}
        onSelectChat={setSelected}
        isOpen={open}
        onOpenChange={setOpen}
        onSend={(chatId, value) =>
          setChats((all) =>
            all.map((c) =>
              c.id === chatId
                ? {
                    ...c,
                    messages: [
                      ...c.messages,
                      {
                        id: `n${c.messages.length}`,
                        chatId,
                        contactId: 'me',
                        value,
                        createdAt: storyNow.toISOString(),
                        isMine: true,
                      },
                    ],
                  }
                : c,
            ),
          )
        }
      />
    </div>
  );
}

const meta = {
  title: 'Shell/Panels/QuickChat',
  tags: ['autodocs'],
  component: Live,
  args: { initial: storyChats },
} satisfies Meta<typeof Live>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

/** Open on a conversation: the messages grouped by day, times as HH:mm, the send box below. */
export const Conversation: Story = {
  args: { openWith: 'c1' },
  parameters: shownOpen('36rem'),
  play: async () => {
    const panel = await settled(body().findByRole('dialog', { name: t('shell.chat.title') }));
    const log = within(panel).getByRole('log');
    await expect(within(log).getByText(t('shell.chat.today'))).toBeVisible();
    await expect(within(log).getByText(t('shell.chat.yesterday'))).toBeVisible();
    for (const time of log.querySelectorAll('time')) await expect(time.textContent).toMatch(/^\d{2}:\d{2}$/);
    await expect(within(panel).getByRole('textbox', { name: t('shell.chat.message') })).toBeVisible();
  },
};

/** The button opens the panel on the list of conversations; choosing one shows its messages. */
export const SelectAConversation: Story = {
  name: 'Select a conversation',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: `${t('shell.chat.toggle')}, ${t('shell.feed.unread', { count: 2 })}` }),
    );
    const panel = await settled(body().findByRole('dialog', { name: t('shell.chat.title') }));
    await expect(within(panel).getByText(t('shell.chat.selectConversation'))).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: /Derya Güneş/ }));
    const log = within(panel).getByRole('log');
    // Grouped by day, times as HH:mm.
    await expect(within(log).getByText(t('shell.chat.today'))).toBeVisible();
    await expect(within(log).getByText(t('shell.chat.yesterday'))).toBeVisible();
    for (const time of log.querySelectorAll('time')) await expect(time.textContent).toMatch(/^\d{2}:\d{2}$/);
  },
};

export const SendGrowsAndSends: Story = {
  name: 'Send grows and sends',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: holding(t('shell.chat.toggle')) }));
    const panel = await settled(body().findByRole('dialog'));
    await userEvent.click(within(panel).getByRole('button', { name: /Derya Güneş/ }));
    const box = within(panel).getByRole('textbox', { name: t('shell.chat.message') });
    const height = box.getBoundingClientRect().height;
    await userEvent.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two{Shift>}{Enter}{/Shift}Line three');
    await expect(box.getBoundingClientRect().height).toBeGreaterThan(height);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(panel).getByRole('log')).toHaveTextContent('Line three'));
    await expect(box).toHaveValue('');
  },
};

export const OpensWhenAConversationIsChosen: Story = {
  name: 'Opens when a conversation is chosen',
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { startWith: 'c1' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open Derya’s chat' }));
    const panel = await settled(body().findByRole('dialog', { name: t('shell.chat.title') }));
    await expect(within(panel).getByRole('log')).toHaveTextContent('the seal is at the desk');
  },
};

/**
 * By keyboard: the button is drawn before the panel's code is here; Enter opens the panel all
 * the same, and Escape gives the focus back to the chat's button.
 */
export const KeyboardOpensAndCloses: Story = {
  name: 'Keyboard opens and closes',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(
      canvas.getByRole('button', { name: `${t('shell.chat.toggle')}, ${t('shell.feed.unread', { count: 2 })}` }),
    ).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await settled(body().findByRole('dialog', { name: t('shell.chat.title') }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: `${t('shell.chat.toggle')}, ${t('shell.feed.unread', { count: 2 })}` }),
      ).toHaveFocus(),
    );
  },
};

export const ClosesOnOverlayClick: Story = {
  name: 'Closes on overlay click',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: holding(t('shell.chat.toggle')) }));
    await settled(body().findByRole('dialog'));
    await userEvent.click(document.querySelector<HTMLElement>('[data-drawer-scrim]')!);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const NarrowOnPhones: Story = {
  name: 'Narrow on phones',
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: holding(t('shell.chat.toggle')) }));
    const panel = await settled(body().findByRole('dialog'));
    // 24rem wide on small screens (or the screen, if narrower).
    await waitFor(() => expect(Math.round(panel.getBoundingClientRect().width)).toBe(Math.min(384, window.innerWidth)));
  },
};

export const NoConversations: Story = {
  name: 'No conversations',
  args: { initial: [] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('shell.chat.toggle') }));
    await expect(await settled(body().findByText(t('shell.chat.noChats')))).toBeVisible();
  },
};

export const Dark: Story = {
  ...Conversation,
  tags: ['interaction'],
  parameters: notCaptured(Conversation.parameters),
  globals: { scheme: 'dark' },
};
export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Ekip sohbeti/ }));
    await expect(await settled(body().findByRole('dialog', { name: 'Ekip Sohbeti' }))).toHaveTextContent(
      'Bir konuşma seçin',
    );
  },
};

/** One's messages the colleague has read: "Seen" under the last of them only. */
const withReceipts: Chat[] = storyChats.map((c) =>
  c.id === 'c1'
    ? {
        ...c,
        unreadCount: 0,
        messages: [
          ...c.messages,
          {
            id: 'r1',
            chatId: 'c1',
            contactId: 'me',
            value: 'On my way.',
            createdAt: storyNow.toISOString(),
            isMine: true,
            seen: true,
          },
          {
            id: 'r2',
            chatId: 'c1',
            contactId: 'me',
            value: 'Seal number 4471.',
            createdAt: storyNow.toISOString(),
            isMine: true,
            seen: false,
          },
        ],
      }
    : c,
);

export const ReadReceipt: Story = {
  name: 'Read receipt',
  args: { initial: withReceipts, openWith: 'c1' },
  parameters: shownOpen('36rem'),
  play: async () => {
    const log = within(
      within(await settled(body().findByRole('dialog', { name: t('shell.chat.title') }))).getByRole('log'),
    );
    await expect(log.getAllByText(t('shell.chat.seen'))).toHaveLength(1);
    await expect(log.getByText('On my way.')).toHaveTextContent(endsWith(t('shell.chat.seen')));
    await expect(log.getByText('Seal number 4471.')).not.toHaveTextContent(holding(t('shell.chat.seen')));
  },
};

export const ReadReceiptTurkish: Story = {
  name: 'Read receipt Turkish',
  tags: ['turkish'],
  args: { initial: withReceipts, openWith: 'c1' },
  parameters: inTurkish(shownOpen('36rem')),
  globals: { locale: 'tr' },
  play: async () => {
    const log = within(within(await settled(body().findByRole('dialog', { name: 'Ekip Sohbeti' }))).getByRole('log'));
    await expect(log.getByText('On my way.')).toHaveTextContent(/Görüldü$/);
  },
};
