import 'server-only';
import { cache } from 'react';
import * as basicApi from '@/lib/api/basic';
import { nullIfNotFound } from '@/lib/api/or-null';
import { serverTransport } from '@/lib/api/server';
import { SITE_PAGE_CODE, type Locale } from '@/lib/constants';
import type { Tag } from '@/lib/contract/basic';
import { tags } from '@/lib/contract/cache-tags';

/** Tags change rarely: re-read at most every hour. */
const TAG_REVALIDATE_S = 3600;
/** The chrome (hot keywords, footer block) and site pages: at most every 10 minutes. */
const CHROME_REVALIDATE_S = 600;

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

/**
 * `GET /{site}/searchkeyword/hot` of every keyword site and the footer cooperation block: the data the site
 * chrome needs, loaded once by the `(site)` layout (the header picks the current site from the URL, E05).
 */
export const getChrome = cache(async (locale: Locale) => {
  const t = serverTransport({ revalidate: CHROME_REVALIDATE_S, tags: [tags.hotKeywords.list, ...KEYWORD_SITES.map((site) => tags.hotKeywords.site(site))] });
  const [lists, cooperation] = await Promise.all([
    Promise.all(
      KEYWORD_SITES.map((site) =>
        basicApi
          .getHotKeywords(t, site)
          .then((p) => p.records)
          .catch(() => []),
      ),
    ),
    getSitePage(SITE_PAGE_CODE.businessCooperation, locale),
  ]);
  const hot = Object.fromEntries(KEYWORD_SITES.map((site, i) => [site, lists[i] ?? []])) as basicApi.HotKeywordsBySite;
  return { hot, cooperation };
});
