import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { AppHeadLink, AppLink as Link } from '@/components/ui/app-link';
import type { Translate } from '@/lib/i18n/messages';
import { pastTheEnd } from '@/lib/routing/past-the-end';
import styles from './pagination.module.css';

function PastTheEnd(): never {
  notFound();
}

function pageHref(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}${basePath.includes('?') ? '&' : '?'}page=${page}`;
}

/**
 * Paging as plain links (`?page=N`), readable by crawlers without JavaScript. Issue 20 item 6: a page past the end
 * of the list is a 404 (page 1 of an empty list is not), and the neighbours are named in the head with
 * `<link rel="prev|next">` (React hoists them there).
 */
export function Pagination({ t, basePath, current, pages }: { t: Translate; basePath: string; current: number; pages: number }) {
  if (pastTheEnd(current, { pages })) {
    // thrown inside a boundary so the server render completes with HTTP 404 (components/site/not-found-body.tsx)
    return (
      <Suspense fallback={<p role="status">{t('error.notFound')}</p>}>
        <PastTheEnd />
      </Suspense>
    );
  }
  if (pages <= 1) return null;
  const from = Math.max(1, current - 2);
  const to = Math.min(pages, current + 2);
  const numbers = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  return (
    <nav className={styles.pager} aria-label={t('common.pageOf', { current, pages })}>
      {current > 1 && <AppHeadLink rel="prev" href={pageHref(basePath, current - 1)} />}
      {current < pages && <AppHeadLink rel="next" href={pageHref(basePath, current + 1)} />}
      {current > 1 ? (
        <Link href={pageHref(basePath, current - 1)} rel="prev">{t('common.prev')}</Link>
      ) : (
        <span className={styles.disabled}>{t('common.prev')}</span>
      )}
      {numbers.map((n) =>
        n === current ? (
          <span key={n} className={styles.current} aria-current="page">{n}</span>
        ) : (
          <Link key={n} href={pageHref(basePath, n)}>{n}</Link>
        ),
      )}
      {current < pages ? (
        <Link href={pageHref(basePath, current + 1)} rel="next">{t('common.next')}</Link>
      ) : (
        <span className={styles.disabled}>{t('common.next')}</span>
      )}
      <span className={styles.info}>{t('common.pageOf', { current, pages })}</span>
    </nav>
  );
}
