import 'server-only';
import { cache } from 'react';
import * as newsApi from '@/lib/api/news';
import { nullIfNotFound } from '@/lib/api/or-null';
import { serverTransport } from '@/lib/api/server';
import { CASE_CLASS_TAG_CODE, DEFAULT_PAGE_SIZE, TAG_TYPE } from '@/lib/constants';
import type { Tag } from '@/lib/contract/basic';
import { tags } from '@/lib/contract/cache-tags';
import type { NewsListItem, NewsPageQuery } from '@/lib/contract/news';
import { getTag, getTagsOfType } from '@/lib/data/basic';
import { REVALIDATE_S as REVALIDATE } from '@/lib/data/revalidate';

/**
 * The news site's reads (F01–F12, F25–F29). Lists and details are re-read at most every 5 minutes, and at once
 * when the API posts `tags.news.list` / `tags.news.item(id)` to the revalidation hook (lib/contract/cache-tags.ts).
 */
const REVALIDATE_S = REVALIDATE.content;
const news = () => serverTransport({ revalidate: REVALIDATE_S, tags: [tags.news.list] });
const flashes = () => serverTransport({ revalidate: REVALIDATE_S, tags: [tags.flash.list] });
const topics = () => serverTransport({ revalidate: REVALIDATE_S, tags: [tags.topic.list, tags.news.list] });

const RELATED_SIZE = 6;

/** The class and theme tags of the news list (F16): `GET /basic/tag/list?type=…`. */
export const getNewsTags = cache(async () => {
  const [classTags, themeTags] = await Promise.all([getTagsOfType(TAG_TYPE.newsClass), getTagsOfType(TAG_TYPE.newsTheme)]);
  // Top-level news classes only: the case class and its children (M06) are the filters of the case list.
  return { classTags: classTags.filter((t) => t.parentId === null && t.code !== CASE_CLASS_TAG_CODE), themeTags };
});

/** F16: `GET /news/news/page` for `/news/:classTag?/:themeTag?` with tag codes; null when a code names no tag. */
export const getNewsList = cache(async (classCode: string | undefined, themeCode: string | undefined, page: number) => {
  const { classTags, themeTags } = await getNewsTags();
  const classTag = classCode ? classTags.find((t) => t.code === classCode) : undefined;
  const themeTag = themeCode ? themeTags.find((t) => t.code === themeCode) : undefined;
  if ((classCode && !classTag) || (themeCode && !themeTag)) return null;
  const list = await newsApi.getNewsPage(news(), {
    current: page,
    size: DEFAULT_PAGE_SIZE,
    classTagId: classTag?.id,
    themeTagId: themeTag?.id,
  });
  return { classTags, themeTags, classTag: classTag ?? null, themeTag: themeTag ?? null, list, renderedAt: Date.now() };
});

/** F01: `GET /news/news/{id}`; null when the API says it does not exist. */
export const getNewsDetail = cache(async (id: number) =>
  nullIfNotFound(newsApi.getNewsDetail(serverTransport({ revalidate: REVALIDATE_S, tags: [tags.news.list, tags.news.item(id)] }), id)),
);

/** F01: `GET /news/news/related/{id}` (empty when the call fails: the article still renders). */
export const getRelatedNews = cache(async (id: number) => newsApi.getRelatedNews(news(), id, RELATED_SIZE).catch(() => []));

/** One page of `GET /news/news/v2/page` (filter as JSON, for `cache`) with the time it was read (relative times use it). */
export const getNewsV2Page = cache(async (filter: string, page: number, size = DEFAULT_PAGE_SIZE) => {
  const query = JSON.parse(filter) as Partial<NewsPageQuery>;
  const list = await newsApi.getNewsV2Page(news(), { ...query, current: page, size });
  return { list, renderedAt: Date.now() };
});

/** F02/F03/F05: `GET /basic/tag/{id}` and `GET /news/news/v2/page`: the tag page (any news tag), category-tag page (type 9) and source page (type 4). */
export const getTagNews = cache(async (kind: 'tag' | 'category' | 'source', tagId: number, page: number) => {
  const types = kind === 'category' ? [TAG_TYPE.newsCategory] : kind === 'source' ? [TAG_TYPE.newsSource] : undefined;
  const tag = await getTag(tagId, types);
  if (!tag) return null;
  const filter = kind === 'category' ? { categoryTagId: tagId } : kind === 'source' ? { sourceTagId: tagId } : { tagId };
  return { tag, ...(await getNewsV2Page(JSON.stringify(filter), page)) };
});

/** F08/F09: `GET /news/news/v2/page?siteTagId=`: news of a site tag (foodtools 5243, features 5244). */
export const getSiteTagNews = cache(async (siteTagId: number, page: number) => getNewsV2Page(JSON.stringify({ siteTagId }), page));

/** F27/F28: `GET /news/news/v2/page?categoryTagId=`: the first news of a category tag (right column); empty when the call fails. */
export const getCategoryNews = cache(
  async (categoryTagId: number, size: number): Promise<NewsListItem[]> =>
    getNewsV2Page(JSON.stringify({ categoryTagId }), 1, size)
      .then((p) => p.list.records)
      .catch(() => []),
);

/** `GET /basic/tag/list?type=9`: the category tags of the right column's category modules. */
export const getNewsCategoryTags = cache(async (): Promise<Tag[]> => getTagsOfType(TAG_TYPE.newsCategory));

/** F07: `GET /news/news/hot/page`. */
export const getHotNews = cache(async (page: number, size = DEFAULT_PAGE_SIZE) => ({
  list: await newsApi.getHotNewsPage(news(), { current: page, size }),
  renderedAt: Date.now(),
}));

/** F06: `GET /news/column/{id}` and `GET /news/news/column/page`; null for an unknown column. */
export const getColumnNews = cache(async (columnId: number, page: number) => {
  const column = await nullIfNotFound(newsApi.getNewsColumn(news(), columnId));
  if (!column) return null;
  const list = await newsApi.getColumnNewsPage(news(), { columnId, current: page, size: DEFAULT_PAGE_SIZE });
  return { column, list, renderedAt: Date.now() };
});

/** F04: `GET /news/news/company/page`: a company's news; null for an unknown company. */
export const getCompanyNews = cache(async (companyId: number, page: number) => {
  const list = await nullIfNotFound(newsApi.getCompanyNewsPage(news(), { companyId, current: page, size: DEFAULT_PAGE_SIZE }));
  return list ? { list, renderedAt: Date.now() } : null;
});

/** F10: `GET /news/short/news/page`. */
export const getFlashPage = cache(async (page: number, size = DEFAULT_PAGE_SIZE) => ({
  list: await newsApi.getFlashPage(flashes(), { current: page, size }),
  renderedAt: Date.now(),
}));

/** F11: `GET /news/short/news/{id}` and its related news; null when the flash does not exist. */
export const getFlash = cache(async (id: number) => {
  const flash = await nullIfNotFound(newsApi.getFlash(flashes(), id));
  if (!flash) return null;
  const related = await newsApi
    .getFlashRelatedNews(serverTransport({ revalidate: REVALIDATE_S, tags: [tags.flash.list, tags.news.list] }), id)
    .catch(() => []);
  return { flash, related, renderedAt: Date.now() };
});

/** F12: `GET /news/topic/{id}` with each section's news; null when the topic does not exist. */
export const getTopic = cache(async (id: number) => {
  const topic = await nullIfNotFound(newsApi.getTopic(topics(), id));
  if (!topic) return null;
  const sections = await newsApi.getSectionNews(topics(), { topicId: id });
  return { topic, sections, renderedAt: Date.now() };
});

/** F29: `GET /news/topic/page`: the newest topics (the topic list of the news list page). */
export const getTopicList = cache(async (size: number) =>
  newsApi
    .getTopicPage(topics(), { current: 1, size })
    .then((p) => p.records)
    .catch(() => []),
);
