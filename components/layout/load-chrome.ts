import { cache } from 'react';
import type { KeywordSite } from '@/components/layout/nav-sections';
import type { HotKeywordsBySite } from '@/components/layout/section-search-box';
import { getHotKeywords, getSitePage } from '@/lib/api/basic';
import { serverTransport } from '@/lib/api/server';
import { SITE_PAGE_CODE, type Locale } from '@/lib/constants';
import type { SitePage } from '@/lib/contract/basic';

const CHROME_REVALIDATE_S = 600;

/** O18: in en a site page is read from `{code}_en`, falling back to the zh code. */
export const loadSitePage = cache(async (code: string, locale: Locale): Promise<SitePage | null> => {
  const t = serverTransport({ revalidate: CHROME_REVALIDATE_S, tags: ['site-page', `site-page:${code}`] });
  if (locale === 'en') {
    const en = await getSitePage(t, `${code}_en`).catch(() => null);
    if (en && (en.content || en.url || en.title)) return en;
  }
  return getSitePage(t, code).catch(() => null);
});

const KEYWORD_SITES: readonly KeywordSite[] = ['news', 'post', 'activity', 'company'];

/**
 * Data the site chrome needs, loaded once by the `(site)` layout: the hot search keywords of every keyword
 * site (the header picks the current one from the URL, E05) and the footer cooperation block.
 */
export const loadChrome = cache(async (locale: Locale) => {
  const t = serverTransport({ revalidate: CHROME_REVALIDATE_S, tags: ['hot-keywords'] });
  const [lists, cooperation] = await Promise.all([
    Promise.all(KEYWORD_SITES.map((site) => getHotKeywords(t, site).then((p) => p.records).catch(() => []))),
    loadSitePage(SITE_PAGE_CODE.businessCooperation, locale),
  ]);
  const hot = Object.fromEntries(KEYWORD_SITES.map((site, i) => [site, lists[i] ?? []])) as HotKeywordsBySite;
  return { hot, cooperation };
});
