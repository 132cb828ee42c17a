import type { ReactNode } from 'react';
import { Icon } from '../../icons/Icon';
import * as styles from './Badge.css';

export const badgeTones = ['neutral', 'primary', 'accent', 'info', 'success', 'caution', 'warn'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  size?: 'sm' | 'md';
  /** A coloured dot before the text (status badges). */
  withDot?: boolean;
  icon?: string;
  className?: string;
}

/** A short label in a colour: a status, a count, a tag. */
export function Badge({ children, tone = 'neutral', size = 'sm', withDot, icon, className }: BadgeProps) {
  return (
    <span className={[styles.badge({ tone, size }), className].filter(Boolean).join(' ')}>
      {withDot ? <span className={styles.dot({ tone })} aria-hidden="true" /> : null}
      {icon ? <Icon name={icon} size={size === 'sm' ? 12 : 14} /> : null}
      {children}
    </span>
  );
}

export interface CountBadgeProps {
  count: number;
  /** Counts above this show as "max+". */
  max?: number;
  /**
   * The accessible text, e.g. "3 unread". Without it the bubble is decorative: the control it
   * sits on must say the count in its own name (IconButton's `badge` does).
   */
  label?: string;
  className?: string;
}

/** A count bubble; renders nothing at 0 (core spec: the unread badge shows only above 0). */
export function CountBadge({ count, max = 99, label, className }: CountBadgeProps) {
  if (count <= 0) return null;
  const a11y = label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <span className={[styles.badge({ count: true }), className].filter(Boolean).join(' ')} {...a11y}>
      {count > max ? `${max}+` : count}
    </span>
  );
}
