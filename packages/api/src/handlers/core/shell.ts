import { z } from 'zod';
import {
  canOpen,
  checkTrackingNumber,
  navigationFor,
  searchMinLength,
  type Chat,
  type ChatContact,
  type ChatProfile,
  type Feature,
  type Resource,
  type SearchResultSet,
} from '@courier/domain';
import { checkOwnList, route, sampleDataOf, type Api } from '../../http/api';
import { parcelByTracking } from '../v1/parcels';
import { driverSpec, officeSpec, readsParcel, tripSpec, truckSpec, type ReadSpec } from '../v1/resources';
import { fold, type Tables, type UserRecord } from '@courier/store';
import { HttpError } from '../../http/errors';
import { pagedList, parseBody, parseQuery, parseValue, readJson } from '../../http/respond';

/** Up to five rows of a record table that hold the text, as page results, when the role may open their module; within the role's scope. */
async function recordsFound<K extends Resource>(
  api: Api,
  user: UserRecord,
  q: string,
  feature: Feature,
  spec: ReadSpec<K>,
  title: (row: Tables[K]) => string,
) {
  if (!canOpen(user.role, feature)) return [];
  const where = (await spec.scope?.(api, user)) ?? [];
  const found = await api.store.table(spec.resource).list({
    where,
    search: { text: q, fields: spec.list.search },
    sort: { key: spec.list.defaultSort.field, order: spec.list.defaultSort.order, text: false },
    page: 1,
    size: 5,
  });
  return found.items.map((row) => ({
    id: (row as { id: string }).id,
    title: title(row),
    link: `/secure/${feature}/${(row as { id: string }).id}`,
  }));
}

export function shellHandlers(api: Api) {
  return [
    // Public: the sign-in page of a demo says so before anyone signs in.
    route(api, 'get', '/api/v1/instance', () => ({
      demo: api.options.instance?.demo ?? false,
      exposed: Boolean(api.options.instance?.demo && api.options.instance.exposed),
    })),
    route(api, 'get', '/api/common/navigation', async ({ request }) => navigationFor((await api.user(request)).role)),

    route(api, 'post', '/api/common/search', async ({ request }) => {
      const user = await api.user(request);
      const { query } = await parseBody(request, z.object({ query: z.string().max(200) }));
      const q = fold(query.trim());
      // Search runs from 2 characters (core spec section 5).
      if (q.length < searchMinLength) return [];
      const sets: SearchResultSet[] = [];
      if (canOpen(user.role, 'customers')) {
        const found = await api.store.table('customers').list({
          where: [],
          search: { text: q, fields: ['name', 'companyName', 'code'] },
          sort: { key: 'code', order: 'asc', text: false },
          page: 1,
          size: 8,
        });
        // A business is shown by its company name; when it matched on its contact's name, that name is shown too, so the match is seen.
        const shown = (c: (typeof found.items)[number]) =>
          c.companyName && !fold(c.companyName).includes(q) && fold(c.name).includes(q)
            ? `${c.companyName} (${c.name})`
            : (c.companyName ?? c.name);
        const results = found.items.map((c) => ({
          id: c.id,
          avatar: null,
          name: shown(c),
          link: `/secure/customers/${c.id}`,
        }));
        if (results.length) sets.push({ id: 'contacts', label: 'Customers', results });
      }
      const pages = navigationFor(user.role)
        .default.flatMap((item) => [item, ...(item.children ?? [])])
        .filter((item) => item.link && fold(item.title).includes(q))
        .map((item) => ({ id: item.id, title: item.title, link: item.link! }));
      // The network's records by what staff call them: offices by code, name or city, trips by code, trucks by plate, drivers by name.
      const records = await Promise.all([
        recordsFound(api, user, q, 'destinations', officeSpec, (o) => `${o.code} · ${o.name}`),
        recordsFound(api, user, q, 'trips', tripSpec, (t) => t.code),
        recordsFound(api, user, q, 'trucks', truckSpec, (t) => `${t.plate} · ${t.make} ${t.model}`),
        recordsFound(api, user, q, 'drivers', driverSpec, (d) => `${d.name} · ${d.employeeNo}`),
      ]);
      pages.push(...records.flat());
      const tracking = checkTrackingNumber(query);
      const parcel = tracking.ok ? await parcelByTracking(api, tracking.value) : undefined;
      if (parcel && canOpen(user.role, 'parcels'))
        pages.unshift({
          id: parcel.id,
          title: `Parcel ${parcel.trackingNumber}`,
          // Another office's parcel opens by its number (an opening the audit log keeps), not by its id.
          link: (await readsParcel(api, user, parcel))
            ? `/secure/parcels/${parcel.id}`
            : `/secure/parcels/tracking/${parcel.trackingNumber}`,
        });
      if (pages.length)
        sets.push({
          id: 'pages',
          label: 'Pages',
          results: pages.filter((p, i, all) => all.findIndex((x) => x.link === p.link) === i),
        });
      const samples = await sampleDataOf(api, user.id);
      const tasks = samples.tasks.filter((t) => t.type === 'task' && fold(t.title).includes(q)).slice(0, 8);
      if (tasks.length)
        sets.push({
          id: 'tasks',
          label: 'Tasks',
          results: tasks.map((t) => ({
            id: t.id,
            title: t.title,
            completed: t.completed,
            link: `/apps/tasks/${t.id}`,
          })),
        });
      return sets;
    }),

    // Quick chat (core spec; the chat area's shapes are in the sample-data spec).
    route(api, 'get', '/api/apps/chat/chats', async ({ request, url }) => {
      const user = await api.user(request);
      const chat = await chatOf(api, user.id);
      return pagedList(
        url,
        chat.chats
          .sort((a, b) => b.lastMessageAt.localeCompare(a.lastMessageAt))
          .map((c) => ({ ...c, contact: contactSummary(chat, c.contactId) })),
      );
    }),
    route(api, 'get', '/api/apps/chat/chat', async ({ request, url }) => {
      const user = await api.user(request);
      const { id } = parseQuery(url, z.object({ id: z.string().min(1).max(100) }));
      const chat = await chatOf(api, user.id);
      const found = chat.chats.find((c) => c.id === id);
      if (!found) throw new HttpError(404, 'not_found', `Could not found chat with id of ${id}!`);
      return { ...found, contact: contactSummary(chat, found.contactId) };
    }),
    route(
      api,
      'patch',
      '/api/apps/chat/chat',
      async ({ request }) => {
        const user = await api.user(request);
        const raw = await readJson(request);
        const { id, chat: change } = parseValue(
          z.object({
            id: z.string().min(1),
            chat: z
              .object({ muted: z.boolean(), unreadCount: z.number().int().min(0) })
              .partial()
              .strict(),
          }),
          raw,
        );
        const chat = await chatOf(api, user.id);
        const found = chat.chats.find((c) => c.id === id);
        if (!found) throw new HttpError(404, 'not_found', `Could not found chat with id of ${id}!`);
        Object.assign(found, change);
        await api.store.documents.put('chat', user.id, chat);
        return { ...found, contact: contactSummary(chat, found.contactId) };
      },
      { write: true },
    ),
    route(
      api,
      'post',
      '/api/apps/chat/message',
      async ({ request }) => {
        const user = await api.user(request);
        const { chatId, value } = await parseBody(
          request,
          z.object({ chatId: z.string().min(1), value: z.string().trim().min(1).max(4000) }),
        );
        const chat = await chatOf(api, user.id);
        const found = chat.chats.find((c) => c.id === chatId);
        if (!found) throw new HttpError(404, 'not_found', `Could not found chat with id of ${chatId}!`);
        const message = {
          id: await api.store.nextId('chm'),
          chatId,
          contactId: chat.profile.id,
          value,
          createdAt: api.nowIso(),
          isMine: true,
        };
        found.messages.push(message);
        checkOwnList('messages', found.messages);
        Object.assign(found, { lastMessage: value, lastMessageAt: message.createdAt });
        await api.store.documents.put('chat', user.id, chat);
        return message;
      },
      { write: true },
    ),
    route(api, 'get', '/api/apps/chat/contacts', async ({ request }) => {
      const user = await api.user(request);
      return (await chatOf(api, user.id)).contacts
        .map(({ details: _d, attachments: _a, ...contact }) => contact)
        .sort((a, b) => a.name.localeCompare(b.name, 'tr'));
    }),
    route(api, 'get', '/api/apps/chat/contact', async ({ request, url }) => {
      const user = await api.user(request);
      const { id } = parseQuery(url, z.object({ id: z.string().min(1).max(100) }));
      const contact = (await chatOf(api, user.id)).contacts.find((c) => c.id === id);
      if (!contact) throw new HttpError(404, 'not_found', 'Contact not found');
      return contact;
    }),
    route(api, 'get', '/api/apps/chat/profile', async ({ request }) => {
      const user = await api.user(request);
      return { ...(await chatOf(api, user.id)).profile, name: user.name, email: user.email, avatar: user.avatar };
    }),
  ];
}

interface ChatDocument {
  chats: Chat[];
  contacts: ChatContact[];
  profile: ChatProfile;
}

/**
 * The user's own chat (the sample's conversations, his from the first message or mark he makes):
 * what one user writes never shows as another's.
 */
const chatOf = async (api: Api, userId: string): Promise<ChatDocument> =>
  (await api.store.documents.get<ChatDocument>('chat', userId)) ??
  (await api.store.documents.get<ChatDocument>('chat', 'all')) ??
    // A company started empty: no conversations yet.
    { chats: [], contacts: [], profile: { id: userId, name: '', email: '', avatar: null, about: '' } };

function contactSummary(chat: ChatDocument, contactId: string) {
  const contact = chat.contacts.find((c) => c.id === contactId);
  if (!contact) return undefined;
  const { details: _d, attachments: _a, ...summary } = contact;
  return summary;
}
