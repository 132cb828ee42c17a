import { z } from 'zod';
import { canRead, contactAvatarMaxBytes, contactPatch, tag as tagSchema, type Contact } from '@courier/domain';
import { route, sampleRoute, type Api } from '../../http/api';
import { forbidden, validation } from '../../http/errors';
import { dataUrlOf, readImageForm } from '../../http/images';
import { json, pagedList, parseBody, parseQuery, parseValue, readJson } from '../../http/respond';
import { makeCountries } from '@courier/store';

const byName = (a: Contact, b: Contact) => a.name.localeCompare(b.name, 'tr');
const idQuery = z.object({ id: z.string().min(1).max(100) });
let countries: ReturnType<typeof makeCountries> | undefined;

/** Contacts of the sample-data spec. Unknown ids keep the answer's shape: null, or false for a delete. */
export function contactHandlers(api: Api) {
  const base = '/api/apps/contacts';
  return [
    sampleRoute(
      api,
      'get',
      `${base}/all`,
      async ({ data, request, url }) => (await api.user(request), pagedList(url, [...data.contacts].sort(byName))),
    ),
    sampleRoute(api, 'get', `${base}/search`, async ({ data, request, url }) => {
      await api.user(request);
      const { query } = parseQuery(url, z.object({ query: z.string().max(200).optional() }));
      const q = (query ?? '').trim().toLocaleLowerCase('tr');
      return data.contacts.filter((c) => !q || c.name.toLocaleLowerCase('tr').includes(q)).sort(byName);
    }),
    sampleRoute(api, 'get', `${base}/contact`, async ({ data, request, url }) => {
      await api.user(request);
      const { id } = parseQuery(url, idQuery);
      return data.contacts.find((c) => c.id === id) ?? null;
    }),
    sampleRoute(
      api,
      'post',
      `${base}/contact`,
      async ({ data, request }) => {
        await api.user(request);
        const contact: Contact = {
          id: await api.store.nextId('cnt'),
          avatar: null,
          background: null,
          name: 'New Contact',
          emails: [],
          phoneNumbers: [],
          title: '',
          company: '',
          birthday: null,
          address: null,
          notes: null,
          tags: [],
        };
        data.contacts.unshift(contact);
        return contact;
      },
      { write: true },
    ),
    sampleRoute(
      api,
      'patch',
      `${base}/contact`,
      async ({ data, request, user }) => {
        const { id, contact: change } = parseValue(
          z.object({ id: z.string().min(1), contact: contactPatch }),
          await readJson(request),
        );
        const index = data.contacts.findIndex((c) => c.id === id);
        if (index < 0) return null;
        const unknownTags = (change.tags ?? []).filter((t) => !data.contactTags.some((x) => x.id === t));
        if (unknownTags.length) throw validation({ tags: 'not_found' });
        // A contact is linked to a customer by someone who may read the customers, to one that exists.
        if (change.customerId && change.customerId !== data.contacts[index]!.customerId) {
          if (!canRead(user.role, 'customers')) throw forbidden('Your role does not read the customers');
          if (!(await api.store.table('customers').get(change.customerId)))
            throw validation({ customerId: 'not_found' }, 'No customer has this id');
        }
        data.contacts[index] = { ...data.contacts[index]!, ...change };
        return data.contacts[index];
      },
      { write: true },
    ),
    sampleRoute(
      api,
      'delete',
      `${base}/contact`,
      async ({ data, request, url }) => {
        await api.user(request);
        const { id } = parseQuery(url, idQuery);
        const before = data.contacts.length;
        data.contacts = data.contacts.filter((c) => c.id !== id);
        return data.contacts.length < before;
      },
      { write: true },
    ),
    route(
      api,
      'get',
      `${base}/countries`,
      async ({ request }) => (await api.user(request), (countries ??= makeCountries())),
    ),
    sampleRoute(api, 'get', `${base}/tags`, async ({ data, request }) => (await api.user(request), data.contactTags)),
    sampleRoute(
      api,
      'post',
      `${base}/tag`,
      async ({ data, request }) => {
        await api.user(request);
        const input = await parseBody(request, tagSchema.omit({ id: true }), 'tag');
        const created = { id: await api.store.nextId('ctg'), ...input };
        data.contactTags.unshift(created);
        return created;
      },
      { write: true },
    ),
    sampleRoute(
      api,
      'patch',
      `${base}/tag`,
      async ({ data, request }) => {
        await api.user(request);
        const { id, tag } = parseValue(
          z.object({ id: z.string().min(1), tag: tagSchema.omit({ id: true }).partial().strict() }),
          await readJson(request),
        );
        const existing = data.contactTags.find((t) => t.id === id);
        if (!existing) return null;
        Object.assign(existing, tag);
        return existing;
      },
      { write: true },
    ),
    // Deleting a tag takes its id off every contact.
    sampleRoute(
      api,
      'delete',
      `${base}/tag`,
      async ({ data, request, url }) => {
        await api.user(request);
        const { id } = parseQuery(url, idQuery);
        data.contactTags = data.contactTags.filter((t) => t.id !== id);
        data.contacts = data.contacts.map((c) =>
          c.tags.includes(id) ? { ...c, tags: c.tags.filter((t) => t !== id) } : c,
        );
        return true;
      },
      { write: true },
    ),
    // The avatar arrives as a file in a form and is kept as a data URL.
    sampleRoute(
      api,
      'post',
      `${base}/avatar`,
      async ({ data, request }) => {
        await api.user(request);
        const { form, image } = await readImageForm(request, {
          field: 'avatar',
          maxBytes: contactAvatarMaxBytes,
          types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif'],
        });
        const id = form.get('id');
        if (typeof id !== 'string' || !id) throw validation({ id: 'required' });
        const contact = data.contacts.find((c) => c.id === id);
        if (!contact) return json(null);
        contact.avatar = dataUrlOf(image);
        return contact;
      },
      { write: true },
    ),
  ];
}
