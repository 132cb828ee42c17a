import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { turkeyDayTime, type Tag, type Task } from '@courier/domain';
import {
  AssignedTasks,
  blankTask,
  ButtonLink,
  EmptyState,
  TaskDetail,
  TaskForm,
  taskInputOf,
  TasksView,
  toast,
  type AssignedTask,
  type TaskValues,
} from '@courier/ui';
import { request } from '../../api/client';
import { messageOf } from '../../api/messages';
import { useStaff } from '../../api/scans';
import { useAuth } from '../../auth/auth';
import { useTitle } from '../../pages/useTitle';
import { useUnsavedGuard } from '../records/useUnsavedGuard';
import { useSampleSave } from './useSampleSave';

/**
 * /apps/tasks and /apps/tasks/:id: the user's to-do list over the sample area's API (every
 * signed-in role). A change shows at once and is undone with a word when the server refuses it.
 * /apps/tasks/new and /apps/tasks/:id/edit write a whole task (title, notes, due day, priority,
 * tags, sub-tasks, and the colleague it is given to, who is told); /apps/tasks/assigned lists the
 * tasks colleagues gave the user, to tick off.
 */
const base = '/apps/tasks';
const tasksKey = ['apps', 'tasks'] as const;
const useTasks = () =>
  useQuery({ queryKey: tasksKey, queryFn: ({ signal }) => request<Task[]>('/api/apps/tasks/all', { signal }) });
const useTaskTags = () =>
  useQuery({
    queryKey: ['apps', 'tasks', 'tags'],
    queryFn: ({ signal }) => request<Tag[]>('/api/apps/tasks/tags', { signal }),
  });

/** A task that is not (or no longer) there, with the way back to the list. */
function TaskMissing() {
  const { t } = useTranslation('ui');
  return (
    <EmptyState
      icon="heroicons_outline:question-mark-circle"
      title={t('tasks.notFound')}
      action={
        <ButtonLink variant="secondary" href={base}>
          {t('tasks.back')}
        </ButtonLink>
      }
    />
  );
}

export function TasksApp() {
  return (
    <Routes>
      <Route index element={<TasksPage />} />
      <Route path="new" element={<TaskEditPage />} />
      <Route path="assigned" element={<AssignedPage />} />
      <Route path=":id" element={<TasksPage />} />
      <Route path=":id/edit" element={<TaskEditPage />} />
    </Routes>
  );
}

/** A change of the list that shows at once; the old list comes back, and the user is told why, when the server refuses it. */
function useOptimisticTasks<V>(send: (value: V) => Promise<unknown>, next: (tasks: Task[], value: V) => Task[]) {
  const client = useQueryClient();
  const { t } = useTranslation('ui');
  return useMutation({
    mutationFn: send,
    onMutate: async (value: V) => {
      await client.cancelQueries({ queryKey: tasksKey });
      const before = client.getQueryData<Task[]>(tasksKey);
      if (before) client.setQueryData(tasksKey, next(before, value));
      return { before };
    },
    onError: (error, _value, context) => {
      if (context?.before) client.setQueryData(tasksKey, context.before);
      toast.warn(t('tasks.notSaved'), messageOf(error));
    },
    onSettled: () => client.invalidateQueries({ queryKey: tasksKey }),
  });
}

function TasksPage() {
  const { id } = useParams();
  const { t } = useTranslation('ui');
  const [query, setQuery] = useState('');
  const tasks = useTasks();
  const tags = useTaskTags();
  const selected = id ? tasks.data?.find((x) => x.id === id) : undefined;
  const staff = useStaff();
  useTitle(selected?.title || t('tasks.title'));
  const today = turkeyDayTime(new Date().toISOString()).day;

  const change = useOptimisticTasks(
    ({ id: taskId, task }: { id: string; task: Partial<Task> }) =>
      request('/api/apps/tasks/task', { method: 'PATCH', body: { id: taskId, task } }),
    (all, { id: taskId, task }) => all.map((x) => (x.id === taskId ? { ...x, ...task } : x)),
  );
  const reorder = useOptimisticTasks(
    (order: string[]) => request('/api/apps/tasks/order', { method: 'PATCH', body: { order } }),
    (all, order) => order.map((taskId) => all.find((x) => x.id === taskId)!),
  );
  const missing = id && tasks.data && !selected;
  return (
    <TasksView
      tasks={tasks.data}
      error={tasks.error ? messageOf(tasks.error) : null}
      onRetry={() => void tasks.refetch()}
      tags={tags.data ?? []}
      query={query}
      onQueryChange={setQuery}
      today={today}
      selectedId={id}
      taskHref={(task) => `${base}/${task.id}`}
      newHref={`${base}/new`}
      assignedHref={`${base}/assigned`}
      onToggle={(task, completed) => change.mutate({ id: task.id, task: { completed } })}
      onReorder={(order) => reorder.mutate(order)}
      detail={
        selected ? (
          <TaskDetail
            task={selected}
            tags={tags.data ?? []}
            today={today}
            closeHref={base}
            editHref={`${base}/${selected.id}/edit`}
            assignee={selected.assignedTo ? (staff.find((m) => m.id === selected.assignedTo)?.name ?? null) : null}
            onChange={(task) => change.mutate({ id: selected.id, task })}
          />
        ) : missing ? (
          <TaskMissing />
        ) : undefined
      }
    />
  );
}

function TaskEditPage() {
  const { id } = useParams();
  const { t } = useTranslation('ui');
  const navigate = useNavigate();
  const client = useQueryClient();
  const { user } = useAuth();
  const tasks = useTasks();
  const tags = useTaskTags();
  const staff = useStaff();
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedGuard(dirty);
  const existing = id ? tasks.data?.find((x) => x.id === id) : undefined;
  useTitle(id ? t('tasks.edit') : t('tasks.new'));
  const { save, serverErrors, error } = useSampleSave<Task, TaskValues>(
    '/api/apps/tasks/task',
    'task',
    id,
    (saved) => {
      guard.release();
      void client.invalidateQueries({ queryKey: tasksKey });
      toast.success(t(id ? 'tasks.saved' : 'tasks.created'));
      navigate(`${base}/${saved.id}`);
    },
    { type: 'task' },
  );
  if (id && tasks.data && !existing) return <TaskMissing />;
  if ((id && !existing) || !tags.data) return <div role="status" aria-busy="true" aria-label={t('tasks.loading')} />;
  // Colleagues by name; the user himself is "Nobody: mine".
  const colleagues = staff
    .filter((m) => m.id !== user?.id)
    .map((m) => ({ id: m.id, label: m.name }))
    .sort((a, b) => a.label.localeCompare(b.label, 'tr'));
  return (
    <>
      <TaskForm
        key={existing?.id ?? 'new'}
        mode={id ? 'edit' : 'create'}
        initial={existing ? taskInputOf(existing) : blankTask}
        tags={tags.data}
        colleagues={colleagues}
        onSubmit={save}
        onCancel={() => navigate(id ? `${base}/${id}` : base)}
        serverErrors={serverErrors}
        error={error}
        onDirtyChange={setDirty}
      />
      {guard.dialog}
    </>
  );
}

function AssignedPage() {
  const { t } = useTranslation('ui');
  const client = useQueryClient();
  useTitle(t('tasks.assignedToMe'));
  const key = ['apps', 'tasks', 'assigned'];
  const assigned = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => request<AssignedTask[]>('/api/apps/tasks/assigned', { signal }),
  });
  const tick = useMutation({
    mutationFn: ({ task, change }: { task: AssignedTask; change: Partial<Task> }) =>
      request('/api/apps/tasks/assigned', {
        method: 'PATCH',
        body: { ownerId: task.ownerId, id: task.id, task: change },
      }),
    onMutate: ({ task, change }) => {
      const before = client.getQueryData<AssignedTask[]>(key);
      client.setQueryData<AssignedTask[]>(key, (all) =>
        all?.map((x) => (x.ownerId === task.ownerId && x.id === task.id ? { ...x, ...change } : x)),
      );
      return { before };
    },
    onError: (caught, _value, context) => {
      if (context?.before) client.setQueryData(key, context.before);
      toast.warn(t('tasks.notSaved'), messageOf(caught));
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
  return (
    <AssignedTasks
      tasks={assigned.data}
      error={assigned.error ? messageOf(assigned.error) : null}
      onRetry={() => void assigned.refetch()}
      today={turkeyDayTime(new Date().toISOString()).day}
      backHref={base}
      onChange={(task, change) => tick.mutate({ task, change })}
    />
  );
}
