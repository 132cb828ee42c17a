import { createElement, useId, type ReactNode } from 'react';
import * as styles from './Card.css';

export interface CardProps {
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Buttons or menus at the right of the header. */
  actions?: ReactNode;
  children?: ReactNode;
  padding?: 'none' | 'md' | 'lg';
  outlined?: boolean;
  /** The element; `section` gives it a landmark named by its title. */
  as?: 'div' | 'section' | 'article';
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function Card({
  title,
  subtitle,
  actions,
  children,
  padding,
  outlined,
  as = 'div',
  headingLevel = 2,
  className,
}: CardProps) {
  const id = useId();
  const heading = title ? createElement(`h${headingLevel}`, { className: styles.title, id }, title) : null;
  return createElement(
    as,
    // A section is a region landmark only when named: its title names it.
    {
      className: [styles.card({ padding, outlined }), className].filter(Boolean).join(' '),
      'aria-labelledby': as === 'section' && title ? id : undefined,
    },
    title || actions ? (
      <div className={styles.header}>
        <div className={styles.titles}>
          {heading}
          {subtitle ? <span className={styles.subtitle}>{subtitle}</span> : null}
        </div>
        {actions}
      </div>
    ) : null,
    children,
  );
}
