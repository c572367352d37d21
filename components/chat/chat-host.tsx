'use client';

import { useEffect } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { OPEN_MESSAGE_DIALOG_EVENT, type OpenMessageDetail } from '@/components/chat/open-message-event';
import { lazyIsland } from '@/components/ui/lazy-island';
import { keepPendingOpen } from './pending-open';

// The chat is a member's: a visitor's page (every cached page's first load) does not fetch the host
// (first-load JS, docs/architecture.md). Opening it as a visitor gives the login dialog (open-message.ts).
const MemberChatHost = lazyIsland(() => import('./member-chat-host').then((m) => m.MemberChatHost));

/** The one host of the private chat, mounted once by the `(site)` layout: the member's host (member-chat-host.tsx) for members. */
export function ChatHost() {
  const { hydrated, isLogin } = useCurrentMember();
  const member = hydrated && isLogin;

  useEffect(() => {
    if (!member) return;
    // until the member's host listens, a 私信 click is kept for it (pending-open.ts)
    const keep = (e: Event) => keepPendingOpen((e as CustomEvent<OpenMessageDetail>).detail ?? {});
    window.addEventListener(OPEN_MESSAGE_DIALOG_EVENT, keep);
    return () => window.removeEventListener(OPEN_MESSAGE_DIALOG_EVENT, keep);
  }, [member]);

  return member ? <MemberChatHost /> : null;
}
