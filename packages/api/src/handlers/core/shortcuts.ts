import { z } from 'zod';
import { shortcut, shortcutInput, type Shortcut } from '@courier/domain';
import { ownList, route, type Api } from '../../http/api';
import { notFound } from '../../http/errors';
import { parseBody, parseQuery, parseValue, readJson } from '../../http/respond';

export function shortcutHandlers(api: Api) {
  const base = '/api/common/shortcuts';
  const listOf = (request: Request) => ownList<Shortcut>(api, request, 'shortcuts');
  const find = (items: Shortcut[], id: string) => {
    const item = items.find((s) => s.id === id);
    if (!item) throw notFound('Shortcut');
    return item;
  };
  return [
    route(api, 'get', base, async ({ request }) => listOf(request)),
    route(
      api,
      'post',
      base,
      async ({ request }) => {
        const items = await listOf(request);
        const input = await parseBody(request, shortcutInput, 'shortcut');
        const item: Shortcut = { id: await api.store.nextId('sct'), ...input, description: input.description ?? null };
        items.push(item);
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
        const { id, shortcut: change } = parseValue(
          z.object({ id: z.string().min(1), shortcut: shortcutInput.partial().strict() }),
          await readJson(request),
        );
        const item = find(items, id);
        Object.assign(item, parseValue(shortcut, { ...item, ...change }));
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
        const { id } = parseQuery(url, z.object({ id: z.string().min(1).max(100) }));
        const index = items.findIndex((s) => s.id === id);
        if (index < 0) throw notFound('Shortcut');
        items.splice(index, 1);
        await items.keep();
        return true;
      },
      { write: true },
    ),
  ];
}
