'use client';

import { useQuery } from '@tanstack/react-query';
import type { Conversation } from '@/lib/contract/msg';
import { conversationListQuery } from '@/lib/queries/chat';
import { useCurrentMember } from '@/stores/use-current-member';

/** The list's state as the islands show it: not asked yet, being read, read, or its last read failed. */
export type ConversationListStatus = 'idle' | 'loading' | 'ready' | 'error';

const NONE: Conversation[] = [];

/**
 * J06: the member's conversations from the query cache. The first island that asks reads them (once per page
 * load: the chat host, kept across navigations); the real-time channel and the sends keep them current, and
 * `reloadConversations` of the chat store reads them again where the spec says so.
 */
export function useConversations(): { conversations: Conversation[]; status: ConversationListStatus } {
  const { hydrated, isLogin, memberId } = useCurrentMember();
  const query = useQuery({ ...conversationListQuery(memberId), enabled: hydrated && isLogin });
  const status: ConversationListStatus =
    query.fetchStatus === 'fetching' ? 'loading' : query.status === 'error' ? 'error' : query.status === 'success' ? 'ready' : 'idle';
  return { conversations: query.data ?? NONE, status };
}
