import { preloader } from '@/components/ui/preload';
import { useDialogs } from '@/stores/dialogs';

/** The login dialog's code, fetched on the first intent (hover, focus, touch), when idle, or on open (issue 18 item 13). */
export const loadLoginDialog = () => import('@/components/auth/login-dialog');
const preloadCode = preloader(loadLoginDialog);

/** Fetches the code and asks the host to render the dialog ahead, closed, so opening it is immediate (issue 28 item 2). */
export function preloadLoginDialog(): void {
  preloadCode();
  useDialogs.getState().renderLoginAhead();
}
