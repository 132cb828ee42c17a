import { describe, expect, it } from 'vitest';
import { chatLimits, type Chat, type ChatMessage } from '@courier/domain';
import { call, openEvents, signIn, useApi } from '../../testing/harness';

useApi({ resetEach: true });

const me = async (token: string) => (await call('get', '/api/common/user', { token })).body as { id: string };
const chatsOf = async (token: string) => (await call<Chat[]>('get', '/api/apps/chat/chats', { token })).body;
const send = (token: string, body: Record<string, unknown>) => call('post', '/api/apps/chat/message', { token, body });

describe('chat between colleagues', () => {
  it('lists a user’s conversations with colleagues, their contact, and refuses one he is not part of', async () => {
    const token = await signIn('dispatcher');
    const chats = await chatsOf(token);
    expect(chats.length).toBeGreaterThan(2);
    expect(chats[0]!.contact).toMatchObject({ id: chats[0]!.contactId });
    expect(chats[0]!.contact).not.toHaveProperty('details');
    const one = await call('get', '/api/apps/chat/chat', { token, query: { id: chats[0]!.id } });
    expect(one.body.messages.length).toBeGreaterThan(0);
    expect(await call('get', '/api/apps/chat/chat', { token, query: { id: 'cht_404' } })).toEqual({
      status: 404,
      body: { error: { code: 'not_found', message: 'Could not found chat with id of cht_404!' } },
    });
    // Two others' conversation is not found for him, and he cannot write to it.
    const admin = await me(await signIn('admin'));
    const manager = await me(await signIn('manager'));
    const theirs = [admin.id, manager.id].sort().join('~');
    expect((await call('get', '/api/apps/chat/chat', { token, query: { id: theirs } })).status).toBe(404);
    expect((await send(token, { chatId: theirs, value: 'Hi' })).status).toBe(404);
  });

  it('the seeded unread counts are what the reader has not read', async () => {
    for (const role of ['admin', 'manager', 'clerk']) {
      const token = await signIn(role);
      const user = await me(token);
      for (const chat of await chatsOf(token)) {
        const unread = chat.messages.filter((m) => !m.isMine);
        expect(chat.unreadCount).toBeLessThanOrEqual(unread.length);
        expect(chat.messages.every((m) => m.contactId === (m.isMine ? user.id : chat.contactId))).toBe(true);
      }
    }
  });

  it('a message from one colleague reaches the other, live, and nobody else', async () => {
    const admin = await signIn('admin');
    const manager = await signIn('manager');
    const clerk = await signIn('clerk');
    const managerId = (await me(manager)).id;
    const chat = (await chatsOf(admin)).find((c) => c.contactId === managerId)!;
    const before = (await chatsOf(manager)).find((c) => c.id === chat.id)!;
    const managerHears = await openEvents(manager);
    const clerkHears = await openEvents(clerk);
    await managerHears.when('ready');
    await clerkHears.when('ready');

    const sent = await send(admin, { chatId: chat.id, value: 'Ankara kamyonu 10’da yükleniyor' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ isMine: true, seen: false, value: 'Ankara kamyonu 10’da yükleniyor' });
    expect(await managerHears.when('chat', { id: chat.id })).toBeTruthy();

    const theirs = (await chatsOf(manager)).find((c) => c.id === chat.id)!;
    expect(theirs.messages.at(-1)).toMatchObject({ id: sent.body.id, isMine: false, contactId: (await me(admin)).id });
    expect(theirs.unreadCount).toBe(before.unreadCount + 1);
    expect(theirs.lastMessage).toBe('Ankara kamyonu 10’da yükleniyor');

    // The clerk is told of his own conversation, and of nothing of the others' (the stream keeps the order).
    const clerkChat = (await chatsOf(clerk))[0]!;
    const partner = await call('get', '/api/apps/chat/contact', { token: clerk, query: { id: clerkChat.contactId } });
    const other = await signIn(partner.body.details.emails[0].email);
    await send(other, { chatId: clerkChat.id, value: 'Merhaba' });
    await clerkHears.when('chat', { id: clerkChat.id });
    expect(clerkHears.of('chat').map((e) => (e.data as { id: string }).id)).toEqual([clerkChat.id]);
    expect((await chatsOf(clerk)).some((c) => c.id === chat.id)).toBe(false);
    await managerHears.close();
    await clerkHears.close();
  });

  it('opening the conversation reads it: the count goes to 0 and the writer sees his messages seen', async () => {
    const admin = await signIn('admin');
    const manager = await signIn('manager');
    const managerId = (await me(manager)).id;
    const chat = (await chatsOf(admin)).find((c) => c.contactId === managerId)!;
    const sent = (await send(admin, { chatId: chat.id, value: 'Okudun mu?' })).body as ChatMessage;
    const adminHears = await openEvents(admin);
    await adminHears.when('ready');
    const read = await call('patch', '/api/apps/chat/chat', {
      token: manager,
      body: { id: chat.id, chat: { unreadCount: 0 } },
    });
    expect(read.body.unreadCount).toBe(0);
    await adminHears.when('chat', { id: chat.id });
    const adminsView = (await call('get', '/api/apps/chat/chat', { token: admin, query: { id: chat.id } }))
      .body as Chat;
    expect(adminsView.messages.find((m) => m.id === sent.id)).toMatchObject({ seen: true });
    // Muting is the manager's own: the administrator's conversation is not muted.
    await call('patch', '/api/apps/chat/chat', { token: manager, body: { id: chat.id, chat: { muted: true } } });
    expect(adminsView.muted).toBe(false);
    expect((await chatsOf(manager)).find((c) => c.id === chat.id)!.muted).toBe(true);
    await adminHears.close();
  });

  it('begins a conversation with a colleague by his id, one conversation whoever writes first', async () => {
    const finance = await signIn('finance');
    const driver = await signIn('driver');
    const driverId = (await me(driver)).id;
    const first = await send(finance, { contactId: driverId, value: 'Tahsilat makbuzu?' });
    expect(first.status).toBe(200);
    const reply = await send(driver, { contactId: (await me(finance)).id, value: 'Masada.' });
    expect(reply.body.chatId).toBe(first.body.chatId);
    const chat = (await chatsOf(driver)).find((c) => c.id === first.body.chatId)!;
    expect(chat.messages.map((m) => m.value).slice(-2)).toEqual(['Tahsilat makbuzu?', 'Masada.']);
    // Nobody writes to himself or to an unknown account.
    expect((await send(driver, { contactId: driverId, value: 'x' })).body.error.fields).toEqual({
      contactId: 'not_a_colleague',
    });
    expect((await send(driver, { contactId: 'usr_999', value: 'x' })).status).toBe(422);
  });

  it('opens the one conversation with a colleague, begun empty, listed for him and for the colleague once written to', async () => {
    const finance = await signIn('finance');
    const driver = await signIn('driver');
    const clerk = await signIn('clerk');
    const driverId = (await me(driver)).id;
    const financeId = (await me(finance)).id;
    expect((await chatsOf(finance)).some((c) => c.contactId === driverId)).toBe(false);
    const opened = await call<Chat>('post', '/api/apps/chat/chat', { token: finance, body: { contactId: driverId } });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({
      id: [financeId, driverId].sort().join('~'),
      contactId: driverId,
      messages: [],
      earlier: false,
      unreadCount: 0,
    });
    expect(opened.body.contact).toMatchObject({ id: driverId });
    expect((await chatsOf(finance)).map((c) => c.id)).toContain(opened.body.id);
    // An empty conversation is not the colleague's yet, nor anyone else's.
    expect((await chatsOf(driver)).some((c) => c.id === opened.body.id)).toBe(false);
    expect((await call('get', '/api/apps/chat/chat', { token: clerk, query: { id: opened.body.id } })).status).toBe(
      404,
    );
    // Opening it again is the same conversation; the first message reaches the colleague.
    const again = await call<Chat>('post', '/api/apps/chat/chat', { token: finance, body: { contactId: driverId } });
    expect(again.body.id).toBe(opened.body.id);
    await send(finance, { chatId: opened.body.id, value: 'Makbuz?' });
    expect((await chatsOf(driver)).find((c) => c.id === opened.body.id)).toMatchObject({ unreadCount: 1 });
    // The colleague opening an existing one gets its history.
    const theirs = await call<Chat>('post', '/api/apps/chat/chat', { token: driver, body: { contactId: financeId } });
    expect(theirs.body.messages.map((m) => m.value)).toEqual(['Makbuz?']);
    expect(theirs.body.unreadCount).toBe(1);
    // Nobody opens one with himself, an unknown account, or with fields it does not take.
    for (const body of [{ contactId: driverId }, { contactId: 'usr_999' }]) {
      const refused = await call('post', '/api/apps/chat/chat', { token: driver, body });
      expect(refused.status).toBe(422);
      expect(refused.body.error.fields).toEqual({ contactId: 'not_a_colleague' });
    }
    expect(
      (await call('post', '/api/apps/chat/chat', { token: driver, body: { contactId: financeId, value: 'x' } })).status,
    ).toBe(422);
  });

  it('caps a message’s length and how many one sends a minute, and pages the history', async () => {
    const admin = await signIn('admin');
    const support = await signIn('support');
    const supportId = (await me(support)).id;
    const long = await send(admin, { contactId: supportId, value: 'a'.repeat(chatLimits.messageLength + 1) });
    expect(long.status).toBe(422);
    expect(long.body.error.fields).toEqual({ value: expect.any(String) });
    const chatId = (await send(admin, { contactId: supportId, value: '1' })).body.chatId as string;
    const before = (await call('get', '/api/apps/chat/chat', { token: admin, query: { id: chatId } })).body as Chat;
    // The clock stands still: every message is within the minute.
    const mine = before.messages.filter((m) => m.isMine).length;
    for (let i = mine; i < chatLimits.perMinute; i++)
      expect((await send(admin, { chatId, value: `m${i}` })).status).toBe(200);
    const refused = await send(admin, { chatId, value: 'one too many' });
    expect(refused.status).toBe(429);
    const after = (await call('get', '/api/apps/chat/chat', { token: admin, query: { id: chatId } })).body as Chat;
    expect(after.lastMessage).not.toBe('one too many');
    // The other writes too, past a page.
    for (let i = 0; i < chatLimits.pageSize - chatLimits.perMinute + 5; i++)
      await send(support, { chatId, value: `s${i}` });
    const page = (await call('get', '/api/apps/chat/chat', { token: admin, query: { id: chatId } })).body as Chat;
    expect(page.messages).toHaveLength(chatLimits.pageSize);
    expect(page.earlier).toBe(true);
    const older = (
      await call('get', '/api/apps/chat/chat', { token: admin, query: { id: chatId, before: page.messages[0]!.id } })
    ).body as Chat;
    expect(older.messages.length).toBeGreaterThan(0);
    expect(older.messages.at(-1)!.createdAt <= page.messages[0]!.createdAt).toBe(true);
    expect(older.messages.some((m) => page.messages.some((p) => p.id === m.id))).toBe(false);
  });

  it('lists colleagues by name as contacts, and gives the signed-in user’s profile', async () => {
    const token = await signIn('finance');
    const contacts = (await call('get', '/api/apps/chat/contacts', { token })).body as {
      name: string;
      email?: string;
    }[];
    expect(contacts.map((c) => c.name)).toEqual(
      [...contacts.map((c) => c.name)].sort((a, b) => a.localeCompare(b, 'tr')),
    );
    expect(contacts.some((c) => c.name === 'Kaan Polat')).toBe(false);
    expect((await call('get', '/api/apps/chat/profile', { token })).body).toMatchObject({
      email: 'finance@courier.test',
    });
  });
});
