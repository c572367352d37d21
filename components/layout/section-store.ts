import { create } from 'zustand';
import type { NavSection } from '@/components/layout/nav-sections';

/** The header tab a page sets when its URL does not tell (a post detail: topic or supply-demand), read by `useSection`. */
interface SectionState {
  override: NavSection | null;
  setOverride: (section: NavSection | null) => void;
}

export const useSectionStore = create<SectionState>((set) => ({
  override: null,
  setOverride: (override) => set({ override }),
}));
