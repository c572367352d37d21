import { EventCard } from '@/components/event/event-card';
import { eventTagLabel } from '@/components/event/event-list-view';
import { NewsSearchFilters } from '@/components/search/news-search-filters';
import { PostSearchFilters } from '@/components/search/post-search-filters';
import { SearchGroups } from '@/components/search/search-groups';
import { NewsHit, PostHit } from '@/components/search/search-hits';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { TabLinks } from '@/components/ui/tab-links';
import type { Locale } from '@/lib/constants';
import type { SearchResults } from '@/lib/data/search';
import type { Translate } from '@/lib/i18n/messages';
import { searchHref, type SearchOptions } from '@/lib/routing/search-options';
import styles from './search-results-view.module.css';

/** The heading with the searched word as the person typed it (user content). */
function ResultsHeading({ t, word }: { t: Translate; word: string }) {
  const [before = '', after = ''] = t('search.resultsFor', { word: '\u0000' }).split('\u0000');
  return (
    <h1 className={styles.heading}>
      {before}
      <span data-ugc>{word}</span>
      {after}
    </h1>
  );
}

/** The own site's filters (E13–E15): news tags and child tags, post types and themes, event types. */
function OwnFilters({ t, locale, word, options, own }: { t: Translate; locale: Locale; word: string; options: SearchOptions; own: SearchResults['own'] }) {
  if (own.site === 'news') return <NewsSearchFilters t={t} locale={locale} word={word} options={options} facets={own.page.facets} />;
  if (own.site === 'post') return <PostSearchFilters t={t} locale={locale} word={word} options={options} facets={own.page.facets} />;
  if (own.page.facets.tags.length === 0) return null;
  const types = [
    { key: 'all', label: t('search.filterAll'), href: searchHref('events', word, { sort: options.sort }) },
    ...own.page.facets.tags.map((tag) => ({
      key: String(tag.id),
      label: `${eventTagLabel(tag, locale)} (${tag.count})`,
      href: searchHref('events', word, { sort: options.sort, tagId: tag.id }),
    })),
  ];
  return <TabLinks items={types} active={options.tagId ? String(options.tagId) : 'all'} label={t('events.types')} />;
}

/** The own site's results, in full (paged). */
function OwnList({ t, locale, own, terms, now }: { t: Translate; locale: Locale; own: SearchResults['own']; terms: readonly string[]; now: number }) {
  const hit = { t, locale, terms, now };
  if (own.site === 'events') {
    return (
      <div className={styles.events} data-testid="search-results">
        {own.page.records.map((item) => (
          <EventCard key={item.id} t={t} item={item} locale={locale} />
        ))}
      </div>
    );
  }
  return (
    <ol className={styles.list} data-testid="search-results">
      {own.site === 'news'
        ? own.page.records.map((n) => (
            <li key={n.id}>
              <NewsHit {...hit} item={n} />
            </li>
          ))
        : own.page.records.map((p) => (
            <li key={p.id}>
              <PostHit {...hit} item={p} />
            </li>
          ))}
    </ol>
  );
}

/**
 * E12–E18, E27, E28: `/search/{site}/{word}`. The three sites with their own page (news, posts, events) as tabs
 * with their counts; the site's own group first — sorted by relevance or publish time (E17), filtered with
 * counts (E13–E15), paged (E27), the matched words highlighted (E18) — then every other group collapsed with its
 * count (posts, circles, events, members, news, companies, products, achievements).
 */
export function SearchResultsView(props: { t: Translate; locale: Locale; word: string; options: SearchOptions; results: SearchResults }) {
  const { t, locale, word, options, results } = props;
  const { own, groups, siteTotals, terms, renderedAt } = results;
  const site = own.site;
  const tabs = [
    { key: 'news', label: `${t('news.title')} (${siteTotals.news})`, href: searchHref('news', word) },
    { key: 'post', label: `${t('search.groupPosts')} (${siteTotals.post})`, href: searchHref('post', word) },
    { key: 'events', label: `${t('events.title')} (${siteTotals.events})`, href: searchHref('events', word) },
  ];
  const sorts = [
    { key: 'relevance', label: t('search.sortRelevance'), href: searchHref(site, word, { ...options, sort: 'relevance' }) },
    { key: 'time', label: t('search.sortTime'), href: searchHref(site, word, { ...options, sort: 'time' }) },
  ];
  return (
    <section data-testid={site === 'events' ? 'event-search' : undefined}>
      <ResultsHeading t={t} word={word} />
      <TabLinks items={tabs} active={site} label={t('search.submit')} />
      <TabLinks items={sorts} active={options.sort} label={t('search.sortLabel')} />
      <OwnFilters t={t} locale={locale} word={word} options={options} own={own} />
      {own.page.records.length === 0 && <EmptyState text={t('search.noResults')} />}
      <OwnList t={t} locale={locale} own={own} terms={terms} now={renderedAt} />
      <Pagination t={t} basePath={searchHref(site, word, options)} current={own.page.current} pages={own.page.pages} />
      <SearchGroups t={t} locale={locale} terms={terms} now={renderedAt} word={word} groups={groups} />
    </section>
  );
}
