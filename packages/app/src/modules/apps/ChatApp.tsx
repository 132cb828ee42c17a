import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useNavigate, useParams } from 'react-router-dom';
import type { Chat, ChatContact, ChatMessage } from '@courier/domain';
import { ChatView, toast, type ChatColleague } from '@courier/ui';
import { request } from '../../api/client';
import { messageOf } from '../../api/messages';
import { shellQueries, useChatActions } from '../../api/shell';
import { useTitle } from '../../pages/useTitle';
import { mergeMessages } from './chatHistory';

/**
 * /apps/chat and /apps/chat/:id: the team chat as a page. It reads and writes the same
 * conversations as the quick-chat panel (one query), so a message sent in one shows in the other.
 * Earlier messages of the open conversation are kept here, page by page, beside the newest page
 * the shared list holds; "New conversation" opens (or begins) the one with a colleague.
 */
const base = '/apps/chat';

export function ChatApp() {
  return (
    <Routes>
      <Route index element={<ChatPage />} />
      <Route path=":id" element={<ChatPage />} />
    </Routes>
  );
}

/**
 * The open conversation with the earlier pages asked for. The newest page (from the shared list)
 * slides as messages come, so the messages shown are kept and merged with each newest page.
 */
function useChatHistory(newest: Chat | undefined) {
  const { t } = useTranslation('ui');
  const [kept, setKept] = useState<{ chatId: string; messages: ChatMessage[]; earlier: boolean } | null>(null);
  const own = newest && kept?.chatId === newest.id ? kept : null;
  useEffect(() => {
    if (newest)
      setKept((k) => (k?.chatId === newest.id ? { ...k, messages: mergeMessages(k.messages, newest.messages) } : k));
  }, [newest]);
  const more = useMutation({
    mutationFn: ({ chat, before }: { chat: Chat; before: string }) =>
      request<Chat>('/api/apps/chat/chat', { query: { id: chat.id, before } }),
    onSuccess: (page, { chat }) =>
      setKept((k) => ({
        chatId: chat.id,
        messages: mergeMessages(page.messages, k?.chatId === chat.id ? k.messages : chat.messages),
        earlier: page.earlier ?? false,
      })),
    onError: (error) => toast.warn(t('chat.earlierFailed'), messageOf(error)),
  });
  const chat =
    newest && own
      ? { ...newest, messages: mergeMessages(own.messages, newest.messages), earlier: own.earlier }
      : newest;
  return {
    chat,
    loading: more.isPending,
    showEarlier: (shown: Chat) => {
      const first = shown.messages[0];
      if (first) more.mutate({ chat: shown, before: first.id });
    },
  };
}

function ChatPage() {
  const { id } = useParams();
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  const client = useQueryClient();
  const chats = useQuery(shellQueries.chats);
  const actions = useChatActions();
  const [query, setQuery] = useState('');
  const [infoOpen, setInfoOpen] = useState(false);
  const history = useChatHistory(id ? chats.data?.find((c) => c.id === id) : undefined);
  const selected = history.chat;
  const colleagues = useQuery({
    queryKey: ['apps', 'chat', 'contacts'],
    queryFn: ({ signal }) => request<ChatColleague[]>('/api/apps/chat/contacts', { signal }),
  });
  // The conversation with a colleague: the one listed already, else opened (begun) by the server.
  const startChat = async (contactId: string) => {
    let chat = chats.data?.find((c) => c.contactId === contactId);
    if (!chat) {
      try {
        chat = await request<Chat>('/api/apps/chat/chat', { method: 'POST', body: { contactId } });
      } catch (error) {
        throw new Error(messageOf(error), { cause: error });
      }
      const opened = chat;
      client.setQueryData(shellQueries.chats.queryKey, (all) =>
        all && !all.some((c) => c.id === opened.id) ? [opened, ...all] : all,
      );
    }
    navigate(`${base}/${chat.id}`);
  };
  useTitle(selected?.contact?.name ?? t('chat.title'));
  const contact = useQuery({
    queryKey: ['apps', 'chat', 'contact', selected?.contactId],
    queryFn: ({ signal }) =>
      request<ChatContact>('/api/apps/chat/contact', { signal, query: { id: selected!.contactId } }),
    enabled: !!selected && infoOpen,
  });
  // Opening a conversation reads it, and so does a message that comes while it is open.
  useEffect(() => {
    if (selected) actions.markRead(selected);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the conversation or its unread count changes
  }, [selected?.id, selected?.unreadCount]);
  return (
    <ChatView
      chats={chats.data}
      error={chats.error ? messageOf(chats.error) : null}
      onRetry={() => void chats.refetch()}
      selectedId={id}
      chatHref={(chat) => `${base}/${chat.id}`}
      listHref={base}
      query={query}
      onQueryChange={setQuery}
      onSend={actions.send}
      onMutedChange={actions.setMuted}
      infoOpen={infoOpen}
      onInfoOpenChange={setInfoOpen}
      contact={contact.data}
      now={new Date()}
      onShowEarlier={history.showEarlier}
      loadingEarlier={history.loading}
      colleagues={colleagues.data}
      onStartChat={startChat}
    />
  );
}
