import { noticeCountSchema, noticePageSchema, type Notice, type NoticeCount } from '@/lib/contract/msg';
import type { Page } from '@/lib/contract/common';
import type { Transport } from '@/lib/api/transport';

/** `GET /msg/notice/page` (K07–K09): `{current 1, size 5, searchCount 0, noticeType}`. */
export function getNoticePage(t: Transport, q: { noticeType: number; current?: number; size?: number }): Promise<Page<Notice>> {
  return t.get('/msg/notice/page', { query: { current: 1, size: 5, searchCount: 0, ...q }, schema: noticePageSchema });
}

/** `GET /msg/notice/read` (K07–K09): marks a tab read; `entityTypeList` '2,5' on the notice tab (K08). */
export function readNotices(t: Transport, noticeType: number, entityTypeList?: string): Promise<unknown> {
  return t.get('/msg/notice/read', { query: { noticeType, entityTypeList } });
}

/** `GET /msg/notice/count`: the unread counters (K05). */
export function getNoticeCount(t: Transport): Promise<NoticeCount> {
  return t.get('/msg/notice/count', { schema: noticeCountSchema });
}
