import type { Metadata } from 'next';
import { SiteShell } from '@/components/layout/site-shell';
import { loadSearch, searchSiteOf } from '@/components/search/load-search';
import { SearchResultsView } from '@/components/search/search-results-view';
import { createTranslate, getMessages } from '@/lib/i18n/messages';
import { parseVariant } from '@/lib/routing/variant';
import { joinTitle } from '@/lib/seo/templates';

type Params = Promise<{ variant: string; site: string; word: string }>;

export const revalidate = 300;

export async function generateStaticParams() {
  return [];
}

async function read(params: Params) {
  const { variant, site, word } = await params;
  return { v: parseVariant(variant), site: searchSiteOf(site), word: decodeURIComponent(word).trim() };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, word } = await read(params);
  const t = createTranslate(getMessages(v.locale));
  return { title: joinTitle([t('search.resultsFor', { word }), t('site.name')]), robots: { index: false } };
}

/** E11–E13, E27: `/search/:webSiteName/:word`. */
export default async function SearchPage({ params }: { params: Params }) {
  const { v, site, word } = await read(params);
  const t = createTranslate(getMessages(v.locale));
  const data = await loadSearch(site, word, v.page);
  return (
    <SiteShell variant={v} section={site === 'news' ? 'news' : 'supplyDemand'}>
      <SearchResultsView t={t} locale={v.locale} site={site} word={word} {...data} />
    </SiteShell>
  );
}
