'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import {
  ERR_ALREADY_FRIENDS,
  ERR_BLACKLISTED,
  ERR_FRIEND_COOLDOWN,
  ERR_FRIEND_CONTENT,
  ERR_FRIEND_DAILY_CAP,
  ERR_FRIEND_SELF,
  FRIEND_MESSAGE_MAX,
} from '@/lib/constants';
import type { MemberBasicInfo } from '@/lib/contract/member';
import type { MessageKey } from '@/locales/zh';
import type { Translate } from '@/lib/i18n/messages';
import { errorCodeOf, failureText } from '@/lib/queries/error-message';
import { sendFriendRequest } from '@/lib/queries/social';
import styles from './friend-apply-dialog.module.css';

/** S50–S55: the fixed messages by code; 20023 is the inline blacklist note (S56); others show the server msg (S57). */
const ERROR_KEYS: Record<number, MessageKey> = {
  [ERR_FRIEND_COOLDOWN]: 'friend.errCooldown',
  [ERR_ALREADY_FRIENDS]: 'friend.errAlreadyFriends',
  [ERR_FRIEND_SELF]: 'validation.friendSelf',
  [ERR_FRIEND_DAILY_CAP]: 'friend.errDailyCap',
  [ERR_FRIEND_CONTENT]: 'friend.errContent',
};

/** I20/I21: the default greeting, with company and position, or the name alone without a company. */
export function defaultGreeting(t: Translate, me: Pick<MemberBasicInfo, 'nickname' | 'company' | 'position'> | null): string {
  const nickname = me?.nickname ?? '';
  if (me?.company) return t('friend.greetingCompany', { company: me.company, position: me.position ?? '', nickname });
  return t('friend.greetingName', { nickname });
}

/** I19–I24: textarea (≤ 140 characters) with the default greeting and a send button. */
export function FriendApplyDialog(props: { memberId: number; onClose: () => void; onSent: () => void }) {
  const t = useT();
  const titleId = useId();
  const { memberId: me, member } = useCurrentMember();
  const [text, setText] = useState(() => defaultGreeting(t, member));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [blacklisted, setBlacklisted] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const { onClose } = props;

  useEffect(() => {
    area.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const send = async () => {
    setError(null);
    if (me !== null && me === props.memberId) {
      setError(t('validation.friendSelf'));
      return;
    }
    setBusy(true);
    try {
      await sendFriendRequest({ memberId: props.memberId, message: text.trim().slice(0, FRIEND_MESSAGE_MAX) });
      props.onSent();
    } catch (e) {
      const code = errorCodeOf(e);
      if (code === ERR_BLACKLISTED) setBlacklisted(true);
      else setError(code !== null && ERROR_KEYS[code] ? t(ERROR_KEYS[code]) : failureText(t, e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.mask} onClick={props.onClose}>
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} onClick={(e) => e.stopPropagation()} data-testid="friend-dialog">
        <header className={styles.head}>
          <h2 id={titleId}>{t('friend.dialogTitle')}</h2>
          <button type="button" className={styles.close} onClick={props.onClose} aria-label={t('common.close')}>
            ×
          </button>
        </header>
        <textarea
          ref={area}
          className={styles.area}
          value={text}
          maxLength={FRIEND_MESSAGE_MAX}
          rows={5}
          placeholder={t('friend.placeholder')}
          onChange={(e) => setText(e.target.value.slice(0, FRIEND_MESSAGE_MAX))}
          aria-label={t('friend.dialogTitle')}
        />
        <div className={styles.counter} aria-live="polite">
          {text.length}/{FRIEND_MESSAGE_MAX}
        </div>
        {blacklisted && (
          <p className={styles.note} data-testid="friend-blacklisted">
            {t('friend.blacklisted')}
          </p>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <footer className={styles.foot}>
          <button type="button" className={styles.cancel} onClick={props.onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" className={styles.send} onClick={() => void send()} disabled={busy || blacklisted} data-testid="friend-send">
            {t('chat.send')}
          </button>
        </footer>
      </div>
    </div>
  );
}
