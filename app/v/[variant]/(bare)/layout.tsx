import type { ReactNode } from 'react';
import styles from '@/components/layout/bare.module.css';

/** Pages without header or footer (A24): `/people/anonymous-ticket/{code}` and `/form/{formId}/uniapp`. */
export default function BareLayout({ children }: { children: ReactNode }) {
  return <main className={styles.bare}>{children}</main>;
}
