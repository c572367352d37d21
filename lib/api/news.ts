import { newsDetailSchema, newsPageSchema, type NewsDetail, type NewsListItem, type NewsPageQuery } from '@/lib/contract/news';
import type { Page } from '@/lib/contract/common';
import { CACHE_TAG } from '@/lib/api/cache-tags';
import type { Transport } from '@/lib/api/transport';

/** `GET /news/news/page`: newest first, published only. */
export function getNewsPage(t: Transport, query: Partial<NewsPageQuery> = {}): Promise<Page<NewsListItem>> {
  return t.get('/news/news/page', { auth: false, query, schema: newsPageSchema, tags: [CACHE_TAG.news] });
}

/**
 * `GET /news/news/{id}`; rejects with ApiError code 404 when missing. From the server, pass no token so the
 * HTML stays the same for everyone (isLiked/isFavorite are then false; islands reload them).
 */
export function getNewsDetail(t: Transport, id: number): Promise<NewsDetail> {
  return t.get(`/news/news/${id}`, { schema: newsDetailSchema, tags: [CACHE_TAG.news, CACHE_TAG.newsItem(id)] });
}
