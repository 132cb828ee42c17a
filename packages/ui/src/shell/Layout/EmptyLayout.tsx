import type { ReactNode } from 'react';
import * as styles from './Layout.css';

/** The empty layout: the loading bar and the page, nothing else (sign-in, tracking, errors). */
export function EmptyLayout({ loadingBar, children }: { loadingBar?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.emptyRoot}>
      {loadingBar}
      <main id="main-content">{children}</main>
    </div>
  );
}
