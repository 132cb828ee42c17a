import { z } from 'zod';
import {
  draftPatch,
  mailInput,
  mailLabel,
  mailLimits,
  mailPatch,
  mailSettings,
  uniqueSlug,
  type Mail,
} from '@courier/domain';
import { checkOwnList, personalParts, route, sampleDataOf, sampleRoute, type Api } from '../../http/api';
import { tellUsers } from '../../http/changes';
import { badRequest, conflict, HttpError, notFound, validation } from '../../http/errors';
import { parseBody, parseQuery, parseValue, readJson } from '../../http/respond';
import { mailFilters, mailFolders, type SampleData, type UserRecord } from '@courier/store';
import { usersWhere } from '../core/chat';

export const mailsPerPage = 10;

/** Folder counts: sent and trash 0; drafts and spam every mail in them; the others their unread. */
export function folderCount(slug: string, mails: Mail[], folderId: string) {
  if (slug === 'sent' || slug === 'trash') return 0;
  const inFolder = mails.filter((m) => m.folder === folderId);
  return slug === 'drafts' || slug === 'spam' ? inFolder.length : inFolder.filter((m) => m.unread).length;
}

const drafts = 'mfd_drafts';
type MailFields = z.output<typeof mailInput>;

/** A person as a mail names him: `Name <address>`. */
const party = (user: UserRecord) => `${user.name} <${user.email}>`;

/**
 * The mailboxes of these users, read in the order of their ids (the SQL store locks each as it is
 * read: two sends between the same people take turns, never wait on each other), and the way to
 * keep each one's after a change.
 */
async function mailboxes(api: Api, userIds: readonly string[]) {
  const boxes = new Map<string, SampleData>();
  for (const id of [...new Set(userIds)].sort()) boxes.set(id, await sampleDataOf(api, id));
  return {
    of: (id: string) => boxes.get(id)!,
    keep: async (id: string) => {
      const own = personalParts(boxes.get(id)!);
      checkOwnList('mails', own.mails!);
      await api.store.documents.put('samples', id, own);
    },
  };
}

/**
 * The recipients of a mail, by their addresses: each must be an active account of the company
 * (400, the field named, otherwise). One person named twice gets one copy.
 */
async function recipientsOf(api: Api, mail: Pick<MailFields, 'to' | 'cc' | 'bcc'>) {
  const lists = { to: mail.to, cc: mail.cc, bcc: mail.bcc };
  const named = Object.values(lists)
    .flat()
    .map((a) => a.trim().toLowerCase())
    .filter(Boolean);
  if (!named.length) throw validation({ to: 'required' }, 'Name at least one recipient');
  if (named.length > mailLimits.recipients) throw validation({ to: 'too_many' });
  const found = (await usersWhere(api, 'email', [...new Set(named)])).filter((u) => u.active !== false);
  const byAddress = new Map(found.map((u) => [u.email.toLowerCase(), u]));
  const fields: Record<string, string> = {};
  for (const [field, list] of Object.entries(lists))
    if (list.some((a) => a.trim() && !byAddress.has(a.trim().toLowerCase()))) fields[field] = 'not_a_colleague';
  if (Object.keys(fields).length)
    throw badRequest('A mail goes only to the company’s staff: check the addresses', fields);
  const people = (list: string[]) => list.filter((a) => a.trim()).map((a) => byAddress.get(a.trim().toLowerCase())!);
  return { to: people(mail.to), cc: people(mail.cc), bcc: people(mail.bcc) };
}

/**
 * Sends a mail: a copy in the sender's Sent folder (with its bcc) and one in each recipient's
 * Inbox (unread, without the bcc: nobody learns who else was sent it blind), in one transaction;
 * each of them is told. One sends at most `mailLimits.sends` mails in `sendWindowMinutes`.
 */
async function sendMail(api: Api, sender: UserRecord, fields: MailFields, draftId?: string) {
  const to = await recipientsOf(api, fields);
  const everyone = [...to.to, ...to.cc, ...to.bcc];
  const boxes = await mailboxes(api, [sender.id, ...everyone.map((u) => u.id)]);
  const own = boxes.of(sender.id);
  const since = new Date(api.now().getTime() - mailLimits.sendWindowMinutes * 60_000).toISOString();
  if (own.mails.filter((m) => m.folder === 'mfd_sent' && m.date > since).length >= mailLimits.sends)
    throw new HttpError(429, 'too_many_requests', 'Too many mails sent at once: wait a few minutes', undefined, {
      retryAfter: mailLimits.sendWindowMinutes * 60,
    });
  const date = api.nowIso();
  const base = {
    type: 'mail' as const,
    from: { avatar: sender.avatar ?? null, contact: party(sender) },
    to: to.to.map(party).join(', '),
    ...(to.cc.length ? { cc: to.cc.map(party) } : {}),
    date,
    subject: fields.subject,
    content: fields.content,
    attachments: fields.attachments,
    starred: false,
    important: false,
    labels: [],
  };
  const sent: Mail = {
    ...base,
    id: await api.store.nextId('mai'),
    ...(to.bcc.length ? { bcc: to.bcc.map(party) } : {}),
    unread: false,
    folder: 'mfd_sent',
  };
  own.mails = [...own.mails.filter((m) => m.id !== draftId), sent];
  for (const person of new Map(everyone.map((u) => [u.id, u])).values()) {
    const box = boxes.of(person.id);
    if (box.mails.length >= 1000) throw badRequest(`The mailbox of ${person.name} is full`, { to: 'mailbox_full' });
    box.mails = [...box.mails, { ...base, id: await api.store.nextId('mai'), unread: true, folder: 'mfd_inbox' }];
  }
  for (const id of new Set([sender.id, ...everyone.map((u) => u.id)])) await boxes.keep(id);
  await tellUsers(api.store, api.now(), 'mail', {}, [sender.id, ...everyone.map((u) => u.id)]);
  return sent;
}

/** A draft as kept: the addresses as typed (a draft may hold one not finished yet). */
function draftOf(id: string, sender: UserRecord, fields: MailFields, date: string): Mail {
  return {
    id,
    type: 'mail',
    from: { avatar: sender.avatar ?? null, contact: party(sender) },
    to: fields.to.join(', '),
    cc: fields.cc,
    bcc: fields.bcc,
    date,
    subject: fields.subject,
    content: fields.content,
    attachments: fields.attachments,
    starred: false,
    important: false,
    unread: false,
    folder: drafts,
    labels: [],
  };
}

/** A draft's fields as they were typed. */
const fieldsOfDraft = (mail: Mail): MailFields => ({
  to: mail.to
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean),
  cc: mail.cc ?? [],
  bcc: mail.bcc ?? [],
  subject: mail.subject,
  content: mail.content,
  attachments: mail.attachments,
  draft: true,
});

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
    // Starred, important and unread change on their own; a mail moves by its folder id. A draft's
    // fields change too (to, cc, bcc, subject, content), and `draft: false` sends it.
    route(
      api,
      'patch',
      `${base}/mail`,
      async ({ request }) => {
        const user = await api.user(request);
        const { id, mail } = await parseBody(
          request,
          z.object({ id: z.string().min(1).max(100), mail: mailPatch.extend(draftPatch.shape).strict() }),
        );
        const { starred, important, unread, folder, labels, ...draft } = mail;
        const flags = Object.fromEntries(
          Object.entries({ starred, important, unread, folder, labels }).filter(([, v]) => v !== undefined),
        );
        const boxes = await mailboxes(api, [user.id]);
        const data = boxes.of(user.id);
        if (mail.folder && !mailFolders.some((f) => f.id === mail.folder)) throw validation({ folder: 'not_found' });
        if (mail.labels?.some((l) => !data.mailLabels.some((x) => x.id === l)))
          throw validation({ labels: 'not_found' });
        const index = data.mails.findIndex((m) => m.id === id);
        if (index < 0) return null;
        const found = data.mails[index]!;
        if (Object.keys(draft).length) {
          if (found.folder !== drafts) throw conflict('Only a draft is edited: this mail has been sent');
          const { draft: keepAsDraft, ...edit } = draft;
          const fields = { ...fieldsOfDraft(found), ...edit };
          if (keepAsDraft === false) return sendMail(api, user, fields, id);
          data.mails[index] = { ...draftOf(id, user, fields, api.nowIso()), ...flags };
        } else data.mails[index] = { ...found, ...flags };
        await boxes.keep(user.id);
        await tellUsers(api.store, api.now(), 'mail', {}, [user.id]);
        return data.mails[index];
      },
      { write: true },
    ),
    // A new mail: sent at once, or kept as a draft (`draft: true`).
    route(
      api,
      'post',
      `${base}/mail`,
      async ({ request }) => {
        const user = await api.user(request);
        const fields = await parseBody(request, mailInput);
        if (!fields.draft) return sendMail(api, user, fields);
        const boxes = await mailboxes(api, [user.id]);
        const data = boxes.of(user.id);
        if (data.mails.filter((m) => m.folder === drafts).length >= mailLimits.drafts)
          throw validation({ draft: 'too_many' }, `At most ${mailLimits.drafts} drafts are kept: send or delete some`);
        const kept = draftOf(await api.store.nextId('mai'), user, fields, api.nowIso());
        data.mails = [...data.mails, kept];
        await boxes.keep(user.id);
        await tellUsers(api.store, api.now(), 'mail', {}, [user.id]);
        return kept;
      },
      { write: true },
    ),
    // Deleting a draft removes it; a mail that was sent or received goes to Trash instead (its folder).
    route(
      api,
      'delete',
      `${base}/mail`,
      async ({ request, url }) => {
        const user = await api.user(request);
        const { id } = parseQuery(url, z.object({ id: z.string().min(1).max(100) }));
        const boxes = await mailboxes(api, [user.id]);
        const data = boxes.of(user.id);
        const found = data.mails.find((m) => m.id === id);
        if (!found) throw notFound('Mail');
        if (found.folder !== drafts) throw conflict('Only a draft is deleted: move a mail to Trash instead');
        data.mails = data.mails.filter((m) => m.id !== id);
        await boxes.keep(user.id);
        await tellUsers(api.store, api.now(), 'mail', {}, [user.id]);
        return true;
      },
      { write: true },
    ),
  ];
}
