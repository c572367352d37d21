import { EventCard } from '@/components/event/event-card';
import { eventTagLabel } from '@/components/event/event-list-view';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { TabLinks } from '@/components/ui/tab-links';
import type { Locale } from '@/lib/constants';
import type { EventSearchPage } from '@/lib/contract/ec';
import type { Translate } from '@/lib/i18n/messages';
import { eventSearchHref } from '@/lib/routing/events-links';

/** E15/E17/E28: events matching the word, with the type-tag filters (counts over every match) and the time sort. */
export function EventSearchView(props: { t: Translate; locale: Locale; word: string; tagId: number | null; byTime: boolean; results: EventSearchPage }) {
  const { t, locale, word, tagId, byTime, results } = props;
  const tabs = [
    { key: 'all', label: t('events.all'), href: eventSearchHref(word, { byTime }) },
    ...results.facets.tags.map((tag) => ({ key: String(tag.id), label: `${eventTagLabel(tag, locale)} (${tag.count})`, href: eventSearchHref(word, { tagId: tag.id, byTime }) })),
  ];
  const sorts = [
    { key: 'relevance', label: t('events.sortRelevance'), href: eventSearchHref(word, { tagId }) },
    { key: 'time', label: t('events.sortTime'), href: eventSearchHref(word, { tagId, byTime: true }) },
  ];
  return (
    <section data-testid="event-search">
      <h1>{t('events.searchTitle', { word })}</h1>
      <TabLinks items={tabs} active={tagId ? String(tagId) : 'all'} label={t('events.types')} />
      <TabLinks items={sorts} active={byTime ? 'time' : 'relevance'} label={t('events.sort')} />
      {results.records.length === 0 ? <EmptyState text={t('search.noResults')} /> : results.records.map((item) => <EventCard key={item.id} t={t} item={item} locale={locale} />)}
      <Pagination t={t} basePath={eventSearchHref(word, { tagId, byTime })} current={results.current} pages={results.pages} />
    </section>
  );
}
