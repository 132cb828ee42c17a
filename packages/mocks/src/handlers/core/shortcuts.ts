import { z } from 'zod';
import { shortcut, shortcutInput, type Shortcut } from '@courier/domain';
import { route, type MockApi } from '../../http/api';
import { notFound } from '../../http/errors';
import { parseBody, parseQuery, parseValue, readJson } from '../../http/respond';

export function shortcutHandlers(api: MockApi) {
  const base = '/api/common/shortcuts';
  const listOf = async (request: Request) => {
    const user = await api.user(request);
    if (!api.db.shortcuts.has(user.id)) api.db.shortcuts.set(user.id, []);
    return api.db.shortcuts.get(user.id)!;
  };
  const find = (items: Shortcut[], id: string) => {
    const item = items.find((s) => s.id === id);
    if (!item) throw notFound('Shortcut');
    return item;
  };
  return [
    route(api, 'get', base, async ({ request }) => listOf(request)),
    route(api, 'post', base, async ({ request }) => {
      const items = await listOf(request);
      const input = await parseBody(request, shortcutInput, 'shortcut');
      const item: Shortcut = { id: api.db.newId('sct'), ...input, description: input.description ?? null };
      items.push(item);
      return item;
    }, { write: true }),
    route(api, 'patch', base, async ({ request }) => {
      const items = await listOf(request);
      const { id, shortcut: change } = parseValue(z.object({ id: z.string().min(1), shortcut: shortcutInput.partial().strict() }), await readJson(request));
      const item = find(items, id);
      Object.assign(item, parseValue(shortcut, { ...item, ...change }));
      return item;
    }, { write: true }),
    route(api, 'delete', base, async ({ request, url }) => {
      const items = await listOf(request);
      const { id } = parseQuery(url, z.object({ id: z.string().min(1).max(100) }));
      const index = items.findIndex((s) => s.id === id);
      if (index < 0) throw notFound('Shortcut');
      items.splice(index, 1);
      return true;
    }, { write: true }),
  ];
}
