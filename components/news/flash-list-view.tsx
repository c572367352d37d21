import { AppLink as Link } from '@/components/ui/app-link';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import type { Locale } from '@/lib/constants';
import type { Page } from '@/lib/contract/common';
import type { Flash } from '@/lib/contract/news';
import { formatRelativeTime } from '@/lib/format/relative-time';
import type { Translate } from '@/lib/i18n/messages';
import styles from './news-reading.module.css';
import { href } from '@/lib/routing/routes';

/** F10: flashes (title, time, text), newest first, paged. */
export function FlashListView({ t, locale, list, renderedAt }: { t: Translate; locale: Locale; list: Page<Flash>; renderedAt: number }) {
  return (
    <section data-testid="flash-list">
      <header className={styles.heading}>
        <h1>{t('news.flashTitle')}</h1>
      </header>
      {list.records.length === 0 ? (
        <EmptyState text={t('common.empty')} />
      ) : (
        <ol className={styles.flashes}>
          {list.records.map((f) => (
            <li key={f.id} className={styles.flash}>
              <time dateTime={f.publishTime} title={f.publishTime}>
                {formatRelativeTime(f.publishTime, { now: renderedAt, locale })}
              </time>
              <h2>
                <Link href={href('/news/flash/:id', { id: f.id })}>{f.title}</Link>
              </h2>
              <p data-ugc>{f.content}</p>
            </li>
          ))}
        </ol>
      )}
      <Pagination t={t} basePath="/news/flash" current={list.current} pages={list.pages} />
    </section>
  );
}
