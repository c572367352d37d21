'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { selectUnreadTotal, useUnreadStore } from '@/stores/unread';

/** K05: loads the unread counters for a member at login and on each route change; answers the total. */
export function useUnreadTotal(): { show: boolean; total: number } {
  const pathname = usePathname();
  const { hydrated, isLogin } = useCurrentMember();
  const total = useUnreadStore(selectUnreadTotal);
  useEffect(() => {
    if (!hydrated || !isLogin) return;
    useUnreadStore
      .getState()
      .load()
      .catch(() => undefined);
  }, [hydrated, isLogin, pathname]);
  return { show: hydrated && isLogin, total };
}
