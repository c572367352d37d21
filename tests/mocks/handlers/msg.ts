import { http } from 'msw';
import { z } from 'zod';
import type { Page } from '@/lib/contract/common';
import { conversationSchema, noticeCountSchema, noticePageSchema, type Conversation, type Notice, type NoticeCount } from '@/lib/contract/msg';
import { envelope, type Reply } from '../envelope';
import { API } from '../server';

/** System-message notices (K05–K09, K36) and the conversation list the private tab shows (K11). */
export const msgHandlers = {
  /** `GET /msg/notice/page?current&size&searchCount&noticeType`. */
  noticePage: (reply: Reply<Page<Notice>>) => http.get(`${API}/msg/notice/page`, ({ request }) => envelope(noticePageSchema, reply, request)),
  /** `GET /msg/notice/read?noticeType[&entityTypeList]`: answers how many notices it marked read. */
  readNotices: (reply: Reply<number>) => http.get(`${API}/msg/notice/read`, ({ request }) => envelope(z.number().int().min(0), reply, request)),
  /** `GET /msg/notice/count`: the four unread counters. */
  noticeCount: (reply: Reply<NoticeCount>) => http.get(`${API}/msg/notice/count`, ({ request }) => envelope(noticeCountSchema, reply, request)),
  conversations: (reply: Reply<Conversation[]>) => http.get(`${API}/msg/conversation/list`, ({ request }) => envelope(z.array(conversationSchema), reply, request)),
};
