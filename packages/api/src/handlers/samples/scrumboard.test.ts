import { describe, expect, it } from 'vitest';
import { boardLimits } from '@courier/domain';
import { call, openEvents, signIn, useApi } from '../../testing/harness';

useApi({ resetEach: true });
const base = '/api/apps/scrumboard';
const idOf = async (token: string) => ((await call('get', '/api/common/user', { token })).body as { id: string }).id;
const titles = (list: { title: string }[]) => list.map((b) => b.title);

async function newBoard(token: string, title: string, memberIds: string[] = []) {
  const made = await call('post', `${base}/boards`, { token, body: { title, memberIds } });
  expect(made.status).toBe(201);
  return made.body as { id: string; ownerId: string; members: { id: string }[] };
}

async function listOn(token: string, boardId: string, title = 'To do') {
  return (await call('post', `${base}/board/list`, { token, body: { boardId, title } })).body as { id: string };
}

describe('shared boards', () => {
  it('are made with members, who all see and change the same board, and nobody else', async () => {
    const admin = await signIn('admin');
    const manager = await signIn('manager');
    const driver = await signIn('driver');
    const board = await newBoard(admin, 'Winter timetable', [await idOf(manager)]);
    expect(board.members.map((m) => m.id)).toEqual([await idOf(admin), await idOf(manager)]);

    expect(titles((await call('get', `${base}/boards`, { token: manager })).body)).toContain('Winter timetable');
    expect(titles((await call('get', `${base}/boards`, { token: driver })).body)).not.toContain('Winter timetable');

    // The manager adds a list and a card; the administrator sees them.
    const list = await listOn(manager, board.id);
    const card = (
      await call('post', `${base}/board/card`, {
        token: manager,
        body: { boardId: board.id, listId: list.id, title: 'Print the new times' },
      })
    ).body;
    expect(card.id.startsWith(`${board.id}.`)).toBe(true);
    const seen = (await call('get', `${base}/board`, { token: admin, query: { id: board.id } })).body;
    expect(seen.lists[0].cards.map((c: { title: string }) => c.title)).toEqual(['Print the new times']);

    // A colleague not on the board reads nothing and changes nothing.
    expect((await call('get', `${base}/board`, { token: driver, query: { id: board.id } })).body).toBeNull();
    expect((await call('get', `${base}/board/cards`, { token: driver, query: { boardId: board.id } })).body).toEqual(
      [],
    );
    const refused = await call('patch', `${base}/board/card`, {
      token: driver,
      body: { id: card.id, card: { title: 'Mine now' } },
    });
    expect(refused.body).toBeNull();
    const outsider = await call('post', `${base}/board/card`, {
      token: driver,
      body: { boardId: board.id, listId: list.id, title: 'Sneaked in' },
    });
    expect(outsider.status).toBe(422);
    const after = (await call('get', `${base}/board`, { token: admin, query: { id: board.id } })).body;
    expect(after.lists[0].cards.map((c: { title: string }) => c.title)).toEqual(['Print the new times']);
  });

  it('gives a card to a member (told), with a checklist and comments; refuses one who is not on the board', async () => {
    const admin = await signIn('admin');
    const manager = await signIn('manager');
    const clerk = await signIn('clerk');
    const managerId = await idOf(manager);
    const board = await newBoard(admin, 'Depot move', [managerId]);
    const list = await listOn(admin, board.id);
    const card = (
      await call('post', `${base}/board/card`, {
        token: admin,
        body: { boardId: board.id, listId: list.id, title: 'Label the racks' },
      })
    ).body;

    const wrong = await call('patch', `${base}/board/card`, {
      token: admin,
      body: { id: card.id, card: { assigneeId: await idOf(clerk) } },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.fields).toEqual({ assigneeId: 'not_a_member' });

    const given = await call('patch', `${base}/board/card`, {
      token: admin,
      body: {
        id: card.id,
        card: {
          assigneeId: managerId,
          checklist: [
            { title: 'Print labels', done: false },
            { title: 'Stick them', done: false },
          ],
        },
      },
    });
    expect(given.body).toMatchObject({ assigneeId: managerId, checklist: [{ title: 'Print labels' }, {}] });
    expect(given.body.checklist.every((item: { id: string }) => item.id)).toBe(true);
    const notices = (await call('get', '/api/common/notifications', { token: manager })).body as { link: string }[];
    expect(notices[0]!.link).toBe(`/apps/scrumboard/${board.id}?card=${encodeURIComponent(card.id)}`);

    // The manager ticks an item and comments; the administrator reads both.
    const ticked = given.body.checklist.map((item: object, i: number) => ({ ...item, done: i === 0 }));
    await call('patch', `${base}/board/card`, { token: manager, body: { id: card.id, card: { checklist: ticked } } });
    const said = await call('post', `${base}/board/card/comment`, {
      token: manager,
      body: { cardId: card.id, text: 'Half done <b>today</b>' },
    });
    expect(said.status).toBe(201);
    const comments = (await call('get', `${base}/board/card/comments`, { token: admin, query: { id: card.id } })).body;
    expect(comments).toEqual([expect.objectContaining({ text: 'Half done <b>today</b>', authorId: managerId })]);
    const read = (await call('get', `${base}/board`, { token: admin, query: { id: board.id } })).body;
    expect(read.lists[0].cards[0]).toMatchObject({ commentCount: 1, checklist: [{ done: true }, { done: false }] });

    // Only its author deletes a comment; an outsider reads none.
    expect(
      (await call('delete', `${base}/board/card/comment`, { token: admin, query: { id: said.body.id } })).status,
    ).toBe(403);
    expect((await call('get', `${base}/board/card/comments`, { token: clerk, query: { id: card.id } })).status).toBe(
      404,
    );
    expect(
      (await call('delete', `${base}/board/card/comment`, { token: manager, query: { id: said.body.id } })).body,
    ).toBe(true);
  });

  it('lets members rename it, and only its owner change its members or archive it', async () => {
    const admin = await signIn('admin');
    const manager = await signIn('manager');
    const clerk = await signIn('clerk');
    const managerId = await idOf(manager);
    const board = await newBoard(manager, 'Branch opening', [await idOf(clerk)]);
    const renamed = await call('patch', `${base}/board`, {
      token: clerk,
      body: { id: board.id, board: { title: 'Branch opening, Van' } },
    });
    expect(renamed.body).toMatchObject({ title: 'Branch opening, Van', mayManage: false });
    const staffing = await call('patch', `${base}/board`, {
      token: clerk,
      body: { id: board.id, board: { memberIds: [] } },
    });
    expect(staffing.status).toBe(403);
    // The administrator is no member: the board is not there for him.
    expect(
      (await call('patch', `${base}/board`, { token: admin, body: { id: board.id, board: { archived: true } } }))
        .status,
    ).toBe(404);

    // The owner takes the clerk off: the board leaves the clerk's list.
    const staffed = await call('patch', `${base}/board`, {
      token: manager,
      body: { id: board.id, board: { memberIds: [] } },
    });
    expect(staffed.body.members.map((m: { id: string }) => m.id)).toEqual([managerId]);
    expect(titles((await call('get', `${base}/boards`, { token: clerk })).body)).not.toContain('Branch opening, Van');

    // Archived: read-only and listed apart, until brought back.
    await call('patch', `${base}/board`, { token: manager, body: { id: board.id, board: { archived: true } } });
    expect(titles((await call('get', `${base}/boards`, { token: manager })).body)).not.toContain('Branch opening, Van');
    expect(titles((await call('get', `${base}/boards`, { token: manager, query: { archived: 'true' } })).body)).toEqual(
      ['Branch opening, Van'],
    );
    const closed = await call('post', `${base}/board/list`, {
      token: manager,
      body: { boardId: board.id, title: 'Late' },
    });
    expect(closed.status).toBe(409);
    await call('patch', `${base}/board`, { token: manager, body: { id: board.id, board: { archived: false } } });
    expect(
      (await call('post', `${base}/board/list`, { token: manager, body: { boardId: board.id, title: 'Late' } })).status,
    ).toBe(200);
  });

  it('tells its members of each change, live, and those taken off it once more; nobody else', async () => {
    const admin = await signIn('admin');
    const manager = await signIn('manager');
    const driver = await signIn('driver');
    const board = await newBoard(admin, 'Night shift', [await idOf(manager)]);
    const managerHears = await openEvents(manager);
    const driverHears = await openEvents(driver);
    await managerHears.when('ready');
    await driverHears.when('ready');
    await listOn(admin, board.id);
    expect(await managerHears.when('boards', { id: board.id })).toBeTruthy();
    await call('patch', `${base}/board`, { token: admin, body: { id: board.id, board: { memberIds: [] } } });
    await call('patch', `${base}/board`, { token: admin, body: { id: board.id, board: { title: 'Night shift 2' } } });
    // Each makes a board of his own last: once he hears it, he has heard everything before it.
    const own = await newBoard(driver, 'Van keys');
    const mark = await newBoard(manager, 'Depot rota');
    await driverHears.when('boards', { id: own.id });
    await managerHears.when('boards', { id: mark.id });
    expect(driverHears.of('boards').map((e) => e.data)).toEqual([{ id: own.id }]);
    // The manager heard the list and his removal, not the rename after it.
    expect(managerHears.of('boards').map((e) => e.data)).toEqual([{ id: board.id }, { id: board.id }, { id: mark.id }]);
    await managerHears.close();
    await driverHears.close();
  });

  it('keeps every card of members writing at the same moment (no write lost)', async () => {
    const admin = await signIn('admin');
    const manager = await signIn('manager');
    const board = await newBoard(admin, 'Busy board', [await idOf(manager)]);
    const list = await listOn(admin, board.id);
    const titlesSent = Array.from({ length: 12 }, (_, i) => `Card ${i + 1}`);
    const answers = await Promise.all(
      titlesSent.map((title, i) =>
        call('post', `${base}/board/card`, {
          token: i % 2 ? manager : admin,
          body: { boardId: board.id, listId: list.id, title },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(titlesSent.map(() => 200));
    const kept = (await call('get', `${base}/board/cards`, { token: admin, query: { boardId: board.id } })).body;
    expect(titles(kept).sort()).toEqual([...titlesSent].sort());
  });

  it('answers each limit as written and keeps nothing refused', async () => {
    const admin = await signIn('admin');
    const board = await newBoard(admin, 'Limits');
    const list = await listOn(admin, board.id);
    const card = (
      await call('post', `${base}/board/card`, {
        token: admin,
        body: { boardId: board.id, listId: list.id, title: 'A' },
      })
    ).body;
    const long = await call('post', `${base}/board/card/comment`, {
      token: admin,
      body: { cardId: card.id, text: 'x'.repeat(boardLimits.commentLength + 1) },
    });
    expect(long.status).toBe(422);
    const checklist = Array.from({ length: boardLimits.checklist + 1 }, (_, i) => ({
      title: `Item ${i}`,
      done: false,
    }));
    const tooLong = await call('patch', `${base}/board/card`, {
      token: admin,
      body: { id: card.id, card: { checklist } },
    });
    expect(tooLong.status).toBe(422);
    const stranger = await call('post', `${base}/boards`, {
      token: admin,
      body: { title: 'X', memberIds: ['usr_nobody'] },
    });
    expect(stranger.status).toBe(422);
    expect(stranger.body.error.fields).toEqual({ memberIds: 'not_found' });
    const read = (await call('get', `${base}/board`, { token: admin, query: { id: board.id } })).body;
    expect(read.lists[0].cards[0]).toMatchObject({ checklist: [], commentCount: 0 });
    expect(titles((await call('get', `${base}/boards`, { token: admin })).body)).not.toContain('X');
  });

  it('shares the sample’s boards with their members', async () => {
    const clerk = await signIn('clerk');
    const admin = await signIn('admin');
    const boards = (await call('get', `${base}/boards`, { token: clerk })).body as { id: string; title: string }[];
    expect(boards.map((b) => b.id)).toContain('brd_1');
    const hub = (await call('get', `${base}/board`, { token: clerk, query: { id: 'brd_1' } })).body;
    const first = hub.lists[0].cards[0];
    await call('patch', `${base}/board/card`, {
      token: clerk,
      body: { id: first.id, card: { title: 'Moved by the clerk' } },
    });
    const seen = (await call('get', `${base}/board`, { token: admin, query: { id: 'brd_1' } })).body;
    expect(seen.lists[0].cards[0].title).toBe('Moved by the clerk');
  });
});
