import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams } from 'react-router-dom';
import type { ChatContact } from '@courier/domain';
import { ChatView } from '@courier/ui';
import { request } from '../../api/client';
import { messageOf } from '../../api/messages';
import { shellQueries, useChatActions } from '../../api/shell';
import { useTitle } from '../../pages/useTitle';

/**
 * /apps/chat and /apps/chat/:id: the team chat as a page. It reads and writes the same
 * conversations as the quick-chat panel (one query), so a message sent in one shows in the other.
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

function ChatPage() {
  const { id } = useParams();
  const { t } = useTranslation('ui');
  const chats = useQuery(shellQueries.chats);
  const actions = useChatActions();
  const [query, setQuery] = useState('');
  const [infoOpen, setInfoOpen] = useState(false);
  const selected = id ? chats.data?.find((c) => c.id === id) : undefined;
  useTitle(selected?.contact?.name ?? t('chat.title'));
  const contact = useQuery({
    queryKey: ['apps', 'chat', 'contact', selected?.contactId],
    queryFn: ({ signal }) =>
      request<ChatContact>('/api/apps/chat/contact', { signal, query: { id: selected!.contactId } }),
    enabled: !!selected && infoOpen,
  });
  // Opening a conversation reads it.
  useEffect(() => {
    if (selected) actions.markRead(selected);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per conversation opened
  }, [selected?.id]);
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
    />
  );
}
