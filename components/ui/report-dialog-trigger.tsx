'use client';

import { useState } from 'react';
import { useT } from '@/components/providers/i18n-context';
import type { ReportInput } from '@/lib/contract/interaction';
import { useLoginDialog } from '@/stores/dialogs';
import { whenSessionKnown } from '@/stores/session';
import { lazyIsland } from './lazy-island';
import styles from './like-button.module.css';

const ReportDialog = lazyIsland(() => import('./report-dialog').then((m) => m.ReportDialog));

/** The report action of a news item, post or comment: a visitor gets the login dialog. */
export function ReportButton({ entityType, entityId, plain }: { entityType: ReportInput['entityType']; entityId: number; plain?: boolean }) {
  const t = useT();
  const login = useLoginDialog();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={plain ? undefined : styles.button}
        data-plain={plain ? '' : undefined}
        onClick={() => whenSessionKnown((s) => (s.isLogin ? setOpen(true) : login.open({ redirect: null })))}
      >
        {t('report.title')}
      </button>
      {open && <ReportDialog entityType={entityType} entityId={entityId} onClose={() => setOpen(false)} />}
    </>
  );
}
