import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Course, CourseStep } from '@courier/domain';
import { AcademyView, CoursePlayer, type AcademyCategory } from './Academy';
import { notCaptured, inTurkish } from '../../testing/modes';
import { t, holding } from '../../testing/t';

const categories: AcademyCategory[] = [
  { id: 'acc_1', title: 'Counter', slug: 'counter' },
  { id: 'acc_2', title: 'Fleet', slug: 'fleet' },
];
const course = (
  n: number,
  title: string,
  category: string,
  currentStep: number,
  extra: Partial<Course> = {},
): Course => ({
  id: `crs_0${n}`,
  title,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  description: `What ${title.toLowerCase()} takes.`,
  category,
  duration: 45,
  totalSteps: 4,
  updatedAt: '2026-11-02T09:00:00.000Z',
  featured: n === 1,
  progress: { currentStep, completed: 0 },
  ...extra,
});
const courses = [
  course(1, 'Customer care at the counter', 'counter', 0),
  course(2, 'Safe loading', 'fleet', 2),
  course(3, 'Fleet maintenance', 'fleet', 4, { progress: { currentStep: 4, completed: 2 } }),
];
const steps: CourseStep[] = ['Why it matters', 'The basics', 'Step by step', 'Summary'].map((subtitle, order) => ({
  order,
  title: `Step ${order + 1}`,
  subtitle,
  content: `<p>${subtitle}: the essentials.</p>`,
}));

function LiveAcademy({ initial }: { initial: Course[] | undefined }) {
  const [category, setCategory] = useState('');
  const [query, setQuery] = useState('');
  return (
    <AcademyView
      courses={initial}
      categories={categories}
      category={category}
      onCategoryChange={setCategory}
      query={query}
      onQueryChange={setQuery}
      courseHref={(c) => `#course/${c.id}`}
    />
  );
}

const meta = {
  title: 'Apps/Academy',
  tags: ['autodocs'],
  component: LiveAcademy,
  args: { initial: courses },
  globals: { viewport: { value: 'desktop' } },
} satisfies Meta<typeof LiveAcademy>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The courses with their category, length and progress; the button says what comes next for the user. */
export const Courses: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: t('academy.courses') });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(
      canvas.getByRole('link', { name: `${t('academy.action.new')}: Customer care at the counter` }),
    ).toHaveAttribute('href', '#course/crs_01');
    await expect(canvas.getByRole('link', { name: `${t('academy.action.started')}: Safe loading` })).toBeVisible();
    await expect(canvas.getByRole('link', { name: `${t('academy.action.done')}: Fleet maintenance` })).toBeVisible();
    await expect(
      canvas.getByRole('progressbar', { name: t('academy.progressOf', { title: 'Safe loading' }) }),
    ).toHaveAttribute('aria-valuenow', '50');
    await expect(canvas.getByText(t('academy.completedTimes', { count: 2 }))).toBeVisible();
  },
};

/** A category narrows the list; a search marks its matches. */
export const Filter: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: holding(t('academy.category')) }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Fleet' }));
    await expect(
      within(canvas.getByRole('list', { name: t('academy.courses') })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await userEvent.type(canvas.getByRole('searchbox', { name: t('academy.search') }), 'loading');
    await expect(
      within(canvas.getByRole('list', { name: t('academy.courses') })).getAllByRole('listitem'),
    ).toHaveLength(1);
    await expect(canvas.getAllByText('loading', { selector: 'mark' }).length).toBeGreaterThan(0);
    await userEvent.type(canvas.getByRole('searchbox'), 'xyz');
    await expect(canvas.getByText(t('academy.noMatch'))).toBeVisible();
  },
};

/** A course step by step: the steps done are ticked, the current one marked; the last step's button finishes. */
export const Player: Story = {
  render: () => (
    <CoursePlayer course={{ ...courses[1]!, steps }} step={2} stepHref={(i) => `#step/${i}`} backHref="#courses" />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('academy.stepOf', { step: '3', count: 4 }))).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: t('academy.steps') });
    await expect(within(nav).getByRole('link', { name: /Step 3/ })).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Step by step' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('academy.previous') })).toHaveAttribute('href', '#step/1');
    await expect(canvas.getByRole('link', { name: t('academy.next') })).toHaveAttribute('href', '#step/3');
  },
};

/** The last step: Finish leads back to the courses. */
export const PlayerLastStep: Story = {
  name: 'Player last step',
  render: () => (
    <CoursePlayer course={{ ...courses[1]!, steps }} step={3} stepHref={(i) => `#step/${i}`} backHref="#courses" />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: t('academy.finish') })).toHaveAttribute('href', '#courses');
  },
};

const finished = fn();
/** Finish marks the course done (the app keeps it as the user's progress), then leads back to the courses. */
export const FinishMarksTheCourseDone: Story = {
  name: 'Finish marks the course done',
  tags: ['interaction'],
  parameters: notCaptured(),
  render: () => (
    <CoursePlayer
      course={{ ...courses[1]!, steps }}
      step={3}
      stepHref={(i) => `#step/${i}`}
      backHref="#courses"
      onFinish={finished}
    />
  ),
  play: async ({ canvas }) => {
    finished.mockClear();
    await userEvent.click(canvas.getByRole('link', { name: t('academy.finish') }));
    await expect(finished).toHaveBeenCalledTimes(1);
    window.location.hash = '';
  },
};

export const CourseNotFound: Story = {
  name: 'Course not found',
  render: () => <CoursePlayer course={null} step={0} stepHref={(i) => `#step/${i}`} backHref="#courses" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('academy.noCourse'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('academy.allCourses') })).toHaveAttribute('href', '#courses');
  },
};

export const Loading: Story = {
  args: { initial: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: t('academy.loading') })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { initial: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('academy.empty'))).toBeVisible();
  },
};

export const Failed: Story = {
  render: () => (
    <AcademyView
      courses={undefined}
      error="The server did not answer (503)"
      onRetry={fn()}
      categories={categories}
      category=""
      onCategoryChange={fn()}
      query=""
      onQueryChange={fn()}
      courseHref={() => '#'}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('academy.error'));
  },
};

export const LongText: Story = {
  name: 'Long text',
  args: {
    initial: [course(4, `${'Handling '.repeat(8)}${'X'.repeat(90)}`, 'counter', 1, { description: 'D'.repeat(300) })],
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
    await expect(canvas.getByRole('heading', { level: 1, name: 'Akademi' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Devam et: Safe loading' })).toBeVisible();
    await expect(canvas.getByText('2 / 4 adım')).toBeVisible();
  },
};

export const Dark: Story = {
  tags: ['interaction'],
  parameters: notCaptured(),
  globals: { scheme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: t('academy.courses') })).toBeVisible();
  },
};
