'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/**
 * J01/J02 on desktop: `/message/list` and `/message/{id}` open the dialog over `/` instead of a page
 * (the chat store outlives the navigation, so the next page's host shows the dialog).
 */
export function DesktopChatRedirect({ memberId }: { memberId: number | null }) {
  const router = useRouter();
  useEffect(() => {
    let live = true;
    void import('@/stores/chat').then(({ useChatStore }) => {
      if (!live) return;
      useChatStore.getState().requestOpen(memberId ? { memberId } : null);
      router.replace('/');
    });
    return () => {
      live = false;
    };
  }, [memberId, router]);
  return null;
}
