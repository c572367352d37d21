import { create } from 'zustand';

/**
 * The login tip's host state (C29–C31): shown when a visitor reaches the visit limit (U02), or forced on
 * (`show({ forced: true })`); never to a member (the host checks before it shows).
 */
interface LoginTipState {
  open: boolean;
  forced: boolean;
  show: (options?: { forced?: boolean }) => void;
  hide: () => void;
}

export const useLoginTip = create<LoginTipState>((set) => ({
  open: false,
  forced: false,
  show: (options = {}) => set({ open: true, forced: options.forced ?? false }),
  hide: () => set({ open: false, forced: false }),
}));
