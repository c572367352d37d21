'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import { customerPageQuery } from '@/lib/queries/company';
import styles from './company.module.css';
import { AppLink as Link } from '@/components/ui/app-link';
import { companyHref } from '@/lib/routing/company-links';

/** L24: the pages of the full customer list (`CustomerPager` loads it on the first click). */
export function CustomerPages({ companyId }: { companyId: number }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const query = useQuery({ ...customerPageQuery(companyId, page), placeholderData: keepPreviousData });
  if (query.isError) return <p className={styles.muted}>{t('company.loadFailed')}</p>;
  if (!query.data) return <p className={styles.muted}>{t('common.loading')}</p>;
  const { records, current, pages } = query.data;
  return (
    <div data-testid="customers-page">
      <ul className={`${styles.customerList} ${styles.spaced}`}>
        {records.map((c) => (
          <li key={c.id} data-ugc>
            {c.customer ? <Link href={companyHref(c.customer)}>{c.name}</Link> : c.name}
          </li>
        ))}
      </ul>
      <div className={styles.pager}>
        <button type="button" className={styles.btn} disabled={current <= 1} onClick={() => setPage(current - 1)}>
          {t('common.prev')}
        </button>
        <span className={styles.muted}>{t('common.pageOf', { current, pages })}</span>
        <button type="button" className={styles.btn} disabled={current >= pages} onClick={() => setPage(current + 1)}>
          {t('common.next')}
        </button>
      </div>
    </div>
  );
}
