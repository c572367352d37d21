import type { ReactNode } from 'react';
import styles from './like-button.module.css';

/** A like or favourite button with its failure message beside it, announced (the one frame of both views). */
export function ToggleGroup({ error, children }: { error: string | null; children: ReactNode }) {
  return (
    <span className={styles.group}>
      {children}
      {error && (
        <span className={styles.error} role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
