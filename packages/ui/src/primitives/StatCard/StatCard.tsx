import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { Icon } from '../../icons/Icon';
import { Skeleton } from '../Skeleton/Skeleton';
import { useUiTranslation } from '../../i18n';
import { visuallyHidden } from '../shared/visuallyHidden.css';
import * as styles from './StatCard.css';

export interface StatCardProps {
  label: string;
  /** The figure, already formatted for the active language. */
  value: ReactNode;
  icon?: string;
  tone?: 'primary' | 'info' | 'success' | 'caution' | 'warn' | 'neutral';
  /** Change against the comparison period, e.g. "+12 %". */
  delta?: string;
  /** Whether the change is good news (green), bad (red) or neither. */
  deltaTone?: 'good' | 'bad' | 'neutral';
  deltaDirection?: 'up' | 'down';
  /** Small print under the figure ("vs. last month"). */
  footnote?: ReactNode;
  /** The list that explains the figure. */
  href?: string;
  isLoading?: boolean;
  className?: string;
}

/** One key figure; with href the whole card links to the list behind it. */
export function StatCard({
  label,
  value,
  icon,
  tone,
  delta,
  deltaTone = 'neutral',
  deltaDirection,
  footnote,
  href,
  isLoading,
  className,
}: StatCardProps) {
  const { t } = useUiTranslation();
  const content = (
    <>
      <div className={styles.top}>
        <span className={styles.label}>{label}</span>
        {icon ? (
          <span className={styles.icon({ tone })}>
            <Icon name={icon} size={20} />
          </span>
        ) : null}
      </div>
      <span className={styles.value}>
        {isLoading ? (
          <>
            <Skeleton width="5rem" height="2rem" shape="block" />
            <span className={visuallyHidden}>{t('common.loading')}</span>
          </>
        ) : (
          value
        )}
      </span>
      {delta || footnote ? (
        <span className={styles.footnote}>
          {delta ? (
            <span className={styles.delta({ tone: deltaTone })}>
              {deltaDirection ? (
                <Icon
                  name={
                    deltaDirection === 'up' ? 'heroicons_mini:arrow-trending-up' : 'heroicons_mini:arrow-trending-down'
                  }
                  size={16}
                />
              ) : null}
              {delta}
            </span>
          ) : null}{' '}
          {footnote}
        </span>
      ) : null}
    </>
  );
  const classes = [styles.card, className].filter(Boolean).join(' ');
  return href ? (
    <AriaLink href={href} className={classes}>
      {content}
    </AriaLink>
  ) : (
    <div className={classes}>{content}</div>
  );
}
