import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import type { Course, CourseStep } from '@courier/domain';
import { AcademyView, CoursePlayer, type AcademyCategory } from '@courier/ui';
import { request } from '../../api/client';
import { messageOf } from '../../api/messages';
import { useSampleText } from '../../i18n/sampleText';
import { useTitle } from '../../pages/useTitle';

/**
 * /apps/academy (the courses, `?category=` kept in the address) and /apps/academy/{courseId}
 * (`?step=` the step shown, from the user's own progress when none is asked for). Each step shown
 * is the user's progress (PUT /api/apps/academy/courses/progress; going back never lowers it), and
 * Finish marks the course done, once more.
 */
const base = '/apps/academy';
const coursesQuery = {
  queryKey: ['apps', 'academy', 'courses'],
  queryFn: ({ signal }: { signal: AbortSignal }) => request<Course[]>('/api/apps/academy/courses', { signal }),
};

export function AcademyApp() {
  return (
    <Routes>
      <Route index element={<Courses />} />
      <Route path=":courseId" element={<Player />} />
    </Routes>
  );
}

function Courses() {
  const { t } = useTranslation('ui');
  useTitle(t('academy.title'));
  const say = useSampleText();
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState('');
  const courses = useQuery(coursesQuery);
  const categories = useQuery({
    queryKey: ['apps', 'academy', 'categories'],
    queryFn: ({ signal }) => request<AcademyCategory[]>('/api/apps/academy/categories', { signal }),
  });
  const failed = courses.error ?? categories.error;
  return (
    <AcademyView
      courses={courses.data}
      categories={categories.data ?? []}
      category={params.get('category') ?? ''}
      onCategoryChange={(slug) => setParams(slug ? { category: slug } : {}, { replace: true })}
      query={query}
      onQueryChange={setQuery}
      courseHref={(course) => `${base}/${course.id}`}
      say={say}
      error={failed ? messageOf(failed) : null}
      onRetry={() => void Promise.all([courses.refetch(), categories.refetch()])}
    />
  );
}

function Player() {
  const { courseId = '' } = useParams();
  const [params] = useSearchParams();
  const { t } = useTranslation('ui');
  const say = useSampleText();
  const course = useQuery({
    queryKey: ['apps', 'academy', 'course', courseId],
    queryFn: ({ signal }) =>
      request<(Course & { steps: CourseStep[] }) | null>('/api/apps/academy/courses/course', {
        signal,
        query: { id: courseId },
      }),
  });
  useTitle(course.data ? say(course.data.title) : t('academy.title'));
  const asked = Number(params.get('step'));
  // Without a step asked for, the course opens where the user is (the first step when it is done).
  const own = course.data
    ? course.data.progress.currentStep >= course.data.totalSteps
      ? 0
      : course.data.progress.currentStep
    : 0;
  const step = params.has('step') && Number.isInteger(asked) ? asked - 1 : own;
  const client = useQueryClient();
  const { mutate: record } = useMutation({
    mutationFn: (reached: number) =>
      request<Course>('/api/apps/academy/courses/progress', { method: 'PUT', body: { id: courseId, step: reached } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['apps', 'academy'] }),
  });
  const total = course.data?.steps.length ?? 0;
  // A step shown past the user's progress is where he has got to.
  const shown = total ? Math.min(Math.max(step, 0), total - 1) : null;
  const reached = course.data?.progress.currentStep ?? 0;
  useEffect(() => {
    if (shown !== null && shown > reached) record(shown);
  }, [shown, reached, record]);
  return (
    <CoursePlayer
      course={course.data}
      step={step}
      stepHref={(i) => `${base}/${courseId}?step=${i + 1}`}
      onFinish={() => record(total)}
      backHref={base}
      say={say}
      error={course.error ? messageOf(course.error) : null}
      onRetry={() => void course.refetch()}
    />
  );
}
