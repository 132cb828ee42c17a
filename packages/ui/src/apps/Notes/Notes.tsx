import { useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import type { Note, Tag } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Icon } from '../../icons/Icon';
import { Badge } from '../../primitives/Badge/Badge';
import { Button } from '../../primitives/Button/Button';
import { Checkbox } from '../../primitives/Checkbox/Checkbox';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Link } from '../../primitives/Link/Link';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { TextField } from '../../primitives/TextField/TextField';
import { Highlighted, textMatches } from '../../data/Highlighted/Highlighted';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { useCourierFormat } from '../../courier/format';
import { EditorDialog } from '../shared/EditorDialog';
import * as side from '../shared/side.css';
import * as styles from './Notes.css';

/** Which notes the board shows: the notes in use, those with a reminder, the archive, or one label's. */
export type NotesFilter = { kind: 'notes' | 'reminders' | 'archive' } | { kind: 'label'; labelId: string };

/** The notes a filter and a search keep (the archive only in its own view), newest first as the API sends them. */
export function notesShown(notes: Note[], filter: NotesFilter, query = ''): Note[] {
  return notes.filter((note) => {
    let inView: boolean;
    if (filter.kind === 'archive') inView = note.archived;
    else if (filter.kind === 'label') inView = !note.archived && note.labels.includes(filter.labelId);
    else inView = !note.archived && (filter.kind === 'notes' || !!note.reminder);
    return inView && textMatches(query, note.title, note.content, ...(note.tasks ?? []).map((task) => task.content));
  });
}

const sameFilter = (a: NotesFilter, b: NotesFilter) =>
  a.kind === b.kind && (a.kind !== 'label' || (b.kind === 'label' && a.labelId === b.labelId));

export interface NotesViewProps {
  /** Every note of the person; undefined while loading. */
  notes: Note[] | undefined;
  labels: Tag[];
  error?: string | null;
  onRetry?: () => void;
  filter: NotesFilter;
  filterHref: (filter: NotesFilter) => string;
  query: string;
  onQueryChange: (query: string) => void;
  onOpen: (note: Note) => void;
  onNew: () => void;
  /** A checklist line ticked or unticked on the board itself. */
  onToggleTask: (note: Note, taskId: string, completed: boolean) => void;
  onEditLabels: () => void;
  /** The open note's editor or the labels dialog, drawn over the board. */
  dialog?: ReactNode;
}

/**
 * Personal notes as a board of cards, each as tall as what it holds: notes in use, those with a
 * reminder, the archive and each label in a side list with their counts; a search over titles,
 * text and checklists. A checklist is ticked on the board; a note opens in its editor.
 */
export function NotesView(props: NotesViewProps) {
  const { t } = useUiTranslation();
  const { notes, filter, query } = props;
  const shown = notes ? notesShown(notes, filter, query) : undefined;
  const count = (f: NotesFilter) => (notes ? notesShown(notes, f).length : undefined);
  const views: { filter: NotesFilter; label: string; icon: string }[] = [
    { filter: { kind: 'notes' }, label: t('notes.all'), icon: 'heroicons_outline:pencil-square' },
    { filter: { kind: 'reminders' }, label: t('notes.reminders'), icon: 'heroicons_outline:bell' },
    { filter: { kind: 'archive' }, label: t('notes.archive'), icon: 'heroicons_outline:archive-box' },
  ];
  const heading =
    filter.kind === 'label'
      ? (props.labels.find((l) => l.id === filter.labelId)?.title ?? t('notes.title'))
      : views.find((v) => v.filter.kind === filter.kind)!.label;
  const entry = (f: NotesFilter, label: string, icon: string) => (
    <li key={f.kind === 'label' ? f.labelId : f.kind}>
      <Link href={props.filterHref(f)} className={side.link} aria-current={sameFilter(f, filter) ? 'page' : undefined}>
        <Icon name={icon} size={18} />
        <span className={side.text}>{label}</span>
        {count(f) !== undefined ? <Badge size="sm">{count(f)}</Badge> : null}
      </Link>
    </li>
  );

  let content: ReactNode;
  if (props.error)
    content = (
      <EmptyState
        isError
        icon="heroicons_outline:exclamation-triangle"
        title={t('notes.error')}
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
  else if (!shown)
    content = (
      <div className={styles.board} role="status" aria-busy="true" aria-label={t('notes.loading')}>
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className={styles.note}>
            <Skeleton width="50%" />
            <Skeleton shape="block" height={40 + (i % 3) * 30} />
          </div>
        ))}
      </div>
    );
  else if (!shown.length)
    content = query.trim() ? (
      <EmptyState icon="heroicons_outline:magnifying-glass" title={t('notes.noMatch', { query: query.trim() })} />
    ) : (
      <EmptyState
        icon={filter.kind === 'archive' ? 'heroicons_outline:archive-box' : 'heroicons_outline:pencil-square'}
        title={t(filter.kind === 'archive' ? 'notes.emptyArchive' : 'notes.empty')}
        description={t(filter.kind === 'archive' ? 'notes.emptyArchiveHint' : 'notes.emptyHint')}
      />
    );
  else
    content = (
      <ul className={styles.board} aria-label={heading}>
        {shown.map((note) => (
          <NoteCard key={note.id} note={note} {...props} />
        ))}
      </ul>
    );

  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('notes.title')}</h1>
          {filter.kind !== 'notes' ? <p className={styles.muted}>{heading}</p> : null}
        </div>
        <div className={styles.tools}>
          <TextField
            className={styles.search}
            type="search"
            label={t('notes.search')}
            icon="heroicons_outline:magnifying-glass"
            value={query}
            onChange={props.onQueryChange}
          />
          <Button icon="heroicons_outline:plus" onPress={props.onNew}>
            {t('notes.new')}
          </Button>
        </div>
      </div>
      <div className={styles.body}>
        <nav className={styles.side} aria-label={t('notes.views')}>
          <ul className={side.list}>{views.map((v) => entry(v.filter, v.label, v.icon))}</ul>
          <h2 className={side.title}>{t('notes.labels')}</h2>
          <ul className={side.list}>
            {props.labels.map((label) =>
              entry({ kind: 'label', labelId: label.id }, label.title, 'heroicons_outline:tag'),
            )}
          </ul>
          <Button variant="ghost" icon="heroicons_outline:pencil" onPress={props.onEditLabels} className={side.action}>
            {t('notes.editLabels')}
          </Button>
        </nav>
        <div>{content}</div>
      </div>
      {props.dialog ?? null}
    </div>
  );
}

/** A note on the board: its title and text open it; its checklist is ticked in place. */
function NoteCard({ note, ...props }: NotesViewProps & { note: Note }) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const title = note.title || t('notes.untitled');
  return (
    <li className={styles.note}>
      {/* The note's title and text are the button that opens it, so it is named by what it says. */}
      <button type="button" className={styles.noteOpen} onClick={() => props.onOpen(note)}>
        {note.title ? (
          <span className={styles.noteTitle}>
            <Highlighted text={note.title} query={props.query} />
          </span>
        ) : null}
        {note.content ? (
          <span className={styles.noteContent}>
            <Highlighted text={note.content} query={props.query} />
          </span>
        ) : null}
        {!note.title && !note.content ? <span className={styles.noteContent}>{t('notes.untitled')}</span> : null}
      </button>
      {note.tasks?.length ? (
        <ul className={styles.tasks} aria-label={t('notes.checklistOf', { title })}>
          {note.tasks.map((task) => (
            <li key={task.id}>
              <Checkbox
                isSelected={task.completed}
                onChange={(completed) => props.onToggleTask(note, task.id, completed)}
              >
                <span className={task.completed ? styles.done : undefined}>
                  <Highlighted text={task.content} query={props.query} />
                </span>
              </Checkbox>
            </li>
          ))}
        </ul>
      ) : null}
      {note.reminder || note.labels.length ? (
        <div className={styles.meta}>
          {note.reminder ? (
            <Badge tone="caution" icon="heroicons_outline:bell">
              {format.day(note.reminder)}
            </Badge>
          ) : null}
          {note.labels.map((id) => {
            const label = props.labels.find((l) => l.id === id);
            return label ? (
              <Badge key={id} tone="info">
                {label.title}
              </Badge>
            ) : null;
          })}
        </div>
      ) : null}
    </li>
  );
}

/** What the editor saves: a note's own fields. */
export type NoteChange = Pick<Note, 'title' | 'content' | 'tasks' | 'labels' | 'reminder' | 'archived'>;

interface NoteValues {
  title: string;
  content: string;
  tasks: NonNullable<Note['tasks']>;
  labels: string[];
  /** `YYYY-MM-DD` or empty. */
  reminder: string;
  archived: boolean;
}

const noteSchema = z
  .object({
    title: z.string().trim().max(200),
    content: z.string().max(10000),
    tasks: z
      .array(z.object({ id: z.string().min(1), content: z.string().trim().min(1).max(500), completed: z.boolean() }))
      .max(100),
    labels: z.array(z.string()),
    reminder: z.iso.date().nullable(),
    archived: z.boolean(),
  })
  // A note holds something: a title, some text or a checklist line.
  .refine((note) => note.title || note.content.trim() || note.tasks.length, { path: ['content'], error: 'required' });

/** A reminder is for a day; it rings at nine on the company's clock (06:00 UTC). */
const reminderAt = (day: string) => `${day}T06:00:00.000Z`;
/** A new checklist line's id: the next number after the note's own. */
const nextTaskId = (tasks: { id: string }[]) =>
  `ntk_${Math.max(0, ...tasks.map((task) => Number(/(\d+)$/.exec(task.id)?.[1] ?? 0))) + 1}`;

export interface NoteEditorProps {
  /** The note being edited; null for a new one. */
  note: Note | null;
  labels: Tag[];
  onClose: () => void;
  /** Saves; the editor closes when it resolves and stays, as typed, when it rejects. */
  onSave: (change: NoteChange) => Promise<unknown>;
  onDelete?: () => void;
  error?: string | null;
  serverErrors?: Record<string, string>;
}

/** A note's editor: title, text, a checklist, labels, a reminder day, and whether it is archived. */
export function NoteEditor({ note, labels, onClose, onSave, onDelete, error, serverErrors }: NoteEditorProps) {
  const { t } = useUiTranslation();
  const { form, text, area, checks, check, date, summary, submit } = useSchemaForm<NoteValues>({
    schema: noteSchema,
    defaultValues: {
      title: note?.title ?? '',
      content: note?.content ?? '',
      tasks: note?.tasks ?? [],
      labels: note?.labels ?? [],
      reminder: note?.reminder?.slice(0, 10) ?? '',
      archived: note?.archived ?? false,
    },
    // Blank checklist lines are dropped rather than refused.
    prepare: (values) => ({
      ...values,
      tasks: values.tasks.filter((task) => task.content.trim()),
      reminder: values.reminder || null,
    }),
    serverErrors,
  });
  const save = submit(async (values) => {
    const parsed = values as unknown as Omit<NoteChange, 'tasks'> & { tasks: NoteValues['tasks'] };
    await onSave({
      ...parsed,
      tasks: parsed.tasks.length ? parsed.tasks : null,
      reminder: parsed.reminder ? reminderAt(parsed.reminder) : null,
    });
    onClose();
  });
  return (
    <EditorDialog
      title={note ? t('notes.edit') : t('notes.new')}
      onClose={onClose}
      onSubmit={save}
      isSubmitting={form.formState.isSubmitting}
      error={error}
      remove={
        note && onDelete
          ? {
              label: t('notes.delete'),
              title: t('notes.deleteTitle'),
              message: t('notes.deleteMessage'),
              onConfirm: onDelete,
            }
          : undefined
      }
    >
      {summary}
      {text('title', t('notes.noteTitle'), { required: false })}
      {area('content', t('notes.content'))}
      <Controller
        control={form.control}
        name="tasks"
        render={({ field }) => <Checklist tasks={field.value} onChange={field.onChange} />}
      />
      {labels.length
        ? checks(
            'labels',
            t('notes.labels'),
            labels.map((label) => ({ id: label.id, label: label.title })),
            { required: false },
          )
        : null}
      {date('reminder', t('notes.reminder'), { required: false, description: t('notes.reminderHint') })}
      {check('archived', t('notes.archived'))}
    </EditorDialog>
  );
}

/** A note's checklist in the editor: each line ticked, rewritten or removed; a new line added with Enter. */
function Checklist({
  tasks,
  onChange,
}: {
  tasks: NoteValues['tasks'];
  onChange: (tasks: NoteValues['tasks']) => void;
}) {
  const { t } = useUiTranslation();
  const [draft, setDraft] = useState('');
  const add = () => {
    if (!draft.trim()) return;
    onChange([...tasks, { id: nextTaskId(tasks), content: draft.trim(), completed: false }]);
    setDraft('');
  };
  const change = (id: string, patch: Partial<NoteValues['tasks'][number]>) =>
    onChange(tasks.map((task) => (task.id === id ? { ...task, ...patch } : task)));
  return (
    <fieldset className={styles.checklist}>
      <legend className={styles.muted}>{t('notes.checklist')}</legend>
      {tasks.length ? (
        <ul className={styles.tasks}>
          {tasks.map((task, i) => (
            <li key={task.id} className={styles.lineRow}>
              <Checkbox
                isSelected={task.completed}
                onChange={(completed) => change(task.id, { completed })}
                aria-label={t('notes.taskDone', { n: i + 1 })}
              />
              <TextField
                className={styles.taskField}
                aria-label={t('notes.task', { n: i + 1 })}
                value={task.content}
                maxLength={500}
                onChange={(content) => change(task.id, { content })}
              />
              <IconButton
                icon="heroicons_outline:x-mark"
                size="sm"
                label={t('notes.removeTask', { n: i + 1 })}
                onPress={() => onChange(tasks.filter((x) => x.id !== task.id))}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.taskRow}>
        <TextField
          className={styles.taskField}
          label={t('notes.newTask')}
          value={draft}
          maxLength={500}
          onChange={setDraft}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
        />
        <Button variant="secondary" onPress={add} isDisabled={!draft.trim()}>
          {t('notes.addTask')}
        </Button>
      </div>
    </fieldset>
  );
}
