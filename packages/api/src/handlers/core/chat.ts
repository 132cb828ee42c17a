/**
 * The chat between colleagues (core spec's quick chat; the chat area's shapes are in spec 001).
 *
 * A conversation is between two of the company's users and is one document, shared by both
 * (`chat`/`conversation:<a>~<b>`, the two ids in order): what one writes, the other reads. Each
 * user's own view of his conversations (unread counts, muted ones, the last message) is a
 * document of his own (`chat`/`index:<id>`), so the list is read at once. A message is written to
 * the conversation and to both views in one transaction (the SQL store locks the documents a write
 * reads, so two servers take turns); each participant is told (`chat`) through the event stream.
 */
import { z } from 'zod';
import { chatLimits, type Chat, type ChatContact, type ChatMessage } from '@courier/domain';
import {
  chatIndexKey,
  conversationId,
  conversationKey,
  type ChatConversation as Conversation,
  type ChatIndex,
  type ChatStoredMessage as StoredMessage,
  type UserRecord,
} from '@courier/store';
import { route, type Api } from '../../http/api';
import { tellUsers } from '../../http/changes';
import { HttpError, validation } from '../../http/errors';
import { pagedList, parseBody, parseQuery, parseValue, readJson } from '../../http/respond';

const notFound = (id: string) => new HttpError(404, 'not_found', `Could not found chat with id of ${id}!`);

/** The conversation with this id, when the user takes part in it (another's answers 404, as if it did not exist). */
async function conversationOf(api: Api, user: UserRecord, id: string) {
  const [a, b, more] = id.split('~');
  if (more !== undefined || !a || !b || (a !== user.id && b !== user.id) || conversationId(a, b) !== id)
    throw notFound(id);
  const conversation = await api.store.documents.get<Conversation>('chat', conversationKey(id));
  if (!conversation) throw notFound(id);
  return conversation;
}

const indexOf = async (api: Api, userId: string) =>
  (await api.store.documents.get<ChatIndex>('chat', chatIndexKey(userId))) ?? { chats: {} };

/** A colleague as the chat shows him. */
function contactOf(user: UserRecord): ChatContact {
  return {
    id: user.id,
    avatar: user.avatar ?? null,
    name: user.name,
    about: '',
    details: {
      emails: [{ email: user.email, label: 'Work' }],
      phoneNumbers: user.phone ? [{ country: 'tr', phoneNumber: user.phone, label: 'Work' }] : [],
      title: user.role,
      company: null,
      birthday: null,
      address: null,
    },
    attachments: { media: [], docs: [], links: [] },
  };
}
const summaryOf = ({ details: _d, attachments: _a, ...summary }: ChatContact) => summary;

/** A page of the conversation as `reader` sees it: the newest `pageSize` messages before `before` (a message id). */
function chatView(conversation: Conversation, reader: string, index: ChatIndex, other?: UserRecord, before?: string) {
  const otherId = conversation.participants.find((p) => p !== reader) ?? reader;
  const end = before ? conversation.messages.findIndex((m) => m.id === before) : conversation.messages.length;
  const stop = end < 0 ? 0 : end;
  const start = Math.max(0, stop - chatLimits.pageSize);
  const otherRead = conversation.readAt[otherId] ?? '';
  const messages: ChatMessage[] = conversation.messages.slice(start, stop).map((m) => ({
    id: m.id,
    chatId: conversation.id,
    contactId: m.from,
    value: m.value,
    createdAt: m.createdAt,
    isMine: m.from === reader,
    ...(m.from === reader ? { seen: otherRead >= m.createdAt } : {}),
  }));
  const last = conversation.messages.at(-1);
  const own = index.chats[conversation.id];
  const chat: Chat = {
    id: conversation.id,
    contactId: otherId,
    ...(other ? { contact: summaryOf(contactOf(other)) } : {}),
    unreadCount: own?.unreadCount ?? 0,
    muted: own?.muted ?? false,
    lastMessage: last?.value ?? '',
    lastMessageAt: last?.createdAt ?? own?.lastMessageAt ?? '1970-01-01T00:00:00.000Z',
    messages,
    earlier: start > 0,
  };
  return chat;
}

/**
 * Accounts by id, read without locking them: a write that locked another's account row could
 * wait on that person's own write, which holds it (every call locks its caller's).
 */
export async function usersWhere(api: Api, field: 'id' | 'email', values: readonly string[]) {
  if (!values.length) return [];
  const page = await api.store.table('users').list({
    where: [{ field, in: values }],
    sort: { key: 'id', order: 'asc', text: false },
    page: 1,
    size: values.length,
  });
  return page.items;
}

/** The colleagues one may write to: the company's other active accounts. */
async function colleagues(api: Api, user: UserRecord) {
  return (await api.store.table('users').all([])).filter((u) => u.id !== user.id && u.active !== false);
}

export function chatHandlers(api: Api) {
  return [
    route(api, 'get', '/api/apps/chat/chats', async ({ request, url }) => {
      const user = await api.user(request);
      const index = await indexOf(api, user.id);
      const users = new Map((await api.store.table('users').all([])).map((u) => [u.id, u]));
      const chats: Chat[] = [];
      for (const id of Object.keys(index.chats)) {
        const conversation = await api.store.documents.get<Conversation>('chat', conversationKey(id));
        if (!conversation) continue;
        const other = users.get(conversation.participants.find((p) => p !== user.id) ?? '');
        chats.push(chatView(conversation, user.id, index, other));
      }
      return pagedList(
        url,
        chats.sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt)),
      );
    }),
    route(api, 'get', '/api/apps/chat/chat', async ({ request, url }) => {
      const user = await api.user(request);
      const { id, before } = parseQuery(
        url,
        z.object({ id: z.string().min(1).max(100), before: z.string().min(1).max(100).optional() }),
      );
      const conversation = await conversationOf(api, user, id);
      const other = await api.store.table('users').get(conversation.participants.find((p) => p !== user.id)!);
      return chatView(conversation, user.id, await indexOf(api, user.id), other, before);
    }),
    // Merges the reader's own marks: muted, and the unread count; 0 marks the conversation read
    // (his colleague's messages show as seen).
    route(
      api,
      'patch',
      '/api/apps/chat/chat',
      async ({ request }) => {
        const user = await api.user(request);
        const { id, chat: change } = parseValue(
          z.object({
            id: z.string().min(1).max(100),
            chat: z
              .object({ muted: z.boolean(), unreadCount: z.number().int().min(0).max(1_000_000) })
              .partial()
              .strict(),
          }),
          await readJson(request),
        );
        const conversation = await conversationOf(api, user, id);
        const index = await indexOf(api, user.id);
        const last = conversation.messages.at(-1);
        const own = (index.chats[id] ??= {
          unreadCount: 0,
          muted: false,
          lastMessage: last?.value ?? '',
          lastMessageAt: last?.createdAt ?? api.nowIso(),
        });
        Object.assign(own, change);
        await api.store.documents.put('chat', chatIndexKey(user.id), index);
        const otherId = conversation.participants.find((p) => p !== user.id)!;
        if (change.unreadCount === 0) {
          conversation.readAt[user.id] = api.nowIso();
          await api.store.documents.put('chat', conversationKey(id), conversation);
          // The colleague's open conversation shows his messages as seen.
          await tellUsers(api.store, api.now(), 'chat', { id }, [otherId]);
        }
        const [other] = await usersWhere(api, 'id', [otherId]);
        return chatView(conversation, user.id, index, other);
      },
      { write: true },
    ),
    // Opens the one conversation with a colleague (`contactId`), begun empty if they have none: it
    // joins the caller's list; the colleague's list shows it once a message is written.
    route(
      api,
      'post',
      '/api/apps/chat/chat',
      async ({ request }) => {
        const user = await api.user(request);
        const { contactId } = await parseBody(request, z.object({ contactId: z.string().min(1).max(100) }).strict());
        const [other] = await usersWhere(api, 'id', [contactId]);
        if (!other || other.id === user.id || other.active === false)
          throw validation({ contactId: 'not_a_colleague' });
        const id = conversationId(user.id, other.id);
        // Locked in the message's order: the conversation, then the view.
        const conversation = (await api.store.documents.get<Conversation>('chat', conversationKey(id))) ?? {
          id,
          participants: [user.id, other.id].sort() as [string, string],
          messages: [],
          readAt: {},
        };
        const index = await indexOf(api, user.id);
        if (!index.chats[id]) {
          const last = conversation.messages.at(-1);
          index.chats[id] = {
            unreadCount: 0,
            muted: false,
            lastMessage: last?.value ?? '',
            lastMessageAt: last?.createdAt ?? api.nowIso(),
          };
          await api.store.documents.put('chat', conversationKey(id), conversation);
          await api.store.documents.put('chat', chatIndexKey(user.id), index);
          // His other tabs list it too.
          await tellUsers(api.store, api.now(), 'chat', { id }, [user.id]);
        }
        return chatView(conversation, user.id, index, other);
      },
      { write: true },
    ),
    // A message to a conversation (`chatId`), or to a colleague (`contactId`: their conversation, begun if need be).
    route(
      api,
      'post',
      '/api/apps/chat/message',
      async ({ request }) => {
        const user = await api.user(request);
        const input = await parseBody(
          request,
          z
            .object({
              chatId: z.string().min(1).max(100).optional(),
              contactId: z.string().min(1).max(100).optional(),
              value: z.string().trim().min(1).max(chatLimits.messageLength),
            })
            .refine((b) => !!b.chatId !== !!b.contactId, { path: ['chatId'], message: 'chatId or contactId' }),
        );
        let id = input.chatId;
        let conversation: Conversation | undefined;
        if (id) conversation = await conversationOf(api, user, id);
        const otherId = conversation?.participants.find((p) => p !== user.id) ?? input.contactId!;
        const [other] = await usersWhere(api, 'id', [otherId]);
        if (!other || other.id === user.id || other.active === false)
          throw validation({ contactId: 'not_a_colleague' });
        id ??= conversationId(user.id, other.id);
        conversation ??= (await api.store.documents.get<Conversation>('chat', conversationKey(id))) ?? {
          id,
          participants: [user.id, other.id].sort() as [string, string],
          messages: [],
          readAt: {},
        };
        const now = api.nowIso();
        const minuteAgo = new Date(api.now().getTime() - 60_000).toISOString();
        if (
          conversation.messages.filter((m) => m.from === user.id && m.createdAt > minuteAgo).length >=
          chatLimits.perMinute
        )
          throw new HttpError(429, 'too_many_requests', 'Too many messages at once: wait a moment', undefined, {
            retryAfter: 60,
          });
        const message: StoredMessage = {
          id: await api.store.nextId('chm'),
          from: user.id,
          value: input.value,
          createdAt: now,
        };
        conversation.messages.push(message);
        // Writing reads the conversation.
        conversation.readAt[user.id] = now;
        // Locked in one order (the conversation, then the views by id), so two writers never wait on each other.
        const [first, second] = [user.id, other.id].sort();
        const views = new Map([
          [first!, await indexOf(api, first!)],
          [second!, await indexOf(api, second!)],
        ]);
        for (const [owner, view] of views) {
          const own = (view.chats[id] ??= { unreadCount: 0, muted: false, lastMessage: '', lastMessageAt: now });
          Object.assign(own, {
            lastMessage: message.value,
            lastMessageAt: now,
            unreadCount: owner === user.id ? 0 : own.unreadCount + 1,
          });
          await api.store.documents.put('chat', chatIndexKey(owner), view);
        }
        await api.store.documents.put('chat', conversationKey(id), conversation);
        await tellUsers(api.store, api.now(), 'chat', { id }, [user.id, other.id]);
        return chatView(conversation, user.id, views.get(user.id)!, other).messages.at(-1);
      },
      { write: true },
    ),
    route(api, 'get', '/api/apps/chat/contacts', async ({ request }) => {
      const user = await api.user(request);
      return (await colleagues(api, user))
        .map((u) => summaryOf(contactOf(u)))
        .sort((a, b) => a.name.localeCompare(b.name, 'tr'));
    }),
    route(api, 'get', '/api/apps/chat/contact', async ({ request, url }) => {
      const user = await api.user(request);
      const { id } = parseQuery(url, z.object({ id: z.string().min(1).max(100) }));
      const contact = (await colleagues(api, user)).find((u) => u.id === id);
      if (!contact) throw new HttpError(404, 'not_found', 'Contact not found');
      return contactOf(contact);
    }),
    route(api, 'get', '/api/apps/chat/profile', async ({ request }) => {
      const user = await api.user(request);
      return { id: user.id, name: user.name, email: user.email, avatar: user.avatar ?? null, about: '' };
    }),
  ];
}
