import { useMemo, type ReactNode } from 'react';
import { useLocale } from 'react-aria-components';
import { Icon } from '../../icons/Icon';
import { dateTimeFormat } from '../shared/intl';
import { momentOptions } from '../shared/moments';
import * as styles from './Timeline.css';

export interface TimelineEntry {
  id: string;
  title: ReactNode;
  /** ISO date-time. */
  at: string;
  description?: ReactNode;
  icon?: string;
  tone?: 'neutral' | 'primary' | 'info' | 'success' | 'caution' | 'warn';
  /** Who, where, which trip: short facts under the title. */
  meta?: ReactNode;
}

export interface TimelineProps {
  items: TimelineEntry[];
  'aria-label': string;
  className?: string;
}

/** Events in order, each with its time in the active language (a parcel's scan history). */
export function Timeline({ items, className, ...props }: TimelineProps) {
  const { locale } = useLocale();
  const format = useMemo(
    () =>
      dateTimeFormat(
        locale,
        momentOptions({ year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }),
      ),
    [locale],
  );
  return (
    <ol className={[styles.list, className].filter(Boolean).join(' ')} aria-label={props['aria-label']}>
      {items.map((entry) => (
        <li key={entry.id} className={styles.item}>
          <div className={styles.rail}>
            <span className={styles.marker({ tone: entry.tone })}>
              <Icon name={entry.icon ?? 'heroicons_mini:check'} size={16} />
            </span>
          </div>
          <div className={styles.body}>
            <div className={styles.headline}>
              <span className={styles.title}>{entry.title}</span>
              <time className={styles.time} dateTime={entry.at}>
                {format.format(new Date(entry.at))}
              </time>
            </div>
            {entry.description ? <div className={styles.description}>{entry.description}</div> : null}
            {entry.meta ? <div className={styles.meta}>{entry.meta}</div> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}
