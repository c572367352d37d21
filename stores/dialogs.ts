import { create } from 'zustand';
import { whenSessionKnown } from '@/stores/session';

/** The one host of each app-wide dialog (DESIGN.md §3: dialogs are hooks with one host). */
export interface LoginDialogOptions {
  /** Where to go after login (B16). */
  redirect?: string | null;
  /** Opens the sms tab in bind mode (B13). */
  bindMobile?: boolean;
  /** Opens the sms tab, where an unknown mobile registers (the login tip's 立即注册, C29). */
  register?: boolean;
}

interface DialogState {
  login: { open: boolean; options: LoginDialogOptions };
  /** The login dialog is wanted soon (an intent on a login control, or an idle page): its host renders it ahead. */
  loginAhead: boolean;
  /** The desktop chat dialog is wanted soon (an intent on a message button, or a member's idle page): its host renders it ahead. */
  chatAhead: boolean;
  openLogin: (options?: LoginDialogOptions) => void;
  closeLogin: () => void;
  renderLoginAhead: () => void;
  renderChatAhead: () => void;
}

export const useDialogs = create<DialogState>((set) => ({
  login: { open: false, options: {} },
  loginAhead: false,
  renderLoginAhead: () => set((s) => (s.loginAhead ? s : { loginAhead: true })),
  chatAhead: false,
  renderChatAhead: () => set((s) => (s.chatAhead ? s : { chatAhead: true })),
  openLogin: (options = {}) => set({ login: { open: true, options } }),
  closeLogin: () => set((s) => ({ login: { open: false, options: s.login.options } })),
}));

/**
 * `useLoginDialog().open({ redirect })`: any member-only action calls it. `openForVisitor` is a visitor's view of a
 * member control: it opens the dialog once the session is known to be a visitor's (a member's click while the session
 * module loads does not get it, whenSessionKnown).
 */
export function useLoginDialog() {
  const open = useDialogs((s) => s.openLogin);
  const close = useDialogs((s) => s.closeLogin);
  const openForVisitor = (options: LoginDialogOptions) =>
    whenSessionKnown((session) => {
      if (!session.isLogin) open(options);
    });
  return { open, close, openForVisitor };
}
