import type { ChatTarget } from '@/lib/chat/rules';

/**
 * The open-message-dialog event and its detail, apart from open-message.ts: the chat host of every page listens for
 * it, and needs nothing else of that module in its first load.
 */
export const OPEN_MESSAGE_DIALOG_EVENT = 'open-message-dialog';

/** `memberId` absent: the dialog opens on its conversation list. */
export interface OpenMessageDetail {
  memberId?: number | null;
  conversationId?: number | null;
  post?: ChatTarget['post'];
}
