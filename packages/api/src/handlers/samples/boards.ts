/** Notes and tasks: the spec names only their paths; the contract is ours (README). The scrumboard: ./scrumboard.ts. */
import type { SampleData } from '@courier/store';
import { z } from 'zod';
import { note, noteInput, noteLabel, task, taskPatch, tag as tagSchema, type Note, type Task } from '@courier/domain';
import type { UserRecord } from '@courier/store';
import { personalSampleAreas, route, sampleDataOf, sampleRoute, type Api } from '../../http/api';
import { forbidden, validation } from '../../http/errors';
import { pagedList, parseBody, parseQuery, parseValue, readJson } from '../../http/respond';
import { notify } from './notify';

const idQuery = z.object({ id: z.string().min(1).max(100) });
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);

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

export function noteHandlers(api: Api) {
  const base = '/api/apps/notes';
  const checkLabels = (data: SampleData, labels: string[] | undefined) => {
    if (labels?.some((l) => !data.noteLabels.some((x) => x.id === l))) throw validation({ labels: 'not_found' });
  };
  return [
    sampleRoute(
      api,
      'get',
      `${base}/all`,
      async ({ data, request, url }) => (
        await api.user(request),
        pagedList(
          url,
          [...data.notes].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
        )
      ),
    ),
    sampleRoute(
      api,
      'post',
      base,
      async ({ data, request }) => {
        await api.user(request);
        const input = await parseBody(request, noteInput, 'note');
        checkLabels(data, input.labels);
        const created: Note = {
          id: await api.store.nextId('nte'),
          title: '',
          content: '',
          tasks: null,
          image: null,
          reminder: null,
          labels: [],
          archived: false,
          ...input,
          createdAt: api.nowIso(),
          updatedAt: null,
        };
        data.notes.unshift(created);
        return created;
      },
      { write: true },
    ),
    // The whole note as edited; updatedAt stays null until the first edit.
    sampleRoute(
      api,
      'patch',
      base,
      async ({ data, request }) => {
        await api.user(request);
        const { updatedNote } = parseValue(
          z.object({ updatedNote: note.partial().extend({ id: z.string().min(1) }) }),
          await readJson(request),
        );
        checkLabels(data, updatedNote.labels);
        const index = data.notes.findIndex((n) => n.id === updatedNote.id);
        if (index < 0) return null;
        data.notes[index] = {
          ...data.notes[index]!,
          ...updatedNote,
          createdAt: data.notes[index]!.createdAt,
          updatedAt: api.nowIso(),
        };
        return data.notes[index];
      },
      { write: true },
    ),
    sampleRoute(
      api,
      'delete',
      base,
      async ({ data, request, url }) => {
        await api.user(request);
        const { id } = parseQuery(url, idQuery);
        const before = data.notes.length;
        data.notes = data.notes.filter((n) => n.id !== id);
        return data.notes.length < before;
      },
      { write: true },
    ),
    // Adds a checklist line to a note.
    sampleRoute(
      api,
      'post',
      `${base}/tasks`,
      async ({ data, request }) => {
        await api.user(request);
        const { noteId, content } = await parseBody(
          request,
          z.object({ noteId: z.string().min(1), content: z.string().trim().min(1).max(500) }),
        );
        const index = data.notes.findIndex((n) => n.id === noteId);
        if (index < 0) return null;
        const current = data.notes[index]!;
        data.notes[index] = {
          ...current,
          tasks: [...(current.tasks ?? []), { id: await api.store.nextId('ntk'), content, completed: false }],
          updatedAt: api.nowIso(),
        };
        return data.notes[index];
      },
      { write: true },
    ),
    sampleRoute(api, 'get', `${base}/labels`, async ({ data, request }) => (await api.user(request), data.noteLabels)),
    sampleRoute(
      api,
      'post',
      `${base}/labels`,
      async ({ data, request }) => {
        await api.user(request);
        const input = await parseBody(request, noteLabel.omit({ id: true }), 'label');
        const created = { id: await api.store.nextId('nlb'), ...input };
        data.noteLabels.push(created);
        return created;
      },
      { write: true },
    ),
    sampleRoute(
      api,
      'patch',
      `${base}/labels`,
      async ({ data, request }) => {
        await api.user(request);
        const { id, label } = parseValue(
          z.object({ id: z.string().min(1), label: noteLabel.omit({ id: true }).partial().strict() }),
          await readJson(request),
        );
        const existing = data.noteLabels.find((l) => l.id === id);
        if (!existing) return null;
        Object.assign(existing, label);
        return existing;
      },
      { write: true },
    ),
    sampleRoute(
      api,
      'delete',
      `${base}/labels`,
      async ({ data, request, url }) => {
        await api.user(request);
        const { id } = parseQuery(url, idQuery);
        data.noteLabels = data.noteLabels.filter((l) => l.id !== id);
        data.notes = data.notes.map((n) =>
          n.labels.includes(id) ? { ...n, labels: n.labels.filter((l) => l !== id) } : n,
        );
        return true;
      },
      { write: true },
    ),
  ];
}

/**
 * Who has been given which task (issue 63): each user's list of tasks colleagues assigned to him,
 * a document of the sample collection (`assigned:{userId}`) beside his own. The task stays its
 * author's (in his own tasks); the assignee reads it and ticks it off through /tasks/assigned.
 */
interface Assignment {
  ownerId: string;
  taskId: string;
}
const assignedKey = (userId: string) => `assigned:${userId}`;
/** At most this many tasks assigned to one person at once. */
export const maxAssigned = 500;

async function assignmentsOf(api: Api, userId: string) {
  return (await api.store.documents.get<Assignment[]>('samples', assignedKey(userId))) ?? [];
}

/** Records that `task` of `owner` now goes to `to` (or nobody), and tells the new assignee. */
async function reassign(api: Api, owner: UserRecord, task: Task, from: string | null, to: string | null) {
  if (from === to) return;
  if (from && from !== owner.id) {
    const list = await assignmentsOf(api, from);
    await api.store.documents.put(
      'samples',
      assignedKey(from),
      list.filter((a) => !(a.ownerId === owner.id && a.taskId === task.id)),
    );
  }
  if (!to || to === owner.id) return;
  const list = await assignmentsOf(api, to);
  if (list.length >= maxAssigned) throw validation({ assignedTo: 'too_many' }, 'This colleague has too many tasks');
  await api.store.documents.put('samples', assignedKey(to), [...list, { ownerId: owner.id, taskId: task.id }]);
  await notify(api, to, {
    title: 'Task assigned',
    description: `${owner.name}: ${task.title || 'Untitled task'}`,
    icon: 'heroicons_outline:check-circle',
    link: '/apps/tasks/assigned',
  });
}

/** A colleague a task may go to: an active account of the company. */
async function checkAssignee(api: Api, id: string | null | undefined) {
  if (!id) return;
  const colleague = await api.store.table('users').get(id);
  if (!colleague || colleague.active === false) throw validation({ assignedTo: 'not_found' });
}

export function taskHandlers(api: Api) {
  const base = '/api/apps/tasks';
  const ordered = (data: SampleData) => [...data.tasks].sort((a, b) => a.order - b.order);
  const renumber = (list: Task[]) => list.forEach((t, i) => (t.order = i));
  /** The tasks assigned to the user, as their authors keep them (those since deleted left out). */
  const assignedTo = async (user: UserRecord) => {
    const found: (Task & { ownerId: string; ownerName: string })[] = [];
    for (const a of await assignmentsOf(api, user.id)) {
      const owner = await api.store.table('users').get(a.ownerId);
      const task = owner && (await sampleDataOf(api, owner.id)).tasks.find((t) => t.id === a.taskId);
      if (owner && task && task.assignedTo === user.id)
        found.push({ ...task, ownerId: owner.id, ownerName: owner.name });
    }
    return found;
  };
  return [
    // Tasks colleagues gave the signed-in user ("assigned to me"), newest assignment first.
    route(api, 'get', `${base}/assigned`, async ({ request }) => {
      const user = await api.user(request);
      return (await assignedTo(user)).reverse();
    }),
    // The assignee ticks off a task he was given (or its sub-tasks): {ownerId, id, completed?, subTasks?}.
    route(
      api,
      'patch',
      `${base}/assigned`,
      async ({ request }) => {
        const user = await api.user(request);
        const input = await parseBody(
          request,
          z.object({
            ownerId: z.string().min(1).max(100),
            id: z.string().min(1).max(100),
            task: task.pick({ completed: true, subTasks: true }).partial().strict(),
          }),
        );
        if (!(await assignmentsOf(api, user.id)).some((a) => a.ownerId === input.ownerId && a.taskId === input.id))
          throw forbidden('Only the colleague a task was given to changes it here');
        const own = await api.store.documents.get<Partial<SampleData>>('samples', input.ownerId);
        const data = { ...(await sampleDataOf(api, input.ownerId)), ...own };
        const existing = data.tasks.find((t) => t.id === input.id);
        if (!existing || existing.assignedTo !== user.id) throw forbidden('The task is no longer yours');
        if (input.task.subTasks) {
          // Sub-tasks are ticked, not rewritten: the same ids and titles as the author keeps them.
          const same =
            input.task.subTasks.length === existing.subTasks.length &&
            input.task.subTasks.every(
              (s, i) => s.id === existing.subTasks[i]!.id && s.title === existing.subTasks[i]!.title,
            );
          if (!same) throw validation({ subTasks: 'changed' }, 'Only ticks of the sub-tasks change here');
        }
        Object.assign(existing, input.task);
        await api.store.documents.put('samples', input.ownerId, {
          ...(own ?? Object.fromEntries(personalSampleAreas.map((k) => [k, data[k]]))),
          tasks: data.tasks,
        });
        return { ...existing, ownerId: input.ownerId };
      },
      { write: true },
    ),
    sampleRoute(
      api,
      'get',
      `${base}/all`,
      async ({ data, request, url }) => (await api.user(request), pagedList(url, ordered(data))),
    ),
    // Matches title and notes, case-insensitively; the matches are marked in the title.
    sampleRoute(api, 'get', `${base}/search`, async ({ data, request, url }) => {
      await api.user(request);
      const { query } = parseQuery(url, z.object({ query: z.string().max(200).default('') }));
      const q = query.trim().toLocaleLowerCase('tr');
      return ordered(data)
        .filter(
          (t) =>
            !q || t.title.toLocaleLowerCase('tr').includes(q) || (t.notes ?? '').toLocaleLowerCase('tr').includes(q),
        )
        .map((t) => ({ ...t, titleHighlighted: highlight(t.title, query.trim()) }));
    }),
    // The new order: every task's id, first to last.
    sampleRoute(
      api,
      'patch',
      `${base}/order`,
      async ({ data, request }) => {
        await api.user(request);
        const { order } = await parseBody(request, z.object({ order: z.array(z.string()).max(1000) }));
        const current = ordered(data);
        if (
          order.length !== current.length ||
          new Set(order).size !== order.length ||
          order.some((id) => !current.some((t) => t.id === id))
        )
          throw validation({ order: 'not_a_permutation' });
        const next = order.map((id) => current.find((t) => t.id === id)!);
        renumber(next);
        return next;
      },
      { write: true },
    ),
    sampleRoute(api, 'get', `${base}/task`, async ({ data, request, url }) => {
      await api.user(request);
      const { id } = parseQuery(url, idQuery);
      return data.tasks.find((t) => t.id === id) ?? null;
    }),
    // A new task or section goes first.
    sampleRoute(
      api,
      'post',
      `${base}/task`,
      async ({ data, request }) => {
        await api.user(request);
        const { type } = await parseBody(request, z.object({ type: task.shape.type }));
        const created: Task = {
          id: await api.store.nextId('tsk'),
          type,
          title: '',
          notes: null,
          completed: false,
          dueDate: null,
          priority: 1,
          tags: [],
          assignedTo: null,
          subTasks: [],
          order: 0,
        };
        const next = [created, ...ordered(data)];
        renumber(next);
        data.tasks = next;
        return created;
      },
      { write: true },
    ),
    sampleRoute(
      api,
      'patch',
      `${base}/task`,
      async ({ data, request, user }) => {
        const { id, task: change } = parseValue(
          z.object({ id: z.string().min(1), task: taskPatch }),
          await readJson(request),
        );
        if (change.tags?.some((t) => !data.taskTags.some((x) => x.id === t))) throw validation({ tags: 'not_found' });
        const existing = data.tasks.find((t) => t.id === id);
        if (!existing) return null;
        const before = existing.assignedTo;
        if (change.assignedTo !== undefined && change.assignedTo !== before)
          await checkAssignee(api, change.assignedTo);
        Object.assign(existing, change);
        if (change.assignedTo !== undefined) await reassign(api, user, existing, before, existing.assignedTo);
        return existing;
      },
      { write: true },
    ),
    sampleRoute(
      api,
      'delete',
      `${base}/task`,
      async ({ data, request, url, user }) => {
        await api.user(request);
        const { id } = parseQuery(url, idQuery);
        const gone = data.tasks.find((t) => t.id === id);
        if (gone?.assignedTo) await reassign(api, user, gone, gone.assignedTo, null);
        const next = ordered(data).filter((t) => t.id !== id);
        const removed = next.length < data.tasks.length;
        renumber(next);
        data.tasks = next;
        return removed;
      },
      { write: true },
    ),
    sampleRoute(api, 'get', `${base}/tags`, async ({ data, request }) => (await api.user(request), data.taskTags)),
    sampleRoute(
      api,
      'post',
      `${base}/tag`,
      async ({ data, request }) => {
        await api.user(request);
        const input = await parseBody(request, tagSchema.omit({ id: true }), 'tag');
        const created = { id: await api.store.nextId('ttg'), ...input };
        data.taskTags.push(created);
        return created;
      },
      { write: true },
    ),
    sampleRoute(
      api,
      'patch',
      `${base}/tag`,
      async ({ data, request }) => {
        await api.user(request);
        const { id, tag } = parseValue(
          z.object({ id: z.string().min(1), tag: tagSchema.omit({ id: true }).partial().strict() }),
          await readJson(request),
        );
        const existing = data.taskTags.find((t) => t.id === id);
        if (!existing) return null;
        Object.assign(existing, tag);
        return existing;
      },
      { write: true },
    ),
    sampleRoute(
      api,
      'delete',
      `${base}/tag`,
      async ({ data, request, url }) => {
        await api.user(request);
        const { id } = parseQuery(url, idQuery);
        data.taskTags = data.taskTags.filter((t) => t.id !== id);
        for (const t of data.tasks) t.tags = t.tags.filter((x) => x !== id);
        return true;
      },
      { write: true },
    ),
  ];
}
