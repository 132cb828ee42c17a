import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Tag, Task } from '@courier/domain';
import { blankTask, TaskForm, taskInputOf, type TaskValues } from './TaskForm';
import { inTurkish } from '../../testing/modes';
import { t, holding } from '../../testing/t';

const tags: Tag[] = [
  { id: 'ttg_1', title: 'Depot' },
  { id: 'ttg_2', title: 'Fleet' },
];
const colleagues = [
  { id: 'usr_4', label: 'Emre Şahin' },
  { id: 'usr_2', label: 'Mehmet Demir' },
];
const lease: Task = {
  id: 'tsk_1',
  type: 'task',
  title: 'Renew the İzmir branch lease',
  notes: 'The landlord wants the signed copy by post.',
  completed: false,
  dueDate: '2026-11-24T00:00:00.000Z',
  priority: 2,
  tags: ['ttg_1'],
  assignedTo: null,
  subTasks: [{ id: 'sub_1', title: 'Sign the copy', completed: true }],
  order: 0,
};
let serial = 0;

const meta = {
  title: 'Apps/Tasks/Editor',
  component: TaskForm,
  args: {
    mode: 'edit',
    initial: taskInputOf(lease),
    tags,
    colleagues,
    onSubmit: fn(() => Promise.resolve()),
    onCancel: fn(),
    newId: () => `sub_new${++serial}`,
  },
} satisfies Meta<typeof TaskForm>;
export default meta;
type Story = StoryObj<typeof meta>;
const saved = (onSubmit: unknown) => (onSubmit as ReturnType<typeof fn>).mock.calls.at(-1)![0] as TaskValues;

/** Editing a task: its title, notes, due day, priority, tags, who it is given to and its sub-tasks. */
export const Edit: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: holding(t('tasks.taskTitle')) })).toHaveValue(
      'Renew the İzmir branch lease',
    );
    await expect(canvas.getByRole('textbox', { name: holding(t('tasks.subTaskTitle')) })).toHaveValue('Sign the copy');
    await expect(canvas.getByRole('button', { name: holding(t('tasks.assignee')) })).toHaveTextContent(
      t('tasks.nobody'),
    );
  },
};

/** Given to a colleague, a sub-task added and one kept: the task as the API takes it. */
export const GiveAndAddASubTask: Story = {
  name: 'Give and add a sub task',
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: holding(t('tasks.assignee')) }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Emre Şahin' }));
    await userEvent.click(canvas.getByRole('button', { name: t('tasks.addSubTask') }));
    const second = canvas.getByRole('group', { name: t('tasks.subTaskN', { n: '2' }) });
    await userEvent.type(within(second).getByRole('textbox', { name: holding(t('tasks.subTaskTitle')) }), 'Post it');
    await userEvent.click(canvas.getByRole('button', { name: t('common.save') }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(saved(args.onSubmit)).toEqual({
      title: 'Renew the İzmir branch lease',
      notes: 'The landlord wants the signed copy by post.',
      dueDate: '2026-11-24T00:00:00.000Z',
      priority: 2,
      tags: ['ttg_1'],
      assignedTo: 'usr_4',
      subTasks: [
        { id: 'sub_1', title: 'Sign the copy', completed: true },
        { id: expect.stringMatching(/^sub_new\d+$/), title: 'Post it', completed: false },
      ],
    });
  },
};

/** A new task needs its title, and a sub-task its words: each field says so, and nothing is sent. */
export const NewNeedsATitle: Story = {
  name: 'New needs a title',
  tags: ['interaction'],
  args: { mode: 'create', initial: blankTask },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('tasks.new') })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('tasks.addSubTask') }));
    await userEvent.click(canvas.getByRole('button', { name: t('records.create') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(holding(t('tasks.taskTitle')));
    await expect(canvas.getByRole('textbox', { name: holding(t('tasks.taskTitle')) })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: holding(t('tasks.taskTitle')) }), 'Count the label rolls');
    await userEvent.click(canvas.getByRole('button', { name: t('tasks.removeSubTask', { n: '1' }) }));
    await userEvent.click(canvas.getByRole('button', { name: t('records.create') }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalled());
    await expect(saved(args.onSubmit)).toMatchObject({
      title: 'Count the label rolls',
      assignedTo: null,
      subTasks: [],
    });
  },
};

export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Görevi düzenle' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Alt görev ekle' })).toBeVisible();
  },
};
