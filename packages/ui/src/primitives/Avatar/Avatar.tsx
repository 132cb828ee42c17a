import { useState } from 'react';
import { useUiTranslation } from '../../i18n';
import * as styles from './Avatar.css';

export const userStatuses = ['online', 'away', 'busy', 'not-visible'] as const;
export type UserStatus = (typeof userStatuses)[number];

export interface AvatarProps {
  name: string;
  /** Image URL; initials are shown without one or when it fails to load. */
  src?: string | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  status?: UserStatus;
  className?: string;
}

export const initialsOf = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toLocaleUpperCase())
    .join('');

export function Avatar({ name, src, size = 'md', status, className }: AvatarProps) {
  const { t } = useUiTranslation();
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = src && failed !== src;
  const label = status ? `${name} (${t(`avatar.status.${status}`)})` : name;
  return (
    <span className={[styles.avatar({ size }), className].filter(Boolean).join(' ')} role="img" aria-label={label}>
      {showImage ? (
        <img src={src} alt="" className={styles.image} onError={() => setFailed(src)} />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
      {status ? <span className={styles.status({ status })} aria-hidden="true" data-status={status} /> : null}
    </span>
  );
}
