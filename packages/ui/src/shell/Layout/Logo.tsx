import * as styles from './Layout.css';

/** The company's mark and name; `markOnly` for the narrow rails, where the mark carries the name for screen readers. */
export function Logo({ companyName, markOnly = false }: { companyName: string; markOnly?: boolean }) {
  return (
    <span className={styles.logo}>
      <svg
        className={styles.logoMark}
        width="28"
        height="28"
        viewBox="0 0 28 28"
        {...(markOnly ? { role: 'img', 'aria-label': companyName } : { 'aria-hidden': true })}
      >
        <rect x="2" y="6" width="16" height="14" rx="3" fill="currentColor" />
        <path d="M18 10h4.5l3.5 4v6h-8z" fill="currentColor" opacity="0.7" />
        <circle cx="8" cy="22" r="3" fill="currentColor" />
        <circle cx="21" cy="22" r="3" fill="currentColor" />
      </svg>
      {markOnly ? null : companyName}
    </span>
  );
}
