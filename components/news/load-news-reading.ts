import { cache } from 'react';
import { getTag } from '@/lib/api/basic';
import {
  FLASH_CACHE_TAG,
  getColumnNewsPage,
  getCompanyNewsPage,
  getFlash,
  getFlashPage,
  getFlashRelatedNews,
  getHotNewsPage,
  getNewsColumn,
  getNewsV2Page,
  getRelatedNews,
  getSectionNews,
  getTopic,
  getTopicPage,
  TOPIC_CACHE_TAG,
} from '@/lib/api/news';
import { nullIfNotFound } from '@/lib/api/or-null';
import { serverTransport } from '@/lib/api/server';
import { DEFAULT_PAGE_SIZE, TAG_TYPE } from '@/lib/constants';
import type { Tag } from '@/lib/contract/basic';
import type { NewsPageQuery } from '@/lib/contract/news';

/** Lists and details of the news site are re-read at most every 5 minutes (and on tag revalidation). */
const REVALIDATE_S = 300;
const news = () => serverTransport({ revalidate: REVALIDATE_S, tags: ['news'] });
const flashes = () => serverTransport({ revalidate: REVALIDATE_S, tags: [FLASH_CACHE_TAG] });
const topics = () => serverTransport({ revalidate: REVALIDATE_S, tags: [TOPIC_CACHE_TAG, 'news'] });

const RELATED_SIZE = 6;

/** A tag by id; null when it does not exist (or, with `types`, is of another type). */
export const loadTag = cache(async (id: number, types?: readonly number[]): Promise<Tag | null> => {
  const tag = await nullIfNotFound(getTag(serverTransport({ revalidate: 3600, tags: ['tag', `tag:${id}`] }), id));
  if (!tag || (types && !types.includes(tag.type))) return null;
  return tag;
});

/** One page of `GET /news/news/v2/page` with the time it was read (relative times are computed against it). */
export const loadNewsV2Page = cache(async (filter: string, page: number) => {
  const query = JSON.parse(filter) as Partial<NewsPageQuery>;
  const list = await getNewsV2Page(news(), { ...query, current: page, size: DEFAULT_PAGE_SIZE });
  return { list, renderedAt: Date.now() };
});

/** F02/F03/F05: the tag page (any news tag), category-tag page (type 9) and source page (type 4). */
export const loadTagNews = cache(async (kind: 'tag' | 'category' | 'source', tagId: number, page: number) => {
  const types = kind === 'category' ? [TAG_TYPE.newsCategory] : kind === 'source' ? [TAG_TYPE.newsSource] : undefined;
  const tag = await loadTag(tagId, types);
  if (!tag) return null;
  const filter = kind === 'category' ? { categoryTagId: tagId } : kind === 'source' ? { sourceTagId: tagId } : { tagId };
  return { tag, ...(await loadNewsV2Page(JSON.stringify(filter), page)) };
});

/** F08/F09: news of a site tag (foodtools 5243, features 5244). */
export const loadSiteTagNews = cache(async (siteTagId: number, page: number) => loadNewsV2Page(JSON.stringify({ siteTagId }), page));

/** F07 */
export const loadHotNews = cache(async (page: number, size = DEFAULT_PAGE_SIZE) => ({
  list: await getHotNewsPage(news(), { current: page, size }),
  renderedAt: Date.now(),
}));

/** F06: the column bar and its news; null for an unknown column. */
export const loadColumnNews = cache(async (columnId: number, page: number) => {
  const column = await nullIfNotFound(getNewsColumn(news(), columnId));
  if (!column) return null;
  const list = await getColumnNewsPage(news(), { columnId, current: page, size: DEFAULT_PAGE_SIZE });
  return { column, list, renderedAt: Date.now() };
});

/** F04: a company's news; null for an unknown company. */
export const loadCompanyNews = cache(async (companyId: number, page: number) => {
  const list = await nullIfNotFound(getCompanyNewsPage(news(), { companyId, current: page, size: DEFAULT_PAGE_SIZE }));
  return list ? { list, renderedAt: Date.now() } : null;
});

/** F01: news related to an item (empty when the call fails: the article still renders). */
export const loadRelatedNews = cache(async (id: number) => getRelatedNews(news(), id, RELATED_SIZE).catch(() => []));

/** F10 */
export const loadFlashPage = cache(async (page: number, size = DEFAULT_PAGE_SIZE) => ({
  list: await getFlashPage(flashes(), { current: page, size }),
  renderedAt: Date.now(),
}));

/** F11: a flash and its related news; null when the flash does not exist. */
export const loadFlash = cache(async (id: number) => {
  const flash = await nullIfNotFound(getFlash(flashes(), id));
  if (!flash) return null;
  const related = await getFlashRelatedNews(flashes(), id).catch(() => []);
  return { flash, related, renderedAt: Date.now() };
});

/** F12: a topic with each section's news; null when the topic does not exist. */
export const loadTopic = cache(async (id: number) => {
  const topic = await nullIfNotFound(getTopic(topics(), id));
  if (!topic) return null;
  const sections = await getSectionNews(topics(), { topicId: id });
  return { topic, sections, renderedAt: Date.now() };
});

/** F29: the newest topics (the topic list of the news list page). */
export const loadTopicList = cache(async (size: number) =>
  getTopicPage(topics(), { current: 1, size })
    .then((p) => p.records)
    .catch(() => []),
);
