import { useMemo, useState, type ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { turkeyDayTime, type Activity } from '@courier/domain';
import { useUiTranslation } from '../../i18n';
import { Icon } from '../../icons/Icon';
import { EmptyState } from '../../primitives/EmptyState/EmptyState';
import { LoadFailed } from '../../primitives/EmptyState/LoadFailed';
import { Link } from '../../primitives/Link/Link';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { useCourierFormat } from '../../courier/format';
import { SafeHtml } from '../../shell/SafeHtml';
import * as styles from './Activities.css';

export interface ActivitiesViewProps {
  /** Newest first as the API gives them; undefined while loading. */
  activities: Activity[] | undefined;
  error?: string | null;
  onRetry?: () => void;
  /** The moment the page was shown (ISO): times read "25 minutes ago" from it. */
  now: string;
  /** A sample text in the user's language (the app's phrasebook); as written by default. */
  say?: (text: string) => string;
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "25 minutes ago", "3 hours ago", "2 days ago" in the active language (the largest whole unit). */
function ago(iso: string, now: string, locale: string): string {
  const ms = new Date(iso).getTime() - new Date(now).getTime();
  const [unit, size] = units.find(([, size]) => Math.abs(ms) >= size) ?? units.at(-1)!;
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(Math.round(ms / size), unit);
}

/** The entry's picture: the person's photo, else (no photo, or it did not load) its icon. */
function Figure({ activity }: { activity: Activity }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={styles.figure} aria-hidden="true">
      {activity.image && !failed ? (
        <img src={activity.image} alt="" className={styles.image} onError={() => setFailed(true)} />
      ) : (
        <Icon
          name={activity.icon ?? (activity.image ? 'heroicons_outline:user' : 'heroicons_outline:bolt')}
          size={20}
        />
      )}
    </span>
  );
}

/**
 * What happened lately in the company, day by day on the company's clock: who did what, with a
 * link to it. Descriptions and extra content may carry inline markup: it is sanitised (only
 * inline formatting survives), never handed to the page as it comes.
 */
export function ActivitiesView({ activities, error, onRetry, now, say = (text) => text }: ActivitiesViewProps) {
  const { t } = useUiTranslation();
  const { locale } = useLocale();
  const format = useCourierFormat();
  const days = useMemo(() => {
    const groups: { day: string; items: Activity[] }[] = [];
    for (const activity of activities ?? []) {
      const day = turkeyDayTime(activity.date).day;
      if (groups.at(-1)?.day === day) groups.at(-1)!.items.push(activity);
      else groups.push({ day, items: [activity] });
    }
    return groups;
  }, [activities]);
  const today = turkeyDayTime(now).day;
  const yesterday = turkeyDayTime(new Date(new Date(now).getTime() - 86_400_000).toISOString()).day;
  const dayTitle = (day: string) =>
    day === today ? t('activities.today') : day === yesterday ? t('activities.yesterday') : format.day(day);

  let content: ReactNode;
  if (error) {
    content = <LoadFailed title={t('activities.error')} description={error} onRetry={onRetry} />;
  } else if (!activities) {
    content = (
      <div role="status" aria-busy="true" aria-label={t('activities.loading')} className={styles.list}>
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className={styles.item}>
            <Skeleton shape="circle" width={40} height={40} />
            <div className={styles.body}>
              <Skeleton width={`${80 - i * 10}%`} />
              <Skeleton width="6rem" />
            </div>
          </div>
        ))}
      </div>
    );
  } else if (!activities.length) {
    content = (
      <EmptyState icon="heroicons_outline:bolt" title={t('activities.empty')} description={t('activities.emptyHint')} />
    );
  } else {
    content = days.map((group) => (
      <section key={group.day} className={styles.day} aria-labelledby={`activities-${group.day}`}>
        <h2 id={`activities-${group.day}`} className={styles.dayTitle}>
          {dayTitle(group.day)}
        </h2>
        <ol className={styles.list}>
          {group.items.map((activity) => (
            <li key={activity.id} className={styles.item}>
              <Figure activity={activity} />
              <div className={styles.body}>
                <SafeHtml
                  id={`activity-${activity.id}`}
                  html={say(activity.description)}
                  className={styles.description}
                />
                <time className={styles.time} dateTime={activity.date} title={format.moment(activity.date)}>
                  {ago(activity.date, now, locale)} · {format.time(activity.date)}
                </time>
                {activity.extraContent ? (
                  <SafeHtml as="p" html={say(activity.extraContent)} className={styles.extra} />
                ) : null}
                {/* An empty link is the placeholder that points at this page: nothing to follow. */}
                {activity.link ? (
                  // "Open" is told apart from the others by the description it opens.
                  <Link
                    href={activity.link}
                    routing={activity.useRouter ? 'app' : 'document'}
                    className={styles.link}
                    aria-describedby={activity.linkedContent ? undefined : `activity-${activity.id}`}
                  >
                    {activity.linkedContent ? say(activity.linkedContent) : t('activities.open')}
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      </section>
    ));
  }

  return (
    <div className={styles.root}>
      <div>
        <h1 className={styles.title}>{t('activities.title')}</h1>
        <p className={styles.lead}>{t('activities.lead')}</p>
      </div>
      {content}
    </div>
  );
}
