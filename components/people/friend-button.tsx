'use client';

import { useState } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import { useLoginDialog } from '@/stores/dialogs';
import { lazyIsland } from '@/components/ui/lazy-island';
import styles from './people.module.css';

// rendered only once opened (a client state), so it never renders on the server
const FriendApplyDialog = lazyIsland(() => import('./friend-apply-dialog').then((m) => m.FriendApplyDialog));

/** I18: friends get no button; a pending request shows a disabled '已申请'; otherwise '加好友' opens the dialog. */
export function FriendButton(props: { memberId: number; isFriend: boolean; pending: boolean; onSent?: () => void; small?: boolean }) {
  const t = useT();
  const login = useLoginDialog();
  const { isLogin } = useCurrentMember();
  const [open, setOpen] = useState(false);
  if (props.isFriend) return null;
  const cls = `${styles.btn} ${styles.btnGhost} ${props.small ? styles.btnSmall : ''}`;
  if (props.pending) {
    return (
      <button type="button" className={cls} disabled data-testid="friend-pending">
        {t('people.friendPending')}
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        className={cls}
        onClick={() => (isLogin ? setOpen(true) : login.open({ redirect: window.location.pathname }))}
        data-testid="friend-button"
      >
        {t('people.addFriend')}
      </button>
      {open && (
        <FriendApplyDialog
          memberId={props.memberId}
          onClose={() => setOpen(false)}
          onSent={() => {
            setOpen(false);
            props.onSent?.();
          }}
        />
      )}
    </>
  );
}
