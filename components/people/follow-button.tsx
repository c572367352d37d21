'use client';

import { useState } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import type { FollowResult } from '@/lib/contract/social';
import { useLoginDialog } from '@/stores/dialogs';
import { socialApi } from './lazy-api';
import styles from './people.module.css';

/** I14: follow / unfollow; a visitor gets the login dialog. */
export function FollowButton(props: { memberId: number; followed: boolean; onChange?: (result: FollowResult) => void; small?: boolean }) {
  const t = useT();
  const login = useLoginDialog();
  const { isLogin } = useCurrentMember();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const toggle = async () => {
    if (!isLogin) {
      login.open({ redirect: window.location.pathname });
      return;
    }
    setBusy(true);
    setFailed(false);
    try {
      const api = await socialApi();
      const result = props.followed ? await api.unfollowMember(api.t, props.memberId) : await api.followMember(api.t, props.memberId);
      props.onChange?.(result);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={`${styles.btn} ${props.followed ? styles.btnGhost : styles.btnPrimary} ${props.small ? styles.btnSmall : ''}`}
      onClick={() => void toggle()}
      disabled={busy}
      aria-pressed={props.followed}
      title={failed ? t('people.actionFailed') : undefined}
      data-testid="follow-button"
    >
      {props.followed ? t('people.followed') : t('people.follow')}
    </button>
  );
}
