/** List, get, create, update and delete for a resource, with the role table applied. */
import { fieldErrors, isPastSla, readRoles, writeRoles, type Complaint } from '@courier/domain';
import type { z } from 'zod';
import type { UserRecord } from '../../db';
import { route, type MockApi } from '../../http/api';
import { badRequest, inUse, notFound, validation } from '../../http/errors';
import { parseBody } from '../../http/respond';
import { runList } from './listing';
import type { ReadSpec } from './resources';

export const rows = <T extends { id: string }>(spec: ReadSpec<T>, api: MockApi): Iterable<T> => {
  const table = spec.table(api.db);
  return Array.isArray(table) ? table : table.values();
};

/** Finds a row the user may see, or 404 (a row out of scope is as if it did not exist). */
export function findVisible<T extends { id: string }>(api: MockApi, spec: ReadSpec<T>, user: UserRecord, id: string): T {
  const table = spec.table(api.db);
  const item = Array.isArray(table) ? table.find((x) => x.id === id) : table.get(id);
  const visible = spec.visible?.(api.db, user);
  if (!item || (visible && !visible(item))) throw notFound(spec.label);
  return item;
}

export function readHandlers<T extends { id: string }>(api: MockApi, spec: ReadSpec<T>) {
  const base = `/api/v1/${spec.resource}`;
  return [
    route(api, 'get', base, async ({ request, url }) => {
      const user = await api.userWithRole(request, readRoles[spec.resource]);
      const visible = spec.visible?.(api.db, user);
      let items: Iterable<T> = rows(spec, api);
      if (visible) items = [...items].filter(visible);
      if (spec.resource === 'complaints' && url.searchParams.has('pastSla')) {
        const wanted = url.searchParams.get('pastSla');
        if (wanted !== 'true' && wanted !== 'false') throw badRequest('pastSla is true or false', { pastSla: 'invalid' });
        const now = api.db.now();
        items = [...items].filter((c) => isPastSla(c as unknown as Complaint, now) === (wanted === 'true'));
      }
      return runList(items, url, spec.list, spec.params);
    }),
    route(api, 'get', `${base}/:id`, async ({ request, params }) => findVisible(api, spec, await api.userWithRole(request, readRoles[spec.resource]), params.id!)),
  ];
}

export interface WriteSpec<T extends { id: string; createdAt: string; updatedAt: string }, I> {
  read: ReadSpec<T>;
  input: z.ZodType<I>;
  patch: z.ZodType<Partial<I>>;
  /** Checks the merged row again (cross-field rules a partial edit can break). */
  recheck?: (value: T) => { success: boolean; error?: z.ZodError };
  create: (api: MockApi, input: I, user: UserRecord) => T;
  /** Missing references and taken unique values, as field codes (422). */
  problems: (api: MockApi, value: I | T, selfId?: string) => Record<string, string>;
  /** What still uses the row: counts by kind; any above 0 refuses the delete (409 in_use). */
  usage?: (api: MockApi, item: T) => Record<string, number>;
}

export function writeHandlers<T extends { id: string; createdAt: string; updatedAt: string }, I>(api: MockApi, spec: WriteSpec<T, I>) {
  const resource = spec.read.resource;
  const base = `/api/v1/${resource}`;
  const table = () => spec.read.table(api.db) as Map<string, T>;
  return [
    route(api, 'post', base, async ({ request }) => {
      const user = await api.userWithRole(request, writeRoles[resource].create);
      const input = await parseBody(request, spec.input);
      const problems = spec.problems(api, input);
      if (Object.keys(problems).length) throw validation(problems);
      const item = spec.create(api, input, user);
      table().set(item.id, item);
      return item;
    }, { write: true }),
    route(api, 'patch', `${base}/:id`, async ({ request, params }) => {
      const user = await api.userWithRole(request, writeRoles[resource].update);
      const existing = findVisible(api, spec.read, user, params.id!);
      const change = await parseBody(request, spec.patch);
      if (Object.keys(change as object).length === 0) throw badRequest('Nothing to change');
      const merged = { ...existing, ...change, updatedAt: api.db.nowIso() } as T;
      const again = spec.recheck?.(merged) ?? parseCheck(spec.input, merged);
      if (!again.success && again.error) throw validation(fieldErrors(again.error.issues));
      const problems = spec.problems(api, merged, existing.id);
      if (Object.keys(problems).length) throw validation(problems);
      // Replace, never mutate: list caches key on the object.
      table().set(existing.id, merged);
      return merged;
    }, { write: true }),
    route(api, 'delete', `${base}/:id`, async ({ request, params }) => {
      const user = await api.userWithRole(request, writeRoles[resource].delete);
      const item = findVisible(api, spec.read, user, params.id!);
      const usage = spec.usage?.(api, item) ?? {};
      const used = Object.fromEntries(Object.entries(usage).filter(([, n]) => n > 0));
      if (Object.keys(used).length) throw inUse(`This ${spec.read.label.toLowerCase()} is still in use`, { usage: used });
      table().delete(item.id);
      return true;
    }, { write: true }),
  ];
}

function parseCheck(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return { success: result.success, error: result.error };
}
