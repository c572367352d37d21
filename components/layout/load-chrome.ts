import { cache } from 'react';
import type { KeywordSite } from '@/components/layout/nav-sections';
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

/** Data every page's chrome needs: the site's hot search keywords and the footer cooperation block. */
export const loadChrome = cache(async (locale: Locale, site: KeywordSite) => {
  const t = serverTransport({ revalidate: CHROME_REVALIDATE_S, tags: ['hot-keywords'] });
  const [hot, cooperation] = await Promise.all([
    getHotKeywords(t, site).then((p) => p.records).catch(() => []),
    loadSitePage(SITE_PAGE_CODE.businessCooperation, locale),
  ]);
  return { hot, cooperation };
});
