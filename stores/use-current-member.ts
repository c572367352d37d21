'use client';

import { selectHydrated, selectIsLogin, selectMemberId, selectMemberInfo, useSessionStore } from '@/stores/session';

/** The logged-in member as the client sees it (hydrated from the session cookies by SessionBootstrap). */
export function useCurrentMember() {
  const hydrated = useSessionStore(selectHydrated);
  const isLogin = useSessionStore(selectIsLogin);
  const memberId = useSessionStore(selectMemberId);
  const member = useSessionStore(selectMemberInfo);
  return {
    hydrated,
    isLogin,
    memberId,
    member,
    logout: async () => {
      const { logout } = await import('@/lib/session/logout');
      await logout();
      window.location.reload();
    },
  };
}
