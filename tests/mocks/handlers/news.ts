import { http } from 'msw';
import type { Page } from '@/lib/contract/common';
import { newsManagePageSchema, type NewsManageItem } from '@/lib/contract/news';
import { envelope, type Reply } from '../envelope';
import { API } from '../server';

/** News calls of the own-page column tab (F30, F31). */
export const newsHandlers = {
  columnManagePage: (reply: Reply<Page<NewsManageItem>>) =>
    http.get(`${API}/news/news/column/manage-page`, ({ request }) => envelope(newsManagePageSchema, reply, request)),
  /** F31: `PUT /news/news/banned-status?id=`. */
  toggleBanned: (reply: Reply<{ id: number; isBanned: boolean }>) => http.put(`${API}/news/news/banned-status`, ({ request }) => envelope(null, reply, request)),
};
