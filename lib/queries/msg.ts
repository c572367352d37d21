import { queryOptions } from '@tanstack/react-query';
import type { Page } from '@/lib/contract/common';
import type { Notice, NoticeCount } from '@/lib/contract/msg';
import { clientTransport, type Viewer } from '@/lib/queries/client';
import { getQueryClient } from '@/lib/queries/query-client';
import { onSessionCleared } from '@/lib/session/session-events';

/** Query keys of the msg family: the system-message notices and their unread counters (the chat's are in `lib/queries/chat.ts`). */
export const msgKeys = {
  all: ['msg'] as const,
  notices: () => [...msgKeys.all, 'notices'] as const,
  noticePage: (noticeType: number, current: number, size: number, viewer: Viewer) => [...msgKeys.notices(), noticeType, current, size, viewer] as const,
  noticeCount: (viewer: Viewer) => [...msgKeys.all, 'notice-count', viewer] as const,
};

/** One of the four notice counters. */
export type NoticeCounter = keyof NoticeCount;

async function msgApi() {
  const [transport, api] = await Promise.all([clientTransport(), import('@/lib/api/msg')]);
  return { transport, api };
}

/**
 * K07–K09, K36: one page of a notice tab (`GET /msg/notice/page`). Stale at once: notices arrive all the
 * time, so each opening of a tab reads afresh (showing the last answer meanwhile) and marks it read again.
 */
export function noticePageQuery(noticeType: number, current: number, size: number, viewer: Viewer) {
  return queryOptions({
    queryKey: msgKeys.noticePage(noticeType, current, size, viewer),
    queryFn: async (): Promise<Page<Notice>> => {
      const { transport, api } = await msgApi();
      return api.getNoticePage(transport, { noticeType, current, size });
    },
    staleTime: 0,
  });
}

/** K07–K09: marks a notice tab read on the server (`entityTypeList` '2,5' on the notice tab, K08). */
export async function markNoticesRead(noticeType: number, entityTypeList?: string): Promise<void> {
  const { transport, api } = await msgApi();
  await api.readNotices(transport, noticeType, entityTypeList);
}

/**
 * K05: the four unread counters (`GET /msg/notice/count`). Read at login and again on each route change (the
 * header asks with `staleTime: 0`); a tab marked read or a friend request decided edits them in place first.
 * No data means "not loaded yet" (−1, Q29).
 */
export function noticeCountQuery(viewer: Viewer) {
  return queryOptions({
    queryKey: msgKeys.noticeCount(viewer),
    queryFn: async (): Promise<NoticeCount> => {
      const { transport, api } = await msgApi();
      return api.getNoticeCount(transport);
    },
    staleTime: Infinity,
    retry: false,
  });
}

/** The counters with one of them set (never below 0); unloaded counters stay unloaded. */
export function withCounter(counts: NoticeCount | undefined, counter: NoticeCounter, value: (n: number) => number): NoticeCount | undefined {
  return counts && { ...counts, [counter]: Math.max(value(counts[counter]), 0) };
}

/** K06: the sum of the loaded counters (an unloaded one counts 0). */
export function noticeUnreadTotal(counts: NoticeCount | undefined): number {
  if (!counts) return 0;
  return (
    Math.max(counts.noticeUnreadMessageCount, 0) +
    Math.max(counts.commentUnreadMessageCount, 0) +
    Math.max(counts.circleRequestUnreadMessageCount, 0) +
    Math.max(counts.friendApplicationsPendingCount, 0)
  );
}

// a logout (and any session clear) drops the notices and counters read for the member
onSessionCleared(() => getQueryClient().removeQueries({ queryKey: msgKeys.all }));
