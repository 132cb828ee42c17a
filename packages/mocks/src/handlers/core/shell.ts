import { z } from 'zod';
import { canOpen, checkTrackingNumber, navigationFor, searchMinLength, type SearchResultSet } from '@courier/domain';
import { route, type MockApi } from '../../http/api';
import { HttpError } from '../../http/errors';
import { parseBody, parseQuery, parseValue, readJson } from '../../http/respond';

const fold = (s: string) => s.toLocaleLowerCase('tr');

export function shellHandlers(api: MockApi) {
  return [
    route(api, 'get', '/api/common/navigation', async ({ request }) => navigationFor((await api.user(request)).role)),

    route(api, 'post', '/api/common/search', async ({ request }) => {
      const user = await api.user(request);
      const { query } = await parseBody(request, z.object({ query: z.string().max(200) }));
      const q = fold(query.trim());
      // Search runs from 2 characters (core spec section 5).
      if (q.length < searchMinLength) return [];
      const sets: SearchResultSet[] = [];
      if (canOpen(user.role, 'customers')) {
        const results = [...api.db.customers.values()]
          .filter((c) => fold(c.name).includes(q) || fold(c.companyName ?? '').includes(q) || c.code.toLowerCase().includes(q))
          .slice(0, 8)
          .map((c) => ({ id: c.id, avatar: null, name: c.companyName ?? c.name, link: `/secure/customers/${c.id}` }));
        if (results.length) sets.push({ id: 'contacts', label: 'Customers', results });
      }
      const pages = navigationFor(user.role)
        .default.flatMap((item) => [item, ...(item.children ?? [])])
        .filter((item) => item.link && fold(item.title).includes(q))
        .map((item) => ({ id: item.id, title: item.title, link: item.link! }));
      const tracking = checkTrackingNumber(query);
      const parcelId = tracking.ok ? api.db.parcelByTracking.get(tracking.value) : undefined;
      if (parcelId && canOpen(user.role, 'parcels')) pages.unshift({ id: parcelId, title: `Parcel ${tracking.ok ? tracking.value : ''}`, link: `/secure/parcels/${parcelId}` });
      if (pages.length) sets.push({ id: 'pages', label: 'Pages', results: pages.filter((p, i, all) => all.findIndex((x) => x.link === p.link) === i) });
      const tasks = api.db.samples.tasks.filter((t) => t.type === 'task' && fold(t.title).includes(q)).slice(0, 8);
      if (tasks.length) sets.push({ id: 'tasks', label: 'Tasks', results: tasks.map((t) => ({ id: t.id, title: t.title, completed: t.completed, link: `/apps/tasks/${t.id}` })) });
      return sets;
    }),

    // Quick chat (core spec; the chat area's shapes are in the sample-data spec).
    route(api, 'get', '/api/apps/chat/chats', async ({ request }) => {
      await api.user(request);
      return [...api.db.chats.values()].sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt)).map((chat) => ({ ...chat, contact: contactSummary(api, chat.contactId) }));
    }),
    route(api, 'get', '/api/apps/chat/chat', async ({ request, url }) => {
      await api.user(request);
      const { id } = parseQuery(url, z.object({ id: z.string().min(1).max(100) }));
      const chat = api.db.chats.get(id);
      if (!chat) throw new HttpError(404, 'not_found', `Could not found chat with id of ${id}!`);
      return { ...chat, contact: contactSummary(api, chat.contactId) };
    }),
    route(api, 'patch', '/api/apps/chat/chat', async ({ request }) => {
      await api.user(request);
      const raw = await readJson(request);
      const { id, chat: change } = parseValue(z.object({ id: z.string().min(1), chat: z.object({ muted: z.boolean(), unreadCount: z.number().int().min(0) }).partial().strict() }), raw);
      const chat = api.db.chats.get(id);
      if (!chat) throw new HttpError(404, 'not_found', `Could not found chat with id of ${id}!`);
      Object.assign(chat, change);
      return { ...chat, contact: contactSummary(api, chat.contactId) };
    }, { write: true }),
    route(api, 'post', '/api/apps/chat/message', async ({ request }) => {
      await api.user(request);
      const { chatId, value } = await parseBody(request, z.object({ chatId: z.string().min(1), value: z.string().trim().min(1).max(4000) }));
      const chat = api.db.chats.get(chatId);
      if (!chat) throw new HttpError(404, 'not_found', `Could not found chat with id of ${chatId}!`);
      const message = { id: api.db.newId('chm'), chatId, contactId: api.db.chatProfile.id, value, createdAt: api.db.nowIso(), isMine: true };
      chat.messages.push(message);
      Object.assign(chat, { lastMessage: value, lastMessageAt: message.createdAt });
      return message;
    }, { write: true }),
    route(api, 'get', '/api/apps/chat/contacts', async ({ request }) => {
      await api.user(request);
      return [...api.db.chatContacts.values()].map(({ details: _d, attachments: _a, ...contact }) => contact).sort((a, b) => a.name.localeCompare(b.name, 'tr'));
    }),
    route(api, 'get', '/api/apps/chat/contact', async ({ request, url }) => {
      await api.user(request);
      const { id } = parseQuery(url, z.object({ id: z.string().min(1).max(100) }));
      const contact = api.db.chatContacts.get(id);
      if (!contact) throw new HttpError(404, 'not_found', 'Contact not found');
      return contact;
    }),
    route(api, 'get', '/api/apps/chat/profile', async ({ request }) => {
      const user = await api.user(request);
      return { ...api.db.chatProfile, name: user.name, email: user.email, avatar: user.avatar };
    }),
  ];
}

function contactSummary(api: MockApi, contactId: string) {
  const contact = api.db.chatContacts.get(contactId);
  if (!contact) return undefined;
  const { details: _d, attachments: _a, ...summary } = contact;
  return summary;
}
