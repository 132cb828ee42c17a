import type { Task } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Badge } from '../../primitives/Badge/Badge';
import { Card } from '../../primitives/Card/Card';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { LoadFailed } from '../../primitives/EmptyState/LoadFailed';
import { Link } from '../../primitives/Link/Link';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { useCourierFormat } from '../../courier/format';
import * as styles from './Tasks.css';

/** A task a colleague gave the user: the author's task, with who the author is. */
export type AssignedTask = Task & { ownerId: string; ownerName: string };

export interface AssignedTasksProps {
  /** Newest first; undefined while loading. */
  tasks: AssignedTask[] | undefined;
  error?: string | null;
  onRetry?: () => void;
  /** The company's today (YYYY-MM-DD): a task due before it and not done is overdue. */
  today: string;
  backHref: string;
  /** Ticks the task or its sub-tasks off (all an assignee may change; the rest stays the author's). */
  onChange: (task: AssignedTask, change: Partial<Pick<Task, 'completed' | 'subTasks'>>) => void;
}

/** "Assigned to me": the tasks colleagues gave the user, each with who gave it, what is due and its sub-tasks to tick off. */
export function AssignedTasks({ tasks, error, onRetry, today, backHref, onChange }: AssignedTasksProps) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  let content;
  if (error) content = <LoadFailed title={t('tasks.error')} description={error} onRetry={onRetry} />;
  else if (!tasks)
    content = (
      <div role="status" aria-busy="true" aria-label={t('tasks.loading')} className={styles.list}>
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} shape="block" height={72} />
        ))}
      </div>
    );
  else if (!tasks.length) content = <EmptyState icon="heroicons_outline:inbox" title={t('tasks.assignedEmpty')} />;
  else
    content = (
      <ul className={styles.assigned}>
        {tasks.map((task) => {
          const title = task.title || t('tasks.untitled');
          const due = task.dueDate?.slice(0, 10);
          const overdue = !!due && !task.completed && due < today;
          return (
            <li key={`${task.ownerId}/${task.id}`}>
              <Card>
                <div className={styles.detail} role="region" aria-label={title}>
                  <Checkbox isSelected={task.completed} onChange={(completed) => onChange(task, { completed })}>
                    <span className={styles.taskTitle}>{title}</span>
                  </Checkbox>
                  <div className={styles.meta}>
                    <span>{t('tasks.assignedFrom', { name: task.ownerName })}</span>
                    {task.priority === 2 ? <Badge tone="warn">{t('tasks.priorities.2')}</Badge> : null}
                    {due ? (
                      <span className={overdue ? styles.overdue : undefined}>
                        {overdue
                          ? t('tasks.overdue', { day: format.day(due) })
                          : t('tasks.due', { day: format.day(due) })}
                      </span>
                    ) : null}
                  </div>
                  {task.notes ? <p className={styles.notes}>{task.notes}</p> : null}
                  {task.subTasks.length ? (
                    <ul className={styles.subTasks} aria-label={t('tasks.subTasks')}>
                      {task.subTasks.map((sub) => (
                        <li key={sub.id}>
                          <Checkbox
                            isSelected={sub.completed}
                            onChange={(completed) =>
                              onChange(task, {
                                subTasks: task.subTasks.map((s) => (s.id === sub.id ? { ...s, completed } : s)),
                              })
                            }
                          >
                            {sub.title}
                          </Checkbox>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    );
  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('tasks.assignedToMe')}</h1>
          <p className={styles.counts}>{t('tasks.assignedLead')}</p>
        </div>
        <Link href={backHref}>{t('tasks.back')}</Link>
      </div>
      {content}
    </div>
  );
}
