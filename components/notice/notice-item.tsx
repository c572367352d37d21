'use client';

import { useMutation } from '@tanstack/react-query';
import { useLocale, useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { failureText } from '@/lib/queries/error-message';
import { NOTICE_TYPE } from '@/lib/constants';
import type { Notice } from '@/lib/contract/msg';
import { formatRelativeTime } from '@/lib/format/relative-time';
import { decideJoinRequest } from '@/lib/queries/circle';
import { noticeView } from './notice-text';
import styles from './system-panel.module.css';
import { href } from '@/lib/routing/routes';

/** K17, K18, K38: a circle join request: requester, circle and their message (issue 18 item 9), accept / reject while pending, else its result. */
function JoinRequest({ notice, onToast }: { notice: Notice; onToast: (text: string) => void }) {
  const t = useT();
  const c = notice.noticeContent;
  const requesterId = Number(c.requesterId);
  const circleId = Number(c.circleId);
  const decision = useMutation({
    mutationFn: (accept: boolean) => decideJoinRequest(notice.entityId ?? 0, accept),
    onSuccess: () => window.location.reload(),
    onError: (e) => onToast(failureText(t, e)),
  });
  // the page reloads after a decision: the buttons stay disabled until it has
  const busy = decision.isPending || decision.isSuccess;
  const decide = (accept: boolean) => {
    if (notice.entityId) decision.mutate(accept);
  };
  return (
    <>
      <p className={styles.text}>
        {requesterId > 0 ? <Link href={href('/people/:id', { id: requesterId })}>{String(c.requesterName ?? '')}</Link> : String(c.requesterName ?? '')}
        {t('notice.joinRequest')}
        {circleId > 0 && <Link href={href('/circle/:id/:postTag?/:themeTag?', { id: circleId })}>{String(c.circleName ?? '')}</Link>}
      </p>
      {typeof c.message === 'string' && c.message.trim() !== '' && (
        <p className={styles.quote} data-testid="join-message">
          {t('circle.requestMessage', { msg: c.message })}
        </p>
      )}
      <div className={styles.ops}>
        {notice.operationResult === 0 ? (
          <>
            <button type="button" className={styles.ghost} disabled={busy} onClick={() => decide(false)} data-testid="join-reject">
              {t('circle.reject')}
            </button>
            <button type="button" className={styles.primary} disabled={busy} onClick={() => decide(true)} data-testid="join-accept">
              {t('circle.accept')}
            </button>
          </>
        ) : (
          <button type="button" className={styles.ghost} disabled>
            {notice.operationResult === 1 ? t('circle.accepted') : t('circle.rejected')}
          </button>
        )}
      </div>
    </>
  );
}

/** K19–K37: one notice: its text (template or fallback per msgType), link, sender and relative time. */
export function NoticeItem({ notice, now, onToast }: { notice: Notice; now: number; onToast: (text: string) => void }) {
  const t = useT();
  const locale = useLocale();
  const time = <time className={styles.time} dateTime={notice.sentTime}>{formatRelativeTime(notice.sentTime, { now, locale })}</time>;
  if (notice.noticeType === NOTICE_TYPE.member) {
    return (
      <li className={`${styles.item} ${styles.column}`} data-testid="notice-item">
        <JoinRequest notice={notice} onToast={onToast} />
        {time}
      </li>
    );
  }
  const view = noticeView(t, notice, locale);
  return (
    <li className={`${styles.item} ${styles.column}`} data-testid="notice-item">
      <div className={styles.from}>
        {view.actor ? <Link href={href('/people/:id', { id: view.actor.id })}>{view.actor.name}</Link> : view.fromPlatform ? <span>{t('notice.platform')}</span> : null}
        {time}
      </div>
      {view.href ? (
        <Link href={view.href} className={styles.text}>
          {view.text}
        </Link>
      ) : (
        <p className={styles.text}>{view.text}</p>
      )}
    </li>
  );
}
