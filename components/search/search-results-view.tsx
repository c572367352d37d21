import { CircleCard } from '@/components/circle/circle-card';
import { AppLink as Link } from '@/components/ui/app-link';
import { Avatar } from '@/components/ui/avatar';
import { HighlightText } from '@/components/search/highlight-text';
import type { SearchSite } from '@/lib/data/search';
import { NewsSearchFilters, type NewsSearchFacets } from '@/components/search/news-search-filters';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { TabLinks } from '@/components/ui/tab-links';
import type { Locale } from '@/lib/constants';
import type { Page } from '@/lib/contract/common';
import type { CircleItem } from '@/lib/contract/circle';
import type { CompanySearchPage } from '@/lib/contract/company';
import { CompanySearchGroup } from '@/components/search/company-search-group';
import type { NewsListItem } from '@/lib/contract/news';
import type { PostAuthorHit, PostListItem } from '@/lib/contract/post';
import { formatRelativeTime } from '@/lib/format/relative-time';
import type { Translate } from '@/lib/i18n/messages';
import { searchHref, type SearchOptions } from '@/lib/routing/search-options';
import styles from './search-results-view.module.css';
import { href } from '@/lib/routing/routes';
import { companyHref } from '@/lib/routing/company-links';

/** E14/E28: the circles matching the keyword (`GET /post/posts/circle/search`), collapsed with the count. */
function CircleGroup({ t, circles }: { t: Translate; circles: Page<CircleItem> }) {
  return (
    <details className={styles.group} data-testid="search-circles">
      <summary>{`${t('search.groupCircles')} (${circles.total})`}</summary>
      <div className={styles.circleGrid}>
        {circles.records.map((c) => (
          <CircleCard key={c.circleId} circle={c} t={t} />
        ))}
      </div>
    </details>
  );
}

/** E14/E28: members who posted, matched by name, company or position (`GET /post/posts/members/search`). */
function MemberGroup({ t, word, members }: { t: Translate; word: string; members: Page<PostAuthorHit> }) {
  return (
    <details className={styles.group} data-testid="search-members">
      <summary>{`${t('search.groupMembers')} (${members.total})`}</summary>
      <ul className={styles.members}>
        {members.records.map((m) => (
          <li key={m.memberId}>
            <div className={styles.member}>
              <Link href={href('/people/:id', { id: m.memberId })} tabIndex={-1} aria-hidden="true">
                <Avatar src={m.avatar} name={m.nickname ?? ''} size={44} />
              </Link>
              <span className={styles.memberText}>
                <Link href={href('/people/:id', { id: m.memberId })} className={styles.memberName} data-testid="search-member">
                  <strong>
                    <HighlightText text={m.nickname} keyword={word} />
                  </strong>
                </Link>
                {(m.company || m.position) && (
                  <small>
                    {m.company && m.companyLink ? (
                      <Link href={companyHref(m.companyLink)} data-testid="member-company-link">
                        <HighlightText text={m.company} keyword={word} />
                      </Link>
                    ) : (
                      <HighlightText text={m.company} keyword={word} />
                    )}
                    {m.company && m.position ? ' · ' : ''}
                    <HighlightText text={m.position} keyword={word} />
                  </small>
                )}
                <small>{t('search.memberPosts', { n: m.postCount })}</small>
              </span>
            </div>
          </li>
        ))}
      </ul>
    </details>
  );
}

/**
 * E12–E18, E27, E28: results of one site with highlighted snippets, the other site as a tab with its count.
 * Both sites sort by relevance or publish time (E17); news add tag and child-tag filters (E13), the post site
 * the circle and member groups (E14).
 */
export function SearchResultsView(props: {
  t: Translate;
  locale: Locale;
  site: SearchSite;
  word: string;
  options: SearchOptions;
  news: Page<NewsListItem> & { facets?: NewsSearchFacets };
  posts: Page<PostListItem>;
  circles: Page<CircleItem>;
  members: Page<PostAuthorHit>;
  companies: CompanySearchPage;
  renderedAt: number;
}) {
  const { t, locale, site, word, options, news, posts, circles, members, companies, renderedAt } = props;
  const tabs = [
    { key: 'news', label: `${t('search.groupNews')} (${news.total})`, href: searchHref('news', word) },
    { key: 'post', label: `${t('search.groupPosts')} (${posts.total})`, href: searchHref('post', word) },
  ];
  const sorts = [
    { key: 'relevance', label: t('search.sortRelevance'), href: searchHref(site, word, { ...options, sort: 'relevance' }) },
    { key: 'time', label: t('search.sortTime'), href: searchHref(site, word, { ...options, sort: 'time' }) },
  ];
  const list = site === 'news' ? news : posts;
  return (
    <section>
      <h1 className={styles.heading}>{t('search.resultsFor', { word })}</h1>
      <TabLinks items={tabs} active={site} label={t('search.submit')} />
      <TabLinks items={sorts} active={options.sort} label={t('search.sortLabel')} />
      {site === 'news' && news.facets && <NewsSearchFilters t={t} locale={locale} word={word} options={options} facets={news.facets} />}
      {list.records.length === 0 && <EmptyState text={t('search.noResults')} />}
      <ol className={styles.list} data-testid="search-results">
        {site === 'news'
          ? news.records.map((n) => (
              <li key={n.id}>
                <Link href={href('/news/:id', { id: n.id })} className={styles.title}>
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
                <Link href={href('/community/post/:id', { id: p.id })} className={styles.title}>
                  {p.tagName && <span className={styles.badge}>{p.tagName}</span>}
                  <HighlightText text={p.title || p.content.slice(0, 40)} keyword={word} />
                </Link>
                <p className={styles.snippet}>
                  <HighlightText text={p.content} keyword={word} />
                </p>
                <p className={styles.meta}>
                  {[p.themeTagName, p.isAnonymous ? t('common.anonymous') : p.nickname].filter(Boolean).join(' · ')} ·{' '}
                  <time dateTime={p.publishTime}>{formatRelativeTime(p.publishTime, { now: renderedAt, locale })}</time>
                </p>
              </li>
            ))}
      </ol>
      <Pagination t={t} basePath={searchHref(site, word, options)} current={list.current} pages={list.pages} />
      {site === 'post' && <CircleGroup t={t} circles={circles} />}
      {site === 'post' && <MemberGroup t={t} word={word} members={members} />}
      <CompanySearchGroup keyword={word} initial={companies} />
    </section>
  );
}
