import { queryOptions } from '@tanstack/react-query';
import type { Page } from '@/lib/contract/common';
import type { Notice } from '@/lib/contract/msg';
import { clientTransport, type Viewer } from '@/lib/queries/client';

/** Query keys of the msg family (the system-message notices; the chat keeps its conversations in its store). */
export const msgKeys = {
  all: ['msg'] as const,
  notices: () => [...msgKeys.all, 'notices'] as const,
  noticePage: (noticeType: number, current: number, size: number, viewer: Viewer) => [...msgKeys.notices(), noticeType, current, size, viewer] as const,
};

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
