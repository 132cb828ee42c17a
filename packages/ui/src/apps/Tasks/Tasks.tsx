import { Fragment, useMemo, type ReactNode } from 'react';
import type { Tag, Task } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { Card } from '../../primitives/Card/Card';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Link } from '../../primitives/Link/Link';
import { Select } from '../../primitives/Select/Select';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { TextField } from '../../primitives/TextField/TextField';
import { useCourierFormat } from '../../courier/format';
import * as styles from './Tasks.css';

/** A task's title or notes holds the query, case- and Turkish-letter-insensitively. */
export function taskMatches(task: Pick<Task, 'title' | 'notes'>, query: string): boolean {
  const q = query.trim().toLocaleLowerCase('tr');
  return !q || task.title.toLocaleLowerCase('tr').includes(q) || (task.notes ?? '').toLocaleLowerCase('tr').includes(q);
}

/** The text with each match of the query marked: React text nodes, never HTML from data. */
export function Highlighted({ text, query }: { text: string; query: string }) {
  const q = query.trim().toLocaleLowerCase('tr');
  if (!q) return <>{text}</>;
  const lower = text.toLocaleLowerCase('tr');
  const parts: ReactNode[] = [];
  let at = 0;
  // Turkish lower-casing keeps the length of these letters, so positions carry over.
  for (let found = lower.indexOf(q); found >= 0 && lower.length === text.length; found = lower.indexOf(q, at)) {
    parts.push(text.slice(at, found), <mark key={found} className={styles.mark}>{text.slice(found, found + q.length)}</mark>);
    at = found + q.length;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

/** The tasks in their sections: a section starts where a `section` item stands in the order. */
function sectionsOf(tasks: Task[]): { section: Task | null; tasks: Task[] }[] {
  const out: { section: Task | null; tasks: Task[] }[] = [];
  for (const item of tasks) {
    if (item.type === 'section') out.push({ section: item, tasks: [] });
    else {
      if (!out.length) out.push({ section: null, tasks: [] });
      out.at(-1)!.tasks.push(item);
    }
  }
  return out;
}

export interface TasksViewProps {
  /** Every task and section in order; undefined while loading. */
  tasks: Task[] | undefined;
  error?: string | null;
  onRetry?: () => void;
  tags: Tag[];
  query: string;
  onQueryChange: (query: string) => void;
  /** The company's today (YYYY-MM-DD): a task due before it and not done is overdue. */
  today: string;
  /** The open task, shown beside the list (alone on a narrow screen). */
  selectedId?: string | null;
  taskHref: (task: Task) => string;
  onToggle: (task: Task, completed: boolean) => void;
  /** Moves a task one place up or down in the order (the keyboard's way to reorder). */
  onMove?: (task: Task, by: -1 | 1) => void;
  /** The open task's panel. */
  detail?: ReactNode;
}

/**
 * The team's to-do list: tasks in their sections with what is due, their priority, tags and
 * sub-tasks; a search marks what it matched; a task opens beside the list. Done and undone by
 * its checkbox, reordered a place at a time by its buttons.
 */
export function TasksView(props: TasksViewProps) {
  const { t } = useUiTranslation();
  const { tasks, query } = props;
  const all = useMemo(() => (tasks ?? []).filter((x) => x.type === 'task'), [tasks]);
  const left = all.filter((x) => !x.completed).length;
  const groups = useMemo(() => sectionsOf(tasks ?? []).map((g) => ({ ...g, tasks: g.tasks.filter((x) => taskMatches(x, query)) })).filter((g) => g.tasks.length > 0), [tasks, query]);
  // The first task cannot go up (above every section), the last cannot go down.
  const order = all.map((x) => x.id);

  let content: ReactNode;
  if (props.error) {
    content = <EmptyState isError icon="heroicons_outline:exclamation-triangle" title={t('tasks.error')} description={props.error} action={props.onRetry ? <Button variant="secondary" onPress={props.onRetry}>{t('common.retry')}</Button> : undefined} />;
  } else if (!tasks) {
    content = (
      <div role="status" aria-busy="true" aria-label={t('tasks.loading')} className={styles.list}>
        {Array.from({ length: 5 }, (_, i) => (
          <div key={i} className={styles.row}>
            <Skeleton shape="block" width={18} height={18} />
            <Skeleton width={`${70 - i * 8}%`} />
          </div>
        ))}
      </div>
    );
  } else if (!all.length) {
    content = <EmptyState icon="heroicons_outline:check-circle" title={t('tasks.empty')} description={t('tasks.emptyHint')} />;
  } else if (!groups.length) {
    content = <EmptyState icon="heroicons_outline:magnifying-glass" title={t('tasks.noMatch', { query: query.trim() })} description={t('tasks.noMatchHint')} />;
  } else {
    content = (
      <div className={styles.sections}>
        {groups.map((group) => (
          <section key={group.section?.id ?? 'first'} aria-label={group.section?.title || t('tasks.unsorted')}>
            {group.section ? <h2 className={styles.sectionTitle}>{group.section.title || t('tasks.untitledSection')}</h2> : null}
            <ul className={styles.list}>
              {group.tasks.map((task) => (
                <TaskRow key={task.id} task={task} {...props} first={order[0] === task.id} last={order.at(-1) === task.id} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    );
  }

  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('tasks.title')}</h1>
          <p className={styles.counts}>{tasks ? t('tasks.left', { count: left, total: all.length }) : '\u00a0'}</p>
        </div>
        <TextField className={styles.search} type="search" label={t('tasks.search')} icon="heroicons_outline:magnifying-glass" value={query} onChange={props.onQueryChange} />
      </div>
      <div className={styles.body}>
        <div className={props.detail ? styles.hideNarrow : undefined}>{content}</div>
        {props.detail ?? null}
      </div>
    </div>
  );
}

function TaskRow({ task, first, last, ...props }: TasksViewProps & { task: Task; first: boolean; last: boolean }) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const due = task.dueDate?.slice(0, 10);
  const overdue = !!due && !task.completed && due < props.today;
  const done = task.subTasks.filter((s) => s.completed).length;
  const title = task.title || t('tasks.untitled');
  return (
    <li className={styles.row} data-completed={task.completed || undefined} data-current={props.selectedId === task.id || undefined}>
      <Checkbox isSelected={task.completed} onChange={(completed) => props.onToggle(task, completed)} aria-label={t('tasks.done', { title })} />
      <div className={styles.main}>
        <Link href={props.taskHref(task)} className={styles.taskTitle} aria-current={props.selectedId === task.id ? 'page' : undefined}>
          <Highlighted text={title} query={props.query} />
        </Link>
        <div className={styles.meta}>
          {task.priority === 2 ? <Badge tone="warn">{t('tasks.priorities.2')}</Badge> : task.priority === 0 ? <Badge>{t('tasks.priorities.0')}</Badge> : null}
          {due ? <span className={overdue ? styles.overdue : undefined}>{overdue ? t('tasks.overdue', { day: format.day(due) }) : t('tasks.due', { day: format.day(due) })}</span> : null}
          {task.subTasks.length ? <span>{t('tasks.subTasksDone', { done, count: task.subTasks.length })}</span> : null}
          {task.tags.map((id) => {
            const tag = props.tags.find((x) => x.id === id);
            return tag ? <Badge key={id} tone="info">{tag.title}</Badge> : null;
          })}
        </div>
      </div>
      {props.onMove && !props.query.trim() ? (
        <div className={styles.moves}>
          <IconButton icon="heroicons_mini:chevron-up" size="sm" label={t('tasks.moveUp', { title })} isDisabled={first} onPress={() => props.onMove!(task, -1)} />
          <IconButton icon="heroicons_mini:chevron-down" size="sm" label={t('tasks.moveDown', { title })} isDisabled={last} onPress={() => props.onMove!(task, 1)} />
        </div>
      ) : null}
    </li>
  );
}

export interface TaskDetailProps {
  task: Task;
  tags: Tag[];
  closeHref: string;
  today: string;
  /** Saves a change of the task (completed, priority, sub-tasks). */
  onChange: (change: Partial<Pick<Task, 'completed' | 'priority' | 'subTasks'>>) => void;
}

/** One task: done or not, its priority, due day, tags, notes and sub-tasks. */
export function TaskDetail({ task, tags, closeHref, today, onChange }: TaskDetailProps) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const due = task.dueDate?.slice(0, 10);
  const done = task.subTasks.filter((s) => s.completed).length;
  const title = task.title || t('tasks.untitled');
  return (
    <Card>
      <div className={styles.detail} aria-label={title} role="region">
        <div className={styles.detailHeader}>
          <h2 className={styles.detailTitle}>{title}</h2>
          <Link href={closeHref}>{t('common.close')}</Link>
        </div>
        <Checkbox isSelected={task.completed} onChange={(completed) => onChange({ completed })}>
          {t('tasks.completed')}
        </Checkbox>
        <Select label={t('tasks.priority')} selectedKey={String(task.priority)} onSelectionChange={(key) => onChange({ priority: Number(key) as Task['priority'] })} items={([2, 1, 0] as const).map((p) => ({ id: String(p), label: t(`tasks.priorities.${p}`) }))} />
        <p className={due && !task.completed && due < today ? styles.overdue : styles.counts}>{due ? (due < today && !task.completed ? t('tasks.overdue', { day: format.day(due) }) : t('tasks.due', { day: format.day(due) })) : t('tasks.noDue')}</p>
        {task.tags.length ? (
          <div className={styles.tags} aria-label={t('tasks.tags')} role="group">
            {task.tags.map((id) => {
              const tag = tags.find((x) => x.id === id);
              return tag ? <Badge key={id} tone="info">{tag.title}</Badge> : null;
            })}
          </div>
        ) : null}
        {task.notes ? <p className={styles.notes}>{task.notes}</p> : null}
        {task.subTasks.length ? (
          <Fragment>
            <h3 className={styles.sectionTitle}>{t('tasks.subTasksDone', { done, count: task.subTasks.length })}</h3>
            <ul className={styles.subTasks}>
              {task.subTasks.map((sub) => (
                <li key={sub.id}>
                  <Checkbox isSelected={sub.completed} onChange={(completed) => onChange({ subTasks: task.subTasks.map((s) => (s.id === sub.id ? { ...s, completed } : s)) })}>
                    {sub.title}
                  </Checkbox>
                </li>
              ))}
            </ul>
          </Fragment>
        ) : null}
      </div>
    </Card>
  );
}
