'use client';

import { useQuery } from '@tanstack/react-query';
import { useCurrentMember } from '@/stores/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import { apiErrorText } from '@/lib/queries/error-message';
import { eventLikeQuery, setEventLike } from '@/lib/queries/events';
import { LikeView } from '@/components/ui/like-view';
import { useOptimisticToggle, type ToggleState } from '@/components/ui/use-optimistic-toggle';

/** H21 for a member (`EventLikeButton` loads it): the own state after hydration, an optimistic like that a failure restores. */
export function MemberEventLikeButton({ eventId, initialCount }: { eventId: number; initialCount: number }) {
  const t = useT();
  const { hydrated, isLogin, memberId } = useCurrentMember();
  const query = eventLikeQuery(eventId, memberId);
  const { data } = useQuery({ ...query, enabled: hydrated && isLogin });
  const on = data?.on ?? false;
  const count = data?.count ?? initialCount;
  const mutation = useOptimisticToggle({
    queryKey: query.queryKey,
    read: (state?: ToggleState) => state ?? { on, count },
    write: (_state, next) => next,
    send: (next: boolean) => setEventLike(eventId, next),
  });
  const busy = mutation.isPending;
  return (
    <LikeView
      on={on}
      count={count}
      busy={busy}
      error={mutation.isError ? (apiErrorText(t, mutation.error) ?? t('interact.failed')) : null}
      onClick={() => {
        if (!busy) mutation.mutate(!on);
      }}
    />
  );
}
