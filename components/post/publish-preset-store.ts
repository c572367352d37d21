import { create } from 'zustand';
import type { PublishPreset } from '@/components/post/publish-target';

/** The preset a list page sets (its type and theme) for the header's publish entry; null when the page sets none. */
interface PublishPresetState {
  preset: PublishPreset | null;
  setPreset: (preset: PublishPreset | null) => void;
}

export const usePublishPresetStore = create<PublishPresetState>((set) => ({
  preset: null,
  setPreset: (preset) => set({ preset }),
}));
