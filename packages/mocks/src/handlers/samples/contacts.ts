import { HttpResponse } from 'msw';
import { z } from 'zod';
import { contactPatch, tag as tagSchema, type Contact } from '@courier/domain';
import { route, type MockApi } from '../../http/api';
import { badRequest, validation } from '../../http/errors';
import { parseBody, parseQuery, parseValue, readJson } from '../../http/respond';
import { makeCountries } from '../../seed/samples/contacts';

const byName = (a: Contact, b: Contact) => a.name.localeCompare(b.name, 'tr');
const idQuery = z.object({ id: z.string().min(1).max(100) });
const maxAvatarBytes = 2 * 1024 * 1024;
let countries: ReturnType<typeof makeCountries> | undefined;

/** Contacts of the sample-data spec. Unknown ids keep the answer's shape: null, or false for a delete. */
export function contactHandlers(api: MockApi) {
  const s = () => api.db.samples;
  const base = '/api/apps/contacts';
  return [
    route(api, 'get', `${base}/all`, async ({ request }) => (await api.user(request), [...s().contacts].sort(byName))),
    route(api, 'get', `${base}/search`, async ({ request, url }) => {
      await api.user(request);
      const { query } = parseQuery(url, z.object({ query: z.string().max(200).optional() }));
      const q = (query ?? '').trim().toLocaleLowerCase('tr');
      return s().contacts.filter((c) => !q || c.name.toLocaleLowerCase('tr').includes(q)).sort(byName);
    }),
    route(api, 'get', `${base}/contact`, async ({ request, url }) => {
      await api.user(request);
      const { id } = parseQuery(url, idQuery);
      return s().contacts.find((c) => c.id === id) ?? null;
    }),
    route(api, 'post', `${base}/contact`, async ({ request }) => {
      await api.user(request);
      const contact: Contact = { id: api.db.newId('cnt'), avatar: null, background: null, name: 'New Contact', emails: [], phoneNumbers: [], title: '', company: '', birthday: null, address: null, notes: null, tags: [] };
      s().contacts.unshift(contact);
      return contact;
    }, { write: true }),
    route(api, 'patch', `${base}/contact`, async ({ request }) => {
      await api.user(request);
      const { id, contact: change } = parseValue(z.object({ id: z.string().min(1), contact: contactPatch }), await readJson(request));
      const index = s().contacts.findIndex((c) => c.id === id);
      if (index < 0) return null;
      const unknownTags = (change.tags ?? []).filter((t) => !s().contactTags.some((x) => x.id === t));
      if (unknownTags.length) throw validation({ tags: 'not_found' });
      s().contacts[index] = { ...s().contacts[index]!, ...change };
      return s().contacts[index];
    }, { write: true }),
    route(api, 'delete', `${base}/contact`, async ({ request, url }) => {
      await api.user(request);
      const { id } = parseQuery(url, idQuery);
      const before = s().contacts.length;
      s().contacts = s().contacts.filter((c) => c.id !== id);
      return s().contacts.length < before;
    }, { write: true }),
    route(api, 'get', `${base}/countries`, async ({ request }) => (await api.user(request), (countries ??= makeCountries()))),
    route(api, 'get', `${base}/tags`, async ({ request }) => (await api.user(request), s().contactTags)),
    route(api, 'post', `${base}/tag`, async ({ request }) => {
      await api.user(request);
      const input = await parseBody(request, tagSchema.omit({ id: true }), 'tag');
      const created = { id: api.db.newId('ctg'), ...input };
      s().contactTags.unshift(created);
      return created;
    }, { write: true }),
    route(api, 'patch', `${base}/tag`, async ({ request }) => {
      await api.user(request);
      const { id, tag } = parseValue(z.object({ id: z.string().min(1), tag: tagSchema.omit({ id: true }).partial().strict() }), await readJson(request));
      const existing = s().contactTags.find((t) => t.id === id);
      if (!existing) return null;
      Object.assign(existing, tag);
      return existing;
    }, { write: true }),
    // Deleting a tag takes its id off every contact.
    route(api, 'delete', `${base}/tag`, async ({ request, url }) => {
      await api.user(request);
      const { id } = parseQuery(url, idQuery);
      s().contactTags = s().contactTags.filter((t) => t.id !== id);
      s().contacts = s().contacts.map((c) => (c.tags.includes(id) ? { ...c, tags: c.tags.filter((t) => t !== id) } : c));
      return true;
    }, { write: true }),
    // The avatar arrives as a file in a form and is kept as a data URL.
    route(api, 'post', `${base}/avatar`, async ({ request }) => {
      await api.user(request);
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        throw badRequest('Send the avatar as multipart/form-data with fields id and avatar');
      }
      const id = form.get('id');
      const file = form.get('avatar');
      if (typeof id !== 'string' || !id) throw validation({ id: 'required' });
      if (!(file instanceof Blob)) throw validation({ avatar: 'required' });
      if (!/^image\/(png|jpeg|gif|webp|svg\+xml)$/.test(file.type)) throw validation({ avatar: 'image_type' });
      if (file.size > maxAvatarBytes) throw validation({ avatar: 'too_big' });
      const contact = s().contacts.find((c) => c.id === id);
      if (!contact) return HttpResponse.json(null);
      const bytes = new Uint8Array(await file.arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      contact.avatar = `data:${file.type};base64,${btoa(binary)}`;
      return contact;
    }, { write: true }),
  ];
}
