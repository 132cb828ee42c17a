import { z } from 'zod';
import { mailLabel, mailPatch, mailSettings, uniqueSlug, type Mail } from '@courier/domain';
import { route, sampleRoute, type Api } from '../../http/api';
import { validation } from '../../http/errors';
import { parseBody, parseQuery, parseValue, readJson } from '../../http/respond';
import { mailFilters, mailFolders } from '@courier/store';

export const mailsPerPage = 10;

/** Folder counts: sent and trash 0; drafts and spam every mail in them; the others their unread. */
export function folderCount(slug: string, mails: Mail[], folderId: string) {
  if (slug === 'sent' || slug === 'trash') return 0;
  const inFolder = mails.filter((m) => m.folder === folderId);
  return slug === 'drafts' || slug === 'spam' ? inFolder.length : inFolder.filter((m) => m.unread).length;
}

export function mailboxHandlers(api: Api) {
  const base = '/api/apps/mailbox';
  const labelInput = mailLabel.pick({ title: true, color: true });
  return [
    sampleRoute(
      api,
      'get',
      `${base}/settings`,
      async ({ data, request }) => (await api.user(request), data.mailSettings),
    ),
    sampleRoute(
      api,
      'patch',
      `${base}/settings`,
      async ({ data, request }) => {
        await api.user(request);
        const change = await parseBody(request, mailSettings.partial().strict(), 'settings');
        data.mailSettings = { ...data.mailSettings, ...change };
        return data.mailSettings;
      },
      { write: true },
    ),
    sampleRoute(
      api,
      'get',
      `${base}/folders`,
      async ({ data, request }) => (
        await api.user(request),
        mailFolders.map((f) => ({ ...f, count: folderCount(f.slug, data.mails, f.id) }))
      ),
    ),
    route(api, 'get', `${base}/filters`, async ({ request }) => (await api.user(request), mailFilters)),
    sampleRoute(api, 'get', `${base}/labels`, async ({ data, request }) => (await api.user(request), data.mailLabels)),
    // A new label gets an id and a slug, with -1, -2, … until the slug is unique.
    sampleRoute(
      api,
      'post',
      `${base}/label`,
      async ({ data, request }) => {
        await api.user(request);
        const input = await parseBody(request, labelInput, 'label');
        const slug = uniqueSlug(input.title, (candidate) => data.mailLabels.some((l) => l.slug === candidate));
        if (!slug) throw validation({ title: 'no_slug' });
        const label = { id: await api.store.nextId('mlb'), ...input, slug };
        data.mailLabels.push(label);
        return label;
      },
      { write: true },
    ),
    // On update the slug is made again from the title.
    sampleRoute(
      api,
      'patch',
      `${base}/label`,
      async ({ data, request }) => {
        await api.user(request);
        const { id, label: change } = parseValue(
          z.object({ id: z.string().min(1), label: labelInput.partial().strict() }),
          await readJson(request),
        );
        const label = data.mailLabels.find((l) => l.id === id);
        if (!label) return null;
        Object.assign(label, change);
        label.slug = uniqueSlug(label.title, (candidate) =>
          data.mailLabels.some((l) => l.slug === candidate && l.id !== id),
        );
        return label;
      },
      { write: true },
    ),
    // Deleting a label strips it from every mail.
    sampleRoute(
      api,
      'delete',
      `${base}/label`,
      async ({ data, request, url }) => {
        await api.user(request);
        const { id } = parseQuery(url, z.object({ id: z.string().min(1).max(100) }));
        data.mailLabels = data.mailLabels.filter((l) => l.id !== id);
        data.mails = data.mails.map((m) =>
          m.labels.includes(id) ? { ...m, labels: m.labels.filter((l) => l !== id) } : m,
        );
        return true;
      },
      { write: true },
    ),
    sampleRoute(
      api,
      'get',
      `${base}/mails`,
      async ({ data, request, url }) => {
        await api.user(request);
        const { folder, filter, label, page } = parseQuery(
          url,
          z.object({
            folder: z.string().max(100).optional(),
            filter: z.enum(['starred', 'important']).optional(),
            label: z.string().max(100).optional(),
            page: z.coerce.number().int().min(1).max(100_000).default(1),
          }),
        );
        let mails = data.mails;
        if (folder) mails = mails.filter((m) => m.folder === mailFolders.find((f) => f.slug === folder)?.id);
        if (filter) mails = mails.filter((m) => m[filter]);
        if (label)
          mails = mails.filter((m) => m.labels.includes(data.mailLabels.find((l) => l.slug === label)?.id ?? '\0'));
        mails = [...mails].sort((a, b) => b.date.localeCompare(a.date));
        const lastPage = Math.max(1, Math.ceil(mails.length / mailsPerPage));
        if (page > lastPage) return { mails: null, pagination: { lastPage } };
        const startIndex = (page - 1) * mailsPerPage;
        const endIndex = Math.min(startIndex + mailsPerPage, mails.length) - 1;
        return {
          mails: mails
            .slice(startIndex, endIndex + 1)
            .map((m) => ({ ...m, ccCount: m.cc?.length ?? 0, bccCount: m.bcc?.length ?? 0 })),
          pagination: {
            totalResults: mails.length,
            resultsPerPage: mailsPerPage,
            currentPage: page,
            lastPage,
            startIndex,
            endIndex,
          },
        };
      },
      { delayMs: 625 },
    ),
    sampleRoute(api, 'get', `${base}/mail`, async ({ data, request, url }) => {
      await api.user(request);
      const { id } = parseQuery(url, z.object({ id: z.string().min(1).max(100) }));
      return data.mails.find((m) => m.id === id) ?? null;
    }),
    // Starred, important and unread change on their own; a mail moves by its folder id.
    sampleRoute(
      api,
      'patch',
      `${base}/mail`,
      async ({ data, request }) => {
        await api.user(request);
        const { id, mail } = parseValue(z.object({ id: z.string().min(1), mail: mailPatch }), await readJson(request));
        if (mail.folder && !mailFolders.some((f) => f.id === mail.folder)) throw validation({ folder: 'not_found' });
        if (mail.labels?.some((l) => !data.mailLabels.some((x) => x.id === l)))
          throw validation({ labels: 'not_found' });
        const index = data.mails.findIndex((m) => m.id === id);
        if (index < 0) return null;
        data.mails[index] = { ...data.mails[index]!, ...mail };
        return data.mails[index];
      },
      { write: true },
    ),
  ];
}
