'use client';

import { useCurrentMember } from '@/stores/use-current-member';
import { useMutation } from '@tanstack/react-query';
import { useT } from '@/components/providers/i18n-context';
import type { FollowResult } from '@/lib/contract/social';
import { apiErrorText } from '@/lib/queries/error-message';
import { setFollow } from '@/lib/queries/social';
import { useLoginDialog } from '@/stores/dialogs';
import { FollowView } from './follow-view';

/** A follow change: the new state, with the counters once the server has answered. */
export type FollowChange = Pick<FollowResult, 'isFollowed'> & Partial<FollowResult>;

/**
 * I14: follow / unfollow; a visitor gets the login dialog. The change is reported at once (`onChange`
 * with the new state only), then with the server's answer, or undone when the call fails.
 */
export function FollowButton(props: { memberId: number; followed: boolean; onChange?: (change: FollowChange) => void; small?: boolean }) {
  const t = useT();
  const login = useLoginDialog();
  const { isLogin } = useCurrentMember();
  const mutation = useMutation({
    mutationFn: (next: boolean) => setFollow(props.memberId, next),
    onMutate: (next) => props.onChange?.({ isFollowed: next }),
    onError: (_error, next) => props.onChange?.({ isFollowed: !next }),
    onSuccess: (result) => props.onChange?.(result),
  });

  const toggle = () => {
    if (!isLogin) {
      login.open({ redirect: window.location.pathname });
      return;
    }
    mutation.mutate(!props.followed);
  };

  return (
    <FollowView
      followed={props.followed}
      small={props.small}
      onClick={toggle}
      disabled={mutation.isPending}
      error={mutation.isError ? (apiErrorText(t, mutation.error) ?? t('interact.failed')) : undefined}
    />
  );
}
