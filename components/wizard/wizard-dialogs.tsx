'use client';

import { Modal, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { leaveAfterLogin } from '@/components/auth/after-login';
import { AntdScope } from '@/components/providers/antd-scope';
import { useDeviceClass, useT } from '@/components/providers/i18n-context';
import { EducationForm } from '@/components/wizard/education-form';
import { IndustryTagsForm } from '@/components/wizard/industry-tags-form';
import { SupplementForm } from '@/components/wizard/supplement-form';
import { WorkHistoryForm } from '@/components/wizard/work-history-form';
import { WizardProgress } from '@/components/wizard/wizard-progress';
import { nextStep, STEP_NUMBER, useWizard, type WizardStep } from '@/components/wizard/wizard-store';
import { clientTransport } from '@/lib/api/client';
import { getMemberInfo } from '@/lib/api/member';
import type { MemberBasicInfo } from '@/lib/contract/member';
import type { MessageKey } from '@/locales/zh';
import { logout } from '@/lib/session/logout';
import { useSessionStore } from '@/stores/session';
import styles from './wizard.module.css';

const TITLES: Record<WizardStep, MessageKey> = {
  supplement: 'wizard.supplementTitle',
  work: 'editInfo.work',
  education: 'editInfo.education',
  tags: 'wizard.tagsTitle',
};

/** D01–D28: the wizard's dialogs (antd, loaded on first open by WizardHost). */
export function WizardDialogs() {
  return (
    <AntdScope>
      <WizardModal />
    </AntdScope>
  );
}

/** D16/D22/D24: the wizard ends with a member-info refresh, then `redirect`, else a reload. */
async function endWizard(redirect: string | null): Promise<void> {
  useWizard.getState().close();
  try {
    await useSessionStore.getState().loadMember();
  } catch {
    // B17 already cleared the session; the reload shows the visitor state
  }
  leaveAfterLogin(redirect);
}

function WizardModal() {
  const t = useT();
  const mobile = useDeviceClass() === 'mobile';
  const step = useWizard((s) => s.step);
  const flow = useWizard((s) => s.flow);
  const redirect = useWizard((s) => s.redirect);
  const go = useWizard((s) => s.go);
  const [info, setInfo] = useState<MemberBasicInfo | null>(null);
  const [infoLoaded, setInfoLoaded] = useState(false);

  useEffect(() => {
    let live = true;
    getMemberInfo(clientTransport)
      .then((loaded) => {
        if (live) setInfo(loaded);
      })
      .catch(() => undefined)
      .finally(() => {
        if (live) setInfoLoaded(true);
      });
    return () => {
      live = false;
    };
  }, []);

  if (!step) return null;

  const moveOn = () => {
    const next = flow === 'wizard' ? nextStep(step) : null;
    if (next) go(next);
    else void endWizard(redirect);
  };

  /** D11: closing the supplement logs out; D16/D24: closing a later step ends the wizard. */
  const onClose = async () => {
    if (step === 'supplement' && flow === 'wizard') {
      useWizard.getState().close();
      await logout();
      window.location.reload();
      return;
    }
    await endWizard(redirect);
  };

  let body: React.ReactNode;
  switch (step) {
    case 'supplement':
      body = infoLoaded ? (
        <SupplementForm initial={info} submitLabel={t('wizard.next')} onSaved={moveOn} />
      ) : (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      );
      break;
    case 'work':
      body = <WorkHistoryForm onMovedOn={moveOn} showSkip={flow === 'wizard'} />;
      break;
    case 'education':
      body = <EducationForm onMovedOn={moveOn} showSkip={flow === 'wizard'} />;
      break;
    default:
      body = <IndustryTagsForm initial={info?.industryTagList ?? []} submitLabel={t('wizard.confirm')} onSaved={moveOn} />;
  }

  return (
    <Modal
      open
      title={
        <span data-testid={`wizard-${step}`}>
          {t(TITLES[step])}
          {flow === 'wizard' && <span className={styles.step}>{t('wizard.stepLabel', { n: STEP_NUMBER[step] })}</span>}
        </span>
      }
      width={mobile ? '100%' : 560}
      style={mobile ? { top: 0, margin: 0, maxWidth: '100vw', paddingBottom: 0 } : undefined}
      styles={mobile ? { body: { minHeight: 'calc(100vh - 56px)' } } : undefined}
      maskClosable={false}
      keyboard={false}
      footer={null}
      onCancel={() => void onClose()}
      destroyOnHidden
    >
      {flow === 'wizard' && <WizardProgress step={step} />}
      {body}
    </Modal>
  );
}
