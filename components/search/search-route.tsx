import type { Metadata } from 'next';
import { PageBody } from '@/components/layout/page-body';
import { notFound } from 'next/navigation';
import { getSearch, searchSiteOf } from '@/lib/data/search';
import { SearchResultsView } from '@/components/search/search-results-view';
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
 * `/search/{site}/{word}` (E11–E18, E27, E28) with its options (sort by time, the site's tag and child tag), which
 * the route table folds from the query into the cached path. `news`, `post` and `events` have their own results;
 * any other site name reads as news (E12).
 */
async function read(params: Params) {
  const { variant, site, word, opts } = await params;
  const options = parseSearchSegments(opts ?? []);
  if (!options) notFound();
  return { v: parseVariant(variant), site: searchSiteOf(site), word: decodeWord(word), options };
}

async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { v, word } = await read(params);
  const t = createTranslate(getMessages(v.locale));
  // The searched word as typed leads the title (user content: in en the rest of the title is English).
  return { title: joinTitle([word, t('search.submit'), t('site.name')]), robots: { index: false } };
}

async function Page({ params }: { params: Params }) {
  const { v, site, word, options } = await read(params);
  const t = createTranslate(getMessages(v.locale));
  const results = await getSearch(site, word, v.page, options);
  return (
    <PageBody>
      <SearchResultsView t={t} locale={v.locale} word={word} options={options} results={results} />
    </PageBody>
  );
}

export const searchRoute = { generateMetadata, Page };
