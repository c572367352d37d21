import { TAG_TYPE, HOT_TAGS_SHOWN } from '@/lib/constants';
import {
  locationListSchema,
  sitePageListSchema,
  sitePageSchema,
  tagListSchema,
  tagPageSchema,
  tagSchema,
  type Location,
  type SitePage,
  type Tag,
  type TagQuery,
} from '@/lib/contract/basic';
import { hotKeywordPageSchema, type HotKeyword, type Page } from '@/lib/contract/common';
import type { Transport } from '@/lib/api/transport';

/** `GET /basic/location/list`: the region tree (China root 100000, then overseas). */
export function getLocations(t: Transport): Promise<Location[]> {
  return t.get('/basic/location/list', { auth: false, schema: locationListSchema });
}

/** `GET /basic/tag/{id}`. */
export function getTag(t: Transport, id: number): Promise<Tag> {
  return t.get(`/basic/tag/${id}`, { auth: false, schema: tagSchema });
}

/** `GET /basic/tag/list`: tags by type, parent, keyword… */
export function getTags(t: Transport, query: Partial<TagQuery> = {}): Promise<Tag[]> {
  return t.get('/basic/tag/list', { auth: false, query, schema: tagListSchema });
}

/** Hot industry tags: type industry, current 1, size 8, status 1, no count. */
export function getHotTags(t: Transport): Promise<Page<Tag>> {
  return t.get('/basic/tag/page', {
    auth: false,
    query: { type: TAG_TYPE.industry, current: 1, size: HOT_TAGS_SHOWN, status: 1, searchCount: false },
    schema: tagPageSchema,
  });
}

/** `GET /basic/basic/page/code?code=`: a site page (HTML content; sanitise before rendering). */
export function getSitePage(t: Transport, code: string): Promise<SitePage> {
  return t.get('/basic/basic/page/code', {
    auth: false,
    query: { code },
    schema: sitePageSchema,
  });
}

/** `POST /basic/basic/page/batch/code` (O16): the pages found among `codes`; a read, cached on the server like a GET. */
export function getSitePages(t: Transport, codes: readonly string[]): Promise<SitePage[]> {
  return t.post('/basic/basic/page/batch/code', {
    auth: false,
    body: [...codes],
    schema: sitePageListSchema,
    read: true,
  });
}

export const HOT_KEYWORD_SITES = ['news', 'post', 'activity', 'company'] as const;
export type HotKeywordSite = (typeof HOT_KEYWORD_SITES)[number];
/** The hot search keywords of every site (E05), as the `(site)` layout loads them for the header. */
export type HotKeywordsBySite = Record<HotKeywordSite, HotKeyword[]>;

/** `GET /{site}/searchkeyword/hot`: hot search keywords of a site (a page whose records are `{id, keyword}`). */
export function getHotKeywords(t: Transport, site: HotKeywordSite): Promise<Page<HotKeyword>> {
  return t.get(`/${site}/searchkeyword/hot`, {
    auth: false,
    query: { searchCount: 0 },
    schema: hotKeywordPageSchema,
  });
}
