import { create } from 'zustand';

/**
 * The login tip's host state (C29–C31): shown when a visitor reaches the visit limit (U02) or still holds the
 * visit-limit flag; never to a member or a crawler (the host closes it at once for them).
 */
interface LoginTipState {
  open: boolean;
  show: () => void;
  hide: () => void;
}

export const useLoginTip = create<LoginTipState>((set) => ({
  open: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
}));
