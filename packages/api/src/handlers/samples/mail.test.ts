import { describe, expect, it } from 'vitest';
import { mailLimits, type Mail } from '@courier/domain';
import { call, openEvents, signIn, useApi } from '../../testing/harness';

useApi({ resetEach: true });

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
