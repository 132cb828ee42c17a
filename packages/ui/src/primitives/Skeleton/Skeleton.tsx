import type { CSSProperties } from 'react';
import * as styles from './Skeleton.css';

export interface SkeletonProps {
  /** `text` lines, a `circle` (avatars) or a `block`. */
  shape?: 'text' | 'circle' | 'block';
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** Lines of text; the last one shorter. */
  lines?: number;
  className?: string;
}

/** A placeholder in the shape of content that is loading; hidden from screen readers (announce loading elsewhere). */
export function Skeleton({ shape = 'text', width, height, lines = 1, className }: SkeletonProps) {
  const shapeClass = shape === 'text' ? styles.text : shape === 'circle' ? styles.circle : '';
  if (shape === 'text' && lines > 1) {
    return (
      <span className={[styles.stack, className].filter(Boolean).join(' ')} aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <span
            key={i}
            className={`${styles.skeleton} ${styles.text}`}
            style={{ width: i === lines - 1 ? '60%' : (width ?? '100%') }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      className={[styles.skeleton, shapeClass, className].filter(Boolean).join(' ')}
      style={{ width: width ?? '100%', height }}
      aria-hidden="true"
    />
  );
}
