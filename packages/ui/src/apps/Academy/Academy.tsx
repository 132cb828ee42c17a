import type { ReactNode } from 'react';
import type { Course, CourseStep } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Icon } from '../../icons/Icon';
import { Badge } from '../../primitives/Badge/Badge';
import { ButtonLink } from '../../primitives/Button/Button';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { LoadFailed } from '../../primitives/EmptyState/LoadFailed';
import { Link } from '../../primitives/Link/Link';
import { ProgressBar } from '../../primitives/ProgressBar/ProgressBar';
import { Select } from '../../primitives/Select/Select';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { TextField } from '../../primitives/TextField/TextField';
import { Highlighted, textMatches } from '../../data/Highlighted/Highlighted';
import { useCourierFormat } from '../../courier/format';
import { SafeHtml } from '../../shell/SafeHtml';
import * as styles from './Academy.css';

export interface AcademyCategory {
  id: string;
  title: string;
  slug: string;
}

interface Common {
  error?: string | null;
  onRetry?: () => void;
  /** A sample text in the user's language (the app's phrasebook); as written by default. */
  say?: (text: string) => string;
}
const same = (text: string) => text;

function Failed({ error, onRetry }: { error: string; onRetry?: () => void }) {
  const { t } = useUiTranslation();
  return <LoadFailed title={t('academy.error')} description={error} onRetry={onRetry} />;
}

export interface AcademyViewProps extends Common {
  courses: Course[] | undefined;
  categories: AcademyCategory[];
  /** The category shown (its slug); all when empty. */
  category: string;
  onCategoryChange: (slug: string) => void;
  query: string;
  onQueryChange: (query: string) => void;
  courseHref: (course: Course) => string;
}

/** Where the user is in a course: not started, at a step, or done (the current step past the last). */
const stateOf = (course: Course) =>
  course.progress.currentStep >= course.totalSteps ? 'done' : course.progress.currentStep > 0 ? 'started' : 'new';

/** The staff's courses: filtered by category and searched by title, each with its length and how far the user is. */
export function AcademyView({
  courses,
  categories,
  category,
  onCategoryChange,
  query,
  onQueryChange,
  courseHref,
  error,
  onRetry,
  say = same,
}: AcademyViewProps) {
  const { t } = useUiTranslation();
  const format = useCourierFormat();
  const shown = (courses ?? []).filter(
    (c) => (!category || c.category === category) && textMatches(query, say(c.title), say(c.description)),
  );
  const categoryTitle = (slug: string) => say(categories.find((c) => c.slug === slug)?.title ?? slug);

  let body: ReactNode;
  if (error) body = <Failed error={error} onRetry={onRetry} />;
  else if (!courses)
    body = (
      <div role="status" aria-busy="true" aria-label={t('academy.loading')} className={styles.cards}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} width="100%" height={220} />
        ))}
      </div>
    );
  else if (!courses.length) body = <EmptyState icon="heroicons_outline:academic-cap" title={t('academy.empty')} />;
  else if (!shown.length)
    body = (
      <EmptyState
        icon="heroicons_outline:magnifying-glass"
        title={t('academy.noMatch')}
        description={t('academy.noMatchHint')}
      />
    );
  else
    body = (
      <ul className={styles.cards} aria-label={t('academy.courses')}>
        {shown.map((course) => {
          const state = stateOf(course);
          const done = Math.min(course.progress.currentStep, course.totalSteps);
          const title = say(course.title);
          return (
            <li key={course.id} className={styles.card}>
              <div className={styles.cardTop}>
                <Badge tone="info">{categoryTitle(course.category)}</Badge>
                {course.featured ? <Badge tone="accent">{t('academy.featured')}</Badge> : null}
                {course.progress.completed > 0 ? (
                  <span className={styles.completed}>
                    <Icon name="heroicons_solid:check-badge" size={16} />
                    {t('academy.completedTimes', { count: course.progress.completed })}
                  </span>
                ) : null}
              </div>
              <h2 className={styles.cardTitle}>
                <Highlighted text={title} query={query} />
              </h2>
              <p className={styles.muted}>
                <Highlighted text={say(course.description)} query={query} />
              </p>
              <p className={styles.meta}>
                <span>
                  <Icon name="heroicons_outline:clock" size={16} /> {t('academy.minutes', { count: course.duration })}
                </span>
                <span>{t('academy.updated', { day: format.day(course.updatedAt) })}</span>
              </p>
              <ProgressBar
                value={(done / course.totalSteps) * 100}
                label={t('academy.progressOf', { title })}
                showValue
                valueLabel={t('academy.stepsDone', { done, count: course.totalSteps })}
                size="sm"
                tone={state === 'done' ? 'success' : 'primary'}
              />
              <ButtonLink
                href={courseHref(course)}
                variant={state === 'new' ? 'primary' : 'secondary'}
                aria-label={`${t(`academy.action.${state}`)}: ${title}`}
                className={styles.cardAction}
              >
                {t(`academy.action.${state}`)}
              </ButtonLink>
            </li>
          );
        })}
      </ul>
    );

  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <div>
          <h1 className={styles.title}>{t('academy.title')}</h1>
          <p className={styles.muted}>{t('academy.lead')}</p>
        </div>
        <div className={styles.controls}>
          <Select
            label={t('academy.category')}
            selectedKey={category || 'all'}
            onSelectionChange={(key) => onCategoryChange(key === 'all' ? '' : String(key))}
            items={[
              { id: 'all', label: t('academy.allCategories') },
              ...categories.map((c) => ({ id: c.slug, label: say(c.title) })),
            ]}
          />
          <TextField
            type="search"
            label={t('academy.search')}
            icon="heroicons_outline:magnifying-glass"
            value={query}
            onChange={onQueryChange}
          />
        </div>
      </div>
      {body}
    </div>
  );
}

export interface CoursePlayerProps extends Common {
  /** The course with its steps; null when there is no such course, undefined while loading. */
  course: (Course & { steps: CourseStep[] }) | null | undefined;
  /** The step shown (0-based). */
  step: number;
  stepHref: (step: number) => string;
  backHref: string;
  /** Finish, on the last step: the course is done (then the way back to the courses is taken). */
  onFinish?: () => void;
}

/** A course, step by step: the steps listed with the current one marked, its text, and the way back and forth. */
export function CoursePlayer({
  course,
  step,
  stepHref,
  backHref,
  onFinish,
  error,
  onRetry,
  say = same,
}: CoursePlayerProps) {
  const { t } = useUiTranslation();
  const back = (
    <Link href={backHref} className={styles.back}>
      <Icon name="heroicons_outline:arrow-left" size={16} /> {t('academy.allCourses')}
    </Link>
  );
  if (error)
    return (
      <div className={styles.root}>
        {back}
        <Failed error={error} onRetry={onRetry} />
      </div>
    );
  if (course === undefined)
    return (
      <div className={styles.root}>
        {back}
        <div role="status" aria-busy="true" aria-label={t('academy.loadingCourse')} className={styles.stack}>
          <Skeleton width="50%" height={28} />
          <Skeleton width="100%" height={160} />
        </div>
      </div>
    );
  if (course === null || !course.steps.length)
    return (
      <div className={styles.root}>
        {back}
        <EmptyState
          icon="heroicons_outline:academic-cap"
          title={course === null ? t('academy.noCourse') : t('academy.noSteps')}
        />
      </div>
    );
  const at = Math.min(Math.max(step, 0), course.steps.length - 1);
  const current = course.steps[at]!;
  return (
    <div className={styles.root}>
      {back}
      <div>
        <h1 className={styles.title}>{say(course.title)}</h1>
        <p className={styles.muted}>{t('academy.stepOf', { step: at + 1, count: course.steps.length })}</p>
      </div>
      <div className={styles.player}>
        <nav aria-label={t('academy.steps')}>
          <ol className={styles.steps}>
            {course.steps.map((s, i) => (
              <li key={s.order}>
                <Link
                  href={stepHref(i)}
                  className={styles.stepLink}
                  aria-current={i === at ? 'step' : undefined}
                  data-done={i < at || undefined}
                >
                  <span className={styles.stepNumber} aria-hidden="true">
                    {i < at ? <Icon name="heroicons_solid:check" size={14} /> : i + 1}
                  </span>
                  <span className={styles.stepText}>
                    <span>{say(s.title)}</span>
                    <span className={styles.muted}>{say(s.subtitle)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ol>
        </nav>
        <article className={styles.stepBody} aria-labelledby="course-step-title">
          <h2 id="course-step-title" className={styles.stepTitle}>
            {say(current.subtitle)}
          </h2>
          <SafeHtml as="div" profile="article" html={say(current.content)} className={styles.content} />
          <div className={styles.stepNav}>
            {at > 0 ? (
              <ButtonLink href={stepHref(at - 1)} variant="secondary" icon="heroicons_outline:arrow-left">
                {t('academy.previous')}
              </ButtonLink>
            ) : (
              <span />
            )}
            {at < course.steps.length - 1 ? (
              <ButtonLink href={stepHref(at + 1)} variant="primary">
                {t('academy.next')}
              </ButtonLink>
            ) : (
              <ButtonLink href={backHref} variant="primary" icon="heroicons_outline:check" onPress={onFinish}>
                {t('academy.finish')}
              </ButtonLink>
            )}
          </div>
        </article>
      </div>
    </div>
  );
}
