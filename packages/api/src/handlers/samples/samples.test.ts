import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inventoryPrice, slugify, uniqueSlug, type InventoryProduct } from '@courier/domain';
import type { SampleData } from '@courier/store';
import { ownListLimits, sampleDataOf, type Api } from '../../http/api';
import { images } from '../../testing/fixtures';
import { apiFetch, call, signIn, testNow, useApi } from '../../testing/harness';
import { highlight } from './boards';
import { compareProducts, inventoryPage } from './inventory';
import { folderCount, mailsPerPage } from './mailbox';

const { api } = useApi({ resetEach: true });
let token = '';
/** The sample data as the signed-in administrator has it. */
const samples = async (): Promise<SampleData> =>
  sampleDataOf(api as unknown as Api, (await get('/api/common/user')).id);
const get = async (path: string, query?: Record<string, string | number>) =>
  (await call('get', path, { token: (token ||= await signIn('admin')), query })).body;
const send = async (method: string, path: string, body?: unknown, query?: Record<string, string | number>) =>
  (await call(method, path, { token: (token ||= await signIn('admin')), body, query })).body;

describe('contacts', () => {
  it('lists and searches by name, sorted with locale comparison', async () => {
    const all = (await get('/api/apps/contacts/all')) as { name: string }[];
    expect(all.map((c) => c.name)).toEqual([...all.map((c) => c.name)].sort((a, b) => a.localeCompare(b, 'tr')));
    const part = all[3]!.name.slice(1, 4).toLocaleUpperCase('tr');
    const found = (await get('/api/apps/contacts/search', { query: part })) as { name: string }[];
    expect(found.every((c) => c.name.toLocaleLowerCase('tr').includes(part.toLocaleLowerCase('tr')))).toBe(true);
    expect(await get('/api/apps/contacts/search', { query: '' })).toEqual(all);
  });

  it('puts a new blank contact on top, merges edits and deletes', async () => {
    const created = await send('post', '/api/apps/contacts/contact');
    expect(created).toMatchObject({
      name: 'New Contact',
      avatar: null,
      emails: [],
      phoneNumbers: [],
      title: '',
      company: '',
      birthday: null,
      address: null,
      notes: null,
      tags: [],
    });
    expect((await samples()).contacts[0]!.id).toBe(created.id);
    const edited = await send('patch', '/api/apps/contacts/contact', {
      id: created.id,
      contact: { name: 'Zeynep Kaya', tags: ['ctg_1'] },
    });
    expect(edited).toMatchObject({ name: 'Zeynep Kaya', tags: ['ctg_1'], emails: [] });
    expect(await send('delete', '/api/apps/contacts/contact', undefined, { id: created.id })).toBe(true);
    expect(await get('/api/apps/contacts/contact', { id: created.id })).toBeNull();
  });

  it('links a contact to one of the company’s customers, for the roles that read customers', async () => {
    const [customer] = await api.store.table('customers').all([]);
    const contact = (await get('/api/apps/contacts/all'))[0] as { id: string };
    const link = (who: string, customerId: string | null) =>
      call('patch', '/api/apps/contacts/contact', { token: who, body: { id: contact.id, contact: { customerId } } });
    const admin = await signIn('admin');
    expect((await link(admin, customer!.id)).body).toMatchObject({ id: contact.id, customerId: customer!.id });
    expect((await get('/api/apps/contacts/contact', { id: contact.id })).customerId).toBe(customer!.id);
    // No such customer: refused by name, nothing changes.
    const unknown = await link(admin, 'cus_none');
    expect(unknown).toMatchObject({ status: 422, body: { error: { fields: { customerId: 'not_found' } } } });
    expect((await get('/api/apps/contacts/contact', { id: contact.id })).customerId).toBe(customer!.id);
    // A driver reads no customers: he links his own contacts to none.
    const driver = await signIn('driver');
    const his = (await call('get', '/api/apps/contacts/all', { token: driver })).body[0] as { id: string };
    const refused = await call('patch', '/api/apps/contacts/contact', {
      token: driver,
      body: { id: his.id, contact: { customerId: customer!.id } },
    });
    expect(refused.status).toBe(403);
    // Unlinked again.
    expect((await link(admin, null)).body.customerId).toBeNull();
  });

  it('creates tags on top, and deleting one takes it off every contact', async () => {
    const tags = await get('/api/apps/contacts/tags');
    expect(tags.map((t: { title: string }) => t.title)).toEqual([
      'Work',
      'Friend',
      'Family',
      'High School',
      'College',
      'Baseball Team',
      'Band',
    ]);
    expect((await send('post', '/api/apps/contacts/tag', { tag: { title: 'Courier' } })).title).toBe('Courier');
    expect((await get('/api/apps/contacts/tags'))[0].title).toBe('Courier');
    expect((await samples()).contacts.some((c) => c.tags.includes('ctg_1'))).toBe(true);
    expect(await send('delete', '/api/apps/contacts/tag', undefined, { id: 'ctg_1' })).toBe(true);
    expect((await samples()).contacts.some((c) => c.tags.includes('ctg_1'))).toBe(false);
  });

  it('offers about 240 countries with dial codes', async () => {
    const countries = await get('/api/apps/contacts/countries');
    expect(countries.length).toBeGreaterThan(235);
    expect(countries.find((c: { iso: string }) => c.iso === 'tr')).toMatchObject({ name: 'Türkiye', code: '+90' });
    expect(countries.find((c: { iso: string }) => c.iso === 'af')).toMatchObject({ code: '+93' });
  });

  it('stores an uploaded avatar as a data URL and refuses what is not an image', async () => {
    const form = new FormData();
    form.set('id', 'cnt_002');
    form.set('avatar', new Blob([images.png], { type: 'image/png' }), 'me.png');
    const response = await apiFetch('/api/apps/contacts/avatar', {
      method: 'POST',
      headers: { authorization: `Bearer ${await signIn('admin')}` },
      body: form,
    });
    expect((await response.json()).avatar).toBe(`data:image/png;base64,${Buffer.from(images.png).toString('base64')}`);
    // Text, and markup named as a picture: told by their bytes.
    for (const [bytes, type, name] of [
      [new TextEncoder().encode('hello'), 'text/plain', 'x.txt'],
      [images.html, 'image/png', 'x.png'],
      [images.svg, 'image/svg+xml', 'x.svg'],
    ] as const) {
      const bad = new FormData();
      bad.set('id', 'cnt_002');
      bad.set('avatar', new Blob([bytes], { type }), name);
      const refused = await apiFetch('/api/apps/contacts/avatar', {
        method: 'POST',
        headers: { authorization: `Bearer ${await signIn('admin')}` },
        body: bad,
      });
      expect(refused.status).toBe(422);
      expect((await refused.json()).error.fields).toEqual({ avatar: 'image_type' });
    }
  });
});

describe('inventory', () => {
  it('page 1 is the first page (the original skipped it)', async () => {
    const { products, pagination } = await get('/api/apps/ecommerce/inventory/products', { page: 1, size: 10 });
    const sorted = [...(await samples()).products].sort(compareProducts('name'));
    expect(products.map((p: InventoryProduct) => p.id)).toEqual(sorted.slice(0, 10).map((p) => p.id));
    expect(pagination).toEqual({ length: 40, size: 10, page: 1, lastPage: 4, startIndex: 0, endIndex: 9 });
    expect(await get('/api/apps/ecommerce/inventory/products', { page: 5 })).toEqual({
      products: null,
      pagination: { lastPage: 4 },
    });
    expect((await call('get', '/api/apps/ecommerce/inventory/products', { token, query: { page: -2 } })).status).toBe(
      400,
    );
  });

  it('pagination objects describe the slice (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 30 }),
        (total, size, page) => {
          const p = inventoryPage(total, page, size);
          expect(p.lastPage).toBe(Math.max(1, Math.ceil(total / size)));
          expect(p.startIndex).toBe((page - 1) * size);
          if (page <= p.lastPage && total > 0)
            expect(p.endIndex - p.startIndex + 1).toBe(Math.min(size, total - p.startIndex));
        },
      ),
    );
  });

  it('sorts sku, name and active as text without case, the rest as numbers (property)', () => {
    const product = fc.record({
      sku: fc.string(),
      name: fc.string(),
      active: fc.boolean(),
      stock: fc.integer({ min: 0, max: 1e6 }),
      price: fc.float({ min: 0, max: 1e6, noNaN: true }),
    });
    fc.assert(
      fc.property(
        fc.array(product, { minLength: 2, maxLength: 30 }),
        fc.constantFrom('sku', 'name', 'active', 'stock', 'price'),
        (items, field) => {
          const sorted = [...(items as unknown as InventoryProduct[])].sort(compareProducts(field as 'sku'));
          for (let i = 1; i < sorted.length; i++) {
            const a = sorted[i - 1]![field as keyof InventoryProduct];
            const b = sorted[i]![field as keyof InventoryProduct];
            if (field === 'stock' || field === 'price') expect(Number(a)).toBeLessThanOrEqual(Number(b));
            else expect(String(a).toLowerCase().localeCompare(String(b).toLowerCase())).toBeLessThanOrEqual(0);
          }
        },
      ),
    );
  });

  it('seeds products whose price is the base price with its tax and whose reservations fit their stock', async () => {
    const { products } = await samples();
    expect(products).toHaveLength(40);
    for (const p of products) {
      expect(p.price).toBe(inventoryPrice(p.basePrice, p.taxPercent));
      expect(p.reserved).toBeLessThanOrEqual(p.stock);
    }
  });

  it('creates a blank inactive product on top, merges edits with the price, and strips deleted tags', async () => {
    const blank = await send('post', '/api/apps/ecommerce/inventory/product');
    expect(blank.active).toBe(false);
    expect((await samples()).products[0]!.id).toBe(blank.id);
    expect(
      await send('patch', '/api/apps/ecommerce/inventory/product', {
        id: blank.id,
        product: { basePrice: 100, taxPercent: 18, name: 'Zeon Mens 44mm' },
      }),
    ).toMatchObject({ price: 118, name: 'Zeon Mens 44mm' });
    expect(await send('delete', '/api/apps/ecommerce/inventory/tag', undefined, { id: 'itag_10' })).toBe(true);
    expect((await samples()).products.some((p) => p.tags.includes('itag_10'))).toBe(false);
    expect(await get('/api/apps/ecommerce/inventory/product', { id: 'prd_404' })).toBeNull();
  });
});

describe('mailbox', () => {
  it('makes slugs by the rules (property) and suffixes taken ones', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (title) => {
        const slug = slugify(title);
        expect(slug).toBe(slug.toLowerCase());
        expect(slug).not.toMatch(/\s/);
        expect(slug).not.toMatch(/--/);
        expect(slug).toMatch(/^[\w-]*$/);
      }),
    );
    expect(slugify('My  Big -- Label!')).toBe('my-big-label');
    const taken = new Set(['work', 'work-1']);
    expect(uniqueSlug('Work', (s) => taken.has(s))).toBe('work-2');
  });

  it('creates a label with a unique slug, regenerates it on update, and strips a deleted one from mails', async () => {
    expect(await send('post', '/api/apps/mailbox/label', { label: { title: 'Work', color: 'pink' } })).toMatchObject({
      slug: 'work-1',
    });
    expect(await send('patch', '/api/apps/mailbox/label', { id: 'mlb_3', label: { title: 'Money In' } })).toMatchObject(
      { slug: 'money-in' },
    );
    expect((await samples()).mails.some((m) => m.labels.includes('mlb_2'))).toBe(true);
    await send('delete', '/api/apps/mailbox/label', undefined, { id: 'mlb_2' });
    expect((await samples()).mails.some((m) => m.labels.includes('mlb_2'))).toBe(false);
  });

  it('counts folders by the spec’s rules', async () => {
    const folders = await get('/api/apps/mailbox/folders');
    for (const f of folders) expect(f.count).toBe(folderCount(f.slug, (await samples()).mails, f.id));
    expect(folders.find((f: { slug: string }) => f.slug === 'sent').count).toBe(0);
    expect(folders.find((f: { slug: string }) => f.slug === 'spam').count).toBe(
      (await samples()).mails.filter((m) => m.folder === 'mfd_spam').length,
    );
  });

  it('pages mails 10 at a time, newest first, by folder, filter or label', async () => {
    const first = await get('/api/apps/mailbox/mails', { folder: 'inbox' });
    expect(first.mails).toHaveLength(mailsPerPage);
    expect(first.pagination).toMatchObject({
      totalResults: 34,
      resultsPerPage: 10,
      currentPage: 1,
      lastPage: 4,
      startIndex: 0,
      endIndex: 9,
    });
    const dates = first.mails.map((m: { date: string }) => m.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(first.mails[0]).toHaveProperty('ccCount');
    expect(await get('/api/apps/mailbox/mails', { folder: 'inbox', page: 5 })).toEqual({
      mails: null,
      pagination: { lastPage: 4 },
    });
    const starred = await get('/api/apps/mailbox/mails', { filter: 'starred' });
    expect(starred.mails.every((m: { starred: boolean }) => m.starred)).toBe(true);
    const labelled = await get('/api/apps/mailbox/mails', { label: 'payments' });
    expect(labelled.mails.every((m: { labels: string[] }) => m.labels.includes('mlb_3'))).toBe(true);
  });

  it('merges a mail change, and keeps settings', async () => {
    expect(
      await send('patch', '/api/apps/mailbox/mail', { id: 'mai_001', mail: { starred: true, folder: 'mfd_trash' } }),
    ).toMatchObject({ starred: true, folder: 'mfd_trash' });
    expect(await send('patch', '/api/apps/mailbox/settings', { settings: { messageLayout: 'full' } })).toEqual({
      messageLayout: 'full',
    });
    expect(await get('/api/apps/mailbox/mail', { id: 'nope' })).toBeNull();
  });
});

describe('notes, scrumboard and tasks', () => {
  it('keeps updatedAt null until the first edit', async () => {
    const created = await send('post', '/api/apps/notes', { note: { title: 'Buy labels', labels: ['nlb_2'] } });
    expect(created).toMatchObject({ updatedAt: null, archived: false, tasks: null });
    const edited = await send('patch', '/api/apps/notes', { updatedNote: { id: created.id, archived: true } });
    expect(edited).toMatchObject({ archived: true, updatedAt: testNow.toISOString(), title: 'Buy labels' });
    const withTask = await send('post', '/api/apps/notes/tasks', { noteId: created.id, content: 'Ask for a quote' });
    expect(withTask.tasks).toEqual([expect.objectContaining({ content: 'Ask for a quote', completed: false })]);
    await send('delete', '/api/apps/notes/labels', undefined, { id: 'nlb_2' });
    expect((await get('/api/apps/notes/all')).some((n: { labels: string[] }) => n.labels.includes('nlb_2'))).toBe(
      false,
    );
  });

  it('keeps a person’s lists within their limits: one more note, or one too large, is a 422 that changes nothing', async () => {
    const me = (await get('/api/common/user')).id as string;
    const notes = (await samples()).notes;
    const full = Array.from({ length: ownListLimits.items }, (_, i) => ({ ...notes[0]!, id: `note_${i}` }));
    await api.store.documents.put('samples', me, { notes: full });
    const refused = await call('post', '/api/apps/notes', { token, body: { note: { title: 'One too many' } } });
    expect(refused.status).toBe(422);
    expect(refused.body.error.fields).toEqual({ notes: 'too_many' });
    expect((await samples()).notes).toHaveLength(ownListLimits.items);
    await api.store.documents.put('samples', me, { notes: [] });
    const large = await call('post', '/api/apps/notes', {
      token,
      body: { note: { title: 'Long', content: 'x'.repeat(ownListLimits.itemBytes) } },
    });
    expect(large.status).toBe(422);
    expect((await samples()).notes).toHaveLength(0);
    // Messages of the shell, too.
    const message = { title: 'Hi', description: 'x'.repeat(100), read: false, useRouter: false };
    await api.store.documents.put(
      'messages',
      me,
      Array.from({ length: ownListLimits.items / 2 }, (_, i) => ({
        ...message,
        id: `m${i}`,
        time: testNow.toISOString(),
      })),
    );
    expect((await call('post', '/api/common/messages', { token, body: { message } })).body.error.fields).toEqual({
      messages: 'too_many',
    });
  });

  it('pages a person’s lists where the caller asks: the page, and the whole count beside it', async () => {
    const me = (await get('/api/common/user')).id as string;
    const message = {
      title: 'Hi',
      description: 'x',
      read: false,
      useRouter: false,
      icon: null,
      image: null,
      link: null,
    };
    await api.store.documents.put(
      'messages',
      me,
      Array.from({ length: 60 }, (_, i) => ({
        ...message,
        id: `m${i}`,
        time: new Date(testNow.getTime() - i * 60_000).toISOString(),
      })),
    );
    const second = await call('get', '/api/common/messages', { token, query: { page: '2', size: '25' } });
    expect(second.body.map((m: { id: string }) => m.id)).toEqual(Array.from({ length: 25 }, (_, i) => `m${25 + i}`));
    expect(second.headers.get('x-total-count')).toBe('60');
    // Asked for nothing, the list comes whole, as the spec gives it.
    expect((await call('get', '/api/common/messages', { token })).body).toHaveLength(60);
    expect((await call('get', '/api/common/messages', { token, query: { size: '500' } })).status).toBe(400);
    for (const path of [
      '/api/apps/notes/all',
      '/api/apps/tasks/all',
      '/api/apps/contacts/all',
      '/api/apps/chat/chats',
    ]) {
      const page = await call('get', path, { token, query: { size: '1' } });
      expect(page.body.length, path).toBeLessThanOrEqual(1);
      expect(Number(page.headers.get('x-total-count')), path).toBeGreaterThanOrEqual(page.body.length);
    }
  });

  it('steps positions by 65536 and moves cards between lists', async () => {
    const board = await get('/api/apps/scrumboard/board', { id: 'brd_1' });
    expect(board.lists.map((l: { position: number }) => l.position)).toEqual([65536, 131072, 196608, 262144]);
    const card = await send('post', '/api/apps/scrumboard/board/card', {
      boardId: 'brd_1',
      listId: board.lists[0].id,
      title: 'New card',
    });
    expect(card.position).toBe(Math.max(...board.lists[0].cards.map((c: { position: number }) => c.position)) + 65536);
    const [moved] = await send('patch', '/api/apps/scrumboard/board/card/positions', {
      cards: [{ id: card.id, listId: board.lists[2].id, position: 32768 }],
    });
    expect(moved).toMatchObject({ listId: board.lists[2].id, position: 32768 });
    expect((await get('/api/apps/scrumboard/board', { id: 'brd_1' })).lists[2].cards[0].id).toBe(card.id);
    await send('delete', '/api/apps/scrumboard/board/list', undefined, { id: board.lists[2].id });
    const cards = await get('/api/apps/scrumboard/board/cards', { boardId: 'brd_1' });
    expect(cards.some((c: { id: string }) => c.id === card.id)).toBe(false);
  });

  it('searches tasks in titles and notes and marks the matches', async () => {
    const found = await get('/api/apps/tasks/search', { query: 'rate' });
    expect(found.length).toBeGreaterThan(0);
    const rateCard = found.find((t: { title: string }) => t.title.includes('rate card'));
    expect(rateCard.titleHighlighted).toBe('Send the new <mark>rate</mark> card to business customers');
    expect(highlight('<b>x</b> bold', 'b')).toBe('&lt;<mark>b</mark>&gt;x&lt;/<mark>b</mark>&gt; <mark>b</mark>old');
  });

  it('puts a new task first and takes a whole new order', async () => {
    const created = await send('post', '/api/apps/tasks/task', { type: 'section' });
    const all = await get('/api/apps/tasks/all');
    expect(all[0].id).toBe(created.id);
    const reversed = all.map((t: { id: string }) => t.id).reverse();
    expect(
      (await send('patch', '/api/apps/tasks/order', { order: reversed })).map((t: { id: string }) => t.id),
    ).toEqual(reversed);
    expect((await call('patch', '/api/apps/tasks/order', { token, body: { order: reversed.slice(1) } })).status).toBe(
      422,
    );
  });
});

describe('files, help centre, academy, activities, icons and dashboards', () => {
  it('browses folders with a breadcrumb path', async () => {
    const root = await get('/api/apps/file-manager', { folderId: 'null' });
    expect(root.path).toEqual([]);
    expect(root.folders.map((f: { name: string }) => f.name)).toEqual(['Contracts', 'Operations', 'Photos']);
    const safety = await get('/api/apps/file-manager', { folderId: 'fld_4' });
    expect(safety.path.map((f: { name: string }) => f.name)).toEqual(['Operations', 'Safety']);
    expect(await get('/api/apps/file-manager', { folderId: 'fld_404' })).toEqual({ folders: [], files: [], path: [] });
  });

  it('answers FAQs and guides with and without a slug, and one guide with its content', async () => {
    expect((await get('/api/apps/help-center/faqs')).map((c: { slug: string }) => c.slug)).toEqual([
      'most-asked',
      'general-inquiries',
      'drivers-and-trucks',
      'payments',
      'support',
    ]);
    expect(await get('/api/apps/help-center/faqs', { slug: 'payments' })).toHaveLength(1);
    const cut = await get('/api/apps/help-center/guides', { limit: 3 });
    expect(cut[0]).toMatchObject({ visibleGuides: 3, totalGuides: 6 });
    expect(cut.map((c: { totalGuides: number }) => c.totalGuides)).toEqual([6, 4, 3, 8, 8, 6, 8]);
    expect(cut[0].guides).toHaveLength(3);
    const defaults = await get('/api/apps/help-center/guides');
    expect(defaults[0].guides).toHaveLength(5);
    const one = await get('/api/apps/help-center/guide', { categorySlug: 'getting-started', guideSlug: 'plan-a-trip' });
    expect(one.guide).toMatchObject({ title: 'Plan a trip', subtitle: 'A truck, a driver and a route' });
    expect(one.guide.content).toContain('<li>Choose the route, the truck and the driver.</li>');
  });

  it('sorts academy categories by title and gives a course with its steps', async () => {
    const categories = (await get('/api/apps/academy/categories')).map((c: { title: string }) => c.title);
    expect(categories).toEqual([...categories].sort());
    const course = await get('/api/apps/academy/courses/course', { id: 'crs_01' });
    expect(course.steps).toHaveLength(course.totalSteps);
  });

  it('keeps each user’s own progress through a course: the step reached, never lowered, and each finish', async () => {
    const admin = await signIn('admin');
    const clerk = await signIn('clerk');
    // A course the sample has under way, with steps left to reach.
    const { id, totalSteps } = (
      (await get('/api/apps/academy/courses')) as {
        id: string;
        totalSteps: number;
        progress: { currentStep: number };
      }[]
    ).find((c) => c.progress.currentStep + 2 < c.totalSteps)!;
    const progress = async (who: string) =>
      (await call('get', '/api/apps/academy/courses/course', { token: who, query: { id } })).body.progress;
    const put = (who: string, body: unknown) => call('put', '/api/apps/academy/courses/progress', { token: who, body });
    const model = await progress(clerk);

    const reached = model.currentStep + 2;
    expect((await put(admin, { id, step: reached })).body.progress).toEqual({
      currentStep: reached,
      completed: model.completed,
    });
    // Going back to the first step keeps the step reached.
    await put(admin, { id, step: 0 });
    expect(await progress(admin)).toEqual({ currentStep: reached, completed: model.completed });
    // Finished: every step done, once more completed; in the course list too.
    await put(admin, { id, step: totalSteps });
    const listed = (await get('/api/apps/academy/courses')).find((c: { id: string }) => c.id === id);
    expect(listed.progress).toEqual({ currentStep: totalSteps, completed: model.completed + 1 });
    // Another user's progress is his own: unchanged.
    expect(await progress(clerk)).toEqual(model);

    // Refused: no such course, a step past the end, a wrong body; nothing changes.
    expect((await put(admin, { id: 'crs_none', step: 0 })).status).toBe(404);
    expect((await put(admin, { id, step: totalSteps + 1 })).body.error.fields).toEqual({ step: 'too_big' });
    expect((await put(admin, { id, step: -1 })).status).toBe(422);
    expect((await put(admin, { id, step: 1, other: true })).status).toBe(422);
    expect(await progress(admin)).toEqual({ currentStep: totalSteps, completed: model.completed + 1 });
  });

  it('dates activities 25 minutes to 4 days back from now', async () => {
    const items = await get('/api/pages/activities');
    const ages = items.map((a: { date: string }) => testNow.getTime() - new Date(a.date).getTime());
    expect(Math.min(...ages)).toBe(25 * 60_000);
    expect(Math.max(...ages)).toBe(4 * 86_400_000);
  });

  it('lists the seven icon sets with their namespaces, grids and real names', async () => {
    const sets: Record<string, [string, string, string]> = {
      feather: ['feather', 'icon-size-6', 'truck'],
      'heroicons-outline': ['heroicons_outline', 'icon-size-6', 'bell'],
      'heroicons-solid': ['heroicons_solid', 'icon-size-6', 'bell'],
      'heroicons-mini': ['heroicons_mini', 'icon-size-5', 'bell'],
      'material-solid': ['mat_solid', 'icon-size-6', 'local-shipping'],
      'material-outline': ['mat_outline', 'icon-size-6', 'local-shipping'],
      'material-twotone': ['', 'icon-size-6', 'local-shipping'],
    };
    for (const [set, [namespace, grid, sample]] of Object.entries(sets)) {
      const body = await get(`/api/ui/icons/${set}`);
      expect(body).toMatchObject({ namespace, grid });
      expect(body.list).toContain(sample);
    }
    expect((await call('get', '/api/ui/icons/emoji', { token })).status).toBe(404);
  });

  it('answers the four dashboards', async () => {
    expect((await get('/api/dashboards/analytics')).visitorsOverview.thisYear).toHaveLength(12);
    expect((await get('/api/dashboards/crypto')).btc.price.series).toHaveLength(48);
    const finance = await get('/api/dashboards/finance');
    expect(new Set(finance.recentTransactions.map((t: { status: string }) => t.status))).toEqual(
      new Set(['paid', 'pending']),
    );
    expect((await get('/api/dashboards/project')).budgetDetails.rows).toHaveLength(5);
    expect((await call('get', '/api/dashboards/nope', { token })).status).toBe(404);
  });

  it('finds tasks in the shell search', async () => {
    const sets = await send('post', '/api/common/search', { query: 'insurance' });
    expect(sets.find((s: { id: string }) => s.id === 'tasks').results[0]).toMatchObject({
      title: 'Renew truck insurance policies',
      completed: expect.any(Boolean),
    });
  });
});

describe('whose data', () => {
  it('gives each user his own notes and contacts: what one deletes, the other keeps', async () => {
    const admin = await signIn('admin');
    const driver = await signIn('driver');
    const notesOf = async (who: string) =>
      (await call('get', '/api/apps/notes/all', { token: who })).body as { id: string }[];
    const contactsOf = async (who: string) =>
      (await call('get', '/api/apps/contacts/all', { token: who })).body as { id: string }[];
    const adminNotes = await notesOf(admin);
    const adminContacts = await contactsOf(admin);
    for (const note of adminNotes)
      expect((await call('delete', '/api/apps/notes', { token: driver, query: { id: note.id } })).body).toBe(true);
    for (const contact of adminContacts.slice(0, 5))
      await call('delete', '/api/apps/contacts/contact', { token: driver, query: { id: contact.id } });
    expect(await notesOf(driver)).toEqual([]);
    expect(await notesOf(admin)).toEqual(adminNotes);
    expect(await contactsOf(admin)).toEqual(adminContacts);
    // The driver's own note is his alone.
    const mine = (await call('post', '/api/apps/notes', { token: driver, body: { note: { title: 'Depot keys' } } }))
      .body;
    expect((await notesOf(driver)).map((n) => n.id)).toEqual([mine.id]);
    expect((await notesOf(admin)).some((n) => n.id === mine.id)).toBe(false);
  });

  it('lets only an administrator or a manager change the company’s inventory; everyone reads it', async () => {
    const driver = await signIn('driver');
    const products = (await call('get', '/api/apps/ecommerce/inventory/products', { token: driver })).body;
    const first = products.products[0];
    const refused = await call('delete', '/api/apps/ecommerce/inventory/product', {
      token: driver,
      query: { id: first.id },
    });
    expect(refused.status).toBe(403);
    expect(
      (await call('get', '/api/apps/ecommerce/inventory/product', { token: driver, query: { id: first.id } })).body,
    ).toEqual(first);
    const manager = await signIn('manager');
    expect(
      (await call('delete', '/api/apps/ecommerce/inventory/product', { token: manager, query: { id: first.id } })).body,
    ).toBe(true);
    // Gone for everyone (the spec answers a missing product with null).
    expect(
      (await call('get', '/api/apps/ecommerce/inventory/product', { token: driver, query: { id: first.id } })).body,
    ).toBeNull();
  });
});
