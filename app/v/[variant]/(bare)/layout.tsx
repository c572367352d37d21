import type { ReactNode } from 'react';
import styles from '@/components/layout/bare.module.css';

/** Pages without header or footer (A24: e.g. `/people/anonymous-ticket/{code}`); no page uses it yet. */
export default function BareLayout({ children }: { children: ReactNode }) {
  return <main className={styles.bare}>{children}</main>;
}
