import * as styles from './Layout.css';

export interface LogoProps {
  companyName: string;
  /** The company's own logo (its address or image data); without one, the product's mark. */
  logo?: string | null;
  /** The narrow rails: the mark (or the logo) alone, carrying the name for screen readers. */
  markOnly?: boolean;
}

/** The company's mark and name: its own logo in place of the product's mark where it has one. */
export function Logo({ companyName, logo, markOnly = false }: LogoProps) {
  const named = markOnly ? { role: 'img', 'aria-label': companyName } : { 'aria-hidden': true };
  return (
    <span className={styles.logo}>
      {logo ? (
        <img
          className={markOnly ? styles.logoImageMarkOnly : styles.logoImage}
          src={logo}
          alt={markOnly ? companyName : ''}
        />
      ) : (
        <svg className={styles.logoMark} width="28" height="28" viewBox="0 0 28 28" {...named}>
          <rect x="2" y="6" width="16" height="14" rx="3" fill="currentColor" />
          <path d="M18 10h4.5l3.5 4v6h-8z" fill="currentColor" opacity="0.7" />
          <circle cx="8" cy="22" r="3" fill="currentColor" />
          <circle cx="21" cy="22" r="3" fill="currentColor" />
        </svg>
      )}
      {markOnly ? null : companyName}
    </span>
  );
}
