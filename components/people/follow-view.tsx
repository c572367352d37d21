'use client';

import { useT } from '@/components/providers/i18n-context';
import styles from './people.module.css';

/** I14: the follow button as shown — followed or not, busy, with a failure's message as its title. */
export function FollowView(props: { followed: boolean; small?: boolean; disabled?: boolean; error?: string; onClick?: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      className={`${styles.btn} ${props.followed ? styles.btnGhost : styles.btnPrimary} ${props.small ? styles.btnSmall : ''}`}
      onClick={props.onClick}
      disabled={props.disabled}
      aria-pressed={props.followed}
      title={props.error}
      data-testid="follow-button"
    >
      {props.followed ? t('people.followed') : t('company.follow')}
    </button>
  );
}
