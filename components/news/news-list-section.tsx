import type { ReactNode } from 'react';
import { NewsCard } from '@/components/news/news-card';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import type { Locale } from '@/lib/constants';
import type { Page } from '@/lib/contract/common';
import type { NewsListItem } from '@/lib/contract/news';
import type { Translate } from '@/lib/i18n/messages';
import styles from './news-reading.module.css';

/**
 * A news list page's main column: a header (a plain heading, or the source/column header passed in), the
 * cards, and paging links under `basePath` (F02–F09). `header={null}` leaves the header out.
 */
export function NewsListSection(props: {
  t: Translate;
  locale: Locale;
  basePath: string;
  list: Page<NewsListItem>;
  renderedAt: number;
  title?: string;
  description?: string | null;
  header?: ReactNode;
  testId?: string;
}) {
  const { t, locale, basePath, list, renderedAt, title, description, header, testId } = props;
  return (
    <section data-testid={testId}>
      {header !== undefined ? (
        header
      ) : (
        <header className={styles.heading}>
          <h1>{title}</h1>
          {description && <p data-ugc>{description}</p>}
        </header>
      )}
      {list.records.length === 0 ? (
        <EmptyState text={t('common.empty')} />
      ) : (
        list.records.map((item) => <NewsCard key={item.id} item={item} locale={locale} now={renderedAt} />)
      )}
      <Pagination t={t} basePath={basePath} current={list.current} pages={list.pages} />
    </section>
  );
}
