import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams } from 'react-router-dom';
import { turkeyDayTime, type Tag, type Task } from '@courier/domain';
import { ButtonLink, EmptyState, TaskDetail, TasksView, toast } from '@courier/ui';
import { request } from '../../api/client';
import { messageOf } from '../../api/messages';
import { useTitle } from '../../pages/useTitle';

/**
 * /apps/tasks and /apps/tasks/:id: the team's to-do list over the sample area's API (every
 * signed-in role). A change shows at once and is undone with a word when the server refuses it.
 */
const base = '/apps/tasks';
const tasksKey = ['apps', 'tasks'] as const;

export function TasksApp() {
  return (
    <Routes>
      <Route index element={<TasksPage />} />
      <Route path=":id" element={<TasksPage />} />
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
  const tasks = useQuery({
    queryKey: tasksKey,
    queryFn: ({ signal }) => request<Task[]>('/api/apps/tasks/all', { signal }),
  });
  const tags = useQuery({
    queryKey: ['apps', 'tasks', 'tags'],
    queryFn: ({ signal }) => request<Tag[]>('/api/apps/tasks/tags', { signal }),
  });
  const selected = id ? tasks.data?.find((x) => x.id === id) : undefined;
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
      onToggle={(task, completed) => change.mutate({ id: task.id, task: { completed } })}
      onReorder={(order) => reorder.mutate(order)}
      detail={
        selected ? (
          <TaskDetail
            task={selected}
            tags={tags.data ?? []}
            today={today}
            closeHref={base}
            onChange={(task) => change.mutate({ id: selected.id, task })}
          />
        ) : missing ? (
          <EmptyState
            icon="heroicons_outline:question-mark-circle"
            title={t('tasks.notFound')}
            action={
              <ButtonLink variant="secondary" href={base}>
                {t('tasks.back')}
              </ButtonLink>
            }
          />
        ) : undefined
      }
    />
  );
}
