import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  Chat,
  ChatMessage,
  FeedItem,
  Navigation,
  SearchResultSet,
  Shortcut,
  ShortcutInput,
  User,
  UserStatus,
} from '@courier/domain';
import { toast } from '@courier/ui';
import { setUser } from '../auth/auth';
import { request } from './client';
import { messageOf } from './messages';
import { shellCalls } from './shellCalls';

/** The shell's data: what entering the secure area loads in parallel (core spec section 7). */
export const shellQueries = {
  user: queryOptions({ queryKey: ['user'], queryFn: ({ signal }) => request<User>(shellCalls.user, { signal }) }),
  navigation: queryOptions({
    queryKey: ['navigation'],
    queryFn: ({ signal }) => request<Navigation>(shellCalls.navigation, { signal }),
  }),
  messages: queryOptions({
    queryKey: ['feed', 'messages'],
    queryFn: ({ signal }) => request<FeedItem[]>(shellCalls.messages, { signal }),
  }),
  notifications: queryOptions({
    queryKey: ['feed', 'notifications'],
    queryFn: ({ signal }) => request<FeedItem[]>(shellCalls.notifications, { signal }),
  }),
  shortcuts: queryOptions({
    queryKey: ['shortcuts'],
    queryFn: ({ signal }) => request<Shortcut[]>(shellCalls.shortcuts, { signal }),
  }),
  chats: queryOptions({ queryKey: ['chats'], queryFn: ({ signal }) => request<Chat[]>(shellCalls.chats, { signal }) }),
  /** Whether the data is the demo sample (the demo notice): asked once a visit, after the frame's own data. */
  instance: queryOptions({
    queryKey: ['instance'],
    queryFn: ({ signal }) => request<{ demo: boolean; exposed: boolean }>('/api/v1/instance', { signal }),
    staleTime: Infinity,
  }),
};
/** Loads each of them into the cache unless it is there (the secure area's loader). */
export const loadShellData = (client: QueryClient) =>
  Promise.all([
    client.ensureQueryData(shellQueries.user),
    client.ensureQueryData(shellQueries.navigation),
    client.ensureQueryData(shellQueries.messages),
    client.ensureQueryData(shellQueries.notifications),
    client.ensureQueryData(shellQueries.shortcuts),
    client.ensureQueryData(shellQueries.chats),
  ]);

export const search = (query: string) =>
  request<SearchResultSet[]>('/api/common/search', { method: 'POST', body: { query } });

/** Messages and notifications: each action calls the API, then updates the list in place with the answer. */
export function useFeedActions(kind: 'messages' | 'notifications') {
  const client = useQueryClient();
  const key = shellQueries[kind].queryKey;
  const field = kind === 'messages' ? 'message' : 'notification';
  const base = `/api/common/${kind}`;
  const update = (change: (items: FeedItem[]) => FeedItem[]) =>
    client.setQueryData(key, (items) => (items ? change(items) : items));
  const toggle = useMutation({
    mutationFn: (item: FeedItem) =>
      request<FeedItem>(`${base}/toggle-read-status`, { method: 'POST', body: { [field]: { id: item.id } } }),
    onSuccess: (item) => update((items) => items.map((i) => (i.id === item.id ? item : i))),
  });
  const remove = useMutation({
    mutationFn: (item: FeedItem) => request<boolean>(base, { method: 'DELETE', query: { id: item.id } }),
    onSuccess: (_, item) => update((items) => items.filter((i) => i.id !== item.id)),
  });
  const markAll = useMutation({
    mutationFn: () => request<boolean>(`${base}/mark-all-as-read`),
    onSuccess: () => update((items) => items.map((i) => ({ ...i, read: true }))),
  });
  return {
    onToggleRead: (item: FeedItem) => toggle.mutate(item),
    onRemove: (item: FeedItem) => remove.mutate(item),
    onMarkAllRead: () => markAll.mutate(),
  };
}

export function useShortcutActions() {
  const client = useQueryClient();
  const key = shellQueries.shortcuts.queryKey;
  const update = (change: (items: Shortcut[]) => Shortcut[]) =>
    client.setQueryData(key, (items) => (items ? change(items) : items));
  const create = useMutation({
    mutationFn: (shortcut: ShortcutInput) =>
      request<Shortcut>('/api/common/shortcuts', { method: 'POST', body: { shortcut } }),
    onSuccess: (shortcut) => update((items) => [...items, shortcut]),
  });
  const change = useMutation({
    mutationFn: ({ id, shortcut }: { id: string; shortcut: ShortcutInput }) =>
      request<Shortcut>('/api/common/shortcuts', { method: 'PATCH', body: { id, shortcut } }),
    onSuccess: (shortcut) => update((items) => items.map((s) => (s.id === shortcut.id ? shortcut : s))),
  });
  const remove = useMutation({
    mutationFn: (id: string) => request<boolean>('/api/common/shortcuts', { method: 'DELETE', query: { id } }),
    onSuccess: (_, id) => update((items) => items.filter((s) => s.id !== id)),
  });
  return {
    onCreate: (s: ShortcutInput) => create.mutate(s),
    onUpdate: (id: string, s: ShortcutInput) => change.mutate({ id, shortcut: s }),
    onDelete: (id: string) => remove.mutate(id),
  };
}

/**
 * The chat's writes, shared by the quick-chat panel and the chat app. A message that is not sent
 * comes back to the send box (the promise rejects) with a word; a refused mute is put back.
 */
export function useChatActions() {
  const client = useQueryClient();
  const { t } = useTranslation('ui');
  const update = (id: string, change: (chat: Chat) => Chat) =>
    client.setQueryData(shellQueries.chats.queryKey, (chats) => chats?.map((c) => (c.id === id ? change(c) : c)));
  const read = useMutation({
    mutationFn: (id: string) =>
      request<Chat>('/api/apps/chat/chat', { method: 'PATCH', body: { id, chat: { unreadCount: 0 } } }),
    onSuccess: (chat) => update(chat.id, (c) => ({ ...c, unreadCount: chat.unreadCount })),
  });
  const send = useMutation({
    mutationFn: ({ chatId, value }: { chatId: string; value: string }) =>
      request<ChatMessage>('/api/apps/chat/message', { method: 'POST', body: { chatId, value } }),
    onSuccess: (message) =>
      update(message.chatId, (c) => ({
        ...c,
        messages: [...c.messages, message],
        lastMessage: message.value,
        lastMessageAt: message.createdAt,
      })),
    onError: (error) => toast.warn(t('chat.notSent'), messageOf(error)),
  });
  const mute = useMutation({
    mutationFn: ({ id, muted }: { id: string; muted: boolean }) =>
      request<Chat>('/api/apps/chat/chat', { method: 'PATCH', body: { id, chat: { muted } } }),
    onMutate: ({ id, muted }) => update(id, (c) => ({ ...c, muted })),
    onError: (error, { id, muted }) => {
      update(id, (c) => ({ ...c, muted: !muted }));
      toast.warn(t('chat.notSaved'), messageOf(error));
    },
  });
  return {
    markRead: (chat: Chat) => chat.unreadCount > 0 && read.mutate(chat.id),
    send: (chatId: string, value: string) => send.mutateAsync({ chatId, value }),
    setMuted: (chat: Chat, muted: boolean) => mute.mutate({ id: chat.id, muted }),
  };
}

/** The user's presence: the spec sends the whole user with the status changed. */
export function useStatusChange() {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ user, status }: { user: User; status: UserStatus }) =>
      request<User>('/api/common/user', { method: 'PATCH', body: { user: { ...user, status } } }),
    onSuccess: (user) => {
      client.setQueryData(shellQueries.user.queryKey, user);
      setUser(user);
    },
  });
  return (user: User, status: UserStatus) => mutation.mutate({ user, status });
}
