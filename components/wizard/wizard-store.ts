import { create } from 'zustand';

/** The dialogs of the registration wizard (D02–D28); bind-mobile is the login dialog's sms tab (C27). */
export type WizardStep = 'supplement' | 'work' | 'education' | 'tags';

/** `wizard`: supplement → work → tags; `single`: one dialog opened from /edit-info, ending after it. */
export type WizardFlow = 'wizard' | 'single';

interface WizardState {
  step: WizardStep | null;
  flow: WizardFlow;
  /** Where to go when the wizard ends (B16: redirect, else stay and reload). */
  redirect: string | null;
  open: (step: WizardStep, options?: { redirect?: string | null; flow?: WizardFlow }) => void;
  go: (step: WizardStep) => void;
  close: () => void;
}

export const useWizard = create<WizardState>((set) => ({
  step: null,
  flow: 'wizard',
  redirect: null,
  open: (step, options = {}) => set({ step, flow: options.flow ?? 'wizard', redirect: options.redirect ?? null }),
  go: (step) => set({ step }),
  close: () => set({ step: null }),
}));

/** D28: the step after a Finish/Skip in the wizard flow (education, like work, leads to the tags). */
export function nextStep(step: WizardStep): WizardStep | null {
  switch (step) {
    case 'supplement':
      return 'work';
    case 'work':
    case 'education':
      return 'tags';
    default:
      return null;
  }
}

/** D18: the step number shown on each dialog (education and tags both carry 4). */
export const STEP_NUMBER: Record<WizardStep, number> = { supplement: 2, work: 3, education: 4, tags: 4 };

/** A15/D25: the profile-completion check skips every path containing `edit-info`. */
export function isWizardExempt(pathname: string): boolean {
  return pathname.includes('edit-info');
}
