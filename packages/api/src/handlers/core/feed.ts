import { z } from 'zod';
import { feedItem, feedItemInput, type FeedItem } from '@courier/domain';
import { ownList, route, type Api } from '../../http/api';
import { notFound } from '../../http/errors';
import { pagedList, parseBody, parseQuery, parseValue, readJson } from '../../http/respond';

const idQuery = z.object({ id: z.string().min(1).max(100) });

/**
 * Messages and notifications: one shape, one set of calls (core spec section 7), each user's own
 * list. `kind` is the path segment and the body field: `messages`/`message`, `notifications`/`notification`.
 */
export function feedHandlers(api: Api, kind: 'messages' | 'notifications') {
  const field = kind === 'messages' ? 'message' : 'notification';
  const label = kind === 'messages' ? 'Message' : 'Notification';
  const base = `/api/common/${kind}`;
  const listOf = (request: Request) => ownList<FeedItem>(api, request, kind);
  const sorted = (items: FeedItem[]) => [...items].sort((a, b) => b.time.localeCompare(a.time));
  const find = (items: FeedItem[], id: string) => {
    const item = items.find((i) => i.id === id);
    if (!item) throw notFound(label);
    return item;
  };

  return [
    route(
      api,
      'get',
      `${base}/mark-all-as-read`,
      async ({ request }) => {
        const items = await listOf(request);
        for (const item of items) item.read = true;
        await items.keep();
        return true;
      },
      { write: true },
    ),
    route(
      api,
      'post',
      `${base}/toggle-read-status`,
      async ({ request }) => {
        const items = await listOf(request);
        // The body names the item by id, or is the item itself.
        const raw = await readJson(request);
        const body =
          typeof raw === 'object' && raw !== null && field in raw ? (raw as Record<string, unknown>)[field] : raw;
        const { id } = parseValue(z.object({ id: z.string().min(1) }), body);
        const item = find(items, id);
        item.read = !item.read;
        await items.keep();
        return item;
      },
      { write: true },
    ),
    route(api, 'get', base, async ({ request, url }) => pagedList(url, sorted(await listOf(request)))),
    route(
      api,
      'post',
      base,
      async ({ request }) => {
        const items = await listOf(request);
        const input = await parseBody(request, feedItemInput, field);
        const item: FeedItem = {
          id: await api.store.nextId(field.slice(0, 3)),
          read: false,
          icon: null,
          image: null,
          link: null,
          useRouter: true,
          time: api.nowIso(),
          ...input,
        };
        items.unshift(item);
        await items.keep();
        return item;
      },
      { write: true },
    ),
    route(
      api,
      'patch',
      base,
      async ({ request }) => {
        const items = await listOf(request);
        const raw = await readJson(request);
        const { id, [field]: change } = parseValue(
          z.object({ id: z.string().min(1), [field]: feedItemInput.partial().strict() }),
          raw,
        ) as { id: string } & Record<string, Partial<FeedItem>>;
        const item = find(items, id);
        const merged = parseValue(feedItem, { ...item, ...change });
        Object.assign(item, merged);
        await items.keep();
        return item;
      },
      { write: true },
    ),
    route(
      api,
      'delete',
      base,
      async ({ request, url }) => {
        const items = await listOf(request);
        const { id } = parseQuery(url, idQuery);
        const index = items.findIndex((i) => i.id === id);
        if (index < 0) throw notFound(label);
        items.splice(index, 1);
        await items.keep();
        return true;
      },
      { write: true },
    ),
  ];
}
