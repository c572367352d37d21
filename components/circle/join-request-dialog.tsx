'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '@/components/providers/i18n-context';
import { CIRCLE_REQUEST_MESSAGE_MAX } from '@/lib/contract/circle-roles';
import type { MemberBasicInfo } from '@/lib/contract/member';
import type { Translate } from '@/lib/i18n/messages';
import styles from './circle.module.css';
import { UgcMessage } from '@/components/ui/ugc-message';

/** The message a join request starts with: who the applicant is, as the circles' notices ask (company and position). */
export function defaultJoinMessage(t: Translate, me: Pick<MemberBasicInfo, 'nickname' | 'company' | 'position'> | null): string {
  const nickname = me?.nickname ?? '';
  if (me?.company) return t('circle.joinMessageCompany', { company: me.company, position: me.position ?? '', nickname });
  return t('circle.joinMessageName', { nickname });
}

/**
 * Issue 18 item 9: asking to join a private circle carries a message (≤ 200 characters, not empty), which the
 * circle's admins read beside the request (management page and their notice) before they decide.
 */
export function JoinRequestDialog(props: {
  circleName: string | null;
  member: Pick<MemberBasicInfo, 'nickname' | 'company' | 'position'> | null;
  busy: boolean;
  onSend: (message: string) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const titleId = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState(() => defaultJoinMessage(t, props.member));
  const [empty, setEmpty] = useState(false);
  const { onCancel } = props;

  useEffect(() => {
    area.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);

  const send = () => {
    const message = text.trim();
    if (!message) {
      setEmpty(true);
      area.current?.focus();
      return;
    }
    props.onSend(message.slice(0, CIRCLE_REQUEST_MESSAGE_MAX));
  };

  return createPortal(
    <div className={styles.overlay} onClick={onCancel}>
      <div className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="join-request-dialog" onClick={(e) => e.stopPropagation()}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {props.circleName ? <UgcMessage t={t} k="circle.joinRequestTitleNamed" value={props.circleName} /> : t('circle.joinRequestTitle')}
        </h2>
        <p className={styles.dialogHint}>{t('circle.joinRequestHint')}</p>
        <textarea
          ref={area}
          className={styles.textarea}
          rows={4}
          value={text}
          maxLength={CIRCLE_REQUEST_MESSAGE_MAX}
          aria-label={t('circle.joinRequestLabel')}
          aria-invalid={empty}
          onChange={(e) => {
            setText(e.target.value.slice(0, CIRCLE_REQUEST_MESSAGE_MAX));
            setEmpty(false);
          }}
          data-testid="join-request-message"
        />
        <div className={styles.counter} aria-live="polite">
          {text.length}/{CIRCLE_REQUEST_MESSAGE_MAX}
        </div>
        {empty && (
          <p className={styles.error} role="alert">
            {t('circle.joinRequestEmpty')}
          </p>
        )}
        <div className={styles.dialogActions}>
          <button type="button" className={styles.ghost} onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button type="button" className={styles.button} disabled={props.busy} onClick={send} data-testid="join-request-send">
            {t('circle.joinRequestSend')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
