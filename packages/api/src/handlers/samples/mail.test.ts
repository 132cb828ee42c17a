import { describe, expect, it } from 'vitest';
import { fileLimits, mailLimits, type Mail } from '@courier/domain';
import { images } from '../../testing/fixtures';
import { apiFetch, call, openEvents, signIn, useApi } from '../../testing/harness';

const { api } = useApi({ resetEach: true });

const folder = async (token: string, slug: string) => {
  const mails: Mail[] = [];
  for (let page = 1; ; page++) {
    const answer = (await call('get', '/api/apps/mailbox/mails', { token, query: { folder: slug, page } })).body;
    if (!answer.mails) return mails;
    mails.push(...answer.mails);
  }
};
const post = (token: string, body: Record<string, unknown>) => call('post', '/api/apps/mailbox/mail', { token, body });

describe('internal mail', () => {
  it('a sent mail is in the sender’s Sent and each recipient’s Inbox, live; bcc hidden; nobody else has it', async () => {
    const admin = await signIn('admin');
    const manager = await signIn('manager');
    const finance = await signIn('finance');
    const clerk = await signIn('clerk');
    const managerHears = await openEvents(manager);
    await managerHears.when('ready');
    const clerkInbox = await folder(clerk, 'inbox');

    const sent = await post(admin, {
      to: ['manager@courier.test'],
      cc: ['Support@Courier.test'],
      bcc: ['finance@courier.test'],
      subject: 'Bursa hattı',
      content: 'Yarın sabah https://example.com/plan adresindeki planı okuyun.',
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({
      folder: 'mfd_sent',
      unread: false,
      from: { contact: 'Aylin Aksoy <admin@courier.test>' },
      to: 'Murat Özkan <manager@courier.test>',
      cc: ['Büşra Tekin <support@courier.test>'],
      bcc: ['Kaan Polat <finance@courier.test>'],
    });
    expect((await folder(admin, 'sent')).some((m) => m.id === sent.body.id)).toBe(true);
    await managerHears.when('mail');

    for (const token of [manager, finance, await signIn('support')]) {
      const copy = (await folder(token, 'inbox')).find((m) => m.subject === 'Bursa hattı')!;
      expect(copy).toMatchObject({ unread: true, from: { contact: 'Aylin Aksoy <admin@courier.test>' } });
      expect(copy.bcc ?? []).toEqual([]);
      expect(copy.content).toBe('Yarın sabah https://example.com/plan adresindeki planı okuyun.');
      // Each reads his own copy; another's is nothing to him.
      expect((await call('get', '/api/apps/mailbox/mail', { token, query: { id: copy.id } })).body.id).toBe(copy.id);
    }
    expect((await call('get', '/api/apps/mailbox/mail', { token: manager, query: { id: sent.body.id } })).body).toBe(
      null,
    );
    expect(
      (
        await call('patch', '/api/apps/mailbox/mail', {
          token: manager,
          body: { id: sent.body.id, mail: { starred: true } },
        })
      ).body,
    ).toBe(null);
    expect(await folder(clerk, 'inbox')).toEqual(clerkInbox);
    await managerHears.close();
  });

  it('refuses recipients outside the company, and changes nothing', async () => {
    const admin = await signIn('admin');
    const sentBefore = await folder(admin, 'sent');
    const refused = await post(admin, {
      to: ['manager@courier.test', 'someone@example.com'],
      bcc: ['nobody@courier.test'],
      subject: 'x',
      content: 'y',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toEqual({ to: 'not_a_colleague', bcc: 'not_a_colleague' });
    expect(await folder(admin, 'sent')).toEqual(sentBefore);
    expect((await post(admin, { to: [], subject: 'x', content: 'y' })).body.error.fields).toEqual({ to: 'required' });
  });

  it('keeps a draft, edits it, sends it from Drafts, and deletes one', async () => {
    const manager = await signIn('manager');
    const admin = await signIn('admin');
    const draft = await post(manager, { to: ['adm'], subject: 'Re: Bursa', content: 'Tamam', draft: true });
    expect(draft.body).toMatchObject({ folder: 'mfd_drafts', to: 'adm', subject: 'Re: Bursa' });
    // A draft may hold an address not finished yet; sending it is refused until it is right.
    const early = await call('patch', '/api/apps/mailbox/mail', {
      token: manager,
      body: { id: draft.body.id, mail: { draft: false } },
    });
    expect(early.status).toBe(400);
    expect((await folder(manager, 'drafts')).find((m) => m.id === draft.body.id)).toBeTruthy();
    const edited = await call('patch', '/api/apps/mailbox/mail', {
      token: manager,
      body: { id: draft.body.id, mail: { to: ['admin@courier.test'], content: 'Tamam, 9’da.' } },
    });
    expect(edited.body).toMatchObject({ to: 'admin@courier.test', content: 'Tamam, 9’da.', subject: 'Re: Bursa' });
    const sent = await call('patch', '/api/apps/mailbox/mail', {
      token: manager,
      body: { id: draft.body.id, mail: { draft: false } },
    });
    expect(sent.body).toMatchObject({ folder: 'mfd_sent', to: 'Aylin Aksoy <admin@courier.test>' });
    expect((await folder(manager, 'drafts')).some((m) => m.id === draft.body.id)).toBe(false);
    expect((await folder(admin, 'inbox')).find((m) => m.subject === 'Re: Bursa')).toMatchObject({
      content: 'Tamam, 9’da.',
    });
    // A sent mail is no draft: not edited, not deleted (it goes to Trash by its folder).
    expect(
      (
        await call('patch', '/api/apps/mailbox/mail', {
          token: manager,
          body: { id: sent.body.id, mail: { subject: 'x' } },
        })
      ).status,
    ).toBe(409);
    expect(
      (await call('delete', '/api/apps/mailbox/mail', { token: manager, query: { id: sent.body.id } })).status,
    ).toBe(409);
    const other = await post(manager, { to: [], subject: 'Taslak', content: '', draft: true });
    expect(
      (await call('delete', '/api/apps/mailbox/mail', { token: manager, query: { id: other.body.id } })).body,
    ).toBe(true);
    expect((await folder(manager, 'drafts')).some((m) => m.id === other.body.id)).toBe(false);
    expect((await call('delete', '/api/apps/mailbox/mail', { token: admin, query: { id: 'mai_404' } })).status).toBe(
      404,
    );
  });

  it('holds the limits: subject, body, recipients, drafts, and sends in a window', async () => {
    const support = await signIn('support');
    const to = ['finance@courier.test'];
    const long = await post(support, { to, subject: 'x'.repeat(mailLimits.subject + 1), content: '' });
    expect(long.status).toBe(422);
    expect(long.body.error.fields).toHaveProperty('subject');
    expect(
      (await post(support, { to, subject: '', content: 'x'.repeat(mailLimits.content + 1) })).body.error.fields,
    ).toHaveProperty('content');
    const many = Array.from({ length: mailLimits.recipients + 1 }, () => 'finance@courier.test');
    expect((await post(support, { to: many, subject: '', content: '' })).status).toBe(422);
    expect(
      (
        await post(support, {
          to,
          subject: '',
          content: '',
          attachments: [{ type: 'text/html', name: 'a', size: 1, preview: '', downloadUrl: '' }],
        })
      ).status,
    ).toBe(422);

    const drafts = (await folder(support, 'drafts')).length;
    for (let i = drafts; i < mailLimits.drafts; i++)
      expect((await post(support, { to: [], subject: `d${i}`, content: '', draft: true })).status).toBe(200);
    const tooMany = await post(support, { to: [], subject: 'one more', content: '', draft: true });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error.fields).toEqual({ draft: 'too_many' });

    // The clock stands still: every send is within the window.
    for (let i = 0; i < mailLimits.sends; i++)
      expect((await post(support, { to, subject: `s${i}`, content: '' })).status).toBe(200);
    const refused = await post(support, { to, subject: 'one too many', content: '' });
    expect(refused.status).toBe(429);
    expect((await folder(await signIn('finance'), 'inbox')).some((m) => m.subject === 'one too many')).toBe(false);
  });
});

const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
const attach = (token: string, name: string, bytes: Uint8Array) => {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  return call('post', '/api/apps/mailbox/attachment', { token, form });
};
const download = (token: string, path: string) =>
  apiFetch(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } });
const rootOfFiles = async (token: string) =>
  (await call('get', '/api/apps/file-manager', { token, query: { folderId: 'null' } })).body as {
    folders: { id: string; name: string }[];
    files: { id: string; name: string }[];
  };

describe('mail attachments', () => {
  it('reach each recipient, who downloads them through his copy; nobody else does, and a deleted file changes no mail', async () => {
    const manager = await signIn('manager');
    const admin = await signIn('admin');
    const clerk = await signIn('clerk');

    const uploaded = await attach(manager, 'Seal report.pdf', pdf);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({
      name: 'Seal report.pdf',
      type: 'application/pdf',
      size: pdf.byteLength,
      downloadUrl: `/api/apps/file-manager/file/content?id=${uploaded.body.id}`,
    });
    // The upload is the manager's file, in his "Mail attachments" folder (his quota counts it).
    const attachments = (await rootOfFiles(manager)).folders.find((f) => f.name === 'Mail attachments')!;
    expect(attachments).toBeTruthy();
    const inFolder = await call('get', '/api/apps/file-manager', {
      token: manager,
      query: { folderId: attachments.id },
    });
    expect(inFolder.body.files.map((f: { id: string }) => f.id)).toEqual([uploaded.body.id]);

    // Kept as a draft first, then sent from Drafts.
    const draft = await post(manager, {
      to: ['admin@courier.test'],
      subject: 'Seal report',
      content: 'Attached.',
      attachments: [{ id: uploaded.body.id }],
      draft: true,
    });
    expect(draft.body.attachments).toEqual([uploaded.body]);
    const sent = await call('patch', '/api/apps/mailbox/mail', {
      token: manager,
      body: { id: draft.body.id, mail: { draft: false } },
    });
    expect(sent.status).toBe(200);
    const [own] = sent.body.attachments;
    expect(own).toMatchObject({ name: 'Seal report.pdf', type: 'application/pdf', size: pdf.byteLength });
    expect(own.downloadUrl).toBe(`/api/apps/mailbox/attachment?mailId=${sent.body.id}&id=${own.id}`);
    expect(own.preview).toBe(own.downloadUrl);

    const copy = (await folder(admin, 'inbox')).find((m) => m.subject === 'Seal report')!;
    const [theirs] = copy.attachments;
    expect(theirs!.downloadUrl).toBe(`/api/apps/mailbox/attachment?mailId=${copy.id}&id=${own.id}`);
    const answer = await download(admin, theirs!.downloadUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="Seal report.pdf"/);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await answer.arrayBuffer())).toEqual(pdf);

    // A colleague not on the mail gets nothing, by the mail's id or another's; nor does the
    // recipient through the sender's copy.
    expect((await download(clerk, theirs!.downloadUrl)).status).toBe(404);
    expect((await download(clerk, own.downloadUrl)).status).toBe(404);
    expect((await download(admin, own.downloadUrl)).status).toBe(404);
    expect((await download(admin, `/api/apps/file-manager/file/content?id=${uploaded.body.id}`)).status).toBe(404);
    // Nor may one attach another's file.
    const stolen = await post(clerk, { to: ['clerk@courier.test'], attachments: [{ id: uploaded.body.id }] });
    expect(stolen.status).toBe(422);
    expect(stolen.body.error.fields).toEqual({ attachments: 'not_found' });
    const borrowed = await post(clerk, { to: ['clerk@courier.test'], attachments: [{ id: own.id, mailId: copy.id }] });
    expect(borrowed.body.error.fields).toEqual({ attachments: 'not_found' });

    // The manager deletes his file: the mail keeps its attachment.
    expect(
      (await call('delete', '/api/apps/file-manager/item', { token: manager, query: { id: uploaded.body.id } })).body,
    ).toBe(true);
    expect(new Uint8Array(await (await download(admin, theirs!.downloadUrl)).arrayBuffer())).toEqual(pdf);

    // A forward names the attachment through the mail it comes from.
    const support = await signIn('support');
    const forwarded = await post(admin, {
      to: ['support@courier.test'],
      subject: 'Fwd: Seal report',
      attachments: [{ id: own.id, mailId: copy.id }],
    });
    expect(forwarded.status).toBe(200);
    const supportCopy = (await folder(support, 'inbox')).find((m) => m.subject === 'Fwd: Seal report')!;
    const forwardedAnswer = await download(support, supportCopy.attachments[0]!.downloadUrl);
    expect(new Uint8Array(await forwardedAnswer.arrayBuffer())).toEqual(pdf);
  });

  it('serves an attached HTML file as a download with its stored type, never inline', async () => {
    const manager = await signIn('manager');
    const admin = await signIn('admin');
    const html = new TextEncoder().encode('<!doctype html><script>parent.document.title = "owned"</script>');
    const uploaded = await attach(manager, 'page.html', html);
    expect(uploaded.body).toMatchObject({ type: 'text/html', preview: '' });
    await post(manager, { to: ['admin@courier.test'], subject: 'Page', attachments: [{ id: uploaded.body.id }] });
    const copy = (await folder(admin, 'inbox')).find((m) => m.subject === 'Page')!;
    expect(copy.attachments[0]!.preview).toBe('');
    const answer = await download(admin, copy.attachments[0]!.downloadUrl);
    expect(answer.headers.get('content-type')).toBe('text/html');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('refuses a file too large or of a kind not kept, too many or too big attachments, and changes nothing', async () => {
    const manager = await signIn('manager');
    const admin = await signIn('admin');
    const filesBefore = await rootOfFiles(manager);
    const big = new Uint8Array(fileLimits.maxBytes + 1);
    big.set(pdf);
    const tooBig = await attach(manager, 'big.pdf', big);
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.error.fields).toEqual({ file: 'too_large' });
    const program = await attach(manager, 'setup.exe', new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0]));
    expect(program.body.error.fields).toEqual({ file: 'type' });
    const fakePng = await attach(manager, 'photo.png', pdf);
    expect(fakePng.body.error.fields).toEqual({ file: 'type' });
    // Not even the attachments' folder is left behind.
    expect(await rootOfFiles(manager)).toEqual(filesBefore);

    const photo = await attach(manager, 'photo.png', images.png);
    expect(photo.body).toMatchObject({ type: 'image/png' });
    const sentBefore = await folder(manager, 'sent');
    const inboxBefore = await folder(admin, 'inbox');
    const tooMany = await post(manager, {
      to: ['admin@courier.test'],
      subject: 'Many',
      attachments: Array.from({ length: mailLimits.attachments + 1 }, () => ({ id: photo.body.id })),
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error.fields).toHaveProperty('attachments');

    // Three files of 9 MB pass 25 MB together (entries made in the store, to spare the test the uploads).
    const owner = (await call('get', '/api/common/user', { token: manager })).body.id as string;
    const heavy: string[] = [];
    await api.store.transaction(async () => {
      for (let i = 0; i < 3; i++) {
        const blobId = await api.store.nextId('blb');
        await api.blobs.put(blobId, pdf);
        const id = await api.store.nextId('fil');
        heavy.push(id);
        await api.store.table('files').insert({
          id,
          folderId: null,
          name: `scan ${i}.pdf`,
          createdBy: 'Murat Özkan',
          createdAt: '2026-11-20T09:00:00.000Z',
          modifiedAt: '2026-11-20T09:00:00.000Z',
          size: '9.0 MB',
          type: 'PDF',
          contents: null,
          description: null,
          ownerId: owner,
          sharedWith: [],
          bytes: 9 * 1024 * 1024,
          mimeType: 'application/pdf',
          blobId,
        });
      }
    });
    const tooLarge = await post(manager, {
      to: ['admin@courier.test'],
      subject: 'Scans',
      attachments: heavy.map((id) => ({ id })),
    });
    expect(tooLarge.status).toBe(422);
    expect(tooLarge.body.error.fields).toEqual({ attachments: 'too_large' });
    const unknown = await post(manager, { to: ['admin@courier.test'], attachments: [{ id: 'fil_404' }], draft: true });
    expect(unknown.body.error.fields).toEqual({ attachments: 'not_found' });
    expect(await folder(manager, 'sent')).toEqual(sentBefore);
    expect(await folder(admin, 'inbox')).toEqual(inboxBefore);
  });
});
