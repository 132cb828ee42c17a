import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Tag, Task } from '@courier/domain';
import { TaskDetail, TasksView } from './Tasks';
import { notCaptured, inTurkish, afterShowcase } from '../../testing/modes';
import { t } from '../../testing/t';
import { ariaString } from '../../testing/ariaStrings';
import { storyFormat } from '../../testing/format';

const tags: Tag[] = [
  { id: 'ttg_1', title: 'Depot' },
  { id: 'ttg_2', title: 'Fleet' },
  { id: 'ttg_3', title: 'Finance' },
];
const task = (id: number, title: string, extra: Partial<Task> = {}): Task => ({
  id: `tsk_${id}`,
  type: 'task',
  title,
  notes: null,
  completed: false,
  dueDate: null,
  priority: 1,
  tags: [],
  assignedTo: null,
  subTasks: [],
  order: id,
  ...extra,
});
const section = (id: number, title: string): Task => ({ ...task(id, title), type: 'section' });
const sample: Task[] = [
  section(0, 'This week'),
  task(1, 'Renew the İzmir branch lease', {
    dueDate: '2026-11-18T00:00:00.000Z',
    priority: 2,
    tags: ['ttg_1'],
    notes: 'The landlord wants the signed copy by post.',
  }),
  task(2, 'Order label rolls for Bursa', {
    dueDate: '2026-11-24T00:00:00.000Z',
    tags: ['ttg_1'],
    subTasks: [
      { id: 's1', title: 'Ask for a quote', completed: true },
      { id: 's2', title: 'Approve the order', completed: false },
    ],
  }),
  task(3, 'Service truck 34 KLM 204', { completed: true, tags: ['ttg_2'] }),
  section(4, 'Later'),
  task(5, 'Check the COD remittances of October', {
    priority: 0,
    tags: ['ttg_3'],
    notes: 'Finance asked for the İstanbul totals.',
  }),
];
const today = '2026-11-20';

/** The list as the app keeps it: the query and the done marks live in the story. */
function LiveTasks({
  onToggle,
  onReorder,
  initial = sample,
  selectedId,
  withDetail,
}: {
  onToggle: (task: Task, completed: boolean) => void;
  onReorder: (order: string[]) => void;
  initial?: Task[] | null;
  selectedId?: string;
  withDetail?: boolean;
}) {
  const [tasks, setTasks] = useState(initial ?? undefined);
  const [query, setQuery] = useState('');
  const selected = tasks?.find((x) => x.id === selectedId);
  const change = (id: string, change: Partial<Task>) =>
    setTasks((all) => all?.map((x) => (x.id === id ? { ...x, ...change } : x)));
  return (
    <TasksView
      tasks={tasks}
      tags={tags}
      query={query}
      onQueryChange={setQuery}
      today={today}
      selectedId={selectedId}
      taskHref={(x) => `#${x.id}`}
      newHref="#new"
      assignedHref="#assigned"
      onToggle={(x, completed) => (onToggle(x, completed), change(x.id, { completed }))}
      onReorder={(order) => (
        onReorder(order),
        setTasks((all) => all && order.map((id) => all.find((x) => x.id === id)!))
      )}
      detail={
        withDetail && selected ? (
          <TaskDetail
            task={selected}
            tags={tags}
            today={today}
            closeHref="#tasks"
            editHref={`#${selected.id}/edit`}
            assignee={selected.assignedTo ? 'Emre Şahin' : null}
            onChange={(c) => change(selected.id, c)}
          />
        ) : undefined
      }
    />
  );
}

const meta = {
  title: 'Apps/Tasks',
  tags: ['autodocs'],
  component: LiveTasks,
  args: { onToggle: fn(), onReorder: fn() },
} satisfies Meta<typeof LiveTasks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tasks in their sections, with what is overdue, priority, sub-tasks and tags; a task is done by its checkbox. */
export const Full: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('tasks.left', { count: 3, total: '4' }))).toBeVisible();
    const list = canvas.getByRole('grid', { name: t('tasks.title') });
    await expect(within(list).getAllByRole('row')).toHaveLength(6);
    await expect(within(list).getByRole('heading', { level: 2, name: 'This week' })).toBeVisible();
    await expect(within(list).getByText(t('tasks.overdue', { day: storyFormat().day('2026-11-18') }))).toBeVisible();
    await expect(within(list).getByText(t('tasks.subTasksDone', { done: '1', count: 2 }))).toBeVisible();
    // The ways on: a new task, and the tasks colleagues gave me.
    await expect(canvas.getByRole('link', { name: t('tasks.new') })).toHaveAttribute('href', '#new');
    await expect(canvas.getByRole('link', { name: t('tasks.assignedToMe') })).toHaveAttribute('href', '#assigned');
  },
};

export const TickATask: Story = {
  tags: ['interaction'],
  ...afterShowcase(Full, async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole('checkbox', { name: t('tasks.done', { title: 'Order label rolls for Bursa' }) }),
    );
    await expect(args.onToggle).toHaveBeenCalledWith(expect.objectContaining({ id: 'tsk_2' }), true);
    await expect(canvas.getByText(t('tasks.left', { count: 2, total: '4' }))).toBeVisible();
  }),
  name: 'Tick a task',
};

/**
 * Reordered from the keyboard (Enter on a task's handle, the arrow keys, Enter): the İzmir lease
 * moves below the "Later" section, so into it; the list keeps the new order.
 */
export const ReorderByKeyboard: Story = {
  name: 'Reorder by keyboard',
  tags: ['interaction'],
  parameters: notCaptured(),
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('grid', { name: t('tasks.title') });
    canvas.getByRole('button', { name: t('tasks.moveTask', { title: 'Renew the İzmir branch lease' }) }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toHaveAttribute(
        'aria-roledescription',
        ariaString('@react-aria/dnd', 'dropIndicator'),
      ),
    );
    const target = ariaString('@react-aria/dnd', 'insertBetween', {
      beforeItemText: 'Later',
      afterItemText: 'Check the COD remittances of October',
    });
    for (let i = 0; i < 8 && document.activeElement?.getAttribute('aria-label') !== target; i++)
      await userEvent.keyboard('{ArrowDown}');
    await expect(document.activeElement).toHaveAccessibleName(target);
    await userEvent.keyboard('{Enter}');
    await expect(args.onReorder).toHaveBeenCalledWith(['tsk_0', 'tsk_2', 'tsk_3', 'tsk_4', 'tsk_1', 'tsk_5']);
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('button', { name: /: / })
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual([
        t('tasks.moveSection', { title: 'This week' }),
        t('tasks.moveTask', { title: 'Order label rolls for Bursa' }),
        t('tasks.moveTask', { title: 'Service truck 34 KLM 204' }),
        t('tasks.moveSection', { title: 'Later' }),
        t('tasks.moveTask', { title: 'Renew the İzmir branch lease' }),
        t('tasks.moveTask', { title: 'Check the COD remittances of October' }),
      ]),
    );
  },
};

/** A search keeps the matching tasks (title or notes, Turkish letters alike) and marks the match in the title. */
export const Search: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: t('tasks.search') }), 'izmir');
    // The match under its section, and no handles: a narrowed list is not reordered.
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 2, name: 'This week' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Move / })).toBeNull();
    await expect(canvas.getByText('İzmir', { selector: 'mark' })).toBeVisible();
    await userEvent.clear(canvas.getByRole('searchbox', { name: t('tasks.search') }));
    await userEvent.type(canvas.getByRole('searchbox', { name: t('tasks.search') }), 'istanbul');
    // Matched in the notes: the task shows, nothing in its title is marked.
    await expect(canvas.getByRole('link', { name: 'Check the COD remittances of October' })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: t('tasks.search') }), ' nothing');
    await expect(canvas.getByText(t('tasks.noMatch', { query: 'istanbul nothing' }))).toBeVisible();
  },
};

/** The open task beside the list: done, priority and sub-tasks change in place. */
export const Detail: Story = {
  args: { selectedId: 'tsk_2', withDetail: true },
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Order label rolls for Bursa' });
    await expect(canvas.getByRole('link', { name: 'Order label rolls for Bursa' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Approve the order' }));
    await expect(within(panel).getByText(t('tasks.subTasksDone', { done: '2', count: 2 }))).toBeVisible();
    await userEvent.click(within(panel).getByRole('checkbox', { name: t('tasks.completed') }));
    await expect(
      canvas.getByRole('checkbox', { name: t('tasks.done', { title: 'Order label rolls for Bursa' }) }),
    ).toBeChecked();
    await expect(within(panel).getByRole('link', { name: t('tasks.editLink') })).toHaveAttribute('href', '#tsk_2/edit');
  },
};

export const Loading: Story = {
  args: { initial: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(t('tasks.loading'))).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { initial: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('tasks.empty'))).toBeVisible();
  },
};

export const Failed: StoryObj<typeof TasksView> = {
  render: (args) => <TasksView {...args} />,
  args: {
    tasks: undefined,
    error: 'The server did not answer (503)',
    onRetry: fn(),
    tags,
    query: '',
    onQueryChange: fn(),
    today,
    taskHref: () => '#',
    onToggle: fn(),
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('tasks.error'));
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Long titles and notes wrap; nothing runs out of its row. */
export const LongText: Story = {
  name: 'Long text',
  args: {
    selectedId: 'tsk_9',
    withDetail: true,
    initial: [
      task(
        9,
        'Agree with the Antalya branch on the holiday opening hours for every Saturday and Sunday of December, and tell the customers who ship weekly'.repeat(
          2,
        ),
        {
          notes: 'Aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\nsecond line',
          tags: ['ttg_1', 'ttg_2', 'ttg_3'],
        },
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Turkish: Story = {
  tags: ['turkish'],
  parameters: inTurkish(),
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Görevler' })).toBeVisible();
    await expect(canvas.getByText('4 görevden 3 görev kaldı')).toBeVisible();
    await expect(canvas.getByText('Gecikti · 18 Kas 2026')).toBeVisible();
  },
};

export const Dark: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  globals: { scheme: 'dark' },
  args: { selectedId: 'tsk_2', withDetail: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Order label rolls for Bursa' })).toBeVisible();
  },
};
