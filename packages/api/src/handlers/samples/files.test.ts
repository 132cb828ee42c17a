import { describe, expect, it } from 'vitest';
import { fileLimits, sanitizeFileName } from '@courier/domain';
import { images } from '../../testing/fixtures';
import { apiFetch, call, openEvents, signIn, useApi } from '../../testing/harness';

const { api } = useApi({ resetEach: true });
const base = '/api/apps/file-manager';

const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const html = new TextEncoder().encode('<!doctype html><script>parent.document.title = "owned"</script>');
const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const userOf = async (token: string) => (await call('get', '/api/common/user', { token })).body as { id: string };
function upload(token: string, name: string, bytes: Uint8Array, folderId?: string) {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  if (folderId) form.set('folderId', folderId);
  return call('post', `${base}/file`, { token, form });
}
const list = async (token: string, folderId = 'null') =>
  (await call('get', base, { token, query: { folderId } })).body as {
    folders: { id: string; name: string }[];
    files: { id: string; name: string; mayEdit: boolean; sharedWith: string[] }[];
    path: { id: string }[];
  };
const download = (token: string, id: string) =>
  apiFetch(`http://localhost${base}/file/content?id=${id}`, { headers: { authorization: `Bearer ${token}` } });

describe('the file store', () => {
  it('keeps an upload, lists it to its owner only, and gives back the same bytes as an attachment', async () => {
    const clerk = await signIn('clerk');
    const driver = await signIn('driver');
    const sent = await upload(clerk, 'Rate card.pdf', pdf);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ name: 'Rate card.pdf', type: 'PDF', mimeType: 'application/pdf', mayEdit: true });
    expect((await list(clerk)).files.map((f) => f.name)).toContain('Rate card.pdf');
    expect((await list(driver)).files.map((f) => f.name)).not.toContain('Rate card.pdf');
    expect((await download(driver, sent.body.id)).status).toBe(404);

    const answer = await download(clerk, sent.body.id);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="Rate card.pdf"/);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(pdf);
  });

  it('serves an uploaded HTML or SVG file as an attachment with its stored type, never inline', async () => {
    const clerk = await signIn('clerk');
    for (const [name, bytes, type] of [
      ['page.html', html, 'text/html'],
      ['drawing.svg', svg, 'image/svg+xml'],
    ] as const) {
      const sent = await upload(clerk, name, bytes);
      expect(sent.status).toBe(200);
      const answer = await download(clerk, sent.body.id);
      expect(answer.headers.get('content-type')).toBe(type);
      expect(answer.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('content-security-policy')).toContain('sandbox');
    }
  });

  it('refuses a file past the size limit, of a kind not kept, or past the quota, and keeps nothing', async () => {
    const clerk = await signIn('clerk');
    const before = await list(clerk);

    const big = new Uint8Array(fileLimits.maxBytes + 1);
    big.set(pdf);
    const tooBig = await upload(clerk, 'big.pdf', big);
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.error.fields).toEqual({ file: 'too_large' });

    const program = await upload(clerk, 'setup.exe', new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0]));
    expect(program.status).toBe(422);
    expect(program.body.error.fields).toEqual({ file: 'type' });
    // A name that lies about the bytes is refused too.
    const disguised = await upload(clerk, 'notes.txt', new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0]));
    expect(disguised.body.error.fields).toEqual({ file: 'type' });
    const fakePdf = await upload(clerk, 'report.pdf', images.png);
    expect(fakePdf.body.error.fields).toEqual({ file: 'type' });

    // The quota counts what the clerk already keeps: a near-full account (entries made in the
    // store, to spare the test 100 MB of uploads) takes a file that just fits, then refuses one more.
    const user = await userOf(clerk);
    const kept = before.files.length;
    const room = fileLimits.quotaBytes - (await call('get', `${base}/usage`, { token: clerk })).body.bytes;
    const lastFit = new Uint8Array(64 * 1024);
    lastFit.set(pdf);
    const fillers: number[] = [];
    for (let left = room - lastFit.byteLength; left > 0; left -= fileLimits.maxBytes)
      fillers.push(Math.min(left, fileLimits.maxBytes));
    await api.store.transaction(async () => {
      for (const [i, bytes] of fillers.entries())
        await api.store.table('files').insert({
          id: await api.store.nextId('fil'),
          folderId: null,
          name: `part ${i}.pdf`,
          createdBy: 'Clerk',
          createdAt: '2026-03-01T09:00:00.000Z',
          modifiedAt: '2026-03-01T09:00:00.000Z',
          size: '10 MB',
          type: 'PDF',
          contents: null,
          description: null,
          ownerId: user.id,
          sharedWith: [],
          bytes,
          mimeType: 'application/pdf',
          blobId: null,
        });
    });
    expect((await upload(clerk, 'last fit.pdf', lastFit)).status).toBe(200);
    const past = await upload(clerk, 'one more.pdf', pdf);
    expect(past.status).toBe(422);
    expect(past.body.error.fields).toEqual({ file: 'quota' });
    const after = await list(clerk);
    expect(after.files.length).toBe(kept + fillers.length + 1);
    expect(after.files.map((f) => f.name)).not.toContain('one more.pdf');
    const usage = (await call('get', `${base}/usage`, { token: clerk })).body;
    expect(usage).toMatchObject({ bytes: fileLimits.quotaBytes, quotaBytes: fileLimits.quotaBytes });
  });

  it('sanitises names and never lets two entries of a folder share one', async () => {
    expect(sanitizeFileName('../../etc/passwd')).toBe('etc passwd');
    expect(sanitizeFileName(' a\u0000b<>c.txt ')).toBe('a b c.txt');
    expect(sanitizeFileName('\u202etxt.exe')).toBe('txt.exe');
    expect(sanitizeFileName('x'.repeat(300) + '.pdf')).toHaveLength(fileLimits.nameLength);
    const clerk = await signIn('clerk');
    const first = await upload(clerk, '..\\report.pdf', pdf);
    expect(first.body.name).toBe('report.pdf');
    expect((await upload(clerk, 'report.pdf', pdf)).body.name).toBe('report (2).pdf');
    const renamed = await call('patch', `${base}/item`, {
      token: clerk,
      body: { id: first.body.id, name: 'report (2).pdf' },
    });
    expect(renamed.status).toBe(422);
    expect(renamed.body.error.fields).toEqual({ name: 'taken' });
    const blank = await call('post', `${base}/folder`, { token: clerk, body: { name: ' /// ' } });
    expect(blank.status).toBe(422);
  });

  it('makes folders, renames, moves and deletes a folder with what is in it', async () => {
    const clerk = await signIn('clerk');
    const folder = (await call('post', `${base}/folder`, { token: clerk, body: { name: 'Invoices' } })).body;
    const inner = (await call('post', `${base}/folder`, { token: clerk, body: { name: '2026', folderId: folder.id } }))
      .body;
    const file = (await upload(clerk, 'march.pdf', pdf, inner.id)).body;
    expect((await list(clerk, inner.id)).path.map((p) => p.id)).toEqual([folder.id, inner.id]);

    const moved = await call('patch', `${base}/item`, {
      token: clerk,
      body: { id: file.id, folderId: folder.id, name: 'March.pdf' },
    });
    expect(moved.body).toMatchObject({ folderId: folder.id, name: 'March.pdf' });
    const loop = await call('patch', `${base}/item`, { token: clerk, body: { id: folder.id, folderId: inner.id } });
    expect(loop.body.error.fields).toEqual({ folderId: 'inside_itself' });

    expect((await call('delete', `${base}/item`, { token: clerk, query: { id: folder.id } })).body).toBe(true);
    expect((await list(clerk)).folders.map((f) => f.id)).not.toContain(folder.id);
    expect((await download(clerk, file.id)).status).toBe(404);
    expect(await api.store.table('files').get(inner.id)).toBeUndefined();
  });

  it('shares a file with a colleague, who reads it and may not change it; the others see nothing', async () => {
    const clerk = await signIn('clerk');
    const manager = await signIn('manager');
    const driver = await signIn('driver');
    const folder = (await call('post', `${base}/folder`, { token: clerk, body: { name: 'Private' } })).body;
    const file = (await upload(clerk, 'handover.pdf', pdf, folder.id)).body;
    const managerId = (await userOf(manager)).id;

    const shared = await call('patch', `${base}/item/sharing`, {
      token: clerk,
      body: { id: file.id, sharedWith: [managerId] },
    });
    expect(shared.body.sharedWith).toEqual([managerId]);
    const seen = (await list(manager)).files.find((f) => f.id === file.id);
    expect(seen).toMatchObject({ name: 'handover.pdf', mayEdit: false });
    expect((await download(manager, file.id)).status).toBe(200);
    // The owner's folder stays his own.
    expect((await list(manager, folder.id)).files).toEqual([]);
    expect((await list(driver)).files.map((f) => f.id)).not.toContain(file.id);

    // A colleague it is shared with may not rename, move, share or delete it: 403, and nothing changes.
    for (const [method, path, options] of [
      ['patch', `${base}/item`, { body: { id: file.id, name: 'mine.pdf' } }],
      ['patch', `${base}/item/sharing`, { body: { id: file.id, sharedWith: [] } }],
      ['delete', `${base}/item`, { query: { id: file.id } }],
    ] as const) {
      const refused = await call(method, path, { token: manager, ...options });
      expect(refused.status).toBe(403);
    }
    expect((await list(manager)).files.find((f) => f.id === file.id)).toMatchObject({ name: 'handover.pdf' });
    expect((await call('delete', `${base}/item`, { token: driver, query: { id: file.id } })).status).toBe(404);

    await call('patch', `${base}/item/sharing`, { token: clerk, body: { id: file.id, sharedWith: [] } });
    expect((await download(manager, file.id)).status).toBe(404);
  });

  it('tells those who see a file of its changes, live: the colleagues it is shared with, before and after', async () => {
    const clerk = await signIn('clerk');
    const manager = await signIn('manager');
    const driver = await signIn('driver');
    const managerId = (await userOf(manager)).id;
    const file = (await upload(clerk, 'handover.pdf', pdf)).body;
    const managerHears = await openEvents(manager);
    const driverHears = await openEvents(driver);
    await managerHears.when('ready');
    await driverHears.when('ready');

    await call('patch', `${base}/item/sharing`, { token: clerk, body: { id: file.id, sharedWith: [managerId] } });
    expect(await managerHears.when('files', { id: file.id })).toBeTruthy();
    await call('patch', `${base}/item`, { token: clerk, body: { id: file.id, name: 'Handover.pdf' } });
    await call('patch', `${base}/item/sharing`, { token: clerk, body: { id: file.id, sharedWith: [] } });
    // Renamed while shared, then no longer shared: he is told of both, and then of nothing more.
    await call('delete', `${base}/item`, { token: clerk, query: { id: file.id } });

    // The company's entries are everyone's: a manager's change is told to the driver too.
    const contracts = (await list(manager)).folders.find((f) => f.name === 'Contracts')!;
    await call('patch', `${base}/item`, { token: manager, body: { id: contracts.id, name: 'Contracts 2026' } });
    // The stream keeps the order: once this is heard, everything before it was.
    await driverHears.when('files', { id: contracts.id });
    await managerHears.when('files', { id: contracts.id });
    expect(driverHears.of('files').map((e) => e.data)).toEqual([{ id: contracts.id }]);
    expect(managerHears.of('files').map((e) => e.data)).toEqual([
      { id: file.id },
      { id: file.id },
      { id: file.id },
      { id: contracts.id },
    ]);
    await managerHears.close();
    await driverHears.close();
  });

  it('lists the folders one may move an entry into: one’s own, and the company’s for a manager', async () => {
    const clerk = await signIn('clerk');
    const manager = await signIn('manager');
    const mine = (await call('post', `${base}/folder`, { token: clerk, body: { name: 'Invoices' } })).body;
    const inner = (await call('post', `${base}/folder`, { token: clerk, body: { name: '2026', folderId: mine.id } }))
      .body;
    await upload(clerk, 'march.pdf', pdf, mine.id);
    const folders = (await call('get', `${base}/folders`, { token: clerk })).body as {
      id: string;
      folderId: string | null;
      ownerId: string | null;
      type: string;
      mayEdit: boolean;
    }[];
    expect(folders.map((f) => f.id)).toEqual([inner.id, mine.id]);
    expect(folders.every((f) => f.type === 'folder' && f.mayEdit)).toBe(true);
    expect(folders[0]).toMatchObject({ folderId: mine.id });
    // Another's folders are not his; the company's are a manager's to change.
    const managers = (await call('get', `${base}/folders`, { token: manager })).body as typeof folders;
    expect(managers.some((f) => f.id === mine.id)).toBe(false);
    expect(managers.some((f) => f.ownerId === null)).toBe(true);
    expect(managers.every((f) => f.type === 'folder' && f.mayEdit)).toBe(true);
  });

  it('keeps the company’s folders: everyone reads them, only a manager changes them', async () => {
    const clerk = await signIn('clerk');
    const manager = await signIn('manager');
    const root = await list(clerk);
    const contracts = root.folders.find((f) => f.name === 'Contracts')!;
    expect(contracts).toBeDefined();
    const refused = await call('patch', `${base}/item`, { token: clerk, body: { id: contracts.id, name: 'Mine' } });
    expect(refused.status).toBe(403);
    expect((await upload(clerk, 'x.pdf', pdf, contracts.id)).status).toBe(403);
    expect((await list(clerk)).folders.find((f) => f.id === contracts.id)?.name).toBe('Contracts');
    const kept = await upload(manager, 'terms.pdf', pdf, contracts.id);
    expect(kept.body).toMatchObject({ ownerId: null, mayEdit: true });
    expect((await list(clerk, contracts.id)).files.map((f) => f.name)).toContain('terms.pdf');
    // The sample's PDF and text entries open: made from their names.
    const sample = (await list(clerk, contracts.id)).files.find((f) => f.name === 'Anadolu Tekstil contract')!;
    const answer = await download(clerk, sample.id);
    expect(answer.status).toBe(200);
    expect(new TextDecoder().decode(await answer.arrayBuffer())).toMatch(/^%PDF-1\.4/);
  });
});
