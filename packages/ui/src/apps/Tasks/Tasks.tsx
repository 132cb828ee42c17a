import { Fragment, useMemo, type ReactNode } from 'react';
import { DropIndicator, GridList, GridListItem, useDragAndDrop } from 'react-aria-components';
import type { Tag, Task } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Badge } from '../../primitives/Badge/Badge';
import { Button, ButtonLink } from '../../primitives/Button/Button';
import { Card } from '../../primitives/Card/Card';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { DragHandle } from '../../data/DragHandle/DragHandle';
import { Highlighted, textMatches } from '../../data/Highlighted/Highlighted';
import { Link } from '../../primitives/Link/Link';
import { Select } from '../../primitives/Select/Select';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { TextField } from '../../primitives/TextField/TextField';
import { useCourierFormat } from '../../courier/format';
import * as styles from './Tasks.css';

/** A task's title or notes holds the query, case- and Turkish-letter-insensitively. */
export const taskMatches = (task: Pick<Task, 'title' | 'notes'>, query: string): boolean =>
  textMatches(query, task.title, task.notes);

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
  /**
   * The whole list in its new order, after a task or a section was dragged (by pointer, or by
   * keyboard: Enter on its handle, the arrow keys, Enter). Not offered while a search narrows the list.
   */
  onReorder?: (order: string[]) => void;
  /** The open task's panel. */
  detail?: ReactNode;
  /** Where a new task is written, and where the tasks colleagues gave the user are. */
  newHref?: string;
  assignedHref?: string;
}

/**
 * The team's to-do list: tasks in their sections with what is due, their priority, tags and
 * sub-tasks; a search marks what it matched; a task opens beside the list. Done and undone by
 * its checkbox; tasks and sections are dragged to a new place (React Aria's drag and drop, which
 * works by keyboard and announces each step).
 */
export function TasksView(props: TasksViewProps) {
  const { t } = useUiTranslation();
  const { tasks, query } = props;
  const all = useMemo(() => (tasks ?? []).filter((x) => x.type === 'task'), [tasks]);
  const left = all.filter((x) => !x.completed).length;
  // While searching: the matching tasks under their sections; otherwise everything, sections being items of the one list.
  const shown = useMemo(
    () =>
      query.trim()
        ? sectionsOf(tasks ?? []).flatMap((g) =>
            g.tasks.some((x) => taskMatches(x, query))
              ? [...(g.section ? [g.section] : []), ...g.tasks.filter((x) => taskMatches(x, query))]
              : [],
          )
        : (tasks ?? []),
    [tasks, query],
  );
  const canReorder = !!props.onReorder && !query.trim();
  const titleOf = (item: Task) => item.title || t(item.type === 'section' ? 'tasks.untitledSection' : 'tasks.untitled');

  // The hooks stay the same across renders (React Aria's rule); a search only disables them.
  const { dragAndDropHooks } = useDragAndDrop({
    isDisabled: !canReorder,
    // A line between the rows where the dragged one would land.
    renderDropIndicator: (target) => <DropIndicator target={target} className={styles.dropLine} />,
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': titleOf((tasks ?? []).find((x) => x.id === key)!) })),
    onReorder: (event) => {
      const order = (tasks ?? []).map((x) => x.id);
      const moving = order.filter((id) => event.keys.has(id));
      const rest = order.filter((id) => !event.keys.has(id));
      const at = rest.indexOf(String(event.target.key));
      if (at < 0 || !moving.length) return;
      rest.splice(event.target.dropPosition === 'after' ? at + 1 : at, 0, ...moving);
      props.onReorder?.(rest);
    },
  });

  let content: ReactNode;
  if (props.error) {
    content = (
      <EmptyState
        isError
        icon="heroicons_outline:exclamation-triangle"
        title={t('tasks.error')}
        description={props.error}
        action={
          props.onRetry ? (
            <Button variant="secondary" onPress={props.onRetry}>
              {t('common.retry')}
            </Button>
          ) : undefined
        }
      />
    );
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
    content = (
      <EmptyState icon="heroicons_outline:check-circle" title={t('tasks.empty')} description={t('tasks.emptyHint')} />
    );
  } else if (!shown.some((x) => x.type === 'task')) {
    content = (
      <EmptyState
        icon="heroicons_outline:magnifying-glass"
        title={t('tasks.noMatch', { query: query.trim() })}
        description={t('tasks.noMatchHint')}
      />
    );
  } else {
    content = (
      <>
        {canReorder ? <p className={styles.counts}>{t('tasks.reorderHint')}</p> : null}
        <GridList
          aria-label={t('tasks.title')}
          items={shown}
          // The rows are rendered again when what they show besides the task changes.
          dependencies={[canReorder, query, props.selectedId, props.tags, props.today, props.taskHref, props.onToggle]}
          dragAndDropHooks={dragAndDropHooks}
          keyboardNavigationBehavior="tab"
          className={styles.list}
        >
          {(item) => (
            <GridListItem
              id={item.id}
              textValue={titleOf(item)}
              className={
                item.type === 'section'
                  ? styles.sectionRow
                  : [
                      styles.row,
                      item.completed ? styles.completed : '',
                      props.selectedId === item.id ? styles.current : '',
                    ].join(' ')
              }
            >
              {canReorder ? (
                <DragHandle
                  label={t(item.type === 'section' ? 'tasks.moveSection' : 'tasks.moveTask', { title: titleOf(item) })}
                />
              ) : null}
              {item.type === 'section' ? (
                <h2 className={styles.sectionTitle}>{titleOf(item)}</h2>
              ) : (
                <TaskRow task={item} title={titleOf(item)} {...props} />
              )}
            </GridListItem>
          )}
        </GridList>
      </>
    );
  }

  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('tasks.title')}</h1>
          <p className={styles.counts}>{tasks ? t('tasks.left', { count: left, total: all.length }) : '\u00a0'}</p>
        </div>
        <div className={styles.tools}>
          <TextField
            className={styles.search}
            type="search"
            label={t('tasks.search')}
            icon="heroicons_outline:magnifying-glass"
            value={query}
            onChange={props.onQueryChange}
          />
          {props.assignedHref ? (
            <ButtonLink variant="secondary" href={props.assignedHref} icon="heroicons_outline:inbox-arrow-down">
              {t('tasks.assignedToMe')}
            </ButtonLink>
          ) : null}
          {props.newHref ? (
            <ButtonLink href={props.newHref} icon="heroicons_outline:plus">
              {t('tasks.new')}
            </ButtonLink>
          ) : null}
        </div>
      </div>
      <div className={props.detail ? `${styles.body} ${styles.split}` : styles.body}>
        <div className={props.detail ? styles.hideNarrow : undefined}>{content}</div>
        {props.detail ?? null}
      </div>
    </div>
  );
}

/** A task's row: its done mark, its title (the link that opens it) and what is known of it. */
function TaskRow({ task, title, ...props }: TasksViewProps & { task: Task; title: string }) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const due = task.dueDate?.slice(0, 10);
  const overdue = !!due && !task.completed && due < props.today;
  const done = task.subTasks.filter((s) => s.completed).length;
  return (
    <>
      <Checkbox
        isSelected={task.completed}
        onChange={(completed) => props.onToggle(task, completed)}
        aria-label={t('tasks.done', { title })}
      />
      <div className={styles.main}>
        <Link
          href={props.taskHref(task)}
          className={styles.taskTitle}
          aria-current={props.selectedId === task.id ? 'page' : undefined}
        >
          <Highlighted text={title} query={props.query} />
        </Link>
        <div className={styles.meta}>
          {task.priority === 2 ? (
            <Badge tone="warn">{t('tasks.priorities.2')}</Badge>
          ) : task.priority === 0 ? (
            <Badge>{t('tasks.priorities.0')}</Badge>
          ) : null}
          {due ? (
            <span className={overdue ? styles.overdue : undefined}>
              {overdue ? t('tasks.overdue', { day: format.day(due) }) : t('tasks.due', { day: format.day(due) })}
            </span>
          ) : null}
          {task.subTasks.length ? <span>{t('tasks.subTasksDone', { done, count: task.subTasks.length })}</span> : null}
          {task.tags.map((id) => {
            const tag = props.tags.find((x) => x.id === id);
            return tag ? (
              <Badge key={id} tone="info">
                {tag.title}
              </Badge>
            ) : null;
          })}
        </div>
      </div>
    </>
  );
}

export interface TaskDetailProps {
  task: Task;
  tags: Tag[];
  closeHref: string;
  today: string;
  /** Saves a change of the task (completed, priority, sub-tasks). */
  onChange: (change: Partial<Pick<Task, 'completed' | 'priority' | 'subTasks'>>) => void;
  /** Where the whole task is edited. */
  editHref?: string;
  /** The colleague it is given to, by name. */
  assignee?: string | null;
}

/** One task: done or not, its priority, due day, tags, notes and sub-tasks. */
export function TaskDetail({ task, tags, closeHref, today, onChange, editHref, assignee }: TaskDetailProps) {
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
          {editHref ? <Link href={editHref}>{t('tasks.editLink')}</Link> : null}
          <Link href={closeHref}>{t('common.close')}</Link>
        </div>
        <Checkbox isSelected={task.completed} onChange={(completed) => onChange({ completed })}>
          {t('tasks.completed')}
        </Checkbox>
        <Select
          label={t('tasks.priority')}
          selectedKey={String(task.priority)}
          onSelectionChange={(key) => onChange({ priority: Number(key) as Task['priority'] })}
          items={([2, 1, 0] as const).map((p) => ({ id: String(p), label: t(`tasks.priorities.${p}`) }))}
        />
        <p className={due && !task.completed && due < today ? styles.overdue : styles.counts}>
          {due
            ? due < today && !task.completed
              ? t('tasks.overdue', { day: format.day(due) })
              : t('tasks.due', { day: format.day(due) })
            : t('tasks.noDue')}
        </p>
        {task.tags.length ? (
          <div className={styles.tags} aria-label={t('tasks.tags')} role="group">
            {task.tags.map((id) => {
              const tag = tags.find((x) => x.id === id);
              return tag ? (
                <Badge key={id} tone="info">
                  {tag.title}
                </Badge>
              ) : null;
            })}
          </div>
        ) : null}
        {assignee ? <p className={styles.counts}>{t('tasks.givenTo', { name: assignee })}</p> : null}
        {task.notes ? <p className={styles.notes}>{task.notes}</p> : null}
        {task.subTasks.length ? (
          <Fragment>
            <h3 className={styles.sectionTitle}>{t('tasks.subTasksDone', { done, count: task.subTasks.length })}</h3>
            <ul className={styles.subTasks}>
              {task.subTasks.map((sub) => (
                <li key={sub.id}>
                  <Checkbox
                    isSelected={sub.completed}
                    onChange={(completed) =>
                      onChange({ subTasks: task.subTasks.map((s) => (s.id === sub.id ? { ...s, completed } : s)) })
                    }
                  >
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
