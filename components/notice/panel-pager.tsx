'use client';

import { useT } from '@/components/providers/i18n-context';
import type { Page } from '@/lib/contract/common';
import styles from './system-panel.module.css';

/** K36: the full page's pager (previous / next with `current / pages`), shown when there is more than one page. */
export function PanelPager({ page, current, onPage }: { page: Page<unknown>; current: number; onPage: (current: number) => void }) {
  const t = useT();
  if (page.pages <= 1) return null;
  return (
    <nav className={styles.pager}>
      <button type="button" disabled={current <= 1} onClick={() => onPage(current - 1)}>
        {t('common.prev')}
      </button>
      <span>
        {page.current} / {page.pages}
      </span>
      <button type="button" disabled={current >= page.pages} onClick={() => onPage(current + 1)}>
        {t('common.next')}
      </button>
    </nav>
  );
}

/** A tab's list before its first answer: loading, or the load failure. */
export function PanelListState({ failed }: { failed: boolean }) {
  const t = useT();
  return <p className={styles.empty}>{failed ? t('company.loadFailed') : t('common.loading')}</p>;
}
