import 'server-only';
import { cache } from 'react';
import * as basicApi from '@/lib/api/basic';
import { nullIfNotFound } from '@/lib/api/or-null';
import { serverTransport } from '@/lib/api/server';
import { SITE_PAGE_CODE, type Locale } from '@/lib/constants';
import type { SitePage, Tag } from '@/lib/contract/basic';
import { tags } from '@/lib/contract/cache-tags';
import { REVALIDATE_S as REVALIDATE } from '@/lib/data/revalidate';

/** Tags change rarely: re-read at most every hour. */
const TAG_REVALIDATE_S = REVALIDATE.reference;
/** The chrome (hot keywords, footer block) and site pages: at most every 10 minutes. */
const CHROME_REVALIDATE_S = REVALIDATE.chrome;

/** `GET /basic/tag/list?type=…`: the tags of one type; empty when the call fails. */
export const getTagsOfType = cache(
  async (type: number, size?: number): Promise<Tag[]> =>
    basicApi.getTags(serverTransport({ revalidate: TAG_REVALIDATE_S, tags: [tags.tag.list] }), { type, ...(size ? { size } : {}) }).catch((): Tag[] => []),
);

/** `GET /basic/tag/{id}`: a tag; null when it does not exist (or, with `types`, is of another type). */
export const getTag = cache(async (id: number, types?: readonly number[]): Promise<Tag | null> => {
  const tag = await nullIfNotFound(basicApi.getTag(serverTransport({ revalidate: TAG_REVALIDATE_S, tags: [tags.tag.list, tags.tag.item(id)] }), id));
  if (!tag || (types && !types.includes(tag.type))) return null;
  return tag;
});

/** `GET /basic/basic/page/code?code=`: O18: in en a site page is read from `{code}_en`, falling back to the zh code. */
export const getSitePage = cache(async (code: string, locale: Locale) => {
  const t = serverTransport({ revalidate: CHROME_REVALIDATE_S, tags: [tags.sitePage.list, tags.sitePage.item(code)] });
  if (locale === 'en') {
    const en = await basicApi.getSitePage(t, `${code}_en`).catch(() => null);
    if (en && (en.content || en.url || en.title)) return en;
  }
  return basicApi.getSitePage(t, code).catch(() => null);
});

const KEYWORD_SITES = basicApi.HOT_KEYWORD_SITES;

/** O16: the site pages of the two footers, read in one call. */
export const FOOTER_PAGE_CODES = [SITE_PAGE_CODE.businessCooperation, SITE_PAGE_CODE.contactUs] as const;

/** A page worth showing: one with content, a link or a title (an empty `_en` variant falls back to zh, O18). */
function hasContent(page: SitePage | undefined): page is SitePage {
  return Boolean(page && (page.content || page.url || page.title));
}

/**
 * O16/O18: several site pages in one `POST /basic/basic/page/batch/code`; in en each `{code}_en` is asked for too
 * and wins when it has content. Codes missing from the answer (or a failed call) read as null.
 */
export const getSitePagesOf = cache(async (codes: readonly string[], locale: Locale): Promise<Record<string, SitePage | null>> => {
  const t = serverTransport({ revalidate: CHROME_REVALIDATE_S, tags: [tags.sitePage.list, ...codes.map((code) => tags.sitePage.item(code))] });
  const asked = locale === 'en' ? [...codes.map((code) => `${code}_en`), ...codes] : [...codes];
  const pages = await basicApi.getSitePages(t, asked).catch((): SitePage[] => []);
  const byCode = new Map(pages.map((p) => [p.code, p]));
  return Object.fromEntries(
    codes.map((code) => {
      const en = locale === 'en' ? byCode.get(`${code}_en`) : undefined;
      if (hasContent(en)) return [code, en];
      const zh = byCode.get(code);
      return [code, hasContent(zh) ? zh : null];
    }),
  );
});

/**
 * `GET /{site}/searchkeyword/hot` of every keyword site and the footers' site pages (O16: the cooperation and
 * contact blocks in one batch call): the data the site chrome needs, loaded once by the `(site)` layout (the
 * header picks the current site from the URL, E05).
 */
export const getChrome = cache(async (locale: Locale) => {
  const t = serverTransport({ revalidate: CHROME_REVALIDATE_S, tags: [tags.hotKeywords.list, ...KEYWORD_SITES.map((site) => tags.hotKeywords.site(site))] });
  const [lists, pages] = await Promise.all([
    Promise.all(
      KEYWORD_SITES.map((site) =>
        basicApi
          .getHotKeywords(t, site)
          .then((p) => p.records)
          .catch(() => []),
      ),
    ),
    getSitePagesOf(FOOTER_PAGE_CODES, locale),
  ]);
  const hot = Object.fromEntries(KEYWORD_SITES.map((site, i) => [site, lists[i] ?? []])) as basicApi.HotKeywordsBySite;
  return { hot, cooperation: pages[SITE_PAGE_CODE.businessCooperation] ?? null, contact: pages[SITE_PAGE_CODE.contactUs] ?? null };
});
