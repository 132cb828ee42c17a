import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Task } from '@courier/domain';
import { AssignedTasks, type AssignedTask } from './AssignedTasks';
import { inTurkish } from '../../testing/modes';
import { t } from '../../testing/t';
import { storyFormat } from '../../testing/format';

const given: AssignedTask[] = [
  {
    id: 'tsk_7',
    ownerId: 'usr_1',
    ownerName: 'Aylin Aksoy',
    type: 'task',
    title: 'Count the label rolls at Bursa',
    notes: 'Before Friday’s order.',
    completed: false,
    dueDate: '2026-11-18T00:00:00.000Z',
    priority: 2,
    tags: [],
    assignedTo: 'usr_4',
    subTasks: [
      { id: 's1', title: 'Thermal rolls', completed: true },
      { id: 's2', title: 'A6 sheets', completed: false },
    ],
    order: 0,
  },
  {
    id: 'tsk_3',
    ownerId: 'usr_2',
    ownerName: 'Mehmet Demir',
    type: 'task',
    title: 'Check the seal numbers of last week',
    notes: null,
    completed: false,
    dueDate: null,
    priority: 1,
    tags: [],
    assignedTo: 'usr_4',
    subTasks: [],
    order: 1,
  },
];

/** The page as the app keeps it: a tick shows at once. */
function LiveAssigned({
  initial,
  onChange,
}: {
  initial: AssignedTask[] | undefined;
  onChange: (task: AssignedTask, change: Partial<Task>) => void;
}) {
  const [tasks, setTasks] = useState(initial);
  return (
    <AssignedTasks
      tasks={tasks}
      today="2026-11-20"
      backHref="#tasks"
      onChange={(task, change) => {
        onChange(task, change);
        setTasks((all) => all?.map((x) => (x === task ? { ...x, ...change } : x)));
      }}
    />
  );
}

const meta = {
  title: 'Apps/Tasks/Assigned to me',
  component: LiveAssigned,
  args: { initial: given, onChange: fn() },
} satisfies Meta<typeof LiveAssigned>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What colleagues gave me, with who gave it and what is overdue; ticked off here, sub-task by sub-task. */
export const Given: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('tasks.assignedToMe') })).toBeVisible();
    const first = canvas.getByRole('region', { name: 'Count the label rolls at Bursa' });
    await expect(first).toHaveTextContent(t('tasks.assignedFrom', { name: 'Aylin Aksoy' }));
    await expect(within(first).getByText(t('tasks.overdue', { day: storyFormat().day('2026-11-18') }))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('tasks.back') })).toHaveAttribute('href', '#tasks');
  },
};

/** A sub-task ticked off: the change the author's task takes. */
export const TickASubTask: Story = {
  name: 'Tick a sub task',
  tags: ['interaction'],
  play: async ({ canvas, args }) => {
    const first = canvas.getByRole('region', { name: 'Count the label rolls at Bursa' });
    await userEvent.click(within(first).getByRole('checkbox', { name: 'A6 sheets' }));
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ id: 'tsk_7', ownerId: 'usr_1' }), {
      subTasks: [
        { id: 's1', title: 'Thermal rolls', completed: true },
        { id: 's2', title: 'A6 sheets', completed: true },
      ],
    });
    await expect(canvas.getByRole('link', { name: t('tasks.back') })).toHaveAttribute('href', '#tasks');
  },
};

export const Empty: Story = {
  args: { initial: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('tasks.assignedEmpty'))).toBeVisible();
  },
};

export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bana verilenler' })).toBeVisible();
    await expect(canvas.getByText('Veren: Aylin Aksoy')).toBeVisible();
  },
};
