/**
 * The file manager (spec 001's listing, and issue 63's file store): folders and files that a
 * person keeps, private by default and shared with the colleagues named; the company's folders
 * (the sample's) read by everyone and changed by the roles that change the company's data.
 *
 * - A file is taken when its bytes are one of the kinds of @courier/domain's `storedFileKinds`,
 *   at most `fileLimits.maxBytes`, within its owner's quota; its name is sanitised.
 * - A download is an attachment with the stored type, `nosniff` and a sandboxing CSP: an
 *   uploaded HTML or SVG file never runs in the app's origin.
 * - Who may change an entry (rename, move, delete, share) is checked here, in the write's
 *   transaction: its owner, or for the company's an administrator or a manager. A refusal is a
 *   403 and changes nothing.
 * - Every write is told through the event stream (`files`, with the entry's id) to those who see
 *   the entry: its owner and the colleagues it is shared with (before and after a change of the
 *   sharing), or everyone for the company's.
 */
import { z } from 'zod';
import {
  fileLimits,
  fileKindOf,
  fileName,
  fileSizeText,
  mayEditCompanySamples,
  sanitizeFileName,
  storedFileKinds,
  type FileItem,
} from '@courier/domain';
import type { Condition, FileRecord, UserRecord } from '@courier/store';
import { route, type Api } from '../../http/api';
import { tellUsers } from '../../http/changes';
import { forbidden, notFound, validation } from '../../http/errors';
import { readMultipart } from '../../http/images';
import { parseBody, parseQuery } from '../../http/respond';

const base = '/api/apps/file-manager';
/** Room in an upload's form for its boundaries, headers and the folder field. */
/** The company's entries have no owner: a condition's name for that. */
const company = 'company';
const root = 'root';

const idQuery = z.object({ id: z.string().min(1).max(100) });
const folderRef = z.string().min(1).max(100).nullable();

const visibleTo = (userId: string): Condition => ({
  any: [
    { field: 'ownerId', in: [company, userId], nullAs: company },
    { field: 'sharedWith', in: [userId] },
  ],
});
const inFolder = (folderId: string | null): Condition => ({ field: 'folderId', in: [folderId ?? root], nullAs: root });

export const mayRead = (item: FileRecord, user: Pick<UserRecord, 'id'>) =>
  item.ownerId === null || item.ownerId === user.id || item.sharedWith.includes(user.id);
export const mayChange = (item: FileRecord, user: Pick<UserRecord, 'id' | 'role'>) =>
  item.ownerId === user.id || (item.ownerId === null && mayEditCompanySamples(user.role));

/** The entry as the signed-in user gets it: without where its bytes are, with what he may do. */
export function fileAnswer(item: FileRecord, user: Pick<UserRecord, 'id' | 'role'>): FileItem {
  const { blobId, ...rest } = item;
  return { ...rest, mayEdit: mayChange(item, user), hasContent: item.type !== 'folder' && Boolean(blobId) };
}

/** A name not yet taken in the folder by the same owner: "Report.pdf", then "Report (2).pdf". */
async function freeName(api: Api, folderId: string | null, ownerId: string | null, name: string, exceptId?: string) {
  const taken = new Set(
    (await api.store.table('files').all([inFolder(folderId)]))
      .filter((f) => f.ownerId === ownerId && f.id !== exceptId)
      .map((f) => f.name.toLocaleLowerCase('tr')),
  );
  if (!taken.has(name.toLocaleLowerCase('tr'))) return name;
  const dot = name.lastIndexOf('.');
  const [stem, tail] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; ; n++) {
    const next = `${stem} (${n})${tail}`;
    if (!taken.has(next.toLocaleLowerCase('tr'))) return next;
  }
}

/** What a person's own entries hold: their count and bytes. */
async function usageOf(api: Api, userId: string) {
  const own = await api.store.table('files').all([{ field: 'ownerId', in: [userId] }]);
  return { items: own.length, bytes: own.reduce((sum, f) => sum + (f.bytes ?? 0), 0) };
}

/**
 * Where a new entry goes: a folder the user may change (his own, or the company's for a
 * manager), or the root. It belongs to the folder's owner; at the root, to the user.
 */
async function placeIn(api: Api, user: UserRecord, folderId: string | null): Promise<string | null> {
  if (!folderId) return user.id;
  const folder = await api.store.table('files').get(folderId);
  if (!folder || folder.type !== 'folder' || !mayRead(folder, user)) throw validation({ folderId: 'not_found' });
  if (!mayChange(folder, user)) throw forbidden('Only the folder’s owner adds to it');
  return folder.ownerId;
}

async function checkRoom(api: Api, user: UserRecord, ownerId: string | null, bytes: number) {
  // The company's folders count against nobody's quota; their uploaders are managers.
  if (ownerId === null) return;
  const usage = await usageOf(api, user.id);
  if (usage.items >= fileLimits.maxItems)
    throw validation({ file: 'too_many' }, `You keep at most ${fileLimits.maxItems} files and folders`);
  if (usage.bytes + bytes > fileLimits.quotaBytes)
    throw validation(
      { file: 'quota' },
      `Your files would pass your ${fileLimits.quotaBytes / 1024 / 1024} MB: delete some first`,
    );
}

/**
 * Tells those who see these entries that they changed (`files`), in the write's transaction: the
 * owners and the colleagues they are shared with, or everyone signed in for the company's.
 */
export async function tellFiles(api: Api, entries: readonly FileRecord[]) {
  const id = entries[0]?.id;
  if (!id) return;
  if (entries.some((e) => e.ownerId === null))
    await api.store.changes.append({ topic: 'files', data: { id }, audience: {}, at: api.nowIso() });
  const people = entries.flatMap((e) => (e.ownerId === null ? [] : [e.ownerId, ...e.sharedWith]));
  await tellUsers(api.store, api.now(), 'files', { id }, people);
}

/** The entry the user may see, or 404 (another's private entry is not told apart from none). */
async function visibleEntry(api: Api, user: UserRecord, id: string) {
  const item = await api.store.table('files').get(id);
  if (!item || !mayRead(item, user)) throw notFound('File');
  return item;
}

/** Sample entries carry no bytes: text and PDF ones are made from their names when opened. */
export function sampleContent(item: FileRecord): { bytes: Uint8Array; mimeType: string } | null {
  const encoder = new TextEncoder();
  if (item.type === 'TXT')
    return {
      bytes: encoder.encode(`${item.name}\n\nA sample file of the courier back office, made ${item.createdAt}.\n`),
      mimeType: 'text/plain',
    };
  if (item.type !== 'PDF') return null;
  const text = item.name.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, '\\$&');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { bytes: encoder.encode(pdf), mimeType: 'application/pdf' };
}

/**
 * A kept file's bytes as a download: an attachment (the browser saves it, never shows it in
 * this origin), the stored type never sniffed, and a CSP that forbids everything should a
 * browser render it anyway.
 */
export function downloadResponse(bytes: Uint8Array, name: string, mimeType: string): Response {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: {
      'content-type': mimeType,
      'content-length': String(bytes.byteLength),
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'private, no-store',
    },
  });
}

/** An upload's form (multipart/form-data, the file in `file`): the form, the file's name and its bytes. */
export async function readUpload(request: Request) {
  const asked = 'Send the file as multipart/form-data, in the field "file"';
  const form = await readMultipart(request, fileLimits.maxBytes, asked);
  const file = form.get('file');
  if (!(file instanceof Blob)) throw validation({ file: 'required' }, asked);
  return { form, name: file instanceof File ? file.name : '', bytes: new Uint8Array(await file.arrayBuffer()) };
}

/** Puts a file's bytes into the file store and keeps its entry, in the caller's transaction. */
export async function keepFile(
  api: Api,
  user: UserRecord,
  input: { name: string; bytes: Uint8Array; folderId: string | null },
): Promise<FileRecord> {
  const name = sanitizeFileName(input.name);
  if (!name) throw validation({ file: 'name' }, 'The file needs a name');
  if (input.bytes.byteLength > fileLimits.maxBytes)
    throw validation({ file: 'too_large' }, `A file holds at most ${fileLimits.maxBytes / 1024 / 1024} MB`);
  const kind = fileKindOf(name, input.bytes);
  if (!kind)
    throw validation(
      { file: 'type' },
      'This kind of file is not kept: PDF, images, text, CSV, HTML, SVG, Word and Excel files are',
    );
  const ownerId = await placeIn(api, user, input.folderId);
  await checkRoom(api, user, ownerId, input.bytes.byteLength);
  const now = api.nowIso();
  const blobId = await api.store.nextId('blb');
  await api.blobs.put(blobId, input.bytes);
  const record: FileRecord = {
    id: await api.store.nextId('fil'),
    folderId: input.folderId,
    name: await freeName(api, input.folderId, ownerId, name),
    createdBy: user.name,
    createdAt: now,
    modifiedAt: now,
    size: fileSizeText(input.bytes.byteLength),
    type: kind,
    contents: null,
    description: null,
    ownerId,
    sharedWith: [],
    bytes: input.bytes.byteLength,
    mimeType: storedFileKinds[kind].mimeType,
    blobId,
  };
  return api.store.table('files').insert(record);
}

/** Makes a folder (its name made free in its place) in the caller's transaction. */
export async function keepFolder(
  api: Api,
  user: UserRecord,
  input: { name: string; folderId: string | null },
): Promise<FileRecord> {
  const ownerId = await placeIn(api, user, input.folderId);
  await checkRoom(api, user, ownerId, 0);
  const now = api.nowIso();
  return api.store.table('files').insert({
    id: await api.store.nextId('fld'),
    folderId: input.folderId,
    name: await freeName(api, input.folderId, ownerId, input.name),
    createdBy: user.name,
    createdAt: now,
    modifiedAt: now,
    size: '-',
    type: 'folder',
    contents: null,
    description: null,
    ownerId,
    sharedWith: [],
    bytes: null,
    mimeType: null,
    blobId: null,
  });
}

/** A kept file's bytes, for the user who may read it (mail attachments read theirs the same way). */
export async function fileContent(api: Api, item: FileRecord) {
  if (item.blobId) {
    const bytes = await api.blobs.get(item.blobId);
    return bytes && { bytes, mimeType: item.mimeType ?? 'application/octet-stream' };
  }
  return sampleContent(item);
}

export function fileHandlers(api: Api) {
  const files = () => api.store.table('files');
  return [
    // The folder's folders and files, and the path of folders down to it ("null" is the root).
    // At the root: one's own and the company's entries, and the files colleagues share with one.
    route(api, 'get', base, async ({ request, url }) => {
      const user = await api.user(request);
      const { folderId: raw } = parseQuery(url, z.object({ folderId: z.string().max(100).optional() }));
      const folderId = !raw || raw === 'null' ? null : raw;
      const path: FileRecord[] = [];
      for (let at = folderId; at;) {
        const folder = await files().get(at);
        if (!folder || folder.type !== 'folder' || !mayRead(folder, user)) break;
        path.unshift(folder);
        at = folder.folderId;
      }
      if (folderId && path.at(-1)?.id !== folderId) return { folders: [], files: [], path: [] };
      const here = await files().all([inFolder(folderId), visibleTo(user.id)]);
      const sharedWithMe = folderId
        ? []
        : (await files().all([{ field: 'sharedWith', in: [user.id] }])).filter(
            (f) => f.folderId !== null && !here.some((h) => h.id === f.id),
          );
      const byName = (a: FileRecord, b: FileRecord) => a.name.localeCompare(b.name, 'tr');
      const items = [...here, ...sharedWithMe].sort(byName);
      return {
        folders: items.filter((f) => f.type === 'folder').map((f) => fileAnswer(f, user)),
        files: items.filter((f) => f.type !== 'folder').map((f) => fileAnswer(f, user)),
        path: path.map((f) => fileAnswer(f, user)),
      };
    }),

    // The folders the user may put entries in (his own; the company's too for those who change
    // them), by name: where a move may go (a move stays among its owner's folders).
    route(api, 'get', `${base}/folders`, async ({ request }) => {
      const user = await api.user(request);
      const owners = mayEditCompanySamples(user.role) ? [user.id, company] : [user.id];
      const folders = await files().all([
        { field: 'ownerId', in: owners, nullAs: company },
        { field: 'type', in: ['folder'] },
      ]);
      return folders
        .filter((f) => mayChange(f, user))
        .sort((a, b) => a.name.localeCompare(b.name, 'tr'))
        .map((f) => fileAnswer(f, user));
    }),

    // What one keeps and may keep: the quota's figures.
    route(api, 'get', `${base}/usage`, async ({ request }) => {
      const user = await api.user(request);
      return { ...(await usageOf(api, user.id)), quotaBytes: fileLimits.quotaBytes, maxBytes: fileLimits.maxBytes };
    }),

    route(
      api,
      'post',
      `${base}/folder`,
      async ({ request }) => {
        const user = await api.user(request);
        const input = await parseBody(request, z.object({ name: fileName, folderId: folderRef.default(null) }));
        const made = await keepFolder(api, user, input);
        await tellFiles(api, [made]);
        return fileAnswer(made, user);
      },
      { write: true },
    ),

    // An upload: multipart/form-data, the file in `file`, the folder's id in `folderId` (absent: the root).
    route(
      api,
      'post',
      `${base}/file`,
      async ({ request }) => {
        const user = await api.user(request);
        const { form, name, bytes } = await readUpload(request);
        const folder = form.get('folderId');
        const folderId = typeof folder === 'string' && folder && folder !== 'null' ? folder.slice(0, 100) : null;
        const kept = await keepFile(api, user, { name, bytes, folderId });
        await tellFiles(api, [kept]);
        return fileAnswer(kept, user);
      },
      { write: true },
    ),

    // The file's bytes, as an attachment (see downloadResponse).
    route(api, 'get', `${base}/file/content`, async ({ request, url }) => {
      const user = await api.user(request);
      const { id } = parseQuery(url, idQuery);
      const item = await visibleEntry(api, user, id);
      if (item.type === 'folder') throw notFound('File');
      const content = await fileContent(api, item);
      if (!content) throw notFound('File content');
      return downloadResponse(content.bytes, item.name, content.mimeType);
    }),

    // Renames and moves: {id, name?, folderId?}.
    route(
      api,
      'patch',
      `${base}/item`,
      async ({ request }) => {
        const user = await api.user(request);
        const input = await parseBody(
          request,
          z.object({ id: z.string().min(1).max(100), name: fileName.optional(), folderId: folderRef.optional() }),
        );
        const item = await visibleEntry(api, user, input.id);
        if (!mayChange(item, user)) throw forbidden('Only its owner changes a file');
        const folderId = input.folderId === undefined ? item.folderId : input.folderId;
        if (folderId !== item.folderId) {
          const ownerId = await placeIn(api, user, folderId);
          // A move keeps the entry its owner's: never into another's or the company's folders.
          if (ownerId !== item.ownerId) throw forbidden('A file moves only between its owner’s folders');
          for (let at = folderId; at; at = (await files().get(at))?.folderId ?? null)
            if (at === item.id) throw validation({ folderId: 'inside_itself' }, 'A folder cannot go inside itself');
        }
        const name = input.name ?? item.name;
        const free = await freeName(api, folderId, item.ownerId, name, item.id);
        if (free !== name) throw validation({ name: 'taken' }, 'That name is taken in this folder');
        const changed = await files().update({ ...item, name, folderId, modifiedAt: api.nowIso() });
        await tellFiles(api, [changed]);
        return fileAnswer(changed, user);
      },
      { write: true },
    ),

    // Shares a file with the colleagues named (the whole list: an empty one makes it private again).
    route(
      api,
      'patch',
      `${base}/item/sharing`,
      async ({ request }) => {
        const user = await api.user(request);
        const input = await parseBody(
          request,
          z.object({
            id: z.string().min(1).max(100),
            sharedWith: z.array(z.string().min(1).max(100)).max(fileLimits.maxSharedWith),
          }),
        );
        const item = await visibleEntry(api, user, input.id);
        if (!mayChange(item, user) || item.ownerId === null) throw forbidden('Only its owner shares a file');
        if (item.type === 'folder') throw validation({ id: 'folder' }, 'Files are shared one by one, not folders');
        const sharedWith = [...new Set(input.sharedWith)].filter((id) => id !== user.id);
        for (const id of sharedWith) {
          const colleague = await api.store.table('users').get(id);
          if (!colleague || colleague.active === false) throw validation({ sharedWith: 'not_found' });
        }
        const changed = await files().update({ ...item, sharedWith, modifiedAt: api.nowIso() });
        // Those it is no longer shared with are told too: their lists let it go.
        await tellFiles(api, [changed, item]);
        return fileAnswer(changed, user);
      },
      { write: true },
    ),

    // Deletes an entry; a folder goes with everything in it. Bytes go with their entries.
    route(
      api,
      'delete',
      `${base}/item`,
      async ({ request, url, later }) => {
        const user = await api.user(request);
        const { id } = parseQuery(url, idQuery);
        const item = await visibleEntry(api, user, id);
        if (!mayChange(item, user)) throw forbidden('Only its owner deletes a file');
        const gone: FileRecord[] = [];
        for (let level = [item]; level.length;) {
          gone.push(...level);
          const next: FileRecord[] = [];
          for (const folder of level.filter((f) => f.type === 'folder'))
            next.push(...(await files().all([inFolder(folder.id)])));
          level = next;
        }
        for (const entry of gone) await files().delete(entry.id);
        await tellFiles(api, gone);
        // The bytes go once the entries' removal is kept (a file on disk is no part of the transaction).
        later(async () => {
          for (const entry of gone) if (entry.blobId) await api.blobs.delete(entry.blobId);
        });
        return true;
      },
      { write: true },
    ),
  ];
}
