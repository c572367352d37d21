'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { useConversations } from '@/components/chat/use-conversations';
import { unreadTotal } from '@/lib/chat/lists';
import type { NoticeCount } from '@/lib/contract/msg';
import { noticeCountQuery, noticeUnreadTotal } from '@/lib/queries/msg';
import { useCurrentMember } from '@/stores/use-current-member';

/** K05: the member's four notice counters from the query cache; undefined until read (−1, Q29). */
export function useNoticeCounts(): NoticeCount | undefined {
  const { hydrated, isLogin, memberId } = useCurrentMember();
  return useQuery({ ...noticeCountQuery(memberId), enabled: hydrated && isLogin }).data;
}

/**
 * K05: reads the counters for a member at login and again on each route change; answers the header's total,
 * the counters plus the unread private messages (J49).
 */
export function useUnreadTotal(): { show: boolean; total: number } {
  const pathname = usePathname();
  const queryClient = useQueryClient();
  const { hydrated, isLogin, memberId } = useCurrentMember();
  const counts = useNoticeCounts();
  const { conversations } = useConversations();
  useEffect(() => {
    if (!hydrated || !isLogin) return;
    queryClient.fetchQuery({ ...noticeCountQuery(memberId), staleTime: 0 }).catch(() => undefined);
  }, [queryClient, hydrated, isLogin, memberId, pathname]);
  return { show: hydrated && isLogin, total: noticeUnreadTotal(counts) + unreadTotal(conversations) };
}
