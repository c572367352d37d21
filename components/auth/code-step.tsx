'use client';

import { useEffect } from 'react';
import { useCodeStepStore } from '@/components/auth/code-step-store';
import { useT } from '@/components/providers/i18n-context';
import styles from './code-step.module.css';

const SUCCESS_VISIBLE_MS = 3000;

/**
 * The authorization-code step (B20–B26) on every page: when the URL carries `code`, the runner (API client
 * included) loads and does the step; its progress and result show in a small closable notice (S29).
 */
export function CodeStep() {
  const t = useT();
  const notice = useCodeStepStore((s) => s.notice);
  const show = useCodeStepStore((s) => s.show);

  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has('code')) return;
    void import('@/components/auth/code-step-runner').then(({ runCodeStep }) => runCodeStep(t));
  }, [t]);

  useEffect(() => {
    if (notice?.kind !== 'success') return;
    const timer = window.setTimeout(() => show(null), SUCCESS_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [notice, show]);

  if (!notice) return null;
  return (
    <div className={`${styles.notice} ${styles[notice.kind]}`} role={notice.kind === 'error' ? 'alert' : 'status'} data-testid="code-step-notice">
      <span>{notice.text}</span>
      {notice.kind !== 'running' && (
        <button type="button" className={styles.close} onClick={() => show(null)} aria-label={t('common.close')}>
          ×
        </button>
      )}
    </div>
  );
}
