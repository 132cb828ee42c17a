import { useFieldArray, type Path } from 'react-hook-form';
import { z } from 'zod';
import { task as taskSchema, type Tag, type Task } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Button } from '../../primitives/Button/Button';
import { Card } from '../../primitives/Card/Card';
import type { OptionItem } from '../../primitives/shared/Option';
import { useSchemaForm } from '../../forms/useSchemaForm';
import { RecordForm } from '../../records/RecordForm';
import * as record from '../../records/Record.css';

/** What the task form edits: the due day as a day, the priority and the assignee as a choice's key. */
export interface TaskInput {
  title: string;
  notes: string;
  dueDate: string;
  priority: '0' | '1' | '2';
  tags: string[];
  /** A colleague's user id, or `nobody`. */
  assignedTo: string;
  subTasks: { id: string; title: string; completed: boolean }[];
}

/** The fields of a task the form writes, as the API takes them. */
export type TaskValues = Pick<Task, 'title' | 'notes' | 'dueDate' | 'priority' | 'tags' | 'assignedTo' | 'subTasks'>;

const nobody = 'nobody';
/** At most this many sub-tasks. */
export const subTasksMax = 50;

export const taskInputOf = (task: Task): TaskInput => ({
  title: task.title,
  notes: task.notes ?? '',
  dueDate: task.dueDate?.slice(0, 10) ?? '',
  priority: String(task.priority) as TaskInput['priority'],
  tags: [...task.tags],
  assignedTo: task.assignedTo ?? nobody,
  subTasks: task.subTasks.map((s) => ({ ...s })),
});

export const blankTask: TaskInput = {
  title: '',
  notes: '',
  dueDate: '',
  priority: '1',
  tags: [],
  assignedTo: nobody,
  subTasks: [],
};

/** What the API reads from the form: blanks are none, the day a date-time at midnight UTC, sub-tasks without a title dropped. */
export function taskOfInput(v: TaskInput): TaskValues {
  return {
    title: v.title.trim(),
    notes: v.notes.trim() || null,
    dueDate: v.dueDate ? `${v.dueDate}T00:00:00.000Z` : null,
    priority: Number(v.priority) as Task['priority'],
    tags: v.tags,
    assignedTo: v.assignedTo === nobody ? null : v.assignedTo,
    subTasks: v.subTasks.map((s) => ({ ...s, title: s.title.trim() })),
  };
}

const formSchema = taskSchema
  .pick({ notes: true, dueDate: true, priority: true, tags: true, assignedTo: true })
  .extend({
    title: z.string().min(1).max(300),
    subTasks: z
      .array(z.object({ id: z.string(), title: z.string().min(1).max(300), completed: z.boolean() }))
      .max(subTasksMax),
  });

export interface TaskFormProps {
  mode: 'create' | 'edit';
  initial: TaskInput;
  tags: Tag[];
  /** The colleagues a task can be given to (the signed-in user among them). */
  colleagues: OptionItem[];
  /** Saves the task as the API reads it; rejects to keep the form. */
  onSubmit: (task: TaskValues) => Promise<unknown>;
  onCancel: () => void;
  serverErrors?: Record<string, string>;
  error?: string | null;
  onDirtyChange?: (dirty: boolean) => void;
  /** A new sub-task's id (the app's: unique in the task). */
  newId?: () => string;
}

/** Creating or editing a task: its title, notes, due day, priority, tags, who it is given to and its sub-tasks. */
export function TaskForm(props: TaskFormProps) {
  const { t } = useUiTranslation();
  const { form, text, date, select, checks, area, summary, submit } = useSchemaForm<TaskInput>({
    schema: formSchema,
    defaultValues: props.initial,
    prepare: taskOfInput,
    serverErrors: props.serverErrors,
    onDirtyChange: props.onDirtyChange,
  });
  const subTasks = useFieldArray({ control: form.control, name: 'subTasks' });
  const newId = props.newId ?? (() => `sub_${crypto.randomUUID().slice(0, 8)}`);
  return (
    <RecordForm
      title={props.mode === 'create' ? t('tasks.new') : t('tasks.edit')}
      onSubmit={submit((prepared) => props.onSubmit(prepared as unknown as TaskValues))}
      onCancel={props.onCancel}
      submitLabel={props.mode === 'create' ? t('records.create') : t('common.save')}
      isSubmitting={form.formState.isSubmitting}
      error={props.error}
    >
      {summary}
      <Card as="section" title={t('tasks.about')}>
        <div className={record.formGrid}>
          {text('title', t('tasks.taskTitle'), { className: record.span2, autoComplete: 'off' })}
          {date('dueDate', t('tasks.dueDay'), { required: false })}
          {select(
            'priority',
            t('tasks.priority'),
            (['2', '1', '0'] as const).map((p) => ({ id: p, label: t(`tasks.priorities.${p}`) })),
          )}
          {select('assignedTo', t('tasks.assignee'), [{ id: nobody, label: t('tasks.nobody') }, ...props.colleagues], {
            className: record.span2,
            description: t('tasks.assigneeHint'),
          })}
          {area('notes', t('tasks.notes'), { className: record.wide })}
          {props.tags.length
            ? checks(
                'tags',
                t('tasks.tags'),
                props.tags.map((tag) => ({ id: tag.id, label: tag.title })),
                { required: false, className: record.wide },
              )
            : null}
        </div>
      </Card>
      <Card as="section" title={t('tasks.subTasks')}>
        <div className={record.stackGap}>
          {subTasks.fields.map((field, i) => (
            <fieldset key={field.id} className={record.fieldset}>
              <legend className={record.legend}>{t('tasks.subTaskN', { n: i + 1 })}</legend>
              <div className={record.formGrid}>
                {text(`subTasks.${i}.title` as Path<TaskInput>, t('tasks.subTaskTitle'), {
                  className: record.span2,
                  summaryLabel: t('tasks.subTaskN', { n: i + 1 }),
                })}
              </div>
              <Button
                variant="ghost"
                size="sm"
                icon="heroicons_outline:trash"
                onPress={() => subTasks.remove(i)}
                className={record.startButton}
              >
                {t('tasks.removeSubTask', { n: i + 1 })}
              </Button>
            </fieldset>
          ))}
          {subTasks.fields.length < subTasksMax ? (
            <Button
              variant="secondary"
              size="sm"
              icon="heroicons_outline:plus"
              onPress={() => subTasks.append({ id: newId(), title: '', completed: false })}
              className={record.startButton}
            >
              {t('tasks.addSubTask')}
            </Button>
          ) : null}
        </div>
      </Card>
    </RecordForm>
  );
}
