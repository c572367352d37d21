import { http } from 'msw';
import { z } from 'zod';
import type { Page } from '@/lib/contract/common';
import { noticeCountSchema, noticePageSchema, type Notice, type NoticeCount } from '@/lib/contract/msg';
import { envelope, type Reply } from '../envelope';
import { API } from '../server';

/** System-message notices and their counters (K05–K09, K36); the chat's calls are in `chat.ts`. */
export const msgHandlers = {
  /** `GET /msg/notice/page?current&size&searchCount&noticeType`. */
  noticePage: (reply: Reply<Page<Notice>>) => http.get(`${API}/msg/notice/page`, ({ request }) => envelope(noticePageSchema, reply, request)),
  /** `GET /msg/notice/read?noticeType[&entityTypeList]`: answers how many notices it marked read. */
  readNotices: (reply: Reply<number>) => http.get(`${API}/msg/notice/read`, ({ request }) => envelope(z.number().int().min(0), reply, request)),
  /** `GET /msg/notice/count`: the four unread counters. */
  noticeCount: (reply: Reply<NoticeCount>) => http.get(`${API}/msg/notice/count`, ({ request }) => envelope(noticeCountSchema, reply, request)),
};
