import { z } from 'zod';
import { mailLabel, mailPatch, mailSettings, uniqueSlug, type Mail } from '@courier/domain';
import { route, type MockApi } from '../../http/api';
import { validation } from '../../http/errors';
import { parseBody, parseQuery, parseValue, readJson } from '../../http/respond';
import { mailFilters, mailFolders } from '../../seed/samples/mailbox';

export const mailsPerPage = 10;

/** Folder counts: sent and trash 0; drafts and spam every mail in them; the others their unread. */
export function folderCount(slug: string, mails: Mail[], folderId: string) {
  if (slug === 'sent' || slug === 'trash') return 0;
  const inFolder = mails.filter((m) => m.folder === folderId);
  return slug === 'drafts' || slug === 'spam' ? inFolder.length : inFolder.filter((m) => m.unread).length;
}

export function mailboxHandlers(api: MockApi) {
  const s = () => api.db.samples;
  const base = '/api/apps/mailbox';
  const labelInput = mailLabel.pick({ title: true, color: true });
  return [
    route(api, 'get', `${base}/settings`, async ({ request }) => (await api.user(request), s().mailSettings)),
    route(api, 'patch', `${base}/settings`, async ({ request }) => {
      await api.user(request);
      const change = await parseBody(request, mailSettings.partial().strict(), 'settings');
      s().mailSettings = { ...s().mailSettings, ...change };
      return s().mailSettings;
    }, { write: true }),
    route(api, 'get', `${base}/folders`, async ({ request }) => (await api.user(request), mailFolders.map((f) => ({ ...f, count: folderCount(f.slug, s().mails, f.id) })))),
    route(api, 'get', `${base}/filters`, async ({ request }) => (await api.user(request), mailFilters)),
    route(api, 'get', `${base}/labels`, async ({ request }) => (await api.user(request), s().mailLabels)),
    // A new label gets an id and a slug, with -1, -2, … until the slug is unique.
    route(api, 'post', `${base}/label`, async ({ request }) => {
      await api.user(request);
      const input = await parseBody(request, labelInput, 'label');
      const slug = uniqueSlug(input.title, (candidate) => s().mailLabels.some((l) => l.slug === candidate));
      if (!slug) throw validation({ title: 'no_slug' });
      const label = { id: api.db.newId('mlb'), ...input, slug };
      s().mailLabels.push(label);
      return label;
    }, { write: true }),
    // On update the slug is made again from the title.
    route(api, 'patch', `${base}/label`, async ({ request }) => {
      await api.user(request);
      const { id, label: change } = parseValue(z.object({ id: z.string().min(1), label: labelInput.partial().strict() }), await readJson(request));
      const label = s().mailLabels.find((l) => l.id === id);
      if (!label) return null;
      Object.assign(label, change);
      label.slug = uniqueSlug(label.title, (candidate) => s().mailLabels.some((l) => l.slug === candidate && l.id !== id));
      return label;
    }, { write: true }),
    // Deleting a label strips it from every mail.
    route(api, 'delete', `${base}/label`, async ({ request, url }) => {
      await api.user(request);
      const { id } = parseQuery(url, z.object({ id: z.string().min(1).max(100) }));
      s().mailLabels = s().mailLabels.filter((l) => l.id !== id);
      s().mails = s().mails.map((m) => (m.labels.includes(id) ? { ...m, labels: m.labels.filter((l) => l !== id) } : m));
      return true;
    }, { write: true }),
    route(api, 'get', `${base}/mails`, async ({ request, url }) => {
      await api.user(request);
      const { folder, filter, label, page } = parseQuery(url, z.object({ folder: z.string().max(100).optional(), filter: z.enum(['starred', 'important']).optional(), label: z.string().max(100).optional(), page: z.coerce.number().int().min(1).max(100_000).default(1) }));
      let mails = s().mails;
      if (folder) mails = mails.filter((m) => m.folder === mailFolders.find((f) => f.slug === folder)?.id);
      if (filter) mails = mails.filter((m) => m[filter]);
      if (label) mails = mails.filter((m) => m.labels.includes(s().mailLabels.find((l) => l.slug === label)?.id ?? '\0'));
      mails = [...mails].sort((a, b) => b.date.localeCompare(a.date));
      const lastPage = Math.max(1, Math.ceil(mails.length / mailsPerPage));
      if (page > lastPage) return { mails: null, pagination: { lastPage } };
      const startIndex = (page - 1) * mailsPerPage;
      const endIndex = Math.min(startIndex + mailsPerPage, mails.length) - 1;
      return {
        mails: mails.slice(startIndex, endIndex + 1).map((m) => ({ ...m, ccCount: m.cc?.length ?? 0, bccCount: m.bcc?.length ?? 0 })),
        pagination: { totalResults: mails.length, resultsPerPage: mailsPerPage, currentPage: page, lastPage, startIndex, endIndex },
      };
    }, { delayMs: 625 }),
    route(api, 'get', `${base}/mail`, async ({ request, url }) => {
      await api.user(request);
      const { id } = parseQuery(url, z.object({ id: z.string().min(1).max(100) }));
      return s().mails.find((m) => m.id === id) ?? null;
    }),
    // Starred, important and unread change on their own; a mail moves by its folder id.
    route(api, 'patch', `${base}/mail`, async ({ request }) => {
      await api.user(request);
      const { id, mail } = parseValue(z.object({ id: z.string().min(1), mail: mailPatch }), await readJson(request));
      if (mail.folder && !mailFolders.some((f) => f.id === mail.folder)) throw validation({ folder: 'not_found' });
      if (mail.labels?.some((l) => !s().mailLabels.some((x) => x.id === l))) throw validation({ labels: 'not_found' });
      const index = s().mails.findIndex((m) => m.id === id);
      if (index < 0) return null;
      s().mails[index] = { ...s().mails[index]!, ...mail };
      return s().mails[index];
    }, { write: true }),
  ];
}
