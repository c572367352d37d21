import { http } from 'msw';
import type { Page } from '@/lib/contract/common';
import { newsManagePageSchema, newsPageSchema, newsSearchPageSchema, type NewsListItem, type NewsManageItem, type NewsSearchPage } from '@/lib/contract/news';
import { envelope, type Reply } from '../envelope';
import { API } from '../server';

/** News calls of the own-page column tab (F30, F31) and of a company's news (F32, L26). */
export const newsHandlers = {
  /** `GET /news/news/company/page?code|companyId&current&size`: the news naming a company. */
  companyPage: (reply: Reply<Page<NewsListItem>>) => http.get(`${API}/news/news/company/page`, ({ request }) => envelope(newsPageSchema, reply, request)),
  /** `GET /news/news/company-recommend/page` (F32): the news a company recommends, in its order. */
  companyRecommended: (reply: Reply<Page<NewsListItem>>) =>
    http.get(`${API}/news/news/company-recommend/page`, ({ request }) => envelope(newsPageSchema, reply, request)),
  /** `POST /news/news/view {id, cid}` (F01): the page-view beacon (its answer is not read). */
  view: (reply: Reply<unknown>) => http.post(`${API}/news/news/view`, ({ request }) => envelope(null, reply, request)),
  /** `GET /news/news/v2/search?keyword&size…` (E13): matches with facets. */
  search: (reply: Reply<NewsSearchPage>) => http.get(`${API}/news/news/v2/search`, ({ request }) => envelope(newsSearchPageSchema, reply, request)),
  columnManagePage: (reply: Reply<Page<NewsManageItem>>) =>
    http.get(`${API}/news/news/column/manage-page`, ({ request }) => envelope(newsManagePageSchema, reply, request)),
  /** F31: `PUT /news/news/banned-status?id=`. */
  toggleBanned: (reply: Reply<{ id: number; isBanned: boolean }>) => http.put(`${API}/news/news/banned-status`, ({ request }) => envelope(null, reply, request)),
};
