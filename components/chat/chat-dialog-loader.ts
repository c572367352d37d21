import { preloader } from '@/components/ui/preload';
import { useDialogs } from '@/stores/dialogs';

/** The chat dialog's code (antd and the chat store), fetched on a message button's first intent or when a member's desktop page is idle (issue 18 item 13). */
export const loadChatDialog = () => Promise.all([import('./chat-dialog'), import('@/stores/chat')]).then(([dialog]) => dialog);
const preloadCode = preloader(loadChatDialog);

/** Fetches the code and asks the host to render the dialog ahead, closed, so opening it is immediate (issue 28 item 2). */
export function preloadChatDialog(): void {
  preloadCode();
  useDialogs.getState().renderChatAhead();
}
