/**
 * Internal mail between the company's staff (spec 001's mailbox, and issue 63's mail).
 *
 * Attachments go through the file store, as a web mail's do:
 * - The composer uploads each file first (POST .../attachment): it is kept by the file store's
 *   rules (kind, 10 MB, quota) as the sender's file, in his "Mail attachments" folder, where he
 *   sees what it takes of his quota and may delete it. A draft names these files.
 * - Sending makes each attachment the mail's own: its bytes are copied once into a blob that every
 *   copy of the mail (Sent, each Inbox) names, so the sender deleting or renaming his file later
 *   changes no mail already sent. A forward names the blob again (no copy).
 * - A mail's attachment is downloaded through the mail (GET .../attachment?mailId=&id=): only who
 *   holds the mail in his mailbox gets it, as a download with its stored type (`downloadResponse`).
 * - Mails that were sent or received are never removed (only moved to Trash), so their blobs stay.
 */
import { z } from 'zod';
import {
  attachmentPreviewKind,
  draftPatch,
  mailInput,
  mailLabel,
  mailLimits,
  mailPatch,
  mailSettings,
  uniqueSlug,
  type Mail,
  type MailAttachmentRef,
} from '@courier/domain';
import { checkOwnList, personalParts, route, sampleDataOf, sampleRoute, type Api } from '../../http/api';
import { tellUsers } from '../../http/changes';
import { badRequest, conflict, HttpError, notFound, validation } from '../../http/errors';
import { parseBody, parseQuery, parseValue, readJson } from '../../http/respond';
import { mailFilters, mailFolders, type FileRecord, type SampleData, type UserRecord } from '@courier/store';
import { usersWhere } from '../core/chat';
import { downloadResponse, fileContent, keepFile, keepFolder, readUpload, tellFiles } from './files';

export const mailsPerPage = 10;

/** Folder counts: sent and trash 0; drafts and spam every mail in them; the others their unread. */
export function folderCount(slug: string, mails: Mail[], folderId: string) {
  if (slug === 'sent' || slug === 'trash') return 0;
  const inFolder = mails.filter((m) => m.folder === folderId);
  return slug === 'drafts' || slug === 'spam' ? inFolder.length : inFolder.filter((m) => m.unread).length;
}

const drafts = 'mfd_drafts';
type MailFields = z.output<typeof mailInput>;
type Attachment = Mail['attachments'][number];

const attachmentPath = '/api/apps/mailbox/attachment';
const fileContentPath = '/api/apps/file-manager/file/content';
/** The folder of one's file store that keeps what one attaches to mail (made at the first upload). */
const attachmentsFolder = 'Mail attachments';

/** An attachment with its download path, and its preview's (the same path, for an image or a PDF). */
function withPath({ id, type, name, size }: Pick<Attachment, 'id' | 'type' | 'name' | 'size'>, downloadUrl: string) {
  return { id, type, name, size, preview: attachmentPreviewKind(type) ? downloadUrl : '', downloadUrl };
}
/** An attachment that is still the sender's file (an upload, a draft's): downloaded from the file manager. */
const fileAttachment = (file: FileRecord): Attachment =>
  withPath(
    { id: file.id, type: file.mimeType ?? 'application/octet-stream', name: file.name, size: file.bytes ?? 0 },
    `${fileContentPath}?id=${encodeURIComponent(file.id)}`,
  );
/** An attachment of the mail `mailId` (its bytes the mail's own blob): downloaded through the mail. */
const mailAttachmentOf = (attachment: Attachment, mailId: string): Attachment =>
  withPath(
    attachment,
    `${attachmentPath}?mailId=${encodeURIComponent(mailId)}&id=${encodeURIComponent(attachment.id!)}`,
  );
const isMailsOwn = (attachment: Attachment) =>
  Boolean(attachment.id) && attachment.downloadUrl.startsWith(attachmentPath);

/**
 * The attachments a mail being written names, checked: each a file of the sender's own with
 * bytes, or (with `mailId`) an attachment of a mail in his mailbox (422 `attachments: not_found`
 * otherwise: another's file, one deleted since, a sample's without bytes); one named twice once;
 * at most `mailLimits.attachmentBytes` together (422 `attachments: too_large`).
 */
async function attachmentsOf(api: Api, user: UserRecord, refs: readonly MailAttachmentRef[], mails: readonly Mail[]) {
  const found: Attachment[] = [];
  for (const ref of refs) {
    const held = ref.mailId
      ? mails.find((m) => m.id === ref.mailId)?.attachments.find((a) => a.id === ref.id)
      : undefined;
    let attachment = held && isMailsOwn(held) ? held : undefined;
    if (!attachment && (!ref.mailId || held)) {
      const file = await api.store.table('files').get(ref.id);
      if (file && file.ownerId === user.id && file.type !== 'folder' && file.blobId) attachment = fileAttachment(file);
    }
    if (!attachment)
      throw validation(
        { attachments: 'not_found' },
        'An attachment is no longer there: remove it and attach the file again',
      );
    if (!found.some((a) => a.id === attachment.id)) found.push(attachment);
  }
  if (found.reduce((sum, a) => sum + a.size, 0) > mailLimits.attachmentBytes)
    throw validation(
      { attachments: 'too_large' },
      `A mail's attachments hold at most ${mailLimits.attachmentBytes / 1024 / 1024} MB together`,
    );
  return found;
}

/** The sender's files among these attachments made the mail's own: their bytes copied into blobs of its own. */
async function sealAttachments(api: Api, attachments: readonly Attachment[]): Promise<Attachment[]> {
  const sealed: Attachment[] = [];
  for (const attachment of attachments) {
    if (isMailsOwn(attachment)) {
      sealed.push(attachment);
      continue;
    }
    const file = await api.store.table('files').get(attachment.id!);
    const content = file && (await fileContent(api, file));
    if (!content) throw validation({ attachments: 'not_found' }, 'An attachment is no longer there');
    const id = await api.store.nextId('blb');
    await api.blobs.put(id, content.bytes);
    sealed.push({ ...attachment, id });
  }
  return sealed;
}

/** The user's "Mail attachments" folder, made the first time. */
async function attachmentsFolderOf(api: Api, user: UserRecord): Promise<string> {
  const folders = await api.store.table('files').all([
    { field: 'ownerId', in: [user.id] },
    { field: 'type', in: ['folder'] },
  ]);
  const found = folders.find((f) => f.folderId === null && f.name === attachmentsFolder);
  if (found) return found.id;
  const made = await keepFolder(api, user, { name: attachmentsFolder, folderId: null });
  await tellFiles(api, [made]);
  return made.id;
}

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
  const people = [...new Map(everyone.map((u) => [u.id, u])).values()];
  for (const person of people)
    if (boxes.of(person.id).mails.length >= 1000)
      throw badRequest(`The mailbox of ${person.name} is full`, { to: 'mailbox_full' });
  const attachments = await sealAttachments(api, await attachmentsOf(api, sender, fields.attachments, own.mails));
  const date = api.nowIso();
  const base = {
    type: 'mail' as const,
    from: { avatar: sender.avatar ?? null, contact: party(sender) },
    to: to.to.map(party).join(', '),
    ...(to.cc.length ? { cc: to.cc.map(party) } : {}),
    date,
    subject: fields.subject,
    content: fields.content,
    starred: false,
    important: false,
    labels: [],
  };
  // Each copy downloads the attachments through itself.
  const copy = async () => {
    const id = await api.store.nextId('mai');
    return { id, attachments: attachments.map((a) => mailAttachmentOf(a, id)) };
  };
  const sent: Mail = {
    ...base,
    ...(await copy()),
    ...(to.bcc.length ? { bcc: to.bcc.map(party) } : {}),
    unread: false,
    folder: 'mfd_sent',
  };
  own.mails = [...own.mails.filter((m) => m.id !== draftId), sent];
  for (const person of people) {
    const box = boxes.of(person.id);
    box.mails = [...box.mails, { ...base, ...(await copy()), unread: true, folder: 'mfd_inbox' }];
  }
  for (const id of new Set([sender.id, ...everyone.map((u) => u.id)])) await boxes.keep(id);
  await tellUsers(api.store, api.now(), 'mail', {}, [sender.id, ...everyone.map((u) => u.id)]);
  return sent;
}

/** A draft as kept: the addresses as typed (a draft may hold one not finished yet), its attachments checked. */
function draftOf(id: string, sender: UserRecord, fields: MailFields, date: string, attachments: Attachment[]): Mail {
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
    attachments: attachments.map((a) => (isMailsOwn(a) ? mailAttachmentOf(a, id) : a)),
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
  // Named through the draft itself; the sample's (no bytes, no id) are left out.
  attachments: mail.attachments.flatMap((a) => (a.id ? [{ id: a.id, mailId: mail.id }] : [])),
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
          const attachments = await attachmentsOf(api, user, fields.attachments, data.mails);
          data.mails[index] = { ...draftOf(id, user, fields, api.nowIso(), attachments), ...flags };
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
        const attachments = await attachmentsOf(api, user, fields.attachments, data.mails);
        const kept = draftOf(await api.store.nextId('mai'), user, fields, api.nowIso(), attachments);
        data.mails = [...data.mails, kept];
        await boxes.keep(user.id);
        await tellUsers(api.store, api.now(), 'mail', {}, [user.id]);
        return kept;
      },
      { write: true },
    ),
    // An attachment for a mail being written: multipart/form-data, the file in `file`, kept by the
    // file store's rules in the sender's "Mail attachments" folder; answered as the attachment that
    // POST and PATCH .../mail then name by its id.
    route(
      api,
      'post',
      `${base}/attachment`,
      async ({ request }) => {
        const user = await api.user(request);
        const { name, bytes } = await readUpload(request);
        const kept = await keepFile(api, user, { name, bytes, folderId: await attachmentsFolderOf(api, user) });
        await tellFiles(api, [kept]);
        return fileAttachment(kept);
      },
      { write: true },
    ),
    // An attachment of a mail in the caller's mailbox, as a download (attachment, stored type,
    // nosniff, sandbox): another's mail, or an attachment it does not hold, is 404.
    route(api, 'get', `${base}/attachment`, async ({ request, url }) => {
      const user = await api.user(request);
      const { mailId, id } = parseQuery(
        url,
        z.object({ mailId: z.string().min(1).max(100), id: z.string().min(1).max(100) }),
      );
      const data = await sampleDataOf(api, user.id);
      const held = data.mails.find((m) => m.id === mailId)?.attachments.find((a) => a.id === id && isMailsOwn(a));
      const bytes = held && (await api.blobs.get(id));
      if (!held || !bytes) throw notFound('Attachment');
      return downloadResponse(bytes, held.name, held.type);
    }),
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
