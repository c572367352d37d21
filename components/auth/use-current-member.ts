'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { clientTransport } from '@/lib/api/client';
import { getMemberInfo } from '@/lib/api/member';
import { logoutEverywhere } from '@/lib/auth/logout-flow';
import { readBrowserSession, type SessionSnapshot } from '@/lib/session/cookies';

export const MEMBER_INFO_QUERY_KEY = ['member', 'basic-info'] as const;

/** The logged-in member as the client sees it: read from the session cookies after mount. */
export function useCurrentMember() {
  const [session, setSession] = useState<SessionSnapshot | null>(null);
  useEffect(() => setSession(readBrowserSession()), []);
  const isLogin = Boolean(session?.isLogin);
  const info = useQuery({
    queryKey: MEMBER_INFO_QUERY_KEY,
    queryFn: () => getMemberInfo(clientTransport),
    enabled: isLogin,
    staleTime: 5 * 60_000,
  });
  return {
    hydrated: session !== null,
    isLogin,
    memberId: session?.memberId ?? null,
    member: info.data ?? null,
    logout: async () => {
      await logoutEverywhere();
      window.location.reload();
    },
  };
}
