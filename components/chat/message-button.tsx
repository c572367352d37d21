'use client';

import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { preloadLoginDialog } from '@/components/auth/login-dialog-loader';
import { preloadChatDialog } from '@/components/chat/chat-dialog-loader';
import { isMobileLayout, openMessageDialog, type OpenMessageDetail } from '@/components/chat/open-message';
import { intentProps } from '@/components/ui/preload';
import { useSessionStore } from '@/stores/session';

/** Issue 18 item 13: what a click will open, fetched ahead: the chat dialog (desktop), or the login dialog for a visitor. */
function preloadTarget(): void {
  if (!useSessionStore.getState().isLogin) preloadLoginDialog();
  else if (!isMobileLayout()) preloadChatDialog();
}

/**
 * I46 / G30: opens the private chat with a member (desktop dialog, `/message/{id}` on mobile, the login
 * dialog for a visitor — J53). With `post` the chat starts from that post (J41 context, J42 card).
 */
export function MessageButton(props: { memberId: number; post?: OpenMessageDetail['post']; className?: string; testId?: string; children: ReactNode }) {
  const router = useRouter();
  return (
    <button
      type="button"
      className={props.className}
      onClick={() => openMessageDialog({ memberId: props.memberId, post: props.post ?? null }, { navigate: (href) => router.push(href) })}
      {...intentProps(preloadTarget)}
      data-testid={props.testId ?? 'message-button'}
    >
      {props.children}
    </button>
  );
}
