import { create } from 'zustand';
import { BADGE_CAP, UNREAD_INITIAL } from '@/lib/constants';
import { onSessionCleared } from '@/lib/session/session';

/** Unread counters; −1 means "not loaded yet" (Q29). */
export interface UnreadCounts {
  noticeUnreadMessageCount: number;
  commentUnreadMessageCount: number;
  circleRequestUnreadMessageCount: number;
  friendApplicationsPendingCount: number;
}

export type UnreadKey = keyof UnreadCounts;

export interface UnreadState extends UnreadCounts {
  setCounts: (counts: Partial<UnreadCounts>) => void;
  /** Adds `by` (default 1); an unloaded counter (−1) starts from 0. */
  increment: (key: UnreadKey, by?: number) => void;
  /** Subtracts `by` (default 1), never below 0; an unloaded counter stays −1. */
  decrement: (key: UnreadKey, by?: number) => void;
  clear: (key: UnreadKey) => void;
  reset: () => void;
  /** Unread private messages (the 私信 tab); −1 until the chat reports it. Not part of the notice counters. */
  privateUnread: number;
  setPrivateUnread: (n: number) => void;
  /** Loads the four counters from `GET /msg/notice/count` (K05); the API client loads on first use. */
  load: () => Promise<void>;
}

export const INITIAL_UNREAD: UnreadCounts = {
  noticeUnreadMessageCount: UNREAD_INITIAL,
  commentUnreadMessageCount: UNREAD_INITIAL,
  circleRequestUnreadMessageCount: UNREAD_INITIAL,
  friendApplicationsPendingCount: UNREAD_INITIAL,
};

export const useUnreadStore = create<UnreadState>()((set) => ({
  ...INITIAL_UNREAD,
  setCounts: (counts) => set(counts),
  increment: (key, by = 1) => set((s) => ({ [key]: Math.max(s[key], 0) + by }) as Pick<UnreadCounts, UnreadKey>),
  decrement: (key, by = 1) =>
    set((s) => (s[key] < 0 ? {} : ({ [key]: Math.max(s[key] - by, 0) } as Pick<UnreadCounts, UnreadKey>))),
  clear: (key) => set({ [key]: 0 } as Pick<UnreadCounts, UnreadKey>),
  reset: () => set({ ...INITIAL_UNREAD, privateUnread: UNREAD_INITIAL }),
  privateUnread: UNREAD_INITIAL,
  setPrivateUnread: (n) => set({ privateUnread: n }),
  load: async () => {
    const [{ clientTransport }, { getNoticeCount }] = await Promise.all([import('@/lib/api/client'), import('@/lib/api/msg')]);
    set(await getNoticeCount(clientTransport));
  },
}));

onSessionCleared(() => useUnreadStore.getState().reset());

export const selectUnread = (key: UnreadKey) => (s: UnreadState) => s[key];
/** A badge text: '' at 0 or −1 (K04, K06), '99+' above BADGE_CAP. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/** Sum of the loaded counters and the private unread total (J49: the header badge); −1 counts as 0. */
export const selectUnreadTotal = (s: UnreadState) =>
  Math.max(s.privateUnread, 0) +
  Math.max(s.noticeUnreadMessageCount, 0) +
  Math.max(s.commentUnreadMessageCount, 0) +
  Math.max(s.circleRequestUnreadMessageCount, 0) +
  Math.max(s.friendApplicationsPendingCount, 0);
