/** List, get, create, update and delete for a resource, with the role table applied. */
import {
  complaintStatuses,
  fieldErrors,
  openComplaintStatuses,
  readRoles,
  writeRoles,
  type Resource,
} from '@courier/domain';
import type { z } from 'zod';
import type { Condition, Tables, UserRecord } from '@courier/store';
import { auditDeletion } from '../../http/audit';
import { route, type Api } from '../../http/api';
import { badRequest, forbidden, inUse, notFound, validation } from '../../http/errors';
import { parseBody } from '../../http/respond';
import { listQueryOf } from './listing';
import type { ReadSpec } from './resources';

/** Finds a row the user may see, or 404 (a row out of scope is as if it did not exist). */
export async function findVisible<K extends Resource>(
  api: Api,
  spec: ReadSpec<K>,
  user: UserRecord,
  id: string,
): Promise<Tables[K]> {
  const row = await api.store.table(spec.resource).get(id, (await spec.scope?.(api, user)) ?? []);
  if (!row) throw notFound(spec.label);
  return row;
}

/** The row as the user reads it (spec.ts `view`: a parcel's money hidden where his role does not see it). */
export async function asRead<K extends Resource>(api: Api, spec: ReadSpec<K>, user: UserRecord, row: Tables[K]) {
  return spec.view ? (await spec.view(api, user))(row) : row;
}

export function readHandlers<K extends Resource>(api: Api, spec: ReadSpec<K>) {
  const base = `/api/v1/${spec.resource}`;
  return [
    route(api, 'get', base, async ({ request, url }) => {
      const user = await api.userWithRole(request, readRoles[spec.resource]);
      const sort = url.searchParams.get('sort');
      if (sort && spec.maySort && !spec.maySort(user, sort))
        throw forbidden('Your role does not see the amounts this list would be sorted by', 'money_hidden');
      const where: Condition[] = [...((await spec.scope?.(api, user)) ?? [])];
      if (spec.resource === 'complaints' && url.searchParams.has('pastSla')) {
        const wanted = url.searchParams.get('pastSla');
        if (wanted !== 'true' && wanted !== 'false')
          throw badRequest('pastSla is true or false', { pastSla: 'invalid' });
        where.push(pastSla(wanted === 'true', api.nowIso()));
      }
      const page = await api.store.table(spec.resource).list(listQueryOf(url, spec.list, spec.params, where));
      if (!spec.view) return page;
      const see = await spec.view(api, user);
      return { ...page, items: page.items.map(see) };
    }),
    route(api, 'get', `${base}/:id`, async ({ request, params }) => {
      const user = await api.userWithRole(request, readRoles[spec.resource]);
      return asRead(api, spec, user, await findVisible(api, spec, user, params.id!));
    }),
  ];
}

/** Complaints past their SLA (open, due before now), or the others. */
const pastSla = (past: boolean, now: string): Condition =>
  past
    ? {
        all: [
          { field: 'status', in: openComplaintStatuses },
          { field: 'dueAt', before: now },
        ],
      }
    : {
        any: [
          { field: 'status', in: complaintStatuses.filter((s) => !openComplaintStatuses.includes(s)) },
          { field: 'dueAt', from: now },
        ],
      };

type Row<K extends Resource> = Tables[K] & { createdAt: string; updatedAt: string };

export interface WriteSpec<K extends Resource, I> {
  read: ReadSpec<K>;
  input: z.ZodType<I>;
  patch: z.ZodType<Partial<I>>;
  /** Checks the merged row again (cross-field rules a partial edit can break). */
  recheck?: (value: Row<K>) => { success: boolean; error?: z.ZodError };
  create: (api: Api, input: I, user: UserRecord) => Promise<Row<K>>;
  /** Missing references and taken unique values, as field codes (422). */
  problems: (api: Api, value: I | Row<K>, selfId?: string) => Promise<Record<string, string>>;
  /** What still uses the row: counts by kind; any above 0 refuses the delete (409 in_use). */
  usage?: (api: Api, item: Row<K>) => Promise<Record<string, number>>;
}

export function writeHandlers<K extends Resource, I>(api: Api, spec: WriteSpec<K, I>) {
  const resource = spec.read.resource;
  const base = `/api/v1/${resource}`;
  const table = () => api.store.table(resource);
  return [
    route(
      api,
      'post',
      base,
      async ({ request }) => {
        const user = await api.userWithRole(request, writeRoles[resource].create);
        const input = await parseBody(request, spec.input);
        const problems = await spec.problems(api, input);
        if (Object.keys(problems).length) throw validation(problems);
        return table().insert(await spec.create(api, input, user));
      },
      { write: true, created: true },
    ),
    route(
      api,
      'patch',
      `${base}/:id`,
      async ({ request, params }) => {
        const user = await api.userWithRole(request, writeRoles[resource].update);
        const existing = (await findVisible(api, spec.read, user, params.id!)) as Row<K>;
        const change = await parseBody(request, spec.patch);
        if (Object.keys(change as object).length === 0) throw badRequest('Nothing to change');
        const merged = { ...existing, ...change, updatedAt: api.nowIso() } as Row<K>;
        const again = spec.recheck?.(merged) ?? parseCheck(spec.input, merged);
        if (!again.success && again.error) throw validation(fieldErrors(again.error.issues));
        const problems = await spec.problems(api, merged, existing.id);
        if (Object.keys(problems).length) throw validation(problems);
        return table().update(merged);
      },
      { write: true },
    ),
    route(
      api,
      'delete',
      `${base}/:id`,
      async ({ request, params }) => {
        const user = await api.userWithRole(request, writeRoles[resource].delete);
        const item = (await findVisible(api, spec.read, user, params.id!)) as Row<K>;
        const usage = (await spec.usage?.(api, item)) ?? {};
        const used = Object.fromEntries(Object.entries(usage).filter(([, n]) => n > 0));
        if (Object.keys(used).length)
          throw inUse(`This ${spec.read.label.toLowerCase()} is still in use`, { usage: used });
        if (resource !== 'parcel-events') await auditDeletion(api, request, user, resource, item);
        return table().delete(item.id);
      },
      { write: true },
    ),
  ];
}

/** Whether another row of the table already holds this value (a code, a plate): a 422 "taken". */
export async function taken<K extends Resource | 'users'>(
  api: Api,
  name: K,
  field: string,
  value: string | null | undefined,
  selfId?: string,
): Promise<boolean> {
  if (value === null || value === undefined) return false;
  return (await api.store.table(name).all([{ field, in: [value] }])).some((row) => row.id !== selfId);
}

function parseCheck(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return { success: result.success, error: result.error };
}
