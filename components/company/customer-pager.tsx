'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { customerPageQuery } from '@/lib/queries/company';
import styles from './company.module.css';
import { AppLink as Link } from '@/components/ui/app-link';
import { companyHref } from '@/lib/routing/company-links';


/** L24: the full customer list, paged, opened on demand. */
export function CustomerPager({ companyId }: { companyId: number }) {
  const t = useT();
  const [page, setPage] = useState<number | null>(null);
  const query = useQuery({
    ...customerPageQuery(companyId, page ?? 1),
    enabled: page !== null,
    placeholderData: keepPreviousData,
  });
  if (page === null) {
    return (
      <div className={styles.pager}>
        <button type="button" className={styles.btn} onClick={() => setPage(1)} data-testid="customers-all">
          {t('company.customerAll')}
        </button>
      </div>
    );
  }
  if (query.isError) return <p className={styles.muted}>{t('company.loadFailed')}</p>;
  if (!query.data) return <p className={styles.muted}>{t('company.loading')}</p>;
  const { records, current, pages } = query.data;
  return (
    <div data-testid="customers-page">
      <ul className={`${styles.customerList} ${styles.spaced}`}>
        {records.map((c) => (
          <li key={c.id} title={c.name} data-ugc>
            {c.customer ? <Link href={companyHref(c.customer)}>{c.name}</Link> : c.name}
          </li>
        ))}
      </ul>
      <div className={styles.pager}>
        <button type="button" className={styles.btn} disabled={current <= 1} onClick={() => setPage(current - 1)}>
          {t('company.prev')}
        </button>
        <span className={styles.muted}>{t('company.pageOf', { current, pages })}</span>
        <button type="button" className={styles.btn} disabled={current >= pages} onClick={() => setPage(current + 1)}>
          {t('company.next')}
        </button>
      </div>
    </div>
  );
}
