import { preloader } from '@/components/ui/preload';

/** The login dialog's code, fetched on the first intent (hover, focus, touch), when idle, or on open (issue 18 item 13). */
export const loadLoginDialog = () => import('@/components/auth/login-dialog');
export const preloadLoginDialog = preloader(loadLoginDialog);
