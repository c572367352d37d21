import type { ReactNode } from 'react';
import styles from './success-view.module.css';

/** The frame of the success pages (H09, H11, H12): a check mark, a title, a hint, then links. */
export function SuccessView({ title, hint, children }: { title: string; hint: string; children?: ReactNode }) {
  return (
    <section className={styles.box} data-testid="success-view">
      <span className={styles.icon} aria-hidden>
        ✓
      </span>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.hint}>{hint}</p>
      <div className={styles.links}>{children}</div>
    </section>
  );
}
