import type { ReactNode } from 'react';
import styles from './page-body.module.css';

/**
 * A page's body under the site chrome: the content and, when given, the right column. W22: the mobile variant's
 * pages pass only the right column's hot lists (hot news with the ranked depth-topics and weekly lists, hot posts,
 * hot events; the column components decide, and pages without a hot list pass none), which sit below the content.
 */
export function PageBody({ aside, children }: { aside?: ReactNode; children: ReactNode }) {
  return (
    <div className={`${styles.body} ${aside ? styles.withAside : ''}`}>
      <main className={styles.main}>{children}</main>
      {aside && <aside className={styles.aside}>{aside}</aside>}
    </div>
  );
}
