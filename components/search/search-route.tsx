import type { Metadata } from 'next';
import { SiteShell } from '@/components/layout/site-shell';
import { loadSearch, searchSiteOf, type SearchSort } from '@/components/search/load-search';
import { SearchResultsView } from '@/components/search/search-results-view';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle } from '@/lib/seo/templates';

type Params = Promise<{ variant: string; site: string; word: string }>;

function decodeWord(raw: string): string {
  try {
    return decodeURIComponent(raw).trim();
  } catch {
    return raw.trim();
  }
}

/**
 * `/search/{site}/{word}` (E11–E14, E27, E28) and its sort-by-time twin (E17: the public
 * `?sort=time` is folded into the cached path `…/{word}/time` by the route table). Both page files keep
 * their segment config and take metadata and page from here.
 */
export function searchRoute(sort: SearchSort) {
  async function read(params: Params) {
    const { variant, site, word } = await params;
    return { v: parseVariant(variant), site: searchSiteOf(site), word: decodeWord(word) };
  }

  async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const { v, word } = await read(params);
    const t = createTranslate(getMessages(v.locale));
    return { title: joinTitle([t('search.resultsFor', { word }), t('site.name')]), robots: { index: false } };
  }

  async function Page({ params }: { params: Params }) {
    const { v, site, word } = await read(params);
    const t = createTranslate(getMessages(v.locale));
    const data = await loadSearch(site, word, v.page, site === 'post' ? sort : 'relevance');
    return (
      <SiteShell variant={v} section={site === 'news' ? 'news' : 'supplyDemand'}>
        <SearchResultsView t={t} locale={v.locale} site={site} word={word} sort={site === 'post' ? sort : 'relevance'} {...data} />
      </SiteShell>
    );
  }

  return { generateMetadata, Page };
}
