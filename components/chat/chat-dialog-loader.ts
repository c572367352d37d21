import { preloader } from '@/components/ui/preload';

/** The chat dialog's code (antd and the chat store), fetched on a message button's first intent or when a member's desktop page is idle (issue 18 item 13). */
export const loadChatDialog = () => Promise.all([import('./chat-dialog'), import('@/stores/chat')]).then(([dialog]) => dialog);
export const preloadChatDialog = preloader(loadChatDialog);
