import type { Metadata } from 'next';
import { PageBody } from '@/components/layout/page-body';
import { EventSearchView } from '@/components/event/event-search-view';
import { notFound } from 'next/navigation';
import { getSearch, searchSiteOf } from '@/lib/data/search';
import { SearchResultsView } from '@/components/search/search-results-view';
import { loadEventSearch } from '@/lib/data/events';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseSearchSegments } from '@/lib/routing/search-options';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle } from '@/lib/seo/templates';

type Params = Promise<{ variant: string; site: string; word: string; opts?: string[] }>;

function decodeWord(raw: string): string {
  try {
    return decodeURIComponent(raw).trim();
  } catch {
    return raw.trim();
  }
}

/**
 * `/search/{site}/{word}` (E11–E14, E17, E27, E28) with its options (sort by time; on the news site a tag and a
 * child tag), which the route table folds from the query into the cached path.
 */
async function read(params: Params) {
  const { variant, site, word, opts } = await params;
  const options = parseSearchSegments(opts ?? []);
  if (!options) notFound();
  return { v: parseVariant(variant), raw: site, site: searchSiteOf(site), word: decodeWord(word), options };
}

async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, word } = await read(params);
  const t = createTranslate(getMessages(v.locale));
  return { title: joinTitle([t('search.resultsFor', { word }), t('site.name')]), robots: { index: false } };
}

async function Page({ params }: { params: Params }) {
  const { v, raw, site, word, options } = await read(params);
  const t = createTranslate(getMessages(v.locale));
  if (raw === 'events') {
    // E15: events with their type-tag filters (the events site's own results page).
    const results = await loadEventSearch(word.slice(0, 50), v.page, options.tagId ?? undefined, options.sort === 'time');
    return (
      <PageBody>
        <EventSearchView t={t} locale={v.locale} word={word} tagId={options.tagId} byTime={options.sort === 'time'} results={results} />
      </PageBody>
    );
  }
  const data = await getSearch(site, word, v.page, options);
  return (
    <PageBody>
      <SearchResultsView t={t} locale={v.locale} site={site} word={word} options={options} {...data} />
    </PageBody>
  );
}

export const searchRoute = { generateMetadata, Page };
