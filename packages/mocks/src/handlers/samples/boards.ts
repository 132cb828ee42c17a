/** Notes, the scrumboard and tasks: the spec names only their paths; the contract is ours (README). */
import { z } from 'zod';
import { boardCard, boardLabel, boardList, note, noteInput, noteLabel, scrumboardStep, task, taskPatch, tag as tagSchema, type BoardCard, type Note, type Task } from '@courier/domain';
import { route, type MockApi } from '../../http/api';
import { validation } from '../../http/errors';
import { parseBody, parseQuery, parseValue, readJson } from '../../http/respond';

const idQuery = z.object({ id: z.string().min(1).max(100) });
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);

/** The title with every case-insensitive match of `query` marked (the text itself escaped). */
export function highlight(title: string, query: string): string {
  if (!query) return escapeHtml(title);
  const lower = title.toLocaleLowerCase('tr');
  const q = query.toLocaleLowerCase('tr');
  let out = '';
  let at = 0;
  for (let i = lower.indexOf(q); i >= 0; i = lower.indexOf(q, i + q.length)) {
    out += `${escapeHtml(title.slice(at, i))}<mark>${escapeHtml(title.slice(i, i + q.length))}</mark>`;
    at = i + q.length;
  }
  return out + escapeHtml(title.slice(at));
}

export function noteHandlers(api: MockApi) {
  const s = () => api.db.samples;
  const base = '/api/apps/notes';
  const checkLabels = (labels: string[] | undefined) => {
    if (labels?.some((l) => !s().noteLabels.some((x) => x.id === l))) throw validation({ labels: 'not_found' });
  };
  return [
    route(api, 'get', `${base}/all`, async ({ request }) => (await api.user(request), [...s().notes].sort((a, b) => b.createdAt.localeCompare(a.createdAt)))),
    route(api, 'post', base, async ({ request }) => {
      await api.user(request);
      const input = await parseBody(request, noteInput, 'note');
      checkLabels(input.labels);
      const created: Note = { id: api.db.newId('nte'), title: '', content: '', tasks: null, image: null, reminder: null, labels: [], archived: false, ...input, createdAt: api.db.nowIso(), updatedAt: null };
      s().notes.unshift(created);
      return created;
    }, { write: true }),
    // The whole note as edited; updatedAt stays null until the first edit.
    route(api, 'patch', base, async ({ request }) => {
      await api.user(request);
      const { updatedNote } = parseValue(z.object({ updatedNote: note.partial().extend({ id: z.string().min(1) }) }), await readJson(request));
      checkLabels(updatedNote.labels);
      const index = s().notes.findIndex((n) => n.id === updatedNote.id);
      if (index < 0) return null;
      s().notes[index] = { ...s().notes[index]!, ...updatedNote, createdAt: s().notes[index]!.createdAt, updatedAt: api.db.nowIso() };
      return s().notes[index];
    }, { write: true }),
    route(api, 'delete', base, async ({ request, url }) => {
      await api.user(request);
      const { id } = parseQuery(url, idQuery);
      const before = s().notes.length;
      s().notes = s().notes.filter((n) => n.id !== id);
      return s().notes.length < before;
    }, { write: true }),
    // Adds a checklist line to a note.
    route(api, 'post', `${base}/tasks`, async ({ request }) => {
      await api.user(request);
      const { noteId, content } = await parseBody(request, z.object({ noteId: z.string().min(1), content: z.string().trim().min(1).max(500) }));
      const index = s().notes.findIndex((n) => n.id === noteId);
      if (index < 0) return null;
      const current = s().notes[index]!;
      s().notes[index] = { ...current, tasks: [...(current.tasks ?? []), { id: api.db.newId('ntk'), content, completed: false }], updatedAt: api.db.nowIso() };
      return s().notes[index];
    }, { write: true }),
    route(api, 'get', `${base}/labels`, async ({ request }) => (await api.user(request), s().noteLabels)),
    route(api, 'post', `${base}/labels`, async ({ request }) => {
      await api.user(request);
      const input = await parseBody(request, noteLabel.omit({ id: true }), 'label');
      const created = { id: api.db.newId('nlb'), ...input };
      s().noteLabels.push(created);
      return created;
    }, { write: true }),
    route(api, 'patch', `${base}/labels`, async ({ request }) => {
      await api.user(request);
      const { id, label } = parseValue(z.object({ id: z.string().min(1), label: noteLabel.omit({ id: true }).partial().strict() }), await readJson(request));
      const existing = s().noteLabels.find((l) => l.id === id);
      if (!existing) return null;
      Object.assign(existing, label);
      return existing;
    }, { write: true }),
    route(api, 'delete', `${base}/labels`, async ({ request, url }) => {
      await api.user(request);
      const { id } = parseQuery(url, idQuery);
      s().noteLabels = s().noteLabels.filter((l) => l.id !== id);
      s().notes = s().notes.map((n) => (n.labels.includes(id) ? { ...n, labels: n.labels.filter((l) => l !== id) } : n));
      return true;
    }, { write: true }),
  ];
}

export function scrumboardHandlers(api: MockApi) {
  const s = () => api.db.samples;
  const base = '/api/apps/scrumboard';
  const boardExists = (id: string) => {
    if (!s().boards.some((b) => b.id === id)) throw validation({ boardId: 'not_found' });
  };
  const nextPosition = (positions: number[]) => (positions.length ? Math.max(...positions) : 0) + scrumboardStep;
  const touch = (boardId: string) => {
    const board = s().boards.find((b) => b.id === boardId);
    if (board) board.lastActivity = api.db.nowIso();
  };
  return [
    route(api, 'get', `${base}/boards`, async ({ request }) => (await api.user(request), s().boards)),
    route(api, 'get', `${base}/board`, async ({ request, url }) => {
      await api.user(request);
      const { id } = parseQuery(url, idQuery);
      const board = s().boards.find((b) => b.id === id);
      if (!board) return null;
      const byPosition = <T extends { position: number }>(a: T, b: T) => a.position - b.position;
      return {
        ...board,
        lists: s().boardLists.filter((l) => l.boardId === id).sort(byPosition).map((l) => ({ ...l, cards: s().boardCards.filter((c) => c.listId === l.id).sort(byPosition) })),
        labels: s().boardLabels.filter((l) => l.boardId === id),
      };
    }),
    route(api, 'post', `${base}/board/list`, async ({ request }) => {
      await api.user(request);
      const { boardId, title } = await parseBody(request, boardList.pick({ boardId: true, title: true }));
      boardExists(boardId);
      const list = { id: api.db.newId('bls'), boardId, title, position: nextPosition(s().boardLists.filter((l) => l.boardId === boardId).map((l) => l.position)) };
      s().boardLists.push(list);
      touch(boardId);
      return list;
    }, { write: true }),
    route(api, 'patch', `${base}/board/list`, async ({ request }) => {
      await api.user(request);
      const { id, list } = parseValue(z.object({ id: z.string().min(1), list: boardList.pick({ title: true, position: true }).partial().strict() }), await readJson(request));
      const existing = s().boardLists.find((l) => l.id === id);
      if (!existing) return null;
      Object.assign(existing, list);
      touch(existing.boardId);
      return existing;
    }, { write: true }),
    route(api, 'delete', `${base}/board/list`, async ({ request, url }) => {
      await api.user(request);
      const { id } = parseQuery(url, idQuery);
      const list = s().boardLists.find((l) => l.id === id);
      s().boardLists = s().boardLists.filter((l) => l.id !== id);
      s().boardCards = s().boardCards.filter((c) => c.listId !== id);
      if (list) touch(list.boardId);
      return !!list;
    }, { write: true }),
    // Reorders lists: their new positions.
    route(api, 'patch', `${base}/board/lists`, async ({ request }) => {
      await api.user(request);
      const { lists } = await parseBody(request, z.object({ lists: z.array(boardList.pick({ id: true, position: true })).max(200) }));
      for (const { id, position } of lists) {
        const list = s().boardLists.find((l) => l.id === id);
        if (list) list.position = position;
      }
      return s().boardLists.filter((l) => lists.some((x) => x.id === l.id));
    }, { write: true }),
    route(api, 'get', `${base}/board/cards`, async ({ request, url }) => {
      await api.user(request);
      const { boardId } = parseQuery(url, z.object({ boardId: z.string().min(1).max(100) }));
      return s().boardCards.filter((c) => c.boardId === boardId);
    }),
    route(api, 'post', `${base}/board/card`, async ({ request }) => {
      await api.user(request);
      const input = await parseBody(request, boardCard.pick({ boardId: true, listId: true, title: true }));
      if (!s().boardLists.some((l) => l.id === input.listId && l.boardId === input.boardId)) throw validation({ listId: 'not_found' });
      const card: BoardCard = { id: api.db.newId('bcd'), ...input, position: nextPosition(s().boardCards.filter((c) => c.listId === input.listId).map((c) => c.position)), description: null, labels: [], dueDate: null };
      s().boardCards.push(card);
      touch(input.boardId);
      return card;
    }, { write: true }),
    // Edits a card; a new listId and position move it.
    route(api, 'patch', `${base}/board/card`, async ({ request }) => {
      await api.user(request);
      const { id, card } = parseValue(z.object({ id: z.string().min(1), card: boardCard.omit({ id: true, boardId: true }).partial().strict() }), await readJson(request));
      const existing = s().boardCards.find((c) => c.id === id);
      if (!existing) return null;
      if (card.listId && !s().boardLists.some((l) => l.id === card.listId && l.boardId === existing.boardId)) throw validation({ listId: 'not_found' });
      Object.assign(existing, card);
      touch(existing.boardId);
      return existing;
    }, { write: true }),
    route(api, 'delete', `${base}/board/card`, async ({ request, url }) => {
      await api.user(request);
      const { id } = parseQuery(url, idQuery);
      const before = s().boardCards.length;
      s().boardCards = s().boardCards.filter((c) => c.id !== id);
      return s().boardCards.length < before;
    }, { write: true }),
    // After a drag and drop: the moved cards' lists and positions.
    route(api, 'patch', `${base}/board/card/positions`, async ({ request }) => {
      await api.user(request);
      const { cards } = await parseBody(request, z.object({ cards: z.array(boardCard.pick({ id: true, listId: true, position: true })).max(500) }));
      for (const { id, listId, position } of cards) {
        const card = s().boardCards.find((c) => c.id === id);
        if (card) Object.assign(card, { listId, position });
      }
      return s().boardCards.filter((c) => cards.some((x) => x.id === c.id));
    }, { write: true }),
    route(api, 'get', `${base}/board/labels`, async ({ request, url }) => {
      await api.user(request);
      const { boardId } = parseQuery(url, z.object({ boardId: z.string().min(1).max(100) }));
      return s().boardLabels.filter((l) => l.boardId === boardId);
    }),
    route(api, 'post', `${base}/board/label`, async ({ request }) => {
      await api.user(request);
      const input = await parseBody(request, boardLabel.omit({ id: true }));
      boardExists(input.boardId);
      const label = { id: api.db.newId('blb'), ...input };
      s().boardLabels.push(label);
      return label;
    }, { write: true }),
    route(api, 'patch', `${base}/board/label`, async ({ request }) => {
      await api.user(request);
      const { id, label } = parseValue(z.object({ id: z.string().min(1), label: boardLabel.pick({ title: true }).partial().strict() }), await readJson(request));
      const existing = s().boardLabels.find((l) => l.id === id);
      if (!existing) return null;
      Object.assign(existing, label);
      return existing;
    }, { write: true }),
    route(api, 'delete', `${base}/board/label`, async ({ request, url }) => {
      await api.user(request);
      const { id } = parseQuery(url, idQuery);
      s().boardLabels = s().boardLabels.filter((l) => l.id !== id);
      s().boardCards = s().boardCards.map((c) => (c.labels.includes(id) ? { ...c, labels: c.labels.filter((l) => l !== id) } : c));
      return true;
    }, { write: true }),
  ];
}

export function taskHandlers(api: MockApi) {
  const s = () => api.db.samples;
  const base = '/api/apps/tasks';
  const ordered = () => [...s().tasks].sort((a, b) => a.order - b.order);
  const renumber = (list: Task[]) => list.forEach((t, i) => (t.order = i));
  return [
    route(api, 'get', `${base}/all`, async ({ request }) => (await api.user(request), ordered())),
    // Matches title and notes, case-insensitively; the matches are marked in the title.
    route(api, 'get', `${base}/search`, async ({ request, url }) => {
      await api.user(request);
      const { query } = parseQuery(url, z.object({ query: z.string().max(200).default('') }));
      const q = query.trim().toLocaleLowerCase('tr');
      return ordered()
        .filter((t) => !q || t.title.toLocaleLowerCase('tr').includes(q) || (t.notes ?? '').toLocaleLowerCase('tr').includes(q))
        .map((t) => ({ ...t, titleHighlighted: highlight(t.title, query.trim()) }));
    }),
    // The new order: every task's id, first to last.
    route(api, 'patch', `${base}/order`, async ({ request }) => {
      await api.user(request);
      const { order } = await parseBody(request, z.object({ order: z.array(z.string()).max(1000) }));
      const current = ordered();
      if (order.length !== current.length || new Set(order).size !== order.length || order.some((id) => !current.some((t) => t.id === id))) throw validation({ order: 'not_a_permutation' });
      const next = order.map((id) => current.find((t) => t.id === id)!);
      renumber(next);
      return next;
    }, { write: true }),
    route(api, 'get', `${base}/task`, async ({ request, url }) => {
      await api.user(request);
      const { id } = parseQuery(url, idQuery);
      return s().tasks.find((t) => t.id === id) ?? null;
    }),
    // A new task or section goes first.
    route(api, 'post', `${base}/task`, async ({ request }) => {
      await api.user(request);
      const { type } = await parseBody(request, z.object({ type: task.shape.type }));
      const created: Task = { id: api.db.newId('tsk'), type, title: '', notes: null, completed: false, dueDate: null, priority: 1, tags: [], assignedTo: null, subTasks: [], order: 0 };
      const next = [created, ...ordered()];
      renumber(next);
      s().tasks = next;
      return created;
    }, { write: true }),
    route(api, 'patch', `${base}/task`, async ({ request }) => {
      await api.user(request);
      const { id, task: change } = parseValue(z.object({ id: z.string().min(1), task: taskPatch }), await readJson(request));
      if (change.tags?.some((t) => !s().taskTags.some((x) => x.id === t))) throw validation({ tags: 'not_found' });
      const existing = s().tasks.find((t) => t.id === id);
      if (!existing) return null;
      Object.assign(existing, change);
      return existing;
    }, { write: true }),
    route(api, 'delete', `${base}/task`, async ({ request, url }) => {
      await api.user(request);
      const { id } = parseQuery(url, idQuery);
      const next = ordered().filter((t) => t.id !== id);
      const removed = next.length < s().tasks.length;
      renumber(next);
      s().tasks = next;
      return removed;
    }, { write: true }),
    route(api, 'get', `${base}/tags`, async ({ request }) => (await api.user(request), s().taskTags)),
    route(api, 'post', `${base}/tag`, async ({ request }) => {
      await api.user(request);
      const input = await parseBody(request, tagSchema.omit({ id: true }), 'tag');
      const created = { id: api.db.newId('ttg'), ...input };
      s().taskTags.push(created);
      return created;
    }, { write: true }),
    route(api, 'patch', `${base}/tag`, async ({ request }) => {
      await api.user(request);
      const { id, tag } = parseValue(z.object({ id: z.string().min(1), tag: tagSchema.omit({ id: true }).partial().strict() }), await readJson(request));
      const existing = s().taskTags.find((t) => t.id === id);
      if (!existing) return null;
      Object.assign(existing, tag);
      return existing;
    }, { write: true }),
    route(api, 'delete', `${base}/tag`, async ({ request, url }) => {
      await api.user(request);
      const { id } = parseQuery(url, idQuery);
      s().taskTags = s().taskTags.filter((t) => t.id !== id);
      for (const t of s().tasks) t.tags = t.tags.filter((x) => x !== id);
      return true;
    }, { write: true }),
  ];
}
