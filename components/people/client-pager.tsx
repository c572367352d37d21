'use client';

import { useT } from '@/components/providers/i18n-context';
import styles from './people.module.css';
import tabStyles from './member-tabs.module.css';

/** Previous / next paging of a list loaded in the browser (member lists and own-page tabs): `current / pages`. */
export function ClientPager({ current, pages, onPage }: { current: number; pages: number; onPage: (page: number) => void }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager}>
      <button type="button" disabled={current <= 1} onClick={() => onPage(current - 1)}>
        {t('common.prev')}
      </button>
      <span>
        {current} / {pages}
      </span>
      <button type="button" disabled={current >= pages} onClick={() => onPage(current + 1)}>
        {t('common.next')}
      </button>
    </nav>
  );
}

/** The foot of an own-page list with row actions: the failed-action alert, then previous / next. */
export function ListFoot(props: { actionFailed: boolean; current: number; pages: number; onPage: (page: number) => void }) {
  const t = useT();
  return (
    <>
      {props.actionFailed && (
        <p className={tabStyles.status} role="alert">
          {t('interact.failed')}
        </p>
      )}
      <ClientPager current={props.current} pages={props.pages} onPage={props.onPage} />
    </>
  );
}
