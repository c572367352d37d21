'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentMember } from '@/stores/use-current-member';
import { useT } from '@/components/providers/i18n-context';
import { apiErrorText } from '@/lib/queries/error-message';
import { eventLikeQuery, setEventLike } from '@/lib/queries/events';
import { EventLikeView } from './event-like-button';

/** H21 for a member (`EventLikeButton` loads it): the own state after hydration, an optimistic like that a failure restores. */
export function MemberEventLikeButton({ eventId, initialCount }: { eventId: number; initialCount: number }) {
  const t = useT();
  const { hydrated, isLogin, memberId } = useCurrentMember();
  const queryClient = useQueryClient();
  const query = eventLikeQuery(eventId, memberId);
  const { data } = useQuery({ ...query, enabled: hydrated && isLogin });
  const on = data?.on ?? false;
  const count = data?.count ?? initialCount;
  const mutation = useMutation({
    mutationFn: (next: boolean) => setEventLike(eventId, next),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: query.queryKey });
      const previous = queryClient.getQueryData(query.queryKey) ?? { on, count };
      queryClient.setQueryData(query.queryKey, { on: next, count: Math.max(0, previous.count + (next ? 1 : -1)) });
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context) queryClient.setQueryData(query.queryKey, context.previous);
    },
    onSuccess: (result) => queryClient.setQueryData(query.queryKey, result),
  });
  const busy = mutation.isPending;
  return (
    <EventLikeView
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
