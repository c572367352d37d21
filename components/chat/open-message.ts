/**
 * The open-message-dialog event (J03, I46, G30, K11): desktop opens the dialog through the chat host; mobile
 * goes to `/message/{memberId}` (or `/message/list`); a visitor gets the login dialog (J53).
 */
import { OPEN_MESSAGE_DIALOG_EVENT, type OpenMessageDetail } from './open-message-event';
import { useDialogs } from '@/stores/dialogs';
import { useSessionStore } from '@/stores/session';
import { href } from '@/lib/routing/routes';

export { OPEN_MESSAGE_DIALOG_EVENT, type OpenMessageDetail } from './open-message-event';

export function isMobileLayout(): boolean {
  return typeof document !== 'undefined' && document.documentElement.classList.contains('mobile');
}

export function messagePagePath(memberId?: number | null): string {
  return memberId ? href('/message/:id', { id: memberId }) : href('/message/list');
}

export function openMessageDialog(detail: OpenMessageDetail = {}, options: { navigate?: (href: string) => void } = {}): void {
  if (typeof window === 'undefined') return;
  if (!useSessionStore.getState().isLogin) {
    useDialogs.getState().openLogin({ redirect: window.location.pathname + window.location.search });
    return;
  }
  if (isMobileLayout()) {
    const href = messagePagePath(detail.memberId);
    if (options.navigate) options.navigate(href);
    else window.location.assign(href);
    return;
  }
  window.dispatchEvent(new CustomEvent<OpenMessageDetail>(OPEN_MESSAGE_DIALOG_EVENT, { detail }));
}
