'use client';

import { Steps } from 'antd';
import { useT } from '@/components/providers/i18n-context';
import { STEP_NUMBER, type WizardStep } from '@/components/wizard/wizard-store';
import type { MessageKey } from '@/locales/zh';

/** The four steps of D28 as the progress bar names them; the first (the verified phone) is done by every member here. */
const PROGRESS: readonly MessageKey[] = ['wizard.progressMobile', 'wizard.progressProfile', 'wizard.progressWork', 'wizard.progressTags'];

/**
 * Issue 29 item 15: the wizard opens at 第2步/共4步 (D18), which read as a skipped step to a member who had just
 * registered. The bar shows the first step (the phone, verified at registration or bound after a chat-app login) as
 * done, and where the member is now.
 */
export function WizardProgress({ step }: { step: WizardStep }) {
  const t = useT();
  return (
    <div role="group" aria-label={t('wizard.progressLabel')} data-testid="wizard-progress" style={{ marginBottom: 16 }}>
      <Steps size="small" responsive={false} titlePlacement="vertical" current={STEP_NUMBER[step] - 1} items={PROGRESS.map((key) => ({ title: t(key) }))} />
    </div>
  );
}
