import { AppLink as Link } from '@/components/ui/app-link';
import { HighlightText } from '@/components/search/highlight-text';
import type { SearchSite } from '@/components/search/load-search';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { TabLinks } from '@/components/ui/tab-links';
import type { Locale } from '@/lib/constants';
import type { Page } from '@/lib/contract/common';
import type { NewsListItem } from '@/lib/contract/news';
import type { PostListItem } from '@/lib/contract/post';
import { formatRelativeTime } from '@/lib/format/relative-time';
import type { Translate } from '@/lib/i18n/messages';
import styles from './search-results-view.module.css';

/** E12–E18, E27, E28: results of one site with highlighted snippets, the other group as a tab with its count. */
export function SearchResultsView(props: {
  t: Translate;
  locale: Locale;
  site: SearchSite;
  word: string;
  news: Page<NewsListItem>;
  posts: Page<PostListItem>;
  renderedAt: number;
}) {
  const { t, locale, site, word, news, posts, renderedAt } = props;
  const enc = encodeURIComponent(word);
  const tabs = [
    { key: 'news', label: `${t('search.groupNews')} (${news.total})`, href: `/search/news/${enc}` },
    { key: 'post', label: `${t('search.groupPosts')} (${posts.total})`, href: `/search/post/${enc}` },
  ];
  const list = site === 'news' ? news : posts;
  return (
    <section>
      <h1 className={styles.heading}>{t('search.resultsFor', { word })}</h1>
      <TabLinks items={tabs} active={site} label={t('search.submit')} />
      {list.records.length === 0 && <EmptyState text={t('search.noResults')} />}
      <ol className={styles.list}>
        {site === 'news'
          ? news.records.map((n) => (
              <li key={n.id}>
                <Link href={`/news/${n.id}`} className={styles.title}>
                  <HighlightText text={n.title} keyword={word} />
                </Link>
                <p className={styles.snippet}>
                  <HighlightText text={n.summary} keyword={word} />
                </p>
                <p className={styles.meta}>
                  {[n.classTagName, n.sourceName].filter(Boolean).join(' · ')} · {formatRelativeTime(n.publishTime, { now: renderedAt, locale })}
                </p>
              </li>
            ))
          : posts.records.map((p) => (
              <li key={p.id}>
                <Link href={`/community/post/${p.id}`} className={styles.title}>
                  {p.tagName && <span className={styles.badge}>{p.tagName}</span>}
                  <HighlightText text={p.title || p.content.slice(0, 40)} keyword={word} />
                </Link>
                <p className={styles.snippet}>
                  <HighlightText text={p.content} keyword={word} />
                </p>
                <p className={styles.meta}>
                  {[p.themeTagName, p.isAnonymous ? t('common.anonymous') : p.nickname].filter(Boolean).join(' · ')} ·{' '}
                  {formatRelativeTime(p.publishTime, { now: renderedAt, locale })}
                </p>
              </li>
            ))}
      </ol>
      <Pagination t={t} basePath={`/search/${site}/${enc}`} current={list.current} pages={list.pages} />
    </section>
  );
}
