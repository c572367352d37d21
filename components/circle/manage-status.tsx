'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { failureText } from '@/lib/queries/error-message';
import styles from './circle.module.css';

/** A management list's loading, failure and empty states; the list itself once it has rows. */
export function ManageStatus<T>({ query, children }: { query: UseQueryResult<T[]>; children: (rows: T[]) => ReactNode }) {
  const t = useT();
  if (query.isError) {
    return (
      <p className={styles.error} role="alert">
        {failureText(t, query.error)}
      </p>
    );
  }
  if (!query.data) return <p className={styles.status}>{t('common.loading')}</p>;
  if (query.data.length === 0) return <p className={styles.status}>{t('common.empty')}</p>;
  return <>{children(query.data)}</>;
}

/** The failure of the last write, announced. */
export function ActionError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p className={styles.error} role="alert">
      {error}
    </p>
  );
}
