import type { ChatScope, HistorySource } from '@/lib/queries/chat';
import { useSessionStore } from '@/stores/session';

/** The signed-in member (the viewer of every chat query key), null without a session. */
export function myId(): number | null {
  return useSessionStore.getState().memberId;
}

/** The cached history the store's actions mean: the member's, from the source the open view reads. */
export function scopeOf(state: { historySource: HistorySource }): ChatScope {
  return { viewer: myId(), source: state.historySource };
}
