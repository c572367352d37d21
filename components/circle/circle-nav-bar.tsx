'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { useCurrentMember } from '@/stores/use-current-member';
import { circleApi, errorMessage } from '@/components/circle/client-api';
import { ConfirmDialog } from '@/components/circle/confirm-dialog';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { canManageAs, canPublishAs, type CallerMemberType } from '@/lib/contract/circle';
import { useLoginDialog } from '@/stores/dialogs';
import styles from './circle.module.css';
import { href } from '@/lib/routing/routes';

/** G34: share (page QR, copy link and the circle mini-app code) loads after the bar, outside the first load. */
const CircleShare = dynamic(() => import('@/components/circle/circle-share').then((m) => m.CircleShare), { ssr: false });

/**
 * G34/G31–G33/G35: the circle navigation bar. The page is cached for everyone, so the caller's member
 * type is read in the browser (`/post/circles/detail/{id}` with the session token) before any button shows.
 * Share is offered to everyone, visitors included.
 */
export function CircleNavBar({ circleId, isPublic }: { circleId: number; isPublic: boolean }) {
  const t = useT();
  const router = useRouter();
  const { hydrated, isLogin, member } = useCurrentMember();
  const login = useLoginDialog();
  const [loadedType, setType] = useState<CallerMemberType | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const here = href('/circle/:id/:postTag?/:themeTag?', { id: circleId });
  const type: CallerMemberType | null = hydrated && !isLogin ? -1 : loadedType;

  useEffect(() => {
    if (!hydrated || !isLogin) return;
    let cancelled = false;
    void circleApi()
      .then((api) => api.getCircleDetail(api.t, circleId))
      .then((detail) => {
        if (!cancelled) setType(detail.circleMemberType);
      })
      .catch(() => {
        if (!cancelled) setType(-1);
      });
    return () => {
      cancelled = true;
    };
  }, [hydrated, isLogin, circleId]);

  const join = useCallback(async () => {
    if (!isLogin) {
      login.open({ redirect: here });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const api = await circleApi();
      if (isPublic) {
        await api.joinCircle(api.t, circleId);
        window.location.reload();
        return;
      }
      const result = await api.requestToJoinCircle(api.t, circleId);
      setType(result.circleMemberType);
    } catch (error) {
      setMessage(t('circle.actionFailed', { msg: errorMessage(error) }));
    } finally {
      setBusy(false);
    }
  }, [isLogin, isPublic, circleId, login, here, t]);

  const leave = useCallback(async () => {
    setBusy(true);
    try {
      const api = await circleApi();
      await api.leaveCircle(api.t, circleId);
      window.location.reload();
    } catch (error) {
      setMessage(t('circle.actionFailed', { msg: errorMessage(error) }));
      setBusy(false);
      setConfirmLeave(false);
    }
  }, [circleId, t]);

  const publish = useCallback(() => {
    if (!isLogin) {
      login.open({ redirect: here });
      return;
    }
    if (member?.isBanned) {
      setMessage(t('editor.banned'));
      return;
    }
    if (!canPublishAs(type)) {
      setMessage(t('editor.joinFirst'));
      return;
    }
    router.push(href('/circle/post/create', {}, { circleId: circleId }));
  }, [isLogin, member, type, login, here, router, circleId, t]);

  if (type === null) return <div className={styles.navBar} data-testid="circle-nav" data-state="loading" />;
  return (
    <div className={styles.navBar} data-testid="circle-nav" data-member-type={String(type)}>
      {type === -1 && (
        <button type="button" className={styles.button} onClick={() => void join()} disabled={busy} data-testid="circle-join">
          {t('circle.join')}
        </button>
      )}
      {type === 'PENDING' && (
        <span className={styles.status} data-testid="circle-pending">
          {t('circle.requestSent')}
        </span>
      )}
      <CircleShare circleId={circleId} />
      <button type="button" className={type === -1 ? styles.ghost : styles.button} onClick={publish} data-testid="circle-publish">
        {t('circle.publish')}
      </button>
      {canManageAs(type) && (
        <Link href={href('/circle/management/:id', { id: circleId })} className={styles.ghost} data-testid="circle-manage">
          {t('circle.manage')}
        </Link>
      )}
      {(type === 'JOINED' || type === 'ADMIN') && (
        <button type="button" className={styles.ghost} onClick={() => setConfirmLeave(true)} disabled={busy} data-testid="circle-leave">
          {t('circle.leave')}
        </button>
      )}
      {message && (
        <span className={styles.error} role="alert" data-testid="circle-message">
          {message}
        </span>
      )}
      {confirmLeave && <ConfirmDialog text={t('circle.leaveConfirm')} busy={busy} onConfirm={() => void leave()} onCancel={() => setConfirmLeave(false)} />}
    </div>
  );
}
