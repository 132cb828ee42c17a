import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Chat, ChatContact, ChatMessage } from '@courier/domain';
import { storyChats, storyNow } from '../../shell/fixtures';
import { ChatView, type ChatColleague } from './Chat';
import { settled } from '../../testing/motion';
import { notCaptured, inTurkish, afterShowcase } from '../../testing/modes';
import { t } from '../../testing/t';

const derya: ChatContact = {
  id: 'k1',
  name: 'Derya Güneş',
  avatar: null,
  about: 'Shift lead at İstanbul Avrupa Hub',
  details: {
    emails: [{ email: 'derya.gunes@courier.example', label: 'Work' }],
    phoneNumbers: [
      { country: 'tr', phoneNumber: '+90 533 812 46 07', label: 'Mobile' },
      { country: 'tr', phoneNumber: '2125137420', label: 'Office' },
    ],
    title: 'Shift lead',
    company: 'Courier',
    birthday: null,
    address: 'Halkalı, İstanbul',
  },
  attachments: { media: ['a.jpg', 'b.jpg'], docs: ['plan.pdf'], links: [] },
};

const colleagues: ChatColleague[] = [
  { id: 'k1', name: 'Derya Güneş', avatar: null, about: '' },
  { id: 'k2', name: 'Emre Şahin', avatar: null, about: '' },
  { id: 'k7', name: 'Serkan Aydın', avatar: null, about: '' },
  { id: 'k8', name: 'Selin Kara', avatar: null, about: '' },
];

/** Twenty messages from the morning before the sample's, as the server's previous page. */
const earlierPage: ChatMessage[] = Array.from({ length: 20 }, (_, i) => ({
  id: `e${String(i).padStart(2, '0')}`,
  chatId: 'c1',
  contactId: i % 2 ? 'me' : 'k1',
  value: `Morning round, stop ${i + 1}: loaded and sealed.`,
  createdAt: new Date(storyNow.getTime() - (2000 - i) * 60_000).toISOString(),
  isMine: i % 2 === 1,
}));

/** The page as the app keeps it: the open chat comes from the address (here a hash), the rest lives in the story. */
function LiveChat({
  initial,
  startWith,
  onSend,
  onMutedChange,
  refuseSend,
  onShowEarlier,
  onStartChat,
  refuseStart,
}: {
  initial: Chat[] | undefined;
  startWith?: string;
  onSend: (chatId: string, text: string) => void;
  onMutedChange: (chat: Chat, muted: boolean) => void;
  refuseSend?: boolean;
  onShowEarlier: (chat: Chat) => void;
  onStartChat: (contactId: string) => void;
  /** The server's words when it does not open a conversation. */
  refuseStart?: string;
}) {
  const [chats, setChats] = useState(initial);
  const [selected, setSelected] = useState(startWith);
  const [query, setQuery] = useState('');
  const [info, setInfo] = useState(false);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const change = (id: string, f: (c: Chat) => Chat) => setChats((all) => all?.map((c) => (c.id === id ? f(c) : c)));
  return (
    <div
      onClickCapture={(event) => {
        // The story's router: a link to #chat/<id> opens that chat, #chats the list.
        const href = (event.target as HTMLElement).closest('a')?.getAttribute('href');
        if (!href?.startsWith('#chat')) return;
        event.preventDefault();
        setSelected(href.startsWith('#chat/') ? href.slice(6) : undefined);
      }}
    >
      <ChatView
        chats={chats}
        selectedId={selected}
        chatHref={(c) => `#chat/${c.id}`}
        listHref="#chats"
        query={query}
        onQueryChange={setQuery}
        now={storyNow}
        infoOpen={info}
        onInfoOpenChange={setInfo}
        contact={selected === 'c1' ? derya : undefined}
        onSend={(chatId, value) => {
          onSend(chatId, value);
          if (refuseSend) return Promise.reject(new Error('offline'));
          change(chatId, (c) => ({
            ...c,
            lastMessage: value,
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
          }));
        }}
        onMutedChange={(chat, muted) => {
          onMutedChange(chat, muted);
          change(chat.id, (c) => ({ ...c, muted }));
        }}
        // The previous page comes a moment later, as from the server; it is the last one.
        onShowEarlier={(chat) => {
          onShowEarlier(chat);
          setLoadingEarlier(true);
          setTimeout(() => {
            change(chat.id, (c) => ({ ...c, messages: [...earlierPage, ...c.messages], earlier: false }));
            setLoadingEarlier(false);
          }, 100);
        }}
        loadingEarlier={loadingEarlier}
        colleagues={colleagues}
        onStartChat={async (contactId) => {
          onStartChat(contactId);
          if (refuseStart) throw new Error(refuseStart);
          const listed = chats?.find((c) => c.contactId === contactId);
          const contact = colleagues.find((c) => c.id === contactId)!;
          const id = listed?.id ?? `new-${contactId}`;
          if (!listed)
            setChats((all) => [
              {
                id,
                contactId,
                contact,
                unreadCount: 0,
                muted: false,
                lastMessage: '',
                lastMessageAt: storyNow.toISOString(),
                messages: [],
                earlier: false,
              },
              ...(all ?? []),
            ]);
          setSelected(id);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Apps/Chat',
  tags: ['autodocs'],
  component: LiveChat,
  args: { initial: storyChats, onSend: fn(), onMutedChange: fn(), onShowEarlier: fn(), onStartChat: fn() },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof LiveChat>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The conversations with their last message, unread count and the muted one marked; choosing one opens it. */
export const Conversations: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: t('shell.chat.conversations') });
    const links = within(list).getAllByRole('link');
    await expect(links.map((a) => a.getAttribute('href'))).toEqual(['#chat/c1', '#chat/c2']);
    await expect(links[0]).toHaveTextContent('Great, the seal is at the desk.');
    await expect(within(links[0]!).getByLabelText(t('shell.feed.unread', { count: 2 }))).toBeVisible();
    await expect(within(links[1]!).getByRole('img', { name: t('shell.chat.muted') })).toBeInTheDocument();
    await expect(canvas.getByText(t('shell.chat.selectConversation'))).toBeVisible();
  },
};

export const OpenAConversation: Story = {
  tags: ['interaction'],
  ...afterShowcase(Conversations, async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: t('shell.chat.conversations') });
    const links = within(list).getAllByRole('link');
    await userEvent.click(links[0]!);
    await expect(
      canvas.getByRole('log', { name: t('shell.chat.messagesWith', { name: 'Derya Güneş' }) }),
    ).toHaveTextContent('Who takes the Bursa run tonight?');
    await expect(within(list).getAllByRole('link')[0]).toHaveAttribute('aria-current', 'page');
  }),
  name: 'Open a conversation',
};

/** Writing in the open conversation: Enter sends, Shift+Enter starts a new line; the message shows as mine. */
export const SendMessage: Story = {
  name: 'Send message',
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { startWith: 'c1' },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: t('shell.chat.message') });
    await userEvent.type(box, 'I take it{Shift>}{Enter}{/Shift}at 20:00{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('c1', 'I take it\nat 20:00');
    await expect(box).toHaveValue('');
    const log = canvas.getByRole('log', { name: t('shell.chat.messagesWith', { name: 'Derya Güneş' }) });
    await waitFor(() => expect([...log.querySelectorAll('[data-mine="true"]')].at(-1)).toHaveTextContent('at 20:00'));
  },
};

/** A message the server does not take comes back to the send box: nothing typed is lost. */
export const SendRefused: Story = {
  name: 'Send refused',
  args: { startWith: 'c1', refuseSend: true },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('textbox', { name: t('shell.chat.message') });
    await userEvent.type(box, 'Call me back{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('c1', 'Call me back');
    await waitFor(() => expect(box).toHaveValue('Call me back'));
  },
};

/** Muting a conversation, and the contact's info beside it (emails and phones as links, what was shared). */
export const MuteAndInfo: Story = {
  name: 'Mute and info',
  args: { startWith: 'c1' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('chat.mute') }));
    await expect(args.onMutedChange).toHaveBeenCalledWith(expect.objectContaining({ id: 'c1' }), true);
    await expect(canvas.getByRole('button', { name: t('chat.unmute') })).toBeVisible();
    const toggle = canvas.getByRole('button', { name: t('chat.info') });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const info = canvas.getByRole('complementary', { name: t('chat.infoOf', { name: 'Derya Güneş' }) });
    await expect(within(info).getByRole('link', { name: 'derya.gunes@courier.example' })).toHaveAttribute(
      'href',
      'mailto:derya.gunes@courier.example',
    );
    await expect(within(info).getByRole('link', { name: '+90 533 812 46 07' })).toHaveAttribute(
      'href',
      'tel:+905338124607',
    );
    // Written without grouping, a number is shown grouped as its country writes it.
    await expect(within(info).getByRole('link', { name: '+90 212 513 74 20' })).toHaveAttribute(
      'href',
      'tel:+902125137420',
    );
    await expect(info).toHaveTextContent(t('chat.shared', { media: '2', docs: '1' }));
    await userEvent.click(within(info).getByRole('button', { name: t('common.close') }));
    await expect(canvas.queryByRole('complementary')).toBeNull();
  },
};

/**
 * A conversation longer than its newest page offers its earlier messages: they come in above, and
 * the message that was on top stays where it was (the reader keeps his place).
 */
export const EarlierMessages: Story = {
  name: 'Earlier messages',
  args: {
    startWith: 'c1',
    initial: storyChats.map((c) =>
      c.id === 'c1'
        ? {
            ...c,
            earlier: true,
            // A newest page longer than the pane, as the server's fifty are.
            messages: [
              ...c.messages.slice(0, 2),
              ...Array.from({ length: 16 }, (_, i) => ({
                id: `x2-${i}`,
                chatId: 'c1',
                contactId: 'k1',
                value: `Afternoon round, stop ${i + 1}: delivered.`,
                createdAt: new Date(storyNow.getTime() - (1400 - i) * 60_000).toISOString(),
                isMine: false,
              })),
              ...c.messages.slice(2),
            ],
          }
        : c,
    ),
  },
  play: async ({ canvas, args }) => {
    const log = canvas.getByRole('log', { name: t('shell.chat.messagesWith', { name: 'Derya Güneş' }) });
    // The reader has scrolled up to the oldest message shown.
    log.scrollTop = 0;
    const first = within(log).getByText('Is the Ankara truck on time?');
    const topOf = () => first.getBoundingClientRect().top - log.getBoundingClientRect().top;
    const button = within(log).getByRole('button', { name: t('shell.chat.showEarlier') });
    // Where the message stands as the button is pressed.
    let before = Number.NaN;
    button.addEventListener('pointerdown', () => (before = topOf()), { once: true });
    await userEvent.click(button);
    await expect(args.onShowEarlier).toHaveBeenCalledWith(expect.objectContaining({ id: 'c1' }));
    await waitFor(() => expect(within(log).getByText('Morning round, stop 1: loaded and sealed.')).toBeInTheDocument());
    // The earlier messages are above, out of view until scrolled to; the reader's message has not moved.
    await expect(Math.abs(topOf() - before)).toBeLessThanOrEqual(2);
    await expect(log.scrollTop).toBeGreaterThan(0);
    // That was the first page: nothing more to show, and focus stays in the conversation.
    await expect(within(log).queryByRole('button', { name: t('shell.chat.showEarlier') })).toBeNull();
    await expect(log).toHaveFocus();
  },
};

/** "New conversation": a colleague chosen by name from the company's users, and his conversation opened. */
export const NewConversation: Story = {
  name: 'New conversation',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('chat.newConversation') }));
    const dialog = await settled(within(document.body).findByRole('dialog', { name: t('chat.newConversation') }));
    // Nothing chosen yet: the dialog says what it needs.
    await userEvent.click(within(dialog).getByRole('button', { name: t('chat.openConversation') }));
    await expect(within(dialog).getByRole('combobox', { name: t('chat.colleague') })).toHaveAccessibleDescription(
      t('chat.chooseColleague'),
    );
    await expect(args.onStartChat).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('combobox', { name: t('chat.colleague') }), 'ser');
    const listbox = await settled(within(document.body).findByRole('listbox'));
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Serkan Aydın']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.click(within(dialog).getByRole('button', { name: t('chat.openConversation') }));
    await expect(args.onStartChat).toHaveBeenCalledWith('k7');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(
      canvas.getByRole('log', { name: t('shell.chat.messagesWith', { name: 'Serkan Aydın' }) }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Serkan Aydın' })).toBeVisible();
  },
};

/** A colleague with a conversation already: his conversation opens, and no second one is begun. */
export const NewConversationExisting: Story = {
  name: 'New conversation existing',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('chat.newConversation') }));
    const dialog = await settled(within(document.body).findByRole('dialog', { name: t('chat.newConversation') }));
    await userEvent.type(within(dialog).getByRole('combobox', { name: t('chat.colleague') }), 'Derya');
    await userEvent.click(await settled(within(document.body).findByRole('option', { name: 'Derya Güneş' })));
    await userEvent.click(within(dialog).getByRole('button', { name: t('chat.openConversation') }));
    await expect(args.onStartChat).toHaveBeenCalledWith('k1');
    await waitFor(() =>
      expect(canvas.getByRole('log', { name: t('shell.chat.messagesWith', { name: 'Derya Güneş' }) })).toBeVisible(),
    );
    await expect(
      within(canvas.getByRole('list', { name: t('shell.chat.conversations') })).getAllByRole('link'),
    ).toHaveLength(2);
  },
};

/** The server does not open it (the colleague's account was disabled meanwhile): the dialog stays and says why. */
export const NewConversationRefused: Story = {
  name: 'New conversation refused',
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { refuseStart: 'This value is not valid' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('chat.newConversation') }));
    const dialog = await settled(within(document.body).findByRole('dialog', { name: t('chat.newConversation') }));
    const field = within(dialog).getByRole('combobox', { name: t('chat.colleague') });
    await userEvent.type(field, 'Selin');
    await userEvent.click(await settled(within(document.body).findByRole('option', { name: 'Selin Kara' })));
    await userEvent.click(within(dialog).getByRole('button', { name: t('chat.openConversation') }));
    await expect(args.onStartChat).toHaveBeenCalledWith('k8');
    // The server's own words, as it sent them.
    await waitFor(() => expect(field).toHaveAccessibleDescription(args.refuseStart!));
    await expect(within(document.body).getByRole('dialog', { name: t('chat.newConversation') })).toBeVisible();
  },
};

/** The search narrows the list by name, Turkish letters alike, and marks the match. */
export const Search: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: t('chat.search') }), 'şah');
    await expect(
      within(canvas.getByRole('list', { name: t('shell.chat.conversations') })).getAllByRole('link'),
    ).toHaveLength(1);
    await expect(canvasElement.querySelector('mark')).toHaveTextContent('Şah');
    await userEvent.type(canvas.getByRole('searchbox'), 'zzz');
    await expect(canvas.getByText(t('chat.noMatch'))).toBeVisible();
  },
};

/** On a phone one pane shows at a time: the open conversation, with a way back to the list. */
export const Phone: Story = {
  args: { startWith: 'c1' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('log', { name: t('shell.chat.messagesWith', { name: 'Derya Güneş' }) }),
    ).toBeVisible();
    // The list is out of sight and out of the accessibility tree until asked for.
    await expect(canvas.queryByRole('list', { name: t('shell.chat.conversations') })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: t('chat.allConversations') }));
    await expect(canvas.getByRole('list', { name: t('shell.chat.conversations') })).toBeVisible();
  },
};

/** An address that names no conversation says so. */
export const NotFound: Story = {
  name: 'Not found',
  args: { startWith: 'c404' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('chat.notFound'))).toBeVisible();
  },
};

export const Loading: Story = {
  args: { initial: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: t('chat.loading') })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { initial: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('shell.chat.noChats'))).toBeVisible();
  },
};

export const Failed: Story = {
  render: (args) => (
    <ChatView
      chats={undefined}
      error="The server did not answer (503)"
      onRetry={args.onSend as unknown as () => void}
      chatHref={() => '#'}
      listHref="#"
      query=""
      onQueryChange={() => undefined}
      onSend={() => undefined}
      onMutedChange={() => undefined}
      infoOpen={false}
      onInfoOpenChange={() => undefined}
      now={storyNow}
    />
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('chat.error'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onSend).toHaveBeenCalled();
  },
};

/** Long names and messages stay inside their pane. */
export const LongText: Story = {
  name: 'Long text',
  args: {
    startWith: 'c1',
    initial: storyChats.map((c) => ({
      ...c,
      contact: c.contact && { ...c.contact, name: `${c.contact.name} ${'Uzunsoyadlıoğulları'.repeat(4)}` },
      lastMessage: 'W'.repeat(200),
      messages: [
        ...c.messages,
        {
          id: 'long',
          chatId: c.id,
          contactId: c.contactId,
          value: `${'A very long line without a break '.repeat(6)}${'X'.repeat(150)}`,
          createdAt: storyNow.toISOString(),
          isMine: false,
        },
      ],
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Turkish: Story = {
  args: { startWith: 'c1', initial: storyChats.map((c) => (c.id === 'c1' ? { ...c, earlier: true } : c)) },
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sohbet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Yeni sohbet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Önceki mesajları göster' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sessize al' })).toBeVisible();
    await expect(canvas.getByRole('log', { name: 'Derya Güneş ile mesajlar' })).toBeVisible();
  },
};

export const Dark: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  args: { startWith: 'c1' },
  globals: { scheme: 'dark' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('log', { name: t('shell.chat.messagesWith', { name: 'Derya Güneş' }) }),
    ).toBeVisible();
  },
};
