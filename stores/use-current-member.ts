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
    // B27; issue 18 item 7: logging out on a member-only page goes home instead of reopening the login dialog.
    logout: async () => {
      const [{ logout }, { afterLogoutLocation }] = await Promise.all([import('@/lib/session/logout'), import('@/lib/routing/decide')]);
      await logout();
      const next = afterLogoutLocation(window.location.pathname);
      if (next) window.location.assign(next);
      else window.location.reload();
    },
  };
}
