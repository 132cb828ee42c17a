import type { ReactNode } from 'react';
import { Icon } from '../../icons/Icon';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: string;
  /** A button that gets the user going (create the first one, clear the filters). */
  action?: ReactNode;
  /** Marks it as an error (role alert) rather than an empty list. */
  isError?: boolean;
  className?: string;
}

export function EmptyState({
  title,
  description,
  icon = 'heroicons_outline:inbox',
  action,
  isError,
  className,
}: EmptyStateProps) {
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} role={isError ? 'alert' : undefined}>
      <span className={styles.iconCircle}>
        <Icon name={icon} size={28} />
      </span>
      <p className={styles.title}>{title}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.actions}>{action}</div> : null}
    </div>
  );
}
