import { notFound } from 'next/navigation';
import { PageBody } from '@/components/layout/page-body';
import { SearchResultsView } from '@/components/search/search-results-view';
import { listPage } from '@/components/site/list-page';
import { getSearch, searchSiteOf } from '@/lib/data/search';
import { parseSearchSegments } from '@/lib/routing/search-options';
import { NOINDEX } from '@/lib/seo/page-metadata';
import { joinTitle } from '@/lib/seo/templates';

export const revalidate = 300;

export { generateStaticParams } from '@/components/site/on-demand';

function decodeWord(raw: string): string {
  try {
    return decodeURIComponent(raw).trim();
  } catch {
    return raw.trim();
  }
}

/**
 * E11–E14, E17, E27, E28: `/search/:webSiteName/:word` with its options (sort by time, the site's tag and child tag),
 * which the route table folds from the query into path segments (lib/routing/search-options.ts), so the page stays
 * cached. `news`, `post` and `events` have their own results; any other site name reads as news (E12). A page past the
 * last shows the empty results (no end is checked).
 */
const page = listPage({
  filter: ({ site, word, opts }: { variant: string; site: string; word: string; opts?: string[] }) => {
    const options = parseSearchSegments(opts ?? []);
    if (!options) notFound();
    return { site: searchSiteOf(site), word: decodeWord(word), options };
  },
  load: (v, { site, word, options }) => getSearch(site, word, v.page, options),
  pageOf: () => null,
  // The searched word as typed leads the title (user content: in en the rest of the title is English). Issue 20
  // item 6: result pages are not indexed (their links are followed).
  metadata: ({ t, filter: { word } }) => ({ title: joinTitle([word, t('search.submit'), t('site.name')]), robots: NOINDEX }),
  render: ({ v, t, filter: { word, options }, data: results }) => (
    <PageBody>
      <SearchResultsView t={t} locale={v.locale} word={word} options={options} results={results} />
    </PageBody>
  ),
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
