import { z } from 'zod';
import {
  flashPageSchema,
  flashSchema,
  newsColumnSchema,
  newsDetailSchema,
  newsListItemSchema,
  newsManagePageSchema,
  newsPageSchema,
  newsSearchPageSchema,
  sectionNewsListSchema,
  topicDetailSchema,
  topicPageSchema,
  type Flash,
  type NewsColumn,
  type NewsDetail,
  type NewsListItem,
  type NewsManageItem,
  type NewsPageQuery,
  type NewsSearchPage,
  type SectionNews,
  type Topic,
  type TopicDetail,
} from '@/lib/contract/news';
import type { Page } from '@/lib/contract/common';
import type { Transport } from '@/lib/api/transport';

/** `GET /news/news/page`: newest first, published only. */
export function getNewsPage(t: Transport, query: Partial<NewsPageQuery> = {}): Promise<Page<NewsListItem>> {
  return t.get('/news/news/page', { auth: false, query, schema: newsPageSchema });
}

/**
 * `GET /news/news/{id}`; rejects with ApiError code 404 when missing. From the server, pass no token so the
 * HTML stays the same for everyone (isLiked/isFavorite are then false; islands reload them).
 */
export function getNewsDetail(t: Transport, id: number): Promise<NewsDetail> {
  return t.get(`/news/news/${id}`, { schema: newsDetailSchema });
}

type Paging = { current?: number; size?: number };
const newsListSchema = z.array(newsListItemSchema);

/** `GET /news/news/v2/page`: tagId, siteTagId, classTagId, themeTagId, sourceTagId, categoryTagId, keyword. */
export function getNewsV2Page(t: Transport, query: Partial<NewsPageQuery> = {}): Promise<Page<NewsListItem>> {
  return t.get('/news/news/v2/page', { auth: false, query, schema: newsPageSchema });
}

/** `GET /news/news/hot/page`: ranked by views, likes and comments, decayed by age. */
export function getHotNewsPage(t: Transport, query: Paging = {}): Promise<Page<NewsListItem>> {
  return t.get('/news/news/hot/page', { auth: false, query, schema: newsPageSchema });
}

/** `GET /news/news/related/{id}`; rejects with code 404 when the item does not exist. */
export function getRelatedNews(t: Transport, id: number, size?: number): Promise<NewsListItem[]> {
  return t.get(`/news/news/related/${id}`, { auth: false, query: { size }, schema: newsListSchema });
}

/** `GET /news/news/column/page`; code 404 for an unknown column. */
export function getColumnNewsPage(t: Transport, query: Paging & { columnId: number }): Promise<Page<NewsListItem>> {
  return t.get('/news/news/column/page', { auth: false, query, schema: newsPageSchema });
}

/** `GET /news/column/{id}`: the column bar; code 404 when missing. */
export function getNewsColumn(t: Transport, id: number): Promise<NewsColumn> {
  return t.get(`/news/column/${id}`, { auth: false, schema: newsColumnSchema });
}

/** `GET /news/news/company/page`, or `/company/keyword-page` when a keyword is given; code 404 for an unknown company. */
export function getCompanyNewsPage(t: Transport, query: Paging & { companyId: number; keyword?: string }): Promise<Page<NewsListItem>> {
  const path = query.keyword ? '/news/news/company/keyword-page' : '/news/news/company/page';
  return t.get(path, { auth: false, query, schema: newsPageSchema });
}

/** Query of `searchNews`: `tagId` a class tag, `childTagId` a theme tag (lib/contract/news.ts `newsSearchQuery`). */
export type NewsSearchParams = Paging & { keyword: string; tagId?: number; childTagId?: number; sortByTime?: boolean };

/**
 * `GET /news/news/v2/search` (E13, E17, E28): keyword matches with `facets` (class tags and their theme child tags,
 * counted over every match whatever the tag filters). A blank keyword answers an empty page.
 */
export function searchNews(t: Transport, query: NewsSearchParams): Promise<NewsSearchPage> {
  return t.get('/news/news/v2/search', { auth: false, query, schema: newsSearchPageSchema });
}

/** `GET /news/news/column/manage-page` (F30): the caller's columns' news, drafts and banned ones included; code 10403 without a column. */
export function getColumnManagePage(t: Transport, query: Paging = {}): Promise<Page<NewsManageItem>> {
  return t.get('/news/news/column/manage-page', { auth: true, query, schema: newsManagePageSchema });
}

/** `GET /news/news/company-recommend/page` (F32): the news a company recommends, in its order; code 404 for an unknown company. */
export function getCompanyRecommendedNews(t: Transport, query: Paging & { companyId: number }): Promise<Page<NewsListItem>> {
  return t.get('/news/news/company-recommend/page', { auth: false, query, schema: newsPageSchema });
}

/** `GET /news/short/news/page`: flashes, newest first. */
export function getFlashPage(t: Transport, query: Paging = {}): Promise<Page<Flash>> {
  return t.get('/news/short/news/page', { auth: false, query, schema: flashPageSchema });
}

/** `GET /news/short/news/{id}`; code 404 when missing. */
export function getFlash(t: Transport, id: number): Promise<Flash> {
  return t.get(`/news/short/news/${id}`, { auth: false, schema: flashSchema });
}

/** `GET /news/short/news/{id}/related/news`. */
export function getFlashRelatedNews(t: Transport, id: number): Promise<NewsListItem[]> {
  return t.get(`/news/short/news/${id}/related/news`, { auth: false, schema: newsListSchema });
}

/** `GET /news/topic/page`: newest first. */
export function getTopicPage(t: Transport, query: Paging = {}): Promise<Page<Topic>> {
  return t.get('/news/topic/page', { auth: false, query, schema: topicPageSchema });
}

/** `GET /news/topic/{id}`: the topic with its sections; code 404 when missing. */
export function getTopic(t: Transport, id: number): Promise<TopicDetail> {
  return t.get(`/news/topic/${id}`, { auth: false, schema: topicDetailSchema });
}

/** `GET /news/topic/section-news/list`: every section of a topic (or one section) with its news. */
export function getSectionNews(t: Transport, query: { topicId?: number; sectionId?: number }): Promise<SectionNews[]> {
  return t.get('/news/topic/section-news/list', { auth: false, query, schema: sectionNewsListSchema });
}
