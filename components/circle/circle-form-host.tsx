'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import { useLoginDialog } from '@/stores/dialogs';
import styles from './circle.module.css';
import { href } from '@/lib/routing/routes';

const CircleFormDialog = dynamic(() => import('@/components/circle/circle-form-dialog').then((m) => m.CircleFormDialog), { ssr: false });

/** G40: 'create circle' (the 'mine' tab of /circle). A visitor gets the login dialog; a banned member is told why not. */
export function CreateCircleButton() {
  const t = useT();
  const router = useRouter();
  const { isLogin, member } = useCurrentMember();
  const login = useLoginDialog();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const start = () => {
    if (!isLogin) {
      login.open();
      return;
    }
    if (member?.isBanned) {
      setMessage(t('error.banned'));
      return;
    }
    setOpen(true);
  };
  return (
    <>
      <button type="button" className={styles.button} onClick={start} data-testid="circle-create">
        {t('circle.create')}
      </button>
      {message && (
        <span className={styles.error} role="alert">
          {message}
        </span>
      )}
      {open && <CircleFormDialog circleId={null} onClose={() => setOpen(false)} onSaved={(id) => router.push(href('/circle/:id/:postTag?/:themeTag?', { id }))} />}
    </>
  );
}

/** G40: 'edit circle' (owner only; the management page shows it to the owner). The page refreshes after saving. */
export function EditCircleButton({ circleId, onSaved }: { circleId: number; onSaved?: () => void }) {
  const t = useT();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.ghost} onClick={() => setOpen(true)} data-testid="circle-edit">
        {t('circle.edit')}
      </button>
      {open && (
        <CircleFormDialog
          circleId={circleId}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            onSaved?.();
            router.refresh();
          }}
        />
      )}
    </>
  );
}
