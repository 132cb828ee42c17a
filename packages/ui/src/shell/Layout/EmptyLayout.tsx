import type { ReactNode } from 'react';
import * as styles from './Layout.css';

/**
 * The empty layout: the loading bar and the page, nothing else (sign-in, tracking, errors).
 * `padded` gives a page of the secure area the margins its own layouts would.
 */
export function EmptyLayout({
  loadingBar,
  padded,
  children,
}: {
  loadingBar?: ReactNode;
  padded?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={styles.emptyRoot}>
      {loadingBar}
      <main id="main-content" tabIndex={padded ? -1 : undefined} className={padded ? styles.emptyPadded : undefined}>
        {children}
      </main>
    </div>
  );
}
