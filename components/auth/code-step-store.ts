import { create } from 'zustand';

/** What the code step (B20–B26) shows, and the last bind it completed (the settings page reloads on it). */
export type CodeStepNotice =
  | { kind: 'running'; text: string }
  | { kind: 'success'; text: string }
  | { kind: 'error'; text: string };

interface CodeStepState {
  notice: CodeStepNotice | null;
  /** Increments after every finished bind attempt (success or failure). */
  bindRound: number;
  show: (notice: CodeStepNotice | null) => void;
  bindFinished: () => void;
}

export const useCodeStepStore = create<CodeStepState>((set) => ({
  notice: null,
  bindRound: 0,
  show: (notice) => set({ notice }),
  bindFinished: () => set((s) => ({ bindRound: s.bindRound + 1 })),
}));
