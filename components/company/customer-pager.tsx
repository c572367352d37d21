'use client';

import { lazy, Suspense, useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import styles from './company.module.css';

// The pages (a query) load on the first click: the company page's first load does not fetch them or the query hooks
// (first-load JS, docs/architecture.md).
const CustomerPages = lazy(() => import('./customer-pages').then((m) => ({ default: m.CustomerPages })));

/** L24: the full customer list, paged, opened on demand. */
export function CustomerPager({ companyId }: { companyId: number }) {
  const t = useT();
  const [opened, setOpened] = useState(false);
  if (!opened) {
    return (
      <div className={styles.pager}>
        <button type="button" className={styles.btn} onClick={() => setOpened(true)} data-testid="customers-all">
          {t('company.customerAll')}
        </button>
      </div>
    );
  }
  return (
    <Suspense fallback={<p className={styles.muted}>{t('common.loading')}</p>}>
      <CustomerPages companyId={companyId} />
    </Suspense>
  );
}
