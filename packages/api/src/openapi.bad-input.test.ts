/**
 * Bad input, generated from the OpenAPI document: every operation it lists gets malformed JSON,
 * bodies that are not objects, missing, unknown and prototype-named fields, a wrong type for each
 * field, huge strings, text that is not Unicode, odd path ids and wrong query values. Each is
 * answered 4xx with `{error: {code, message, fields?}}`, and the data read before and after an
 * operation's cases shows that the refused writes changed nothing. On every store.
 */
import { describe, expect, it } from 'vitest';
import { apiError } from '@courier/domain';
import type { TableName } from '@courier/store';
import { openApiDocument } from './openapi';
import { apiFetch, call, signIn, useApi } from './testing/harness';

const { api } = useApi({ parcels: 200 });

type Json = Record<string, unknown>;
const doc = openApiDocument() as {
  paths: Record<string, Record<string, Json>>;
  components: { schemas: Record<string, Json> };
};
const resolve = (schema: Json | undefined): Json =>
  schema?.$ref ? doc.components.schemas[String(schema.$ref).split('/').pop()!]! : (schema ?? {});

/** The JSON types a schema admits (`integer` as number). */
function typesOf(schema: Json): Set<string> {
  const found = new Set<string>();
  const visit = (s: Json) => {
    const r = resolve(s);
    for (const t of ([] as unknown[]).concat(r.type ?? [])) found.add(t === 'integer' ? 'number' : String(t));
    for (const member of [...((r.anyOf as Json[]) ?? []), ...((r.oneOf as Json[]) ?? [])]) visit(member);
    for (const v of [...((r.enum as unknown[]) ?? []), ...('const' in r ? [r.const] : [])])
      found.add(v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
  };
  visit(schema);
  return found;
}
const jsonType = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
const samples: unknown[] = [12345, 'text', true, { nested: 1 }, ['a'], null];

const writes = new Set(['post', 'patch', 'put', 'delete']);
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method]) => ['get', ...writes].includes(method))
    .map(([method, op]) => ({
      path,
      method,
      op: op as Json,
      params: [...((item.parameters as unknown as Json[]) ?? []), ...(((op as Json).parameters as Json[]) ?? [])],
    })),
);
// The demo's reset is a write by design, and the event stream never ends: neither is input to check here.
const checked = operations.filter((o) => o.op.operationId !== 'resetDemoData' && o.op.operationId !== 'events');

/** Everything the API's writes can touch, read through the store (any store). */
async function everything() {
  const tables: TableName[] = [
    'offices',
    'customers',
    'parcels',
    'parcel-events',
    'routes',
    'drivers',
    'trucks',
    'trips',
    'complaints',
    'users',
  ];
  const rows = await Promise.all(tables.map((t) => api.store.table(t).all([])));
  const sort = (list: { id: string }[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));
  return JSON.stringify([
    rows.map(sort),
    await api.store.documents.get('samples', 'all'),
    await api.store.documents.get('company', 'logo'),
    await api.store.next('serial', 0).catch(() => null),
  ]);
}

/**
 * The data as the last check read it. Reading all of it is most of a case's time on the SQL
 * stores, and a refused write changes nothing: what one case read after its calls is the next
 * case's "before" (a case that found a change leaves the changed data as the next one's start).
 */
let lastRead: string | null = null;
const dataBefore = async () => (lastRead ??= await everything());
async function expectUnchanged(before: string) {
  lastRead = await everything();
  expect(lastRead, 'a refused write changed the data').toBe(before);
}

/** A real id for a path's `{id}`: the first of its resource's list. */
async function realId(path: string, token: string): Promise<string> {
  const resource = /^\/api\/v1\/([a-z-]+)\/\{id\}/.exec(path)?.[1];
  if (!resource) return 'x';
  const list = await call('get', `/api/v1/${resource}`, {
    token,
    query: { size: 1, ...(resource === 'trips' ? { status: 'planned' } : {}) },
  });
  // A page of records, or (the staff accounts) a plain list; none waits (the access requests): an unknown id.
  return (list.body.items ?? list.body)[0]?.id ?? 'x';
}

function expectError(status: number, body: unknown, label: string, op?: Json) {
  expect(status, label).toBeGreaterThanOrEqual(400);
  expect(status, label).toBeLessThan(500);
  expect(apiError.safeParse(body).success, `${label}: ${JSON.stringify(body).slice(0, 200)}`).toBe(true);
  // Every status the server sends is one the document lists for the call.
  if (op) expect(Object.keys(op.responses as Json), `${label}: ${status} is not documented`).toContain(String(status));
}

describe('bad input from the OpenAPI document', () => {
  it('lists the operations it checks', () => {
    expect(checked.length).toBeGreaterThan(40);
    expect(checked.filter((o) => o.op.requestBody).length).toBeGreaterThanOrEqual(20);
  });

  it.each(checked.filter((o) => o.op.requestBody).map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    '%s: every malformed body is a 4xx and changes nothing',
    async (_, { path, method, op }) => {
      const token = await signIn('admin');
      const url = path.replace('{id}', await realId(path, token));
      // A file's call (multipart) gets the same JSON: it is no form, and refused as such.
      const content = (op.requestBody as Json).content as Record<string, Json>;
      const schema = resolve((content['application/json'] ?? content['multipart/form-data'])!.schema as Json);
      const properties = Object.entries((schema.properties as Record<string, Json>) ?? {});
      const before = await dataBefore();

      const send = async (raw: string | Uint8Array<ArrayBuffer>, label: string) => {
        const response = await apiFetch(url, {
          method: method.toUpperCase(),
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: raw,
        });
        const text = await response.text();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          /* shown as text */
        }
        expectError(response.status, body, `${method} ${url} ${label}`, op);
        return { status: response.status, body: body as { error: { fields?: Record<string, string> } } };
      };

      for (const raw of ['{"oops', '', '   ', 'null', '[1,2]', '"text"', '42', '{"a":1,}', "{'single':1}"])
        await send(raw, `raw ${JSON.stringify(raw)}`);
      // Bytes that are not UTF-8, and a body past the size limit.
      await send(new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), 'not UTF-8');
      await send(`{"x":"${'a'.repeat(600_000)}"}`, 'oversized');
      if (((schema.required as string[]) ?? []).length) await send('{}', 'missing required');
      // A change that names nothing is refused exactly where the document says a change names a field.
      if (method === 'patch' && !((schema.required as string[]) ?? []).length) {
        const empty = await apiFetch(url, {
          method: 'PATCH',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: '{}',
        });
        expect(
          empty.status >= 400,
          `PATCH ${path} {} answered ${empty.status}; minProperties ${schema.minProperties}`,
        ).toBe(Number(schema.minProperties ?? 0) > 0);
      }
      // Unknown and prototype-named fields are refused by name.
      for (const key of ['zzUnknown', '__proto__', 'constructor', 'toString']) {
        const answer = await send(`{"${key}":{"polluted":1}}`, `field ${key}`);
        if (answer.status === 422) expect(answer.body.error.fields, key).toHaveProperty(key);
      }
      for (const [name, property] of properties) {
        const types = typesOf(property);
        for (const value of samples.filter((v) => !types.has(jsonType(v))).slice(0, 3))
          await send(JSON.stringify({ [name]: value }), `${name}: ${JSON.stringify(value)}`);
        if (types.has('string')) {
          await send(JSON.stringify({ [name]: 'x'.repeat(100_000) }), `${name}: huge`);
          // A lone surrogate and NUL: not text any database keeps.
          await send(`{"${name}":"ab\\ud800cd"}`, `${name}: lone surrogate`);
          await send(`{"${name}":"ab\\u0000cd"}`, `${name}: NUL`);
        }
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      await expectUnchanged(before);
    },
    60_000,
  );

  it.each(checked.filter((o) => o.path.includes('{')).map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    '%s: an odd path parameter is a 4xx and changes nothing',
    async (_, { path, method, op }) => {
      const token = await signIn('admin');
      const before = await dataBefore();
      for (const id of [
        '__proto__',
        'constructor',
        'hasOwnProperty',
        '%E0%A4%A',
        '%ZZ',
        '%00',
        '..%2F..%2Fetc',
        'x'.repeat(5000),
        '%F0%9F%98%80',
      ]) {
        const url = path.replace(/\{[a-zA-Z]+\}/, id);
        const answer = await call(method, url, {
          token,
          ...(method === 'get' || method === 'delete' ? {} : { body: {} }),
        });
        expectError(answer.status, answer.body, `${method} ${url.slice(0, 80)}`, op);
      }
      await expectUnchanged(before);
    },
    60_000,
  );

  it.each(
    checked
      .filter((o) => o.method === 'get' && o.params.some((p) => p.in === 'query'))
      .map((o) => [`GET ${o.path}`, o] as const),
  )(
    '%s: a query value outside its schema is a 400',
    async (_, { path, params, op }) => {
      const token = await signIn('admin');
      const url = path
        .replace('{id}', await realId(path, token))
        .replace('{report}', 'revenue')
        .replace('{trackingNumber}', 'CE000000001TR');
      const required = Object.fromEntries(
        params
          .filter((p) => p.in === 'query' && p.required)
          .map((p) => [
            p.name as string,
            resolve(p.schema as Json).format === 'date' ? '2026-11-01' : '2026-11-20T09:00:00Z',
          ]),
      );
      for (const param of params.filter((p) => p.in === 'query')) {
        const schema = resolve(param.schema as Json);
        const items = schema.type === 'array' ? resolve(schema.items as Json) : {};
        const formats = [schema.format, ...((schema.anyOf as Json[]) ?? []).map((s) => s.format)].filter(Boolean);
        const wrong = [
          ...(schema.enum ? ['__proto__', 'NOT-ONE-OF-THEM'] : []),
          // A list of fixed values, comma-separated: one wrong value among right ones is refused too.
          ...(items.enum ? ['__proto__', 'NOT-ONE-OF-THEM', `${(items.enum as string[])[0]},NOT-ONE-OF-THEM`] : []),
          ...(schema.type === 'boolean' ? ['1', '0', 'yes', 'TRUE', 'true,false'] : []),
          ...(schema.type === 'integer' ? ['-1', '1.5', '1e309', 'NaN', '9'.repeat(30)] : []),
          ...(formats.length ? ['2026-13-45', 'yesterday'] : []),
          ...(schema.pattern ? ['x'.repeat(20)] : []),
          ...(schema.maxLength ? ['q'.repeat(Number(schema.maxLength) + 1)] : []),
        ];
        for (const value of wrong) {
          const answer = await call('get', url, { token, query: { ...required, [param.name as string]: value } });
          expectError(answer.status, answer.body, `GET ${url}?${param.name}=${value.slice(0, 30)}`, op);
        }
        // Text that cannot be decoded is a 400 whatever the parameter.
        const undecodable = await apiFetch(`${url}?${param.name}=%E0%A4%A`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(undecodable.status, `${url} ${param.name} undecodable`).toBeLessThan(500);
      }
    },
    60_000,
  );
});
