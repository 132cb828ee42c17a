/**
 * The scrumboard (spec 001 names its paths; the contract is ours, issue 63): boards shared by
 * their members. A board is the company's data, not a person's copy: every member reads and
 * changes the same lists, cards, labels and comments, and hears of each change at once.
 *
 * - Kept as documents of the `samples` collection: `boards` lists every board (what the boards
 *   page reads), and `board:{id}` holds one board whole (its members, lists, cards, labels and
 *   comments). A write reads the board's document first (the SQL store locks it for the
 *   transaction), so the membership it checks and the change it makes are one step; a change of
 *   the board itself (title, members, archiving) then writes the list of boards too, always in
 *   that order. A board never written is the company sample's.
 * - Who may do what, checked here: a member reads the board and changes its lists, cards,
 *   labels and his own comments; its owner (or a member who is an administrator) changes its
 *   members and archives it; an archived board is read-only (409) until it is brought back.
 *   Anyone else gets the answer of a board that does not exist (null, or 404 for the new calls).
 * - The ids of a board's lists, cards, labels and comments begin with the board's id
 *   (`brd_000004.bcd_000123`), so a call naming only an item finds its board; the sample's own
 *   (`bcd_1_2_3`) name their board by its number.
 * - Every write is told through the event stream (`boards`, with the board's id) to the board's
 *   members, and to those just taken off it; a card given to a member tells him by a notification.
 */
import { z } from 'zod';
import {
  boardCard,
  boardComment,
  boardInput,
  boardLabel,
  boardLimits,
  boardList,
  boardPatch,
  checklistItem,
  scrumboardStep,
  type Board,
  type BoardCard,
  type BoardComment,
  type BoardLabel,
  type BoardList,
} from '@courier/domain';
import { emptySampleData, type SampleData, type UserRecord } from '@courier/store';
import { route, type Api, type Method, type RouteContext } from '../../http/api';
import { tellUsers } from '../../http/changes';
import { conflict, forbidden, notFound, validation } from '../../http/errors';
import { parseBody, parseQuery, parseValue, readJson } from '../../http/respond';
import { notify } from './notify';

const base = '/api/apps/scrumboard';
const idQuery = z.object({ id: z.string().min(1).max(200) });
const boardIdQuery = z.object({ boardId: z.string().min(1).max(100) });

/** One board as kept: itself and everything on it. */
export interface BoardDocument {
  board: Board;
  lists: BoardList[];
  cards: BoardCard[];
  labels: BoardLabel[];
  comments: BoardComment[];
}

const listKey = 'boards';
const boardKey = (id: string) => `board:${id}`;

/** A board or card kept before boards were shared has no owner, archive flag, assignee or checklist yet. */
const asBoard = (b: Board): Board => ({ ...b, ownerId: b.ownerId ?? b.members[0]?.id ?? '', archived: !!b.archived });
const asCard = (c: BoardCard): BoardCard => ({ ...c, assigneeId: c.assigneeId ?? null, checklist: c.checklist ?? [] });

/** The board an item's id names: the part before the dot, or the sample's number (`bcd_1_2_3`: `brd_1`). */
export function boardIdOf(itemId: string): string | null {
  const dot = itemId.indexOf('.');
  if (dot > 0) return itemId.slice(0, dot);
  const sample = /^(?:bls|bcd|blb|bcm)_(\d+)_/.exec(itemId);
  return sample ? `brd_${sample[1]}` : null;
}

const companySample = async (api: Api) =>
  (await api.store.documents.get<SampleData>('samples', 'all')) ?? emptySampleData();

/**
 * A shared document, or, when none was written yet, what the company sample holds for it. A write
 * reading it holds the document's lock (the SQL store locks a `samples` key even before it exists;
 * the memory store runs one transaction at a time), so two first writes take turns.
 */
async function shared<T>(api: Api, key: string, fromSample: (sample: SampleData) => T): Promise<T> {
  const kept = await api.store.documents.get<T>('samples', key);
  return kept !== undefined ? kept : fromSample(await companySample(api));
}

const allBoards = async (api: Api) => (await shared(api, listKey, (s) => s.boards)).map(asBoard);

async function boardDocument(api: Api, id: string): Promise<BoardDocument | null> {
  const doc = await shared<BoardDocument | null>(api, boardKey(id), (s) => {
    const board = s.boards.find((b) => b.id === id);
    if (!board) return null;
    return {
      board,
      lists: s.boardLists.filter((l) => l.boardId === id),
      cards: s.boardCards.filter((c) => c.boardId === id),
      labels: s.boardLabels.filter((l) => l.boardId === id),
      comments: [],
    };
  });
  return doc && { ...doc, board: asBoard(doc.board), cards: doc.cards.map(asCard) };
}

const isMember = (board: Board, user: Pick<UserRecord, 'id'>) => board.members.some((m) => m.id === user.id);
const mayManage = (board: Board, user: Pick<UserRecord, 'id' | 'role'>) =>
  board.ownerId === user.id || (user.role === 'admin' && isMember(board, user));

/** The board as its member reads it (with what he may do), or null for anyone else. */
export function boardAnswer(board: Board, user: Pick<UserRecord, 'id' | 'role'>) {
  return { ...board, mayManage: mayManage(board, user) };
}

/** The active colleagues named, as a board lists its members (the maker first, always one). */
async function membersOf(api: Api, owner: UserRecord, ids: readonly string[]) {
  const members = [{ id: owner.id, name: owner.name, avatar: owner.avatar ?? null }];
  for (const id of new Set(ids)) {
    if (id === owner.id) continue;
    const user = await api.store.table('users').get(id);
    if (!user || user.active === false) throw validation({ memberIds: 'not_found' }, 'Name colleagues of the company');
    members.push({ id: user.id, name: user.name, avatar: user.avatar ?? null });
  }
  if (members.length > boardLimits.members) throw validation({ memberIds: 'too_many' });
  return members;
}

/**
 * A call on one board by one of its members: the board's document read for the write (locked),
 * `change` run on it, and, when it wrote, the document kept, the board's time of last activity
 * moved on and its members told. `change` answers what the call answers; `null` from `find`
 * (not a member, no such board or item) answers null, as spec 001's calls answer an unknown id.
 */
async function onBoard<R>(
  api: Api,
  user: UserRecord,
  boardId: string | null,
  change: (doc: BoardDocument) => Promise<R> | R,
  options: { write: boolean; archivedToo?: boolean },
): Promise<R | null> {
  if (!boardId) return null;
  const doc = await boardDocument(api, boardId);
  if (!doc || !isMember(doc.board, user)) return null;
  if (options.write && doc.board.archived && !options.archivedToo)
    throw conflict('The board is archived: its owner brings it back first');
  const before = doc.board.members.map((m) => m.id);
  const result = await change(doc);
  if (options.write) {
    checkSizes(doc);
    doc.board.lastActivity = api.nowIso();
    await api.store.documents.put('samples', boardKey(boardId), doc);
    await tellUsers(api.store, api.now(), 'boards', { id: boardId }, [
      ...before,
      ...doc.board.members.map((m) => m.id),
    ]);
  }
  return result;
}

function checkSizes(doc: BoardDocument) {
  const caps: [string, number, number][] = [
    ['lists', doc.lists.length, boardLimits.lists],
    ['cards', doc.cards.length, boardLimits.cards],
    ['labels', doc.labels.length, boardLimits.labels],
  ];
  for (const [field, count, cap] of caps)
    if (count > cap) throw validation({ [field]: 'too_many' }, `A board holds at most ${cap} ${field}`);
}

/** The board's entry in the list of boards, written after its document (the same order in every write). */
async function keepInList(api: Api, board: Board) {
  const boards = await allBoards(api);
  const at = boards.findIndex((b) => b.id === board.id);
  await api.store.documents.put('samples', listKey, at < 0 ? [...boards, board] : boards.with(at, board));
}

const nextPosition = (positions: number[]) => (positions.length ? Math.max(...positions) : 0) + scrumboardStep;
const itemId = async (api: Api, boardId: string, prefix: string) => `${boardId}.${await api.store.nextId(prefix)}`;

/** A card's assignee must be a member of its board; the new one is told. */
async function assign(api: Api, user: UserRecord, doc: BoardDocument, card: BoardCard, to: string | null) {
  if (to === card.assigneeId) return;
  if (to && !doc.board.members.some((m) => m.id === to))
    throw validation({ assigneeId: 'not_a_member' }, 'A card goes to a member of its board');
  card.assigneeId = to;
  if (to && to !== user.id)
    await notify(api, to, {
      title: 'Card assigned',
      description: `${user.name}: ${card.title} (${doc.board.title})`,
      icon: 'heroicons_outline:view-columns',
      link: `/apps/scrumboard/${doc.board.id}?card=${encodeURIComponent(card.id)}`,
    });
}

/** A card's checklist as sent: an item without an id gets one. */
const checklistInput = z
  .array(checklistItem.extend({ id: checklistItem.shape.id.optional() }))
  .max(boardLimits.checklist);
const cardChange = boardCard
  .omit({ id: true, boardId: true, checklist: true })
  .extend({ checklist: checklistInput })
  .partial()
  .strict();

export function scrumboardHandlers(api: Api) {
  const cardOf = (doc: BoardDocument, id: string) => doc.cards.find((c) => c.id === id);
  /** A call on one board by a member that writes, or only reads (`onBoard`). */
  const writeOn = <R>(user: UserRecord, boardId: string | null, change: (doc: BoardDocument) => Promise<R> | R) =>
    onBoard(api, user, boardId, change, { write: true });
  const readOn = <R>(user: UserRecord, boardId: string | null, change: (doc: BoardDocument) => R) =>
    onBoard(api, user, boardId, change, { write: false });
  /** A signed-in user's call: a read, or a write (`created`: answered 201). */
  const reading = (path: string, handle: (ctx: RouteContext & { user: UserRecord }) => Promise<unknown>) =>
    route(api, 'get', path, async (ctx) => handle({ ...ctx, user: await api.user(ctx.request) }));
  const writing = (
    method: Method,
    path: string,
    handle: (ctx: RouteContext & { user: UserRecord }) => Promise<unknown>,
    created = false,
  ) =>
    route(api, method, path, async (ctx) => handle({ ...ctx, user: await api.user(ctx.request) }), {
      write: true,
      created,
    });
  return [
    // The boards one is a member of (`archived=true`: the archived ones), with `mayManage`.
    reading(`${base}/boards`, async ({ url, user }) => {
      const { archived } = parseQuery(url, z.object({ archived: z.enum(['true', 'false']).default('false') }));
      // The list names who is on which board; each board's own document has its latest activity.
      const mine: Board[] = [];
      for (const entry of await allBoards(api)) {
        const doc = isMember(entry, user) ? await boardDocument(api, entry.id) : null;
        if (doc && isMember(doc.board, user) && doc.board.archived === (archived === 'true')) mine.push(doc.board);
      }
      return mine.sort((a, b) => b.lastActivity.localeCompare(a.lastActivity)).map((b) => boardAnswer(b, user));
    }),
    // A new board: its maker owns it and is a member; the members named are told.
    writing(
      'post',
      `${base}/boards`,
      async ({ request, user }) => {
        const input = await parseBody(request, boardInput);
        const boards = await allBoards(api);
        if (boards.filter((b) => b.ownerId === user.id).length >= boardLimits.owned)
          throw validation({ title: 'too_many' }, `One person makes at most ${boardLimits.owned} boards`);
        const board: Board = {
          id: await api.store.nextId('brd'),
          title: input.title,
          description: input.description,
          icon: input.icon,
          lastActivity: api.nowIso(),
          members: await membersOf(api, user, input.memberIds),
          ownerId: user.id,
          archived: false,
        };
        const doc: BoardDocument = { board, lists: [], cards: [], labels: [], comments: [] };
        await api.store.documents.put('samples', boardKey(board.id), doc);
        await api.store.documents.put('samples', listKey, [...boards, board]);
        await tellUsers(
          api.store,
          api.now(),
          'boards',
          { id: board.id },
          board.members.map((m) => m.id),
        );
        return boardAnswer(board, user);
      },
      true,
    ),
    // The board with its lists in order, each with its cards in order, its labels, and each card's comment count.
    reading(`${base}/board`, async ({ url, user }) => {
      const { id } = parseQuery(url, idQuery);
      return readOn(user, id, (doc) => {
        const byPosition = <T extends { position: number }>(a: T, b: T) => a.position - b.position;
        const comments = new Map<string, number>();
        for (const c of doc.comments) comments.set(c.cardId, (comments.get(c.cardId) ?? 0) + 1);
        return {
          ...boardAnswer(doc.board, user),
          lists: [...doc.lists].sort(byPosition).map((l) => ({
            ...l,
            cards: doc.cards
              .filter((c) => c.listId === l.id)
              .sort(byPosition)
              .map((c) => ({ ...c, commentCount: comments.get(c.id) ?? 0 })),
          })),
          labels: doc.labels,
        };
      });
    }),
    // Renames or describes a board (any member); changes its members or archives it (its owner).
    writing('patch', `${base}/board`, async ({ request, user }) => {
      const { id, board: change } = await parseBody(
        request,
        z.object({ id: z.string().min(1).max(100), board: boardPatch }),
      );
      const answer = await onBoard(
        api,
        user,
        id,
        async (doc) => {
          const managing = change.memberIds !== undefined || change.archived !== undefined;
          if (managing && !mayManage(doc.board, user))
            throw forbidden('Only the board’s owner changes its members or archives it');
          if (doc.board.archived && change.archived !== false)
            throw conflict('The board is archived: its owner brings it back first');
          const { memberIds, ...rest } = change;
          Object.assign(doc.board, rest);
          if (memberIds) {
            const owner = (await api.store.table('users').get(doc.board.ownerId)) ?? user;
            doc.board.members = await membersOf(api, owner, memberIds);
            // A card stays with nobody once its assignee has left the board.
            for (const card of doc.cards)
              if (card.assigneeId && !isMember(doc.board, { id: card.assigneeId })) card.assigneeId = null;
          }
          return doc.board;
        },
        { write: true, archivedToo: true },
      );
      if (!answer) throw notFound('Board');
      await keepInList(api, answer);
      return boardAnswer(answer, user);
    }),
    writing('post', `${base}/board/list`, async ({ request, user }) => {
      const { boardId, title } = await parseBody(request, boardList.pick({ boardId: true, title: true }));
      const made = await writeOn(user, boardId, async (doc) => {
        const list: BoardList = {
          id: await itemId(api, boardId, 'bls'),
          boardId,
          title,
          position: nextPosition(doc.lists.map((l) => l.position)),
        };
        doc.lists.push(list);
        return list;
      });
      if (!made) throw validation({ boardId: 'not_found' });
      return made;
    }),
    writing('patch', `${base}/board/list`, async ({ request, user }) => {
      const { id, list } = parseValue(
        z.object({
          id: z.string().min(1).max(200),
          list: boardList.pick({ title: true, position: true }).partial().strict(),
        }),
        await readJson(request),
      );
      return writeOn(user, boardIdOf(id), (doc) => {
        const existing = doc.lists.find((l) => l.id === id);
        return existing ? Object.assign(existing, list) : null;
      });
    }),
    writing('delete', `${base}/board/list`, async ({ url, user }) => {
      const { id } = parseQuery(url, idQuery);
      const removed = await writeOn(user, boardIdOf(id), (doc) => {
        if (!doc.lists.some((l) => l.id === id)) return false;
        const gone = new Set(doc.cards.filter((c) => c.listId === id).map((c) => c.id));
        doc.lists = doc.lists.filter((l) => l.id !== id);
        doc.cards = doc.cards.filter((c) => !gone.has(c.id));
        doc.comments = doc.comments.filter((c) => !gone.has(c.cardId));
        return true;
      });
      return removed ?? false;
    }),
    // Reorders lists of one board: their new positions.
    writing('patch', `${base}/board/lists`, async ({ request, user }) => {
      const { lists } = await parseBody(
        request,
        z.object({
          lists: z.array(z.object({ id: z.string().min(1).max(200), position: z.number() })).max(200),
        }),
      );
      const boardId = sameBoard(lists.map((l) => l.id));
      const moved = await writeOn(user, boardId, (doc) => {
        for (const { id, position } of lists) {
          const list = doc.lists.find((l) => l.id === id);
          if (list) list.position = position;
        }
        return doc.lists.filter((l) => lists.some((x) => x.id === l.id));
      });
      return moved ?? [];
    }),
    reading(`${base}/board/cards`, async ({ url, user }) => {
      const { boardId } = parseQuery(url, boardIdQuery);
      return (await readOn(user, boardId, (doc) => doc.cards)) ?? [];
    }),
    writing('post', `${base}/board/card`, async ({ request, user }) => {
      const input = await parseBody(request, boardCard.pick({ boardId: true, listId: true, title: true }));
      const made = await writeOn(user, input.boardId, async (doc) => {
        if (!doc.lists.some((l) => l.id === input.listId)) throw validation({ listId: 'not_found' });
        const card: BoardCard = {
          id: await itemId(api, input.boardId, 'bcd'),
          ...input,
          position: nextPosition(doc.cards.filter((c) => c.listId === input.listId).map((c) => c.position)),
          description: null,
          labels: [],
          dueDate: null,
          assigneeId: null,
          checklist: [],
        };
        doc.cards.push(card);
        return card;
      });
      if (!made) throw validation({ boardId: 'not_found' });
      return made;
    }),
    // Edits a card; a new listId and position move it; `assigneeId` gives it to a member (told).
    writing('patch', `${base}/board/card`, async ({ request, user }) => {
      const { id, card } = parseValue(
        z.object({ id: z.string().min(1).max(200), card: cardChange }),
        await readJson(request),
      );
      return writeOn(user, boardIdOf(id), async (doc) => {
        const existing = cardOf(doc, id);
        if (!existing) return null;
        if (card.listId && !doc.lists.some((l) => l.id === card.listId)) throw validation({ listId: 'not_found' });
        if (card.labels?.some((l) => !doc.labels.some((x) => x.id === l))) throw validation({ labels: 'not_found' });
        const { assigneeId, checklist, ...rest } = card;
        Object.assign(existing, rest);
        if (checklist) {
          const items = [];
          for (const item of checklist) items.push({ ...item, id: item.id ?? (await api.store.nextId('chk')) });
          existing.checklist = items;
        }
        if (assigneeId !== undefined) await assign(api, user, doc, existing, assigneeId);
        return existing;
      });
    }),
    writing('delete', `${base}/board/card`, async ({ url, user }) => {
      const { id } = parseQuery(url, idQuery);
      const removed = await writeOn(user, boardIdOf(id), (doc) => {
        const before = doc.cards.length;
        doc.cards = doc.cards.filter((c) => c.id !== id);
        doc.comments = doc.comments.filter((c) => c.cardId !== id);
        return doc.cards.length < before;
      });
      return removed ?? false;
    }),
    // After a drag and drop: the moved cards' lists and positions (cards of one board).
    writing('patch', `${base}/board/card/positions`, async ({ request, user }) => {
      const { cards } = await parseBody(
        request,
        z.object({
          cards: z
            .array(
              z.object({ id: z.string().min(1).max(200), listId: z.string().min(1).max(200), position: z.number() }),
            )
            .max(500),
        }),
      );
      const moved = await writeOn(user, sameBoard(cards.map((c) => c.id)), (doc) => {
        if (cards.some((c) => !doc.lists.some((l) => l.id === c.listId))) throw validation({ listId: 'not_found' });
        for (const { id, listId, position } of cards) {
          const card = cardOf(doc, id);
          if (card) Object.assign(card, { listId, position });
        }
        return doc.cards.filter((c) => cards.some((x) => x.id === c.id));
      });
      return moved ?? [];
    }),
    reading(`${base}/board/labels`, async ({ url, user }) => {
      const { boardId } = parseQuery(url, boardIdQuery);
      return (await readOn(user, boardId, (doc) => doc.labels)) ?? [];
    }),
    writing('post', `${base}/board/label`, async ({ request, user }) => {
      const input = await parseBody(request, boardLabel.omit({ id: true }));
      const made = await writeOn(user, input.boardId, async (doc) => {
        const label = { id: await itemId(api, input.boardId, 'blb'), ...input };
        doc.labels.push(label);
        return label;
      });
      if (!made) throw validation({ boardId: 'not_found' });
      return made;
    }),
    writing('patch', `${base}/board/label`, async ({ request, user }) => {
      const { id, label } = parseValue(
        z.object({ id: z.string().min(1).max(200), label: boardLabel.pick({ title: true }).partial().strict() }),
        await readJson(request),
      );
      return writeOn(user, boardIdOf(id), (doc) => {
        const existing = doc.labels.find((l) => l.id === id);
        return existing ? Object.assign(existing, label) : null;
      });
    }),
    writing('delete', `${base}/board/label`, async ({ url, user }) => {
      const { id } = parseQuery(url, idQuery);
      const removed = await writeOn(user, boardIdOf(id), (doc) => {
        doc.labels = doc.labels.filter((l) => l.id !== id);
        for (const card of doc.cards) card.labels = card.labels.filter((l) => l !== id);
        return true;
      });
      return removed ?? false;
    }),
    // A card's comments, oldest first.
    reading(`${base}/board/card/comments`, async ({ url, user }) => {
      const { id } = parseQuery(url, idQuery);
      const found = await readOn(user, boardIdOf(id), (doc) =>
        cardOf(doc, id) ? doc.comments.filter((c) => c.cardId === id) : null,
      );
      if (!found) throw notFound('Card');
      return found;
    }),
    // A member comments on a card (plain text); the card's assignee is told when someone else does.
    writing(
      'post',
      `${base}/board/card/comment`,
      async ({ request, user }) => {
        const input = await parseBody(
          request,
          z.object({ cardId: z.string().min(1).max(200), text: boardComment.shape.text }),
        );
        const boardId = boardIdOf(input.cardId);
        const made = await writeOn(user, boardId, async (doc) => {
          const card = cardOf(doc, input.cardId);
          if (!card) return null;
          if (doc.comments.filter((c) => c.cardId === card.id).length >= boardLimits.comments)
            throw validation({ text: 'too_many' }, `A card holds at most ${boardLimits.comments} comments`);
          const comment: BoardComment = {
            id: await itemId(api, doc.board.id, 'bcm'),
            cardId: card.id,
            authorId: user.id,
            authorName: user.name,
            text: input.text,
            at: api.nowIso(),
          };
          doc.comments.push(comment);
          if (card.assigneeId && card.assigneeId !== user.id)
            await notify(api, card.assigneeId, {
              title: 'New comment',
              description: `${user.name} on ${card.title}: ${input.text.slice(0, 120)}`,
              icon: 'heroicons_outline:chat-bubble-left-ellipsis',
              link: `/apps/scrumboard/${doc.board.id}?card=${encodeURIComponent(card.id)}`,
            });
          return comment;
        });
        if (!made) throw notFound('Card');
        return made;
      },
      true,
    ),
    // A comment goes by its author's hand only.
    writing('delete', `${base}/board/card/comment`, async ({ url, user }) => {
      const { id } = parseQuery(url, idQuery);
      const removed = await writeOn(user, boardIdOf(id), (doc) => {
        const comment = doc.comments.find((c) => c.id === id);
        if (!comment) return null;
        if (comment.authorId !== user.id) throw forbidden('Only its author deletes a comment');
        doc.comments = doc.comments.filter((c) => c.id !== id);
        return true;
      });
      if (!removed) throw notFound('Comment');
      return true;
    }),
  ];
}

/** The one board every item named belongs to (items of several boards in one call: 422). */
function sameBoard(ids: readonly string[]): string | null {
  const boards = new Set(ids.map(boardIdOf));
  if (boards.size > 1) throw validation({ id: 'several_boards' }, 'One call moves items of one board');
  return [...boards][0] ?? null;
}
