'use client';

import { useRouter } from 'next/navigation';
import { useCurrentMember } from '@/stores/use-current-member';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { failureText } from '@/lib/queries/error-message';
import { ConfirmDialog } from '@/components/circle/confirm-dialog';
import { useT } from '@/components/providers/i18n-context';
import { AppLink as Link } from '@/components/ui/app-link';
import { lazyIsland } from '@/components/ui/lazy-island';
import { canManageAs, canPublishAs, type CallerMemberType } from '@/lib/contract/circle-roles';
import { circleDetailQuery, joinOrRequest, leaveCircle } from '@/lib/queries/circle';
import { useLoginDialog } from '@/stores/dialogs';
import styles from './circle.module.css';
import { href } from '@/lib/routing/routes';

/** G34: share (page QR, copy link and the circle mini-app code) loads after the bar, outside the first load. */
const CircleShare = lazyIsland(() => import('@/components/circle/circle-share').then((m) => m.CircleShare));
// opened by a member's click only (a client state), so it never renders on the server
const JoinRequestDialog = lazyIsland(() => import('@/components/circle/join-request-dialog').then((m) => m.JoinRequestDialog));

/**
 * G34/G31–G33/G35: the circle navigation bar. The page is cached for everyone, so the caller's member
 * type is read in the browser (`/post/circles/detail/{id}` with the session token) before any button shows.
 * Share is offered to everyone, visitors included.
 */
export function CircleNavBar({ circleId, isPublic }: { circleId: number; isPublic: boolean }) {
  const t = useT();
  const router = useRouter();
  const { hydrated, isLogin, memberId, member } = useCurrentMember();
  const login = useLoginDialog();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const [confirmLeave, setConfirmLeave] = useState(false);
  const [asking, setAsking] = useState(false);
  const here = href('/circle/:id/:postTag?/:themeTag?', { id: circleId });
  const query = circleDetailQuery(circleId, memberId);
  const detail = useQuery({ ...query, enabled: hydrated && isLogin });
  const loadedType: CallerMemberType | null = detail.isError ? -1 : (detail.data?.circleMemberType ?? null);
  const type: CallerMemberType | null = hydrated && !isLogin ? -1 : loadedType;
  const failed = (error: unknown) => setMessage(t('circle.actionFailed', { msg: failureText(t, error) }));

  // a public circle is joined at once and the page reloads (members, counts); a private one is asked with a
  // message for its admins (issue 18 item 9) and shows 'request sent'
  const join = useMutation({
    mutationFn: (request?: string) => joinOrRequest(circleId, isPublic, request),
    onMutate: () => setMessage(null),
    onSuccess: (result) => {
      setAsking(false);
      if (isPublic) window.location.reload();
      else queryClient.setQueryData(query.queryKey, (d) => d && { ...d, circleMemberType: result.circleMemberType });
    },
    onError: (error) => {
      setAsking(false);
      failed(error);
    },
  });
  const leave = useMutation({
    mutationFn: () => leaveCircle(circleId),
    onSuccess: () => window.location.reload(),
    onError: (error) => {
      failed(error);
      setConfirmLeave(false);
    },
  });
  // the page reloads after a public join or a leave: the buttons stay disabled until it has
  const busy = join.isPending || leave.isPending || (isPublic && join.isSuccess) || leave.isSuccess;

  const requestJoin = () => {
    if (!isLogin) {
      login.open({ redirect: here });
      return;
    }
    if (isPublic) join.mutate(undefined);
    else setAsking(true);
  };

  const publish = useCallback(() => {
    if (!isLogin) {
      login.open({ redirect: here });
      return;
    }
    if (member?.isBanned) {
      setMessage(t('error.banned'));
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
        <button type="button" className={styles.button} onClick={requestJoin} disabled={busy} data-testid="circle-join">
          {t('circle.join')}
        </button>
      )}
      {type === 'PENDING' && (
        <span className={styles.status} data-testid="circle-pending">
          {t('circle.requestSent')}
        </span>
      )}
      {hydrated && <CircleShare circleId={circleId} />}
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
      {asking && (
        <JoinRequestDialog
          circleName={detail.data?.circleName ?? null}
          member={member}
          busy={join.isPending}
          onSend={(request) => join.mutate(request)}
          onCancel={() => setAsking(false)}
        />
      )}
      {confirmLeave && <ConfirmDialog text={t('circle.leaveConfirm')} busy={busy} onConfirm={() => leave.mutate()} onCancel={() => setConfirmLeave(false)} />}
    </div>
  );
}
