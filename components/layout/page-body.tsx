import type { ReactNode } from 'react';
import styles from './page-body.module.css';

/**
 * A page's body under the site chrome: the content and, when given, the right column. On mobile the right
 * column moves below the content (W22).
 */
export function PageBody({ aside, children }: { aside?: ReactNode; children: ReactNode }) {
  return (
    <div className={`${styles.body} ${aside ? styles.withAside : ''}`}>
      <main className={styles.main}>{children}</main>
      {aside && <aside className={styles.aside}>{aside}</aside>}
    </div>
  );
}
