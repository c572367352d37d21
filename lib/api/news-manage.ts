import {
  newsBannedResultSchema,
  newsManageDetailSchema,
  newsSaveResultSchema,
  type NewsCreateInput,
  type NewsManageDetail,
  type NewsUpdateInput,
} from '@/lib/contract/news-manage';
import type { Transport } from '@/lib/api/transport';

/** F14: `POST /news/news` (DRAFT or PUBLISHED). */
export function createNews(t: Transport, input: NewsCreateInput): Promise<{ id: number; publishStatus: 'DRAFT' | 'PUBLISHED' }> {
  return t.post('/news/news', { body: input, schema: newsSaveResultSchema });
}

/** F15: `PUT /news/news`. */
export function updateNews(t: Transport, input: NewsUpdateInput): Promise<{ id: number; publishStatus: 'DRAFT' | 'PUBLISHED' }> {
  return t.put('/news/news', { body: input, schema: newsSaveResultSchema });
}

/** F13 / F15: `GET /news/news/manage/detail/{id}` (author or column owner; 404 otherwise). */
export function getNewsManageDetail(t: Transport, id: number): Promise<NewsManageDetail> {
  return t.get(`/news/news/manage/detail/${id}`, { schema: newsManageDetailSchema });
}

/** F31: `PUT /news/news/banned-status?id=` toggles hiding an item of the caller's column. */
export function toggleNewsBanned(t: Transport, id: number): Promise<{ id: number; isBanned: boolean }> {
  return t.put('/news/news/banned-status', { query: { id }, schema: newsBannedResultSchema });
}
