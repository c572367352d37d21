/**
 * Pure list rules of the private chat that the first load of every page needs (the header's unread total, the
 * conversation cache's updaters): no zod, no I/O — the rest of the rules (`rules.ts`) load with the chat.
 */
import { MESSAGE_PAGE_SIZE } from '@/lib/constants';
import type { Conversation, Message } from '@/lib/contract/msg';

/** J12: the first history load asks for what is already loaded plus one page. */
export function firstHistorySize(loadedCount: number): number {
  return loadedCount + MESSAGE_PAGE_SIZE;
}

/** Older records prepended to the loaded ones, without duplicates (pages may overlap after a size change). */
export function prependMessages(older: readonly Message[], loaded: readonly Message[]): Message[] {
  const known = new Set(loaded.map((m) => m.id));
  return [...older.filter((m) => !known.has(m.id)), ...loaded];
}

/** The private unread total (header badge, 私信 tab). */
export function unreadTotal(list: readonly Pick<Conversation, 'unreadMessageCount'>[]): number {
  return list.reduce((sum, c) => sum + Math.max(c.unreadMessageCount, 0), 0);
}

/** J38: a conversation moved to the top of the list. */
export function moveToTop<T extends { id: number }>(list: readonly T[], id: number, update?: (c: T) => T): T[] {
  const found = list.find((c) => c.id === id);
  if (!found) return [...list];
  return [update ? update(found) : found, ...list.filter((c) => c.id !== id)];
}
