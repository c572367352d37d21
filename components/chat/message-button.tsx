'use client';

import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { openMessageDialog, type OpenMessageDetail } from '@/components/chat/open-message';

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
      data-testid={props.testId ?? 'message-button'}
    >
      {props.children}
    </button>
  );
}
