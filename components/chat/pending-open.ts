import type { OpenMessageDetail } from '@/components/chat/open-message-event';

/**
 * The member's chat host loads after hydration (`ChatHost`): an open request dispatched before it listens is kept
 * here and taken by the host when it starts listening, so the first 私信 after landing is not lost.
 */
let pending: OpenMessageDetail | null = null;
let hostListening = false;

/** `ChatHost` keeps a request while the member's host is not listening yet (the last one wins). */
export function keepPendingOpen(detail: OpenMessageDetail): void {
  if (!hostListening) pending = detail;
}

/** The member's host starts listening: it takes the request made before, if any. */
export function takePendingOpen(): OpenMessageDetail | null {
  hostListening = true;
  const early = pending;
  pending = null;
  return early;
}

/** The member's host stopped listening (logout, unmount). */
export function releasePendingOpen(): void {
  hostListening = false;
}
